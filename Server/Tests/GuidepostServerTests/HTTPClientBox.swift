import AsyncHTTPClient

/// An HTTP client for a test, shut down when the test is done.
final class HTTPClientBox: Sendable {
    let client = HTTPClient(eventLoopGroupProvider: .singleton)

    func shutdown() async throws {
        try await client.shutdown()
    }
}
