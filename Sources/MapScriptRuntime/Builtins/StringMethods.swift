import Foundation

/// Methods of strings: `uppercased lowercased split contains hasPrefix hasSuffix trimmed`.
enum StringMethods {
    static let table: [String: NativeMethod] = {
        var table: [String: NativeMethod] = [:]
        func add(_ name: String, _ body: @escaping (String, Arguments) throws -> Value) {
            // Spelled once here rather than interpolated again on every call.
            let qualifiedName = "string.\(name)"
            table[name] = NativeMethod(name: name) { _, receiver, args in
                guard case .string(let s) = receiver else { throw RuntimeError("'\(name)' needs a string") }
                var args = args
                args.functionName = qualifiedName
                return try body(s, args)
            }
        }
        add("uppercased") { s, args in try args.expect(count: 0); return .string(s.uppercased()) }
        add("lowercased") { s, args in try args.expect(count: 0); return .string(s.lowercased()) }
        add("trimmed") { s, args in
            try args.expect(count: 0)
            return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        add("split") { s, args in
            try args.expect(count: 0, 1, labels: ["separator"])
            let separator = args.value(0, "separator") == nil ? " " : try args.string(0, "separator")
            guard !separator.isEmpty else {
                return .list(ListObject(s.map { .string(String($0)) }))
            }
            return .list(ListObject(s.components(separatedBy: separator).map { .string($0) }))
        }
        add("contains") { s, args in try args.expect(count: 1); return .bool(s.contains(try args.string(0))) }
        add("hasPrefix") { s, args in try args.expect(count: 1); return .bool(s.hasPrefix(try args.string(0))) }
        add("hasSuffix") { s, args in try args.expect(count: 1); return .bool(s.hasSuffix(try args.string(0))) }
        add("replacing") { s, args in
            try args.expect(count: 2, 2, labels: ["with"])
            return .string(s.replacingOccurrences(of: try args.string(0), with: try args.string(1, "with")))
        }
        return table
    }()
}
