import MapScriptSyntax

/// `object.name`. Caches the field slot of the last script class seen, so reading a field
/// of instances of one class is a pointer comparison and an array read.
final class MemberGet: ExprNode {
    let object: ExprNode
    let name: String
    let symbol: Int
    let builtin: BuiltinProperty?
    @exclusivity(unchecked) private var cachedClass: ScriptClass?
    @exclusivity(unchecked) private var cachedSlot = 0
    /// The key table of the last dictionary read whose key `name` is, and the key's position
    /// in it: the rows of a CSV file share one table, so `row.lat` hashes its name once per
    /// file. Held strongly, which also keeps the table shared and so never changed in place.
    @exclusivity(unchecked) private var cachedTable: DictionaryKeyTable?
    @exclusivity(unchecked) private var cachedPosition = 0
    /// The built-in class of the last scene object read, and its property of this name.
    @exclusivity(unchecked) private var cachedNative = NativeMemberCache()

    /// The slot of the object when it is a plain local (`self` in a method included).
    private let localSlot: Int?
    /// What changes the list this read gives, in place, when the read is the receiver of such
    /// a change (`'append'` in `map.annotations.append(a)`, "assigning an element" in
    /// `p.coordinates[0] = c`). A scene class's property gives a new list on every read, so
    /// such a change would reach nothing: it is refused rather than lost without a word.
    var changedInPlaceBy: String?

    init(object: ExprNode, name: String, symbol: Int, span: SourceSpan) {
        self.object = object
        self.name = name
        self.symbol = symbol
        self.builtin = BuiltinProperty(rawValue: name)
        self.localSlot = (object as? LocalGet)?.slot
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        // `self.x` and `local.x`: look at the instance where it lies instead of copying the
        // value out of its slot first.
        if let slot = localSlot {
            if case .instance(let instance) = ip.frame[slot], instance.scriptClass === cachedClass {
                return instance.fields[cachedSlot]
            }
            return try get(ip.frame[slot], ip)
        }
        return try get(try object.eval(ip), ip)
    }

    @inline(__always)
    func get(_ value: Value, _ ip: Interpreter) throws -> Value {
        if case .instance(let instance) = value {
            if instance.scriptClass === cachedClass { return instance.fields[cachedSlot] }
            if let slot = instance.scriptClass.fieldSlots[symbol] {
                cachedClass = instance.scriptClass
                cachedSlot = slot
                return instance.fields[slot]
            }
        } else if case .dictionary(let dictionary) = value {
            if dictionary.table === cachedTable { return dictionary.values[cachedPosition] }
            return try dictionaryMember(dictionary, ip)
        } else if case .native(let native) = value, let property = cachedNative.property(of: native, named: name) {
            let result = try ip.callNative(span: span) { try property.get(ip, native) }
            if changedInPlaceBy != nil { try refuseChangingCopy(result, readFrom: value) }
            return result
        }
        let result = try Members.get(value, name: name, symbol: symbol, builtin: builtin, span: span, ip: ip)
        if changedInPlaceBy != nil { try refuseChangingCopy(result, readFrom: value) }
        return result
    }

    /// Refuses a change in place to `result` when it is the list a scene class's property gave,
    /// read from a scene object or from an instance of a script class that extends one: the
    /// Swift compiler's "cannot use mutating member on immutable value", said when it happens.
    /// Kept out of `get`, whose every read would otherwise carry it.
    @inline(never)
    private func refuseChangingCopy(_ result: Value, readFrom value: Value) throws {
        guard let change = changedInPlaceBy, case .list = result else { return }
        let className: String, property: NativeProperty?
        switch value {
        case .native(let native):
            className = native.nativeClass.name
            property = native.nativeClass.property(named: name)
        case .instance(let instance) where instance.scriptClass.fieldSlots[symbol] == nil:
            className = instance.scriptClass.name
            property = instance.scriptClass.nativeSuperclass?.property(named: name)
        default:
            return
        }
        guard let property else { return }
        throw copiedListChanged(by: change, of: className, isSettable: property.set != nil)
    }

    private func copiedListChanged(by change: String, of className: String, isSettable: Bool) -> RuntimeError {
        if isSettable {
            return RuntimeError("'\(name)' of \(className) gives a copy of its list: \(change) would change the copy, and nothing else",
                                span: span, help: "assign '\(name)' a changed list instead: read it into a variable, change that, and assign it back")
        }
        return RuntimeError("'\(name)' of \(className) is read only: \(change) would change a copy of its list, and nothing else",
                            span: span)
    }

    /// `dictionary.name` the long way, remembering where the key was when it is a key (not a
    /// property such as `count` or a method such as `removeValue`, which come first).
    private func dictionaryMember(_ dictionary: DictionaryObject, _ ip: Interpreter) throws -> Value {
        let value = Value.dictionary(dictionary)
        let isKey = builtin?.get(value) == nil && DictionaryMethods.table[name] == nil
        if isKey, let position = dictionary.table.position(of: .string(name)) {
            cachedTable = dictionary.table
            cachedPosition = position
            return dictionary.values[position]
        }
        return try Members.get(value, name: name, symbol: symbol, builtin: builtin, span: span, ip: ip)
    }
}

/// `object.name = value` and `object.name op= value`. When the object is a plain value
/// (`p.x = 3` on a Point), the updated value is stored back through `writeBack`.
///
/// A `let` field may be set only by its declaration and by `self.name = ...` in the `init`
/// of its class (`initializesConstant`, decided by the compiler). Other writes to it are
/// found when the slot of a new class is looked up, and a constant slot is never cached
/// there, so a cached write stays a pointer comparison and a store.
final class MemberSet: StmtNode {
    let object: ExprNode
    let name: String
    /// Where the name is: errors about the member point at it, errors about the value at the
    /// value.
    let nameSpan: SourceSpan
    let symbol: Int
    let builtin: BuiltinProperty?
    let value: ExprNode
    let compound: BinaryOperator?
    let writeBack: ValueWriter?
    let initializesConstant: Bool
    @exclusivity(unchecked) private var cachedClass: ScriptClass?
    @exclusivity(unchecked) private var cachedSlot = 0
    /// The built-in class of the last scene object written, and its property of this name.
    @exclusivity(unchecked) private var cachedNative = NativeMemberCache()
    /// The slot of the object when it is a plain local (`self` in a method included).
    private let localSlot: Int?

    init(object: ExprNode, name: String, nameSpan: SourceSpan, symbol: Int, value: ExprNode, compound: BinaryOperator?,
         writeBack: ValueWriter?, initializesConstant: Bool, span: SourceSpan) {
        self.object = object
        self.name = name
        self.nameSpan = nameSpan
        self.symbol = symbol
        self.builtin = BuiltinProperty(rawValue: name)
        self.value = value
        self.compound = compound
        self.writeBack = writeBack
        self.initializesConstant = initializesConstant
        self.localSlot = (object as? LocalGet)?.slot
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        // `self.x = value` with the class seen before: store where the instance lies,
        // without copying it out of its slot.
        if compound == nil, let slot = localSlot {
            let newValue = try value.eval(ip)
            if case .instance(let instance) = ip.frame[slot], instance.scriptClass === cachedClass {
                instance.fields[cachedSlot] = newValue
                return .normal
            }
            try store(newValue, into: ip.frame[slot], ip)
            return .normal
        }
        let target = try object.eval(ip)
        try assign(target, ip)
        return .normal
    }

    func assign(_ target: Value, _ ip: Interpreter) throws {
        var newValue = try value.eval(ip)
        if let compound {
            let current: Value
            if case .instance(let instance) = target, instance.scriptClass === cachedClass {
                current = instance.fields[cachedSlot]
            } else {
                current = try Members.get(target, name: name, symbol: symbol, builtin: builtin, span: nameSpan, ip: ip)
            }
            newValue = try Operators.apply(compound, current, newValue, span: span, ip: ip)
        }
        try store(newValue, into: target, ip)
    }

    private func store(_ newValue: Value, into target: Value, _ ip: Interpreter) throws {
        if case .instance(let instance) = target {
            if instance.scriptClass === cachedClass {
                instance.fields[cachedSlot] = newValue
                return
            }
            if let slot = instance.scriptClass.fieldSlots[symbol] {
                if !initializesConstant, instance.scriptClass.isConstantField(slot) {
                    throw Members.assignmentToConstant(instance, name, span: nameSpan)
                }
                cachedClass = instance.scriptClass
                cachedSlot = slot
                instance.fields[slot] = newValue
                return
            }
        }
        // A value the member cannot take is the value's fault; a member that is not there or
        // cannot be set is the name's.
        let valueSpan = compound == nil ? value.span : span
        if case .native(let native) = target, let setter = cachedNative.property(of: native, named: name)?.set {
            _ = try ip.callNative(span: valueSpan) {
                try setter(ip, native, newValue)
                return .nil
            }
            return
        }
        if let updated = try Members.set(target, name: name, symbol: symbol, builtin: builtin, to: newValue,
                                         initializesConstant: initializesConstant, span: nameSpan, valueSpan: valueSpan, ip: ip) {
            guard let writeBack else {
                throw RuntimeError("cannot set '\(name)' of a \(target.typeName) that is not stored in a variable", span: span)
            }
            try writeBack.write(updated, ip)
        }
    }
}

/// Stores a value back where an expression read it from (a variable, a member or an
/// element), so that changing a member of a plain value changes the stored value.
final class ValueWriter {
    enum Target {
        case variable(VariableLocation)
        case member(MemberGet, ValueWriter?)
        case element(SubscriptGet, ValueWriter?)
    }
    let target: Target
    let span: SourceSpan
    /// Whether a member target is a `let` field this write may set (`self.origin` in the
    /// `init` of the class declaring `let origin`), as for `MemberSet`.
    let initializesConstant: Bool

    init(_ target: Target, initializesConstant: Bool = false, span: SourceSpan) {
        self.target = target
        self.initializesConstant = initializesConstant
        self.span = span
    }

    func write(_ value: Value, _ ip: Interpreter) throws {
        switch target {
        case .variable(let location):
            try location.store(value, ip, span: span)
        case .member(let member, let outer):
            let object = try member.object.eval(ip)
            if let updated = try Members.set(object, name: member.name, symbol: member.symbol, builtin: member.builtin, to: value,
                                             initializesConstant: initializesConstant, span: span, valueSpan: span, ip: ip) {
                guard let outer else { throw RuntimeError("cannot set '\(member.name)' of a \(object.typeName) that is not stored in a variable", span: span) }
                try outer.write(updated, ip)
            }
        case .element(let element, _):
            let container = try element.container.eval(ip)
            let index = try element.index.eval(ip)
            try Subscripts.set(container, index, value, span: span, ip: ip)
        }
    }
}

/// `container[index]`.
final class SubscriptGet: ExprNode {
    let container: ExprNode
    let index: ExprNode
    init(container: ExprNode, index: ExprNode, span: SourceSpan) {
        self.container = container
        self.index = index
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let c = try container.eval(ip)
        let i = try index.eval(ip)
        if case .list(let list) = c, case .number(let n) = i, let position = Int(exactly: n), position >= 0, position < list.elements.count {
            return list.elements[position]
        }
        return try Subscripts.get(c, i, span: span, ip: ip)
    }
}

/// `container[index] = value` and `container[index] op= value`.
final class SubscriptSet: StmtNode {
    let container: ExprNode
    let index: ExprNode
    let value: ExprNode
    let compound: BinaryOperator?
    init(container: ExprNode, index: ExprNode, value: ExprNode, compound: BinaryOperator?, span: SourceSpan) {
        self.container = container
        self.index = index
        self.value = value
        self.compound = compound
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let c = try container.eval(ip)
        let i = try index.eval(ip)
        var v = try value.eval(ip)
        if let compound {
            v = try Operators.apply(compound, try Subscripts.get(c, i, span: span, ip: ip), v, span: span, ip: ip)
        }
        try Subscripts.set(c, i, v, span: span, ip: ip)
        return .normal
    }
}

extension ScriptClass {
    /// Whether the field in `slot` was declared with `let`.
    @inline(__always)
    func isConstantField(_ slot: Int) -> Bool {
        slot < constantFields.count && constantFields[slot]
    }
}
