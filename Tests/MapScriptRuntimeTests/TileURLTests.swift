@testable import MapScriptRuntime
import Testing

/// What a tile URL names: the picture's source decides whether it is embedded, linked or left out.
@Suite struct TileURLTests {
    @Test(arguments: [
        ("https://tiles.example/1/2/3.png", TileURL.remote),
        ("HTTP://tiles.example/1.png", .remote),
        ("tiles/1/2/3.png", .file(path: "tiles/1/2/3.png")),
        ("tiles/1.png?version=2#top", .file(path: "tiles/1.png")),
        ("my%20tiles/1.png", .file(path: "my tiles/1.png")),
        ("/srv/tiles/1.png", .file(path: "/srv/tiles/1.png")),
        ("file:///srv/tiles/1.png", .file(path: "/srv/tiles/1.png")),
        ("file://localhost/srv/tiles/1.png", .file(path: "/srv/tiles/1.png")),
        ("file://other.host/srv/1.png", .refused),
        ("javascript:alert(1)", .refused),
        ("data:image/png;base64,AAAA", .refused),
        ("?only=query", .refused),
        // A colon after a slash belongs to the path, not a scheme.
        ("tiles/a:b.png", .file(path: "tiles/a:b.png")),
    ])
    func aTileURLNamesARemotePictureALocalFileOrNothing(_ url: String, _ expected: TileURL) {
        #expect(TileURL(url) == expected)
    }
}
