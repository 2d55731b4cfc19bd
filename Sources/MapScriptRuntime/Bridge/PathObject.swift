import MapScriptScene

/// A `Path()` as a script object (CGMutablePath): built with `move(to:)`, `addLine(to:)` and
/// the rest, then handed to a context's `addPath` or to a path renderer's `path`. A reference,
/// as CGMutablePath is, so the methods change it where it is.
final class PathObject: GrowingNativeObject {
    var path: Path

    init(_ path: Path = Path()) {
        self.path = path
    }

    static func value(_ path: Path) -> Value { .native(PathObject(path)) }

    var nativeClass: NativeClass { SceneClasses.path }
    var memoryFootprint: Int { LiveSize.nativeObject + path.elements.count * LiveSize.drawingCommand }
}
