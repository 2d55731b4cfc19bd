import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `Annotation` (a custom annotation). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptAnnotation: Annotation, ScriptBacked {
    let link: ScriptLink

    init(coordinate: Coordinate, title: String?, subtitle: String?, link: ScriptLink) {
        self.link = link
        super.init(coordinate: coordinate, title: title, subtitle: subtitle)
    }
}
