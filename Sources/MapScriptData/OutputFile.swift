#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way anything in mapscript writes an output file: the render command's `-o`,
/// `render()` in a script, the REPL's `:render`, `watch` and `fmt --write` all come here, so
/// they follow the same rules.
///
/// - A regular file (or a new one) is written whole or not at all: the bytes go to a temporary
///   file in the destination's own folder (so the rename stays on one file system and is
///   atomic), which then replaces the destination with the permissions it had.
/// - A symbolic link is followed and the file it points to is replaced; the link stays a link.
/// - A file with other names (hard links) is written into once the whole output is ready
///   beside it, so that every name shows the new output.
/// - Anything else that exists (a character device such as /dev/null or /dev/stdout, a FIFO)
///   is written straight to, never renamed over: renaming a temporary file over /dev/null, as
///   root may, would turn the system's /dev/null into a plain file.
/// - A file the run has read (the script, an import, a data file or an image) is never
///   replaced, whatever name it is reached by: it is compared by device and inode.
///
/// Writing is split in two (`prepare`, then `PendingOutput.commit`) so that `render()` in a
/// script can write its bytes at once and make them visible only when the run succeeds.
public enum OutputFile {
    public struct WriteError: Error, Equatable, CustomStringConvertible, Sendable {
        /// The destination as the user named it.
        public var path: String
        public var reason: String
        /// The destination is a file the run read: a wrong choice of name, which the command
        /// line reports as a usage error, not a failure to write.
        public var isFileRead: Bool

        public init(path: String, reason: String, isFileRead: Bool = false) {
            self.path = path
            self.reason = reason
            self.isFileRead = isFileRead
        }

        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `bytes` to `path` now. `protectedFiles` are files the run has read.
    public static func write(_ bytes: [UInt8], to path: String, protecting protectedFiles: [String] = []) throws(WriteError) {
        try write(OutputDocument(bytes), to: path, protecting: protectedFiles)
    }

    /// Writes `document` to `path` now, its spool copied in by the kernel.
    public static func write(_ document: OutputDocument, to path: String, protecting protectedFiles: [String] = []) throws(WriteError) {
        try prepare(document, to: path, protecting: protectedFiles).commit(protecting: protectedFiles)
    }

    /// Checks the destination and, for a regular file, writes the bytes to a temporary file
    /// beside it; nothing is visible at `path` until `commit`.
    public static func prepare(_ bytes: [UInt8], to path: String, protecting protectedFiles: [String] = []) throws(WriteError) -> PendingOutput {
        try prepare(OutputDocument(bytes), to: path, protecting: protectedFiles)
    }

    /// `prepare` for a document that may be in parts.
    public static func prepare(_ document: OutputDocument, to path: String, protecting protectedFiles: [String] = []) throws(WriteError) -> PendingOutput {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw WriteError(path: path, reason: "not a file name") }
        var status = stat()
        // Judged by what the name leads to, links followed by the kernel: /dev/stdout leads
        // through /proc to a pipe or a terminal, which no path names.
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw WriteError(path: path, reason: "it is a folder; name a file")
            case S_IFSOCK:
                throw WriteError(path: path, reason: "it is a socket, not a file")
            case S_IFREG:
                break
            default:
                return PendingOutput(path: path, target: path, storage: .direct(document))
            }
        }
        let target = try target(of: path)
        let exists = lstat(target, &status) == 0
        if exists {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regular else { throw WriteError(path: path, reason: "it is \(kind.phrase), not a regular file") }
            try refuseIfRead(status, path: path, protectedFiles: protectedFiles)
            // Replacing by rename needs only the folder's permission; a file its owner made
            // read-only is refused as writing into it would be (as `cp` and `>` refuse it).
            guard access(target, W_OK) == 0 || errno != EACCES else {
                throw WriteError(path: path, reason: "permission denied (the file is read-only)")
            }
        }
        let temporary = try writeTemporary(document, besides: target, path: path, permissions: exists ? status.st_mode & 0o7777 : newFilePermissions())
        return PendingOutput(path: path, target: target, storage: .temporary(temporary))
    }

    // MARK: The destination

    /// `path` with every symbolic link in its last component followed and its folder resolved:
    /// the name that is actually replaced. A dangling link gives the missing file it names,
    /// which is then created.
    public static func target(of path: String) throws(WriteError) -> String {
        var current = path
        // As many links as the kernel follows before it gives up (ELOOP).
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else {
                return try resolvingFolder(of: current, path: path)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw WriteError(path: path, reason: describe(errno)) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        throw WriteError(path: path, reason: "too many levels of symbolic links")
    }

    private static func resolvingFolder(of file: String, path: String) throws(WriteError) -> String {
        let name = lastComponent(of: file)
        if name.isEmpty, let reason = trailingSlashReason(file) {
            throw WriteError(path: path, reason: reason)
        }
        if name.isEmpty || name == "." || name == ".." {
            throw WriteError(path: path, reason: "it is a folder; name a file")
        }
        let folder = folder(of: file)
        guard let resolved = realPath(folder) else {
            throw WriteError(path: path, reason: "the folder '\(folder)' does not exist")
        }
        return (resolved == "/" ? "" : resolved) + "/" + name
    }

    /// Why a name ending in `/` that is not a folder cannot be written: the `/` alone makes
    /// it name a folder, so "it is a folder" would blame the name for being what it is not.
    /// Nil when the name before the `/` is a folder (or there is none, as for `/`).
    private static func trailingSlashReason(_ file: String) -> String? {
        var name = Substring(file)
        while name.hasSuffix("/") { name = name.dropLast() }
        guard !name.isEmpty else { return nil }
        var status = stat()
        if stat(String(name), &status) != 0 {
            return "the '/' at its end names a folder, and there is no folder '\(name)'; to write a file, drop the '/'"
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { return nil }
        return "the '/' at its end names a folder, and '\(name)' is a file, not a folder; to write the file, drop the '/'"
    }

    /// Refuses to replace `status`'s file when it is one of `protectedFiles`.
    static func refuseIfRead(_ status: stat, path: String, protectedFiles: [String]) throws(WriteError) {
        for file in protectedFiles {
            var read = stat()
            if stat(file, &read) == 0, read.st_dev == status.st_dev, read.st_ino == status.st_ino {
                throw WriteError(path: path, reason: "the run read that file, and writing would lose it; choose another name", isFileRead: true)
            }
        }
    }

    /// Why a file in `folder` cannot be written when the folder refuses new files: the file
    /// itself may be writable, but it is replaced whole, through a new file beside it.
    public static func unwritableFolderReason(_ folder: String) -> String {
        "its folder '\(folder)' cannot be written to; the file is replaced whole, through a new file made beside it, "
            + "so that a run that fails leaves it as it was"
    }

    /// The folder of `path` as the user named it, or of `target` when a link leads there.
    public static func folderAsNamed(_ path: String, target: String) -> String {
        var status = stat()
        return folder(of: lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK ? target : path)
    }

    /// Whether a file can be made in `target`'s folder (see `unwritableFolderReason`).
    public static func canMakeFiles(besides target: String) -> Bool {
        access(folder(of: target), W_OK) == 0 || (errno != EACCES && errno != EROFS)
    }

    // MARK: Writing

    private static func writeTemporary(_ document: OutputDocument, besides target: String, path: String, permissions: mode_t) throws(WriteError) -> String {
        var template = Array("\(folder(of: target))/.\(lastComponent(of: target)).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            if code == EACCES || code == EROFS { throw WriteError(path: path, reason: unwritableFolderReason(folderAsNamed(path, target: target))) }
            throw WriteError(path: path, reason: describe(code))
        }
        let temporary = String(cString: template)
        do throws(WriteError) {
            defer { close(descriptor) }
            try document.write(to: descriptor, path: path)
            // mkstemp makes the file private to its owner; give it the permissions of the file
            // it replaces, or those a new file would get.
            _ = fchmod(descriptor, permissions)
            // The bytes reach the disk before the name does: otherwise a crash just after the
            // rename could leave an empty file where the previous one was.
            guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: describe(errno)) }
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteError) {
        // withUnsafeBytes rethrows untyped errors: the failure comes out as a value.
        let failure: WriteError? = bytes.withUnsafeBytes { buffer in
            do throws(WriteError) {
                try writeAll(buffer, to: descriptor, path: path)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(WriteError) {
        guard let start = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, start + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, reason: describe(errno))
            }
            offset += written
        }
    }

    private static func newFilePermissions() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    // MARK: Paths

    /// The folder part of `path`: `"."` for a bare name, `"/"` for a file at the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The name after the last `/`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// The system's write(2), named apart from `OutputFile.write`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
