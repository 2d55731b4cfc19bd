import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `PointAnnotation` (a point annotation with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptPointAnnotation: PointAnnotation, ScriptBacked {
    let link: ScriptLink

    init(coordinate: Coordinate, title: String?, subtitle: String?, link: ScriptLink) {
        self.link = link
        super.init(coordinate: coordinate, title: title, subtitle: subtitle)
    }
}
