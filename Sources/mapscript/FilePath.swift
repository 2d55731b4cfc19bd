import MapScriptData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few path operations the command needs, on plain strings, so that the paths printed in
/// messages are exactly the ones the user typed.
enum FilePath {
    /// The folder part of `path`: `"."` for a bare name, `"/"` for a file at the root.
    static func folder(of path: String) -> String { OutputFile.folder(of: path) }

    static func lastComponent(of path: String) -> String { OutputFile.lastComponent(of: path) }

    /// `path` with its extension (if any) replaced: `maps/park.map` → `maps/park.svg`.
    static func replacingExtension(of path: String, with newExtension: String) -> String {
        let name = lastComponent(of: path)
        let stem: Substring
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = Substring(name)
        }
        let prefix = path.dropLast(name.count)
        return "\(prefix)\(stem).\(newExtension)"
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether both paths name one existing file (through links or other names).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Whether `path` names the file standard output is open on (`/dev/stdout`, `/dev/fd/1`,
    /// or the file the shell redirected it to).
    static func isStandardOutput(_ path: String) -> Bool {
        var named = stat(), output = stat()
        return stat(path, &named) == 0 && fstat(STDOUT_FILENO, &output) == 0
            && named.st_dev == output.st_dev && named.st_ino == output.st_ino
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// An absolute form of `path` (not resolving symbolic links), for the session's base folder.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return currentDirectory() + "/" + path
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(cString: buffer)
    }
}
