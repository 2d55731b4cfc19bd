import MapScriptSyntax

/// The arguments of a call into Swift: positional values first, then `label: value` pairs
/// in the order written. The accessors throw `RuntimeError`s that name the function and the
/// parameter, so built-ins report bad calls in one line.
public struct Arguments {
    public var positional: [Value]
    public var keywords: [(label: String, value: Value)]
    /// The callee's name for error messages ("sqrt", "list.insert").
    public var functionName: String

    public init(_ positional: [Value], keywords: [(label: String, value: Value)] = [], functionName: String = "function") {
        self.positional = positional
        self.keywords = keywords
        self.functionName = functionName
    }

    public var count: Int { positional.count }
    public var isEmpty: Bool { positional.isEmpty && keywords.isEmpty }

    public subscript(index: Int) -> Value {
        index < positional.count ? positional[index] : .nil
    }

    /// The value given with `label:`, if any.
    public func keyword(_ label: String) -> Value? {
        for pair in keywords where pair.label == label { return pair.value }
        return nil
    }

    /// The argument at `index`, or the one labelled `label` (either spelling is accepted).
    public func value(_ index: Int, _ label: String? = nil) -> Value? {
        if index >= 0 && index < positional.count { return positional[index] }
        if let label = label { return keyword(label) }
        return nil
    }

    /// Fails unless the call has between `min` and `max` positional arguments and only the
    /// given labels.
    public func expect(count min: Int, _ max: Int? = nil, labels: [String] = []) throws {
        let upper = max ?? min
        let given = positional.count + keywords.count
        if given < min || given > upper + labels.count || positional.count > upper {
            let wanted = min == upper ? "\(min)" : "\(min) to \(upper)"
            throw RuntimeError("\(functionName) expects \(wanted) argument\(upper == 1 ? "" : "s"), got \(given)")
        }
        for pair in keywords where !labels.contains(pair.label) {
            var error = RuntimeError("\(functionName) has no parameter '\(pair.label)'",
                                     suggestion: Suggestions.closest(to: pair.label, among: labels))
            error.argument = .label(pair.label)
            throw error
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
