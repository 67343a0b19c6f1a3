internal import CGuidepostICU

/// A number as ICU formatted it, with where its number and unit lie and the plural
/// category ICU selected on the formatted text.
package struct ICUFormattedNumber: Sendable {
    package var text: String
    /// UTF-16 range of the digits, sign and separators, if any.
    package var numberRange: Range<Int>?
    /// UTF-16 range of the unit, if any.
    package var unitRange: Range<Int>?
    /// The CLDR cardinal category for the formatted number.
    package var category: PluralCategory

    /// The unit's text ("km", "Kilometer"), if any.
    package var unitText: String? {
        guard let range = unitRange, range.lowerBound >= 0, range.upperBound <= text.utf16.count else { return nil }
        let utf16 = text.utf16
        return String(utf16[utf16.index(utf16.startIndex, offsetBy: range.lowerBound)..<utf16.index(utf16.startIndex,
            offsetBy: range.upperBound)])
    }
}

/// An ICU number formatter opened once from a skeleton; closed when released.
///
/// Not thread-safe: it reuses one ICU result object. Callers keep it behind a lock.
package final class ICUNumberFormatter {
    fileprivate let handle: OpaquePointer
    package let skeleton: String

    package init(skeleton: String, localeID: String) throws(ICUError) {
        var status: Int32 = 0
        let units = Array(skeleton.utf16)
        let handle = gp_number_formatter_open(units, Int32(units.count), localeID, &status)
        guard status <= 0, let handle else {
            throw ICUError(code: status > 0 ? status : 1, operation: "open a number formatter for \"\(skeleton)\"")
        }
        self.handle = handle
        self.skeleton = skeleton
    }

    deinit {
        gp_number_formatter_close(handle)
    }

    package func format(_ value: Double) throws(ICUError) -> ICUFormattedNumber {
        try describe { length, fields, keyword, status in
            gp_number_format(handle, value, &length, &fields, &keyword, Int32(keyword.count), &status)
        }
    }

    /// Formats a whole number exactly: `Int.max` is 9,223,372,036,854,775,807, not a
    /// `Double` rounded to ...776,000.
    package func format(_ value: Int) throws(ICUError) -> ICUFormattedNumber {
        try describe { length, fields, keyword, status in
            gp_number_format_int64(handle, Int64(value), &length, &fields, &keyword, Int32(keyword.count), &status)
        }
    }

    private func describe(
        _ body: (inout Int32, inout GPNumberFields, inout [CChar], inout Int32) -> UnsafePointer<UInt16>?
    ) throws(ICUError) -> ICUFormattedNumber {
        var status: Int32 = 0
        var length: Int32 = 0
        var fields = GPNumberFields()
        var keyword = [CChar](repeating: 0, count: 16)
        let text = body(&length, &fields, &keyword, &status)
        try ICU.check(status, "format a number")
        guard let text else { throw ICUError(code: 1, operation: "format a number") }
        let string = String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
        let categoryName = ICU.string(fromCString: keyword)
        guard let category = PluralCategory(rawValue: categoryName) else {
            throw ICUError(code: 1, operation: "read plural category \"\(categoryName)\"")
        }
        return ICUFormattedNumber(
            text: string,
            numberRange: fields.numberStart >= 0 ? Int(fields.numberStart)..<Int(fields.numberEnd) : nil,
            unitRange: fields.unitStart >= 0 ? Int(fields.unitStart)..<Int(fields.unitEnd) : nil,
            category: category
        )
    }
}

extension ICUPluralRules {
    /// The category of the number `formatter` formatted last, by these rules (for ordinal
    /// rules on an exit number: exact for every `Int`, where a `Double` would round the
    /// last digits the rules look at).
    package func selectLastResult(of formatter: ICUNumberFormatter) throws(ICUError) -> PluralCategory {
        var status: Int32 = 0
        var keyword = [CChar](repeating: 0, count: 16)
        _ = gp_plural_select_last(handle, formatter.handle, &keyword, Int32(keyword.count), &status)
        try ICU.check(status, "select a plural category")
        let name = ICU.string(fromCString: keyword)
        guard let category = PluralCategory(rawValue: name) else {
            throw ICUError(code: 1, operation: "read plural category \"\(name)\"")
        }
        return category
    }
}
