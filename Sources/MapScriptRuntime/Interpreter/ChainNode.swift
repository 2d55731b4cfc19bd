import MapScriptSyntax

/// A long chain of operators of one precedence level (`1 + 1 + ... + 1`, `a and b and ...`,
/// as generated scripts write them), evaluated in a loop: the value of the operands so far
/// is handed to each step's `apply`, so neither evaluating the chain nor freeing it recurses
/// once per operator on the native stack, however many operands it has.
///
/// Each step is the node the operator has in a short chain, so a step computes and fails
/// exactly as it would there; its left operand is a node that only carries the span of the
/// operands before it (never evaluated), where an error about them puts the caret. Folding
/// from the left is each operator's meaning: arithmetic, `and` and `or` group from the left,
/// and `a ?? b ?? c` gives the first value that is not nil, as `(a ?? b) ?? c` does too.
final class ChainNode: ExprNode {
    let first: ExprNode
    let steps: [BinaryNode]
    /// The steps again, unretained (as `StatementList` keeps its statements), so the loop
    /// calls each without reference counting.
    private let references: UnsafeMutableBufferPointer<Unmanaged<BinaryNode>>

    init(first: ExprNode, steps: [BinaryNode], span: SourceSpan) {
        self.first = first
        self.steps = steps
        references = .allocate(capacity: steps.count)
        _ = references.initialize(from: steps.lazy.map { Unmanaged.passUnretained($0) })
        super.init(span: span)
    }

    deinit {
        references.deallocate()
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        var value = try first.eval(ip)
        for reference in references {
            // `value` is replaced by the result, so the optimizer hands it over to `apply`
            // rather than copying it. (An explicit `consume` of it inside this closure released
            // a string twice.)
            value = try reference._withUnsafeGuaranteedRef { try $0.apply(value, ip) }
        }
        return value
    }
}
