/// The value of a literal token.
public enum TokenValue: Sendable, Equatable {
    case none
    case number(Double)
    case color(ColorLiteral)
}
