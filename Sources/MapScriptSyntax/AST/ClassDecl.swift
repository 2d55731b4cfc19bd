/// `class Name: Super { members }`.
public struct ClassDecl: Sendable {
    public var name: Identifier
    public var superclass: Identifier?
    /// In source order.
    public var members: [ClassMember]

    public init(name: Identifier, superclass: Identifier?, members: [ClassMember]) {
        self.name = name
        self.superclass = superclass
        self.members = members
    }

    public var fields: [VariableDecl] {
        members.compactMap { if case .field(let field, _) = $0 { field } else { nil } }
    }
    /// The `init`, if declared (the parser reports a second one).
    public var initializer: FunctionLiteral? {
        for member in members { if case .initializer(let function) = member { return function } }
        return nil
    }
    public var methods: [FunctionLiteral] {
        members.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }
}
