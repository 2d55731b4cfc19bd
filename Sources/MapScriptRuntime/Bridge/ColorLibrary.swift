import MapScriptScene

/// The colours of the language reference §10: the named colours with UIKit's values and
/// `Color(r, g, b, a)` (components in 0...1, `a` defaulting to 1), and `Color("#rrggbb")`, the
/// text of a colour literal, for colours that come from data (simplestyle's `stroke` and
/// `fill` in GeoJSON). `c.withAlpha(a)` is a method of colour values.
enum ColorLibrary {
    static func install(in interpreter: Interpreter) {
        for (name, color) in Color.named {
            interpreter.define(global: name, value: .color(color))
        }
        let constructor = BuiltinFunction(name: "Color") { _, args in
            if args.count == 1, case .string(let text) = try args.required(0) {
                try args.expect(count: 1)
                guard let color = ColorLibrary.color(hexText: text) else {
                    throw args.about(0, nil, "'\(text)' is not a colour; the text of a colour is #RGB, #RRGGBB or #RRGGBBAA in hexadecimal digits")
                }
                return .color(color)
            }
            try args.expect(count: 3, 4, labels: ["red", "green", "blue", "alpha"])
            // Components outside 0...1 are clamped, as UIColor's are; one that is no number
            // at all (nan) has no colour to clamp to.
            let component = ValueType.finite.read
            let alpha = try args.readOptional(3, "alpha", component) ?? 1
            return .color(Color(red: try args.read(0, "red", component), green: try args.read(1, "green", component),
                                blue: try args.read(2, "blue", component), alpha: alpha))
        }
        constructor.typeTest = { if case .color = $0 { true } else { false } }
        constructor.reference = FunctionReference(["(red: number, green: number, blue: number, alpha: number = 1) -> Color",
                                                   "(string) -> Color"],
                                                  "A colour from components in 0...1, or from the text of a colour literal, \"#0969da\" (UIColor).")
        interpreter.define(global: "Color", value: .builtin(constructor))
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, as the colour literals of the language.
    static func color(hexText text: String) -> Color? {
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), [3, 6, 8].contains(digits.count),
              digits.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 | 0x20 })
        else { return nil }
        var values: [Double] = []
        var index = 0
        while index < digits.count {
            let pair = digits.count == 3 ? [digits[index], digits[index]] : [digits[index], digits[index + 1]]
            guard let byte = UInt8(String(decoding: pair, as: UTF8.self), radix: 16) else { return nil }
            values.append(Double(byte) / 255)
            index += digits.count == 3 ? 1 : 2
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }
}
