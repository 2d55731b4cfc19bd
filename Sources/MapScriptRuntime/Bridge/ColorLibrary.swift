import MapScriptScene

/// The colours of the language reference §10: the named colours with UIKit's values and
/// `Color(r, g, b, a)` (components in 0...1, `a` defaulting to 1). `c.withAlpha(a)` is a
/// method of colour values.
enum ColorLibrary {
    static func install(in interpreter: Interpreter) {
        for (name, color) in Color.named {
            interpreter.define(global: name, value: .color(color))
        }
        let constructor = BuiltinFunction(name: "Color") { _, args in
            try args.expect(count: 3, 4, labels: ["red", "green", "blue", "alpha"])
            let alpha = try args.readOptional(3, "alpha") { try $0.asNumber($1) } ?? 1
            return .color(Color(red: try args.number(0, "red"), green: try args.number(1, "green"),
                                blue: try args.number(2, "blue"), alpha: alpha))
        }
        constructor.typeTest = { if case .color = $0 { true } else { false } }
        interpreter.define(global: "Color", value: .builtin(constructor))
    }
}
