/// What `guidepost-serve` is told by its flags or environment: where it listens, the router it
/// fronts, the default language, and the limits that keep one client from hurting others.
public struct ServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// The router requests are forwarded to (`http://localhost:5000` for OSRM,
    /// `http://localhost:8002` for Valhalla); nil serves `/v1/decorate` only.
    public var upstream: String?
    /// The locale when a request names none (neither `?locale=` nor its own `language`).
    public var defaultLocale = "en"
    /// The largest request body read, and the largest upstream answer decorated (bytes).
    public var maximumBodyBytes = 8 * 1024 * 1024
    /// How long a request's body may take to arrive; a connection idle this long is closed.
    /// (Decoration itself is bounded by the body's size, not by a clock.)
    public var requestTimeout: Duration = .seconds(30)
    /// How long the upstream router may take to answer.
    public var upstreamTimeout: Duration = .seconds(20)
    /// Requests handled at once; more are answered 503 at once rather than queued.
    public var concurrencyLimit = 64
    /// Warm renderer pairs (display and voice) kept, by locale and units.
    public var rendererLimit = 32

    public init() {}
}
