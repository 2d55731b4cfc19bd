/// The side of a callout an accessory sits on.
public enum CalloutSide: Int, CaseIterable, Sendable {
    case left
    case right
}
