import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `Overlay` (a custom overlay, which sets `coordinate` and `boundingMapRect` itself). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptOverlay: Overlay, ScriptBacked {
    let link: ScriptLink

    init(coordinate: Coordinate, boundingMapRect: MapRect, link: ScriptLink) {
        self.link = link
        super.init(coordinate: coordinate, boundingMapRect: boundingMapRect)
    }
}
