import MapScriptSyntax

// Reading and writing variables. The compiler picks the node by where the variable lives:
// a slot of the running call, a box in that slot (captured by a closure), a capture of the
// running closure, or a global.

final class ConstantNode: ExprNode {
    let value: Value
    init(_ value: Value, span: SourceSpan) {
        self.value = value
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value { value }
}

final class LocalGet: ExprNode {
    let slot: Int
    init(slot: Int, span: SourceSpan) {
        self.slot = slot
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value { ip.frame[slot] }
}

final class BoxedLocalGet: ExprNode {
    let slot: Int
    init(slot: Int, span: SourceSpan) {
        self.slot = slot
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value { try ip.box(at: slot, span: span).value }
}

final class CaptureGet: ExprNode {
    let index: Int
    init(index: Int, span: SourceSpan) {
        self.index = index
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value { ip.currentClosure.captures[index].value }
}

final class GlobalGet: ExprNode {
    let slot: Int
    init(slot: Int, span: SourceSpan) {
        self.slot = slot
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let value = ip.globals[slot]
        // Only a nil can be a slot not yet given a value, so other reads pay one comparison.
        if case .nil = value, !ip.globalIsSet[slot] { throw ip.globalReadBeforeItsDeclaration(slot: slot, span: span) }
        return value
    }
}

/// Where a variable lives, for the statements that write it.
enum VariableLocation {
    case local(Int)
    case boxed(Int)
    case capture(Int)
    case global(Int)

    var isBoxed: Bool {
        if case .boxed = self { return true }
        return false
    }

    func reader(span: SourceSpan) -> ExprNode {
        switch self {
        case .local(let slot): return LocalGet(slot: slot, span: span)
        case .boxed(let slot): return BoxedLocalGet(slot: slot, span: span)
        case .capture(let index): return CaptureGet(index: index, span: span)
        case .global(let slot): return GlobalGet(slot: slot, span: span)
        }
    }

    /// Stores a value already evaluated.
    @inline(__always)
    func store(_ value: Value, _ ip: Interpreter, span: SourceSpan) throws {
        switch self {
        case .local(let slot): ip.frame[slot] = value
        case .boxed(let slot): try ip.box(at: slot, span: span).value = value
        case .capture(let index): ip.currentClosure.captures[index].value = value
        case .global(let slot):
            ip.globals[slot] = value
            ip.globalIsSet[slot] = true
        }
    }

    /// Declares: a boxed local gets a fresh box (a new binding per loop iteration).
    @inline(__always)
    func declare(_ value: Value, _ ip: Interpreter, span: SourceSpan) throws {
        if case .boxed(let slot) = self {
            ip.boxes[ip.base + slot] = Box(value)
        } else {
            try store(value, ip, span: span)
        }
    }
}

/// Makes the box of a captured local before its value exists (a local function or class
/// that refers to itself).
final class BoxDeclaration: StmtNode {
    let location: VariableLocation
    init(_ location: VariableLocation, span: SourceSpan) {
        self.location = location
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        try location.declare(.nil, ip, span: span)
        return .normal
    }
}

final class LocalSet: StmtNode {
    let slot: Int
    let value: ExprNode
    init(slot: Int, value: ExprNode, span: SourceSpan) {
        self.slot = slot
        self.value = value
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        ip.frame[slot] = v
        return .normal
    }
}

final class GlobalSet: StmtNode {
    let slot: Int
    let value: ExprNode
    init(slot: Int, value: ExprNode, span: SourceSpan) {
        self.slot = slot
        self.value = value
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        ip.globals[slot] = v
        ip.globalIsSet[slot] = true
        return .normal
    }
}

/// `x += value` on a global: strings grow in place, as for locals.
final class GlobalAdd: StmtNode {
    let slot: Int
    let value: ExprNode
    /// The variable's name, where an error about reading it points.
    let nameSpan: SourceSpan
    init(slot: Int, value: ExprNode, nameSpan: SourceSpan, span: SourceSpan) {
        self.slot = slot
        self.value = value
        self.nameSpan = nameSpan
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        if case .nil = ip.globals[slot], !ip.globalIsSet[slot] { throw ip.globalReadBeforeItsDeclaration(slot: slot, span: nameSpan) }
        try Arithmetic.add(v, into: ip.globals + slot, span: span, ip: ip)
        return .normal
    }
}

/// Any other variable write (boxed, captured) and every declaration.
final class VariableStore: StmtNode {
    let location: VariableLocation
    let value: ExprNode
    let isDeclaration: Bool
    init(_ location: VariableLocation, value: ExprNode, isDeclaration: Bool, span: SourceSpan) {
        self.location = location
        self.value = value
        self.isDeclaration = isDeclaration
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        if isDeclaration {
            try location.declare(v, ip, span: span)
        } else {
            try location.store(v, ip, span: span)
        }
        return .normal
    }
}

/// `x += value` on a local slot (the common loop counter, a string being built), without a
/// generic add node.
final class LocalAddNumber: StmtNode {
    let slot: Int
    let value: ExprNode
    init(slot: Int, value: ExprNode, span: SourceSpan) {
        self.slot = slot
        self.value = value
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        try Arithmetic.add(v, into: ip.frame + slot, span: span, ip: ip)
        return .normal
    }
}
