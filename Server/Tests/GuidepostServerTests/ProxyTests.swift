import Foundation
import GuidepostServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization
import Testing

/// The proxy in front of a stub router on loopback: route answers come back decorated in the
/// locale the request asks for, other answers as they came, and a router that fails, hangs or
/// is not there gives 502 or 504 while the service keeps serving.
@Suite("guidepost-serve as a proxy")
struct ProxyTests {
    /// What the stub router last received.
    final class Received: Sendable {
        let query = Mutex<String?>(nil)
        let headers = Mutex<[String: String]>([:])
    }

    /// Runs `body` with a stub router listening on loopback, given its URL.
    static func withStubRouter(_ body: @Sendable (String, Received) async throws -> Void) async throws {
        let route = try ServiceTests.fixture("helsinki-drive-en.json")
        let received = Received()
        let router = Router()
        router.get("route/v1/driving/**") { request, _ -> Response in
            received.query.withLock { $0 = request.uri.query }
            received.headers.withLock { headers in
                for field in request.headers { headers[field.name.canonicalName] = field.value }
            }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: route)))
        }
        router.post("route") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 20)
            received.query.withLock { $0 = String(buffer: body) }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: route)))
        }
        router.get("status") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: "{\"version\": \"3.5\"}")))
        }
        router.get("noroute") { _, _ -> Response in
            Response(status: .badRequest, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: "{\"code\": \"NoRoute\", \"message\": \"Impossible route\"}")))
        }
        router.get("fail") { _, _ -> Response in
            Response(status: .internalServerError, body: .init(byteBuffer: ByteBuffer(string: "boom")))
        }
        router.get("slow") { _, _ -> Response in
            try await Task.sleep(for: .seconds(3))
            return Response(status: .ok)
        }
        let port = AsyncStream<Int>.makeStream()
        let stub = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Logger(label: "stub-router"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            let services = ServiceGroup(configuration: .init(services: [stub], logger: Logger(label: "stub-router")))
            group.addTask { try await services.run() }
            var ports = port.stream.makeAsyncIterator()
            let listening = try #require(await ports.next())
            try await body("http://127.0.0.1:\(listening)", received)
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    static func proxy(_ upstream: String, _ box: HTTPClientBox) -> some ApplicationProtocol {
        ServiceTests.application({
            $0.upstream = upstream
            $0.upstreamTimeout = .milliseconds(500)
            $0.defaultLocale = "fi"
        }, httpClient: box)
    }

    @Test("OSRM-style GET: decorated in ?locale=, else the request's language, else the default")
    func osrmGet() async throws {
        let box = HTTPClientBox()
        try await Self.withStubRouter { upstream, received in
            try await Self.proxy(upstream, box).test(.router) { client in
                for (query, expected) in [("?locale=de&steps=true", "de"), ("?language=fr&steps=true", "fr"), ("?steps=true", "fi")] {
                    try await client.execute(uri: "/route/v1/driving/24.93,60.17;24.95,60.16" + query, method: .get,
                        headers: [.acceptEncoding: "gzip"]) { response in
                        #expect(response.status == .ok)
                        let root = try ServiceTests.json(response)
                        let route = try #require((root["routes"] as? [[String: Any]])?.first)
                        #expect(route["voiceLocale"] as? String == expected, "\(query)")
                    }
                }
                // Guidepost's own parameter stays here; the router's go on; no encoding is asked for.
                #expect(received.query.withLock { $0 } == "steps=true")
                #expect(received.headers.withLock { $0["accept-encoding"] } == nil)
            }
        }
        try await box.shutdown()
    }

    @Test("Valhalla-style POST: the body's language decides, the body goes on unchanged")
    func valhallaPost() async throws {
        let box = HTTPClientBox()
        try await Self.withStubRouter { upstream, received in
            try await Self.proxy(upstream, box).test(.router) { client in
                let request = "{\"locations\": [], \"costing\": \"auto\", \"format\": \"osrm\", \"directions_options\": {\"language\": \"ru-RU\"}}"
                try await client.execute(uri: "/route", method: .post, body: ByteBuffer(string: request)) { response in
                    #expect(response.status == .ok)
                    let route = try #require((try ServiceTests.json(response)["routes"] as? [[String: Any]])?.first)
                    #expect(route["voiceLocale"] as? String == "ru-RU")
                }
                #expect(received.query.withLock { $0 } == request)
            }
        }
        try await box.shutdown()
    }

    @Test("answers that are not routes come back as they came; a router's 4xx too")
    func passThrough() async throws {
        let box = HTTPClientBox()
        try await Self.withStubRouter { upstream, _ in
            try await Self.proxy(upstream, box).test(.router) { client in
                try await client.execute(uri: "/status", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == "{\"version\": \"3.5\"}")
                }
                try await client.execute(uri: "/noroute", method: .get) { response in
                    #expect(response.status == .badRequest)
                    #expect(String(buffer: response.body).contains("NoRoute"))
                }
            }
        }
        try await box.shutdown()
    }

    @Test("a failing router is 502, a slow one 504, a missing one 502; the service keeps serving")
    func upstreamFaults() async throws {
        let box = HTTPClientBox()
        try await Self.withStubRouter { upstream, _ in
            try await Self.proxy(upstream, box).test(.router) { client in
                try await client.execute(uri: "/fail", method: .get) { response in
                    #expect(response.status == .badGateway)
                    let answer = try ServiceTests.json(response)
                    #expect(answer["upstreamStatus"] as? Int == 500)
                }
                try await client.execute(uri: "/slow", method: .get) { response in
                    #expect(response.status == .gatewayTimeout)
                }
                try await client.execute(uri: "/health", method: .get) { response in
                    #expect(response.status == .ok)
                }
            }
        }
        try await Self.proxy("http://127.0.0.1:1", box).test(.router) { client in
            try await client.execute(uri: "/route/v1/driving/1,2;3,4", method: .get) { response in
                #expect(response.status == .badGateway)
                let answer = try ServiceTests.json(response)
                #expect(answer["error"] as? String == "upstream-failed")
            }
        }
        try await box.shutdown()
    }
}
