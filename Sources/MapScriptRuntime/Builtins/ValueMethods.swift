import MapScriptGeometry
import MapScriptScene

/// Methods of colours and geometry values: `c.withAlpha(a)`, and the rect methods of CGRect
/// and MKMapRect (`intersects`, `union`, `intersection`, `contains`, `insetBy(dx:dy:)`,
/// `offsetBy(dx:dy:)`). Where CGRect answers its null rect (no intersection, an inset past
/// nothing) a `Rect` method answers nil, and a `MapRect` one MKMapRect's null rect, as MapKit.
enum ValueMethods {
    static func table(for value: Value) -> [String: NativeMethod]? {
        switch value {
        case .color: return colorMethods
        case .mapRect: return mapRectMethods
        case .rect: return rectMethods
        default: return nil
        }
    }

    static let colorMethods: [String: NativeMethod] = [
        "withAlpha": NativeMethod(name: "withAlpha", described: ("(number) -> Color",
                                                                 "The colour with another alpha, clamped to 0...1 (UIColor.withAlphaComponent).")) { _, receiver, args in
            guard case .color(let c) = receiver else { throw RuntimeError("'withAlpha' needs a colour") }
            try args.expect(count: 1)
            // Clamped to 0...1 as UIColor's alpha; nan and the infinities have no alpha to clamp to.
            let alpha = try args.number(0)
            guard alpha.isFinite else { throw args.about(0, nil, "withAlpha expects a finite number, got \(Value.format(alpha))") }
            return .color(c.withAlpha(alpha))
        },
    ]

    static let mapRectMethods: [String: NativeMethod] = {
        func rect(_ v: Value, _ name: String) throws -> MapRect {
            guard case .mapRect(let r) = v else { throw RuntimeError("\(name) expects a MapRect, got \(v.typeName)") }
            return r
        }
        return [
            "intersects": NativeMethod(name: "intersects", described: ("(MapRect) -> bool", "Whether two map rects share a point (MKMapRect.intersects).")) { _, receiver, args in
                try args.expect(count: 1)
                return .bool(try rect(receiver, "intersects").intersects(try rect(args[0], "intersects")))
            },
            "union": NativeMethod(name: "union", described: ("(MapRect) -> MapRect", "The smallest map rect holding both (MKMapRect.union).")) { _, receiver, args in
                try args.expect(count: 1)
                return .mapRect(try rect(receiver, "union").union(try rect(args[0], "union")))
            },
            "intersection": NativeMethod(name: "intersection", described: ("(MapRect) -> MapRect",
                                                                       "The part both hold; the null rect when they do not meet (MKMapRect.intersection).")) { _, receiver, args in
                try args.expect(count: 1)
                return .mapRect(try rect(receiver, "intersection").intersection(try rect(args[0], "intersection")))
            },
            "insetBy": NativeMethod(name: "insetBy", described: ("(dx: number, dy: number) -> MapRect",
                                                             "The map rect shrunk by dx each side and dy top and bottom, grown for negative values; the null rect past nothing (MKMapRect.insetBy).")) { _, receiver, args in
                let (dx, dy) = try offsets(args)
                return .mapRect(try rect(receiver, "insetBy").insetBy(dx: dx, dy: dy))
            },
            "offsetBy": NativeMethod(name: "offsetBy", described: ("(dx: number, dy: number) -> MapRect", "The map rect moved by dx and dy (MKMapRect.offsetBy).")) { _, receiver, args in
                let (dx, dy) = try offsets(args)
                return .mapRect(try rect(receiver, "offsetBy").offsetBy(dx: dx, dy: dy))
            },
            "contains": NativeMethod(name: "contains", described: ("(MapPoint | MapRect) -> bool",
                                                                   "Whether a map point or a map rect lies inside (MKMapRect.contains).")) { _, receiver, args in
                try args.expect(count: 1)
                let r = try rect(receiver, "contains")
                switch args[0] {
                case .mapPoint(let p): return .bool(r.contains(p))
                case .mapRect(let other): return .bool(r.contains(other))
                default: throw RuntimeError("contains expects a MapPoint or MapRect, got \(args[0].typeName)")
                }
            },
        ]
    }()

    static let rectMethods: [String: NativeMethod] = {
        func rect(_ v: Value, _ name: String) throws -> Rect {
            guard case .rect(let r) = v else { throw RuntimeError("\(name) expects a Rect, got \(v.typeName)") }
            return r
        }
        return [
            "intersects": NativeMethod(name: "intersects", described: ("(Rect) -> bool", "Whether two rects overlap (CGRect.intersects).")) { _, receiver, args in
                try args.expect(count: 1)
                return .bool(try rect(receiver, "intersects").intersects(try rect(args[0], "intersects")))
            },
            "contains": NativeMethod(name: "contains", described: ("(Point) -> bool",
                                                                   "Whether a point lies inside, on a minimum edge included, on a maximum one not (CGRect.contains).")) { _, receiver, args in
                try args.expect(count: 1)
                guard case .point(let p) = args[0] else { throw RuntimeError("contains expects a Point, got \(args[0].typeName)") }
                return .bool(try rect(receiver, "contains").contains(p))
            },
            "union": NativeMethod(name: "union", described: ("(Rect) -> Rect", "The smallest rect holding both (CGRect.union).")) { _, receiver, args in
                try args.expect(count: 1)
                return .rect(try rect(receiver, "union").union(try rect(args[0], "union")))
            },
            "intersection": NativeMethod(name: "intersection", described: ("(Rect) -> Rect?", "The part both hold; nil when they do not meet (CGRect.intersection).")) { _, receiver, args in
                try args.expect(count: 1)
                return try rect(receiver, "intersection").intersection(try rect(args[0], "intersection")).map(Value.rect) ?? .nil
            },
            "insetBy": NativeMethod(name: "insetBy", described: ("(dx: number, dy: number) -> Rect?",
                                                             "The rect shrunk by dx each side and dy top and bottom, grown for negative values; nil past nothing (CGRect.insetBy).")) { _, receiver, args in
                let (dx, dy) = try offsets(args)
                let inset = try rect(receiver, "insetBy").insetBy(dx: dx, dy: dy)
                return inset.width >= 0 && inset.height >= 0 ? .rect(inset) : .nil
            },
            "offsetBy": NativeMethod(name: "offsetBy", described: ("(dx: number, dy: number) -> Rect", "The rect moved by dx and dy (CGRect.offsetBy).")) { _, receiver, args in
                let (dx, dy) = try offsets(args)
                return .rect(try rect(receiver, "offsetBy").offsetBy(dx: dx, dy: dy))
            },
        ]
    }()

    /// The `dx:` and `dy:` of `insetBy` and `offsetBy`, finite numbers.
    private static func offsets(_ args: Arguments) throws -> (dx: Double, dy: Double) {
        try args.expect(count: 2, labels: ["dx", "dy"])
        let dx = try args.number(0, "dx"), dy = try args.number(1, "dy")
        guard dx.isFinite else { throw args.about(0, "dx", "\(args.functionName) expects a finite number for 'dx', got \(Value.format(dx))") }
        guard dy.isFinite else { throw args.about(1, "dy", "\(args.functionName) expects a finite number for 'dy', got \(Value.format(dy))") }
        return (dx, dy)
    }
}
