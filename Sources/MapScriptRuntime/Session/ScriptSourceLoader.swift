import Foundation
import MapScriptData
import MapScriptSyntax

/// Reads the files scripts `import`, through the session's sandbox. An import is relative to
/// the importing file, and the imported file's path is written the way the importer's was
/// (`lessons/lib/util.map` when `lessons/main.map` imports `lib/util.map`), `.` and `..`
/// resolved, so one file always has one path and is run once. A file reached again by another
/// way (`../here/util.map`, a link to it) keeps the path it was first imported by: the session
/// runs each path once, so spelt two ways it ran twice and its names clashed with themselves.
final class ScriptSourceLoader: SourceLoader {
    private let files: ScriptFiles
    /// The path each file was first imported by, by its real path.
    private var pathsByRealPath: [String: String] = [:]

    init(files: ScriptFiles) {
        self.files = files
    }

    func loadSource(_ path: String, importedFrom importer: SourceFile) throws -> SourceFile {
        let display = path.hasPrefix("/") ? path : ScriptSourceLoader.normalize(ScriptSourceLoader.join(ScriptSourceLoader.folder(of: importer.path), path))
        let absolute = ScriptSourceLoader.absolute(display)
        let bytes: [UInt8]
        let resolved: String
        do {
            resolved = try files.sandbox.resolve(absolute)
            bytes = try files.sandbox.read(absolute, limit: 16 * 1024 * 1024)
        } catch {
            // The compiler names the import itself ("cannot import 'lib.map': no such file").
            throw RuntimeError(error.message)
        }
        files.noteRead(resolved)
        if let first = pathsByRealPath[resolved] { return SourceFile(path: first, bytes: bytes) }
        pathsByRealPath[resolved] = display
        return SourceFile(path: display, bytes: bytes)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder + "/" + path
    }

    /// A path relative to the current folder made absolute, `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
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
