import Foundation
import Guidepost

/// Why a request could not be decorated, with the status it is answered with and a readable
/// message; the body a client gets is `{"error": kind, "message": …}` (plus the JSON path and
/// position of bad input).
public struct DecorationFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case badInput = "bad-input"
        case unknownLocale = "unknown-locale"
        case badUnits = "bad-units"
        case tooLarge = "too-large"
        case upstreamFailed = "upstream-failed"
        case upstreamTimeout = "upstream-timeout"
        case overloaded = "overloaded"
        case timeout = "timeout"
        case notFound = "not-found"
        case internalError = "internal"
    }
    public var kind: Kind
    public var message: String
    /// For bad input: where in the body.
    public var input: InputError?
    /// For an upstream failure: the status it answered, if it answered.
    public var upstreamStatus: Int?

    public init(_ kind: Kind, _ message: String, input: InputError? = nil, upstreamStatus: Int? = nil) {
        self.kind = kind
        self.message = message
        self.input = input
        self.upstreamStatus = upstreamStatus
    }

    /// The HTTP status the failure is answered with.
    public var status: Int {
        switch kind {
        case .badInput, .unknownLocale, .badUnits: 400
        case .notFound: 404
        case .tooLarge: 413
        case .overloaded: 503
        case .upstreamFailed: 502
        case .upstreamTimeout, .timeout: 504
        case .internalError: 500
        }
    }

    public var description: String { "\(kind.rawValue): \(message)" }

    /// The JSON body of the answer.
    public var body: String {
        var object: [String: Any] = ["error": kind.rawValue, "message": message]
        if let input {
            object["path"] = input.path
            if let location = input.location {
                object["line"] = location.line
                object["column"] = location.column
            }
        }
        if let upstreamStatus { object["upstreamStatus"] = upstreamStatus }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Decorates OSRM/Mapbox Directions responses with Guidepost's instructions, banners and voice
/// in a locale, with warm renderers from the pool.
public struct Decorator: Sendable {
    public let pool: RendererPool
    /// The languages Guidepost has messages for (the source's and every localization's).
    private let languages: Set<String>

    public init(pool: RendererPool, catalog: Catalog = .embedded) {
        self.pool = pool
        languages = Set((catalog.locales + [catalog.source.sourceLocale]).map(Self.language))
    }

    static func language(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// The units a request asks for: `metric`, `imperial`, `imperialUK` (Guidepost's words) or
    /// a router's (`kilometers`, `miles`); nil for the locale's own.
    public static func units(_ text: String?) throws(DecorationFailure) -> RenderOptions.UnitSystem {
        guard let text, !text.isEmpty else { return .automatic }
        switch text.lowercased() {
        case "metric", "kilometers", "kilometres", "km": return .metric
        case "imperial", "miles", "mi": return .imperial
        case "imperialuk", "imperial-uk": return .imperialUK
        case "automatic", "auto": return .automatic
        default:
            throw DecorationFailure(.badUnits, "unknown units \"\(text)\" (metric, imperial, imperialUK, automatic)")
        }
    }

    /// The response decorated in `locale`.
    public func decorate(_ text: String, locale: String, units: RenderOptions.UnitSystem) throws(DecorationFailure) -> String {
        guard !locale.isEmpty, locale.utf8.count <= 64, languages.contains(Self.language(locale)) else {
            throw DecorationFailure(.unknownLocale,
                "no localization for \"\(locale.prefix(64))\"; Guidepost speaks \(languages.sorted().joined(separator: ", "))")
        }
        let pair: RendererPool.Pair
        do {
            pair = try pool.pair(.init(locale: locale, units: units))
        } catch {
            throw DecorationFailure(.unknownLocale, "\"\(locale)\" is not a locale ICU can format: \(error)")
        }
        do {
            return try MapboxAnnotator.annotate(text, display: pair.display, voice: pair.voice, file: "body")
        } catch {
            throw DecorationFailure(.badInput, error.description, input: error)
        }
    }
}
