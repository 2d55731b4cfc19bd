import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `MultiPolyline` (several polylines with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptMultiPolyline: MultiPolyline, ScriptBacked {
    let link: ScriptLink

    init(polylines: [Polyline], link: ScriptLink) {
        self.link = link
        super.init(polylines: polylines)
    }
}
