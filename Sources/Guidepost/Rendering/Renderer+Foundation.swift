import Foundation

/// Foundation forms of the inputs — `Date`, `TimeZone`, `Duration`, `Measurement`, `Data` —
/// for callers that hold them rather than seconds, metres, zone IDs and strings.
extension Renderer {
    /// Formats the hour and minute of a date in the locale's 12- or 24-hour convention.
    ///
    /// - Parameters:
    ///   - date: The instant.
    ///   - timeZone: The zone the time is shown in (its identifier is handed to ICU).
    public func formatClockTime(_ date: Date, in timeZone: TimeZone) throws(RenderError) -> String {
        try formatClockTime(secondsSince1970: date.timeIntervalSince1970, timeZone: timeZone.identifier)
    }

    /// Formats a duration as `formatDuration(_:)` formats seconds.
    public func formatDuration(_ duration: Duration) throws(RenderError) -> String {
        try formatDuration(duration.seconds)
    }

    /// Formats a duration measured in any unit, as `formatDuration(_:)` formats seconds.
    public func formatDuration(_ duration: Measurement<UnitDuration>) throws(RenderError) -> String {
        try formatDuration(duration.converted(to: .seconds).value)
    }

    /// Formats a distance measured in any unit of length, as `formatDistance(_:)` formats metres.
    public func formatDistance(_ distance: Measurement<UnitLength>) throws(RenderError) -> FormattedDistance {
        try formatDistance(distance.converted(to: .meters).value)
    }
}

extension MessageValue {
    /// A clock time: a date shown in a time zone.
    public static func clockTime(_ date: Date, in timeZone: TimeZone) -> MessageValue {
        .clockTime(secondsSince1970: date.timeIntervalSince1970, timeZone: timeZone.identifier)
    }

    /// A duration, formatted as `Renderer.formatDuration` does.
    public static func duration(_ duration: Duration) -> MessageValue {
        .duration(duration.seconds)
    }
}

extension RouteRenderOptions {
    /// Creates options with a departure date and the time zone arrival times are shown in.
    public init(departure: Date, in timeZone: TimeZone, leg: Int? = nil, step: Int? = nil, maximumRoutes: Int = 3) {
        self.init(departure: departure.timeIntervalSince1970, timeZone: timeZone.identifier, leg: leg, step: step,
            maximumRoutes: maximumRoutes)
    }
}

extension Duration {
    /// The duration in seconds, attoseconds included.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

// What else a Swift developer who knows Foundation reaches for first: errors whose
// `localizedDescription` is the readable description, distances and durations as
// `Measurement`, and responses as the `Data` a `URLSession` returns.

extension ICUError: LocalizedError {
    public var errorDescription: String? { description }
}

extension RenderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension InputError: LocalizedError {
    public var errorDescription: String? { description }
}

extension CatalogError: LocalizedError {
    public var errorDescription: String? { description }
}

extension RouteRenderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension Instruction {
    /// Creates an instruction with its distance as a measurement, in any unit of length
    /// (converted to metres).
    public init(
        _ maneuver: Maneuver, distance: Measurement<UnitLength>, name: String? = nil, nameForms: NameForms? = nil,
        nameKind: LandmarkKind? = nil, landmarks: [Landmark] = [], road: RoadFacts = RoadFacts()
    ) {
        self.init(maneuver, distance: distance.converted(to: .meters).value, name: name, nameForms: nameForms,
            nameKind: nameKind, landmarks: landmarks, road: road)
    }
}

extension RouteReader {
    /// Reads a route document from UTF-8 bytes (a `URLSession` response's `Data`).
    ///
    /// - Throws: `InputError` when the bytes are not UTF-8 text, or as `read(_:format:file:)`.
    public static func read(_ data: Data, format: RouteFormat? = nil, file: String = "<input>") throws(InputError)
        -> RouteDocument
    {
        try read(try utf8Text(data, file: file), format: format, file: file)
    }

    /// The bytes as text, or an `InputError` at the first byte that is not UTF-8.
    static func utf8Text(_ data: Data, file: String) throws(InputError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break loop
            }
        }
        throw InputError(file: file, path: "$", location: nil, message: "the input is not UTF-8 text (byte \(offset))")
    }
}

extension MapboxAnnotator {
    /// Annotates a response given as UTF-8 bytes (a `URLSession` response's `Data`).
    public static func annotate(_ data: Data, display: Renderer, voice: Renderer, file: String = "<input>")
        throws(InputError) -> String
    {
        try annotate(try RouteReader.utf8Text(data, file: file), display: display, voice: voice, file: file)
    }
}
