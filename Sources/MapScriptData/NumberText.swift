/// Numbers as text for messages and identifiers: whole numbers without a fraction (`7`, not
/// `7.0`), others in the shortest form that reads back exactly.
enum NumberText {
    static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
