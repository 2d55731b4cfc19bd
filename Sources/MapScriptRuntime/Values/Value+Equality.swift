import MapScriptScene

extension Value {
    /// `==`: values of different kinds are never equal (`1 == "1"` is false); numbers,
    /// strings, colours and geometry compare by value; lists, dictionaries, instances,
    /// functions and scene objects by identity. A leading-dot name equals a case of that name.
    public func isEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.nil, .nil): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.list(let a), .list(let b)): return a === b
        case (.dictionary(let a), .dictionary(let b)): return a === b
        case (.range(let a), .range(let b)): return a == b
        case (.function(let a), .function(let b)): return a === b
        case (.builtin(let a), .builtin(let b)): return a === b
        case (.boundMethod(let a), .boundMethod(let b)):
            switch (a.callee, b.callee) {
            case (.script(let x), .script(let y)): return x === y && a.receiver.isEqual(to: b.receiver)
            case (.native(let x), .native(let y)): return x === y && a.receiver.isEqual(to: b.receiver)
            default: return false
            }
        case (.class(let a), .class(let b)): return a === b
        case (.instance(let a), .instance(let b)): return a === b
        case (.enumType(let a), .enumType(let b)): return a === b
        case (.enumCase(let a), .enumCase(let b)): return a === b
        case (.enumCase(let c), .implicitMember(let name)), (.implicitMember(let name), .enumCase(let c)):
            return c.name == name
        case (.implicitMember(let a), .implicitMember(let b)): return a == b
        case (.native(let a), .native(let b)): return a === b
        case (.instance(let i), .native(let o)), (.native(let o), .instance(let i)): return i.native === o
        case (.nativeClass(let a), .nativeClass(let b)): return a === b
        case (.coordinate(let a), .coordinate(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.mapPoint(let a), .mapPoint(let b)): return a == b
        case (.mapSize(let a), .mapSize(let b)): return a == b
        case (.span(let a), .span(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.mapRect(let a), .mapRect(let b)): return a == b
        case (.edgeInsets(let a), .edgeInsets(let b)): return a == b
        case (.region(let a), .region(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        default: return false
        }
    }
}
