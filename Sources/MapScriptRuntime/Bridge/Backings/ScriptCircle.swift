import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `Circle` (a circle with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptCircle: Circle, ScriptBacked {
    let link: ScriptLink

    init(center: Coordinate, radius: Double, link: ScriptLink) {
        self.link = link
        super.init(center: center, radius: radius)
    }
}
