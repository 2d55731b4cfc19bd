/// Numbers in messages for a script's author, as the author would have written them: 91, not
/// 91.0; NaN, not the "-nan" Swift prints for a NaN with its sign bit set (sqrt(-1)).
public enum NumberWording {
    public static func text(_ value: Double) -> String {
        if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
            return String(Int64(value))
        }
        if value.isNaN { return "NaN" }
        return "\(value)"
    }
}
