#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file or nothing: the bytes go to a temporary file in the destination's own
/// folder (so the rename stays on one file system and is atomic), which then replaces the
/// destination. A reader never sees half a file, and a failure leaves the previous file as it was.
enum AtomicFileWriter {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = FilePath.folder(of: path)
        let name = FilePath.lastComponent(of: path)
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: currentErrorText()) }
        let temporaryPath = String(cString: template)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            // mkstemp creates the file private to its owner; give the result the permissions
            // of the file it replaces, or those a new file would get.
            _ = fchmod(descriptor, permissions(replacing: path))
            // The bytes reach the disk before the name does: otherwise a crash just after the
            // rename could leave an empty file where the previous one was.
            guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: currentErrorText()) }
        }
        guard rename(temporaryPath, path) == 0 else {
            throw WriteError(path: path, reason: currentErrorText())
        }
        succeeded = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: currentErrorText())
                }
                offset += written
            }
        }
    }

    private static func permissions(replacing path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    private static func currentErrorText() -> String {
        String(cString: strerror(errno))
    }
}
