#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `watch` and `serve` compare to notice a change: for each file, whether it exists, its
/// modification time (to the nanosecond), size and inode. An editor that saves by writing a new
/// file and renaming it over the old one changes the inode even within one clock tick.
public struct FileStamps: Equatable, Sendable {
    private struct Stamp: Equatable {
        var exists: Bool
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private var stamps: [Stamp]
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(FileStamps.stamp)
    }

    private static func stamp(_ path: String) -> Stamp {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return Stamp(exists: false, seconds: 0, nanoseconds: 0, size: 0, inode: 0)
        }
        #if os(Linux)
        let time = status.st_mtim
        #else
        let time = status.st_mtimespec
        #endif
        return Stamp(exists: true, seconds: time.tv_sec, nanoseconds: time.tv_nsec, size: Int64(status.st_size), inode: UInt64(status.st_ino))
    }
}
