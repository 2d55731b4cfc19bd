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

    public init(_ kind: Kind, _ name: String, _ type: String, summary: String = "") {
        self.kind = kind
        self.name = name
        self.type = type
        self.summary = summary
    }
}
