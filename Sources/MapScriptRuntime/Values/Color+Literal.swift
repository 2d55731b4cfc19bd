import MapScriptScene
import MapScriptSyntax

extension Color {
    /// The colour a literal (`#FF8800`, `#0F08`) writes, its components of 0 to 255 as 0 to 1.
    init(_ literal: ColorLiteral) {
        self.init(red: Double(literal.red) / 255, green: Double(literal.green) / 255, blue: Double(literal.blue) / 255,
                  alpha: Double(literal.alpha) / 255)
    }
}
