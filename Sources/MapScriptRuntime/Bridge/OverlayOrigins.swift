// Where overlays entered the map, for `check`'s warnings about them: an overlay is a Swift
// object of the scene, which knows nothing of scripts, so the bridge notes the script line of
// the declaration or of the `addOverlay`/`insertOverlay` call as the map tells of each one
// added (`MapView.overlayWasAdded`).
import MapScriptScene
import MapScriptSyntax

/// The script place where each overlay was last added to the map.
final class OverlayOrigins {
    private var places: [ObjectIdentifier: SourceLocation] = [:]

    /// Notes the place of the native call running now (the declaration or the map method).
    func noteAdded(_ overlay: Overlay, by interpreter: Interpreter) {
        places[ObjectIdentifier(overlay)] = SourceLocation(file: interpreter.runningFile, span: interpreter.nativeCallSpan)
    }

    /// Where `overlay` was added, while it is on the map.
    func place(of overlay: Overlay) -> SourceLocation? {
        places[ObjectIdentifier(overlay)]
    }
}
