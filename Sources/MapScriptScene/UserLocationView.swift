import MapScriptGeometry

/// The blue dot the map shows for `UserLocation` when the delegate gives no view.
open class UserLocationView: AnnotationView {
    public static let dotSize = Size(width: 22, height: 22)
    public var tintColor = Color(red: 0, green: 0.478, blue: 1)

    public override init(annotation: Annotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier, kind: .userLocation)
    }
}
