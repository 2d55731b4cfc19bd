/// How an error names the value a conversion reads: "argument 2 of Point", "'center' of
/// Circle", "PolygonRenderer.fillColor". It keeps the parts and spells them out only when an
/// error message asks for its description: almost every conversion succeeds, and building the
/// text for each argument of each native call would cost more than the conversion itself.
struct ValueContext: CustomStringConvertible {
    private enum Parts {
        case argument(function: String, index: Int)
        case labelled(function: String, label: String)
        case property(className: String, name: String)
        case declaration(String)
    }

    private let parts: Parts

    /// The parameter at `index` (0-based) of `function`, or the one labelled `label`.
    static func argument(_ index: Int, label: String?, givenByLabel: Bool, of function: String) -> ValueContext {
        if let label, givenByLabel { return ValueContext(parts: .labelled(function: function, label: label)) }
        return ValueContext(parts: .argument(function: function, index: index))
    }

    /// The property `name` of a `className` object.
    static func property(_ name: String, of className: String) -> ValueContext {
        ValueContext(parts: .property(className: className, name: name))
    }

    /// A part of a scene declaration, named as written ("'radius' of a circle declaration").
    static func declaration(_ text: String) -> ValueContext {
        ValueContext(parts: .declaration(text))
    }

    var description: String {
        switch parts {
        case .argument(let function, let index): return "argument \(index + 1) of \(function)"
        case .labelled(let function, let label): return "'\(label)' of \(function)"
        case .property(let className, let name): return className + "." + name
        case .declaration(let text): return text
        }
    }
}
