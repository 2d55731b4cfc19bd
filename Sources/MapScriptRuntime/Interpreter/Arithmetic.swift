import MapScriptSyntax

/// The slow paths of the arithmetic operators (the nodes try two numbers inline first).
enum Arithmetic {
    /// Strings and lists are charged to the step and memory bounds by their length before
    /// they are made, so a loop doubling one stops with an error, not an allocator abort.
    static func add(_ a: Value, _ b: Value, span: SourceSpan, ip: Interpreter) throws -> Value {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.string(let x), .string(let y)):
            try ip.makeText(byteCount: x.utf8.count + y.utf8.count, span)
            return .string(x + y)
        case (.list(let x), .list(let y)):
            try ip.makeList(count: x.elements.count + y.elements.count, span)
            return .list(ListObject(x.elements + y.elements))
        default:
            var error = RuntimeError("'+' needs two numbers or two strings, got \(a.typeName) and \(b.typeName)", span: span)
            if let other = joinedToString(a, b) {
                let kind = other.value.typeName
                error.help = "to put \(Value.article(kind)) \(kind) into a string, interpolate it: \"text \\(value)\""
            } else {
                error.help = namedNumberHelp(a, b, "+")
            }
            throw error
        }
    }

    /// The operand that is not a string when exactly one of the two is (`"a" + 1` is meant as
    /// a string with the number in it), and whether it is the left one.
    static func joinedToString(_ a: Value, _ b: Value) -> (value: Value, isLeft: Bool)? {
        switch (a, b) {
        case (.string, .string): return nil
        case (.string, _): return (b, false)
        case (_, .string): return (a, true)
        default: return nil
        }
    }

    /// `target += b` where the variable lies (a local slot or a global). Numbers add in
    /// place; anything else is moved out of the variable first, so a string held only there
    /// is uniquely referenced and grows in place (`text += piece` in a loop stays linear). On
    /// an error the variable keeps its value. Runs no script code, so `target` stays valid.
    static func add(_ b: Value, into target: UnsafeMutablePointer<Value>, span: SourceSpan, ip: Interpreter) throws {
        if case .number(let x) = target.pointee, case .number(let y) = b {
            target.pointee = .number(x + y)
            return
        }
        // Charged while the variable still holds its value, which a measurement must see.
        if case .string(let y) = b { try ip.makeText(byteCount: y.utf8.count, span) }
        var current = Value.nil
        swap(&current, &target.pointee)
        if case .string(var x) = current, case .string(let y) = b {
            // Dropping `current`'s reference leaves `x` the only one.
            current = .nil
            x += y
            target.pointee = .string(x)
            return
        }
        do {
            target.pointee = try add(current, b, span: span, ip: ip)
        } catch {
            target.pointee = current
            throw error
        }
    }

    /// Both operands as numbers. Given the operands' spans, an error with one number among
    /// them puts its caret under the other, the one at fault.
    static func numbers(_ a: Value, _ b: Value, _ op: String, span: SourceSpan,
                        operands: (left: SourceSpan, right: SourceSpan)? = nil) throws -> (Double, Double) {
        guard case .number(let x) = a, case .number(let y) = b else {
            throw RuntimeError("'\(op)' needs two numbers, got \(a.typeName) and \(b.typeName)",
                               span: culprit(a, b, operands: operands) ?? span, help: namedNumberHelp(a, b, op))
        }
        return (x, y)
    }

    /// The help for a name of MapKit's numbers met by arithmetic with a number (`.defaultHigh +
    /// 1`): the name has no number there, and the help gives it, with the sum to write.
    static func namedNumberHelp(_ a: Value, _ b: Value, _ op: String) -> String? {
        switch (a, b) {
        case (.implicitMember(let name), .number(let other)):
            return NamedNumbers.arithmeticHelp(forName: name) { "\($0) \(op) \(Value.format(other))" }
        case (.number(let other), .implicitMember(let name)):
            return NamedNumbers.arithmeticHelp(forName: name) { "\(Value.format(other)) \(op) \($0)" }
        default:
            return nil
        }
    }

    /// The span of the operand that is not a number when the other is.
    static func culprit(_ a: Value, _ b: Value, operands: (left: SourceSpan, right: SourceSpan)?) -> SourceSpan? {
        guard let operands else { return nil }
        switch (a, b) {
        case (.number, .number): return nil
        case (.number, _): return operands.right
        case (_, .number): return operands.left
        default: return nil
        }
    }

    static func divide(_ x: Double, _ y: Double, span: SourceSpan) throws -> Value {
        guard y != 0 else { throw RuntimeError("division by zero", span: span) }
        return .number(x / y)
    }

    static func remainder(_ x: Double, _ y: Double, span: SourceSpan) throws -> Value {
        guard y != 0 else { throw RuntimeError("division by zero", span: span) }
        // Whole numbers (the common case: `i % 7`) take the integer instruction, not fmod.
        if let a = Int64(exactly: x), let b = Int64(exactly: y) {
            let (r, overflow) = a.remainderReportingOverflow(dividingBy: b)
            if !overflow { return .number(Double(r)) }
        }
        return .number(x.truncatingRemainder(dividingBy: y))
    }

    /// `==` as the operator applies it: a leading-dot name compared with an enum case must
    /// name one of that enum's cases, and one is never compared with a number (`NamedNumbers`).
    static func equal(_ a: Value, _ b: Value, span: SourceSpan) throws -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.enumCase(let c), .implicitMember(let name)), (.implicitMember(let name), .enumCase(let c)):
            guard let match = c.type.case(named: name) else {
                throw RuntimeError("'.\(name)' is not a case of \(c.type.name)", span: span,
                                   suggestion: Suggestions.closest(to: name, among: c.type.caseNames).map { "." + $0 })
            }
            return match === c
        case (.number, .implicitMember(let name)), (.implicitMember(let name), .number):
            // The compiler gives a priority property's names their numbers; anywhere else a
            // number has no names, and a silent `false` would hide the mistake.
            throw RuntimeError("a number has no case '.\(name)'; names of numbers are known where they meet a priority "
                               + "property (view.displayPriority == .required)", span: span)
        default:
            return a.isEqual(to: b)
        }
    }
}
