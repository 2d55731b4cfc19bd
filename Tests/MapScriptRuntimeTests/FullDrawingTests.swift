import MapScriptGeometry
@testable import MapScriptRuntime
import MapScriptScene
import Testing

/// A draw method's call that a full drawing context cannot keep is an error at that call, as
/// the memory bound is: the loop stops there, and the picture never lacks part of its drawing.
@Suite struct FullDrawingTests {
    @Test func aCallOnAFullContextIsAnErrorAtTheCall() throws {
        let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        let square = Rect(x: 0, y: 0, width: 1, height: 1)
        for _ in 0..<DrawingContext.maximumCommandCount { context.fill(square, color: .black) }
        let fill = try #require(SceneClasses.drawingContext.method(named: "fill"))
        let arguments = Arguments([.rect(square), .color(.black)], functionName: fill.qualifiedName)
        let save = try #require(SceneClasses.drawingContext.method(named: "saveGState"))
        #expect(throws: Never.self, "a call that adds no operation is kept") {
            try save.body(Interpreter(), .native(context), Arguments([], functionName: save.qualifiedName))
        }
        let error = #expect(throws: RuntimeError.self) { try fill.body(Interpreter(), .native(context), arguments) }
        #expect(error?.message == "a drawing keeps at most 1000000 operations, and this one already holds them all")
    }
}
