import MapScriptGeometry

/// A balloon marker with a glyph (MKMarkerAnnotationView), its annotation's title drawn below
/// it and the subtitle too while it is selected; see `titleVisibility`. A long title wraps
/// onto two lines and the subtitle is cut, as MapKit's are; see `MarkerTitleLayout`.
open class MarkerAnnotationView: AnnotationView {
    /// The marker's size; the default `centerOffset` puts its point on the coordinate.
    public static let markerSize = Size(width: 30, height: 40)
    /// The balloon's drawn height, from its point to its top.
    public static let balloonHeight = 38.5
    /// A selected marker is drawn this much larger, about its point.
    public static let selectedScale = 1.3

    // The one-byte fields first: they pack after the view's own (see `AnnotationView`).
    public var titleVisibility = FeatureVisibility.adaptive
    public var subtitleVisibility = FeatureVisibility.adaptive
    /// Whether the last layout gave the title, and the subtitle, room below the marker.
    @exclusivity(unchecked) public internal(set) var showsTitle = false
    @exclusivity(unchecked) public internal(set) var showsSubtitle = false
    public var markerTintColor: Color {
        get { glyph?.markerTintColor ?? .red }
        set { changeGlyph { $0.markerTintColor = newValue } }
    }
    public var glyphTintColor: Color {
        get { glyph?.glyphTintColor ?? .white }
        set { changeGlyph { $0.glyphTintColor = newValue } }
    }
    /// Text shown in the balloon (one or two characters read best); otherwise `glyphImage`.
    public var glyphText: String? {
        get { glyph?.glyphText }
        set { changeGlyph { $0.glyphText = newValue } }
    }
    public var glyphImage: Image? {
        get { glyph?.glyphImage }
        set { changeGlyph { $0.glyphImage = newValue } }
    }
    /// Nil while the marker keeps the default look.
    @OutOfLine private var glyph: MarkerGlyph? = nil

    private func changeGlyph(_ change: (inout MarkerGlyph) -> Void) {
        var changed = glyph ?? MarkerGlyph()
        change(&changed)
        glyph = changed
    }

    /// Kept in the marker itself rather than in the view's extras: markers are the views maps
    /// cluster, and with this and their default display priority (`defaultDisplayPriority`)
    /// needing no extras, clustering 100,000 markers makes one object for each, not two.
    public override var clusteringIdentifier: String? {
        get { storedClusteringIdentifier }
        set { storedClusteringIdentifier = newValue }
    }
    @exclusivity(unchecked) private var storedClusteringIdentifier: String?

    override func clearTitlePlacement() {
        showsTitle = false
        showsSubtitle = false
    }

    /// The size of the title below a marker, and of the subtitle below the title.
    public static let titleFontSize = 11.0
    public static let subtitleFontSize = 10.0
    /// From a line's top to the next line's top.
    public static let titleLineHeight = 13.0
    /// Between the marker's point and the top of its title.
    public static let titleGap = 2.0

    /// The widest a line of the title, or the subtitle, below a marker may be. MapKit wraps a
    /// marker's title at about four balloon widths (some 18 letters of 11 pt bold), so that a
    /// long name stays a compact label under its marker instead of a line across the map.
    public static let maximumTitleWidth = 120.0
    /// A title wraps onto this many lines at most; the subtitle is always one.
    public static let maximumTitleLines = 2

    /// The lines `title` is drawn on below a marker, as MapKit sets it: one line when it fits
    /// `width`; otherwise wrapped at spaces onto at most two lines, a word wider than a line
    /// cut with "…", and the second line ending in "…" when text remains. A title that fits is
    /// returned as it is; wrapped lines are its words joined by single spaces. Text is only
    /// ever cut between characters (grapheme clusters), never inside an emoji or an accented
    /// letter.
    public static func titleLines(_ title: String, width: Double = maximumTitleWidth) -> [String] {
        wrappedTitle(title, width: width).lines
    }

    /// The one line `subtitle` is drawn on below a marker's title: itself when it fits
    /// `width`, otherwise cut with "…".
    public static func subtitleLine(_ subtitle: String, width: Double = maximumTitleWidth) -> String {
        cutSubtitle(subtitle, width: width).text
    }

    /// `titleLines`, with the width of the widest line, measured once: every marker's title
    /// is laid out, avoided and written.
    static func wrappedTitle(_ title: String, width: Double) -> (lines: [String], width: Double) {
        func measure(_ text: String) -> Double { TextMetrics.width(of: text, fontSize: titleFontSize, weight: .bold) }
        let whole = measure(title)
        if whole <= width { return ([title], whole) }
        let words = title.split(whereSeparator: isLineBreakOpportunity)
        guard !words.isEmpty else { return ([""], 0) }
        var lines: [String] = []
        var widest = 0.0
        var next = words.startIndex
        while next < words.endIndex && lines.count < maximumTitleLines {
            let isLast = lines.count == maximumTitleLines - 1
            var line = "", lineWidth = 0.0
            while next < words.endIndex {
                let longer = line.isEmpty ? String(words[next]) : line + " " + words[next]
                let longerWidth = measure(longer)
                if longerWidth <= width {
                    (line, lineWidth) = (longer, longerWidth)
                    next += 1
                } else if line.isEmpty || isLast {
                    // A word wider than a line, or the text the last line cannot hold: cut.
                    (line, lineWidth) = cut(longer, toWidth: width, fontSize: titleFontSize, weight: .bold)
                    next = isLast ? words.endIndex : next + 1
                    break
                } else {
                    break
                }
            }
            lines.append(line)
            widest = max(widest, lineWidth)
        }
        return (lines, widest)
    }

    /// `subtitleLine`, with its width.
    static func cutSubtitle(_ subtitle: String, width: Double) -> (text: String, width: Double) {
        cut(subtitle, toWidth: width, fontSize: subtitleFontSize, weight: .regular)
    }

    /// Spaces and line ends; not the no-break spaces, which keep words together on purpose.
    private static func isLineBreakOpportunity(_ character: Character) -> Bool {
        character.isWhitespace && character != "\u{00A0}" && character != "\u{2007}" && character != "\u{202F}"
    }

    /// `text` when it fits `width`, otherwise as much of it as fits with "…" (without the
    /// spaces before the "…"); and its width.
    private static func cut(_ text: String, toWidth width: Double, fontSize: Double,
                            weight: TextMetrics.Weight) -> (text: String, width: Double) {
        let whole = TextMetrics.width(of: text, fontSize: fontSize, weight: weight)
        if whole <= width { return (text, whole) }
        // Too wide, so `truncated` ends in the ellipsis.
        var kept = Substring(TextMetrics.truncated(text, toWidth: width, fontSize: fontSize, weight: weight)).dropLast()
        while kept.last?.isWhitespace == true { kept = kept.dropLast() }
        let shown = String(kept) + "\u{2026}"
        return (shown, TextMetrics.width(of: shown, fontSize: fontSize, weight: weight))
    }

    public override init(annotation: Annotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier, kind: .marker)
    }
}
