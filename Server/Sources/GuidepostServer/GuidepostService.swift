import AsyncHTTPClient
import Foundation
import Guidepost
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import NIOHTTP1
import Synchronization

/// The service's routes:
/// - `POST /v1/decorate?locale=de&units=metric`: an OSRM/Mapbox Directions response in, the same
///   response decorated out (instructions, banners, voice, `voiceLocale`);
/// - `GET /health`, `GET /metrics` (Prometheus text);
/// - with an upstream router configured, every other request is forwarded to it unchanged and
///   a successful JSON answer with `routes` comes back decorated.
public struct GuidepostService: Sendable {
    public let configuration: ServerConfiguration
    public let decorator: Decorator
    public let metrics: ServerMetrics
    let httpClient: HTTPClient?

    public init(configuration: ServerConfiguration, httpClient: HTTPClient?, metrics: ServerMetrics = ServerMetrics()) {
        self.configuration = configuration
        self.decorator = Decorator(pool: RendererPool(limit: configuration.rendererLimit))
        self.metrics = metrics
        self.httpClient = httpClient
    }

    /// The router with every route and the limits in front of them.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: LimitsMiddleware(service: self, inFlight: InFlight()))
        router.get("health") { _, _ -> Response in
            Self.text("ok\n", contentType: "text/plain; charset=utf-8")
        }
        router.get("metrics") { _, _ -> Response in
            metrics.setRenderers(decorator.pool.count)
            return Self.text(metrics.registry.emitToString(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.post("v1/decorate") { request, _ -> Response in
            try await decorateRequest(request)
        }
        if httpClient != nil, configuration.upstream != nil {
            for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch, .head, .options] {
                router.on("**", method: method) { request, _ -> Response in
                    try await proxy(request)
                }
            }
        }
        return router
    }

    /// The service as a Hummingbird application, to run in a `ServiceGroup`. A connection idle
    /// for the request timeout is closed.
    public func application(logger: Logger) -> some ApplicationProtocol {
        Application(router: router(), server: .http1(configuration: .init(idleTimeout: Self.timeAmount(configuration.requestTimeout))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "guidepost-serve"),
            eventLoopGroupProvider: .shared(Self.eventLoops),
            logger: logger)
    }

    // MARK: - Decorate

    func decorateRequest(_ request: Request) async throws(DecorationFailure) -> Response {
        let query = request.uri.queryParameters
        let body = try await Self.body(of: request, limit: configuration.maximumBodyBytes, timeout: configuration.requestTimeout)
        let (locale, units) = try asked(query, routeRequest: nil)
        let decorated = try decorator.decorate(body, locale: locale, units: units)
        return Self.text(decorated, contentType: "application/json; charset=utf-8")
    }

    /// The locale and units a request asks for: `?locale=`, else its own `language` (a query
    /// parameter, or in a router's JSON request, Valhalla's `language` or
    /// `directions_options.language`), else the default; `?units=`, else the request's `units`.
    func asked(_ query: FlatDictionary<Substring, Substring>, routeRequest: [String: Any]?) throws(DecorationFailure)
        -> (locale: String, units: RenderOptions.UnitSystem)
    {
        let options = routeRequest?["directions_options"] as? [String: Any]
        let locale = query["locale"].map(String.init) ?? query["language"].map(String.init)
            ?? (routeRequest?["language"] as? String) ?? (options?["language"] as? String) ?? configuration.defaultLocale
        let units = try Decorator.units(query["units"].map(String.init) ?? (routeRequest?["units"] as? String)
            ?? (options?["units"] as? String))
        return (locale, units)
    }

    /// A request's body as text, refused when larger than `limit` (by its declared length
    /// before reading, else while reading) or slower to arrive than `timeout`.
    static func body(of request: Request, limit: Int, timeout: Duration) async throws(DecorationFailure) -> String {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw DecorationFailure(.tooLarge, "the body is \(declared) bytes; the limit is \(limit)")
        }
        let body = request.body
        do {
            let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await body.collect(upTo: limit) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let buffer = first else {
                    throw DecorationFailure(.timeout, "the body took longer than \(timeout) to arrive")
                }
                return buffer
            }
            return String(buffer: buffer)
        } catch let failure as DecorationFailure {
            throw failure
        } catch is NIOTooManyBytesError {
            throw DecorationFailure(.tooLarge, "the body is larger than the limit of \(limit) bytes")
        } catch {
            throw DecorationFailure(.badInput, "the body could not be read: \(error)")
        }
    }

    // MARK: - Proxy

    /// Forwards a request to the upstream router and decorates a successful route answer in
    /// the locale the request asks for: `?locale=`, else its own `language` (a query parameter,
    /// or in a JSON body, Valhalla's `language` or `directions_options.language`), else the default.
    func proxy(_ request: Request) async throws(DecorationFailure) -> Response {
        guard let httpClient, let upstream = configuration.upstream else {
            throw DecorationFailure(.notFound, "no route \(request.method) \(request.uri.path)")
        }
        let body = try await Self.body(of: request, limit: configuration.maximumBodyBytes, timeout: configuration.requestTimeout)
        let query = request.uri.queryParameters
        let routeRequest = body.isEmpty ? nil : (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
        let (locale, units) = try asked(query, routeRequest: routeRequest)

        // The request as it came, but for `locale` (Guidepost's own parameter) and hop-by-hop headers.
        var target = upstream.hasSuffix("/") ? String(upstream.dropLast()) : upstream
        target += request.uri.path
        let forwarded = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("locale=") }
        if !forwarded.isEmpty { target += "?" + forwarded.joined(separator: "&") }
        var outgoing = HTTPClientRequest(url: target)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headers where !Self.hopByHop.contains(field.name.canonicalName) {
            outgoing.headers.add(name: field.name.rawName, value: field.value)
        }
        if !body.isEmpty { outgoing.body = .bytes(ByteBuffer(string: body)) }

        let answer: HTTPClientResponse
        let answerBody: ByteBuffer
        do {
            answer = try await httpClient.execute(outgoing, timeout: Self.timeAmount(configuration.upstreamTimeout))
            answerBody = try await answer.body.collect(upTo: configuration.maximumBodyBytes)
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw DecorationFailure(.upstreamTimeout, "the router at \(upstream) did not answer in time")
        } catch is NIOTooManyBytesError {
            throw DecorationFailure(.upstreamFailed, "the router's answer is larger than \(configuration.maximumBodyBytes) bytes")
        } catch {
            throw DecorationFailure(.upstreamFailed, "the router at \(upstream) could not be reached: \(error)")
        }
        // The router failing is the router's: 502 with its status (a 4xx, such as OSRM's
        // `NoRoute`, is the client's and goes back as it came).
        if answer.status.code >= 500 {
            throw DecorationFailure(.upstreamFailed, "the router answered \(answer.status.code): \(String(buffer: answerBody).prefix(200))",
                upstreamStatus: Int(answer.status.code))
        }
        var headers = HTTPFields()
        for (name, value) in answer.headers where !Self.hopByHop.contains(name.lowercased()) {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        let status = HTTPResponse.Status(code: Int(answer.status.code))
        var text = String(buffer: answerBody)
        // A route answer is decorated; anything else (an error, a status page) goes back as it came.
        if (200..<300).contains(Int(answer.status.code)), text.utf8.first == UInt8(ascii: "{"), text.contains("\"routes\"") {
            text = try decorator.decorate(text, locale: locale, units: units)
            headers[.contentType] = "application/json; charset=utf-8"
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Headers that belong to one connection, not to the request or answer forwarded (and
    /// `accept-encoding`: an answer is decorated as text, so it is asked for unencoded).
    static let hopByHop: Set<String> = ["connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
        "transfer-encoding", "upgrade", "host", "content-length", "accept-encoding", "content-encoding"]

    /// One event loop for the connections: decoration, the work, runs on Swift's own threads
    /// (one per core), and a second loop only adds thread switches on a small machine.
    static let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// A duration as NIO's time amount.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Requests in progress.
final class InFlight: Sendable {
    let count = Atomic<Int>(0)
}

/// In front of every route: the concurrency limit (503 at once beyond it), the request
/// timeout (504), failures answered as JSON with their status, metrics for every answer.
struct LimitsMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let service: GuidepostService
    let inFlight: InFlight

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        let route = Self.route(request.uri.path)
        defer { service.metrics.record(route: route, duration: clock.now - start) }
        let running = inFlight.count.wrappingAdd(1, ordering: .relaxed).newValue
        defer { inFlight.count.wrappingSubtract(1, ordering: .relaxed) }
        do {
            guard running <= service.configuration.concurrencyLimit else {
                throw DecorationFailure(.overloaded, "more than \(service.configuration.concurrencyLimit) requests at once; try again")
            }
            return try await next(request, context)
        } catch let failure as DecorationFailure {
            return answer(failure, context: context)
        } catch let error as HTTPError where error.status == .notFound {
            return answer(DecorationFailure(.notFound, "no route \(request.method) \(request.uri.path)"), context: context)
        } catch let error as HTTPError {
            var failure = DecorationFailure(.badInput, error.body ?? "\(error.status)")
            if error.status == .contentTooLarge { failure.kind = .tooLarge }
            return answer(failure, context: context, status: error.status)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            return answer(DecorationFailure(.internalError, "the request failed: \(error)"), context: context)
        }
    }

    private func answer(_ failure: DecorationFailure, context: Context, status: HTTPResponse.Status? = nil) -> Response {
        service.metrics.record(failure)
        if failure.status >= 500 {
            context.logger.warning("\(failure.description)")
        } else {
            context.logger.info("\(failure.description)")
        }
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if failure.kind == .overloaded { headers[.retryAfter] = "1" }
        return Response(status: status ?? HTTPResponse.Status(code: failure.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: failure.body + "\n")))
    }

    static func route(_ path: String) -> String {
        switch path {
        case "/v1/decorate": "decorate"
        case "/health": "health"
        case "/metrics": "metrics"
        default: "proxy"
        }
    }

}
