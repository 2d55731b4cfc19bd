import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// One complete run of a script in a fresh session, then its rendering: what `mapscript FILE`
/// and each round of `watch` do.
struct ScriptRender {
    var options: RunOptions
    var format: OutputFormat
    var host: ScriptHost
    /// Whether the session is kept when the run ends rather than released: for a process that
    /// exits once the output is written, where releasing a large scene object by object costs
    /// more than the rest of the export and the system reclaims the memory anyway.
    var keepsSessionUntilExit = false
    /// Where a picture's body goes as it is written, for an output written once at the end;
    /// without one, the output is held in memory whole.
    var spool: SpoolFile?
    /// The file the output goes to, when it is a file: a file the script's `render` wrote
    /// there is warned of, as the output replaces it.
    var outputPath: String?

    struct Outcome {
        /// The rendered output, or nil when the run failed (the diagnostics say why).
        var document: OutputDocument?
        /// Errors, and warnings that did not stop the run.
        var diagnostics: [Diagnostic]
        /// A failure that is not about a place in a script.
        var failureMessage: String?
        /// Every file the run read, the script included, for `watch`.
        var filesRead: [String]
        /// `--set` names whose value does not fit their declaration's default: a usage error,
        /// shown among the diagnostics.
        var rejectedConstants: [String] = []
        /// With `RunOptions.holdsRenderedFiles`, what makes the files the script's `render()`
        /// staged appear (answering the errors met doing so), and what drops them.
        var renderedFiles: (commit: () -> [Diagnostic], discard: () -> Void) = ({ [] }, {})
    }

    func run(_ file: SourceFile) -> Outcome {
        let baseDirectory = FilePath.absolute(FilePath.folder(of: file.path))
        let session = ScriptSession(options: options, host: host, baseDirectory: baseDirectory)
        if keepsSessionUntilExit { _ = Unmanaged.passRetained(session) }
        let diagnostics = session.run(file)
        var outcome = Outcome(document: nil, diagnostics: diagnostics, filesRead: session.filesRead,
                              rejectedConstants: session.rejectedConstants)
        outcome.renderedFiles = ({ session.commitRenderedFiles() }, { session.discardRenderedFiles() })
        if Console.hasErrors(diagnostics) { return outcome }
        do {
            if let spool {
                outcome.document = try session.render(format.exportFormat, spoolingTo: spool)
            } else {
                outcome.document = OutputDocument(try session.render(format.exportFormat))
            }
            // What the picture left out (overlays nothing renders, tiles it could not have).
            outcome.diagnostics += session.sceneWarnings()
            if let outputPath { outcome.diagnostics += session.renderedFilesReplaced(by: outputPath) }
        } catch let diagnostic as Diagnostic {
            // A selection the layout's hooks asked for and the map refused may explain the error.
            outcome.diagnostics += session.refusedSelectionWarnings()
            outcome.diagnostics.append(diagnostic)
        } catch {
            outcome.failureMessage = "cannot render '\(file.path)': \(error)"
        }
        outcome.filesRead = session.filesRead
        return outcome
    }
}
