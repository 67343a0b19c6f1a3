import Foundation
import GuidepostServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import ServiceLifecycle
import Testing

/// The service through its HTTP interface: decoration, every documented failure with its
/// status, the limits, metrics, and the proxy in front of a stub router that answers, fails,
/// hangs or is not there at all.
@Suite("guidepost-serve")
struct ServiceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/GuidepostTests/Fixtures/Valhalla")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static func application(_ configure: (inout ServerConfiguration) -> Void = { _ in }, httpClient: HTTPClientBox? = nil)
        -> some ApplicationProtocol
    {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configure(&configuration)
        let service = GuidepostService(configuration: configuration, httpClient: httpClient?.client)
        return service.application(logger: Logger(label: "test"))
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("a Valhalla response comes back decorated in the locale asked for")
    func decorates() async throws {
        let body = try Self.fixture("helsinki-drive-en.json")
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/v1/decorate?locale=de&units=metric", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .ok)
                let root = try Self.json(response)
                let route = try #require((root["routes"] as? [[String: Any]])?.first)
                #expect(route["voiceLocale"] as? String == "de")
                let steps = try #require(((route["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]]))
                let voice = try #require(steps.first?["voiceInstructions"] as? [[String: Any]])
                #expect(!voice.isEmpty)
                // German, not the router's English.
                let said = voice.compactMap { $0["announcement"] as? String }.joined(separator: " ")
                #expect(said.contains("Richtung") || said.contains("abbiegen") || said.contains("weiter"), "\(said)")
                // What Guidepost does not write comes back as the router sent it.
                let original = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
                let originalRoute = try #require((original["routes"] as? [[String: Any]])?.first)
                #expect(route["geometry"] as? String == originalRoute["geometry"] as? String)
            }
        }
    }

    @Test("over a real socket: decoration, a body over the limit, then health")
    func live() async throws {
        let body = try Self.fixture("helsinki-walk-en.json")
        try await Self.application({ $0.maximumBodyBytes = 64 * 1024 }).test(.live) { client in
            try await client.execute(uri: "/v1/decorate?locale=sv", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .ok)
                let route = try #require((try Self.json(response)["routes"] as? [[String: Any]])?.first)
                #expect(route["voiceLocale"] as? String == "sv")
            }
            try await client.execute(uri: "/v1/decorate?locale=sv", method: .post,
                body: ByteBuffer(repeating: UInt8(ascii: "["), count: 200 * 1024)) { response in
                #expect(response.status == .contentTooLarge)
            }
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    /// (body, query, status, error kind): each bad request gets its documented answer.
    static let badRequests: [(String, String, Int, String)] = [
        ("{\"routes\": [", "locale=de", 400, "bad-input"),
        ("{\"hello\": 1}", "locale=de", 400, "bad-input"),
        ("[1, 2, 3]", "locale=de", 400, "bad-input"),
        (String(repeating: "[", count: 400) + String(repeating: "]", count: 400), "locale=de", 400, "bad-input"),
        ("{\"routes\": []}", "locale=de", 400, "bad-input"),
        ("{}", "locale=xx", 400, "unknown-locale"),
        ("{}", "locale=" + String(repeating: "a", count: 500), 400, "unknown-locale"),
        ("{}", "locale=de&units=furlongs", 400, "bad-units"),
        ("\u{FEFF}garbage\u{0}", "locale=de", 400, "bad-input"),
    ]

    @Test("bad requests: 400 with the reader's message, and the server keeps serving", arguments: badRequests)
    func badRequest(body: String, query: String, status: Int, kind: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/v1/decorate?" + query, method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status.code == status)
                let answer = try Self.json(response)
                #expect(answer["error"] as? String == kind)
            }
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("bad input is reported at its JSON path and position")
    func badInputPosition() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/v1/decorate?locale=de", method: .post,
                body: ByteBuffer(string: "{\"routes\": [{\"legs\": 5}]}")) { response in
                #expect(response.status == .badRequest)
                let answer = try Self.json(response)
                #expect(answer["path"] as? String == "$.routes[0].legs", "\(answer)")
                #expect(answer["line"] as? Int == 1)
            }
        }
    }

    @Test("a body over the limit is refused with 413, declared or not")
    func tooLarge() async throws {
        let body = try Self.fixture("helsinki-drive-en.json")
        try await Self.application({ $0.maximumBodyBytes = 1000 }).test(.router) { client in
            try await client.execute(uri: "/v1/decorate?locale=de", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .contentTooLarge)
                let answer = try Self.json(response)
                #expect(answer["error"] as? String == "too-large")
            }
        }
    }

    @Test("a 50 MB body under the default limit is refused with 413, and the server keeps serving")
    func fiftyMegabytes() async throws {
        let body = ByteBuffer(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/v1/decorate?locale=de", method: .post, body: body) { response in
                #expect(response.status == .contentTooLarge)
            }
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("beyond the concurrency limit, 503 at once with Retry-After")
    func overloaded() async throws {
        try await Self.application({ $0.concurrencyLimit = 0 }).test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
            }
        }
    }

    @Test("metrics count requests, errors and renderers in Prometheus text")
    func metrics() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/v1/decorate?locale=fr", method: .post, body: ByteBuffer(string: try Self.fixture("helsinki-walk-en.json")))
            try await client.execute(uri: "/v1/decorate?locale=zz", method: .post, body: ByteBuffer(string: "{}"))
            try await client.execute(uri: "/metrics", method: .get) { response in
                let text = String(buffer: response.body)
                #expect(text.contains("guidepost_requests_total{route=\"decorate\"} 2"))
                #expect(text.contains("guidepost_errors_total{kind=\"unknown-locale\"} 1"))
                #expect(text.contains("guidepost_renderer_pairs 1"))
                #expect(text.contains("guidepost_request_duration_seconds_bucket{route=\"decorate\""))
            }
        }
    }

    @Test("an unknown path without an upstream is 404 as JSON")
    func notFound() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/route/v1/driving/1,2;3,4", method: .get) { response in
                #expect(response.status == .notFound)
                let answer = try Self.json(response)
                #expect(answer["error"] as? String == "not-found")
            }
        }
    }
}
