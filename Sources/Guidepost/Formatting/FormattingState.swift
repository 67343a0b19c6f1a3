/// ICU formatters and caches of one renderer. Lives behind the renderer's mutex: ICU
/// formatters reuse result objects and are not thread-safe.
final class FormattingState {
    let localeID: String
    let options: RenderOptions
    let system: NavigationRounding.System
    /// Formatting locale ID with the measurement-system keyword for `usage/road`.
    let usageLocaleID: String

    private var numberFormatters: [String: ICUNumberFormatter] = [:]
    private var navigationCache: [Int64: FormattedDistance] = [:]
    private var cldrCache: [UInt64: FormattedDistance] = [:]
    /// The catalog's phrasing of formatted distances (`unit.distance`, base form), by the
    /// same keys; nil inside for ICU's text as it is.
    private var phrasedNavigation: [Int64: Renderer.UnitPhraseText?] = [:]
    private var phrasedCLDR: [UInt64: Renderer.UnitPhraseText?] = [:]
    private var countCache: [Int: ICUFormattedNumber] = [:]
    private var ordinalCache: [Int: Ordinal] = [:]
    private var ordinalFormatter: ICUOrdinalFormatter?
    /// Shared with every renderer of the locale (see `ResolvedLocale`).
    private let ordinalRules: ICUPluralRules
    private var timeFormatters: [String: ICUTimeFormatter] = [:]

    /// Entries kept per unbounded cache before it is cleared (the `cldr` profile and counts
    /// take any value; navigation rounding yields few distinct ones).
    private let cacheLimit = 4096

    /// Opens nothing: formatters are opened on first use, and the plural rules are the
    /// locale's shared ones.
    init(locale: ResolvedLocale, options: RenderOptions, system: NavigationRounding.System) {
        let localeID = locale.icuID
        self.localeID = localeID
        self.options = options
        self.system = system
        let keyword = switch system {
        case .metric: "metric"
        case .imperial: "ussystem"
        case .imperialUK: "uksystem"
        }
        usageLocaleID = localeID + (localeID.contains("@") ? ";" : "@") + "measure=\(keyword)"
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

    /// A distance formatted, and its phrasing by the catalog if already made (one lookup of
    /// each on the render path).
    func phrasedDistance(meters: Double) throws(ICUError) -> (FormattedDistance, Renderer.UnitPhraseText??) {
        let formatted = try distance(meters: meters)
        switch options.rounding.value {
        case .navigation:
            guard let key = NavigationRounding.round(meters: meters, system: system).cacheKey else { return (formatted, nil) }
            return (formatted, phrasedNavigation[key])
        case .cldr:
            return (formatted, phrasedCLDR[meters.bitPattern])
        }
    }

    /// Keeps the catalog's phrasing of a distance for `phrasedDistance(meters:)`.
    func store(_ phrase: Renderer.UnitPhraseText?, forDistance meters: Double) {
        switch options.rounding.value {
        case .navigation:
            guard let key = NavigationRounding.round(meters: meters, system: system).cacheKey else { return }
            if phrasedNavigation.count >= cacheLimit { phrasedNavigation.removeAll(keepingCapacity: true) }
            phrasedNavigation[key] = .some(phrase)
        case .cldr:
            if phrasedCLDR.count >= cacheLimit { phrasedCLDR.removeAll(keepingCapacity: true) }
            phrasedCLDR[meters.bitPattern] = .some(phrase)
        }
    }

    func distance(meters: Double) throws(ICUError) -> FormattedDistance {
        switch options.rounding.value {
        case .navigation:
            let rounded = NavigationRounding.round(meters: meters, system: system)
            let key = rounded.cacheKey
            if let key, let cached = navigationCache[key] { return cached }
            let precision = rounded.fractionDigits == 0 ? "precision-integer" : ".0"
            let skeleton = "measure-unit/\(rounded.unit.icuUnit) \(widthOption) \(precision)"
            let number = try formatter(skeleton).format(rounded.value)
            var result = FormattedDistance(number: number, value: rounded.value, unit: rounded.unit)
            result.showsFraction = rounded.fractionDigits > 0
            if let key {
                if navigationCache.count >= cacheLimit { navigationCache.removeAll(keepingCapacity: true) }
                navigationCache[key] = result
            }
            return result
        case .cldr:
            let key = meters.bitPattern
            if let cached = cldrCache[key] { return cached }
            let skeleton = "measure-unit/length-meter usage/road \(widthOption)"
            let number = try formatter(skeleton, locale: usageLocaleID).format(meters)
            var result = FormattedDistance(number: number, value: meters, unit: nil)
            // ICU rounds for road usage; a fraction shows where it kept one.
            result.showsFraction = number.text.unicodeScalars.contains { [".", ",", "٫", "\u{066B}"].contains($0) }
                && meters.rounded() != meters
            if cldrCache.count >= cacheLimit { cldrCache.removeAll(keepingCapacity: true) }
            cldrCache[key] = result
            return result
        }
    }

    func count(_ value: Int) throws(ICUError) -> ICUFormattedNumber {
        if let cached = countCache[value] { return cached }
        let number = try formatter("precision-integer").format(value)
        if countCache.count >= cacheLimit { countCache.removeAll(keepingCapacity: true) }
        countCache[value] = number
        return number
    }

    /// An ordinal's text and ordinal category, with the same number formatted as a cardinal.
    struct Ordinal {
        var text: String
        var ordinalCategory: PluralCategory
        var cardinal: ICUFormattedNumber
    }

    func ordinal(_ value: Int) throws(ICUError) -> Ordinal {
        if let cached = ordinalCache[value] { return cached }
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
        let result = Ordinal(text: try formatter.format(value), ordinalCategory: ordinalCategory, cardinal: cardinal)
        if ordinalCache.count >= cacheLimit { ordinalCache.removeAll(keepingCapacity: true) }
        ordinalCache[value] = result
        return result
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
        if let existing = timeFormatters[timeZone] {
            formatter = existing
        } else {
            formatter = try ICUTimeFormatter(localeID: localeID, timeZone: timeZone)
            timeFormatters[timeZone] = formatter
        }
        return try formatter.format(secondsSince1970: secondsSince1970)
    }
}
