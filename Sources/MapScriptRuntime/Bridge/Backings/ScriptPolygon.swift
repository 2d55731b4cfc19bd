import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `Polygon` (a polygon with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptPolygon: Polygon, ScriptBacked {
    let link: ScriptLink

    init(coordinates: [Coordinate], interiorPolygons: [Polygon], link: ScriptLink) {
        self.link = link
        super.init(coordinates: coordinates, interiorPolygons: interiorPolygons)
    }
}
