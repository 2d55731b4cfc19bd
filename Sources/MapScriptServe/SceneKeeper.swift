import Foundation
import MapScriptRuntime
import MapScriptSyntax

/// Keeps the one `LiveScene` of a server, so that the pages' events and the reruns after a
/// save reach it one at a time, and the console so far, for a page that opens later.
actor SceneKeeper {
    private let scene: LiveScene
    /// The console's recent messages (printed text, hook errors), oldest first.
    private var console: [(text: String, isError: Bool)] = []
    private var consoleBytes = 0
    /// The console a new page is shown is cut to the newest messages within this size.
    static let consoleLimit = 64 * 1024

    init(scriptPath: String, baseDirectory: String, options: RunOptions, interrupter: RunInterrupter,
         load: @escaping @Sendable () throws -> SourceFile) {
        scene = LiveScene(scriptPath: scriptPath, baseDirectory: baseDirectory, options: options,
                          interrupter: interrupter, load: load)
    }

    func run() -> SceneUpdate { remember(scene.run()) }

    func handle(_ message: PointerMessage, from page: UUID) -> SceneUpdate { remember(scene.handle(message, from: page)) }

    func pageClosed(_ page: UUID) -> SceneUpdate { remember(scene.pageClosed(page)) }

    func filesChanged() -> Bool { scene.filesChanged() }

    /// What a page that has just opened needs: the console so far, the last good picture and
    /// the current problem, or that there is none (a page reconnecting to a server whose script
    /// now runs may still show the problem of the one before).
    func current() -> [PageMessage] {
        var update = SceneUpdate()
        update.svg = scene.svg
        update.scriptProblem = scene.scriptProblem
        update.scriptIsGood = scene.scriptProblem == nil
        return console.map { PageMessage.console($0.text, isError: $0.isError) } + PageMessage.messages(for: update)
    }

    private func remember(_ update: SceneUpdate) -> SceneUpdate {
        if !update.printed.isEmpty { append(update.printed, isError: false) }
        if let problem = update.eventProblem { append(problem, isError: true) }
        return update
    }

    private func append(_ text: String, isError: Bool) {
        console.append((text, isError))
        consoleBytes += text.utf8.count
        var dropped = 0
        while consoleBytes > SceneKeeper.consoleLimit, dropped < console.count - 1 {
            consoleBytes -= console[dropped].text.utf8.count
            dropped += 1
        }
        if dropped > 0 { console.removeFirst(dropped) }
    }
}
