import MapScriptSyntax

/// The arguments of a call into Swift: positional values first, then `label: value` pairs
/// in the order written. The accessors throw `RuntimeError`s that name the function and the
/// parameter, so built-ins report bad calls in one line.
///
/// A call from a script does not copy its arguments into arrays: they stay where the
/// interpreter evaluated them, on its value stack above the caller's slots, and this is a view
/// of them (the interpreter, where they start, how many are positional, and the call site's
/// labels). The view is valid while the native call it was given to runs, which is the only
/// time a body reads it; a body that keeps values copies them out (`positional`, `args[i]`).
/// Swift code calling scripts builds arguments from arrays instead (`init(_:keywords:)`).
public struct Arguments {
    /// The callee's name for error messages ("sqrt", "list.insert").
    public let functionName: String
    /// Values given by Swift code: the positional ones, then the keyword ones. nil for a view
    /// of the interpreter's stack.
    private let owned: [Value]?
    /// The interpreter whose stack holds the values of a view. Unowned and unchecked: a view
    /// lives only during a native call the interpreter is making, so the interpreter outlives
    /// it, and counting references here would cost two atomic operations per call.
    private unowned(unsafe) let interpreter: Interpreter?
    /// The stack index of the first value of a view.
    private let start: Int
    /// The number of positional arguments.
    public let count: Int
    /// The labels of the keyword arguments, in order; their values follow the positional ones.
    private let labels: [String]

    public init(_ positional: [Value], keywords: [(label: String, value: Value)] = [], functionName: String = "function") {
        self.functionName = functionName
        owned = keywords.isEmpty ? positional : positional + keywords.map(\.value)
        interpreter = nil
        start = 0
        count = positional.count
        labels = keywords.map(\.label)
    }

    /// A view of `count + labels.count` values the interpreter pushed from `start`.
    init(stackOf interpreter: Interpreter, from start: Int, positionalCount: Int, labels: [String], functionName: String) {
        self.functionName = functionName
        owned = nil
        self.interpreter = interpreter
        self.start = start
        count = positionalCount
        self.labels = labels
    }

    /// The value at `index` of all the values, positional then keyword ones.
    @inline(__always)
    private func stored(_ index: Int) -> Value {
        if let owned { return owned[index] }
        return interpreter.unsafelyUnwrapped.stack[start + index]
    }

    public var isEmpty: Bool { count == 0 && labels.isEmpty }

    /// The positional values, copied out.
    public var positional: [Value] {
        if let owned, labels.isEmpty { return owned }
        return (0..<count).map(stored)
    }

    /// The keyword arguments, copied out, in the order written.
    public var keywords: [(label: String, value: Value)] {
        labels.enumerated().map { ($0.element, stored(count + $0.offset)) }
    }

    public subscript(index: Int) -> Value {
        index >= 0 && index < count ? stored(index) : .nil
    }

    /// The value given with `label:`, if any.
    public func keyword(_ label: String) -> Value? {
        for (offset, given) in labels.enumerated() where given == label { return stored(count + offset) }
        return nil
    }

    /// The argument at `index`, or the one labelled `label` (either spelling is accepted).
    public func value(_ index: Int, _ label: String? = nil) -> Value? {
        if index >= 0 && index < count { return stored(index) }
        if let label = label { return keyword(label) }
        return nil
    }

    /// Fails unless the call has between `min` and `max` positional arguments and only the
    /// given labels. A label that is not one of them is named first: a misspelt label is what
    /// makes the count come out wrong (`spn:` for `span:`). The suggestion is among the labels
    /// not already given.
    public func expect(count min: Int, _ max: Int? = nil, labels allowed: [String] = []) throws {
        for label in labels where !allowed.contains(label) {
            var error = RuntimeError("\(functionName) has no parameter '\(label)'",
                                     suggestion: Suggestions.closest(to: label, among: allowed.filter { !labels.contains($0) }))
            error.argument = .unknownLabel(label)
            throw error
        }
        let upper = max ?? min
        let given = count + labels.count
        if given < min || given > upper + allowed.count || count > upper {
            let wanted = min == upper ? "\(min)" : "\(min) to \(upper)"
            throw RuntimeError("\(functionName) expects \(wanted) argument\(upper == 1 ? "" : "s"), got \(given)")
        }
    }

    public func required(_ index: Int, _ label: String? = nil) throws -> Value {
        guard let v = value(index, label) else {
            throw RuntimeError("\(functionName) is missing its \(label.map { "'\($0)' " } ?? "")argument")
        }
        return v
    }

    public func number(_ index: Int, _ label: String? = nil) throws -> Double {
        let v = try required(index, label)
        guard case .number(let n) = v else {
            throw about(index, label, "\(functionName) expects a number\(label.map { " for '\($0)'" } ?? ""), got \(v.typeName)")
        }
        return n
    }

    public func string(_ index: Int, _ label: String? = nil) throws -> String {
        let v = try required(index, label)
        guard case .string(let s) = v else {
            throw about(index, label, "\(functionName) expects a string\(label.map { " for '\($0)'" } ?? ""), got \(v.typeName)")
        }
        return s
    }

    public func bool(_ index: Int, _ label: String? = nil) throws -> Bool {
        let v = try required(index, label)
        guard case .bool(let b) = v else {
            throw about(index, label, "\(functionName) expects true or false\(label.map { " for '\($0)'" } ?? ""), got \(v.typeName)")
        }
        return b
    }

    public func list(_ index: Int, _ label: String? = nil) throws -> ListObject {
        let v = try required(index, label)
        guard case .list(let l) = v else {
            throw about(index, label, "\(functionName) expects a list\(label.map { " for '\($0)'" } ?? ""), got \(v.typeName)")
        }
        return l
    }

    /// A whole number (an index, a count).
    public func integer(_ index: Int, _ label: String? = nil) throws -> Int {
        let n = try number(index, label)
        guard n.rounded() == n, abs(n) < 9e15 else {
            throw about(index, label, "\(functionName) expects a whole number\(label.map { " for '\($0)'" } ?? ""), got \(Value.number(n).description)")
        }
        return Int(n)
    }

    /// A case of `type`, given as `Type.case` or as `.case`.
    public func enumCase(_ index: Int, _ label: String? = nil, of type: EnumType) throws -> EnumCase {
        let value = try required(index, label)
        return try concerning(index, label) { try type.resolve(value, context: functionName) }
    }

    /// An error about the argument at `index` (or labelled `label`), tagged with which one it is.
    func about(_ index: Int, _ label: String?, _ message: String) -> RuntimeError {
        var error = RuntimeError(message)
        error.argument = position(index, label)
        return error
    }

    /// Runs `body`, which reads the argument at `index` (or labelled `label`), tagging an
    /// error it throws without a place with which argument it is about.
    @inline(__always)
    func concerning<T>(_ index: Int, _ label: String?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as RuntimeError where error.span == nil && error.file == nil && error.argument == nil {
            error.argument = position(index, label)
            throw error
        }
    }

    private func position(_ index: Int, _ label: String?) -> RuntimeError.Argument? {
        if index >= 0 && index < positional.count { return .position(index) }
        return label.map(RuntimeError.Argument.label)
    }
}
