/// Methods of dictionaries (`count`, `keys`, `values` are properties).
enum DictionaryMethods {
    static let table: [String: NativeMethod] = {
        var table: [String: NativeMethod] = [:]
        func add(_ name: String, _ signature: String, _ summary: String, _ body: @escaping (DictionaryObject, Arguments) throws -> Value) {
            // Spelled once here rather than interpolated again on every call.
            let qualifiedName = "dictionary.\(name)"
            table[name] = NativeMethod(name: name, qualifiedName: qualifiedName, described: (signature, summary)) { _, receiver, args in
                guard case .dictionary(let d) = receiver else { throw RuntimeError("'\(name)' needs a dictionary") }
                return try body(d, args)
            }
        }
        add("removeValue", "(forKey: any) -> any?", "Takes out the entry of a key and gives its value; nil when there is none.") { d, args in
            try args.expect(count: 0, 1, labels: ["forKey"])
            return d.remove(try args.required(0, "forKey")) ?? .nil
        }
        add("containsKey", "(any) -> bool", "Whether the dictionary has an entry for a key.") { d, args in
            try args.expect(count: 1)
            return .bool(d[args[0]] != nil)
        }
        return table
    }()
}
