/// One argument of a call: positional, or `label: value` (a label may be any identifier or keyword).
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr

    public init(label: Identifier?, value: Expr) {
        self.label = label
        self.value = value
    }

    public var span: SourceSpan { label.map { $0.span.union(value.span) } ?? value.span }
}
