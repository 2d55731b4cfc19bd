import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// The `context` of `draw(rect, context)` and `draw(mapRect, zoomScale, context)`: Core
    /// Graphics in spirit (language reference §7). Points may be given as a `Point` or as two
    /// numbers (`context.moveTo(p)`, `context.moveTo(x, y)`).
    static let drawingContext: NativeClass = {
        let c = NativeClass(name: "DrawingContext")
        typealias Context = DrawingContext
        c.describe = { _ in "<DrawingContext>" }
        func simple(_ name: String, _ body: @escaping (DrawingContext) -> Void) {
            c.method(name, Context.self) { _, context, args in
                try args.expect(count: 0)
                body(context)
                return .nil
            }
        }
        simple("saveGState") { $0.saveGState() }
        simple("restoreGState") { $0.restoreGState() }
        simple("closePath") { $0.closePath() }
        simple("clip") { $0.clip() }
        c.method("translateBy", Context.self) { _, context, args in
            try args.expect(count: 2, 2, labels: ["x", "y"])
            context.translateBy(x: try args.number(0, "x"), y: try args.number(1, "y"))
            return .nil
        }
        c.method("scaleBy", Context.self) { _, context, args in
            try args.expect(count: 2, 2, labels: ["x", "y"])
            context.scaleBy(x: try args.number(0, "x"), y: try args.number(1, "y"))
            return .nil
        }
        c.method("rotate", Context.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["by"])
            context.rotate(by: try args.number(0, "by"))
            return .nil
        }
        c.method("addRect", Context.self) { _, context, args in
            try args.expect(count: 1)
            context.addRect(try args.read(0, nil) { try $0.asRect($1) })
            return .nil
        }
        c.method("addEllipse", Context.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["in"])
            context.addEllipse(in: try args.read(0, "in") { try $0.asRect($1) })
            return .nil
        }
        c.method("moveTo", Context.self) { _, context, args in
            context.move(to: try point(args))
            return .nil
        }
        c.method("lineTo", Context.self) { _, context, args in
            context.addLine(to: try point(args))
            return .nil
        }
        c.method("curveTo", Context.self) { _, context, args in
            try args.expect(count: 3, 3, labels: ["point", "control1", "control2"])
            context.addCurve(to: try args.read(0, "point") { try $0.asPoint($1) },
                             control1: try args.read(1, "control1") { try $0.asPoint($1) },
                             control2: try args.read(2, "control2") { try $0.asPoint($1) })
            return .nil
        }
        c.method("addArc", Context.self) { _, context, args in
            try args.expect(count: 5, 5, labels: ["center", "radius", "startAngle", "endAngle", "clockwise"])
            context.addArc(center: try args.read(0, "center") { try $0.asPoint($1) },
                           radius: try args.number(1, "radius"),
                           startAngle: try args.number(2, "startAngle"), endAngle: try args.number(3, "endAngle"),
                           clockwise: try args.read(4, "clockwise") { try $0.asBool($1) })
            return .nil
        }
        c.method("fillPath", Context.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["color"])
            context.fillPath(try args.read(0, "color") { try $0.asColor($1) })
            return .nil
        }
        c.method("strokePath", Context.self) { _, context, args in
            try args.expect(count: 1, 2, labels: ["color", "width"])
            let color = try args.read(0, "color") { try $0.asColor($1) }
            context.strokePath(color, width: try args.readOptional(1, "width") { try $0.asNumber($1) })
            return .nil
        }
        c.method("setLineWidth", Context.self) { _, context, args in
            try args.expect(count: 1)
            context.setLineWidth(try args.number(0))
            return .nil
        }
        c.method("setLineDash", Context.self) { _, context, args in
            try args.expect(count: 1, 2, labels: ["lengths", "phase"])
            let lengths = try args.read(0, "lengths") { try $0.asNumberList($1) }
            context.setLineDash(phase: try args.readOptional(1, "phase") { try $0.asNumber($1) } ?? 0, lengths: lengths)
            return .nil
        }
        c.method("setAlpha", Context.self) { _, context, args in
            try args.expect(count: 1)
            context.setAlpha(try args.number(0))
            return .nil
        }
        c.method("fill", Context.self) { _, context, args in
            try args.expect(count: 2, 2, labels: ["rect", "color"])
            context.fill(try args.read(0, "rect") { try $0.asRect($1) }, color: try args.read(1, "color") { try $0.asColor($1) })
            return .nil
        }
        c.method("drawLinearGradient", Context.self) { _, context, args in
            try args.expect(count: 3, 3, labels: ["gradient", "start", "end"])
            let gradient = try args.read(0, "gradient") { try $0.asSceneObject(GradientObject.self, "Gradient", $1) }
            context.drawLinearGradient(gradient.gradient, start: try args.read(1, "start") { try $0.asPoint($1) },
                                       end: try args.read(2, "end") { try $0.asPoint($1) })
            return .nil
        }
        c.method("drawImage", Context.self) { _, context, args in
            try args.expect(count: 2, 2, labels: ["image", "in"])
            context.draw(try args.read(0, "image") { try $0.asImage($1) }, in: try args.read(1, "in") { try $0.asRect($1) })
            return .nil
        }
        c.method("drawText", Context.self) { _, context, args in
            try args.expect(count: 1, 1, labels: ["at", "size", "color"])
            let text = try args.read(0, "text") { value, _ in value.description }
            let point = try args.read(1, "at") { try $0.asPoint($1) }
            let size = try args.readOptional(2, "size") { try $0.asNumber($1) } ?? 12
            let color = try args.readOptional(3, "color") { try $0.asColor($1) } ?? .black
            context.drawText(text, at: point, size: size, color: color)
            return .nil
        }
        return c
    }()

    /// A point given as one `Point` or as `x, y`.
    private static func point(_ args: Arguments) throws -> Point {
        if args.count == 1, args.keywords.isEmpty { return try args.read(0, nil) { try $0.asPoint($1) } }
        try args.expect(count: 2, 2, labels: ["x", "y"])
        return Point(x: try args.number(0, "x"), y: try args.number(1, "y"))
    }
}
