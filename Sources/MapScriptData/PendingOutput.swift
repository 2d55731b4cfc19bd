#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file made ready by `OutputFile.prepare` and not yet visible: `commit` makes it
/// so, `discard` drops it. For a regular file the bytes already sit in a temporary file beside
/// the destination and `commit` is one rename (or, for a file with other names or another
/// owner it cannot be given, a copy into it); for a device or a FIFO they are kept here and
/// `commit` writes them straight to it.
public struct PendingOutput {
    enum Storage {
        case temporary(String)
        case direct(OutputDocument)
    }

    /// The destination as the user named it, for messages.
    public let path: String
    /// The file that is actually written: for a regular file, symbolic links followed and the
    /// folder resolved (the name the rename replaces); for a device or a FIFO, the path as
    /// given, whose links the kernel follows when it is opened.
    public let target: String
    let storage: Storage

    /// Makes the output visible, unless its destination has become one of `protectedFiles`
    /// (a file the run read after the output was prepared).
    public func commit(protecting protectedFiles: [String] = []) throws(OutputFile.WriteError) {
        switch storage {
        case .temporary(let temporary):
            do throws(OutputFile.WriteError) {
                var status = stat()
                if lstat(target, &status) == 0 {
                    try OutputFile.refuseIfRead(status, path: path, protectedFiles: protectedFiles)
                    if status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 || !giveOwner(of: status, to: temporary) {
                        try copy(temporary, into: target)
                        unlink(temporary)
                        return
                    }
                }
                guard rename(temporary, target) == 0 else {
                    throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno))
                }
            } catch {
                unlink(temporary)
                throw error
            }
        case .direct(let document):
            try writeStraight(document)
        }
    }

    /// True for a device or a FIFO, whose bytes go to it only at `commit`: there is no file
    /// to make ready beside it, and what is written cannot be taken back.
    public var isWrittenInPlace: Bool {
        if case .direct = storage { return true }
        return false
    }

    public func discard() {
        if case .temporary(let temporary) = storage { unlink(temporary) }
    }

    /// A rename puts a new file in the old one's place, owned by whoever runs the command: the
    /// new one gets the old one's owner and group, as editors keep them, so that `fmt --write`
    /// or `-o` run as root does not take another user's file. Returns false when that is not
    /// allowed (a user writing another's file, in a folder both may write): that file is then
    /// written into, as with other names, and stays its owner's.
    private func giveOwner(of status: stat, to temporary: String) -> Bool {
        if status.st_uid == geteuid(), status.st_gid == getegid() { return true }
        guard chown(temporary, status.st_uid, status.st_gid) == 0 else { return false }
        // A change of owner clears the set-user-ID and set-group-ID bits; they were the file's.
        _ = chmod(temporary, status.st_mode & 0o7777)
        return true
    }

    /// Writes the finished temporary file into a file that has other names (hard links), as
    /// `cp` and editors do: a rename would give this name a new file and leave every other
    /// name with the old picture. The bytes are all on disk beside it first, so only a failure
    /// in the copy itself (the disk failing) can leave the file part written.
    private func copy(_ temporary: String, into target: String) throws(OutputFile.WriteError) {
        let source = open(temporary, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno)) }
        defer { close(source) }
        let destination = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard destination >= 0 else { throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno)) }
        defer { close(destination) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno))
            }
            if count == 0 { break }
            try OutputFile.writeAll(Array(buffer[0..<count]), to: destination, path: path)
            total += count
        }
        // Written over from the start, then cut to the new length: the old picture's tail goes.
        guard ftruncate(destination, off_t(total)) == 0, fsync(destination) == 0 else {
            throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno))
        }
    }

    /// Writes to a device or FIFO without creating, truncating or replacing anything. Opening a
    /// FIFO waits for a reader, as the shell's `>` does.
    private func writeStraight(_ document: OutputDocument) throws(OutputFile.WriteError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno)) }
        // Replaced by a regular file since it was prepared: writing into it without truncating
        // would leave old bytes at its end.
        if (status.st_mode & S_IFMT) == S_IFREG {
            throw OutputFile.WriteError(path: path, reason: "it changed from a device to a regular file while the script ran")
        }
        try document.write(to: descriptor, path: path)
    }
}
