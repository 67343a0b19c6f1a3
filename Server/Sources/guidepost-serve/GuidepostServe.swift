import ArgumentParser
import AsyncHTTPClient
import Foundation
import GuidepostServer
import Hummingbird
import Logging
import ServiceLifecycle

/// `guidepost-serve`: localized, Mapbox-SDK-ready guidance in front of a self-hosted router.
/// Every flag also reads an environment variable (`GUIDEPOST_PORT`, …); a flag wins.
@main
struct GuidepostServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidepost-serve",
        abstract: "Serve OSRM/Valhalla routes decorated with Guidepost's instructions, banners and voice.",
        discussion: """
            POST /v1/decorate?locale=de&units=metric with an OSRM/Mapbox Directions response; with --upstream,
            every other request is forwarded to the router and route answers come back decorated.
            GET /health, GET /metrics (Prometheus). Each option also reads GUIDEPOST_<NAME> from the
            environment (GUIDEPOST_HOST, GUIDEPOST_PORT, GUIDEPOST_UPSTREAM, GUIDEPOST_DEFAULT_LOCALE, …).
            """)

    @Option(help: "The address to listen on (GUIDEPOST_HOST).") var host: String?
    @Option(help: "The port to listen on (GUIDEPOST_PORT).") var port: Int?
    @Option(help: "The router to forward to, e.g. http://localhost:5000 (GUIDEPOST_UPSTREAM).") var upstream: String?
    @Option(help: "The locale when a request names none (GUIDEPOST_DEFAULT_LOCALE).") var defaultLocale: String?
    @Option(help: "The largest body read or decorated, in bytes (GUIDEPOST_MAX_BODY_BYTES).") var maxBodyBytes: Int?
    @Option(help: "Seconds a request's body may take to arrive; idle connections close after it (GUIDEPOST_REQUEST_TIMEOUT).") var requestTimeout: Double?
    @Option(help: "Seconds the router may take (GUIDEPOST_UPSTREAM_TIMEOUT).") var upstreamTimeout: Double?
    @Option(help: "Requests handled at once; more get 503 (GUIDEPOST_CONCURRENCY_LIMIT).") var concurrencyLimit: Int?
    @Option(help: "Warm renderer pairs kept, by locale and units (GUIDEPOST_RENDERER_LIMIT).") var rendererLimit: Int?
    @Option(help: "Log level: trace, debug, info, notice, warning, error (GUIDEPOST_LOG_LEVEL).") var logLevel: String?

    func validate() throws {
        let configuration = try serverConfiguration()
        guard (0...65535).contains(configuration.port) else { throw ValidationError("--port must be 0 to 65535") }
        guard configuration.maximumBodyBytes > 0, configuration.concurrencyLimit > 0, configuration.rendererLimit > 0 else {
            throw ValidationError("--max-body-bytes, --concurrency-limit and --renderer-limit must be positive")
        }
        if let upstream = configuration.upstream {
            guard let url = URL(string: upstream), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ValidationError("--upstream must be an http(s) URL, such as http://localhost:5000")
            }
        }
    }

    /// The configuration from flags, then the environment, then the defaults.
    func serverConfiguration() throws -> ServerConfiguration {
        let environment = ProcessInfo.processInfo.environment
        func value(_ flag: String?, _ name: String) -> String? { flag ?? environment["GUIDEPOST_" + name] }
        func number<T: LosslessStringConvertible>(_ flag: T?, _ name: String) throws -> T? {
            if let flag { return flag }
            guard let text = environment["GUIDEPOST_" + name] else { return nil }
            guard let parsed = T(text) else { throw ValidationError("GUIDEPOST_\(name)=\(text) is not a number") }
            return parsed
        }
        func seconds(_ value: Double?) throws -> Duration? {
            guard let value else { return nil }
            guard value.isFinite, value > 0, value <= 86_400 else { throw ValidationError("a timeout must be 0 to 86400 seconds") }
            return .milliseconds(Int64((value * 1000).rounded()))
        }
        var configuration = ServerConfiguration()
        configuration.host = value(host, "HOST") ?? configuration.host
        configuration.port = try number(port, "PORT") ?? configuration.port
        configuration.upstream = value(upstream, "UPSTREAM")
        configuration.defaultLocale = value(defaultLocale, "DEFAULT_LOCALE") ?? configuration.defaultLocale
        configuration.maximumBodyBytes = try number(maxBodyBytes, "MAX_BODY_BYTES") ?? configuration.maximumBodyBytes
        configuration.requestTimeout = try seconds(number(requestTimeout, "REQUEST_TIMEOUT")) ?? configuration.requestTimeout
        configuration.upstreamTimeout = try seconds(number(upstreamTimeout, "UPSTREAM_TIMEOUT")) ?? configuration.upstreamTimeout
        configuration.concurrencyLimit = try number(concurrencyLimit, "CONCURRENCY_LIMIT") ?? configuration.concurrencyLimit
        configuration.rendererLimit = try number(rendererLimit, "RENDERER_LIMIT") ?? configuration.rendererLimit
        return configuration
    }

    func run() async throws {
        let configuration = try serverConfiguration()
        var logger = Logger(label: "guidepost-serve")
        let level = value(logLevel, "LOG_LEVEL") ?? "info"
        guard let parsed = Logger.Level(rawValue: level) else { throw ValidationError("unknown log level \"\(level)\"") }
        logger.logLevel = parsed
        let httpClient = configuration.upstream == nil ? nil : HTTPClient(eventLoopGroupProvider: .singleton)
        let service = GuidepostService(configuration: configuration, httpClient: httpClient)
        let application = service.application(logger: logger)
        logger.info("guidepost-serve on \(configuration.host):\(configuration.port)",
            metadata: ["upstream": "\(configuration.upstream ?? "none")", "defaultLocale": "\(configuration.defaultLocale)"])
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        do {
            try await group.run()
        } catch {
            try? await httpClient?.shutdown()
            throw error
        }
        try await httpClient?.shutdown()
    }

    private func value(_ flag: String?, _ name: String) -> String? {
        flag ?? ProcessInfo.processInfo.environment["GUIDEPOST_" + name]
    }
}
