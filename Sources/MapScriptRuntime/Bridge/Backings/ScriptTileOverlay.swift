import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `TileOverlay` (a tile overlay with script fields). The map
/// keeps this object; the link leads back to the script instance and its fields.
final class ScriptTileOverlay: TileOverlay, ScriptBacked {
    let link: ScriptLink

    init(urlTemplate: String?, link: ScriptLink) {
        self.link = link
        super.init(urlTemplate: urlTemplate)
    }
}
