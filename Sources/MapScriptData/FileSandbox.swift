#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only way scripts reach files: paths are resolved relative to the script's folder and
/// refused unless they lie inside an allowed root (the script's folder and any `--allow-read`
/// folders), and reads are bounded in size.
///
/// A path is checked after `realpath` has resolved every `..` and every symbolic link, so
/// neither `../secret` nor a link pointing out of the folder gets through, and the prefix test
/// is made on whole path components (`/data/maps` does not allow `/data/maps-private`). A file
/// that does not exist is reported as missing only when its folder is inside the roots, so a
/// script cannot probe which files exist elsewhere.
public struct FileSandbox: Sendable {
    /// The folder relative paths start from (the script's folder), as given.
    public let baseDirectory: String
    /// The allowed roots, resolved: the base directory first, then the extra ones.
    public let allowedRoots: [String]
    /// The largest file `read` accepts, in bytes.
    public let maximumFileSize: Int

    /// Roots that do not exist are dropped: nothing can be read below them anyway.
    public init(baseDirectory: String, allowedDirectories: [String] = [], maximumFileSize: Int = 256 * 1024 * 1024) {
        self.baseDirectory = baseDirectory
        self.maximumFileSize = maximumFileSize
        var roots: [String] = []
        let base = FileSandbox.absolute(baseDirectory, from: FileSandbox.currentDirectory())
        for directory in [base] + allowedDirectories.map({ FileSandbox.absolute($0, from: base) }) {
            if let resolved = FileSandbox.realPath(directory), !roots.contains(resolved) { roots.append(resolved) }
        }
        allowedRoots = roots
    }

    /// The real absolute path of `path` (relative to the base directory), if it is inside the
    /// allowed roots and exists.
    public func resolve(_ path: String) throws(DataError) -> String {
        guard !path.isEmpty else { throw DataError(file: path, message: "empty file path") }
        guard !path.utf8.contains(0) else { throw DataError(file: path, message: "a file path cannot contain a NUL character") }
        let base = FileSandbox.absolute(baseDirectory, from: FileSandbox.currentDirectory())
        let full = FileSandbox.absolute(path, from: base)
        if let resolved = FileSandbox.realPath(full) {
            guard isAllowed(resolved) else { throw outside(path) }
            return resolved
        }
        let reason = errno
        guard contains(full) else { throw outside(path) }
        if reason == ENOENT || reason == ENOTDIR {
            throw DataError(file: path, message: "no such file")
        }
        throw DataError(file: path, message: "cannot open the file (\(FileSandbox.describe(reason)))")
    }

    /// Reads a whole regular file inside the roots, refusing files larger than `limit` (the
    /// sandbox's maximum by default).
    public func read(_ path: String, limit: Int? = nil) throws(DataError) -> [UInt8] {
        try readResolving(path, limit: limit).bytes
    }

    /// `read`, also giving the real path that was read. Resolving once for both keeps them the
    /// same file even if a link is swapped between two separate calls.
    public func readResolving(_ path: String, limit: Int? = nil) throws(DataError) -> (resolvedPath: String, bytes: [UInt8]) {
        let resolved = try resolve(path)
        let maximum = min(limit ?? maximumFileSize, maximumFileSize)
        // Judged before opening: opening a FIFO waits for a writer, and opening a device may
        // do something (rewind a tape). O_NONBLOCK keeps a FIFO swapped in after this check
        // from blocking the open; the fstat below then refuses it.
        if let kind = FileKind(path: resolved), kind != .regular { throw notRegular(path, kind) }
        // O_NOFOLLOW: the resolved path has no links left; if one appears now, something is racing us.
        let descriptor = open(resolved, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw DataError(file: path, message: "cannot open the file (\(FileSandbox.describe(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw DataError(file: path, message: "cannot read the file (\(FileSandbox.describe(errno)))")
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw notRegular(path, kind) }
        let size = Int(status.st_size)
        if size > maximum {
            throw DataError(file: path, message: "file is too large (\(size) bytes; the limit is \(maximum) bytes)")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return readFromDescriptor(descriptor, start + filled, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataError(file: path, message: "cannot read the file (\(FileSandbox.describe(errno)))")
            }
            if count == 0 { break }
            filled += count
        }
        // A file that shrank while read is taken as it is now; one that grew is cut at its size.
        if filled < size { bytes.removeLast(size - filled) }
        // A file that says it is empty may be one whose size the system does not know (those
        // of /proc): it is read to its end, as far as the limit.
        if size == 0 { bytes = try readToEnd(descriptor, path: path, maximum: maximum) }
        return (resolved, bytes)
    }

    private func readToEnd(_ descriptor: Int32, path: String, maximum: Int) throws(DataError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in readFromDescriptor(descriptor, buffer.baseAddress!, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataError(file: path, message: "cannot read the file (\(FileSandbox.describe(errno)))")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximum else {
                throw DataError(file: path, message: "file is too large (more than \(maximum) bytes; the limit is \(maximum) bytes)")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Whether the absolute `path` lies inside the roots, existing or not: a path that cannot
    /// be resolved is judged by its nearest existing folder, so that whether it exists is told
    /// only of paths inside (a script cannot probe the folders elsewhere).
    public func contains(_ path: String) -> Bool {
        if let resolved = FileSandbox.realPath(path) { return isAllowed(resolved) }
        var parent = FileSandbox.normalize(path)
        var missingTail: [Substring] = []
        while true {
            if let resolvedParent = FileSandbox.realPath(parent) {
                let candidate = missingTail.isEmpty ? resolvedParent
                    : (resolvedParent == "/" ? "" : resolvedParent) + "/" + missingTail.reversed().joined(separator: "/")
                return isAllowed(candidate)
            }
            guard let slash = parent.lastIndex(of: "/"), parent != "/" else { return false }
            missingTail.append(parent[parent.index(after: slash)...])
            parent = slash == parent.startIndex ? "/" : String(parent[..<slash])
        }
    }

    /// True when `resolved` is a root or lies below one, on a component boundary.
    public func isAllowed(_ resolved: String) -> Bool {
        for root in allowedRoots {
            if resolved == root { return true }
            if root == "/" { return resolved.hasPrefix("/") }
            if resolved.hasPrefix(root), resolved.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/") { return true }
        }
        return false
    }

    private func notRegular(_ path: String, _ kind: FileKind) -> DataError {
        if kind == .folder { return DataError(file: path, message: "is a folder, not a file") }
        return DataError(file: path, message: "is \(kind.phrase), not a regular file")
    }

    private func outside(_ path: String) -> DataError {
        DataError(file: path, message: "is outside the folders this script may read (its own folder and any --allow-read folder)")
    }

    // MARK: Paths

    static func absolute(_ path: String, from base: String) -> String {
        if path.hasPrefix("/") { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// Removes `.`, empty components and `..` lexically (used only for files that do not exist).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// The system's read(2), named apart from `FileSandbox.read`.
private func readFromDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
