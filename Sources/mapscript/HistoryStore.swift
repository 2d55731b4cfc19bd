@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's history, kept across sessions in `$XDG_STATE_HOME/mapscript/history` (or
/// `~/.local/state/mapscript/history`). Each entry is appended to the file as it is entered, so
/// a session that is killed keeps what was typed; blank entries, an entry equal to the one
/// before and very long ones (pasted data, not something to recall) are not kept, and the file
/// is trimmed to the newest `limit` lines when the REPL ends.
///
/// An entry of several lines (a function, a block) is one entry, recalled whole by one Up:
/// the file gives each entry a line of its own before it, readline's timestamp (a backquote
/// and the seconds; a backquote starts no line of a script, except inside a string that
/// spans lines, whose entry would be read back in two), and the lines up to the next
/// timestamp are one entry. A file of an earlier version, one line an entry with no
/// timestamps, is read as such and written again in this form.
final class HistoryStore {
    let path: String
    let limit: Int
    static let longestKeptLine = 16_384
    private var lastLine: String?

    /// The history file's place under the XDG base directory rules; nil without a home.
    static func defaultPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/mapscript/history"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.local/state/mapscript/history"
        }
        return nil
    }

    /// Opens (creating its folders and the file) the history at `path`, and loads it into
    /// readline's list. Nil, after a warning, when the file cannot be made: the REPL still
    /// works, it just forgets.
    init?(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
        guard HistoryStore.makeFolders(for: path) else {
            Console.errorMessage("history is not kept: cannot create the folder of '\(path)'")
            return nil
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else {
            Console.errorMessage("history is not kept: cannot open '\(path)': \(String(cString: strerror(errno)))")
            return nil
        }
        Glibc.close(descriptor)
        stifle_history(Int32(limit))
        history_comment_char = CChar(UInt8(ascii: "`"))
        history_write_timestamps = 1
        if HistoryStore.isOneLineAnEntry(path) {
            history_multiline_entries = 0
            _ = read_history(path)
            HistoryStore.stampEveryEntry()
            _ = write_history(path)
        }
        history_multiline_entries = 1
        clear_history()
        _ = read_history(path)
        if history_length > 0, let entry = history_get(history_base + history_length - 1), let line = entry.pointee.line {
            lastLine = String(cString: line)
        }
    }

    func record(_ line: String) {
        guard line.utf8.count <= HistoryStore.longestKeptLine,
              line.contains(where: { !$0.isWhitespace }), line != lastLine else { return }
        lastLine = line
        add_history(line)
        _ = append_history(1, path)
    }

    func close() {
        _ = history_truncate_file(path, Int32(limit))
    }

    /// Whether the file holds entries but no timestamps: one line an entry, as earlier
    /// versions wrote it.
    private static func isOneLineAnEntry(_ path: String) -> Bool {
        guard let file = fopen(path, "r") else { return false }
        defer { fclose(file) }
        let first = fgetc(file), second = fgetc(file)
        guard first != EOF else { return false }
        return !(first == Int32(UInt8(ascii: "`")) && second >= Int32(UInt8(ascii: "0")) && second <= Int32(UInt8(ascii: "9")))
    }

    /// Gives every entry read a timestamp, made again by adding it anew, so that writing the
    /// list keeps each entry apart.
    private static func stampEveryEntry() {
        var lines: [String] = []
        for offset in 0..<Int(history_length) {
            if let entry = history_get(history_base + Int32(offset)), let line = entry.pointee.line { lines.append(String(cString: line)) }
        }
        clear_history()
        for line in lines { add_history(line) }
    }

    private static func makeFolders(for path: String) -> Bool {
        let folder = FilePath.folder(of: path)
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            prefix += "/" + component
            if FilePath.isDirectory(prefix) { continue }
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return false }
        }
        return FilePath.isDirectory(folder)
    }
}
