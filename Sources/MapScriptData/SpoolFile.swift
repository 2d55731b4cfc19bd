#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An unnamed file that holds the middle of an output too large to keep in memory: the body of
/// a picture of 100,000 pins, handed over in pieces as it is written (`BodySpill`), while its
/// head, which names what the body used, is only known at the end. `OutputDocument` then
/// writes head, spool and tail to the destination, the spool copied by the kernel.
///
/// The file lies in the destination's own folder, on the disk the output goes to, and not in
/// a temporary folder that may be memory; it has no name from the moment it is made, so a run
/// that fails or is killed leaves nothing behind. It is made at the first piece: a small
/// picture never touches the disk twice. Where neither the destination's folder nor the
/// temporary folder takes a file, the pieces are kept in memory: the output is the same.
///
/// Appending never throws: the first failure (a full disk) is kept and reported when the
/// document is written, and nothing more is written after it.
public final class SpoolFile {
    /// The folder the file is made in.
    let folder: String
    /// The destination as the user named it, for messages.
    let destination: String
    private var descriptor: Int32 = -1
    /// Whether making the file was tried (at the first piece).
    private var triedToOpen = false
    /// The pieces, when no folder took the file.
    private var held: [UInt8] = []
    private var byteCount = 0
    /// The first failure to write a piece, reported when the document is written.
    private(set) var failure: OutputFile.WriteError?

    /// A spool for an output written to `destination`: beside the file it replaces, or for a
    /// device or a FIFO (which are written straight to) in the system's temporary folder.
    public init(forOutputAt destination: String) {
        self.destination = destination
        var status = stat()
        if stat(destination, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            folder = SpoolFile.temporaryFolder
        } else if let target = try? OutputFile.target(of: destination) {
            folder = OutputFile.folder(of: target)
        } else {
            folder = OutputFile.folder(of: destination)
        }
    }

    /// A spool for standard output, in the system's temporary folder.
    public init(forStandardOutputNamed name: String) {
        destination = name
        folder = SpoolFile.temporaryFolder
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    private static var temporaryFolder: String {
        if let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty { return folder }
        return "/tmp"
    }

    /// Adds `bytes` at the end.
    public func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        if !triedToOpen {
            triedToOpen = true
            descriptor = SpoolFile.namelessFile(in: folder) ?? SpoolFile.namelessFile(in: SpoolFile.temporaryFolder) ?? -1
        }
        guard descriptor >= 0 else {
            held.append(contentsOf: bytes)
            byteCount += bytes.count
            return
        }
        do throws(OutputFile.WriteError) {
            try OutputFile.writeAll(bytes, to: descriptor, path: destination)
            byteCount += bytes.count
        } catch {
            failure = error
        }
    }

    /// A new file in `folder`, open for reading and writing, with no name; nil when the folder
    /// takes none.
    private static func namelessFile(in folder: String) -> Int32? {
        var template = Array("\(folder)/.mapscript-spool.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { return nil }
        // Nameless from here on: the open descriptor keeps the file, and nothing is left behind.
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        return made
    }

    /// Writes the whole spool to `output` after whatever it already holds. The kernel copies
    /// it (sendfile) where it can, so the spool never comes back into this process.
    func copy(to output: Int32, path: String) throws(OutputFile.WriteError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { return try OutputFile.writeAll(held, to: output, path: path) }
        var offset = 0
        #if os(Linux)
        while offset < byteCount {
            var position = off_t(offset)
            let sent = sendfile(output, descriptor, &position, byteCount - offset)
            if sent < 0 {
                if errno == EINTR { continue }
                // Not every output takes sendfile; the rest goes through a buffer.
                if (errno == EINVAL || errno == ENOSYS) && offset == 0 { break }
                throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno))
            }
            if sent == 0 { throw OutputFile.WriteError(path: path, reason: "the spooled picture ended early") }
            offset += sent
        }
        #endif
        try copyThroughBuffer(to: output, from: offset, path: path)
    }

    private func copyThroughBuffer(to output: Int32, from start: Int, path: String) throws(OutputFile.WriteError) {
        var offset = start
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while offset < byteCount {
            let read = pread(descriptor, buffer.baseAddress, min(buffer.count, byteCount - offset), off_t(offset))
            if read < 0 {
                if errno == EINTR { continue }
                throw OutputFile.WriteError(path: path, reason: OutputFile.describe(errno))
            }
            if read == 0 { throw OutputFile.WriteError(path: path, reason: "the spooled picture ended early") }
            try OutputFile.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<read]), to: output, path: path)
            offset += read
        }
    }
}
