import Foundation
import Testing

/// `mapscript lsp` driven over real pipes through whole sessions, every reply compared exactly:
/// what an editor sees when it opens a script with an error, completes, hovers, jumps to a
/// definition, fixes the error and formats; what it is told of built-in functions and enum
/// arguments; and that bad input, a runaway script and a `render()` in a checked script leave
/// the server answering and the disk untouched.
@Suite struct LanguageServerPipeTests {
    static let broken = """
    // A park and its café.
    func label(name) {
      return "Café " + name
    }

    let home = PointAnnotation(@(48.85, 2.35), title: label("du Parc"))
    map.addAnnotation(home
    map.addAnn

    """

    static let fixed = """
    // A park and its café.
    func label(name) {
      return "Café " + name
    }

    let home = PointAnnotation(@(48.85, 2.35), title: label("du Parc"))
    map.addAnnotation( home )

    """

    static let canonical = """
    // A park and its café.
    func label(name) {
      return "Café " + name
    }

    let home = PointAnnotation(@(48.85, 2.35), title: label("du Parc"))
    map.addAnnotation(home)

    """

    /// A JSON string literal of `text`, escaped as the server escapes it.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func position(_ uri: String, _ line: Int, _ character: Int) -> String {
        #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#
    }

    @Test func anEditingSessionIsAnsweredExactly() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("park.map", Self.broken)
        let uri = script.absoluteString
        let server = try LanguageServerProcess(in: folder.url)

        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":1,"save":{"includeText":false}},"completionProvider":{"triggerCharacters":[".","\"","/"]},"hoverProvider":true,"definitionProvider":true,"documentSymbolProvider":true,"documentFormattingProvider":true,"referencesProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix"]},"documentHighlightProvider":true,"renameProvider":{"prepareProvider":true},"signatureHelpProvider":{"triggerCharacters":["(",","]},"semanticTokensProvider":{"legend":{"tokenTypes":["class","enum","enumMember","function","method","property","parameter","variable","event"],"tokenModifiers":["declaration","readonly","defaultLibrary"]},"full":true}},"serverInfo":{"name":"mapscript"}}}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)

        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"mapscript","version":1,"text":\#(Self.quoted(Self.broken))}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":6,"character":22},"end":{"line":6,"character":22}},"severity":1,"source":"mapscript","message":"expected ')' to close '(' at 7:18","relatedInformation":[{"location":{"uri":"\#(uri)","range":{"start":{"line":6,"character":17},"end":{"line":6,"character":18}}},"message":"'(' opened here"}]}]}}"#)

        // After `map.addAnn`: the members of MapView, from its registry row, that start so.
        try server.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":\#(Self.position(uri, 7, 10))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"addAnnotation","kind":2,"detail":"(Annotation)","documentation":"Adds an annotation to the map (MKMapView.addAnnotation)."},{"label":"addAnnotations","kind":2,"detail":"([Annotation])","documentation":"Adds a list of annotations to the map (MKMapView.addAnnotations)."}]}}"#)

        try server.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":\#(Self.position(uri, 5, 15))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown","value":"```mapscript\nclass PointAnnotation: Annotation\n```\n\nAn annotation at a coordinate with a title (MKPointAnnotation).\n\n```mapscript\nPointAnnotation(coordinate: Coordinate = @(0, 0), title: string? = nil, subtitle: string? = nil)\n```"},"range":{"start":{"line":5,"character":11},"end":{"line":5,"character":26}}}}"#)

        // A method of a built-in class: its signature and its row's description.
        try server.send(#"{"jsonrpc":"2.0","id":30,"method":"textDocument/hover","params":\#(Self.position(uri, 6, 6))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":30,"result":{"contents":{"kind":"markdown","value":"```mapscript\nfunc MapView.addAnnotation(Annotation)\n```\n\nAdds an annotation to the map (MKMapView.addAnnotation)."},"range":{"start":{"line":6,"character":4},"end":{"line":6,"character":17}}}}"#)

        // `label` in `title: label("du Parc")` is the function declared on line 2.
        try server.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/definition","params":\#(Self.position(uri, 5, 52))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":4,"result":{"uri":"\#(uri)","range":{"start":{"line":1,"character":5},"end":{"line":1,"character":10}}}}"#)

        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(Self.quoted(Self.fixed))}]}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#)

        try server.send(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":5,"result":[{"range":{"start":{"line":0,"character":0},"end":{"line":7,"character":0}},"newText":\#(Self.quoted(Self.canonical))}]}"#)

        try server.send(#"{"jsonrpc":"2.0","id":6,"method":"shutdown"}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":6,"result":null}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try server.finish() == 0)
        #expect(server.remainingOutput() == "")
        #expect(server.standardError() == "")
        // The editor's text was formatted, not the file.
        #expect(try folder.read("park.map") == Self.broken)
    }

    /// What the registry rows and the built-in functions' definitions say, over the pipes: a
    /// function's forms and description on hover and in signature help, and the cases of the
    /// enum an argument's parameter names.
    @Test func builtInFunctionsAndEnumArgumentsAreAnsweredExactly() throws {
        let folder = try TemporaryFolder()
        let text = "let r = Region(center: @(1, 2), span: Span(1, 1))\nmap.addOverlay(Circle(center: @(1, 2), radius: 5), level: .aboveRoads)\n"
        let uri = try folder.write("region.map", text).absoluteString
        let server = try LanguageServerProcess(in: folder.url)
        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        _ = try server.receive()
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"mapscript","version":1,"text":\#(Self.quoted(text))}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[]}}"#)
        let region = "An area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion)."

        try server.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":\#(Self.position(uri, 0, 10))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"```mapscript\nfunc Region(center: Coordinate, span: Span) -> Region\nfunc Region(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region\nfunc Region(MapRect) -> Region\n```\n\n\#(region)"},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":14}}}}"#)

        try server.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/signatureHelp","params":\#(Self.position(uri, 0, 32))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":3,"result":{"signatures":[{"label":"Region(center: Coordinate, span: Span) -> Region","documentation":"\#(region)","parameters":[{"label":"center: Coordinate"},{"label":"span: Span"}]},{"label":"Region(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region","documentation":"\#(region)","parameters":[{"label":"center: Coordinate"},{"label":"latitudinalMeters: number"},{"label":"longitudinalMeters: number"}]},{"label":"Region(MapRect) -> Region","documentation":"\#(region)","parameters":[{"label":"MapRect"}]}],"activeSignature":0,"activeParameter":1}}"#)

        // After `level: .`: the cases of OverlayLevel, the parameter's type in addOverlay's row.
        try server.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":\#(Self.position(uri, 1, 59))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":4,"result":{"isIncomplete":false,"items":[{"label":"aboveRoads","kind":20,"detail":"OverlayLevel"},{"label":"aboveLabels","kind":20,"detail":"OverlayLevel"}]}}"#)

        try server.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":5,"result":null}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try server.finish() == 0)
        #expect(server.standardError() == "")
    }

    @Test func badInputIsAnsweredAndTheServerGoesOn() throws {
        let folder = try TemporaryFolder()
        let server = try LanguageServerProcess(in: folder.url)
        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"hover","params":{}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"the server is not initialized: send 'initialize' first"}}"#)
        try server.send(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#)
        _ = try server.receive()
        try server.send("{not json")
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON: message:1:2: expected a string key in object; keys are written in double quotes"}}"#)
        try server.sendRaw("Content-Type: text/plain\r\n\r\n")
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a message header has no Content-Length"}}"#)
        // A header line too long to be one is named so, though it has its ':'.
        let body = #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#
        try server.sendRaw("X-" + String(repeating: "a", count: 10_000) + ": b\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a header line is longer than the 4096 bytes accepted"}}"#)
        // A length 3 bytes short: that message is not JSON, and the next is read whole again.
        let shortened = #"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#
        try server.sendRaw("Content-Length: \(shortened.utf8.count - 3)\r\n\r\n" + shortened)
        #expect(try server.receive().hasPrefix(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON: "#))
        try server.send(#"{"jsonrpc":"2.0","id":8,"method":"workspace/symbol","params":{}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":8,"error":{"code":-32601,"message":"unknown method 'workspace/symbol'"}}"#)
        try server.send(#"[1,2]"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message must be a JSON object"}}"#)
        try server.send(#"{"jsonrpc":"2.0","id":3,"method":"workspace/symbol","params":{}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"unknown method 'workspace/symbol'"}}"#)
        try server.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nowhere.map"},"position":{"line":0,"character":0}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"'file:///nowhere.map' is not open"}}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.map"}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"textDocument/didOpen: didOpen needs 'textDocument.uri' and 'textDocument.text'"}}"#)
        // A document of any bytes (here NUL, a lone surrogate's replacement and control characters).
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1","version":1,"text":"\u0000\u0007\uFFFD\u001B[2J"}}}"#)
        #expect(try server.receive().hasPrefix(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"untitled:1","version":1,"diagnostics":[{"#))
        try server.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":5,"result":null}"#)
        try server.send(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":6,"error":{"code":-32600,"message":"the server is shut down: only 'exit' is accepted"}}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try server.finish() == 0)
    }

    /// The server ends when the editor's process is gone, named on the command line as VS
    /// Code's client names it (with --stdio), or by `initialize`: the protocol's rule for an
    /// editor that dies without `exit`. Its input stays open, as another process may hold it.
    @Test(arguments: [true, false])
    func theServerEndsWithTheEditor(namedOnTheCommandLine: Bool) throws {
        let folder = try TemporaryFolder()
        let editor = Process()
        editor.executableURL = URL(fileURLWithPath: "/bin/sleep")
        editor.arguments = ["60"]
        try editor.run()
        let id = editor.processIdentifier
        let server = try LanguageServerProcess(namedOnTheCommandLine ? ["--stdio", "--clientProcessId=\(id)"] : [], in: folder.url, timeout: 30)
        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":\#(namedOnTheCommandLine ? "null" : String(id))}}"#)
        #expect(try server.receive().hasPrefix(#"{"jsonrpc":"2.0","id":1,"result":{"capabilities":"#))
        // SIGKILL: a test runner may leave its children ignoring SIGTERM.
        kill(id, SIGKILL)
        editor.waitUntilExit()
        let ending = server.waitForItsOwnExit()
        #expect(ending.exited && ending.status == 1)
    }

    @Test func aSaveRunsTheScriptBoundedAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let drawing = "map.title = \"Park\"\nrender(\"out.svg\")\nprint(\"nothing shows\")\n"
        let loop = "var n = 0\nwhile true {\n  n += 1\n}\n"
        let drawingURI = try folder.write("draw.map", drawing).absoluteString
        let loopURI = try folder.write("loop.map", loop).absoluteString
        let server = try LanguageServerProcess(["--max-steps", "10000"], in: folder.url)
        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        _ = try server.receive()
        for (uri, text) in [(drawingURI, drawing), (loopURI, loop)] {
            try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"mapscript","version":1,"text":\#(Self.quoted(text))}}}"#)
            #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[]}}"#)
        }
        // The script runs and its map is drawn; `render()` and `print` reach neither disk nor pipe.
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(drawingURI)"}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(drawingURI)","version":1,"diagnostics":[]}}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(loopURI)"}}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(loopURI)","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":0},"end":{"line":3,"character":1}},"severity":1,"source":"mapscript","message":"evaluation exceeded 10000 steps"}]}}"#)
        // Without `shutdown` first, `exit` ends with status 1, as the protocol says.
        try server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try server.finish() == 1)
        #expect(server.standardError() == "mapscript: 'exit' came before 'shutdown'\n")
        #expect(try folder.contents() == ["draw.map", "loop.map"])
    }

    /// A check on save runs the script, for as long as its step bound allows: meanwhile the
    /// server answers, and an edit makes that check stale, so its diagnostics (of text the
    /// editor no longer has) never come.
    @Test func theServerAnswersWhileASaveIsCheckedAndAnEditMakesTheCheckStale() throws {
        let folder = try TemporaryFolder()
        let loop = "var n = 0\nwhile true {\n  n += 1\n}\n"
        let uri = try folder.write("loop.map", loop).absoluteString
        let server = try LanguageServerProcess(["--max-steps", "2000000000"], in: folder.url)
        try server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        _ = try server.receive()
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"mapscript","version":1,"text":\#(Self.quoted(loop))}}}"#)
        _ = try server.receive()
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        try server.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":\#(Self.position(uri, 0, 4))}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"```mapscript\nvar n = 0\n```"},"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":5}}}}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"let n = 1\n"}]}}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#)
        try server.send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        #expect(try server.receive() == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
        try server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try server.finish() == 0)
    }
}
