import MapScriptGeometry

/// A balloon marker with a glyph (MKMarkerAnnotationView), its annotation's title drawn below
/// it and the subtitle too while it is selected; see `titleVisibility`.
open class MarkerAnnotationView: AnnotationView {
    /// The marker's size; the default `centerOffset` puts its point on the coordinate.
    public static let markerSize = Size(width: 30, height: 40)
    /// The balloon's drawn height, from its point to its top.
    public static let balloonHeight = 38.5
    /// A selected marker is drawn this much larger, about its point.
    public static let selectedScale = 1.3

    public var markerTintColor: Color = .red
    public var glyphTintColor: Color = .white
    /// Text shown in the balloon (one or two characters read best); otherwise `glyphImage`.
    public var glyphText: String?
    public var glyphImage: Image?
    public var titleVisibility = FeatureVisibility.adaptive
    public var subtitleVisibility = FeatureVisibility.adaptive
    /// Whether the last layout gave the title, and the subtitle, room below the marker.
    @exclusivity(unchecked) public internal(set) var showsTitle = false
    @exclusivity(unchecked) public internal(set) var showsSubtitle = false

    /// The size of the title below a marker, and of the subtitle below the title.
    public static let titleFontSize = 11.0
    public static let subtitleFontSize = 10.0
    /// From a line's top to the next line's top.
    public static let titleLineHeight = 13.0
    /// Between the marker's point and the top of its title.
    public static let titleGap = 2.0

    /// Where the title goes for a marker whose point (the bottom centre of its frame) is at
    /// `tip`: centred below it. The writer draws it there; layout makes room for it.
    public static func titleFrame(_ title: String, below tip: Point) -> Rect {
        let width = TextMetrics.width(of: title, fontSize: titleFontSize, weight: .bold)
        return Rect(x: tip.x - width / 2, y: tip.y + titleGap, width: width, height: titleLineHeight)
    }

    /// The subtitle's place, the line below the title's.
    public static func subtitleFrame(_ subtitle: String, below tip: Point) -> Rect {
        let width = TextMetrics.width(of: subtitle, fontSize: subtitleFontSize)
        return Rect(x: tip.x - width / 2, y: tip.y + titleGap + titleLineHeight, width: width, height: titleLineHeight)
    }

    public override init(annotation: Annotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier, kind: .marker,
                   size: MarkerAnnotationView.markerSize, centerOffset: Point(x: 0, y: -MarkerAnnotationView.markerSize.height / 2))
        // MKMarkerAnnotationView's default, lower than MKAnnotationView's `required`: markers
        // that collide declutter unless the script says one matters more.
        displayPriority = DisplayPriority.defaultLow
    }
}
