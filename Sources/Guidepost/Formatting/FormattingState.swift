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
    /// The catalog's phrasing of formatted distances (`unit.distance`) by distance key and
    /// form; nil inside for ICU's text as it is.
    private var phrased: [PhraseKey: Renderer.UnitPhraseText?] = [:]
    /// Distance arguments as sentences insert them, by distance key: a render whose distance
    /// rounds to one already seen copies it (one rounding, one lookup).
    private var distanceArguments: [DistanceKey: Argument] = [:]
    private var countCache: [Int: ICUFormattedNumber] = [:]
    private var ordinalCache: [Int: Ordinal] = [:]
    private var ordinalFormatter: ICUOrdinalFormatter?
    /// Shared with every renderer of the locale (see `ResolvedLocale`).
    private let ordinalRules: ICUPluralRules
    private var timeFormatters: [String: ICUTimeFormatter] = [:]

    /// Entries kept per unbounded cache before it is cleared (the `cldr` profile and counts
    /// take any value; navigation rounding yields few distinct ones).
    private let cacheLimit = 4096
    /// For speech: the mile fractions the locale's `unit.distance` says in words (its exact
    /// variants below one, `=0.25` "a quarter mile"), which spoken miles round to.
    var spokenMileFractions: [Double] = []

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
        // Searched as bytes: `contains` with a string argument went through Foundation's `range(of:)`,
        // a tenth of the cost of building a second renderer.
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

    /// A distance cache key: the rounded value and unit (navigation rounding) or the metres'
    /// bit pattern (CLDR rounding); a renderer uses one rounding, so the two never mix.
    typealias DistanceKey = UInt64

    /// A phrasing cache key: a formatted distance and the form asked (nil: the base form).
    struct PhraseKey: Hashable {
        var distance: DistanceKey
        var form: String?
    }

    /// The key of a distance, and its argument if one was stored under it.
    func distanceArgument(meters: Double) -> (Argument?, DistanceKey?) {
        let key: DistanceKey? = switch options.rounding.value {
        case .navigation: rounded(meters: meters).cacheKey.map { DistanceKey(bitPattern: $0) }
        case .cldr: meters.bitPattern
        }
        guard let key else { return (nil, nil) }
        // A distance that rounds like a recent one (a live step's updates do, a route's
        // distances repeat): found without hashing.
        let slot = Self.recentSlot(key)
        if !recentKeys.isEmpty, recentKeys[slot] == key { return (recentArguments[slot], key) }
        guard let argument = distanceArguments[key] else { return (nil, key) }
        remember(argument, for: key)
        return (argument, key)
    }

    /// Keeps a distance argument for `distanceArgument(meters:)`.
    func store(_ argument: Argument, for key: DistanceKey) {
        if distanceArguments.count >= cacheLimit { distanceArguments.removeAll(keepingCapacity: true) }
        distanceArguments[key] = argument
        remember(argument, for: key)
    }

    /// Keeps a distance argument in the direct-mapped table read before the dictionary.
    private func remember(_ argument: Argument, for key: DistanceKey) {
        if recentKeys.isEmpty {
            recentKeys = Array(repeating: Self.noKey, count: Self.recentSlots)
            recentArguments = Array(repeating: Argument(text: "", utf16Count: 0), count: Self.recentSlots)
        }
        let slot = Self.recentSlot(key)
        recentKeys[slot] = key
        recentArguments[slot] = argument
    }

    /// Distance arguments by key, direct-mapped (made on first use): the keys apart from the
    /// arguments, so that a lookup compares plain integers and copies one argument (an
    /// optional pair of the two was copied through the runtime's generic witnesses).
    private var recentKeys: [DistanceKey] = []
    private var recentArguments: [Argument] = []
    private static let recentSlots = 256
    /// No key: a navigation key stays below 2^59, and a CLDR key is a finite distance's bits.
    private static let noKey = DistanceKey.max

    private static func recentSlot(_ key: DistanceKey) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56) & (recentSlots - 1)
    }

    /// The phrasing of a formatted distance in a form, if already made.
    func phrase(_ key: DistanceKey, form: String?) -> Renderer.UnitPhraseText?? {
        phrased[PhraseKey(distance: key, form: form)]
    }

    /// The formatted distance of a key, while it is cached.
    func formatted(_ key: DistanceKey) -> FormattedDistance? {
        switch options.rounding.value {
        case .navigation: navigationCache[Int64(bitPattern: key)]
        case .cldr: cldrCache[key]
        }
    }

    /// Keeps the catalog's phrasing of a formatted distance in a form.
    func store(_ phrase: Renderer.UnitPhraseText?, for key: DistanceKey, form: String?) {
        if phrased.count >= cacheLimit { phrased.removeAll(keepingCapacity: true) }
        phrased[PhraseKey(distance: key, form: form)] = .some(phrase)
    }

    /// A distance rounded for navigation; spoken, a mile below one is the fraction the
    /// locale says ("a quarter mile"). The one rounding both the formatting and its cache
    /// keys use (a key made without the fraction found no phrase in a form for it).
    private func rounded(meters: Double) -> RoundedDistance {
        var rounded = NavigationRounding.round(meters: meters, system: system)
        if !spokenMileFractions.isEmpty, rounded.unit == .mile, rounded.value < 1,
            let fraction = spokenMileFractions.min(by: { abs($0 - rounded.value) < abs($1 - rounded.value) }),
            abs(fraction - rounded.value) <= 0.1 + 1e-9
        {
            rounded.value = fraction
            rounded.fractionDigits = 2
        }
        return rounded
    }

    func distance(meters: Double) throws(ICUError) -> FormattedDistance {
        try distanceAndKey(meters: meters).0
    }

    private func distanceAndKey(meters: Double) throws(ICUError) -> (FormattedDistance, DistanceKey?) {
        switch options.rounding.value {
        case .navigation:
            let rounded = rounded(meters: meters)
            let key = rounded.cacheKey
            if let key, let cached = navigationCache[key] { return (cached, DistanceKey(bitPattern: key)) }
            // Said aloud or written out, "1.0 kilometer" is "1 kilometer"; "1.0 km" keeps its tenth.
            let wordy = options.medium == .speech || options.unitWidth == .long
            let whole = rounded.fractionDigits == 0 || wordy && rounded.value == rounded.value.rounded()
            let precision = whole ? "precision-integer" : rounded.fractionDigits == 2 ? ".00" : ".0"
            let skeleton = "measure-unit/\(rounded.unit.icuUnit) \(widthOption) \(precision)"
            let number = try formatter(skeleton).format(rounded.value)
            var result = FormattedDistance(number: number, value: rounded.value, unit: rounded.unit)
            result.showsFraction = !whole
            if let key {
                if navigationCache.count >= cacheLimit { navigationCache.removeAll(keepingCapacity: true) }
                navigationCache[key] = result
            }
            return (result, key.map { DistanceKey(bitPattern: $0) })
        case .cldr:
            let key = meters.bitPattern
            if let cached = cldrCache[key] { return (cached, key) }
            let skeleton = "measure-unit/length-meter usage/road \(widthOption)"
            let number = try formatter(skeleton, locale: usageLocaleID).format(meters)
            // The unit ICU chose for road usage, told by its name (the C API does not say):
            // a translation's select on `$1:unit` then works under this profile too.
            let unit = try unitNamed(number.unitText)
            var result = FormattedDistance(number: number, value: unit.map { meters / $0.meters } ?? meters, unit: unit)
            // ICU rounds for road usage; a fraction shows where it kept one.
            result.showsFraction = number.text.unicodeScalars.contains { [".", ",", "٫", "\u{066B}"].contains($0) }
                && meters.rounded() != meters
            if cldrCache.count >= cacheLimit { cldrCache.removeAll(keepingCapacity: true) }
            cldrCache[key] = result
            return (result, key)
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
        // Without rules of the language's own, ICU writes another's suffix ("3th" in
        // Mongolian): the number alone is never wrong.
        let text = formatter.hasOwnRules ? try formatter.format(value) : cardinal.text
        let result = Ordinal(text: text, ordinalCategory: ordinalCategory, cardinal: cardinal)
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
