import Foundation

/// The global functions and constants every script has (language reference §10): `print`,
/// the maths functions, `pi`, the conversions `Number` and `String`, and `random`. Methods
/// of lists, strings and dictionaries live in their own files.
enum CoreLibrary {
    static func install(in interpreter: Interpreter) {
        func define(_ name: String, _ reference: FunctionReference, _ body: @escaping (Interpreter, Arguments) throws -> Value) {
            let function = BuiltinFunction(name: name, body)
            function.reference = reference
            interpreter.define(global: name, value: .builtin(function))
        }

        define("print", FunctionReference(["(any, ...)"], "Writes its values, separated by spaces, as one line of output.")) { ip, args in
            // Any number of values, and no labels: Swift's `separator:` and `terminator:` would
            // otherwise be dropped without a word.
            do {
                try args.expect(count: 0, .max)
            } catch var error as RuntimeError {
                error.help = "print separates its values with spaces and ends the line; for another separator or ending, "
                    + "print one string: print(\"\\(a)-\\(b)\")"
                throw error
            }
            var line = ""
            for (index, value) in args.positional.enumerated() {
                if index > 0 { line += " " }
                line += try ip.text(of: value, nil)
            }
            line += "\n"
            try ip.output(line)
            return .nil
        }

        func unary(_ name: String, _ summary: String, _ f: @escaping (Double) -> Double) {
            let body: (Interpreter, Arguments) throws -> Value = { _, args in
                try args.expect(count: 1)
                return .number(f(try args.number(0)))
            }
            let builtin = BuiltinFunction(name: name, single: { ip, value in
                if case .number(let x) = value { return .number(f(x)) }
                return try body(ip, Arguments([value], functionName: name))
            }, body)
            builtin.reference = FunctionReference(["(number) -> number"], summary)
            interpreter.define(global: name, value: .builtin(builtin))
        }
        unary("abs", "The absolute value of a number.") { Swift.abs($0) }
        unary("sqrt", "The square root of a number.") { $0.squareRoot() }
        unary("floor", "The largest whole number not above a number.") { $0.rounded(.down) }
        unary("ceil", "The smallest whole number not below a number.") { $0.rounded(.up) }
        unary("round", "A number rounded to the nearest whole number, halves away from zero.") { $0.rounded(.toNearestOrAwayFromZero) }
        unary("sin", "The sine of an angle in radians.", Foundation.sin)
        unary("cos", "The cosine of an angle in radians.", Foundation.cos)
        unary("tan", "The tangent of an angle in radians.", Foundation.tan)
        unary("log", "The natural logarithm of a number.", Foundation.log)
        unary("exp", "e raised to the power of a number.", Foundation.exp)
        define("pow", FunctionReference(["(number, number) -> number"], "The first number raised to the power of the second.")) { _, args in
            try args.expect(count: 2)
            return .number(Foundation.pow(try args.number(0), try args.number(1)))
        }
        define("atan2", FunctionReference(["(y: number, x: number) -> number"],
                                          "The angle in radians from +x to the point (x, y); y comes first.")) { _, args in
            try args.expect(count: 2)
            return .number(Foundation.atan2(try args.number(0), try args.number(1)))
        }
        let extremumSignatures = ["(number, ...) -> number", "([number]) -> number"]
        define("min", FunctionReference(extremumSignatures, "The smallest of its numbers, or of a list's.")) { _, args in
            try extremum(args, "min", <)
        }
        define("max", FunctionReference(extremumSignatures, "The largest of its numbers, or of a list's.")) { _, args in
            try extremum(args, "max", >)
        }
        interpreter.define(global: "pi", value: .number(Double.pi))

        let number = BuiltinFunction(name: "Number") { _, args in
            try args.expect(count: 1)
            switch args[0] {
            case .number: return args[0]
            case .string(let s):
                // Read as `--set` reads a number: as a script writes one, so the text of a
                // number gives it back and "nan", "inf" or "1e400" give nil, not a number
                // that would fail far from here.
                guard let n = ScriptConstant.number(from: s.trimmingCharacters(in: .whitespaces)) else { return .nil }
                return .number(n)
            case .bool(let b): return .number(b ? 1 : 0)
            default: return .nil
            }
        }
        number.typeTest = { if case .number = $0 { return true } else { return false } }
        number.reference = FunctionReference(["(any) -> number?"],
                                             "A number from a number, the text of one as a script writes it, or a bool (1 or 0); nil from anything else, and from text that is not a finite number.")
        interpreter.define(global: "Number", value: .builtin(number))

        let string = BuiltinFunction(name: "String", single: { ip, value in
            switch value {
            case .string: return value
            case .number(let n): return .string(Value.format(n))
            default: return .string(try ip.text(of: value, nil))
            }
        }) { ip, args in
            try args.expect(count: 1)
            return .string(try ip.text(of: args[0], nil))
        }
        string.typeTest = { if case .string = $0 { return true } else { return false } }
        string.reference = FunctionReference(["(any) -> string"], "The text of a value, as print writes it.")
        interpreter.define(global: "String", value: .builtin(string))

        interpreter.define(global: "random", value: .native(RandomSource(interpreter.random)))
    }

    /// `min(a, b, ...)` or `min(list)`: numbers, or strings, not a mix.
    private static func extremum(_ args: Arguments, _ name: String, _ better: (Double, Double) -> Bool) throws -> Value {
        try args.expect(count: 0, .max)
        var values = args.positional
        if values.count == 1, case .list(let list) = values[0] { values = list.elements }
        guard var best = values.first else {
            throw RuntimeError("\(name) needs at least one value")
        }
        for value in values {
            guard case .number(let candidate) = value, case .number(let current) = best else {
                throw RuntimeError("\(name) expects numbers, got \(value.typeName)")
            }
            if better(candidate, current) { best = value }
        }
        return best
    }
}
