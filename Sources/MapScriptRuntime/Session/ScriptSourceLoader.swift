import MapScriptData
import MapScriptSyntax

/// Reads the files scripts `import`, through the session's sandbox. A file's path is written
/// relative to the main script's folder as the command line gave it (`lessons/lib/util.map`),
/// `.` and `..` resolved, so one file always has one path and is run once.
final class ScriptSourceLoader: SourceLoader {
    private let files: ScriptFiles
    /// The folder of the main script as the command line wrote it ("" for the current folder).
    private var displayFolder: String
    /// For each file loaded, its folder relative to the script's folder.
    private var folders: [String: String] = [:]

    init(files: ScriptFiles, mainPath: String?) {
        self.files = files
        self.mainPath = mainPath
        displayFolder = mainPath.map(ScriptSourceLoader.folder(of:)) ?? ""
    }

    /// The path of the script being run, as the command line wrote it.
    var mainPath: String? {
        didSet { displayFolder = mainPath.map(ScriptSourceLoader.folder(of:)) ?? "" }
    }

    func loadSource(_ path: String, importedFrom importer: SourceFile) throws -> SourceFile {
        let importerFolder = folders[importer.path] ?? ""
        let relative = path.hasPrefix("/") ? path : ScriptSourceLoader.normalize(ScriptSourceLoader.join(importerFolder, path))
        let bytes: [UInt8]
        let resolved: String
        do {
            resolved = try files.sandbox.resolve(relative)
            bytes = try files.sandbox.read(relative, limit: 16 * 1024 * 1024)
        } catch {
            throw RuntimeError("\(error)")
        }
        files.noteRead(resolved)
        let display = path.hasPrefix("/") ? path : ScriptSourceLoader.normalize(ScriptSourceLoader.join(displayFolder, relative))
        folders[display] = ScriptSourceLoader.folder(of: relative)
        return SourceFile(path: display, bytes: bytes)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }

    /// Resolves `.` and `..` components without touching the file system.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
