import Foundation

/// Foundation forms of the time inputs: `Date`, `TimeZone` and `Duration`, for callers
/// that hold them rather than seconds and zone IDs.
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
