import MapScriptRuntime
import MapScriptSyntax

/// The two checks the server runs. While typing: parse and resolve only, which finds syntax
/// and name errors at once and runs nothing. On save: what `mapscript check` does, in this
/// process: the script runs in a fresh session, its map is laid out and drawn as for an SVG
/// render, and the scene's warnings are added. The save check writes nothing (`render(path)`
/// in a script only checks its path, `print` goes nowhere) and is bounded by a step limit, so
/// a script that loops forever ends in a reported error rather than a server that hangs.
struct ScriptCheck {
    let maxSteps: Int

    func whileTyping(_ file: SourceFile, folder: String) -> [Diagnostic] {
        session(folder: folder).check(file)
    }

    /// `started` is told the session before it runs, so that another thread can stop it.
    func onSave(_ file: SourceFile, folder: String, started: (ScriptSession) -> Void = { _ in }) -> [Diagnostic] {
        let session = session(folder: folder)
        started(session)
        var diagnostics = session.run(file)
        if diagnostics.contains(where: { $0.severity == .error }) { return diagnostics }
        do {
            _ = try session.renderSVG()
            diagnostics += session.sceneWarnings()
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
        } catch {
            diagnostics.append(.error("cannot render '\(file.path)': \(error)", in: file, at: nil))
        }
        return diagnostics
    }

    private func session(folder: String) -> ScriptSession {
        var options = RunOptions()
        options.maxSteps = maxSteps
        options.writesFiles = false
        return ScriptSession(options: options, host: SilentScriptHost(), baseDirectory: folder)
    }
}
