import MapScriptRuntime
import MapScriptSyntax

/// Keeps the one `LiveScene` of a server, so that the pages' events and the reruns after a
/// save reach it one at a time.
actor SceneKeeper {
    private let scene: LiveScene

    init(scriptPath: String, baseDirectory: String, options: RunOptions, load: @escaping @Sendable () throws -> SourceFile) {
        scene = LiveScene(scriptPath: scriptPath, baseDirectory: baseDirectory, options: options, load: load)
    }

    func run() -> SceneUpdate { scene.run() }

    func handle(_ message: PointerMessage) -> SceneUpdate { scene.handle(message) }

    func filesChanged() -> Bool { scene.filesChanged() }

    /// What a page that has just opened needs: the last good picture and the current problem.
    func current() -> SceneUpdate {
        var update = SceneUpdate()
        update.svg = scene.svg
        update.scriptProblem = scene.scriptProblem
        return update
    }
}
