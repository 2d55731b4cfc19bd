import Foundation
import NIOCore

/// Why the server could not start or had to stop, in words for the command line: the errors
/// of the socket layer name system calls (`bind(descriptor:ptr:bytes:)`), not what to do.
public struct ServeFailure: Error, CustomStringConvertible {
    public let description: String

    init(_ error: Error, host: String, port: Int) {
        let address = LiveServer.address(host: host, port: port)
        switch error {
        case let error as IOError where error.errnoCode == EADDRINUSE:
            description = "cannot listen on \(address): the port is in use (--port 0 takes a free one)"
        case let error as IOError where error.errnoCode == EACCES:
            description = "cannot listen on \(address): permission denied (ports below 1024 need privileges)"
        case let error as IOError where error.errnoCode == EADDRNOTAVAIL:
            description = "cannot listen on \(address): no interface of this machine has that address"
        case let error as IOError:
            description = "cannot listen on \(address): \(String(cString: strerror(error.errnoCode)))"
        case is SocketAddressError.UnknownHost:
            description = "cannot listen on \(address): there is no host of that name"
        default:
            description = "\(error)"
        }
    }
}
