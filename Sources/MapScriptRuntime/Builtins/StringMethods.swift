import Foundation

/// Methods of strings: `uppercased lowercased split contains hasPrefix hasSuffix trimmed`.
/// Each goes through the whole text, and is charged for it as steps; those that make text
/// are charged for what they make before they make it.
enum StringMethods {
    static let table: [String: NativeMethod] = {
        var table: [String: NativeMethod] = [:]
        func add(_ name: String, _ signature: String, _ summary: String, _ body: @escaping (Interpreter, String, Arguments) throws -> Value) {
            // Spelled once here rather than interpolated again on every call.
            let qualifiedName = "string.\(name)"
            table[name] = NativeMethod(name: name, qualifiedName: qualifiedName, described: (signature, summary)) { ip, receiver, args in
                guard case .string(let s) = receiver else { throw RuntimeError("'\(name)' needs a string") }
                try ip.readText(byteCount: s.utf8.count, nil)
                return try body(ip, s, args)
            }
        }
        add("uppercased", "() -> string", "The text with its letters in upper case.") { ip, s, args in
            try args.expect(count: 0)
            try ip.allocate(LiveSize.string(byteCount: s.utf8.count), nil)
            return .string(s.uppercased())
        }
        add("lowercased", "() -> string", "The text with its letters in lower case.") { ip, s, args in
            try args.expect(count: 0)
            try ip.allocate(LiveSize.string(byteCount: s.utf8.count), nil)
            return .string(s.lowercased())
        }
        add("trimmed", "() -> string", "The text without the spaces, tabs and line breaks at its ends.") { ip, s, args in
            try args.expect(count: 0)
            try ip.allocate(LiveSize.string(byteCount: s.utf8.count), nil)
            return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        add("split", "(separator: string = \" \") -> [string]",
            "The pieces of the text between the separators; an empty separator gives its characters.") { ip, s, args in
            try args.expect(count: 0, 1, labels: ["separator"])
            let separator = args.value(0, "separator") == nil ? " " : try args.string(0, "separator")
            let pieces: [Value] = separator.isEmpty
                ? s.map { .string(String($0)) }
                : s.components(separatedBy: separator).map { .string($0) }
            // Charged once made: the count is not known before, and a bound from the length
            // (a piece per byte) would charge a long text many times what it takes.
            try ip.makeList(count: pieces.count, nil)
            return .list(ListObject(pieces))
        }
        add("contains", "(string) -> bool", "Whether the text contains another.") { _, s, args in try args.expect(count: 1); return .bool(s.contains(try args.string(0))) }
        add("hasPrefix", "(string) -> bool", "Whether the text starts with another.") { _, s, args in try args.expect(count: 1); return .bool(s.hasPrefix(try args.string(0))) }
        add("hasSuffix", "(string) -> bool", "Whether the text ends with another.") { _, s, args in try args.expect(count: 1); return .bool(s.hasSuffix(try args.string(0))) }
        add("replacing", "(string, with: string) -> string", "The text with every occurrence of one text replaced by another.") { ip, s, args in
            try args.expect(count: 2, 2, labels: ["with"])
            let target = try args.string(0)
            let replacement = try args.string(1, "with")
            // The longest result: every occurrence of the target replaced.
            let occurrences = target.isEmpty ? 0 : s.utf8.count / target.utf8.count
            try ip.makeText(byteCount: s.utf8.count + occurrences * replacement.utf8.count, nil)
            return .string(s.replacingOccurrences(of: target, with: replacement))
        }
        return table
    }()
}
