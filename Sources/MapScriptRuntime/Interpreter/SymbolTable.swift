/// Interns member names: every `.name` in a script is numbered once, when it is compiled,
/// and class member tables are keyed by that number.
final class SymbolTable {
    private var ids: [String: Int] = [:]
    private(set) var names: [String] = []

    func intern(_ name: String) -> Int {
        if let id = ids[name] { return id }
        let id = names.count
        ids[name] = id
        names.append(name)
        return id
    }
}
