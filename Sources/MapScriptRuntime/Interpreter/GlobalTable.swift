/// The compile-time table of global names: each top-level name of every file run in the
/// session (and each built-in) gets one slot of `Interpreter.globals`.
final class GlobalTable {
    struct Entry {
        var slot: Int
        var isConstant: Bool
        var isBuiltin: Bool
        /// Where the script declared it (nil for built-ins), for use-before-declaration checks.
        var declaration: SourceLocation?
    }

    private var entries: [String: Entry] = [:]
    private(set) var count = 0

    var names: [String] { Array(entries.keys) }

    func entry(_ name: String) -> Entry? { entries[name] }

    func slot(of name: String) -> Int? { entries[name]?.slot }

    /// Declares `name`, reusing its slot when it exists (a REPL entry redefining a name).
    @discardableResult
    func declare(_ name: String, isConstant: Bool, isBuiltin: Bool, declaration: SourceLocation? = nil) -> Int {
        if var existing = entries[name] {
            existing.isConstant = isConstant
            existing.isBuiltin = isBuiltin
            existing.declaration = declaration
            entries[name] = existing
            return existing.slot
        }
        let slot = count
        count += 1
        entries[name] = Entry(slot: slot, isConstant: isConstant, isBuiltin: isBuiltin, declaration: declaration)
        return slot
    }

    /// The names as they are, to put back with `restore` when an entry that declared more
    /// does not compile: it ran nothing, so its names must not stay behind holding nil. The
    /// slots it took stay taken (and nil); they are only numbers.
    var declarations: [String: Entry] { entries }

    func restore(_ declarations: [String: Entry]) {
        entries = declarations
    }
}
