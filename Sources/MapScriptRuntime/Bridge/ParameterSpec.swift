import MapScriptGeometry
import MapScriptScene

/// One parameter of a registry row's initializer or method: its label (nil for a positional
/// one; a labelled one may also be given by position, as everywhere in the language), its value
/// type, and for an optional parameter the value it takes when left out.
struct ParameterSpec<T> {
    let label: String?
    let type: ValueType<T>
    let defaultValue: T?
    let defaultText: String?

    init(_ type: ValueType<T>) {
        self.init(nil, type)
    }

    init(_ label: String?, _ type: ValueType<T>) {
        self.label = label
        self.type = type
        defaultValue = nil
        defaultText = nil
    }

    /// An optional parameter; `text` is how the reference shows the default (`false`, `.aboveLabels`).
    init(_ label: String?, _ type: ValueType<T>, default value: T, _ text: String) {
        self.label = label
        self.type = type
        defaultValue = value
        defaultText = text
    }

    var isRequired: Bool { defaultValue == nil }

    /// `label: Type = default` as the reference writes it.
    var signature: String {
        (label.map { "\($0): " } ?? "") + type.name + (defaultText.map { " = \($0)" } ?? "")
    }

    /// The argument at `index` (or given with the label) read as `T`, or the default.
    @inline(__always)
    func read(_ arguments: Arguments, at index: Int) throws -> T {
        if let defaultValue {
            return try arguments.readOptional(index, label) { try type.read($0, $1) } ?? defaultValue
        }
        return try arguments.read(index, label) { try type.read($0, $1) }
    }
}

/// The parameters of `addArc(center:, radius:, startAngle:, endAngle:, clockwise:)`, which a
/// drawing context and a path share (CGContext.addArc and CGMutablePath.addArc).
extension ParameterSpec where T == Point {
    static let arcCenter = ParameterSpec("center", .point)
}

extension ParameterSpec where T == Double {
    /// A length: Core Graphics documents no meaning for a negative radius, and taking its
    /// size hid the mistake. A non-finite radius or angle gave an arc of nothing, silently.
    static let arcRadius = ParameterSpec("radius", .points)
    static let arcStartAngle = ParameterSpec("startAngle", .finite)
    static let arcEndAngle = ParameterSpec("endAngle", .finite)
}

extension ParameterSpec where T == Bool {
    static let arcClockwise = ParameterSpec("clockwise", .bool)
}

extension ParameterSpec where T == EdgeInsets {
    /// MapKit's room left around a map rect fitted into the view; none by default.
    static let edgePadding = ParameterSpec("edgePadding", .edgeInsets, default: .zero, "EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)")
}

extension ParameterSpec where T == FillRule {
    /// `using:` of a path's `contains` and a context's `fillPath` and `clip`: CGPathFillRule,
    /// non-zero winding unless `.evenOdd` is asked for.
    static let fillRule = ParameterSpec("using", .enumCase(BuiltinEnums.pathFillRule), default: .nonZero, ".winding")
}
