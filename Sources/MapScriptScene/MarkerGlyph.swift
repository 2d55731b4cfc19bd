/// What a marker shows beyond the default red balloon with a white, empty glyph: its
/// colours, glyph text and glyph image. A marker keeps it out of line (see `OutOfLine`),
/// 88 bytes inline in each of what may be 100,000 markers, most of which keep the defaults.
struct MarkerGlyph {
    var markerTintColor: Color = .red
    var glyphTintColor: Color = .white
    var glyphText: String?
    var glyphImage: Image?
}
