#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat` sees it (links followed). Inputs — the script, `import`,
/// `load` and `Image` — must be regular files, and are judged before they are opened: opening
/// a FIFO for reading waits for a writer, so a FIFO named as a data file would hang the run.
public enum FileKind: Equatable, Sendable {
    case regular
    case folder
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case other

    /// The kind of `path`, or nil when it cannot be looked at (missing, no permission).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(mode: status.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind in a sentence: "a FIFO (named pipe)".
    public var phrase: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "not a regular file"
        }
    }
}
