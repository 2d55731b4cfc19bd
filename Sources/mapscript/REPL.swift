import Foundation
import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// The read-eval-print loop over one `ScriptSession`.
///
/// An entry may span lines: while `InputCompleteness` reports an open construct, lines are
/// gathered under the continuation prompt (`{...> `). Each complete entry is evaluated on a
/// worker thread (`InterruptibleRunner`) so that Ctrl-C reaches it; its value is echoed on
/// standard output and its errors go to standard error through the one diagnostic formatter.
/// The session keeps its state through errors and interruptions.
///
/// Diagnostics name an entry typed at the terminal `<repl>`, its lines counted from 1; an
/// entry read from a pipe is `<stdin>`, its lines counted as lines of the whole input, so that
/// `<stdin>:7:3` points into the file that was piped in.
final class REPL {
    static let prompt = "map> "
    static let interactivePath = "<repl>"
    static let pipedPath = "<stdin>"

    private let session: ScriptSession
    private let reader: LineReader
    private let runner = InterruptibleRunner()
    private let defaultRenderPath: String
    private var hadError = false
    /// Lines read so far, and the line the entry being gathered started on.
    private var linesRead = 0
    private var entryFirstLine = 1

    private var entryPath: String { reader.isInteractive ? REPL.interactivePath : REPL.pipedPath }

    init(session: ScriptSession, reader: LineReader, defaultRenderPath: String) {
        self.session = session
        self.reader = reader
        self.defaultRenderPath = defaultRenderPath
    }

    static func continuationPrompt(openConstruct: String) -> String {
        "\(openConstruct)...> "
    }

    /// Runs `script` (if any), then entries until `:quit` or the end of input. A session fed
    /// from a pipe ends with status 1 if any entry failed, so scripted use can tell.
    func run(script: SourceFile?) -> ExitStatus {
        if let script {
            report(runInterruptibly { self.session.run(script) })
        }
        if reader.isInteractive {
            Console.out("mapscript \(MapScriptCommand.version): :help lists the commands, Ctrl-D ends the session.\n")
        }
        loop()
        reader.close()
        return hadError && !reader.isInteractive ? .scriptError : .success
    }

    private func loop() {
        var entry = ""
        var openConstruct: String?
        while true {
            let prompt = openConstruct.map(REPL.continuationPrompt) ?? REPL.prompt
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                if reader.isInteractive {
                    Console.out("\n")
                    // Ctrl-D under the continuation prompt gives up the entry, as Lua's REPL
                    // does; only at the first prompt does it end the session.
                    if !entry.isEmpty {
                        reader.recordHistory(entry)
                        entry = ""
                        openConstruct = nil
                        continue
                    }
                } else if !entry.isEmpty {
                    // Piped input that stops inside a block: evaluating it reports what is open.
                    evaluate(entry)
                }
                return
            case .interrupted:
                // What was typed of an entry given up is kept, to be recalled and mended.
                reader.recordHistory(entry)
                entry = ""
                openConstruct = nil
            case .line(let line):
                // A line recalled from the history may be a whole entry of several lines.
                if entry.isEmpty { entryFirstLine = linesRead + 1 }
                linesRead += 1 + line.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                if entry.isEmpty, let command = REPLCommandLine(line) {
                    reader.recordHistory(line)
                    if perform(command) == .quit { return }
                    continue
                }
                entry = entry.isEmpty ? line : entry + "\n" + line
                openConstruct = InputCompleteness.openConstruct(in: entry)
                if openConstruct == nil {
                    // The whole entry is one entry of the history, recalled whole by one Up.
                    reader.recordHistory(entry)
                    evaluate(entry)
                    entry = ""
                }
            }
        }
    }

    private func evaluate(_ text: String) {
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        let source = entrySource(text)
        if let misplaced = REPL.continuationOfARunEntry(source) {
            report([misplaced])
            return
        }
        switch runInterruptibly({ self.session.evaluate(source) }) {
        case .value(let echo, let warnings):
            report(warnings)
            if let echo { Console.out(echo.hasSuffix("\n") ? echo : echo + "\n") }
        case .failure(let diagnostics):
            report(diagnostics)
        }
    }

    /// An entry that starts with `else`, `.name` or a binary operator: in a file it would continue the statement
    /// before it, but here that statement ran as soon as it was complete. Said so, rather than
    /// "'else' without an 'if'" or a call of an implicit member.
    static func continuationOfARunEntry(_ source: SourceFile) -> Diagnostic? {
        guard let (kind, span) = InputCompleteness.continuation(startingEntry: source) else { return nil }
        let help = switch kind {
        case .elseBranch: "write the 'else' on the line of the '}' before it ('} else {'), in one entry with its 'if'"
        case .member: "put it at the end of the line before, or spread the expression over lines inside parentheses"
        case .binaryOperator: "end the line before with '\(source.text(of: span))' instead, or spread the expression over lines inside parentheses"
        }
        return Diagnostic(severity: .error, message: "this line continues the entry before it, which has already run: "
                          + "the REPL runs an entry as soon as it is complete", file: source, span: span, help: help)
    }

    /// Session work that may run script code (hooks run during layout and rendering too).
    private func runInterruptibly<Value>(_ work: @escaping () -> Value) -> Value {
        let value = runner.run(work, interrupt: session.interrupt)
        if runner.lastRunWasInterrupted && reader.isInteractive {
            Console.out("\n")  // end the line that the terminal's echoed ^C is on
        }
        return value
    }

    /// The text of an entry or of a command's expression, placed where it was read.
    private func entrySource(_ text: String) -> SourceFile {
        SourceFile(path: entryPath, text: text, firstLine: reader.isInteractive ? 1 : entryFirstLine)
    }

    private func report(_ diagnostics: [Diagnostic]) {
        Console.report(diagnostics)
        if Console.hasErrors(diagnostics) { hadError = true }
    }

    /// An error about a command line, pointing at the part of it at fault (the command's name
    /// or its argument), placed as an entry's errors are: `<stdin>:7:9` names the input's line.
    private func fail(_ message: String, in command: REPLCommandLine, at span: SourceSpan, suggestion: String? = nil,
                      help: String? = nil) {
        report([.error(message, in: entrySource(command.line), at: span, suggestion: suggestion, help: help)])
    }

    private enum Continuation { case proceed, quit }

    private func perform(_ command: REPLCommandLine) -> Continuation {
        guard let name = REPLCommandName.named(command.name) else {
            if let suggestion = Suggestions.closest(to: command.name, among: REPLCommandName.allCases.map(\.rawValue)) {
                fail("unknown command ':\(command.name)'", in: command, at: command.nameSpan, suggestion: ":\(suggestion)")
            } else {
                fail("unknown command ':\(command.name)'; :help lists the commands", in: command, at: command.nameSpan)
            }
            return .proceed
        }
        // A command that takes nothing would otherwise drop what follows it without a word
        // (`:quit now`, `:reset all`), which may not be what was meant.
        if !name.takesArgument, !command.argument.isEmpty {
            fail("':\(command.name)' takes no argument", in: command, at: command.argumentSpan,
                 help: "write \(name.usage.syntax) alone")
            return .proceed
        }
        switch name {
        case .help:
            showHelp()
        case .quit:
            return .quit
        case .reset:
            session.reset()
            Console.out("The session is empty again.\n")
        case .scene:
            let description = runInterruptibly { self.session.sceneDescription() }
            Console.out(description.hasSuffix("\n") || description.isEmpty ? description : description + "\n")
        case .render:
            render(command)
        case .load:
            load(command)
        case .tokens:
            guard !command.argument.isEmpty else { return usage(of: name, command) }
            let source = expressionSource(of: command)
            let result = Lexer.tokenize(source)
            Console.out(TokenDumper.dump(result.tokens, in: source))
            report(relocated(result.diagnostics, from: source, to: command))
        case .ast:
            guard !command.argument.isEmpty else { return usage(of: name, command) }
            let source = expressionSource(of: command)
            let result = Parser.parse(source)
            report(relocated(result.diagnostics, from: source, to: command))
            if !Console.hasErrors(result.diagnostics) { Console.out(ASTDumper.dump(result.program)) }
        }
        return .proceed
    }

    /// The expression of `:tokens EXPR` or `:ast EXPR` as a source of its own, blanks standing
    /// for what comes before it on the line, one a character: the columns its tokens, nodes and
    /// errors are given are then those of the line as typed, as an entry's are.
    private func expressionSource(of command: REPLCommandLine) -> SourceFile {
        let before = String(decoding: command.line.utf8.prefix(command.argumentSpan.start), as: UTF8.self)
        return entrySource(String(repeating: " ", count: before.count) + command.argument)
    }

    /// Diagnostics about an expression source moved onto the command's line, which is what
    /// they show: the blanks of `expressionSource` may be fewer bytes than what they stand for.
    private func relocated(_ diagnostics: [Diagnostic], from expression: SourceFile, to command: REPLCommandLine) -> [Diagnostic] {
        let line = entrySource(command.line)
        let shift = command.argumentSpan.start - (expression.bytes.count - command.argument.utf8.count)
        func move(_ diagnostic: Diagnostic) -> Diagnostic {
            var moved = diagnostic
            if moved.file === expression || (moved.file == nil && moved.span != nil) {
                moved.file = line
                moved.span = moved.span.map { SourceSpan(start: $0.start + shift, end: $0.end + shift) }
            }
            moved.notes = moved.notes.map(move)
            return moved
        }
        return diagnostics.map(move)
    }

    private func usage(of name: REPLCommandName, _ command: REPLCommandLine) -> Continuation {
        fail("usage: \(name.usage.syntax)", in: command, at: command.nameSpan)
        return .proceed
    }

    private func showHelp() {
        var text = "Type mapscript entries; an open {, ( or [, or a string not yet closed, continues on the next line.\n"
        text += REPLCommandName.table
        text += "Ctrl-C abandons the entry or stops an evaluation; Ctrl-D cancels an unfinished entry, or ends the session.\n"
        text += "Tab completes names, members and file names; :render writes \(defaultRenderPath) by default.\n"
        Console.out(text)
    }

    private func render(_ command: REPLCommandLine) {
        func fail(_ message: String) { self.fail(message, in: command, at: command.argumentOrNameSpan) }
        let (name, problem) = command.fileName
        guard let name else { return fail("\(problem ?? "no file name"); name a file, or give none for \(defaultRenderPath)") }
        let path = name.isEmpty ? defaultRenderPath : name
        // A picture written over a script would lose the script: the command line refuses an
        // output that is its own script, and here any script name is refused.
        if path.hasSuffix(".map") {
            return fail(":render writes a picture or GeoJSON; '\(path)' is a script name (try \(String(path.dropLast(4))).svg)")
        }
        let format: OutputFormat
        do {
            format = try OutputFormat.named(by: path) ?? .svg
            try OutputDestination.checkWritable(path)
        } catch let failure as CommandFailure {
            return fail(failure.message ?? "cannot write '\(path)'")
        } catch {
            return fail("cannot write '\(path)'")
        }
        let result: Result<[UInt8], Error> = runInterruptibly {
            Result { try self.session.render(format.exportFormat) }
        }
        switch result {
        case .success(let bytes):
            do {
                try OutputFile.write(bytes, to: path, protecting: session.filesRead)
                Console.out("Wrote \(path).\n")
                report(session.sceneWarnings())
            } catch {
                fail("\(error)")
            }
        case .failure(let diagnostic as Diagnostic):
            report([diagnostic])
        case .failure(let error):
            fail("cannot render: \(error)")
        }
    }

    private func load(_ command: REPLCommandLine) {
        guard !command.argument.isEmpty else { return self.fail("usage: \(REPLCommandName.load.usage.syntax)", in: command, at: command.nameSpan) }
        func fail(_ message: String) { self.fail(message, in: command, at: command.argumentSpan) }
        let (name, problem) = command.fileName
        guard let path = name else { return fail("\(problem ?? "no file name"); name a script") }
        let source: SourceFile
        do {
            source = try ScriptInput.load(path)
        } catch let failure as CommandFailure {
            return fail(failure.message ?? "cannot read '\(path)'")
        } catch {
            return fail("cannot read '\(path)'")
        }
        let diagnostics = runInterruptibly { self.session.run(source) }
        report(diagnostics)
        if !Console.hasErrors(diagnostics) { Console.out("Loaded \(path).\n") }
    }
}
