import MapScriptSyntax

final class ExpressionStatement: StmtNode {
    let expression: ExprNode
    init(_ expression: ExprNode, span: SourceSpan) {
        self.expression = expression
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        _ = try expression.eval(ip)
        return .normal
    }
}

/// The last expression of a REPL entry: its value is kept for the echo.
final class EchoStatement: StmtNode {
    let expression: ExprNode
    init(_ expression: ExprNode, span: SourceSpan) {
        self.expression = expression
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        ip.echo = try expression.eval(ip)
        return .normal
    }
}

final class BlockNode: StmtNode {
    let statements: StatementList
    init(_ statements: [StmtNode], span: SourceSpan) {
        self.statements = StatementList(statements)
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        try statements.run(ip)
    }
}

final class IfNode: StmtNode {
    /// The first branch, kept apart from the others so the common `if` reads no array.
    let condition: ExprNode
    let body: StatementList
    let otherConditions: [ExprNode]
    let otherBodies: [BlockNode]
    let elseBody: StatementList?
    init(conditions: [ExprNode], bodies: [BlockNode], elseBody: BlockNode?, span: SourceSpan) {
        self.condition = conditions[0]
        self.body = bodies[0].statements
        self.otherConditions = Array(conditions.dropFirst())
        self.otherBodies = Array(bodies.dropFirst())
        self.elseBody = elseBody?.statements
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        if try condition.isTrue(ip) { return try body.run(ip) }
        for i in 0..<otherConditions.count where try otherConditions[i].isTrue(ip) {
            return try otherBodies[i].statements.run(ip)
        }
        guard let elseBody else { return .normal }
        return try elseBody.run(ip)
    }
}

final class WhileNode: StmtNode {
    let condition: ExprNode
    let body: BlockNode
    init(condition: ExprNode, body: BlockNode, span: SourceSpan) {
        self.condition = condition
        self.body = body
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        while try condition.isTrue(ip) {
            try ip.step(span)
            switch try body.exec(ip) {
            case .normal, .continueLoop: continue
            case .breakLoop: return .normal
            case .returned: return .returned
            }
        }
        return .normal
    }
}

/// `for x in sequence`: ranges count without allocating; lists are walked by index, so
/// elements appended during the loop are visited; dictionaries give their keys, strings
/// their characters. A captured loop variable gets a fresh box each iteration.
final class ForInNode: StmtNode {
    let variable: VariableLocation
    let sequence: ExprNode
    let body: BlockNode
    init(variable: VariableLocation, sequence: ExprNode, body: BlockNode, span: SourceSpan) {
        self.variable = variable
        self.sequence = sequence
        self.body = body
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        let s = try sequence.eval(ip)
        switch s {
        case .range(let range):
            guard range.stepsExactly else {
                throw RuntimeError("the range \(Value.range(range).representation) goes past 2^53 (9007199254740992), beyond which "
                                   + "adding 1 to a number may not change it, so it cannot be stepped by 1", span: sequence.span)
            }
            var x = range.lower
            // Exact here: the last value is within 2^53 (a closed range's `upper + 1` may not be).
            let end = range.lower + range.stepCount
            if case .local(let slot) = variable {
                while x < end {
                    try ip.step(span)
                    ip.frame[slot] = .number(x)
                    switch try body.exec(ip) {
                    case .normal, .continueLoop: break
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    }
                    x += 1
                }
                return .normal
            }
            while x < end {
                if let flow = try iterate(.number(x), ip) { return flow }
                x += 1
            }
        case .list(let list):
            var i = 0
            while i < list.elements.count {
                if let flow = try iterate(list.elements[i], ip) { return flow }
                i += 1
            }
        case .dictionary(let dictionary):
            for key in dictionary.keys {
                if let flow = try iterate(key, ip) { return flow }
            }
        case .string(let string):
            for character in string {
                if let flow = try iterate(.string(String(character)), ip) { return flow }
            }
        default:
            throw RuntimeError("cannot iterate over a \(s.typeName)", span: sequence.span)
        }
        return .normal
    }

    /// One iteration; a flow to return when the loop ends here.
    @inline(__always)
    private func iterate(_ value: Value, _ ip: Interpreter) throws -> Flow? {
        try ip.step(span)
        try variable.declare(value, ip, span: span)
        switch try body.exec(ip) {
        case .normal, .continueLoop: return nil
        case .breakLoop: return .normal
        case .returned: return .returned
        }
    }
}

final class BreakNode: StmtNode {
    override func exec(_ ip: Interpreter) throws -> Flow { .breakLoop }
}

final class ContinueNode: StmtNode {
    override func exec(_ ip: Interpreter) throws -> Flow { .continueLoop }
}

final class ReturnNode: StmtNode {
    let value: ExprNode?
    init(_ value: ExprNode?, span: SourceSpan) {
        self.value = value
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        ip.returnValue = try value?.eval(ip) ?? .nil
        // The value is the answer an error about it points at (`return "oops"` from viewFor).
        ip.returnSpan = value?.span ?? span
        return .returned
    }
}

/// `switch`: the first case with a pattern equal to the subject runs; no fallthrough. A
/// leading-dot pattern matches the case of that name of the subject's enum; a range pattern
/// matches the numbers it contains.
final class SwitchNode: StmtNode {
    let subject: ExprNode
    let patterns: [[ExprNode]]
    let bodies: [BlockNode]
    let defaultBody: BlockNode?
    init(subject: ExprNode, patterns: [[ExprNode]], bodies: [BlockNode], defaultBody: BlockNode?, span: SourceSpan) {
        self.subject = subject
        self.patterns = patterns
        self.bodies = bodies
        self.defaultBody = defaultBody
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        let value = try subject.eval(ip)
        for i in 0..<patterns.count {
            for pattern in patterns[i] {
                let candidate = try pattern.eval(ip)
                if try matches(value, candidate, span: pattern.span) {
                    return try finish(bodies[i].exec(ip))
                }
            }
        }
        if let defaultBody { return try finish(defaultBody.exec(ip)) }
        return .normal
    }

    /// `break` inside a case leaves the switch.
    private func finish(_ flow: Flow) -> Flow {
        if case .breakLoop = flow { return .normal }
        return flow
    }

    private func matches(_ value: Value, _ pattern: Value, span: SourceSpan) throws -> Bool {
        if case .range(let r) = pattern, case .number(let n) = value { return r.contains(n) }
        return try Arithmetic.equal(value, pattern, span: span)
    }
}
