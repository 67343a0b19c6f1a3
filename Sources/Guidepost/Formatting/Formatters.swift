@_spi(Caches) import GuidepostICU
/// The ICU formatters of one renderer: opened on first use, kept for its life, and used
/// behind its mutex (ICU formatters reuse result objects and are not thread-safe).
///
/// Formatters, not results: what they format is kept, if at all, by the renderer's
/// `RenderCache`. Their number is bounded: number formatters by the skeletons the renderer's
/// settings make (a handful), time formatters by `timeZoneLimit` (two generations of it).
final class Formatters {
    let localeID: String
    let options: RenderOptions
    let rounder: DistanceRounder
    /// Formatting locale ID with the measurement-system keyword for `usage/road`.
    let usageLocaleID: String

    private var numberFormatters: [String: ICUNumberFormatter] = [:]
    private var ordinalFormatter: ICUOrdinalFormatter?
    /// Shared with every renderer of the locale (see `ResolvedLocale`).
    private let ordinalRules: ICUPluralRules
    /// By time zone ID, which callers choose: bounded like a cache (a zone evicted is opened again).
    private var timeFormatters = BoundedTable<TextKey, ICUTimeFormatter>(capacity: Formatters.timeZoneLimit)
    static let timeZoneLimit = 8

    /// Opens nothing: formatters are opened on first use, and the plural rules are the
    /// locale's shared ones.
    init(locale: ResolvedLocale, options: RenderOptions, rounder: DistanceRounder) {
        let localeID = locale.icuID
        self.localeID = localeID
        self.options = options
        self.rounder = rounder
        let keyword = switch rounder.system {
        case .metric: "metric"
        case .imperial: "ussystem"
        case .imperialUK: "uksystem"
        }
        // Searched as bytes: `contains` with a string argument went through Foundation's `range(of:)`.
        usageLocaleID = localeID + (localeID.utf8.contains(UInt8(ascii: "@")) ? ";" : "@") + "measure=\(keyword)"
        ordinalRules = locale.ordinalRules
    }

    private func formatter(_ skeleton: String, locale: String? = nil) throws(ICUError) -> ICUNumberFormatter {
        let id = locale ?? localeID
        let cacheKey = id + "|" + skeleton
        if let formatter = numberFormatters[cacheKey] { return formatter }
        let formatter = try ICUNumberFormatter(skeleton: skeleton, localeID: id)
        numberFormatters[cacheKey] = formatter
        return formatter
    }

    private var widthOption: String { options.unitWidth == .long ? "unit-width-full-name" : "unit-width-short" }

    /// A distance formatted with the renderer's rounding, units and width.
    func distance(meters: Double) throws(ICUError) -> FormattedDistance {
        switch options.rounding.value {
        case .navigation:
            let rounded = rounder.rounded(meters: meters)
            // Said aloud or written out, "1.0 kilometer" is "1 kilometer"; "1.0 km" keeps its tenth.
            let wordy = options.medium == .speech || options.unitWidth == .long
            let whole = rounded.fractionDigits == 0 || wordy && rounded.value == rounded.value.rounded()
            let precision = whole ? "precision-integer" : rounded.fractionDigits == 2 ? ".00" : ".0"
            let skeleton = "measure-unit/\(rounded.unit.icuUnit) \(widthOption) \(precision)"
            let number = try formatter(skeleton).format(rounded.value)
            var result = FormattedDistance(number: number, value: rounded.value, unit: rounded.unit)
            result.showsFraction = !whole
            return result
        case .cldr:
            let skeleton = "measure-unit/length-meter usage/road \(widthOption)"
            let number = try formatter(skeleton, locale: usageLocaleID).format(meters)
            // The unit ICU chose for road usage, told by its name (the C API does not say):
            // a translation's select on `$1:unit` then works under this profile too.
            let unit = try unitNamed(number.unitText)
            var result = FormattedDistance(number: number, value: unit.map { meters / $0.meters } ?? meters, unit: unit)
            // ICU rounds for road usage; a fraction shows where it kept one.
            result.showsFraction = number.text.unicodeScalars.contains { [".", ",", "٫", "\u{066B}"].contains($0) }
                && meters.rounded() != meters
            return result
        }
    }

    /// The units by the names this locale and width give them (every plural form), made
    /// the first time a `cldr` distance needs its unit; a name two units share is left out.
    private var unitsByName: [String: DistanceUnit]?

    private func unitNamed(_ name: String?) throws(ICUError) -> DistanceUnit? {
        guard let name, !name.isEmpty else { return nil }
        if let unitsByName { return unitsByName[name] }
        var names: [String: DistanceUnit] = [:]
        var shared: Set<String> = []
        for unit in DistanceUnit.Case.allCases.map(DistanceUnit.init) {
            let unitFormatter = try formatter("measure-unit/\(unit.icuUnit) \(widthOption)")
            // Values whose plural categories cover every form a language gives a unit name.
            for value in [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5, 0.5, 1_000_000] {
                let formatted = try unitFormatter.format(value)
                guard let text = formatted.unitText, !text.isEmpty else { continue }
                if let known = names[text], known != unit { shared.insert(text) }
                names[text] = unit
            }
        }
        for text in shared { names[text] = nil }
        unitsByName = names
        return names[name]
    }

    func count(_ value: Int) throws(ICUError) -> ICUFormattedNumber {
        try formatter("precision-integer").format(value)
    }

    /// An ordinal's text and ordinal category, with the same number formatted as a cardinal.
    struct Ordinal {
        var text: String
        var ordinalCategory: PluralCategory
        var cardinal: ICUFormattedNumber
    }

    func ordinal(_ value: Int) throws(ICUError) -> Ordinal {
        let formatter: ICUOrdinalFormatter
        if let existing = ordinalFormatter {
            formatter = existing
        } else {
            formatter = try ICUOrdinalFormatter(localeID: localeID)
            ordinalFormatter = formatter
        }
        // The cardinal and the ordinal category come from one exact integer formatting, so
        // "exit 12" and "12th" always agree (no trip through Double).
        let plain = try self.formatter("precision-integer")
        let cardinal = try plain.format(value)
        let ordinalCategory = try ordinalRules.selectLastResult(of: plain)
        // Without rules of the language's own, ICU writes another's suffix ("3th" in
        // Mongolian): the number alone is never wrong.
        let text = formatter.hasOwnRules ? try formatter.format(value) : cardinal.text
        return Ordinal(text: text, ordinalCategory: ordinalCategory, cardinal: cardinal)
    }

    func duration(minutes: Int) throws(ICUError) -> String {
        if minutes < 60 {
            return try formatter("measure-unit/duration-minute \(widthOption) precision-integer").format(Double(minutes)).text
        }
        if minutes % 60 == 0 {
            return try formatter("measure-unit/duration-hour \(widthOption) precision-integer").format(Double(minutes / 60)).text
        }
        // A mixed unit takes its value in the largest unit and rounds the smallest.
        return try formatter("unit/hour-and-minute \(widthOption) precision-integer").format(Double(minutes) / 60).text
    }

    func clockTime(secondsSince1970: Double, timeZone: String) throws(ICUError) -> String {
        let formatter: ICUTimeFormatter
        if let existing = timeFormatters.value(TextKey(timeZone)) {
            formatter = existing
        } else {
            formatter = try ICUTimeFormatter(localeID: localeID, timeZone: timeZone)
            timeFormatters.insert(formatter, for: TextKey(timeZone))
        }
        return try formatter.format(secondsSince1970: secondsSince1970)
    }
}
