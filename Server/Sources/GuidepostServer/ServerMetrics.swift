import Prometheus

/// The service's metrics, in Prometheus text at `GET /metrics`: requests by route, their
/// latency, errors by kind, and the renderer pairs kept warm.
public final class ServerMetrics: Sendable {
    public let registry = PrometheusCollectorRegistry()
    private let durations: [String: DurationHistogram]
    private let requests: [String: Counter]
    private let errors: [DecorationFailure.Kind: Counter]
    private let renderers: Gauge
    public static let routes = ["decorate", "proxy", "health", "metrics", "other"]

    public init() {
        let buckets: [Duration] = [.microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
            .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .seconds(2.5), .seconds(5), .seconds(10)]
        var durations: [String: DurationHistogram] = [:]
        var requests: [String: Counter] = [:]
        for route in Self.routes {
            requests[route] = registry.makeCounter(
                descriptor: .init(metricName: "guidepost_requests", unitName: "total", helpText: "Requests answered, by route"),
                labels: [("route", route)])
            durations[route] = registry.makeDurationHistogram(
                descriptor: .init(metricName: "guidepost_request_duration", unitName: "seconds", helpText: "Time to answer a request, by route"),
                labels: [("route", route)], buckets: buckets)
        }
        var errors: [DecorationFailure.Kind: Counter] = [:]
        for kind in [DecorationFailure.Kind.badInput, .unknownLocale, .badUnits, .tooLarge, .upstreamFailed, .upstreamTimeout,
            .overloaded, .timeout, .notFound, .internalError]
        {
            errors[kind] = registry.makeCounter(
                descriptor: .init(metricName: "guidepost_errors", unitName: "total", helpText: "Requests answered with an error, by kind"),
                labels: [("kind", kind.rawValue)])
        }
        self.durations = durations
        self.requests = requests
        self.errors = errors
        renderers = registry.makeGauge(
            descriptor: .init(metricName: "guidepost_renderer", unitName: "pairs", helpText: "Renderer pairs (display and voice) kept warm"))
    }

    func record(route: String, duration: Duration) {
        let route = requests[route] == nil ? "other" : route
        requests[route]?.increment()
        durations[route]?.record(duration)
    }

    func record(_ failure: DecorationFailure) {
        errors[failure.kind]?.increment()
    }

    func setRenderers(_ count: Int) {
        renderers.set(Double(count))
    }
}
