/// The legacy pin colours of MKPinAnnotationView.
public enum PinColor: Int, CaseIterable, Sendable {
    case red
    case green
    case purple

    public var color: Color {
        switch self {
        case .red: return .red
        case .green: return .green
        case .purple: return .purple
        }
    }
}
