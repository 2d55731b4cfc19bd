import MapScriptGeometry

/// A balloon marker with a glyph (MKMarkerAnnotationView).
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

    public override init(annotation: Annotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier, kind: .marker,
                   size: MarkerAnnotationView.markerSize, centerOffset: Point(x: 0, y: -MarkerAnnotationView.markerSize.height / 2))
    }
}
