import MapScriptSyntax

/// The compiled form of an expression: a tree of final classes, each with its operands and
/// its resolved slots (never a name to look up). `eval` is the one virtual call per node.
class ExprNode {
    let span: SourceSpan

    init(span: SourceSpan) {
        self.span = span
    }

    func eval(_ ip: Interpreter) throws -> Value { .nil }

    /// The value as a condition (`if`, `while`). Comparisons override it to answer without
    /// making a `Value` first.
    func isTrue(_ ip: Interpreter) throws -> Bool { try eval(ip).isTruthy }
}

/// Statements to run in order (a class, so running them copies one reference, not two
/// arrays). Holds them strongly, and also as unmanaged references in a buffer of its own
/// (not an array, whose buffer every run would retain and release) so the hot loop calls
/// each one without any reference counting.
final class StatementList {
    let nodes: [StmtNode]
    private let references: UnsafeMutableBufferPointer<Unmanaged<StmtNode>>

    init(_ nodes: [StmtNode]) {
        self.nodes = nodes
        self.references = .allocate(capacity: nodes.count)
        _ = references.initialize(from: nodes.lazy.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        references.deallocate()
    }

    var count: Int { nodes.count }

    /// Runs the statements; stops at the first that does not finish normally.
    @inline(__always)
    func run(_ ip: Interpreter) throws -> Flow {
        for reference in references {
            let flow = try reference._withUnsafeGuaranteedRef { try $0.exec(ip) }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }
}

/// Expressions evaluated in order (call arguments), called without retaining each one.
final class ExpressionList {
    let nodes: [ExprNode]
    private let references: UnsafeMutableBufferPointer<Unmanaged<ExprNode>>

    init(_ nodes: [ExprNode]) {
        self.nodes = nodes
        self.references = .allocate(capacity: nodes.count)
        _ = references.initialize(from: nodes.lazy.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        references.deallocate()
    }

    var count: Int { nodes.count }
    var isEmpty: Bool { nodes.isEmpty }

    /// Evaluates each expression onto the value stack.
    @inline(__always)
    func push(_ ip: Interpreter) throws {
        for reference in references {
            let value = try reference._withUnsafeGuaranteedRef { try $0.eval(ip) }
            ip.push(value)
        }
    }
}

/// The compiled form of a statement.
class StmtNode {
    let span: SourceSpan

    init(span: SourceSpan) {
        self.span = span
    }

    func exec(_ ip: Interpreter) throws -> Flow { .normal }
}
