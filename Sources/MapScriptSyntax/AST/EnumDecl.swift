/// `enum Name { case a, b; func m() {} }`.
public struct EnumDecl: Sendable {
    public var name: Identifier
    /// In source order.
    public var members: [EnumMember]

    public init(name: Identifier, members: [EnumMember]) {
        self.name = name
        self.members = members
    }

    /// All case names in order; a case's raw value is its index here.
    public var cases: [Identifier] {
        var names: [Identifier] = []
        for member in members {
            if case .cases(let group, _) = member { names += group }
        }
        return names
    }
    public var methods: [FunctionLiteral] {
        members.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }
}
