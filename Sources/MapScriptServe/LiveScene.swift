import Foundation
import MapScriptData
import MapScriptRuntime
import MapScriptScene
import MapScriptSyntax

/// The served script and its scene. `run()` runs the whole script in a fresh session; when it
/// succeeds that session becomes the scene the pages show and touch, and when it fails the last
/// good one stays (its picture under the error). `handle(_:)` feeds one pointer message to the
/// scene and draws it again. Not thread-safe: `LiveServer` keeps it in an actor.
final class LiveScene {
    typealias ScriptLoader = () throws -> SourceFile

    private let scriptPath: String
    private let baseDirectory: String
    private let options: RunOptions
    private let load: ScriptLoader
    private let interrupter: RunInterrupter
    private let host = LiveConsoleHost()
    private let reader = GestureReader()
    /// The page whose gesture the reader follows (nil: the only page, or none yet).
    private var gesturePage: UUID?
    private var session: ScriptSession?
    /// The files the last run read, as they were when it read them.
    private var stamps: FileStamps
    private let formatter = DiagnosticFormatter(color: false)

    /// The last good picture, and the errors of the last run when it failed.
    private(set) var svg: String?
    private(set) var scriptProblem: String?

    init(scriptPath: String, baseDirectory: String, options: RunOptions, interrupter: RunInterrupter = RunInterrupter(),
         load: @escaping ScriptLoader) {
        self.scriptPath = scriptPath
        self.baseDirectory = baseDirectory
        self.options = options
        self.interrupter = interrupter
        self.load = load
        stamps = FileStamps(paths: [scriptPath])
    }

    /// Runs the whole script afresh (at start, and when a file it read changed).
    func run() -> SceneUpdate {
        let stampsBeforeRun = FileStamps(paths: stamps.paths)
        var update = SceneUpdate()
        let file: SourceFile
        do {
            file = try load()
        } catch {
            // Stamped as it is (missing, say), so the next look finds no change until the file
            // does change, instead of reading it and reporting the same problem every time.
            stamps = stampsBeforeRun
            scriptProblem = "\(error)"
            update.scriptProblem = scriptProblem
            return update
        }
        let fresh = ScriptSession(options: options, host: host, baseDirectory: baseDirectory)
        guard interrupter.started(fresh) else { return update }
        var diagnostics = fresh.run(file)
        if !diagnostics.contains(where: { $0.severity == .error }) {
            // A page starts with no finger down: a touch the script left down (lesson 19 ends
            // mid-drag, for its picture) is cancelled, as the system cancels touches when an
            // app comes to the screen, and the page's first gesture is its own.
            diagnostics += fresh.interact { try $0.endGestures() }
        }
        var picture: String?
        if !diagnostics.contains(where: { $0.severity == .error }) {
            do {
                picture = String(decoding: try fresh.renderSVG(), as: UTF8.self)
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(Diagnostic(severity: .error, message: "\(error)", file: file, span: nil, notes: [],
                                              suggestion: nil, callStack: []))
            }
        }
        interrupter.finished()
        update.printed = host.collect()
        var paths = [scriptPath]
        for path in fresh.filesRead where !paths.contains(path) { paths.append(path) }
        // Stamps from before the run, so that a save during a slow run is not missed; files
        // first read in this run are stamped now.
        stamps = paths == stampsBeforeRun.paths ? stampsBeforeRun : FileStamps(paths: paths)
        guard let picture else {
            scriptProblem = formatter.formatLimited(diagnostics)
            update.scriptProblem = scriptProblem
            return update
        }
        // Warnings of a good run go to the console.
        if !diagnostics.isEmpty { update.eventProblem = formatter.formatLimited(diagnostics) }
        session = fresh
        reader.forget()
        gesturePage = nil
        svg = picture
        scriptProblem = nil
        update.svg = picture
        update.scriptIsGood = true
        return update
    }

    /// Feeds one pointer message from `page` to the scene and draws it again. A hook's error is
    /// reported and the gesture forgotten; the scene stays as the hooks left it.
    ///
    /// One map, one finger: the last page to touch takes the map. A message from another page
    /// than the one whose gesture is going on ends that gesture first (its touch cancelled, its
    /// pan or zoom ended) when it starts one of its own, and is not read when it continues one.
    func handle(_ message: PointerMessage, from page: UUID? = nil) -> SceneUpdate {
        // The page says so after every tap: most often no recognizer is waiting, and nothing
        // needs drawing again.
        if message == .tapsEnded, session?.waitsForTapsToEnd != true { return SceneUpdate() }
        guard let session, interrupter.started(session) else { return SceneUpdate() }
        defer { interrupter.finished() }
        let reader = self.reader
        var problems: [Diagnostic] = []
        if page != gesturePage {
            guard message.startsGesture else { return SceneUpdate() }
            problems += session.interact { try reader.reset(on: $0) }
            gesturePage = page
        }
        if !problems.contains(where: { $0.severity == .error }) {
            problems += session.interact { map in try reader.handle(message, on: map) }
        }
        return redraw(session, after: problems)
    }

    /// Ends the gesture of a page that went away in the middle of it, as the system cancels
    /// the touches of a window that closes.
    func pageClosed(_ page: UUID) -> SceneUpdate {
        guard page == gesturePage, let session, interrupter.started(session) else { return SceneUpdate() }
        defer { interrupter.finished() }
        gesturePage = nil
        let reader = self.reader
        return redraw(session, after: session.interact { try reader.reset(on: $0) })
    }

    /// The picture after input, the output of its hooks and their errors. After an error the
    /// gesture is forgotten and what the failed hook left going ended: a touch left down would
    /// refuse the next one, a zoom's change of region would never be reported.
    private func redraw(_ session: ScriptSession, after input: [Diagnostic]) -> SceneUpdate {
        var update = SceneUpdate()
        var problems = input
        if problems.contains(where: { $0.severity == .error }) {
            reader.forget()
            _ = session.interact { _ = try? $0.endGestures() }
        }
        do {
            let picture = String(decoding: try session.renderSVG(), as: UTF8.self)
            if picture != svg {
                svg = picture
                update.svg = picture
            }
        } catch let diagnostic as Diagnostic {
            problems.append(diagnostic)
        } catch {}
        update.printed = host.collect()
        if !problems.isEmpty { update.eventProblem = formatter.formatLimited(problems) }
        return update
    }

    /// Whether the script or a file its last run read changed since that run.
    func filesChanged() -> Bool {
        FileStamps(paths: stamps.paths) != stamps
    }
}
