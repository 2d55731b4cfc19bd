// The session: what the command line and the REPL drive.
//
// Design: a session is an interpreter plus one map scene (`SceneBridge`) plus the files the
// script may touch (`ScriptFiles`). Everything a script prints goes to the host; nothing here
// prints or exits. Runs are all or nothing for files: `render()` inside a script stages its
// file, and the staged files appear only when the run (or REPL entry) succeeds.
import Foundation
import MapScriptData
import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

/// Runs scripts and REPL entries against one map scene, and exports the scene.
public final class ScriptSession {
    private let options: RunOptions
    private let host: ScriptHost
    private let baseDirectory: String
    private var interpreter: Interpreter
    private var bridge: SceneBridge
    private var files: ScriptFiles
    /// The last file run or evaluated: errors found while exporting are placed in it.
    private var lastFile: SourceFile?
    private var scriptFiles: [String] = []

    /// `baseDirectory` is the folder the script lives in (for the REPL, the current folder):
    /// relative paths in `load`, `Image`, `import` and `render` start there.
    public init(options: RunOptions, host: ScriptHost, baseDirectory: String) {
        self.options = options
        self.host = host
        self.baseDirectory = baseDirectory
        (interpreter, bridge, files) = ScriptSession.makeState(options: options, host: host, baseDirectory: baseDirectory)
    }

    deinit {
        bridge.detach()
    }

    private static func makeState(options: RunOptions, host: ScriptHost, baseDirectory: String)
        -> (Interpreter, SceneBridge, ScriptFiles) {
        let interpreter = Interpreter(seed: options.seed) { [weak host] text in
            do {
                try host?.write(text)
            } catch {
                throw RuntimeError("print: \(error)")
            }
        }
        interpreter.maxSteps = options.maxSteps
        interpreter.maxMemory = options.maxMemory
        if let depth = options.maxCallDepth { interpreter.maxCallDepth = depth }
        interpreter.constants = options.constants
        let files = ScriptFiles(baseDirectory: baseDirectory, allowedDirectories: options.allowedReadDirectories,
                                writesFiles: options.writesFiles)
        interpreter.sourceLoader = ScriptSourceLoader(files: files)
        let bridge = SceneBridge(interpreter: interpreter, files: files, sizeOverride: options.viewSize)
        bridge.rasterizer = options.rasterizer
        bridge.linksTiles = options.linksTiles
        return (interpreter, bridge, files)
    }

    // MARK: Running

    /// Parses and resolves `file` without running anything or touching the scene.
    public func check(_ file: SourceFile) -> [Diagnostic] {
        let (scratch, scratchBridge, _) = ScriptSession.makeState(options: options, host: host, baseDirectory: baseDirectory)
        defer { scratchBridge.detach() }
        return scratch.check(file)
    }

    /// Runs a whole script; `[]` on success. It runs in the session's scene and names, like
    /// `mapscript repl FILE` before its first entry; call `reset()` first for a fresh scene.
    public func run(_ file: SourceFile) -> [Diagnostic] {
        bridge.documentName = ScriptSession.fileName(of: file.path)
        let path = ScriptSession.absolutePath(file.path)
        if !scriptFiles.contains(path) { scriptFiles.append(path) }
        files.noteScript(path)
        lastFile = file
        let diagnostics = interpreter.run(file)
        return finishEntry(endingTaps(after: diagnostics, in: file))
    }

    /// Runs one REPL entry; what it defines survives a failure. The echo is the entry's final
    /// value as `print` writes it; nothing is echoed after a statement or for the `nil` of a
    /// call (so `map.addAnnotation(a)` echoes nothing), while a name, member or subscript that
    /// is nil echoes `nil` (`d["missing"]`), as the answer asked for.
    public func evaluate(_ entry: SourceFile) -> EntryResult {
        lastFile = entry
        let (result, warnings) = interpreter.evaluateWithWarnings(entry)
        switch result {
        case .value(let value):
            let problems = finishEntry(endingTaps(after: [], in: entry))
            if problems.contains(where: { $0.severity == .error }) { return .failure(warnings + problems) }
            let warnings = warnings + problems
            guard let value else { return .value(nil, warnings: warnings) }
            if value.isNil { return .value(ScriptSession.endsWithCall(entry) ? nil : "nil", warnings: warnings) }
            // Quoted and escaped, as inside a list: a string echoed raw could carry terminal
            // control sequences, and `"1"` must not look like the number 1.
            return .value(value.representation, warnings: warnings)
        case .failure(let diagnostics):
            return .failure(finishEntry(diagnostics))
        }
    }

    /// Whether the entry's last statement is a call, whose nil means it returns nothing. The
    /// entry has run, so it parses; this runs only when its value is nil.
    private static func endsWithCall(_ entry: SourceFile) -> Bool {
        guard case .expression(let expression)? = Parser.parse(entry).program.statements.last?.kind,
              case .call = expression.kind else { return false }
        return true
    }

    /// Runs one interaction with the map, as a person makes it on a served page (`map.tap`,
    /// `map.pan`...): hooks run as in a scripted run, with a fresh step budget, and an error
    /// comes back as a diagnostic, placed in the script when it has no place of its own. The
    /// session must have run a script.
    public func interact(_ body: (MapView) throws -> Void) -> [Diagnostic] {
        guard let file = lastFile else { return [] }
        let map = bridge.map
        // A change the map cannot see coming (see `SceneEditCount`).
        return interpreter.countingChange {
            finishEntry(interpreter.runInteraction(in: file) { try SceneCall.run { try body(map) } })
        }
    }

    /// A run or REPL entry that succeeded ends the taps in quick succession it made: a tap
    /// recognizer that waits for another to fail (`require(toFail:)`) recognizes then, as
    /// UIKit's does once the double-tap interval has passed (`MapView.endTapSequence`).
    private func endingTaps(after diagnostics: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        let map = bridge.map
        guard map.hasPendingTaps, !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        return diagnostics + interpreter.runInteraction(in: file) { try SceneCall.run { try map.endTapSequence() } }
    }

    /// Whether a tap recognizer waits for the taps in succession to be over, for a host that
    /// tells the map when they are (`MapView.endTapSequence`).
    package var waitsForTapsToEnd: Bool { bridge.map.hasPendingTaps }

    /// Makes the files `render()` staged visible after a success, or drops them after a failure.
    /// The selections the map refused during the entry are warned of now, before its error
    /// if it has one: a refused selection is often why a later line fails (`view(for:)` is
    /// nil), and the REPL shows them under the line that asked.
    private func finishEntry(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var diagnostics = diagnostics
        diagnostics.insert(contentsOf: bridge.refusedSelections.takeWarnings(),
                           at: diagnostics.firstIndex { $0.severity == .error } ?? diagnostics.endIndex)
        if diagnostics.contains(where: { $0.severity == .error }) {
            files.discardWrites()
            return diagnostics
        }
        if options.holdsRenderedFiles { return diagnostics }
        return diagnostics + commitRenderedFiles()
    }

    /// Makes the files `render()` staged visible: at the end of each run or REPL entry, or,
    /// with `RunOptions.holdsRenderedFiles`, when the command says its own output is ready.
    /// An error is one that committing met, at the line that asked for the file.
    public func commitRenderedFiles() -> [Diagnostic] {
        do {
            try files.commitWrites()
        } catch let error as RuntimeError {
            return [placed(error)]
        } catch {
            return [Diagnostic(severity: .error, message: "\(error)", file: lastFile, span: nil, notes: [], suggestion: nil, callStack: [])]
        }
        return []
    }

    /// Drops the files `render()` staged and holds (see `RunOptions.holdsRenderedFiles`): the
    /// command's own output failed.
    public func discardRenderedFiles() {
        files.discardWrites()
    }

    /// The `--set` names whose value did not fit the kind of their declaration's default (the
    /// run reported each as an error at the default): a usage error of the command line.
    public var rejectedConstants: [String] {
        interpreter.rejectedConstants
    }

    /// Stops the running evaluation with an "interrupted" error. Safe from any thread.
    public func interrupt() {
        interpreter.interrupt()
    }

    /// Stops the running evaluation and every later one of this session with "interrupted"
    /// (`Interpreter.halt()`), for a host shutting down. Safe from any thread.
    public func halt() {
        interpreter.halt()
    }

    /// Forgets everything the session defined and starts a new scene.
    public func reset() {
        bridge.detach()
        (interpreter, bridge, files) = ScriptSession.makeState(options: options, host: host, baseDirectory: baseDirectory)
        scriptFiles = []
        lastFile = nil
    }

    // MARK: Exporting

    /// The scene as SVG, as it is now (a layout runs first, and with it the hooks it needs).
    ///
    /// Exporting is repeatable: the layout may make views and renderers (they stay, as they
    /// would for any layout), but the drawing that follows leaves the random numbers where it
    /// found them, so an unchanged scene exports to the same bytes every time, and the first
    /// export is the one `mapscript FILE.map` writes.
    public func renderSVG() throws -> [UInt8] {
        try renderSVG(for: .svg)
    }

    /// The SVG of a picture in `format` (an SVG, or the SVG a PNG or PDF is drawn from).
    private func renderSVG(for format: ExportFormat) throws -> [UInt8] {
        try exporting { try self.bridge.svg(for: format) }
    }

    /// Runs an export of the scene after a layout, on the evaluation stack, with the random
    /// numbers put back afterwards (see `renderSVG()`).
    private func exporting<Output>(_ export: () throws -> Output) throws -> Output {
        do {
            return try committingWrites {
                try onEvaluationStack {
                    try self.layOut()
                    return try self.keepingRandomState(export)
                }
            }
        } catch let error as RuntimeError {
            throw placed(error)
        }
    }

    /// An export whose layout ran hooks that called `render()`: their files appear when the
    /// export succeeds, as a run's do when the run does, and are dropped when it fails.
    private func committingWrites<Output>(_ export: () throws -> Output) throws -> Output {
        let output: Output
        do {
            output = try export()
        } catch {
            files.discardWrites()
            throw error
        }
        if !options.holdsRenderedFiles { try files.commitWrites() }
        return output
    }

    /// `render(_:)` for an output written once, at the end: a picture's body goes to `spool`
    /// as it is written (`SpoolFile`), so a picture of 100,000 pins is never held whole. The
    /// bytes are those `render(_:)` gives.
    public func render(_ format: ExportFormat, spoolingTo spool: SpoolFile) throws -> OutputDocument {
        guard format == .svg else { return OutputDocument(try render(format)) }
        return try exporting { try self.bridge.svg(spoolingTo: spool) }
    }

    /// The scene in `format`: the picture as SVG, PNG or PDF, or the shapes as GeoJSON.
    public func render(_ format: ExportFormat) throws -> [UInt8] {
        switch format {
        case .svg: return try renderSVG()
        case .geojson: return try renderGeoJSON()
        case .png, .pdf:
            let svg = try renderSVG(for: format)
            do {
                return try bridge.rasterize(svg, as: format)
            } catch let error as RuntimeError {
                throw placed(error)
            }
        }
    }

    /// The scene's annotations and overlays as a GeoJSON feature collection.
    public func renderGeoJSON() throws -> [UInt8] {
        do {
            return try committingWrites {
                try onEvaluationStack { try self.layOut() }
                return try keepingRandomState { try bridge.geoJSON() }
            }
        } catch let error as RuntimeError {
            throw placed(error)
        }
    }

    private func layOut() throws {
        try SceneCall.run { try bridge.map.layout() }
    }

    /// Runs `work` and then puts the random generator back where it was.
    private func keepingRandomState<T>(_ work: () throws -> T) rethrows -> T {
        let saved = interpreter.random.state
        defer { interpreter.random.state = saved }
        return try work()
    }

    /// Runs work that may call hooks (a layout, a drawing) on the interpreter's large stack
    /// once, rather than letting every hook call move to it on its own.
    private func onEvaluationStack<T>(_ work: () throws -> T) throws -> T {
        try interpreter.onLargeStack(work)
    }

    /// A runtime error raised outside any script line (while exporting) as a diagnostic,
    /// placed in the last script when it has no place of its own.
    private func placed(_ error: RuntimeError) -> Diagnostic {
        var error = error
        if error.file == nil { error.file = lastFile }
        return error.diagnostic
    }

    // MARK: Inspecting

    /// Warnings about the scene: overlays that nothing renders in the last export (the map
    /// asked for their renderers and got none), and tiles left out of the pictures drawn since
    /// the last call, at the line that added the overlay; then selections the map refused
    /// while drawing (a hook's), at the line that asked for them. The refusals of a run, an
    /// entry or an interaction come with its own diagnostics.
    public func sceneWarnings() -> [Diagnostic] {
        bridge.overlayWarnings(fallbackFile: lastFile) + refusedSelectionWarnings()
    }

    /// The selections the map refused since the last warnings were taken, at the lines that
    /// asked for them: for an export that failed, whose scene warnings would speak of a
    /// picture never made.
    public func refusedSelectionWarnings() -> [Diagnostic] {
        bridge.refusedSelections.takeWarnings()
    }

    /// A warning for each file the script's `render` calls wrote that the file at
    /// `outputPath` is: the run's output, written after the run, replaces it.
    public func renderedFilesReplaced(by outputPath: String) -> [Diagnostic] {
        files.renderedFilesReplaced(by: outputPath)
    }

    /// The absolute paths of the script, its imports, and the data and images it read.
    public var filesRead: [String] {
        var result = scriptFiles
        for path in files.filesRead where !result.contains(path) { result.append(path) }
        return result
    }

    /// `:scene`: the map, its overlays in z-order with their renderers, and its annotations
    /// with their views.
    public func sceneDescription() -> String {
        LargeStack.run { SceneDescription.describe(bridge.map) }
    }

    /// Completion candidates for the word at the end of `line`: keywords and names in scope,
    /// or after a `.` the members of what precedes it.
    public func completions(forLine line: String) -> [String] {
        Completion.candidates(forLine: line, interpreter: interpreter)
    }

    /// The value of a global that is a number (`pi`), for editor help; nil for any other.
    public func number(ofGlobal name: String) -> Double? {
        if case .number(let value)? = interpreter.global(named: name) { return value }
        return nil
    }

    /// The built-in class of a global's value (`map` is a `MapView`), or the kind of a value
    /// with members of its own (`red` is a `Color`), for editor help; nil for other globals.
    public func className(ofGlobal name: String) -> String? {
        switch interpreter.global(named: name) {
        case .native(let native)?: return native.nativeClass.name
        case let value? where SceneReference.valueMembers[value.typeName] != nil: return value.typeName
        default: return nil
        }
    }

    /// A global built-in function (`Region`, `print`) with its signatures and description, for
    /// editor help; nil for other globals.
    public func builtinFunction(ofGlobal name: String) -> BuiltinFunction? {
        if case .builtin(let function)? = interpreter.global(named: name) { return function }
        return nil
    }

    // MARK: Paths

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func absolutePath(_ path: String) -> String {
        ScriptSourceLoader.absolute(path)
    }
}
