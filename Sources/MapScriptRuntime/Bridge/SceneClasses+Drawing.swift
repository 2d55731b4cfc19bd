import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// The `context` of `draw(rect, context)` and `draw(mapRect, zoomScale, context)`: Core
    /// Graphics in spirit (language reference §8). Points may be given as a `Point` or as two
    /// numbers (`context.moveTo(p)`, `context.moveTo(x, y)`).
    static let drawingContext: NativeClass = {
        let c = NativeClass(name: "DrawingContext")
        c.summary = "The drawing context of draw methods (CGContext)."
        c.describe = { _ in "<DrawingContext>" }
        let rows = ClassRows(c, DrawingContext.self)
        rows.action("saveGState") { $0.saveGState() }
        rows.action("restoreGState") { $0.restoreGState() }
        rows.action("closePath") { $0.closePath() }
        rows.action("clip") { $0.clip() }
        rows.action("translateBy", .init("x", .number), .init("y", .number)) { $0.translateBy(x: $1, y: $2) }
        rows.action("scaleBy", .init("x", .number), .init("y", .number)) { $0.scaleBy(x: $1, y: $2) }
        rows.action("rotate", .init("by", .number)) { $0.rotate(by: $1) }
        rows.action("addRect", .init(.rect)) { $0.addRect($1) }
        rows.action("addEllipse", .init("in", .rect)) { $0.addEllipse(in: $1) }
        rows.action("addPath", .init(.path)) { $0.addPath($1) }
        for (name, body) in [("moveTo", DrawingContext.move(to:)), ("lineTo", DrawingContext.addLine(to:))] {
            c.method(name, DrawingContext.self) { _, context, args in
                body(context)(try point(args))
                return .nil
            }
            rows.describe(.method, name, "(Point | x: number, y: number)")
        }
        rows.action("curveTo", .init("point", .point), .init("control1", .point), .init("control2", .point)) {
            $0.addCurve(to: $1, control1: $2, control2: $3)
        }
        rows.action("addArc", .arcCenter, .arcRadius, .arcStartAngle, .arcEndAngle, .arcClockwise) {
            $0.addArc(center: $1, radius: $2, startAngle: $3, endAngle: $4, clockwise: $5)
        }
        rows.action("fillPath", .init("color", .color)) { $0.fillPath($1) }
        rows.action("strokePath", .init("color", .color), .init("width", .optional(.number), default: nil, "nil")) {
            $0.strokePath($1, width: $2)
        }
        rows.action("setLineWidth", .init(.number)) { $0.setLineWidth($1) }
        rows.action("setLineDash", .init("lengths", .numbers), .init("phase", .number, default: 0, "0")) {
            $0.setLineDash(phase: $2, lengths: $1)
        }
        rows.action("setAlpha", .init(.number)) { $0.setAlpha($1) }
        rows.action("fill", .init("rect", .rect), .init("color", .color)) { $0.fill($1, color: $2) }
        rows.action("drawLinearGradient", .init("gradient", .object("Gradient")), .init("start", .point), .init("end", .point)) {
            (context, gradient: GradientObject, start, end) in context.drawLinearGradient(gradient.gradient, start: start, end: end)
        }
        rows.action("drawImage", .init("image", .image), .init("in", .rect)) { $0.draw($1, in: $2) }
        c.method("drawText", DrawingContext.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["at", "size", "color"])
            let text = try args.read(0, "text") { value, _ in value.description }
            let point = try args.read(1, "at") { try $0.asPoint($1) }
            let size = try args.readOptional(2, "size") { try $0.asNumber($1) } ?? 12
            let color = try args.readOptional(3, "color") { try $0.asColor($1) } ?? .black
            context.drawText(text, at: point, size: size, color: color)
            return .nil
        }
        rows.describe(.method, "drawText", "(any, at: Point, size: number = 12, color: Color = black)")
        return c
    }()

    /// A point given as one `Point` or as `x, y`.
    private static func point(_ args: Arguments) throws -> Point {
        if args.count == 1, args.keywords.isEmpty { return try args.read(0, nil) { try $0.asPoint($1) } }
        try args.expect(count: 2, 2, labels: ["x", "y"])
        return Point(x: try args.read(0, "x") { try $0.asNumber($1) }, y: try args.read(1, "y") { try $0.asNumber($1) })
    }
}
