/// Scene declarations, renderer rules and hooks: the statements that start with a contextual
/// word. Each word starts a declaration only at the start of a statement and when the next
/// token is what that declaration needs; otherwise it is an ordinary name, so
/// `annotation.title = "x"`, `overlay = nil` and `on(x)` are plain statements. (`on` alone is
/// a name too; the compiler, which knows the hooks, tells it from an unfinished hook.)
extension Parser {
    /// Parses a scene declaration, renderer rule or hook if the cursor starts one; nil otherwise.
    mutating func parseContextualDeclaration() throws(ParseFailure) -> Stmt? {
        let word = text(of: current)
        let next = peek()
        switch word {
        case "annotation", "circle":
            // annotation NAME? (: Type)? at ...
            guard next.kind == .identifier || next.kind == .colon else { return nil }
        case "polygon", "polyline":
            // polygon NAME? (: Type)? COORDS: `polygon [` needs the space, since `polygon[0]`
            // subscripts a variable.
            guard next.kind == .identifier || next.kind == .colon || (next.kind == .leftBracket && next.isPrecededBySpace) else { return nil }
        case "overlay":
            guard next.kind == .identifier || next.kind == .colon else { return nil }
        case "renderer":
            guard next.kind == .identifier || next.kind == .forKeyword else { return nil }
        case "on":
            // A name after `on` on its line is a hook however it goes on: two names in a row
            // are no expression, so `on viewFor {` is told it needs the hook's parameters.
            guard next.kind == .identifier else { return nil }
            return try parseHookDecl()
        default:
            return nil
        }
        if word == "renderer" { return try parseRendererDecl() }
        return try parseSceneDecl(word)
    }

    /// sceneDecl ::= annotationDecl | polygonDecl | polylineDecl | circleDecl | overlayDecl
    /// annotationDecl ::= 'annotation' IDENTIFIER? typeAnnotation? 'at' expression configBlock?
    /// polygonDecl ::= 'polygon' IDENTIFIER? typeAnnotation? expression configBlock?
    /// polylineDecl ::= 'polyline' IDENTIFIER? typeAnnotation? expression configBlock?
    /// circleDecl ::= 'circle' IDENTIFIER? typeAnnotation? 'at' expression 'radius' expression configBlock?
    /// overlayDecl ::= 'overlay' IDENTIFIER? typeAnnotation argumentClause? configBlock?
    /// typeAnnotation ::= ':' IDENTIFIER
    /// configBlock ::= block
    mutating func parseSceneDecl(_ word: String) throws(ParseFailure) -> Stmt {
        let start = current.span.start
        let keywordSpan = current.span
        advance()
        let name = try parseDeclarationName(word)
        var type: Identifier?
        if consume(.colon) {
            type = try expectName("a type name after ':'")
        }
        let kind: SceneDeclKind
        switch word {
        case "annotation":
            try expectWord("at", "and a coordinate after '\(word)\(name.map { " " + $0.name } ?? "")', as in 'annotation at @(39.7, -104.9)'")
            kind = .annotation(coordinate: try parseOperand(after: "at", "a coordinate"))
        case "circle":
            try expectWord("at", "and a centre after '\(word)\(name.map { " " + $0.name } ?? "")', as in 'circle at @(39.7, -104.9) radius 5km'")
            let center = try parseOperand(after: "at", "a centre coordinate")
            try expectWord("radius", "and a length after the circle's centre, as in 'radius 5km'")
            kind = .circle(center: center, radius: try parseOperand(after: "radius", "a length in metres"))
        case "overlay":
            guard type != nil else {
                throw fail("an overlay declaration needs its class, as in 'overlay park: ParkMap(...)'", at: missingSpan)
            }
            kind = .overlay(arguments: at(.leftParen) ? try parseArgumentClause() : [])
        default:
            if atStatementEnd {
                throw fail("expected the list of coordinates of the \(word), as in '\(word) [@(1, 2), @(3, 4), @(5, 6)]'", at: missingSpan)
            }
            let coordinates = try parseExpression()
            kind = word == "polygon" ? .polygon(coordinates: coordinates) : .polyline(coordinates: coordinates)
        }
        var config: Block?
        if at(.leftBrace) {
            config = try parseBlock("to start the configuration")
        }
        let declaration = SceneDecl(kind: kind, keywordSpan: keywordSpan, name: name, type: type, config: config)
        return Stmt(.scene(declaration), span: span(from: start))
    }

    /// The optional name after a declaration word. For `annotation` and `circle` the word `at`
    /// that follows is not the name unless another `at` (or `:`) comes after it; for
    /// `polygon` and `polyline` a name is an identifier followed by the coordinates.
    mutating func parseDeclarationName(_ word: String) throws(ParseFailure) -> Identifier? {
        guard at(.identifier) else { return nil }
        let next = peek()
        switch word {
        case "annotation", "circle":
            if atWord("at"), !(isWord(next, "at") || next.kind == .colon) { return nil }
        case "polygon", "polyline":
            guard next.kind == .colon || startsCoordinates(next) else { return nil }
        default:
            break
        }
        return try expectName("a name")
    }

    /// A token after a polygon's name that can start its coordinates. `.`, `?.` and `(` are
    /// left out: `polygon coords.reversed()` and `polygon make(3)` are coordinates with no name.
    func startsCoordinates(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .leftBracket, .coordinateStart, .selfKeyword, .superKeyword, .funcKeyword,
             .number, .string, .stringHead, .color, .minus, .bang, .notKeyword, .nilKeyword, .trueKeyword, .falseKeyword:
            return true
        default:
            return false
        }
    }

    /// The expression after a contextual word, with a message that names what belongs there.
    mutating func parseOperand(after word: String, _ what: String) throws(ParseFailure) -> Expr {
        if atStatementEnd {
            throw fail("expected \(what) after '\(word)'", at: missingSpan)
        }
        return try parseExpression()
    }

    var atStatementEnd: Bool {
        switch kind {
        case .newline, .semicolon, .rightBrace, .endOfFile, .leftBrace: true
        default: false
        }
    }

    mutating func expectWord(_ word: String, _ what: String) throws(ParseFailure) {
        if atWord(word) {
            advance()
            return
        }
        throw fail("expected '\(word)' \(what)", at: missingSpan)
    }

    /// rendererDecl ::= 'renderer' IDENTIFIER? 'for' IDENTIFIER block
    mutating func parseRendererDecl() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        let keywordSpan = current.span
        advance()
        var name: Identifier?
        if at(.identifier) { name = try expectName("a name") }
        if let name, at(.leftBrace) {
            throw fail("expected 'for' before the overlay type; did you mean 'renderer for \(name.name) { ... }'?", at: name.span)
        }
        try expect(.forKeyword, "and the overlay type after 'renderer', as in 'renderer for Circle { ... }'")
        let type = try expectName("an overlay type after 'for'")
        let body = try parseBlock("to start the renderer's configuration")
        return Stmt(.renderer(RendererDecl(keywordSpan: keywordSpan, name: name, type: type, body: body)), span: span(from: start))
    }

    /// hookDecl ::= 'on' IDENTIFIER '(' (IDENTIFIER (',' IDENTIFIER)* ','?)? ')' block
    mutating func parseHookDecl() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        let keywordSpan = current.span
        advance()
        let name = try expectName("a hook name after 'on'")
        let open = current.span.start
        let openIndex = index
        try expect(.leftParen, "after the hook name")
        var parameters: [Identifier] = []
        while !at(.rightParen) {
            let parameter = try expectName("a parameter name")
            if at(.equal) {
                throw fail("hook parameters take no default values", at: current.span)
            }
            if name.name == "mapView", at(.identifier) || at(.colon) {
                // `on mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation)`: the
                // delegate method's Swift spelling.
                let labelled = at(.identifier)
                throw fail(labelled ? "hook parameters have no argument labels" : "hook parameters have no type annotations",
                           at: labelled ? parameter.span : current.span, help: delegateMethodHelp(from: openIndex))
            }
            if at(.identifier) {
                throw fail("hook parameters have no argument labels", at: parameter.span,
                           help: "write the parameter's name alone, '\(text(of: current))'")
            }
            if at(.colon) {
                throw fail("hook parameters have no type annotations", at: current.span,
                           help: "write the parameter's name alone, '\(parameter.name)'")
            }
            parameters.append(parameter)
            if !consume(.comma) { break }
        }
        try expectClosing(.rightParen, opening: .leftParen, at: open)
        let body = try parseBlock("to start the body of hook '\(name.name)'")
        return Stmt(.hook(HookDecl(keywordSpan: keywordSpan, name: name, parameters: parameters, body: body)), span: span(from: start))
    }

    /// The help for a hook written as MapKit's delegate method, `on mapView(_ mapView: MKMapView,
    /// viewFor annotation: MKAnnotation)`: the hook it is, with the parameters after the map
    /// view, `on viewFor(annotation)`. Reads the parameter list from its `(` at `openIndex`
    /// without moving the cursor (an error follows): each parameter is an optional label, a
    /// name, and an optional `: Type`.
    func delegateMethodHelp(from openIndex: Int) -> String {
        var parts: [[Token]] = [[]]
        var depth = 0
        var i = openIndex + 1
        scan: while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .leftParen, .leftBracket, .coordinateStart: depth += 1
            case .rightParen where depth == 0: break scan
            case .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0:
                parts.append([])
                i += 1
                continue scan
            case .leftBrace, .rightBrace, .endOfFile: break scan
            default: break
            }
            if token.kind != .newline { parts[parts.count - 1].append(token) }
            i += 1
        }
        // Each parameter: the identifiers before its type, and the text of its type.
        var labels: [String] = []
        var names: [String] = []
        var aboutRenderers = false
        for part in parts where !part.isEmpty {
            let colon = part.firstIndex { $0.kind == .colon } ?? part.count
            let words = part[..<colon].filter { $0.kind == .identifier }.map { text(of: $0) }
            guard let last = words.last else { continue }
            labels.append(words.count > 1 ? words[0] : last)
            names.append(last)
            let typeText = part[colon...].map { text(of: $0) }.joined()
            if (last + typeText).lowercased().contains("renderer") { aboutRenderers = true }
        }
        let example = "a hook is named after its delegate method: mapView(_:viewFor:) is 'on viewFor(annotation)'"
        guard labels.count >= 2 else { return example }
        let selector = "mapView(_:" + labels.dropFirst().map { "\($0):" }.joined() + ")"
        guard let hook = MapKitSpelling.hook(forDelegateMethod: selector, aboutRenderers: aboutRenderers) else {
            return example
        }
        return "\(selector) is the hook '\(hook)': write 'on \(hook)(\(names.dropFirst().joined(separator: ", ")))'"
    }
}
