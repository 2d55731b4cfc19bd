import MapScriptGeometry

/// A plain annotation at a coordinate with a title and subtitle (MKPointAnnotation).
open class PointAnnotation: Annotation {
    public override init(coordinate: Coordinate = Coordinate(latitude: 0, longitude: 0), title: String? = nil, subtitle: String? = nil) {
        super.init(coordinate: coordinate, title: title, subtitle: subtitle)
    }
}
