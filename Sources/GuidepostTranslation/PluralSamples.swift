import Guidepost

/// A locale's CLDR plural categories, cardinal and ordinal, each with a number ICU puts in
/// it: what a translator must cover, and what a preview renders.
///
/// ```swift
/// let ru = try PluralSamples(locale: "ru")
/// ru.cardinal   // [.one: [1, 21], .few: [2, 3], .many: [5, 6], .other: [1.5, 2.5]]
/// ```
public struct PluralSamples: Hashable, Sendable {
    /// The locale, as given.
    public var locale: String
    /// Sample numbers (one or two, in the order ICU was asked: integers from 1, then 0, large numbers, decimals) per cardinal category the locale uses.
    public var cardinal: [PluralCategory: [Double]]
    /// Sample numbers (one or two, in the order ICU was asked: integers from 1, then 0, large numbers, decimals) per ordinal category the locale uses.
    public var ordinal: [PluralCategory: [Double]]

    /// The cardinal categories, in CLDR order.
    public var cardinalCategories: [PluralCategory] { cardinal.keys.sorted() }
    /// The ordinal categories, in CLDR order.
    public var ordinalCategories: [PluralCategory] { ordinal.keys.sorted() }

    /// Asks ICU for the locale's plural rules and a sample number per category.
    ///
    /// - Throws: `ICUError` when ICU cannot read the tag or open the rules.
    public init(locale: String) throws(ICUError) {
        let id = try ICU.localeID(forTag: locale)
        self.locale = locale
        self.cardinal = try ICUPluralRules(localeID: id, kind: .cardinal).sampleNumbers()
        self.ordinal = try ICUPluralRules(localeID: id, kind: .ordinal).sampleNumbers()
    }

    /// A whole number from 1 to 1,000 in the category that no exact variant takes, for a
    /// preview that must show the category's own text; nil when there is none.
    public func wholeNumber(in category: PluralCategory, ordinal: Bool, avoiding exact: Set<Double>) -> Double? {
        guard let id = try? ICU.localeID(forTag: locale),
            let rules = try? ICUPluralRules(localeID: id, kind: ordinal ? .ordinal : .cardinal)
        else { return nil }
        for number in 1...1_000 {
            let value = Double(number)
            if !exact.contains(value), (try? rules.select(value)) == category { return value }
        }
        return nil
    }

    /// The categories ICU's rules use, or only `other` when ICU cannot tell.
    static func categories(for locale: String) -> (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>) {
        guard let id = try? ICU.localeID(forTag: locale) else { return ([.other], [.other]) }
        let cardinal = (try? ICUPluralRules(localeID: id, kind: .cardinal).categories()) ?? [.other]
        let ordinal = (try? ICUPluralRules(localeID: id, kind: .ordinal).categories()) ?? [.other]
        return (cardinal, ordinal)
    }
}
