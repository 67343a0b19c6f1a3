internal import CGuidepostICU

/// Hours and minutes in the locale's 12- or 24-hour convention, in one time zone.
/// Not thread-safe.
package final class ICUTimeFormatter {
    private let handle: OpaquePointer

    package init(localeID: String, timeZone: String) throws(ICUError) {
        var status: Int32 = 0
        let zone = Array(timeZone.utf16)
        let handle = gp_time_formatter_open(localeID, zone, Int32(zone.count), &status)
        guard status <= 0, let handle else {
            throw ICUError(code: status > 0 ? status : 1, operation: "open a time formatter for \(timeZone)")
        }
        self.handle = handle
    }

    deinit {
        gp_time_formatter_close(handle)
    }

    /// Formats an instant given in seconds since 1970-01-01T00:00:00Z.
    package func format(secondsSince1970: Double) throws(ICUError) -> String {
        let units = try ICU.withGrowingBuffer(of: UInt16.self, operation: "format a clock time") { buffer, capacity, status in
            gp_time_format(handle, secondsSince1970 * 1000, buffer, capacity, &status)
        }
        return ICU.string(fromUTF16: units)
    }
}
