import MapScriptRuntime
import MapScriptSyntax
import Testing

/// The numbers a drawing context's calls and a Path's methods take are checked as the
/// renderers' properties are: an infinite transform or a NaN angle is an error naming the
/// argument, not a drawing that silently comes out empty.
@Suite struct DrawingNumberTests {
    /// A call on `context` in a draw method, and the one error it must stop the run with.
    static let contextCalls: [(call: String, error: String)] = [
        ("context.translateBy(x: pow(10, 400), y: 0)", "'x' of DrawingContext.translateBy must be a finite number, got inf"),
        ("context.translateBy(0, -pow(10, 400))", "argument 2 of DrawingContext.translateBy must be a finite number, got -inf"),
        ("context.scaleBy(x: 1, y: pow(10, 400))", "'y' of DrawingContext.scaleBy must be a finite number, got inf"),
        ("context.rotate(by: pow(10, 400) - pow(10, 400))", "'by' of DrawingContext.rotate must be a finite number, got nan"),
        ("context.moveTo(pow(10, 400), 0)", "argument 1 of DrawingContext.moveTo must be a finite number, got inf"),
        ("context.lineTo(0, pow(10, 400))", "argument 2 of DrawingContext.lineTo must be a finite number, got inf"),
        ("context.addArc(Point(0, 0), pow(10, 400), 0, 1, false)",
         "argument 2 of DrawingContext.addArc must be a finite number of points, not negative, got inf"),
        ("context.addArc(center: Point(0, 0), radius: -5, startAngle: 0, endAngle: 1, clockwise: false)",
         "'radius' of DrawingContext.addArc must be a finite number of points, not negative, got -5"),
        ("context.addArc(Point(0, 0), 5, pow(10, 400), 1, false)",
         "argument 3 of DrawingContext.addArc must be a finite number, got inf"),
        ("context.addArc(Point(0, 0), 5, 0, -pow(10, 400), false)",
         "argument 4 of DrawingContext.addArc must be a finite number, got -inf"),
    ]

    @Test(arguments: contextCalls)
    func contextCall(_ call: String, _ error: String) {
        let script = """
            map.region = Region(center: @(0, 0), span: Span(2, 2))
            class Drawn: OverlayRenderer {
              func draw(mapRect, zoomScale, context) {
                \(call)
              }
            }
            map.addOverlay(Circle(center: @(0, 0), radius: 1000))
            on rendererFor(overlay) { return Drawn(overlay) }
            map.svg()
            """
        expectRuntimeError(script, error, line: 4)
    }

    static let pathCalls: [(call: String, error: String)] = [
        ("p.addArc(center: Point(0, 0), radius: -1, startAngle: 0, endAngle: 1, clockwise: false)",
         "'radius' of Path.addArc must be a finite number of points, not negative, got -1"),
        ("p.addArc(center: Point(0, 0), radius: 1, startAngle: 0, endAngle: pow(10, 400), clockwise: false)",
         "'endAngle' of Path.addArc must be a finite number, got inf"),
    ]

    @Test(arguments: pathCalls)
    func pathCall(_ call: String, _ error: String) {
        expectRuntimeError("let p = Path()\n\(call)", error, line: 2)
    }

    private func expectRuntimeError(_ script: String, _ error: String, line: Int) {
        let outcome = ScriptRunner.run(SourceFile(path: "drawing.map", text: script))
        #expect(outcome.compileErrors.isEmpty)
        #expect(outcome.runtimeErrors.map(\.message) == [error])
        #expect(outcome.runtimeErrors.first?.location?.line == line)
    }
}
