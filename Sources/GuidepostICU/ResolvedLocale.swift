/// Everything Guidepost asks ICU about one locale, asked once per process.
///
/// Building a renderer used to re-ask ICU for the locale ID, its likely subtags, its
/// direction and measurement system and to reopen its plural rules; with some fifty
/// locales and renderers built per screen, those answers are now computed once per tag
/// and shared (`ResolvedLocale.resolve(_:)` is thread-safe).
package struct ResolvedLocale: Sendable {
    /// The canonical BCP-47 tag (`de-AT`).
    package let tag: String
    /// ICU's locale ID (`de_AT`).
    package let icuID: String
    /// The ID with likely subtags (`de_Latn_AT`).
    package let maximizedID: String
    /// Whether the locale's script is written right to left.
    package let isRightToLeft: Bool
    /// The measurement system CLDR gives the locale's region.
    package let measurementSystem: MeasurementSystem

    /// A region's system of units, as CLDR gives it.
    package enum MeasurementSystem: Sendable {
        case metric, imperial, imperialUK
    }
    /// The CLDR plural categories the locale's cardinal rules use.
    package let cardinalCategories: Set<PluralCategory>
    /// The CLDR plural categories the locale's ordinal rules use.
    package let ordinalCategories: Set<PluralCategory>
    /// Sentence-start capitalization for the locale's script and language.
    package let casing: Casing
    /// The ordinal rules, shared: selecting is a const operation on immutable ICU rules.
    package let ordinalRules: ICUPluralRules

    /// By tag, which callers choose: bounded like every cache (a tag evicted is resolved again).
    private static let cache = Lock(BoundedTable<TextKey, ResolvedLocale>(capacity: 256))

    /// The resolved locale for a canonical BCP-47 tag, from the process-wide cache.
    ///
    /// - Throws: `ICUError` when ICU cannot read the tag or open its plural rules.
    package static func resolve(_ tag: String) throws(ICUError) -> ResolvedLocale {
        let key = TextKey(tag)
        if let cached = cache.withLock({ $0.value(key) }) { return cached }
        let resolved = try ResolvedLocale(tag: tag)
        // Two threads may resolve the same tag at once; both answers are equal, keep the first.
        return cache.withLock { cache in
            if let existing = cache.value(key) { return existing }
            cache.insert(resolved, for: key)
            return resolved
        }
    }

    private init(tag: String) throws(ICUError) {
        self.tag = tag
        icuID = try ICU.localeID(forTag: tag)
        maximizedID = try ICU.maximize(icuID)
        isRightToLeft = ICU.isRightToLeft(maximizedID)
        measurementSystem = switch try ICU.measurementSystem(maximizedID) {
        case 1: .imperial
        case 2: .imperialUK
        default: .metric
        }
        let cardinal = try ICUPluralRules(localeID: icuID, kind: .cardinal)
        cardinalCategories = try cardinal.categories()
        ordinalRules = try ICUPluralRules(localeID: icuID, kind: .ordinal)
        ordinalCategories = try ordinalRules.categories()
        casing = Casing(localeID: icuID, maximizedID: maximizedID)
    }
}
