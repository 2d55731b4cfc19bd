/// What the reference says of one member of a built-in class: its name, and its type (a
/// property's value) or signature (a method's parameters and result). Registry rows record one
/// for every member they declare, so the language reference, completion and hover read the
/// same facts as the interpreter.
public struct MemberReference: Equatable, Sendable {
    public enum Kind: Sendable {
        case initializer, property, readOnlyProperty, method, overridableMethod, staticMember
    }

    public let kind: Kind
    public let name: String
    /// A property's value type ("Coordinate", "Color?"); a method's or initializer's parameters
    /// and result ("(annotation, reuseIdentifier: string?)", "(for: Annotation) -> AnnotationView?").
    public let type: String
    /// One line saying what the member is, in MapKit's terms where it has a MapKit counterpart;
    /// empty for an initializer, which the class's own summary describes.
    public let summary: String
    /// The names of a method's parameters, in order: for an overridable method, the arguments
    /// the map passes to a script's override (it passes them all).
    public let parameters: [String]
    /// A property of an enum type: the names of the cases it takes, which may be only some
    /// (MapView.mapType draws no imagery); nil for a property of any other type.
    public let acceptedCases: [String]?

    public init(_ kind: Kind, _ name: String, _ type: String, summary: String = "", parameters: [String] = [],
                acceptedCases: [String]? = nil) {
        self.kind = kind
        self.name = name
        self.type = type
        self.summary = summary
        self.parameters = parameters
        self.acceptedCases = acceptedCases
    }

    /// "2", or "1 to 3" for a function with defaults: how many arguments it takes.
    static func takes(_ required: Int, _ count: Int) -> String {
        required == count ? "\(required)" : "\(required) to \(count)"
    }

    /// Why a script method of this overridable method's name, declaring `declared` parameters
    /// of which the first `required` have no default, cannot take the map's call; nil when it
    /// can. The compiler reports it at the declaration, and a call the compiler could not
    /// foresee (a superclass chosen at run time) at the same place, in the same words.
    func overrideMismatch(declared: [String], required: Int) -> (message: String, help: String)? {
        let passed = parameters.count
        guard passed < required || passed > declared.count else { return nil }
        let arguments = passed == 0 ? "no arguments" : passed == 1 ? "1 argument (\(parameters[0]))"
            : "\(passed) arguments (\(parameters.joined(separator: ", ")))"
        return ("the map calls '\(name)' with \(arguments), but this declaration takes \(MemberReference.takes(required, declared.count))",
                "declare it as 'func \(name)(\(parameters.joined(separator: ", ")))'")
    }
}
