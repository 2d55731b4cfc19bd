import Foundation
import MapScriptLanguageServer
import MapScriptRuntime
import Testing

/// The server in process: positions in UTF-16, requests for a version the editor names, the
/// completion contexts (hooks, enum cases, file names, a script class's members), signature
/// help, symbols, definitions across an import, and edits by range.
@Suite struct LanguageServerTests {
    static let uri = "file:///scripts/a.map"

    @Test func positionsCountUTF16CodeUnits() {
        let conversation = ServerConversation()
        // `é` is 2 bytes and 1 unit, `😀` 4 bytes and 2 units: the name starts at unit 23, byte 26.
        let published = conversation.open(Self.uri, "let s = \"é😀\"; let t = undefinedName\n")
        #expect(published.contains(#""range":{"start":{"line":0,"character":23},"end":{"line":0,"character":36}}"#))
        // And from positions to bytes: `s` at unit 4 is the constant, with its literal; the `s`
        // at unit 22 of the next script (after 12 bytes of 😀 and quotes that are 4 units) is its use.
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 4)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nlet s = \"é😀\"\n```"},"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":5}}}"#)
        conversation.open("file:///scripts/b.map", "let s = \"😀\"; let t = s\n")
        #expect(conversation.result("textDocument/definition", "file:///scripts/b.map", line: 0, character: 22)
            == #"{"uri":"file:///scripts/b.map","range":{"start":{"line":0,"character":4},"end":{"line":0,"character":5}}}"#)
        // A byte order mark the editor sends is a unit of its line, as the editor counts it.
        let marked = conversation.open("file:///scripts/c.map", "\u{FEFF}let t = undefinedName\n")
        #expect(marked.contains(#""range":{"start":{"line":0,"character":9},"end":{"line":0,"character":22}}"#), "\(marked)")
    }

    @Test func aRequestNamingAnOlderVersionIsAnsweredForThatVersion() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let first = 1\n")
        _ = conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"text":"let second = 2\n"}]}}"#)
        let old = conversation.send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)","version":1},"position":{"line":0,"character":5}}}"#)
        #expect(old == [#"{"jsonrpc":"2.0","id":7,"result":{"contents":{"kind":"markdown","value":"```mapscript\nlet first = 1\n```"},"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":9}}}}"#])
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 5).contains("let second = 2"))
        let unknown = conversation.send(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)","version":99},"position":{"line":0,"character":5}}}"#)
        #expect(unknown == [#"{"jsonrpc":"2.0","id":8,"error":{"code":-32602,"message":"version 99 of 'file:///scripts/a.map' is not kept (the latest is 2)"}}"#])
    }

    @Test func anEditByRangeReplacesThoseUnits() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let é = 1\nprint(x)\n")
        // Replace `x` (line 1, units 6..<7) with `é`; the script then resolves.
        let published = conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":7}},"text":"é"}]}}"#)
        #expect(published == [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///scripts/a.map","version":2,"diagnostics":[]}}"#])
    }

    /// A change whose range has a negative line or character is refused, as a request at such
    /// a position is, and the document keeps its text (every change of the notification
    /// included), rather than being edited at the start of the text.
    @Test func anEditAtANegativePositionIsRefused() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let a = 1\n")
        func change(_ start: String, _ end: String) -> [String] {
            conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"// first\n"},{"range":{"start":\#(start),"end":\#(end)},"text":"x"}]}}"#)
        }
        #expect(change(#"{"line":-1,"character":0}"#, #"{"line":0,"character":1}"#)
            == [#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"textDocument/didChange: a content change's 'range' must not have a negative line or character, got -1:0 to 0:1"}}"#])
        #expect(change(#"{"line":0,"character":0}"#, #"{"line":0,"character":-2}"#)
            == [#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"textDocument/didChange: a content change's 'range' must not have a negative line or character, got 0:0 to 0:-2"}}"#])
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 4)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nlet a = 1\n```"},"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":5}}}"#)
    }

    @Test func hooksAreCompletedAfterOnWithTheirParameters() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "on callout\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 0, character: 10)
            == #"{"isIncomplete":false,"items":[{"label":"calloutAccessoryTapped","kind":23,"detail":"(view, control)","documentation":"Called: a callout accessory is tapped. MapKit: mapView(_:annotationView:calloutAccessoryControlTapped:)","insertText":"calloutAccessoryTapped(view, control)"}]}"#)
        // A hook is declared once: one the script declares already is not offered again.
        conversation.open(Self.uri, "on didSelect(view) {\n}\non didSel\n")
        let again = conversation.result("textDocument/completion", Self.uri, line: 2, character: 9)
        #expect(!again.contains(#""label":"didSelect""#), "\(again)")
        conversation.open(Self.uri, "on didSel\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 0, character: 9).contains(#""label":"didSelect""#))
    }

    @Test func enumCasesAreCompletedWhereThePropertyNamesTheEnum() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let pin = PinAnnotationView(nil, reuseIdentifier: \"a\")\npin.pinColor = .\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 16)
            == #"{"isIncomplete":false,"items":[{"label":"red","kind":20,"detail":"PinColor"},{"label":"green","kind":20,"detail":"PinColor"},{"label":"purple","kind":20,"detail":"PinColor"}]}"#)
        // Where nothing says which enum, nothing is guessed.
        conversation.open("file:///scripts/b.map", "let c = .\n")
        #expect(conversation.result("textDocument/completion", "file:///scripts/b.map", line: 0, character: 9)
            == #"{"isIncomplete":false,"items":[]}"#)
    }

    @Test func aPropertyThatTakesSomeCasesIsOfferedOnlyThose() {
        // mapType refuses the imagery types, so choosing one would make an error.
        let conversation = ServerConversation()
        conversation.open(Self.uri, "map.mapType = .\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 0, character: 15)
            == #"{"isIncomplete":false,"items":[{"label":"standard","kind":20,"detail":"MapType"},{"label":"mutedStandard","kind":20,"detail":"MapType"},{"label":"none","kind":20,"detail":"MapType"}]}"#)
    }

    @Test func enumCasesAreCompletedAfterCaseInASwitchOnAValueOfAKnownEnum() {
        let conversation = ServerConversation()
        let text = "let view = AnnotationView(nil, reuseIdentifier: \"a\")\nswitch view.dragState {\ncase .none: print(1)\ncase .starting, .\n}\n"
            + "let side = CalloutSide.left\nswitch side {\ncase .\n}\nswitch 3 {\ncase .\n}\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 3, character: 17)
            == #"{"isIncomplete":false,"items":[{"label":"none","kind":20,"detail":"DragState"},{"label":"starting","kind":20,"detail":"DragState"},{"label":"dragging","kind":20,"detail":"DragState"},{"label":"canceling","kind":20,"detail":"DragState"},{"label":"ending","kind":20,"detail":"DragState"}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 7, character: 6)
            == #"{"isIncomplete":false,"items":[{"label":"left","kind":20,"detail":"CalloutSide"},{"label":"right","kind":20,"detail":"CalloutSide"}]}"#)
        // A subject of no known enum: nothing is guessed.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 10, character: 6)
            == #"{"isIncomplete":false,"items":[]}"#)
    }

    @Test func enumCasesAreCompletedForAnArgumentWhoseParameterIsAnEnum() {
        let conversation = ServerConversation()
        let text = "let c = Circle(center: @(1, 2), radius: 10)\nmap.addOverlay(c, level: .aboveRoads)\nmap.touch(.began, at: Point(x: 1, y: 2))\n"
            + "map.addOverlay(c, .aboveRoads)\nmap.drag(c, to: .\n"
        conversation.open(Self.uri, text)
        let levels = #"{"isIncomplete":false,"items":[{"label":"aboveRoads","kind":20,"detail":"OverlayLevel"},{"label":"aboveLabels","kind":20,"detail":"OverlayLevel"}]}"#
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 26) == levels)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 11)
            == #"{"isIncomplete":false,"items":[{"label":"began","kind":20,"detail":"TouchPhase"},{"label":"moved","kind":20,"detail":"TouchPhase"},{"label":"ended","kind":20,"detail":"TouchPhase"},{"label":"cancelled","kind":20,"detail":"TouchPhase"}]}"#)
        // By position too, as a labelled parameter may be given.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 3, character: 19) == levels)
        // `to:` of drag is a Coordinate, not an enum.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 17) == #"{"isIncomplete":false,"items":[]}"#)
    }

    @Test func aHooksParametersAreOfTheClassesTheMapPasses() {
        let conversation = ServerConversation()
        let text = "on didSelect(selected) {\n  selected.canShow\n}\non didChangeDragState(v, newState, oldState) {\n  switch newState {\n  case .\n  }\n}\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 5)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\non didSelect(view: AnnotationView)\n```\n\nCalled: a view was selected.\n\nMapKit: `mapView(_:didSelect:)`"},"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":12}}}"#)
        // Whatever the script calls it, didSelect's parameter is an AnnotationView.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 18)
            == #"{"isIncomplete":false,"items":[{"label":"canShowCallout","kind":10,"detail":"bool","documentation":"Whether a tap on the view shows its callout (MKAnnotationView.canShowCallout)."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 5, character: 8)
            == #"{"isIncomplete":false,"items":[{"label":"none","kind":20,"detail":"DragState"},{"label":"starting","kind":20,"detail":"DragState"},{"label":"dragging","kind":20,"detail":"DragState"},{"label":"canceling","kind":20,"detail":"DragState"},{"label":"ending","kind":20,"detail":"DragState"}]}"#)
        // Compared with `==` or `!=`, the parameter's cases are offered as a switch's are.
        let compared = "on didChangeDragState(v, newState, oldState) {\n  if newState == .\n  if oldState != .e\n}\n"
        conversation.open(Self.uri, compared)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 18)
            == #"{"isIncomplete":false,"items":[{"label":"none","kind":20,"detail":"DragState"},{"label":"starting","kind":20,"detail":"DragState"},{"label":"dragging","kind":20,"detail":"DragState"},{"label":"canceling","kind":20,"detail":"DragState"},{"label":"ending","kind":20,"detail":"DragState"}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 19)
            == #"{"isIncomplete":false,"items":[{"label":"ending","kind":20,"detail":"DragState"}]}"#)
    }

    /// A function given as a recognizer's action takes the recognizer, as the initializer's
    /// signature says: its parameter is known as a hook's is, whatever it is called.
    @Test func aFunctionGivenAsAnActionTakesWhatTheCallSays() {
        let conversation = ServerConversation()
        let text = "func held(r) {\n  if r.state == .\n  r.loc\n}\nmap.addGestureRecognizer(LongPressGestureRecognizer(action: held))\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 17)
            == #"{"isIncomplete":false,"items":[{"label":"possible","kind":20,"detail":"GestureRecognizerState"},{"label":"began","kind":20,"detail":"GestureRecognizerState"},{"label":"changed","kind":20,"detail":"GestureRecognizerState"},{"label":"ended","kind":20,"detail":"GestureRecognizerState"},{"label":"cancelled","kind":20,"detail":"GestureRecognizerState"},{"label":"failed","kind":20,"detail":"GestureRecognizerState"}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 7).contains(#""label":"location""#))
        // A function that is only called is told nothing of.
        conversation.open(Self.uri, "func held(r) {\n  r.loc\n}\nheld(1)\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 7) == #"{"isIncomplete":false,"items":[]}"#)
    }

    /// A priority property's names (MapKit's names for its numbers) are offered and described
    /// where they meet it, as an enum property's cases are.
    @Test func aPrioritysNamesAreOfferedAndDescribed() {
        let conversation = ServerConversation()
        let text = "let v = PinAnnotationView(nil, reuseIdentifier: \"p\")\nv.displayPriority = .\nv.zPriority = .max\nswitch v.displayPriority {\ncase .r\n}\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 21)
            == #"{"isIncomplete":false,"items":[{"label":"required","kind":20,"detail":"DisplayPriority 1000"},{"label":"defaultHigh","kind":20,"detail":"DisplayPriority 750"},{"label":"defaultLow","kind":20,"detail":"DisplayPriority 250"}]}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 2, character: 16)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nZPriority.max = 1000\n```"},"range":{"start":{"line":2,"character":15},"end":{"line":2,"character":18}}}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 7)
            == #"{"isIncomplete":false,"items":[{"label":"required","kind":20,"detail":"DisplayPriority 1000"}]}"#)
    }

    @Test func membersOfAScriptClassAndOfTheBuiltInClassItExtends() {
        let conversation = ServerConversation()
        let text = "class Stop: PointAnnotation {\n  var rank = 1\n  func describe() { return title }\n}\nlet stop = Stop()\nstop.sub\nstop.ra\nstop.subtitle = \"A\"\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 5, character: 8)
            == #"{"isIncomplete":false,"items":[{"label":"subtitle","kind":10,"detail":"string?","documentation":"The line under the title in the callout (MKAnnotation.subtitle)."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 6, character: 7)
            == #"{"isIncomplete":false,"items":[{"label":"rank","kind":5}]}"#)
        conversation.open("file:///scripts/c.map", text + "stop.describe(\n")
        #expect(conversation.result("textDocument/signatureHelp", "file:///scripts/c.map", line: 8, character: 14)
            == #"{"signatures":[{"label":"Stop.describe()","parameters":[]}],"activeSignature":0,"activeParameter":0}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 7, character: 7)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar Annotation.subtitle: string?\n```\n\nThe line under the title in the callout (MKAnnotation.subtitle).\n\nread and write"},"range":{"start":{"line":7,"character":5},"end":{"line":7,"character":13}}}"#)
    }

    /// In a method, `self.` is an instance of the class (its own members, then those of the
    /// class it extends) and `super.` one of the class it extends, for completion and hover.
    @Test func selfAndSuperAreTheClassAndTheClassItExtends() {
        let conversation = ServerConversation()
        let text = "class Stop: PointAnnotation {\n  var rank = 1\n  func describe() {\n    return self.ra\n  }\n"
            + "  func prepareForReuse() {\n    super.subt\n    self.rank += 1\n  }\n}\nclass Big: Stop {\n  func describe() { return super.des }\n}\nself.\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 3, character: 18)
            == #"{"isIncomplete":false,"items":[{"label":"rank","kind":5}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 6, character: 14)
            == #"{"isIncomplete":false,"items":[{"label":"subtitle","kind":10,"detail":"string?","documentation":"The line under the title in the callout (MKAnnotation.subtitle)."}]}"#)
        // `super` of a script class's subclass: the script class, with its own methods.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 11, character: 35)
            == #"{"isIncomplete":false,"items":[{"label":"describe","kind":2,"detail":"()"}]}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 7, character: 10)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar rank = 1\n```"},"range":{"start":{"line":7,"character":9},"end":{"line":7,"character":13}}}"#)
        // Outside a class, `self` is nothing known.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 13, character: 5) == #"{"isIncomplete":false,"items":[]}"#)
    }

    @Test func propertiesMethodsAndStaticsShowTheirRowsDescription() {
        let conversation = ServerConversation()
        let text = "let view = AnnotationView(nil, reuseIdentifier: \"a\")\nview.canShowCallout = true\nmap.setRegion(map.region)\nlet info = Accessory.infoDark\nview.canShow\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 1, character: 8)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar AnnotationView.canShowCallout: bool\n```\n\nWhether a tap on the view shows its callout (MKAnnotationView.canShowCallout).\n\nread and write"},"range":{"start":{"line":1,"character":5},"end":{"line":1,"character":19}}}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 2, character: 6)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc MapView.setRegion(Region, animated: bool = false)\n```\n\nShows a region, running the region hooks around the change; a span past the world's 180 by 360 degrees is an error, as MapKit's \"Invalid Region\" (MKMapView.setRegion(_:animated:))."},"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":13}}}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 3, character: 22)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nstatic Accessory.infoDark: Accessory\n```\n\nThe dark information button (UIButton.ButtonType.infoDark)."},"range":{"start":{"line":3,"character":21},"end":{"line":3,"character":29}}}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 12)
            == #"{"isIncomplete":false,"items":[{"label":"canShowCallout","kind":10,"detail":"bool","documentation":"Whether a tap on the view shows its callout (MKAnnotationView.canShowCallout)."}]}"#)
    }

    /// After `func` in a class that extends a scene class, the methods the map calls that it
    /// may override, its own class's and its ancestors', inserted with the parameters the map
    /// passes; in a renderer rule, the renderer's.
    @Test func overridableMethodsAreCompletedAfterFuncInASubclassOrRendererRule() {
        let conversation = ServerConversation()
        func completion(_ text: String) -> String { conversation.completion(atEndOf: text, Self.uri, followedBy: "\n}\n") }
        let view = completion("class A: AnnotationView {\n  func ")
        for name in ["draw", "prepareForReuse", "setSelected", "setDragState", "touchesBegan", "hitTest"] {
            #expect(view.contains(#"{"label":"\#(name)","kind":2,"#), "\(name) in \(view)")
        }
        #expect(!view.contains(#""label":"Annotation""#) && !view.contains(#""label":"canShowCallout""#), "\(view)")
        #expect(completion("class A: AnnotationView {\n  func setSel")
            == #"{"isIncomplete":false,"items":[{"label":"setSelected","kind":2,"detail":"(selected: bool, animated: bool = false)","documentation":"Selects or deselects the view; the map selects through it (MKAnnotationView.setSelected(_:animated:)).","insertText":"setSelected(selected, animated)"}]}"#)
        // Through a script class, to the built-in class at the root; a renderer's are an ancestor's.
        let draw = #"{"label":"draw","kind":2,"detail":"(mapRect: MapRect, zoomScale: number, context: DrawingContext)","documentation":"Draws the part of the overlay inside a map rect; override it for a custom look (MKOverlayRenderer.draw).","insertText":"draw(mapRect, zoomScale, context)"}"#
        #expect(completion("class Base: PolygonRenderer {\n}\nclass Mine: Base {\n  func dr")
            == #"{"isIncomplete":false,"items":[\#(draw)]}"#)
        #expect(completion("renderer for Polygon {\n  func dr") == #"{"isIncomplete":false,"items":[\#(draw)]}"#)
        #expect(completion("renderer park for Polygon {\n  func cre").contains(#""insertText":"createPath()""#))
        // A method the body declares already is not offered again (a class declares it once).
        #expect(!completion("class A: AnnotationView {\n  func draw(rect, context) {\n  }\n  func ").contains(#""label":"draw""#))
        #expect(completion("renderer for Polygon {\n  func draw(mapRect, zoomScale, context) {\n  }\n  func dr")
            == #"{"isIncomplete":false,"items":[]}"#)
        #expect(completion("func draw() {\n}\nrenderer for Polygon {\n  func dr") == #"{"isIncomplete":false,"items":[\#(draw)]}"#)
        // Inside a method's body, `func` declares a local function: nothing is overridden there.
        #expect(!completion("class A: AnnotationView {\n  func draw(rect, context) {\n    func ").contains("prepareForReuse"))
    }

    /// Where a member of a class or enum starts, only what begins a member can be written:
    /// its keywords are offered, not the names an expression could use.
    @Test func aClassOrEnumBodyOffersWhatBeginsAMember() {
        let conversation = ServerConversation()
        func completion(_ text: String) -> String { conversation.completion(atEndOf: text, Self.uri, followedBy: "\n}\n") }
        #expect(completion("class A: AnnotationView {\n  ")
            == #"{"isIncomplete":false,"items":[{"label":"func","kind":14},{"label":"init","kind":14},{"label":"let","kind":14},{"label":"var","kind":14}]}"#)
        #expect(completion("class A {\n  let x = 1\n  v") == #"{"isIncomplete":false,"items":[{"label":"var","kind":14}]}"#)
        #expect(completion("enum Kind {\n  case ride\n  ") == #"{"isIncomplete":false,"items":[{"label":"case","kind":14},{"label":"func","kind":14}]}"#)
        #expect(completion("class A {\n  func f() {\n    ").contains(#""label":"print""#), "a method's body holds statements")
    }

    @Test func stringMembersAfterAStringLiteralVariableOrProperty() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let s = \"a\"\ns.upp\n\"x\".trim\nlet home = PointAnnotation()\nhome.title.lower\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 5)
            == #"{"isIncomplete":false,"items":[{"label":"uppercased","kind":2,"detail":"() -> string","documentation":"The text with its letters in upper case."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 8)
            == #"{"isIncomplete":false,"items":[{"label":"trimmed","kind":2,"detail":"() -> string","documentation":"The text without the spaces, tabs and line breaks at its ends."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 16)
            == #"{"isIncomplete":false,"items":[{"label":"lowercased","kind":2,"detail":"() -> string","documentation":"The text with its letters in lower case."}]}"#)
    }

    /// A list or a dictionary answers members of its own, as a string does: after a name that
    /// holds a literal one or a property typed as one (`map.annotations`), they are offered.
    @Test func listAndDictionaryMembersAfterALiteralVariableOrProperty() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let l = [1, 2]\nl.fil\nlet d = [\"a\": 1]\nd.val\nmap.annotations.rev\n")
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 5)
            == #"{"isIncomplete":false,"items":[{"label":"filter","kind":2,"detail":"((any) -> bool) -> [any]","documentation":"The elements for which a function gives a true value, in order."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 3, character: 5)
            == #"{"isIncomplete":false,"items":[{"label":"values","kind":10,"detail":"list","documentation":"The values, in the order of their keys."}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 19)
            == #"{"isIncomplete":false,"items":[{"label":"reversed","kind":2,"detail":"() -> [any]","documentation":"The elements in the opposite order."}]}"#)
    }

    /// The completion item of a property of a kind of value, with the description the
    /// reference gives it (whose wording `ClassReferenceTests` checks).
    private func property(_ kind: String, _ name: String, _ type: String) -> String {
        let summary = SceneReference.valueMembers[kind]?.first { $0.name == name }?.summary ?? "(none)"
        return #"{"label":"\#(name)","kind":10,"detail":"\#(type)","documentation":"\#(summary)"}"#
    }

    /// Points, coordinates, colours and the other geometry values answer members of their own
    /// (`x`, `latitude`, `withAlpha`): after a name that holds one, made by a literal, a call of
    /// its built-in function, a colour's global or a property typed as one, they are offered,
    /// with the kind of each property's value, as the interpreter has them.
    @Test func valueMembersAfterAPointCoordinateColourOrOtherGeometryValue() {
        let conversation = ServerConversation()
        func completion(_ text: String) -> String { conversation.completion(atEndOf: text, Self.uri) }
        func items(_ json: String) -> String { #"{"isIncomplete":false,"items":[\#(json)]}"# }
        let point = "\(property("Point", "x", "number")),\(property("Point", "y", "number"))"
        let withAlpha = #"{"label":"withAlpha","kind":2,"detail":"(number) -> Color","documentation":"The colour with another alpha, clamped to 0...1 (UIColor.withAlphaComponent)."}"#
        #expect(completion("let p = Point(1, 2)\np.") == items(#"{"label":"x","kind":10,"detail":"number","documentation":"The horizontal coordinate in points, growing to the right (CGPoint.x)."},{"label":"y","kind":10,"detail":"number","documentation":"The vertical coordinate in points, growing downward (CGPoint.y)."}"#))
        #expect(completion("let c = @(1, 2)\nc.")
            == items("\(property("Coordinate", "latitude", "number")),\(property("Coordinate", "longitude", "number"))"))
        #expect(completion("red.") == items("\(property("Color", "red", "number")),\(property("Color", "green", "number")),\(property("Color", "blue", "number")),\(property("Color", "alpha", "number")),\(withAlpha)"))
        #expect(completion("let s = Size(width: 1, height: 2)\ns.")
            == items("\(property("Size", "width", "number")),\(property("Size", "height", "number"))"))
        #expect(completion("let r = Rect(0, 0, 10, 20)\nr.mid")
            == items("\(property("Rect", "midX", "number")),\(property("Rect", "midY", "number"))"))
        // A member that is itself such a value: a rect's origin is a Point, a region's centre a Coordinate.
        #expect(completion("let r = Rect(0, 0, 10, 20)\nr.origin.") == items(point))
        #expect(completion("let region = Region(center: @(1, 2), span: Span(1, 2))\nregion.center.lat")
            == items("\(property("Coordinate", "latitude", "number"))"))
        #expect(completion("let mp = MapPoint(@(1, 2))\nmp.")
            == items("\(property("MapPoint", "x", "number")),\(property("MapPoint", "y", "number")),\(property("MapPoint", "coordinate", "Coordinate"))"))
        #expect(completion("let mr = MapRect(0, 0, 1, 1)\nmr.con") == items(#"{"label":"contains","kind":2,"detail":"(MapPoint | MapRect) -> bool","documentation":"Whether a map point or a map rect lies inside (MKMapRect.contains)."}"#))
        #expect(completion("let span = Span(1, 2)\nspan.")
            == items("\(property("Span", "latitudeDelta", "number")),\(property("Span", "longitudeDelta", "number"))"))
        // A scene object's property typed as one, and a colour literal.
        #expect(completion("let pin = PointAnnotation()\npin.coordinate.lon") == items("\(property("Coordinate", "longitude", "number"))"))
        #expect(completion("let shade = #FF8800\nshade.with") == items(withAlpha))
        #expect(completion("#FF8800.with") == items(withAlpha))
        // After a call, what it makes: a built-in function's value from its signature's result,
        // a class's instance; a script function's result is not known.
        #expect(completion("Point(1, 2).") == items(point))
        #expect(completion("print(Coordinate(1, 2).lat") == items("\(property("Coordinate", "latitude", "number"))"))
        #expect(completion("Rect(0, 0, [1, 2].count, 2).origin.") == items(point))
        #expect(completion("PointAnnotation().sub")
            == items(#"{"label":"subtitle","kind":10,"detail":"string?","documentation":"The line under the title in the callout (MKAnnotation.subtitle)."}"#))
        #expect(completion("class Stop {\n  var rank = 1\n}\nStop().") == items(#"{"label":"rank","kind":5}"#))
        #expect(completion("func make() {\n  return Point(1, 2)\n}\nmake().") == items(""))
        // A number has no members to offer, and a class the script declares is its own.
        #expect(completion("let n = abs(-2)\nn.") == items(""))
        #expect(completion("class Point {\n  var z = 1\n}\nlet p = Point()\np.") == items(#"{"label":"z","kind":5}"#))
    }

    /// Hover on a member of such a value describes it from the same table completion reads:
    /// a property with the kind of its value, its description and whether it may be written, a method with its
    /// signature and description; after a literal (`"abc".count`, `#F80.withAlpha`,
    /// `@(1, 2).latitude`) as after a name holding one.
    @Test func valueMembersHoverAsCompletionOffersThem() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let p = Point(1, 2)\nprint(p.x)\nlet c = @(1, 2)\nprint(c.latitude)\nlet faint = red.withAlpha(0.5)\nprint(red.alpha, p.nothing)\n"
            + "print(\"abc\".count)\nlet faint = #F80.withAlpha(0.5)\nprint(@(1, 2).latitude)\n")
        func hover(_ line: Int, _ character: Int) -> String { conversation.result("textDocument/hover", Self.uri, line: line, character: character) }
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #""range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
        }
        #expect(hover(1, 8) == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar Point.x: number\n```\n\nThe horizontal coordinate in points, growing to the right (CGPoint.x).\n\nread and write"},\#(range(1, 8, 9))}"#)
        #expect(hover(3, 10) == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar Coordinate.latitude: number\n```\n\nDegrees north of the equator, negative to the south, -90 to 90 (CLLocationCoordinate2D.latitude).\n\nread and write"},\#(range(3, 8, 16))}"#)
        #expect(hover(4, 18) == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc Color.withAlpha(number) -> Color\n```\n\nThe colour with another alpha, clamped to 0...1 (UIColor.withAlphaComponent)."},\#(range(4, 16, 25))}"#)
        #expect(hover(5, 11) == #"{"contents":{"kind":"markdown","value":"```mapscript\nlet Color.alpha: number\n```\n\nThe opacity, 0 (clear) to 1 (opaque).\n\nread only"},\#(range(5, 10, 15))}"#)
        // A name the kind does not answer is described as nothing.
        #expect(hover(5, 20) == "null")
        #expect(hover(6, 14) == #"{"contents":{"kind":"markdown","value":"```mapscript\nlet string.count: number\n```\n\nHow many characters the string has.\n\nread only"},\#(range(6, 12, 17))}"#)
        #expect(hover(7, 20) == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc Color.withAlpha(number) -> Color\n```\n\nThe colour with another alpha, clamped to 0...1 (UIColor.withAlphaComponent)."},\#(range(7, 17, 26))}"#)
        #expect(hover(8, 16) == #"{"contents":{"kind":"markdown","value":"```mapscript\nvar Coordinate.latitude: number\n```\n\nDegrees north of the equator, negative to the south, -90 to 90 (CLLocationCoordinate2D.latitude).\n\nread and write"},\#(range(8, 14, 22))}"#)
    }

    /// A method of a kind of value hovers with its parameters and result, as a scene class's
    /// does, and is signed in signature help; a method with several forms shows each.
    @Test func aMethodOfAValueHoversAndIsSignedWithItsParameters() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let r = Rect(0, 0, 2, 2)\nprint(r.contains(Point(1, 1)))\nprint(\"a b\".split(\nprint(map.convert(@(1, 2)))\n")
        func hover(_ line: Int, _ character: Int) -> String { conversation.result("textDocument/hover", Self.uri, line: line, character: character) }
        #expect(hover(1, 10) == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc Rect.contains(Point) -> bool\n```\n\nWhether a point lies inside, on a minimum edge included, on a maximum one not (CGRect.contains)."},"range":{"start":{"line":1,"character":8},"end":{"line":1,"character":16}}}"#)
        #expect(hover(2, 14).contains(#"func string.split(separator: string = \" \") -> [string]\n```\n\nThe pieces of the text"#))
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 2, character: 18)
            == #"{"signatures":[{"label":"string.split(separator: string = \" \") -> [string]","documentation":"The pieces of the text between the separators; an empty separator gives its characters.","parameters":[{"label":"separator: string = \" \""}]}],"activeSignature":0,"activeParameter":0}"#)
        let convert = hover(3, 12)
        #expect(convert.contains(#"func MapView.convert(Coordinate, toPointTo: view? = nil) -> Point\n```\n\nA coordinate as a point"#))
        #expect(convert.contains(#"func MapView.convert(MapRect) -> Rect\n```\n\nA map rect as a rect of the map's view."#))
    }

    /// After the `.` of a method's call, what its signature gives (`r.union(r).`), through
    /// chains of calls and properties; of a method with several forms, the one the call's
    /// labels or its first argument's kind choose. A name holding such a call's value is known
    /// as well. What the script declares, and a call whose form cannot be told, stay unknown.
    @Test func completionFollowsWhatAMethodGives() {
        let conversation = ServerConversation()
        func completion(_ text: String) -> String { conversation.completion(atEndOf: text, Self.uri) }
        func items(_ json: String) -> String { #"{"isIncomplete":false,"items":[\#(json)]}"# }
        let point = "\(property("Point", "x", "number")),\(property("Point", "y", "number"))"
        let middles = "\(property("MapRect", "midX", "number")),\(property("MapRect", "midY", "number"))"
        #expect(completion("let r = MapRect(0, 0, 1, 1)\nr.union(r).ori") == items("\(property("MapRect", "origin", "MapPoint"))"))
        #expect(completion("let r = MapRect(0, 0, 1, 1)\nr.union(r).union(r).mid") == items(middles))
        #expect(completion("let r = MapRect(0, 0, 1, 1)\nr.union(r).origin.coordinate.lat") == items("\(property("Coordinate", "latitude", "number"))"))
        #expect(completion("red.withAlpha(0.5).withAlpha(1).al") == items("\(property("Color", "alpha", "number"))"))
        #expect(completion("\"a b\".split().joined(separator: \"-\").upp")
            == items(#"{"label":"uppercased","kind":2,"detail":"() -> string","documentation":"The text with its letters in upper case."}"#))
        #expect(completion("let l = [1, 2]\nl.map(func (x) { return x * 2 }).filter(func (x) { return x > 2 }).cou")
            == items("\(property("list", "count", "number"))"))
        #expect(completion("map.annotations(in: MapRect(0, 0, 1, 1)).isE") == items("\(property("list", "isEmpty", "bool"))"))
        // `convert` has a form a direction: its label, or the kind of what it converts, says which.
        #expect(completion("map.convert(@(1, 2)).") == items(point))
        #expect(completion("let pin = PointAnnotation()\nmap.convert(pin.coordinate).") == items(point))
        #expect(completion("map.convert(Point(1, 2), toCoordinateFrom: nil).lat") == items("\(property("Coordinate", "latitude", "number"))"))
        #expect(completion("map.convert(somewhere).") == items(""))
        // A name holding a method's value.
        #expect(completion("let r = MapRect(0, 0, 1, 1)\nlet both = r.union(r)\nboth.mid") == items(middles))
        #expect(completion("let p = map.convert(@(1, 2))\np.") == items(point))
        // A method a script class declares gives what its body returns, which is not known.
        #expect(completion("class Stop: PointAnnotation {\n  func title() { return 1 }\n}\nStop().title().") == items(""))
    }

    @Test func namesInScopeAreCompletedAndFunctionsHoverWithTheirParameters() {
        let conversation = ServerConversation()
        let text = "func area(width, height) {\n  let product = width * height\n  return pro\n}\nfunc other() {\n  let private = 1\n}\nlet total = area(2, 3)\nlet more = ar\n"
        conversation.open(Self.uri, text)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 12)
            == #"{"isIncomplete":false,"items":[{"label":"product","kind":21}]}"#)
        // `private` is local to `other`; `area` is a function of the script, `and` a keyword.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 8, character: 13)
            == #"{"isIncomplete":false,"items":[{"label":"area","kind":3}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 8, character: 12).contains(#"{"label":"and","kind":14}"#))
        #expect(!conversation.result("textDocument/completion", Self.uri, line: 8, character: 11).contains("private"))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 8, character: 11).contains(#"{"label":"total","kind":21}"#))
        #expect(conversation.result("textDocument/hover", Self.uri, line: 7, character: 13)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc area(width, height)\n```"},"range":{"start":{"line":7,"character":12},"end":{"line":7,"character":16}}}"#)
        // With the cursor after the name, before its `(`, the name is still what is meant.
        #expect(conversation.result("textDocument/definition", Self.uri, line: 7, character: 16)
            == #"{"uri":"file:///scripts/a.map","range":{"start":{"line":0,"character":5},"end":{"line":0,"character":9}}}"#)
    }

    /// A comment is prose: nothing is offered in one, after a `.` or not, and code resumes
    /// after its line or its `*/`.
    @Test func nothingIsCompletedInsideAComment() {
        let conversation = ServerConversation()
        let none = #"{"isIncomplete":false,"items":[]}"#
        #expect(conversation.completion(atEndOf: "let x = 1 // see map.", Self.uri) == none)
        #expect(conversation.completion(atEndOf: "// the ", Self.uri) == none)
        #expect(conversation.completion(atEndOf: "/* see map.", Self.uri, followedBy: "\n") == none)
        #expect(conversation.completion(atEndOf: "/* one\n /* two */ still map.", Self.uri, followedBy: " */\n") == none)
        #expect(conversation.completion(atEndOf: "let total = 1 /* a */ + tot", Self.uri)
            == #"{"isIncomplete":false,"items":[{"label":"total","kind":21}]}"#)
        #expect(conversation.completion(atEndOf: "let total = 1 // a\nlet b = tot", Self.uri)
            == #"{"isIncomplete":false,"items":[{"label":"total","kind":21}]}"#)
    }

    @Test func fileNamesAreCompletedInsideLoadStrings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a,b\n".utf8).write(to: folder.appendingPathComponent("data/stops.csv"))
        let uri = folder.appendingPathComponent("park.map").absoluteString
        let conversation = ServerConversation()
        conversation.open(uri, "let stops = load(\"da\")\nlet other = print(\"da\")\n")
        #expect(conversation.result("textDocument/completion", uri, line: 0, character: 20)
            == #"{"isIncomplete":false,"items":[{"label":"data/","kind":19,"textEdit":{"range":{"start":{"line":0,"character":18},"end":{"line":0,"character":20}},"newText":"data/"}}]}"#)
        conversation.open(uri, "let stops = load(\"data/\")\n", version: 2)
        #expect(conversation.result("textDocument/completion", uri, line: 0, character: 23)
            == #"{"isIncomplete":false,"items":[{"label":"data/stops.csv","kind":17,"textEdit":{"range":{"start":{"line":0,"character":18},"end":{"line":0,"character":23}},"newText":"data/stops.csv"}}]}"#)
        conversation.open(uri, "let other = print(\"da\")\n", version: 3)
        #expect(conversation.result("textDocument/completion", uri, line: 0, character: 20) == #"{"isIncomplete":false,"items":[]}"#)
    }

    @Test func signatureHelpShowsTheInitializerAndTheParameterTheCursorIsIn() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let a = PointAnnotation(@(1, 2), \nmap.setRegion(\n")
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 0, character: 33)
            == #"{"signatures":[{"label":"PointAnnotation(coordinate: Coordinate = @(0, 0), title: string? = nil, subtitle: string? = nil)","documentation":"An annotation at a coordinate with a title (MKPointAnnotation).","parameters":[{"label":"coordinate: Coordinate = @(0, 0)"},{"label":"title: string? = nil"},{"label":"subtitle: string? = nil"}]}],"activeSignature":0,"activeParameter":1}"#)
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 1, character: 14)
            == #"{"signatures":[{"label":"MapView.setRegion(Region, animated: bool = false)","documentation":"Shows a region, running the region hooks around the change; a span past the world's 180 by 360 degrees is an error, as MapKit's \"Invalid Region\" (MKMapView.setRegion(_:animated:)).","parameters":[{"label":"Region"},{"label":"animated: bool = false"}]}],"activeSignature":0,"activeParameter":0}"#)
        // Inside the coordinate literal, its own signature, `Coordinate`'s, at its second parameter;
        // and on its `@(`, the same on hover.
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 0, character: 30)
            == #"{"signatures":[{"label":"@(latitude: number, longitude: number) -> Coordinate","documentation":"A latitude and longitude in degrees, which @(lat, lon) also writes (CLLocationCoordinate2D).","parameters":[{"label":"latitude: number"},{"label":"longitude: number"}]}],"activeSignature":0,"activeParameter":1}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 25)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc @(latitude: number, longitude: number) -> Coordinate\n```\n\nA latitude and longitude in degrees, which @(lat, lon) also writes (CLLocationCoordinate2D)."},"range":{"start":{"line":0,"character":24},"end":{"line":0,"character":26}}}"#)
    }

    @Test func argumentLabelsNotYetGivenAreCompletedAtTheStartOfAnArgument() {
        let conversation = ServerConversation()
        let text = "func area(width, height = 2) {\n  return width * height\n}\nlet a = area(1, h\nmap.tap(\n"
            + "map.dequeueReusableAnnotationView(withIdentifier: \"x\", \nlet v = PinAnnotationView(a, \nmap.insertOverlay(o, \n"
        conversation.open(Self.uri, text)
        // A script function's parameter names are its labels; `width` was given by position.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 3, character: 17)
            == #"{"isIncomplete":false,"items":[{"label":"height:","kind":6,"insertText":"height: "}]}"#)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 4, character: 8)
            .hasPrefix(#"{"isIncomplete":false,"items":[{"label":"at:","kind":6,"detail":"Point","insertText":"at: "},{"label":"tapCount:","kind":6,"detail":"number","insertText":"tapCount: "},{"label":"Accessory","#))
        // A label already written is not offered again.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 5, character: 56)
            .hasPrefix(#"{"isIncomplete":false,"items":[{"label":"for:","kind":6,"detail":"Annotation?","insertText":"for: "},{"label":"Accessory","#))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 6, character: 29)
            .hasPrefix(#"{"isIncomplete":false,"items":[{"label":"reuseIdentifier:","kind":6,"detail":"string?","insertText":"reuseIdentifier: "},{"label":"Accessory","#))
        // Each form of a parameter written `at: number, level: ... | above: Overlay | below: Overlay`.
        #expect(conversation.result("textDocument/completion", Self.uri, line: 7, character: 21)
            .hasPrefix(#"{"isIncomplete":false,"items":[{"label":"at:","kind":6,"detail":"number","insertText":"at: "},{"label":"level:","kind":6,"detail":"OverlayLevel","insertText":"level: "},{"label":"above:","kind":6,"detail":"Overlay","insertText":"above: "},{"label":"below:","kind":6,"detail":"Overlay","insertText":"below: "},{"label":"Accessory","#))
    }

    @Test func anArgumentLabelHoversWithItsParameter() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "map.tap(at: Point(1, 2))\nmap.insertOverlay(o, below: p)\nlet c = @(latitude: 1, longitude: 2)\nlet d = [at: 1]\n")
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 9)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nat: Point\n```\n\nA parameter of `MapView.tap(at: Point, tapCount: number = 1) -> AnnotationView?`."},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":10}}}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 1, character: 22)
            .hasPrefix(#"{"contents":{"kind":"markdown","value":"```mapscript\nbelow: Overlay\n```\n\nA parameter of `MapView.insertOverlay("#))
        #expect(conversation.result("textDocument/hover", Self.uri, line: 2, character: 12)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nlatitude: number\n```\n\nA parameter of `@(latitude: number, longitude: number) -> Coordinate`."},"range":{"start":{"line":2,"character":10},"end":{"line":2,"character":18}}}"#)
        // A dictionary's key is not a label.
        #expect(conversation.result("textDocument/hover", Self.uri, line: 3, character: 10) == "null")
    }

    @Test func referencesHighlightsAndRenameFollowWhatEachNameMeans() {
        let conversation = ServerConversation()
        let text = """
            let size = 2
            func grow(size) {
              return size * 2
            }
            var total = size
            total += grow(size: size)
            annotation size2 at @(1, 2) { title = "\\(total)" }
            on didSelect(view) { print(view) }

            """
        conversation.open(Self.uri, text)
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
        }
        // The top-level `size`: not the parameter that shadows it, nor the label `size:`.
        let topLevel = [range(0, 4, 8), range(4, 12, 16), range(5, 20, 24)]
        #expect(conversation.result("textDocument/references", Self.uri, line: 4, character: 13)
            == "[" + topLevel.map { #"{"uri":"file:///scripts/a.map","range":\#($0)}"# }.joined(separator: ",") + "]")
        #expect(conversation.result("textDocument/references", Self.uri, line: 0, character: 5,
                                    more: #""context":{"includeDeclaration":false}"#)
            == "[" + topLevel.dropFirst().map { #"{"uri":"file:///scripts/a.map","range":\#($0)}"# }.joined(separator: ",") + "]")
        // The parameter, from one of its uses; its declaration and assignments are writes.
        #expect(conversation.result("textDocument/documentHighlight", Self.uri, line: 2, character: 10)
            == #"[{"range":\#(range(1, 10, 14)),"kind":3},{"range":\#(range(2, 9, 13)),"kind":2}]"#)
        #expect(conversation.result("textDocument/documentHighlight", Self.uri, line: 6, character: 42)
            == #"[{"range":\#(range(4, 4, 9)),"kind":3},{"range":\#(range(5, 0, 5)),"kind":3},{"range":\#(range(6, 41, 46)),"kind":2}]"#)
        // A property set in a block, and a built-in name, are not the script's names.
        #expect(conversation.result("textDocument/references", Self.uri, line: 6, character: 32) == "null")
        #expect(conversation.result("textDocument/references", Self.uri, line: 7, character: 22) == "null")

        #expect(conversation.result("textDocument/prepareRename", Self.uri, line: 5, character: 2)
            == #"{"range":\#(range(5, 0, 5)),"placeholder":"total"}"#)
        #expect(conversation.result("textDocument/rename", Self.uri, line: 5, character: 2, more: #""newName":"sum""#)
            == #"{"changes":{"file:///scripts/a.map":[{"range":\#(range(4, 4, 9)),"newText":"sum"},{"range":\#(range(5, 0, 5)),"newText":"sum"},{"range":\#(range(6, 41, 46)),"newText":"sum"}]}}"#)
        func refusal(_ line: Int, _ character: Int, _ newName: String) -> String {
            conversation.ask("textDocument/rename", Self.uri, line: line, character: character, more: #""newName":"\#(newName)""#)
        }
        #expect(refusal(5, 2, "size").contains(#""message":"'size' is already declared in this script""#))
        #expect(refusal(5, 2, "map").contains(#""message":"'map' is a built-in name""#))
        #expect(refusal(5, 2, "while").contains(#""message":"'while' is a keyword""#))
        #expect(refusal(5, 2, "2x").contains(#""message":"'2x' is not a name: a name starts with a letter or '_' and goes on with letters, digits and '_'""#))
        #expect(refusal(7, 5, "didPick").contains(#""message":"'didSelect' is a hook: the map calls it by this name""#))
        #expect(conversation.ask("textDocument/prepareRename", Self.uri, line: 6, character: 32)
            .contains(#""message":"only a name this script declares can be renamed: a function, class, enum, constant, variable, parameter or declared object""#))
        // A member the script declares says why it is not renamed, rather than that it is not the script's.
        conversation.open(Self.uri, "class Spot: Circle {\n  var level = 1\n  func bump() { level += 1 }\n}\nenum Kind { case ride, food }\n")
        #expect(conversation.ask("textDocument/prepareRename", Self.uri, line: 1, character: 7)
            .contains(#""message":"'level' is a field: its uses are reached through values of classes the editor cannot always know, so renaming it here could miss some""#))
        #expect(conversation.ask("textDocument/prepareRename", Self.uri, line: 2, character: 8).contains(#""message":"'bump' is a method: "#))
        #expect(conversation.ask("textDocument/prepareRename", Self.uri, line: 4, character: 18).contains(#""message":"'ride' is an enum case: "#))
    }

    /// A function literal's parameters are names like a named function's: a rename that one
    /// would capture is refused, and the parameter is found from its uses, not the name outside.
    @Test func aFunctionLiteralsParametersAreNamesOfTheirOwn() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let top = 1\nlet f = func (k) { return k + top }\n")
        #expect(conversation.ask("textDocument/rename", Self.uri, line: 0, character: 5, more: #""newName":"k""#)
            .contains(#""message":"'k' is already declared in this script""#))
        conversation.open(Self.uri, "let top = 1\nlet k = 5\nlet f = func (k) { return k + top }\nprint([1].map(func (c) { return c }))\n")
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
        }
        // The `k` in the body is the parameter: its declaration, and its uses only.
        #expect(conversation.result("textDocument/definition", Self.uri, line: 2, character: 27)
            == #"{"uri":"file:///scripts/a.map","range":\#(range(2, 14, 15))}"#)
        #expect(conversation.result("textDocument/references", Self.uri, line: 1, character: 4)
            == #"[{"uri":"file:///scripts/a.map","range":\#(range(1, 4, 5))}]"#)
        #expect(conversation.result("textDocument/documentHighlight", Self.uri, line: 3, character: 32)
            == #"[{"range":\#(range(3, 20, 21)),"kind":3},{"range":\#(range(3, 32, 33)),"kind":2}]"#)
    }

    /// `.name` goes to the member of the receiver's class, inherited ones included, and to none
    /// when that class is a built-in one: not to the first member of that name in the file.
    @Test func aMembersDefinitionIsTheOneOfItsReceiversClass() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, """
            class A { var x = 1 }
            class B: A { var y = 2 }
            enum E { case a, b }
            class K { var a = 5 }
            let b = B()
            print(b.x)
            map.size = Size(100, 100)
            print(E.a)
            let k = K()
            print(k.a)

            """)
        func location(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"uri":"file:///scripts/a.map","range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}}"#
        }
        #expect(conversation.result("textDocument/definition", Self.uri, line: 5, character: 8) == location(0, 14, 15))
        #expect(conversation.result("textDocument/definition", Self.uri, line: 6, character: 5) == "null")
        #expect(conversation.result("textDocument/definition", Self.uri, line: 7, character: 8) == location(2, 14, 15))
        #expect(conversation.result("textDocument/definition", Self.uri, line: 9, character: 8) == location(3, 14, 15))
        // An inherited field is hovered and offered as the class's own are.
        #expect(conversation.result("textDocument/hover", Self.uri, line: 5, character: 8).contains("var x"))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 5, character: 8).contains(#""label":"y""#))
    }

    /// An override's parameters hold what the map passes, whatever the script names them.
    @Test func anOverridesParametersHaveTheClassesOfTheBuiltInSignature() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, """
            class Busy: AnnotationView {
              func draw(area, ctx) {
                ctx.
              }
            }
            class Shade: OverlayRenderer {
              func draw(mapRect, zoomScale, context) {
                mapRect.
              }
            }

            """)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 2, character: 8).contains(#""label":"fillPath""#))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 7, character: 12).contains(#""label":"midX""#))
        #expect(conversation.result("textDocument/hover", Self.uri, line: 2, character: 5).contains("ctx: DrawingContext"))
    }

    /// A keyword may be a label: an enum is expected after it and it hovers as a label; a
    /// priority's names of numbers are offered after `<` as after `==`.
    @Test func keywordLabelsAndOrderingsExpectEnumCases() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, """
            let c = Circle(center: @(0, 0), radius: 10)
            print(map.overlays(in: .))
            print(map.view(for: c))
            on viewFor(annotation) {
              let v = MarkerAnnotationView(annotation)
              if v.zPriority < . { }
              return v
            }

            """)
        #expect(conversation.result("textDocument/completion", Self.uri, line: 1, character: 24).contains(#""label":"aboveRoads""#))
        #expect(conversation.result("textDocument/hover", Self.uri, line: 2, character: 16).contains("A parameter of"))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 5, character: 20).contains(#""label":"max""#))
    }

    @Test func aSuggestedNameIsAQuickFix() {
        let conversation = ServerConversation()
        let published = conversation.open(Self.uri, "let boundary = 1\nprint(boundry)\non viewForAnnotation(annotation) { return nil }\n")
        let misspelt = #"{"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":13}},"severity":1,"source":"mapscript","message":"cannot find 'boundry' in scope\nhelp: did you mean 'boundary'?","data":{"replace":"boundry","with":"boundary"}}"#
        #expect(published.contains(misspelt))
        #expect(published.contains(#""message":"unknown hook 'viewForAnnotation'\nhelp: did you mean 'viewFor'?","data":{"replace":"viewForAnnotation","with":"viewFor"}}"#))
        func codeActions(_ diagnostic: String) -> [String] {
            conversation.send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(Self.uri)"},"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":6}},"context":{"diagnostics":[\#(diagnostic)]}}}"#)
        }
        #expect(codeActions(misspelt) == [#"{"jsonrpc":"2.0","id":7,"result":[{"title":"Change 'boundry' to 'boundary'","kind":"quickfix","diagnostics":[\#(misspelt)],"isPreferred":true,"edit":{"changes":{"file:///scripts/a.map":[{"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":13}},"newText":"boundary"}]}}}]}"#])
        // Once the name at fault has been edited, the fix is no longer offered.
        conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"text":"let boundary = 1\nprint(bound)\n"}]}}"#)
        #expect(codeActions(misspelt) == [#"{"jsonrpc":"2.0","id":7,"result":[]}"#])
    }

    @Test func builtInFunctionsAreSignedAndDescribedFromTheirDefinitions() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let r = Region(center: @(1, 2), \nlet d = abs(-2)\nprint(\n")
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 10)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc Region(center: Coordinate, span: Span) -> Region\nfunc Region(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region\nfunc Region(MapRect) -> Region\n```\n\nAn area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion)."},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":14}}}"#)
        #expect(conversation.result("textDocument/hover", Self.uri, line: 1, character: 9)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc abs(number) -> number\n```\n\nThe absolute value of a number."},"range":{"start":{"line":1,"character":8},"end":{"line":1,"character":11}}}"#)
        // The second parameter: the first form with one is the span's.
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 0, character: 32)
            == #"{"signatures":[{"label":"Region(center: Coordinate, span: Span) -> Region","documentation":"An area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion).","parameters":[{"label":"center: Coordinate"},{"label":"span: Span"}]},{"label":"Region(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region","documentation":"An area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion).","parameters":[{"label":"center: Coordinate"},{"label":"latitudinalMeters: number"},{"label":"longitudinalMeters: number"}]},{"label":"Region(MapRect) -> Region","documentation":"An area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion).","parameters":[{"label":"MapRect"}]}],"activeSignature":0,"activeParameter":1}"#)
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 2, character: 6)
            == #"{"signatures":[{"label":"print(any, ...)","documentation":"Writes its values, separated by spaces, as one line of output.","parameters":[{"label":"any"},{"label":"..."}]}],"activeSignature":0,"activeParameter":0}"#)
        // A built-in constant is a number, not a function.
        conversation.open(Self.uri, "let t = pi\n")
        #expect(conversation.result("textDocument/hover", Self.uri, line: 0, character: 9).contains("let pi: number = 3.14159"))
        #expect(conversation.result("textDocument/completion", Self.uri, line: 0, character: 10).contains(#""label":"pi","kind":21,"detail":"number""#))
        // A label written picks the form that takes it.
        conversation.open(Self.uri, "let r = Region(center: @(1, 2), latitudinalMeters: 5\n")
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 0, character: 52)
            .hasSuffix(#""activeSignature":1,"activeParameter":1}"#))
    }

    /// A script class's constructor is signed by its `init`, and `super.init(` by the
    /// superclass's: the built-in initializers of a scene class.
    @Test func constructorsAndSuperInitAreSigned() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "class K {\n  init(a, b) {}\n}\nK(1, \nclass V: AnnotationView {\n  init(a) {\n    super.init(\n  }\n}\n")
        #expect(conversation.result("textDocument/signatureHelp", Self.uri, line: 3, character: 5)
            == #"{"signatures":[{"label":"K(a, b)","parameters":[{"label":"a"},{"label":"b"}]}],"activeSignature":0,"activeParameter":1}"#)
        let superInit = conversation.result("textDocument/signatureHelp", Self.uri, line: 6, character: 15)
        #expect(superInit.contains(#""label":"AnnotationView.init("#) && superInit.contains("reuseIdentifier"), "\(superInit)")
    }

    @Test func symbolsOutlineTheScript() {
        let conversation = ServerConversation()
        let text = "func f(a, b) {\n  let inner = 1\n}\nclass C {\n  var x = 1\n  init(y) {\n    self.x = y\n  }\n}\nenum E {\n  case one, two\n}\nlet limit = 3\n"
            + "var pin = PinAnnotationView(nil, reuseIdentifier: nil)\nannotation home at @(1, 2) {\n}\nrenderer for Polygon {\n}\n"
            + "on viewFor(annotation) {\n  return nil\n}\n"
        conversation.open(Self.uri, text)
        let reply = conversation.send(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#).joined()
        let names = ["\"name\":\"f\",\"detail\":\"(a, b)\",\"kind\":12", "\"name\":\"C\",\"kind\":5", "\"name\":\"x\",\"kind\":8",
                     "\"name\":\"init\",\"detail\":\"(y)\",\"kind\":9",
                     "\"name\":\"E\",\"kind\":10", "\"name\":\"one\",\"kind\":22", "\"name\":\"two\",\"kind\":22",
                     "\"name\":\"limit\",\"kind\":14", "\"name\":\"pin\",\"detail\":\"PinAnnotationView\",\"kind\":13",
                     "\"name\":\"home\",\"detail\":\"annotation\",\"kind\":19", "\"name\":\"renderer for Polygon\",\"kind\":19",
                     "\"name\":\"viewFor\",\"detail\":\"(annotation)\",\"kind\":24"]
        var rest = Substring(reply)
        for name in names {
            guard let found = rest.range(of: name) else {
                Issue.record("no \(name) after the symbols before it in \(reply)")
                return
            }
            rest = rest[found.upperBound...]
        }
        #expect(!reply.contains("\"inner\""), "a function's own names are not the script's outline")
        // A rule's type is a use of the class, outlined or not.
        conversation.open(Self.uri, "class Spot: Circle {}\nrenderer for Spot {}\n")
        #expect(conversation.result("textDocument/references", Self.uri, line: 1, character: 14)
            == #"[{"uri":"file:///scripts/a.map","range":{"start":{"line":0,"character":6},"end":{"line":0,"character":10}}},{"uri":"file:///scripts/a.map","range":{"start":{"line":1,"character":13},"end":{"line":1,"character":17}}}]"#)
    }

    /// Hover where no name is declared: an implicit member's enum, a property set in a
    /// declaration's block or a renderer rule, a colour literal, an import's file.
    @Test func hoverExplainsImplicitMembersBlockPropertiesColoursAndImports() {
        let conversation = ServerConversation()
        let text = "let pin = PinAnnotationView(nil, reuseIdentifier: nil)\npin.pinColor = .green\n"
            + "annotation home at @(1, 2) {\n  title = \"Home\"\n}\nrenderer for Polygon {\n  fillColor = #FF880088\n}\n"
            + "import \"missing.map\"\n"
        conversation.open(Self.uri, text)
        func hover(_ line: Int, _ character: Int) -> String {
            conversation.result("textDocument/hover", Self.uri, line: line, character: character)
        }
        #expect(hover(1, 17).contains(#""value":"```mapscript\ncase PinColor.green\n```""#), "\(hover(1, 17))")
        #expect(hover(3, 3).contains(#"var Annotation.title: string?\n```"#), "\(hover(3, 3))")
        #expect(hover(6, 3).contains(#"var OverlayPathRenderer.fillColor: Color?\n```"#), "\(hover(6, 3))")
        #expect(hover(6, 16).contains(#"Color(red: 1, green: 0.533, blue: 0, alpha: 0.533)"#), "\(hover(6, 16))")
        #expect(hover(8, 10).contains(#"`/scripts/missing.map`, not found"#), "\(hover(8, 10))")
        // A name set in an ordinary block is no property.
        conversation.open(Self.uri, "func f() {\n  title = 1\n}\n")
        #expect(hover(1, 3) == "null")
    }

    @Test func definitionFollowsAnImport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// Shared.\nfunc shade(c) {\n  return c\n}\n".utf8).write(to: folder.appendingPathComponent("lib.map"))
        let uri = folder.appendingPathComponent("main.map").absoluteString
        let library = folder.appendingPathComponent("lib.map").absoluteString
        let conversation = ServerConversation()
        conversation.open(uri, "import \"lib.map\"\nimport \"missing.map\"\nimport \"/dev/zero\"\nshade(1)\n")
        #expect(conversation.result("textDocument/definition", uri, line: 3, character: 1)
            == #"{"uri":"\#(library)","range":{"start":{"line":1,"character":5},"end":{"line":1,"character":10}}}"#)
        #expect(conversation.result("textDocument/definition", uri, line: 0, character: 9)
            == #"{"uri":"\#(library)","range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}}}"#)
        // A file that cannot be read has no definition, and the server answers so; a device is
        // never read.
        #expect(conversation.result("textDocument/definition", uri, line: 1, character: 9) == "null")
        #expect(conversation.result("textDocument/definition", uri, line: 2, character: 9) == "null")
    }

    /// Semantic tokens: each name as what it means where it is written, for an editor to colour
    /// by meaning (a parameter that shadows a function is a parameter; a name set in a block is
    /// a property; `.red` where a value is expected is a case); labels and keywords are left to
    /// the grammar. The five numbers of each token are relative to the token before.
    @Test func semanticTokensSayWhatEachNameIs() throws {
        let conversation = ServerConversation()
        let text = """
        let limit = 3
        func shade(shade) { return shade }
        annotation museum at @(0, 1) { title = "Museum" }
        on didSelect(view) {
          let pin = PinAnnotationView(nil, reuseIdentifier: "p")
          pin.pinColor = .red
          map
            .addAnnotation(museum)
          print(limit, pi, view.annotation.title)
        }
        class Spot: Circle {
          let level = 1
        }
        """
        conversation.open(Self.uri, text + "\n")
        let reply = conversation.send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#).joined()
        let data = try #require(reply.firstMatch(of: #/"data":\[([0-9,]*)\]/#)).1.split(separator: ",").compactMap { Int($0) }
        try #require(data.count % 5 == 0)
        let types = ["class", "enum", "enumMember", "function", "method", "property", "parameter", "variable", "event"]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
        var line = 0, character = 0
        var found: [String] = []
        for token in stride(from: 0, to: data.count, by: 5) {
            character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
            line += data[token]
            let word = String(decoding: lines[line][character..<character + data[token + 2]], as: UTF16.self)
            let modifiers = ["declaration", "readonly", "defaultLibrary"].enumerated().filter { data[token + 4] & (1 << $0.offset) != 0 }.map(\.element)
            found.append(([word, types[data[token + 3]]] + modifiers).joined(separator: " "))
        }
        #expect(found == [
            "limit variable declaration readonly",
            "shade function declaration", "shade parameter declaration", "shade parameter",
            "museum variable declaration readonly", "title property",
            "didSelect event declaration", "view parameter declaration",
            "pin variable declaration readonly", "PinAnnotationView class defaultLibrary",
            "pin variable readonly", "pinColor property", "red enumMember",
            "map variable readonly defaultLibrary", "addAnnotation method", "museum variable readonly",
            "print function defaultLibrary", "limit variable readonly", "pi variable readonly defaultLibrary",
            "view parameter", "annotation property", "title property",
            "Spot class declaration", "Circle class defaultLibrary", "level property declaration readonly",
        ])
    }

    /// A rename of a script's top-level name renames it in the scripts that reach the script
    /// through their imports, at any depth and through a symbolic link, and mean it there (and
    /// its references are found there), so none is left naming what is gone; not in hidden
    /// folders. An open script is renamed as the editor has it. From a script that uses the
    /// name, it is found and renamed where it is declared. A new name is refused where it
    /// would clash: declared by a script that reaches the renamed one, by a file such a script
    /// or the renamed one imports, or as a local that could capture a renamed use.
    @Test func aRenameReachesTheScriptsThatImportIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        for sub in ["rides", ".hidden"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let libraryText = "import \"base.map\"\nfunc shade(c) {\n  return c\n}\n"
        try write("lib.map", libraryText)
        try write("base.map", "func base() { return 0 }\n")
        try write("main.map", "import \"lib.map\"\nprint(shade(1))\nfunc f(shade) {\n  let hue = shade\n  return hue\n}\n")
        try write("rides/ride.map", "import \"../lib.map\"\nlet s = shade(2)\n")
        try write("extra.map", "func glow() { return 1 }\n")
        try write("chain.map", "import \"main.map\"\nimport \"extra.map\"\nshade(3)\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.map").path,
                                                   withDestinationPath: folder.appendingPathComponent("lib.map").path)
        try write("sym.map", "import \"link.map\"\nshade(4)\n")
        try write(".hidden/copy.map", "import \"../lib.map\"\nshade(5)\n")
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}"#
        }
        func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteString }
        let library = uri("lib.map")
        let uses = [(uri("chain.map"), range(2, 0, 5)), (uri("main.map"), range(1, 6, 11)), (uri("rides/ride.map"), range(2, 8, 13)),
                    (uri("sym.map"), range(1, 0, 5))]
        // Without workspace folders, the renamed script's folder is searched; with them, they are.
        for initialize in ["{}", #"{"workspaceFolders":[{"uri":"\#(folder.absoluteString)","name":"park"}]}"#] {
            let conversation = ServerConversation(initializeParams: initialize)
            conversation.open(library, libraryText)
            conversation.open(uri("rides/ride.map"), "import \"../lib.map\"\n\nlet s = shade(2)\n")
            let edits = [(library, range(1, 5, 10))] + uses
            #expect(conversation.result("textDocument/rename", library, line: 1, character: 6, more: #""newName":"tint""#)
                == #"{"changes":{"# + edits.map { #""\#($0.0)":[{"range":\#($0.1),"newText":"tint"}]"# }.joined(separator: ",") + "}}")
            func refusal(_ newName: String) -> String {
                conversation.ask("textDocument/rename", library, line: 1, character: 6, more: #""newName":"\#(newName)""#)
            }
            #expect(refusal("f").contains(#""message":"'f' is already declared in main.map, which imports this script""#))
            #expect(refusal("glow").contains(#""message":"'glow' is already declared in extra.map, which chain.map imports beside this script""#))
            #expect(refusal("base").contains(#""message":"'base' is already declared in base.map, which this script imports""#))
            #expect(refusal("hue").contains(#""message":"'hue' is already declared in main.map, which imports this script and uses 'shade'""#))
            // Its references are found in the same scripts.
            #expect(conversation.result("textDocument/references", library, line: 1, character: 6,
                                        more: #""context":{"includeDeclaration":false}"#)
                == "[" + uses.map { #"{"uri":"\#($0.0)","range":\#($0.1)}"# }.joined(separator: ",") + "]")
            // From a script that imports it, the name is found and renamed where it is declared.
            let ride = uri("rides/ride.map")
            #expect(conversation.result("textDocument/prepareRename", ride, line: 2, character: 9)
                == #"{"range":\#(range(2, 8, 13)),"placeholder":"shade"}"#)
            #expect(conversation.result("textDocument/rename", ride, line: 2, character: 9, more: #""newName":"tint""#)
                == #"{"changes":{"# + edits.map { #""\#($0.0)":[{"range":\#($0.1),"newText":"tint"}]"# }.joined(separator: ",") + "}}")
            #expect(conversation.result("textDocument/references", ride, line: 2, character: 9)
                == "[" + edits.map { #"{"uri":"\#($0.0)","range":\#($0.1)}"# }.joined(separator: ",") + "]")
        }
        // Through a chain of imports, a name is defined where the file it comes from declares it.
        let conversation = ServerConversation()
        conversation.open(uri("chain.map"), "import \"main.map\"\nimport \"extra.map\"\nshade(3)\n")
        #expect(conversation.result("textDocument/definition", uri("chain.map"), line: 2, character: 1)
            == #"{"uri":"\#(library)","range":\#(range(1, 5, 10))}"#)
        conversation.open(uri("sym.map"), "import \"link.map\"\nshade(4)\n")
        #expect(conversation.result("textDocument/definition", uri("sym.map"), line: 1, character: 1)
            == #"{"uri":"\#(uri("link.map"))","range":\#(range(1, 5, 10))}"#)
    }

    /// An error in an imported file is shown at the `import` that brings it in, with the place
    /// in that file as related information, not at the start of the document.
    @Test func anErrorInAnImportedFileIsShownAtItsImport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("let fine = 1\nlet broken = (\n".utf8).write(to: folder.appendingPathComponent("bad.map"))
        let uri = folder.appendingPathComponent("main.map").absoluteString
        let bad = folder.appendingPathComponent("bad.map").absoluteString
        let conversation = ServerConversation()
        let published = conversation.open(uri, "// The main script.\nimport \"bad.map\"\nlet x = 1\n")
        #expect(published.contains(#""range":{"start":{"line":1,"character":0},"end":{"line":1,"character":16}}"#), "\(published)")
        #expect(published.contains(#""relatedInformation":[{"location":{"uri":"\#(bad)","range":{"start":{"line":1"#), "\(published)")
    }

    /// A name an imported file declares hovers as a name of the script does, described from
    /// the file that declares it: a function with its parameters, a constant with its literal,
    /// an enum with its cases.
    @Test func hoverFollowsAnImport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("func shade(c) {\n  return c\n}\nlet depth = 3\nenum Tone { case light, dark }\n".utf8)
            .write(to: folder.appendingPathComponent("lib.map"))
        let uri = folder.appendingPathComponent("main.map").absoluteString
        let conversation = ServerConversation()
        conversation.open(uri, "import \"lib.map\"\nshade(depth)\nlet t = Tone.dark\n")
        #expect(conversation.result("textDocument/hover", uri, line: 1, character: 1)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nfunc shade(c)\n```"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":5}}}"#)
        #expect(conversation.result("textDocument/hover", uri, line: 1, character: 7)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nlet depth = 3\n```"},"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":11}}}"#)
        #expect(conversation.result("textDocument/hover", uri, line: 2, character: 9)
            == #"{"contents":{"kind":"markdown","value":"```mapscript\nenum Tone\n```\n\n`.light` `.dark`"},"range":{"start":{"line":2,"character":8},"end":{"line":2,"character":12}}}"#)
        // Completion offers them too, as names of the script are offered; a local of the
        // imported file is not one of them.
        conversation.open(uri, "import \"lib.map\"\nlet dim = 1\nlet x = dep\n")
        #expect(conversation.result("textDocument/completion", uri, line: 2, character: 11)
            == #"{"isIncomplete":false,"items":[{"label":"depth","kind":21}]}"#)
        conversation.open(uri, "import \"lib.map\"\nlet x = shad\n")
        #expect(conversation.result("textDocument/completion", uri, line: 1, character: 12)
            == #"{"isIncomplete":false,"items":[{"label":"shade","kind":3}]}"#)
        conversation.open(uri, "import \"lib.map\"\nlet x = \n")
        let everything = conversation.result("textDocument/completion", uri, line: 1, character: 8)
        #expect(everything.contains(#"{"label":"Tone","kind":13}"#) && !everything.contains(#""label":"c""#))
    }

    @Test func notificationsBeforeInitializeAreDroppedWithAWord() {
        let server = LanguageServer()
        let replies = server.handle(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#.utf8))
        #expect(replies.map { String(decoding: $0, as: UTF8.self) }
            == [#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":2,"message":"ignored 'textDocument/didOpen': the server is not initialized yet"}}"#])
        _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let again = server.handle(Array(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#.utf8))
        #expect(again.map { String(decoding: $0, as: UTF8.self) }
            == [#"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"the server is already initialized"}}"#])
        #expect(server.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)).isEmpty)
        #expect(server.exitStatus == 1)
    }

    /// An id must come back as it was sent: one the reply could not carry exactly (a fraction,
    /// a whole number past 2^53) is an invalid request, as an object is.
    @Test func anIdTheReplyCouldNotCarryExactlyIsAnInvalidRequest() {
        let server = LanguageServer()
        func reply(_ id: String) -> [String] {
            server.handle(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        let refusal = #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"an 'id' must be a string or a whole number of at most 2^53"}}"#
        #expect(reply("123456789012345678901234567890") == [refusal])
        #expect(reply("1.5") == [refusal])
        #expect(reply("{}") == [refusal])
        #expect(reply("9007199254740992").first?.hasPrefix(#"{"jsonrpc":"2.0","id":9007199254740992,"#) == true)
    }

    @Test func anInvalidPositionIsAnInvalidParamsError() {
        let conversation = ServerConversation()
        conversation.open(Self.uri, "let a = 1\n")
        let reply = conversation.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":"one"}}}"#)
        #expect(reply == [#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"the request needs 'position.line' and 'position.character' as integers"}}"#])
        // Positions are unsigned: a negative line or character is refused by every request,
        // completion included, rather than answered at the start of the text.
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/signatureHelp"] {
            #expect(conversation.ask(method, Self.uri, line: -1, character: 0)
                == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"'position.line' and 'position.character' must not be negative, got -1:0"}}"#)
            #expect(conversation.ask(method, Self.uri, line: 0, character: -3)
                == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"'position.line' and 'position.character' must not be negative, got 0:-3"}}"#)
        }
    }
}

/// The check on save: runtime errors with their call stack, and the scene's warnings.
@Suite struct SaveCheckTests {
    static let uri = "file:///scripts/scene.map"

    static func saved(_ text: String) -> String {
        let conversation = ServerConversation()
        conversation.open(uri, text)
        return conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(uri)"}}}"#).joined()
    }

    @Test func aSaveReportsTheScenesWarnings() {
        let published = Self.saved("map.region = Region(center: @(10, 20), latitudinalMeters: 5km, longitudinalMeters: 5km)\ncircle spot at @(10, 20) radius 500\n")
        #expect(published == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///scripts/scene.map","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":35}},"severity":2,"source":"mapscript","message":"this Circle is not drawn: there is no rendererFor hook and no renderer rule matches it\nhelp: add a rule such as 'renderer for Circle { strokeColor = blue }', or return a renderer from 'rendererFor'"}]}}"#)
    }

    @Test func aRuntimeErrorIsPlacedWithItsCallStack() {
        let published = Self.saved("func inner() {\n  return nil.x\n}\ninner()\n")
        #expect(published == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///scripts/scene.map","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":13},"end":{"line":1,"character":14}},"severity":1,"source":"mapscript","message":"nil has no member 'x'\n  in function 'inner' at /scripts/scene.map:2:14\n  in top level at /scripts/scene.map:4:1"}]}}"#)
    }
}
