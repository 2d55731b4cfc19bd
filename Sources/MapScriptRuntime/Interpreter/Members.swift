import MapScriptSyntax

/// Member lookup on every kind of value, the slow path behind the member nodes (which
/// cache what they found for script classes and built-in classes).
enum Members {
    /// The methods built-in value kinds answer, by name.
    static func builtinMethod(of value: Value, named name: String) -> NativeMethod? {
        switch value {
        case .list: return ListMethods.table[name]
        case .string: return StringMethods.table[name]
        case .dictionary: return DictionaryMethods.table[name]
        default: return ValueMethods.table(for: value)?[name]
        }
    }

    /// `value.name` for everything but script instances' fields (which the node caches).
    static func get(_ value: Value, name: String, symbol: Int, builtin: BuiltinProperty?, span: SourceSpan, ip: Interpreter) throws -> Value {
        if let builtin, let result = builtin.get(value) {
            // `keys` and `values` copy the dictionary; a string's `count` walks its text.
            switch (builtin, result) {
            case (.keys, .list(let list)), (.values, .list(let list)): try ip.makeList(count: list.elements.count, span)
            case (.count, _): if case .string(let s) = value { try ip.readText(byteCount: s.utf8.count, span) }
            // A map point off every number line (MapPoint(nan, 0), the null rect's origin) has
            // no coordinate: a NaN one would put an annotation nowhere, with no word.
            case (.coordinate, .coordinate(let c)) where !(c.latitude.isFinite && c.longitude.isFinite):
                throw RuntimeError("\(value.description) has no coordinate: its x and y must be finite numbers", span: span)
            default: break
            }
            return result
        }
        switch value {
        case .instance(let instance):
            if let slot = instance.scriptClass.fieldSlots[symbol] { return instance.fields[slot] }
            if let method = instance.scriptClass.method(symbol: symbol) {
                return .boundMethod(BoundMethod(receiver: value, callee: .script(method)))
            }
            if let nativeClass = instance.scriptClass.nativeSuperclass {
                guard let native = instance.native else {
                    if nativeClass.property(named: name) != nil || nativeClass.method(named: name) != nil {
                        throw RuntimeError("'\(name)' cannot be used before super.init", span: span,
                                           help: "'\(name)' belongs to \(nativeClass.name): call super.init(...) first")
                    }
                    throw noMember(value, name, span: span)
                }
                return try nativeMember(native, receiver: value, name: name, span: span, ip: ip)
            }
            throw noMember(value, name, span: span)
        case .native(let native):
            return try nativeMember(native, receiver: value, name: name, span: span, ip: ip)
        case .dictionary(let dictionary):
            if let method = DictionaryMethods.table[name] {
                return .boundMethod(BoundMethod(receiver: value, callee: .native(method)))
            }
            return dictionary[string: name] ?? .nil
        case .enumType(let enumType):
            if let c = enumType.case(named: name) { return .enumCase(c) }
            throw RuntimeError("'\(enumType.name)' has no case '\(name)'", span: span,
                               suggestion: Suggestions.closest(to: name, among: enumType.caseNames))
        case .enumCase(let c):
            if let method = c.type.methods[symbol] {
                return .boundMethod(BoundMethod(receiver: value, callee: .script(method)))
            }
            throw noMember(value, name, span: span)
        case .nativeClass(let nativeClass):
            if let member = nativeClass.staticMember(named: name) { return member }
            throw RuntimeError("'\(nativeClass.name)' has no member '\(name)'", span: span,
                               suggestion: Suggestions.closest(to: name, among: Array(nativeClass.staticMembers.keys).sorted()))
        default:
            if let method = builtinMethod(of: value, named: name) {
                return .boundMethod(BoundMethod(receiver: value, callee: .native(method)))
            }
            throw noMember(value, name, span: span)
        }
    }

    static func nativeMember(_ native: any NativeObject, receiver: Value, name: String, span: SourceSpan, ip: Interpreter) throws -> Value {
        let nativeClass = native.nativeClass
        if let property = nativeClass.property(named: name) {
            return try ip.callNative(span: span) { try property.get(ip, native) }
        }
        if let method = nativeClass.method(named: name) {
            return .boundMethod(BoundMethod(receiver: receiver, callee: .native(method)))
        }
        throw noMember(receiver, name, span: span)
    }

    /// `value.name = newValue` for everything but fields. Returns the updated value when
    /// `value` is a plain value (a Point...) that the caller must store back, nil otherwise.
    /// A `let` field is set only when `initializesConstant` (see `MemberSet`).
    /// Errors about the member are placed at `span`, errors about the value at `valueSpan`.
    static func set(_ value: Value, name: String, symbol: Int, builtin: BuiltinProperty?, to newValue: Value,
                    initializesConstant: Bool, span: SourceSpan, valueSpan: SourceSpan, ip: Interpreter) throws -> Value? {
        switch value {
        case .instance(let instance):
            if let slot = instance.scriptClass.fieldSlots[symbol] {
                if !initializesConstant, instance.scriptClass.isConstantField(slot) {
                    throw assignmentToConstant(instance, name, span: span)
                }
                instance.fields[slot] = newValue
                return nil
            }
            if let nativeClass = instance.scriptClass.nativeSuperclass {
                guard let native = instance.native else {
                    if nativeClass.property(named: name) != nil {
                        // Swift sets its own stored properties first; here the built-in's are set after.
                        throw RuntimeError("'\(name)' cannot be set before super.init", span: span,
                                           help: "'\(name)' belongs to \(nativeClass.name): call super.init(...) first, then set it")
                    }
                    throw noMember(value, name, span: span)
                }
                if !initializesConstant, instance.scriptClass.constantNativeProperties.contains(symbol) {
                    throw assignmentToConstant(instance, name, span: span)
                }
                try setNative(native, receiver: value, name: name, to: newValue, span: span, valueSpan: valueSpan, ip: ip)
                return nil
            }
            throw noMember(value, name, span: span)
        case .native(let native):
            try setNative(native, receiver: value, name: name, to: newValue, span: span, valueSpan: valueSpan, ip: ip)
            return nil
        case .dictionary(let dictionary):
            if case .nil = newValue { dictionary.remove(.string(name)) } else { dictionary.set(.string(name), newValue) }
            return nil
        default:
            if let builtin {
                var updated: Value?
                _ = try ip.callNative(span: valueSpan) {
                    updated = try builtin.set(value, to: newValue)
                    return .nil
                }
                if let updated { return updated }
            }
            if builtin?.get(value) != nil {
                throw RuntimeError("'\(name)' of a \(value.typeName) cannot be set", span: span)
            }
            throw noMember(value, name, span: span)
        }
    }

    static func setNative(_ native: any NativeObject, receiver: Value, name: String, to newValue: Value, span: SourceSpan,
                          valueSpan: SourceSpan, ip: Interpreter) throws {
        let nativeClass = native.nativeClass
        guard let property = nativeClass.property(named: name) else { throw noMember(receiver, name, span: span) }
        guard let setter = property.set else {
            throw RuntimeError("'\(name)' of \(nativeClass.name) is read-only", span: span)
        }
        _ = try ip.callNative(span: valueSpan) {
            try setter(ip, native, newValue)
            return .nil
        }
    }

    /// The names a value answers, for "did you mean" and completion.
    static func memberNames(of value: Value) -> [String] {
        switch value {
        case .instance(let instance): return instance.scriptClass.memberNames
        case .native(let native): return native.nativeClass.memberNames
        case .list: return ["count", "isEmpty", "first", "last"] + ListMethods.table.keys.sorted()
        case .string: return ["count", "isEmpty", "first", "last"] + StringMethods.table.keys.sorted()
        case .dictionary: return ["count", "isEmpty", "keys", "values"] + DictionaryMethods.table.keys.sorted()
        case .range: return ["count", "isEmpty", "first", "last", "lowerBound", "upperBound"]
        case .enumCase(let c): return ["name", "rawValue"] + c.type.methodsByName.keys.sorted()
        case .enumType(let e): return ["allCases"] + e.caseNames
        case .nativeClass(let c): return c.staticMembers.keys.sorted()
        default:
            // Every property the value answers, so that one added to BuiltinProperty is named here too.
            let properties = BuiltinProperty.allCases.filter { $0.get(value) != nil }.map(\.rawValue)
            return properties + (ValueMethods.table(for: value)?.keys.sorted() ?? [])
        }
    }

    /// A write to a `let` field outside the `init` of its class.
    static func assignmentToConstant(_ instance: Instance, _ name: String, span: SourceSpan) -> RuntimeError {
        RuntimeError("cannot assign to '\(name)' of '\(instance.scriptClass.name)': it is a constant (declared with 'let')", span: span)
    }

    static func noMember(_ value: Value, _ name: String, span: SourceSpan) -> RuntimeError {
        let suggestion = Suggestions.closest(to: name, among: memberNames(of: value))
        return RuntimeError("\(describeKind(value)) has no member '\(name)'", span: span, suggestion: suggestion,
                            help: suggestion == nil ? SceneClasses.memberAdvice(for: value, member: name) : nil)
    }

    static func describeKind(_ value: Value) -> String {
        switch value {
        case .nil: return "nil"
        case .instance, .native, .enumCase: return "'\(value.typeName)'"
        default: return "a \(value.typeName)"
        }
    }
}
