import MapScriptRuntime
import MapScriptSyntax
import Testing

/// An error about one argument of a call of a script function, raised before the function
/// runs, puts its caret under that argument, whichever way the call is made: a global
/// function, a method of a script class, a closure given to a built-in. An error about what a
/// hook answered points at the answer.
@Suite struct ArgumentCaretTests {
    private final class Silent: ScriptHost {
        func write(_ text: String) {}
    }

    /// The first error of running `text` with the scene's classes, and the text its caret is under.
    private func firstError(_ text: String) -> (message: String, underCaret: String)? {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        guard let error = session.run(SourceFile(path: "call.map", text: text)).first, let span = error.span else { return nil }
        return (error.message, String(decoding: Array(text.utf8)[span.start..<span.end], as: UTF8.self))
    }

    @Test func oneArgumentTooManyIsPointedAt() {
        #expect(firstError("func f(a) { return a }\nf(1, 2, 3)\n")?.underCaret == "2")
        #expect(firstError("class A { func m() {} }\nA().m(5)\n")?.underCaret == "5")
        #expect(firstError("print([1].map(func () { return 0 }))\n")?.underCaret == "func () { return 0 }")
    }

    /// An override of a built-in method reads a leading-dot argument as the built-in does; one
    /// it cannot read is pointed at, with or without labels.
    @Test func aLeadingDotCaseAnOverrideCannotReadIsPointedAt() {
        let view = "class V: AnnotationView {\n  func setDragState(s, animated) { super.setDragState(s, animated) }\n}\n"
            + "let v = V(PointAnnotation(@(0, 0)))\n"
        let positional = firstError(view + "v.setDragState(.strating, false)\n")
        #expect(positional?.message == "'.strating' is not a case of DragState")
        #expect(positional?.underCaret == ".strating")
        #expect(firstError(view + "v.setDragState(.strating, animated: false)\n")?.underCaret == ".strating")
    }

    @Test func aHooksWrongAnswerIsPointedAt() {
        let script = "map.region = Region(center: @(0, 0), span: Span(1, 1))\nannotation a at @(0, 0) { title = \"A\" }\n"
            + "on viewFor(annotation) {\n  return \"oops\"\n}\nmap.layout()\n"
        let error = firstError(script)
        #expect(error?.message == "viewFor returned a string; it must return an AnnotationView or nil")
        #expect(error?.underCaret == "\"oops\"")
    }
}
