import Foundation

/// File names for Tab in the REPL and for completion in editors: what a path as typed so far
/// can become. A relative path starts at the session's folder, as `load`, `Image`, `import`
/// and `:render` read it. A folder's name ends with `/`, so that Tab goes on into it; names
/// starting with `.` are offered only once a `.` is typed, as in a shell.
public enum FileNameCompletion {
    public static func candidates(for typed: String, relativeTo folder: String) -> [String] {
        let slash = typed.lastIndex(of: "/")
        // The typed folder keeps its final `/`, so each candidate is the typed text extended.
        let typedFolder = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let searched = typedFolder.hasPrefix("/") ? typedFolder : folder + "/" + typedFolder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: searched) else { return [] }
        return names
            .filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { typedFolder + $0 + (isDirectory(searched + "/" + $0) ? "/" : "") }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
