import MapScriptGeometry
import MapScriptScene

/// The Swift side of a script class extending `TileOverlay`. The map keeps this object; the
/// link leads back to the script instance and its fields. A script method `url(x, y, z, scale)`
/// replaces the URL template, for tiles with their own indexing scheme (MKTileOverlay's
/// `url(forTilePath:)`).
final class ScriptTileOverlay: TileOverlay, ScriptBacked {
    let link: ScriptLink

    init(urlTemplate: String?, link: ScriptLink) {
        self.link = link
        super.init(urlTemplate: urlTemplate)
    }

    override func url(forTile path: TilePath) throws -> String {
        let arguments: [Value] = [.number(Double(path.x)), .number(Double(path.y)), .number(Double(path.z)),
                                  .number(path.contentScaleFactor)]
        guard let answer = try link.forward(.url, from: self, arguments) else { return try super.url(forTile: path) }
        guard case .string(let url) = answer else {
            throw RuntimeError("url(x, y, z, scale) of a tile overlay must return a string, got \(answer.typeName)")
        }
        return url
    }
}
