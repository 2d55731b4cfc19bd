import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// The `context` of `draw(rect, context)` and `draw(mapRect, zoomScale, context)`: Core
    /// Graphics in spirit (language reference §8). Points may be given as a `Point` or as two
    /// numbers (`context.moveTo(p)`, `context.moveTo(x, y)`).
    static let drawingContext = ClassRows.declare("DrawingContext", DrawingContext.self,
                                                  summary: "The drawing context of draw methods (CGContext).") { rows in
        rows.action("saveGState",
                    summary: "Saves the drawing state (transform, clip, line style, alpha) for restoreGState (CGContext.saveGState).") {
            $0.saveGState()
        }
        rows.action("restoreGState", summary: "Brings back the drawing state last saved (CGContext.restoreGState).") { $0.restoreGState() }
        rows.action("closePath", summary: "Closes the current subpath with a line to its start (CGContext.closePath).") { $0.closePath() }
        rows.action("clip", .fillRule,
                    summary: "Intersects the clip with the current path, by .winding or .evenOdd, and clears the path (CGContext.clip(using:)).") {
            $0.clip(rule: $1)
        }
        // A transform with an infinite or NaN part leaves nothing drawable after it, with no
        // word of why, so the numbers of the transforms must be finite.
        rows.action("translateBy", .init("x", .finite), .init("y", .finite),
                    summary: "Moves the origin of user space by x, y (CGContext.translateBy).") { $0.translateBy(x: $1, y: $2) }
        rows.action("scaleBy", .init("x", .finite), .init("y", .finite),
                    summary: "Scales user space by x, y (CGContext.scaleBy).") { $0.scaleBy(x: $1, y: $2) }
        rows.action("rotate", .init("by", .finite),
                    summary: "Turns user space by an angle in radians, clockwise on screen (CGContext.rotate(by:)).") { $0.rotate(by: $1) }
        rows.action("addRect", .init(.rect), summary: "Adds a rectangle to the current path (CGContext.addRect).") { $0.addRect($1) }
        rows.action("addEllipse", .init("in", .rect),
                    summary: "Adds the ellipse inside a rect to the current path (CGContext.addEllipse(in:)).") { $0.addEllipse(in: $1) }
        rows.action("addPath", .init(.path), summary: "Adds a Path, given in user space, to the current path (CGContext.addPath).") { $0.addPath($1) }
        for (name, body, summary) in [("moveTo", DrawingContext.move(to:), "Starts a new subpath at a point (CGContext.move(to:))."),
                                      ("lineTo", DrawingContext.addLine(to:), "Adds a line from the current point (CGContext.addLine(to:)).")] {
            rows.nativeClass.method(name, DrawingContext.self) { _, context, args in
                body(context)(try point(args))
                return .nil
            }
            rows.describe(.method, name, "(Point | x: number, y: number)", summary: summary)
        }
        rows.action("curveTo", .init("point", .point), .init("control1", .point), .init("control2", .point),
                    summary: "Adds a cubic Bézier curve to a point with two control points (CGContext.addCurve).") {
            $0.addCurve(to: $1, control1: $2, control2: $3)
        }
        rows.action("addArc", .arcCenter, .arcRadius, .arcStartAngle, .arcEndAngle, .arcClockwise,
                    summary: "Adds an arc of a circle, angles in radians from +x towards +y (CGContext.addArc).") {
            $0.addArc(center: $1, radius: $2, startAngle: $3, endAngle: $4, clockwise: $5)
        }
        rows.action("fillPath", .init("color", .color), .fillRule,
                    summary: "Fills the current path with a colour, by .winding or .evenOdd, and clears the path (CGContext.fillPath(using:)).") {
            $0.fillPath($1, rule: $2)
        }
        rows.action("strokePath", .init("color", .color), .init("width", .optional(.points), default: nil, "nil"),
                    summary: "Strokes the current path in a colour, at a width or the line width, and clears the path (CGContext.strokePath).") {
            $0.strokePath($1, width: $2)
        }
        // The setters take what the renderer's properties of the same name take (lineWidth,
        // lineDashPattern, lineDashPhase, alpha), so a bad width is an error here as there.
        rows.action("setLineWidth", .init(.points),
                    summary: "Sets the width of the lines stroked next (CGContext.setLineWidth).") { $0.setLineWidth($1) }
        rows.action("setLineDash", .init("lengths", .lengths), .init("phase", .finite, default: 0, "0"),
                    summary: "Sets the dash lengths and phase of the lines stroked next (CGContext.setLineDash).") {
            $0.setLineDash(phase: $2, lengths: $1)
        }
        rows.action("setAlpha", .init(.unitInterval), summary: "Sets the opacity of what is drawn next (CGContext.setAlpha).") { $0.setAlpha($1) }
        rows.action("fill", .init("rect", .rect), .init("color", .color),
                    summary: "Fills a rectangle with a colour, leaving the current path alone (CGContext.fill).") { $0.fill($1, color: $2) }
        rows.action("drawLinearGradient", .init("gradient", .object("Gradient")), .init("start", .point), .init("end", .point),
                    summary: "Paints the clip area with a gradient from a start to an end point (CGContext.drawLinearGradient).") {
            (context, gradient: GradientObject, start, end) in context.drawLinearGradient(gradient.gradient, start: start, end: end)
        }
        rows.action("drawImage", .init("image", .image), .init("in", .rect),
                    summary: "Draws an image into a rect (CGContext.draw(_:in:)).") { $0.draw($1, in: $2) }
        rows.nativeClass.method("drawText", DrawingContext.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["at", "size", "color"])
            let text = try args.read(0, "text") { value, _ in value.description }
            let point = try args.read(1, "at", ValueType.point.read)
            let size = try args.readOptional(2, "size", ValueType<Double>.points.read) ?? 12
            let color = try args.readOptional(3, "color") { try $0.asColor($1) } ?? .black
            context.drawText(text, at: point, size: size, color: color)
            return .nil
        }
        rows.describe(.method, "drawText", "(any, at: Point, size: points = 12, color: Color = black)",
                      summary: "Draws a line of text with its baseline starting at a point (NSString.draw(at:withAttributes:)).")
    }

    /// A point given as one `Point` or as `x, y`.
    private static func point(_ args: Arguments) throws -> Point {
        if args.count == 1, args.keywords.isEmpty { return try args.read(0, nil, ValueType.point.read) }
        try args.expect(count: 2, 2, labels: ["x", "y"])
        return Point(x: try args.read(0, "x", ValueType.finite.read), y: try args.read(1, "y", ValueType.finite.read))
    }
}
