import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `GeodesicPolyline` (a geodesic polyline with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptGeodesicPolyline: GeodesicPolyline, ScriptBacked {
    let link: ScriptLink

    init(coordinates: [Coordinate], link: ScriptLink) {
        self.link = link
        super.init(geodesicCoordinates: coordinates)
    }
}
