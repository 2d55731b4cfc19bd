// MapScriptLanguageServer: the language server behind `mapscript lsp`.
//
//   MessageReader (framing) ─► LanguageServer.handle (JSON-RPC) ─► providers ─► replies
//                                   │ documents (OpenDocument), checks (ScriptCheck)
//                                   └ DocumentIndex (syntax tree) + Registry (the runtime's rows)
//
// Design: `handle` takes one message body and returns the messages to send, so the whole
// protocol is tested in process, and the command only moves bytes. Requests are answered in
// the order they come, on one thread: a reply always describes the text the editor had sent
// before the request; only the check on save, which runs the script, goes to a thread of its
// own (SaveCheckQueue) and sends its diagnostics when done. Nothing here writes a file or
// prints; a script's check runs in a session that writes nothing and is bounded by a step limit.
import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// One language server session: the open documents and the protocol's state.
public final class LanguageServer {
    private var documents: [String: OpenDocument] = [:]
    private var isInitialized = false
    private var isShutDown = false
    private let check: ScriptCheck
    private lazy var registry = Registry()
    /// The index of the version last asked about, per document: an editor asks several
    /// questions of one version (completion, then signature help, hover), and a long script
    /// is parsed once for them.
    private var indexes: [String: (version: Int, index: DocumentIndex, positions: TextPositions)] = [:]
    /// The folders of the editor's workspace, as `initialize` names them: where a rename looks
    /// for the scripts that import the renamed one.
    private var workspaceFolders: [String] = []
    /// Set by the `exit` notification: 0 after `shutdown`, 1 without, as the protocol says.
    public private(set) var exitStatus: Int32?
    /// The editor's process, as `initialize` names it: the server ends when it is gone.
    public private(set) var clientProcessID: Int32?
    /// Where checks on save run when the server talks over a connection: off this thread,
    /// their diagnostics sent when ready. Without it (tests in process) a check runs here and
    /// its diagnostics come back with the `didSave`.
    var saveChecks: SaveCheckQueue?

    /// `checkStepLimit` bounds the run of a script checked on save.
    public init(checkStepLimit: Int = RunOptions.interactiveMaxSteps) {
        check = ScriptCheck(maxSteps: checkStepLimit)
    }

    /// Handles one message body and returns the bodies of the messages to send, in order.
    public func handle(_ body: [UInt8]) -> [[UInt8]] {
        handleMessage(body).map(JSONText.encode)
    }

    /// The reply to a frame whose header could not be used.
    public func handleMalformedFrame(_ problem: String) -> [[UInt8]] {
        [JSONText.encode(errorReply(id: .null, .parseError(problem)))]
    }

    private func handleMessage(_ body: [UInt8]) -> [DataValue] {
        let message: DataValue
        do {
            message = try JSONText.decode(body)
        } catch {
            return [errorReply(id: .null, .parseError("the message is not JSON: \(error)"))]
        }
        guard case .object = message else {
            return [errorReply(id: .null, .invalidRequest("a message must be a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"]?.stringValue else {
            if id != nil, message["result"] != nil || message["error"] != nil {
                return [logMessage("ignored a reply to a request this server never sent", type: 2)]
            }
            return [errorReply(id: id ?? .null, .invalidRequest("a message needs a 'method'"))]
        }
        let params = message["params"] ?? .null
        if let id {
            switch id {
            // LSP's ids are integers or strings. An integer past 2^53 would come back changed
            // (the reply's id rounded), and the client could not match it to its request.
            case .number(let n) where n.rounded() == n && abs(n) <= 9_007_199_254_740_992:
                return request(id: id, method: method, params: params)
            case .string: return request(id: id, method: method, params: params)
            default: return [errorReply(id: .null, .invalidRequest("an 'id' must be a string or a whole number of at most 2^53"))]
            }
        }
        return notification(method: method, params: params)
    }

    // MARK: Requests

    private func request(id: DataValue, method: String, params: DataValue) -> [DataValue] {
        do {
            if isShutDown { throw RequestError.invalidRequest("the server is shut down: only 'exit' is accepted") }
            if !isInitialized && method != "initialize" { throw RequestError.serverNotInitialized() }
            let result: DataValue
            switch method {
            case "initialize":
                if isInitialized { throw RequestError.invalidRequest("the server is already initialized") }
                isInitialized = true
                if case .number(let processID)? = params["processId"], let processID = Int32(exactly: processID) {
                    clientProcessID = processID
                }
                // The protocol's folders, else its older single root (a URI, or a path before that).
                let folderURIs = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue }
                    ?? [params["rootUri"]?.stringValue].compactMap { $0 }
                workspaceFolders = folderURIs.filter { $0.hasPrefix("file:") }.map(OpenDocument.path(ofURI:))
                if workspaceFolders.isEmpty, let rootPath = params["rootPath"]?.stringValue { workspaceFolders = [rootPath] }
                result = LanguageServer.capabilities
            case "shutdown":
                isShutDown = true
                result = .null
            case "textDocument/completion":
                let (document, index, positions, offset) = try located(params)
                result = CompletionProvider(index: index, registry: registry, folder: document.folder, positions: positions)
                    .completions(at: offset)
            case "textDocument/hover":
                let (document, index, positions, offset) = try located(params)
                result = HoverProvider(index: index, registry: registry, folder: document.folder, positions: positions).hover(at: offset)
            case "textDocument/definition":
                let (document, index, positions, offset) = try located(params)
                result = DefinitionProvider(index: index, registry: registry, document: document, positions: positions)
                    .definition(at: offset)
            case "textDocument/signatureHelp":
                let (_, index, _, offset) = try located(params)
                result = SignatureHelpProvider(index: index, registry: registry).signatureHelp(at: offset)
            case "textDocument/references":
                let (document, index, positions, offset) = try declarationSite(located(params))
                let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
                guard let (declaration, uses) = ReferenceFinder(index: index, registry: registry).uses(at: offset) else {
                    result = .null
                    break
                }
                func locations(_ uri: String, _ uses: [ReferenceFinder.Use], _ positions: TextPositions) -> [DataValue] {
                    uses.filter { includeDeclaration || $0.span != declaration.nameSpan || uri != document.uri }.map { use in
                        .object([("uri", .string(uri)), ("range", positions.range(of: use.span.start, use.span.end))])
                    }
                }
                var found = locations(document.uri, uses, positions)
                // A top-level name is used by the scripts that import this one too, as a rename finds them.
                if isTopLevel(declaration, in: index, of: document) {
                    for importer in try importingScripts(of: document).importers(of: document.path, using: declaration.name) {
                        found += locations(importer.uri, importer.uses, importer.positions)
                    }
                }
                result = .array(found)
            case "textDocument/documentHighlight":
                let (_, index, positions, offset) = try located(params)
                // The protocol's kinds: 2 reads the name, 3 gives it a value.
                result = ReferenceFinder(index: index, registry: registry).uses(at: offset).map { _, uses in
                    .array(uses.map { .object([("range", positions.range(of: $0.span.start, $0.span.end)), ("kind", .int($0.isWrite ? 3 : 2))]) })
                } ?? .null
            case "textDocument/prepareRename":
                let cursor = try located(params)
                let (site, index, positions, offset) = declarationSite(cursor)
                do {
                    let (declaration, uses) = try ReferenceFinder(index: index, registry: registry).renaming(at: offset)
                    // The use under the cursor: `uses(at:)` found the name there, or, for a name
                    // an imported file declares, the token the cursor is on.
                    if site.uri != cursor.0.uri, let token = cursor.1.tokenIndex(at: cursor.3).map({ cursor.1.tokens[$0] }) {
                        result = .object([("range", cursor.2.range(of: token.span.start, token.span.end)), ("placeholder", .string(declaration.name))])
                        break
                    }
                    let here = uses.first { $0.span.start <= offset && offset <= $0.span.end }?.span ?? declaration.nameSpan
                    result = .object([("range", positions.range(of: here.start, here.end)), ("placeholder", .string(declaration.name))])
                } catch {
                    throw RequestError.requestFailed(error.reason)
                }
            case "textDocument/rename":
                let (document, index, positions, offset) = try declarationSite(located(params))
                guard let newName = params["newName"]?.stringValue else { throw RequestError.invalidParams("rename needs 'newName'") }
                do {
                    let (declaration, uses) = try ReferenceFinder(index: index, registry: registry).renaming(at: offset, to: newName)
                    func edits(_ uses: [ReferenceFinder.Use], _ positions: TextPositions) -> DataValue {
                        .array(uses.map { .object([("range", positions.range(of: $0.span.start, $0.span.end)), ("newText", .string(newName))]) })
                    }
                    var changes = [(document.uri, edits(uses, positions))]
                    if newName != declaration.name, isTopLevel(declaration, in: index, of: document) {
                        for importer in try importingScripts(of: document).importers(of: document.path, using: declaration.name, renamedTo: newName) {
                            changes.append((importer.uri, edits(importer.uses, importer.positions)))
                        }
                    }
                    result = .object([("changes", .object(changes))])
                } catch {
                    throw RequestError.requestFailed(error.reason)
                }
            case "textDocument/codeAction":
                let (document, text) = try documentText(params)
                let diagnostics = params["context"]?["diagnostics"]?.arrayValue ?? []
                result = QuickFixes(uri: document.uri, positions: TextPositions(text), text: text).actions(for: diagnostics)
            case "textDocument/semanticTokens/full":
                let (document, version) = try documentVersion(params)
                let (index, positions) = indexed(document, version: version)
                result = SemanticTokensProvider(index: index, registry: registry, positions: positions).tokens()
            case "textDocument/documentSymbol":
                let (document, version) = try documentVersion(params)
                let (index, positions) = indexed(document, version: version)
                result = DocumentSymbols(index: index, positions: positions).symbols()
            case "textDocument/formatting":
                let (document, text) = try documentText(params)
                switch FormattingProvider(file: document.sourceFile(text), positions: TextPositions(text)).format() {
                case .edits(let edits): result = edits
                case .failure(let message): throw RequestError.requestFailed(message)
                }
            default:
                throw RequestError.methodNotFound(method)
            }
            return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch let error as RequestError {
            return [errorReply(id: id, error)]
        } catch {
            return [errorReply(id: id, .requestFailed("\(error)"))]
        }
    }

    static let capabilities: DataValue = .object([
        ("capabilities", .object([
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(1)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("completionProvider", .object([("triggerCharacters", .array([".", "\"", "/"].map(DataValue.string)))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("documentFormattingProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("documentHighlightProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("signatureHelpProvider", .object([("triggerCharacters", .array(["(", ","].map(DataValue.string)))])),
            ("semanticTokensProvider", .object([("legend", SemanticTokensProvider.legend), ("full", .bool(true))])),
        ])),
        ("serverInfo", .object([("name", .string("mapscript"))])),
    ])

    /// The document a request names, and the text of the version it names (the latest when it
    /// names none).
    private func documentText(_ params: DataValue) throws -> (OpenDocument, String) {
        let (document, version) = try documentVersion(params)
        return (document, document.text(ofVersion: version) ?? document.text)
    }

    /// The document a request names and the version it names (the latest when it names none).
    private func documentVersion(_ params: DataValue) throws -> (OpenDocument, Int) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw RequestError.invalidParams("the request needs 'textDocument.uri'")
        }
        guard let document = documents[uri] else { throw RequestError.invalidParams("'\(uri)' is not open") }
        guard let versionValue = params["textDocument"]?["version"] else { return (document, document.latestVersion) }
        guard let version = versionValue.intValue else { throw RequestError.invalidParams("'textDocument.version' must be an integer") }
        guard document.text(ofVersion: version) != nil else {
            throw RequestError.invalidParams("version \(version) of '\(uri)' is not kept (the latest is \(document.latestVersion))")
        }
        return (document, version)
    }

    private func located(_ params: DataValue) throws -> (OpenDocument, DocumentIndex, TextPositions, Int) {
        let (document, version) = try documentVersion(params)
        guard let line = params["position"]?["line"]?.intValue, let character = params["position"]?["character"]?.intValue else {
            throw RequestError.invalidParams("the request needs 'position.line' and 'position.character' as integers")
        }
        // The protocol's positions are unsigned: a negative one is a client's mistake, and
        // answering it as the start of the text would offer what belongs somewhere else.
        guard line >= 0, character >= 0 else {
            throw RequestError.invalidParams("'position.line' and 'position.character' must not be negative, got \(line):\(character)")
        }
        let (index, positions) = indexed(document, version: version)
        return (document, index, positions, positions.offset(line: line, character: character))
    }

    /// Where the name at a cursor is declared, for its references and rename: where the cursor
    /// is, unless the name is one this script uses without declaring it and a file it imports
    /// (at any depth) declares: then that declaration, in that file as the editor has it, so
    /// that the name is found and renamed from any script that uses it.
    private func declarationSite(_ cursor: (OpenDocument, DocumentIndex, TextPositions, Int)) -> (OpenDocument, DocumentIndex, TextPositions, Int) {
        let (document, index, _, offset) = cursor
        let finder = ReferenceFinder(index: index, registry: registry)
        guard document.uri.hasPrefix("file:"), finder.uses(at: offset) == nil, let tokenIndex = index.tokenIndex(at: offset),
              index.tokens[tokenIndex].kind == .identifier, finder.isPlainName(at: tokenIndex) else { return cursor }
        let name = index.text(of: index.tokens[tokenIndex])
        guard finder.meaning(ofToken: tokenIndex) == nil,
              let (_, declaringIndex) = DefinitionProvider.importedDeclaration(named: name, by: index, folder: document.folder,
                                                                                registry: registry) else { return cursor }
        // The file as the editor has it when it is open: the edits are made to that text.
        let path = ImportingScripts.realPath(declaringIndex.file.path)
        let open = documents.values.first { $0.uri.hasPrefix("file:") && ImportingScripts.realPath($0.path) == path }
        let text = open?.text ?? declaringIndex.file.text
        let site = OpenDocument(uri: open?.uri ?? OpenDocument.uri(ofPath: path), version: 0, text: text)
        let siteIndex = open == nil ? declaringIndex : DocumentIndex(file: site.sourceFile(text), registry: registry)
        guard let declaration = siteIndex.declaration(named: name, at: siteIndex.file.bytes.count) else { return cursor }
        return (site, siteIndex, TextPositions(text), declaration.nameSpan.start)
    }

    /// Whether `declaration` is a top-level name of a saved script, which the scripts that
    /// import it see.
    private func isTopLevel(_ declaration: Declaration, in index: DocumentIndex, of document: OpenDocument) -> Bool {
        document.uri.hasPrefix("file:") && index.declaration(named: declaration.name, at: index.file.bytes.count)?.nameSpan == declaration.nameSpan
    }

    /// The scripts a rename of `document`'s top-level names looks at: under the workspace's
    /// folders and the folders of the open scripts none of them holds; the open ones as the
    /// editor has them.
    private func importingScripts(of document: OpenDocument) -> ImportingScripts {
        var openScripts: [String: (uri: String, text: String)] = [:]
        for open in documents.values where open.uri.hasPrefix("file:") {
            openScripts[ImportingScripts.realPath(open.path)] = (open.uri, open.text)
        }
        // The folders of the open scripts too (the renamed one first), when no workspace
        // folder holds them: a rename asked for in one names a file it imports.
        var roots = workspaceFolders.map(ImportingScripts.realPath)
        for open in [document] + documents.values.sorted(by: { $0.uri < $1.uri }) where open.uri.hasPrefix("file:") {
            let path = ImportingScripts.realPath(open.path)
            if !roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { roots.append(ImportingScripts.realPath(open.folder)) }
        }
        return ImportingScripts(roots: roots, registry: registry, openScripts: openScripts)
    }

    private func indexed(_ document: OpenDocument, version: Int) -> (DocumentIndex, TextPositions) {
        if let cached = indexes[document.uri], cached.version == version { return (cached.index, cached.positions) }
        let text = document.text(ofVersion: version) ?? document.text
        let index = DocumentIndex(file: document.sourceFile(text), registry: registry)
        let positions = TextPositions(text)
        indexes[document.uri] = (version, index, positions)
        return (index, positions)
    }

    // MARK: Notifications

    private func notification(method: String, params: DataValue) -> [DataValue] {
        if method == "exit" {
            exitStatus = isShutDown ? 0 : 1
            return []
        }
        guard isInitialized, !isShutDown else {
            return [logMessage("ignored '\(method)': the server is \(isShutDown ? "shut down" : "not initialized yet")", type: 2)]
        }
        do {
            switch method {
            case "initialized":
                return []
            case "textDocument/didOpen":
                guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
                    throw RequestError.invalidParams("didOpen needs 'textDocument.uri' and 'textDocument.text'")
                }
                return [store(OpenDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text))]
            case "textDocument/didChange":
                guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else {
                    throw RequestError.invalidParams("didChange names a document that is not open")
                }
                guard let changes = params["contentChanges"]?.arrayValue else {
                    throw RequestError.invalidParams("didChange needs 'contentChanges'")
                }
                var text = document.text
                for change in changes { text = try LanguageServer.apply(change, to: text) }
                document.update(version: params["textDocument"]?["version"]?.intValue ?? document.latestVersion + 1, text: text)
                return [store(document)]
            case "textDocument/didSave":
                guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
                    throw RequestError.invalidParams("didSave names a document that is not open")
                }
                let check = self.check, file = document.sourceFile(document.text)
                guard let saveChecks else { return [LanguageServer.publish(document, check.onSave(file, folder: document.folder))] }
                saveChecks.submit(uri: uri) { started in
                    JSONText.encode(LanguageServer.publish(document, check.onSave(file, folder: document.folder, started: started)))
                }
                return []
            case "textDocument/didClose":
                guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents.removeValue(forKey: uri) else {
                    throw RequestError.invalidParams("didClose names a document that is not open")
                }
                indexes[uri] = nil
                saveChecks?.cancel(uri: uri)
                return [LanguageServer.publish(document, [])]
            default:
                // `$/` notifications may be ignored, as the protocol says; others are worth a word.
                if method.hasPrefix("$/") { return [] }
                return [logMessage("ignored the unknown notification '\(method)'", type: 2)]
            }
        } catch let error as RequestError {
            return [logMessage("\(method): \(error.message)", type: 1)]
        } catch {
            return [logMessage("\(method): \(error)", type: 1)]
        }
    }

    /// Keeps a document's new text and checks it as it is typed: the diagnostics to publish.
    private func store(_ document: OpenDocument) -> DataValue {
        documents[document.uri] = document
        // A version number may come again (an editor that reverts, a document opened anew);
        // the index is made again from the text.
        indexes[document.uri] = nil
        // A check on save still to come describes the text before this one.
        saveChecks?.cancel(uri: document.uri)
        return LanguageServer.publish(document, check.whileTyping(document.sourceFile(document.text), folder: document.folder))
    }

    /// One content change: the whole text, or a range of it replaced.
    private static func apply(_ change: DataValue, to text: String) throws -> String {
        guard let newText = change["text"]?.stringValue else { throw RequestError.invalidParams("a content change needs 'text'") }
        guard let range = change["range"] else { return newText }
        guard let startLine = range["start"]?["line"]?.intValue, let startCharacter = range["start"]?["character"]?.intValue,
              let endLine = range["end"]?["line"]?.intValue, let endCharacter = range["end"]?["character"]?.intValue else {
            throw RequestError.invalidParams("a content change's 'range' needs start and end positions")
        }
        // Unsigned in the protocol, as a request's position: a negative one would be read as the
        // start of the text and the change made where the editor did not make it.
        guard startLine >= 0, startCharacter >= 0, endLine >= 0, endCharacter >= 0 else {
            throw RequestError.invalidParams("a content change's 'range' must not have a negative line or character, got "
                + "\(startLine):\(startCharacter) to \(endLine):\(endCharacter)")
        }
        let positions = TextPositions(text)
        let start = positions.offset(line: startLine, character: startCharacter)
        let end = max(start, positions.offset(line: endLine, character: endCharacter))
        let bytes = positions.bytes
        return String(decoding: bytes[..<start] + Array(newText.utf8) + bytes[end...], as: UTF8.self)
    }

    private static func publish(_ document: OpenDocument, _ diagnostics: [Diagnostic]) -> DataValue {
        let report = DiagnosticReport(document: document, positions: TextPositions(document.text))
        return .object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("textDocument/publishDiagnostics")),
            ("params", .object([
                ("uri", .string(document.uri)),
                ("version", .int(document.latestVersion)),
                ("diagnostics", report.lspDiagnostics(diagnostics)),
            ])),
        ])
    }

    private func logMessage(_ text: String, type: Int) -> DataValue {
        .object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("window/logMessage")),
            ("params", .object([("type", .int(type)), ("message", .string(text))])),
        ])
    }

    private func errorReply(id: DataValue, _ error: RequestError) -> DataValue {
        .object([
            ("jsonrpc", .string("2.0")),
            ("id", id),
            ("error", .object([("code", .int(error.code)), ("message", .string(error.message))])),
        ])
    }
}
