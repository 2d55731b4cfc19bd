import MapScriptScene

/// Runs scene code for a script: a `SceneError` (misuse of the scene, such as dragging a view
/// that is not draggable) becomes a runtime error with the same message; runtime errors from
/// script hooks called inside pass through unchanged, call stack and all. Given the call's
/// arguments, an error about one of them points at it.
enum SceneCall {
    @inline(__always)
    static func run<T>(_ arguments: Arguments? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SceneError {
            if let arguments, let position = error.argumentPosition {
                var pointed = arguments.about(position, error.argumentLabel, error.message)
                pointed.help = error.help
                throw pointed
            }
            throw RuntimeError(error.message, help: error.help)
        }
    }
}
