import HTTPTypes
import HummingbirdTesting
import NIOCore

/// An HTTP client for the live server that waits as long as the suite's time limit allows.
///
/// HummingbirdTesting's own live client gives up after 20 s without a byte. The test process
/// runs every suite at once, and many of them wait for a child process on a thread of the
/// cooperative pool; on a loaded machine (the suite under the address sanitizer, two cores)
/// that pool can be busy long enough for the server's answer to come later than that. A late
/// answer is not the failure these tests look for; a missing or wrong one is.
enum PatientClient {
    static let readTimeout: Duration = .seconds(150)

    /// Runs `body` with a client connected to the server that `live` is talking to.
    static func with<Value: Sendable>(
        _ live: some TestClientProtocol,
        _ body: @escaping @Sendable (TestClient) async throws -> Value
    ) async throws -> Value {
        guard let port = live.port else { throw TestClient.Error.invalidURL }
        return try await TestClient.withClient(
            host: "localhost", port: port, configuration: .init(timeout: readTimeout), operation: body
        )
    }
}

extension TestClient {
    /// A GET on the same connection, its body empty rather than absent.
    func fetch(_ uri: String, headers: HTTPFields = [:]) async throws -> (head: HTTPResponse, body: ByteBuffer) {
        let response = try await execute(Request(uri, method: .get, authority: "localhost", headers: headers))
        return (response.head, response.body ?? ByteBuffer())
    }
}
