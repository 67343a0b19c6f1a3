internal import CGuidepostICU

/// ICU's rule-based ordinal format ("3rd", "3.", "3e", "3-й"). Not thread-safe.
package final class ICUOrdinalFormatter {
    private let handle: OpaquePointer
    /// Whether ICU has ordinal rules of the locale's own language; without them it writes
    /// root's or another language's ("3th" in Mongolian, Uzbek, Urdu, Yoruba).
    package let hasOwnRules: Bool

    package init(localeID: String) throws(ICUError) {
        var status: Int32 = 0
        let handle = gp_ordinal_open(localeID, &status)
        guard status <= 0, let handle else {
            throw ICUError(code: status > 0 ? status : 1, operation: "open an ordinal formatter")
        }
        self.handle = handle
        hasOwnRules = gp_ordinal_has_own_rules(handle, localeID) == 1
    }

    deinit {
        gp_ordinal_close(handle)
    }

    package func format(_ value: Int) throws(ICUError) -> String {
        let units = try ICU.withGrowingBuffer(of: UInt16.self, operation: "format an ordinal") { buffer, capacity, status in
            gp_ordinal_format(handle, Int64(value), buffer, capacity, &status)
        }
        return ICU.string(fromUTF16: units)
    }
}
