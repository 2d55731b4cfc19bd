/// An RGBA colour with components in 0...1 (UIColor in the sRGB space).
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components outside 0...1 are clamped, and a NaN becomes 0, so every colour can be written.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha (UIColor.withAlphaComponent).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    // UIKit's named colours, with UIKit's component values.
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The named colours, in a fixed order, for clients that look colours up by name.
    public static let named: [(name: String, color: Color)] = [
        ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("magenta", .magenta),
        ("yellow", .yellow), ("orange", .orange), ("purple", .purple), ("brown", .brown),
        ("black", .black), ("white", .white), ("gray", .gray), ("clear", .clear),
    ]
}
