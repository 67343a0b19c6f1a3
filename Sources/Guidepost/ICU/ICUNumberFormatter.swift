internal import CGuidepostICU

/// A number as ICU formatted it, with where its number and unit lie and the plural
/// category ICU selected on the formatted text.
struct ICUFormattedNumber: Sendable {
    var text: String
    /// UTF-16 range of the digits, sign and separators, if any.
    var numberRange: Range<Int>?
    /// UTF-16 range of the unit, if any.
    var unitRange: Range<Int>?
    /// The CLDR cardinal category for the formatted number.
    var category: PluralCategory
}

/// An ICU number formatter opened once from a skeleton; closed when released.
///
/// Not thread-safe: it reuses one ICU result object. Callers keep it behind a lock.
final class ICUNumberFormatter {
    private let handle: OpaquePointer
    let skeleton: String

    init(skeleton: String, localeID: String) throws(ICUError) {
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

    func format(_ value: Double) throws(ICUError) -> ICUFormattedNumber {
        var status: Int32 = 0
        var length: Int32 = 0
        var fields = GPNumberFields()
        var keyword = [CChar](repeating: 0, count: 16)
        let text = gp_number_format(handle, value, &length, &fields, &keyword, Int32(keyword.count), &status)
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
