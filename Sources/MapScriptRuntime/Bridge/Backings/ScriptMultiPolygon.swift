import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `MultiPolygon` (several polygons with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptMultiPolygon: MultiPolygon, ScriptBacked {
    let link: ScriptLink

    init(polygons: [Polygon], link: ScriptLink) {
        self.link = link
        super.init(polygons: polygons)
    }
}
