import Foundation
import NIOCore

/// Asks the system, before the script's first run, whether the server could listen where it is
/// told to: a port in use, an address of no interface or a host of no name would otherwise be
/// reported only after the whole script ran (its output printed, its `render` files written).
/// The socket is bound and closed at once; the server binds its own afterwards, so a port taken
/// in between is still reported then.
enum ListeningProbe {
    /// Throws what binding to `host` and `port` would fail with (an `IOError` with the errno,
    /// or `SocketAddressError.UnknownHost`); port 0 (a free one) is never in use.
    static func check(host: String, port: Int) throws {
        let address = try SocketAddress.makeAddressResolvingHost(host, port: port)
        let family = address.protocol.rawValue
        #if canImport(Glibc)
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // As the server's own socket does: a port whose last connections are closing is free.
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSockAddr { pointer, size in bind(descriptor, pointer, socklen_t(size)) }
        if bound != 0 { throw IOError(errnoCode: errno, reason: "bind") }
    }
}
