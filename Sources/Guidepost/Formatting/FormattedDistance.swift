/// A distance as Guidepost writes it: the text, and where its number and unit are.
public struct FormattedDistance: Hashable, Sendable {
    /// The whole text, e.g. "1.2 km", "٢٠ م".
    public var text: String
    /// The value shown, in `unit`.
    public var value: Double
    /// The unit shown. For the `cldr` rounding profile, the unit ICU chose.
    public var unit: DistanceUnit?
    /// The CLDR plural category ICU selects on the formatted text.
    public var pluralCategory: PluralCategory
    /// UTF-16 offsets of the number within `text`.
    public var numberUTF16Range: Range<Int>?
    /// UTF-16 offsets of the unit within `text`.
    public var unitUTF16Range: Range<Int>?

    // UTF-8 offsets of the same ranges, for building `String.Index` ranges in O(1).
    var numberUTF8Range: Range<Int>?
    var unitUTF8Range: Range<Int>?
    var utf16Count: Int
    /// Whether the number shows fraction digits ("4.0 km", "1.5 mi"): translations can
    /// select on it (`"select": "$1:number"`, `fraction` or `whole`).
    var showsFraction = false

    init(number: ICUFormattedNumber, value: Double, unit: DistanceUnit?) {
        text = number.text
        self.value = value
        self.unit = unit
        pluralCategory = number.category
        numberUTF16Range = number.numberRange
        unitUTF16Range = number.unitRange
        let utf16 = Array(number.text.utf16)
        utf16Count = utf16.count
        func utf8Range(_ range: Range<Int>?) -> Range<Int>? {
            guard let range, range.lowerBound >= 0, range.upperBound <= utf16.count else { return nil }
            let start = String(decoding: utf16[..<range.lowerBound], as: UTF16.self).utf8.count
            let length = String(decoding: utf16[range], as: UTF16.self).utf8.count
            return start..<(start + length)
        }
        numberUTF8Range = utf8Range(number.numberRange)
        unitUTF8Range = utf8Range(number.unitRange)
    }
}
