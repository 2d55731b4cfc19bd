import MapScriptSyntax

/// What a REPL entry produced: the value of its final expression (nil when it ended with a
/// statement), or the errors that stopped it.
public enum EvaluationResult {
    case value(Value?)
    case failure([Diagnostic])
}

extension Interpreter {
    /// Parses and resolves a file without running anything.
    public func check(_ file: SourceFile) -> [Diagnostic] {
        LargeStack.run {
            let parsed = Parser.parse(file)
            // Resolution errors in a tree with syntax errors mostly echo them.
            if !parsed.succeeded { return parsed.diagnostics }
            let compiler = Compiler(interpreter: self, file: file, isREPL: false)
            _ = compiler.compileProgram(parsed.program)
            return parsed.diagnostics + compiler.diagnostics + undeclaredConstantWarnings(in: file)
        }
    }

    /// Runs a whole script. Returns its diagnostics: parse and resolution errors (then
    /// nothing runs), or the runtime error that stopped it, after the warnings; only the
    /// warnings on success.
    public func run(_ file: SourceFile) -> [Diagnostic] {
        let (result, warnings) = execute(file, isREPL: false)
        switch result {
        case .value: return warnings
        case .failure(let diagnostics): return diagnostics
        }
    }

    /// Runs one REPL entry. Names it defines stay defined even when a later statement of the
    /// entry fails.
    public func evaluate(_ entry: SourceFile) -> EvaluationResult {
        execute(entry, isREPL: true).result
    }

    /// Runs one REPL entry, with the warnings of compiling it (on failure they are among the
    /// diagnostics already).
    func evaluateWithWarnings(_ entry: SourceFile) -> (result: EvaluationResult, warnings: [Diagnostic]) {
        execute(entry, isREPL: true)
    }

    /// The result, and the warnings of compiling (which a failure's diagnostics include too).
    private func execute(_ file: SourceFile, isREPL: Bool) -> (result: EvaluationResult, warnings: [Diagnostic]) {
        LargeStack.run {
            let parsed = Parser.parse(file)
            if !parsed.succeeded { return (.failure(parsed.diagnostics), []) }
            let declaredBefore = globalTable.declarations
            let compiler = Compiler(interpreter: self, file: file, isREPL: isREPL)
            let body = compiler.compileProgram(parsed.program)
            let diagnostics = parsed.diagnostics + compiler.diagnostics + (isREPL ? [] : undeclaredConstantWarnings(in: file))
            let warnings = diagnostics.filter { $0.severity != .error }
            if diagnostics.contains(where: { $0.severity == .error }) {
                // A REPL entry that does not compile leaves the names as they were: `X()` after
                // a class X that failed is "cannot find 'X'", not a call of nil.
                globalTable.restore(declaredBefore)
                return (.failure(diagnostics), warnings)
            }
            resetSteps()
            echo = nil
            return enterLargeStack {
                do {
                    try runTopLevel(body)
                } catch let error as RuntimeError {
                    return (.failure(warnings + [finish(error, file: file)]), warnings)
                } catch {
                    return (.failure(warnings + [Diagnostic.error("\(error)", in: file, at: nil)]), warnings)
                }
                let value = echo
                echo = nil
                return (.value(value), warnings)
            }
        }
    }

    /// Runs one interaction with the scene from outside the script (a tap or a pan a person
    /// makes on a served map) with a fresh step budget, as an entry would have: the hooks it
    /// calls run as in a scripted run, and an error is a diagnostic placed in `file` when it
    /// has no place of its own.
    func runInteraction(in file: SourceFile, _ body: () throws -> Void) -> [Diagnostic] {
        LargeStack.run {
            resetSteps()
            return enterLargeStack {
                do {
                    try body()
                } catch let error as RuntimeError {
                    return [finish(error, file: file)]
                } catch {
                    return [Diagnostic.error("\(error)", in: file, at: nil)]
                }
                return []
            }
        }
    }

    /// A warning for each `--set` name that no top-level `let` of the script (or of a file it
    /// imports) declares: a misspelt name would otherwise be ignored in silence.
    private func undeclaredConstantWarnings(in file: SourceFile) -> [Diagnostic] {
        let declared = topLevelConstantNames.sorted()
        return constants.keys.sorted().filter { !topLevelConstantNames.contains($0) }.map { name in
            Diagnostic(severity: .warning, message: "--set \(name): the script declares no top-level 'let \(name)', so the value is not used",
                       file: file, suggestion: Suggestions.closest(to: name, among: declared))
        }
    }

    /// Runs a compiled top level; leaves the interpreter at rest whatever happens.
    func runTopLevel(_ body: Closure) throws {
        let savedTop = top
        do {
            _ = try invoke(body, argBase: top, callSpan: body.prototype.span)
        } catch {
            (stack + savedTop).update(repeating: .nil, count: max(0, top - savedTop))
            top = savedTop
            throw error
        }
    }

    /// The diagnostic of an error that reached the top: its place and call stack completed.
    private func finish(_ error: RuntimeError, file: SourceFile) -> Diagnostic {
        var error = error
        error.recordRepeats()
        if error.file == nil { error.file = file }
        // A stack of only the top level says nothing the location does not.
        if error.callStack.count == 1, error.callStack[0].name == "top level" { error.callStack = [] }
        if error.omittedFrames > 0, let last = error.callStack.last {
            error.callStack.append(StackFrame(name: "... \(error.omittedFrames) more call\(error.omittedFrames == 1 ? "" : "s")", file: last.file, span: last.span))
        }
        return error.diagnostic
    }
}
