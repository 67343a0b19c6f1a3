import Foundation
import Synchronization

/// Renders instructions for one locale and set of options.
///
/// Build one per locale and reuse it: it compiles the catalog and opens its ICU
/// formatters once. It is `Sendable`; concurrent renders share its caches behind a lock.
///
/// ```swift
/// let renderer = try Renderer(locale: "de-AT")
/// let line = try renderer.render(Instruction(.turn(.left), distance: 20,
///                                            landmarks: [Landmark(name: "Starbucks")]))
/// line.text             // "In 20 m bei Starbucks links abbiegen"
/// line.highlightRanges  // the landmark and the maneuver
/// ```
public final class Renderer: Sendable {
    /// How the requested locale was resolved (fallbacks are in its diagnostics).
    public let resolution: LocaleResolution
    /// The options this renderer formats with.
    public let options: RenderOptions
    /// Everything the renderer fell back on: locale fallbacks, unusable or missing
    /// translations, catalog load problems.
    public var diagnostics: [Diagnostic] { buildDiagnostics + table.lateDiagnostics }
    private let buildDiagnostics: [Diagnostic]
    /// Whether the locale is written right to left.
    public let isRightToLeft: Bool
    /// The unit system in effect (`automatic` resolved from the locale's region).
    public let unitSystem: RenderOptions.UnitSystem

    let table: MessageTable
    /// The forms of `unit.distance` that are ICU's text as it is for this renderer's width
    /// and medium (`MessageTable.plainDistanceForms`).
    let plainDistanceForms: Set<String>
    /// The ICU formatters, behind their lock (ICU formatters are not thread-safe).
    let formatting: Mutex<Formatters>
    /// How distances are rounded and keyed, fixed when the renderer is built.
    let rounder: DistanceRounder
    let casing: Casing
    /// Everything kept between renders: the one owner of derived values, bounded.
    let cache = RenderCache()
    /// The language subtag of the formatting locale, for app-supplied name forms.
    let language: String

    /// Creates a renderer.
    ///
    /// Cheap to build again for a locale already used with the same catalog: the locale's
    /// ICU data, its fallback chain and its compiled messages are shared.
    ///
    /// - Parameters:
    ///   - locale: A BCP-47 tag (`de-AT`), or an ICU/Apple-style identifier (`de_AT`, `en_001`).
    ///     Unknown locales fall back (`de-AT` → `de` → `en`); see `diagnostics`.
    ///   - options: Units, rounding, unit width, bidi isolation.
    ///   - catalog: The messages; the catalogs built into the library by default.
    /// - Throws: `ICUError` when ICU cannot open a formatter for the locale. Catalog
    ///   problems never throw: they are reported in `diagnostics`.
    public init(locale: String, options: RenderOptions = .default, catalog: Catalog = .embedded) throws(ICUError) {
        var options = options
        if options.medium == .speech {
            // Whatever the fields say, speech has units in full and no isolates.
            options.unitWidth = .long
            options.bidiIsolation = .never
        }
        let cache = catalog.cache
        let resolution = cache.resolution(locale) { LocaleResolver.resolve(locale, in: catalog) }
        let formattingLocale = try ResolvedLocale.resolve(resolution.formattingLocale)
        var unitSystem = options.unitSystem
        if unitSystem == .automatic {
            // The region of the requested tag decides, even when its messages fall back.
            // An invalid requested tag has already fallen back (and been reported).
            // A tag that is no locale at all (empty, malformed) names no region: metric, as
            // for an unknown language ("zz"), not the units of the English it falls back to.
            if let tag = resolution.canonicalRequested {
                unitSystem = ((try? ResolvedLocale.resolve(tag)) ?? formattingLocale).measurementSystem
            } else {
                unitSystem = .metric
            }
        }
        let system: NavigationRounding.System = switch unitSystem.value {
        case .imperial: .imperial
        case .imperialUK: .imperialUK
        case .metric, .automatic: .metric
        }
        self.resolution = resolution
        self.options = options
        self.unitSystem = unitSystem
        self.isRightToLeft = formattingLocale.isRightToLeft
        self.casing = formattingLocale.casing
        self.language = formattingLocale.tag.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        let table = cache.table(resolution.chain.joined(separator: "|") + "#" + formattingLocale.icuID) {
            MessageTable(catalog: catalog, chain: resolution.chain, casing: formattingLocale.casing)
        }
        self.table = table
        let long = options.unitWidth == .long || options.medium == .speech
        self.plainDistanceForms = table.plainDistanceForms.indices.contains(3)
            ? table.plainDistanceForms[MessageTable.plainFormsIndex(long: long, speech: options.medium == .speech)] : []
        let rounder = DistanceRounder(rounding: options.rounding, system: system,
            spokenMileFractions: options.medium == .speech ? table.namedFractions : [])
        self.rounder = rounder
        self.formatting = Mutex(Formatters(locale: formattingLocale, options: options, rounder: rounder))
        self.buildDiagnostics = catalog.loadDiagnostics(for: resolution.chain) + resolution.diagnostics + table.diagnostics
    }

    /// Creates a renderer for a Foundation `Locale` (its identifier, `de_AT` or `de-AT`, is
    /// resolved as `init(locale:options:catalog:)` resolves a tag).
    public convenience init(locale: Locale, options: RenderOptions = .default, catalog: Catalog = .embedded)
        throws(ICUError)
    {
        try self.init(locale: locale.identifier, options: options, catalog: catalog)
    }

    /// The BCP-47 tag numbers, dates and case are formatted with.
    public var formattingLocale: String { resolution.formattingLocale }

    // MARK: Formatting

    /// Formats a distance in metres with this renderer's units and rounding.
    ///
    /// - Throws: `RenderError.invalidDistance` unless the distance is finite and within
    ///   0…`GuidepostLimits.maximumDistance` (`-0` is `0`).
    public func formatDistance(_ meters: Double) throws(RenderError) -> FormattedDistance {
        try distanceEntry(try Self.validDistance(meters)).formatted
    }

    /// Formats an ordinal ("3rd", "3.", "3e"); where ICU has no ordinal rules of the
    /// locale's language (Mongolian, Uzbek, Urdu, Yoruba, Bengali in ICU 72), the number alone.
    ///
    /// - Throws: `RenderError.invalidOrdinal` outside 0…`GuidepostLimits.maximumOrdinal`.
    public func formatOrdinal(_ value: Int) throws(RenderError) -> String {
        guard value >= 0, value <= GuidepostLimits.maximumOrdinal else { throw .invalidOrdinal(value) }
        return try ordinal(value).text
    }

    /// Formats a duration in seconds: whole minutes, hours and minutes from an hour on,
    /// and the catalog's "less than a minute" below 60 seconds.
    ///
    /// - Throws: `RenderError.invalidDuration` unless the duration is finite and within
    ///   0…`GuidepostLimits.maximumDuration`.
    public func formatDuration(_ seconds: Double) throws(RenderError) -> String {
        try durationArgument(seconds).text
    }

    /// Formats the hour and minute of an instant in the locale's 12- or 24-hour convention.
    ///
    /// - Parameters:
    ///   - secondsSince1970: The instant, in seconds since 1970-01-01T00:00:00Z.
    ///   - timeZone: An Olson time zone ID such as `Europe/Berlin`.
    /// - Throws: `RenderError.invalidClockTime` for an instant that is not finite or lies
    ///   outside `GuidepostLimits.clockTimeRange`; `RenderError.unknownTimeZone` for a
    ///   zone ICU does not know (ICU itself would silently use GMT).
    public func formatClockTime(secondsSince1970: Double, timeZone: String = "UTC") throws(RenderError) -> String {
        guard secondsSince1970.isFinite, GuidepostLimits.clockTimeRange.contains(secondsSince1970) else {
            throw .invalidClockTime(secondsSince1970)
        }
        guard ICU.isKnownTimeZone(timeZone) else { throw .unknownTimeZone(timeZone) }
        do {
            return try formatting.withLock { state throws(ICUError) in
                try state.clockTime(secondsSince1970: secondsSince1970, timeZone: timeZone)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// A distance within the valid range, with `-0` as `0`.
    static func validDistance(_ meters: Double) throws(RenderError) -> Double {
        guard meters.isFinite, meters >= 0, meters <= GuidepostLimits.maximumDistance else {
            throw .invalidDistance(meters)
        }
        return meters + 0  // -0 + 0 is +0: "-0 ft" must not happen
    }

    /// The CLDR plural category ICU selects for an integer formatted in this locale.
    public func pluralCategory(_ value: Int) throws(RenderError) -> PluralCategory {
        try count(value).category
    }

    // MARK: Rendering

    /// Renders one instruction.
    ///
    /// - Throws: `RenderError` when the instruction's data cannot be shown (a NaN or
    ///   negative distance, zero floors, exit 0) or ICU fails. Catalog problems do not
    ///   throw; the renderer fell back when it was built.
    public func render(_ instruction: Instruction) throws(RenderError) -> RenderedInstruction {
        try render(instruction, distance: .stated)
    }

    /// Renders one instruction, stating its distance or leaving it to be shown apart.
    ///
    /// With `.omitted` a message's `"select": "$1:when"` chooses its `none` variant ("Turn
    /// left onto Main Street", for a banner whose distance is shown beside it, or a list
    /// whose distances are a column of their own); a translation without one states the
    /// distance. `.continuation` is `.omitted` as the second half of a sentence: the first
    /// letter stays as the catalog wrote it, and a `"then"` variant of the select on
    /// `$1:when`, where a translation has one, is chosen over `none` (see `render(_:then:)`).
    public func render(_ instruction: Instruction, distance phrasing: DistancePhrasing) throws(RenderError)
        -> RenderedInstruction
    {
        let distance = try Self.validDistance(instruction.distance)
        var args = Arguments()
        let key = try message(for: instruction, distance: distance, args: &args)
        // Vocabulary values compare by their case here: `==` would compare raw strings.
        let sentenceStart: Bool
        switch phrasing.value {
        case .stated:
            sentenceStart = true
        case .omitted:
            args.distance?.timing = .none
            sentenceStart = true
        case .continuation:
            // A translation may word the second half of "…, then …" apart (`$1:when` = `then`,
            // e.g. with a clitic moved after "potom"); without such a variant it reads as `none`.
            args.distance?.timing = .then
            sentenceStart = false
        }
        return try fill(table[key], key: key.rawValue, with: &args, sentenceStart: sentenceStart)
    }

    /// The lanes to use at an instruction's maneuver ("Use the left 2 lanes"), as a line of
    /// its own (a banner's sub text, a list's second line); nil when the instruction has no
    /// lane data or no lane is valid. A `use lane` step renders this as its instruction.
    public func renderLanes(_ instruction: Instruction) throws(RenderError) -> RenderedInstruction? {
        guard LanePosition.summary(of: instruction.road.lanes) != nil else { return nil }
        return try render(Instruction(.useLane, road: instruction.road))
    }

    // MARK: Arguments

    func fragmentArgument(_ key: MessageKey, select: Int = -1) -> Argument {
        // The two fields read in place: a copy of the fragment retains its capitalized text too.
        var argument = table.withEntry(key) { entry in
            if let text = entry.fragment?.text, let utf16Count = entry.fragment?.utf16Count {
                Argument(text: text, utf16Count: utf16Count, selectIndex: select)
            } else {
                Argument(text: key.rawValue, utf16Count: key.rawValue.utf16.count, selectIndex: select)
            }
        }
        argument.forms = .fragment(key)
        return argument
    }

    func nameArgument(_ name: String, forms: NameForms? = nil) -> Argument {
        // Most names are ASCII: their UTF-16 length is their byte count, and their isolation
        // is decided without reading their scalars.
        // UTF-8 and UTF-16 lengths are equal only for ASCII (any other scalar takes more
        // bytes than code units), and ASCII text counts its UTF-16 from a flag.
        let utf16Count = name.utf16.count
        let isASCII = utf16Count == name.utf8.count
        var argument = Argument(text: name, utf16Count: utf16Count)
        argument.isolated = isolation(name, isASCII: isASCII)
        argument.forms = .name(forms?.applying(toLanguage: language))
        return argument
    }

    func landmarkArgument(_ landmark: Landmark) -> Argument {
        var argument = nameArgument(landmark.name, forms: landmark.forms)
        argument.landmarkKind = landmark.kind
        return argument
    }

    /// The destination floor: its catalog phrase ("Level 3" for `3`), or its name as written.
    func floorArgument(_ change: FloorChange) -> Argument {
        // A floor the app says nothing more about is classified and phrased once per name.
        guard change.label == nil, change.floorNameForms == nil else { return makeFloorArgument(change) }
        return cache.value(\.floors, TextKey(change.floorName)) { makeFloorArgument(change) }
    }

    private func makeFloorArgument(_ change: FloorChange) -> Argument {
        let label = change.resolvedLabel
        // A code is inserted into its phrase as written (the ground floor's and mezzanine's
        // too, for languages that name those by their button); a number is formatted.
        var code = label.kind == .code || label.kind == .ground || label.kind == .mezzanine ? label.name : ""
        // A ground floor or mezzanine the data spells out is named by its usual button.
        if label.kind == .ground && code.count > 3 { code = "G" }
        if label.kind == .mezzanine && code.count > 3 { code = "M" }
        guard let key = label.kind.messageKey, table.has(key),
            let phrase = floorPhrase(key, number: label.number, code: code, form: nil), !phrase.text.isEmpty
        else {
            return nameArgument(change.floorName, forms: change.floorNameForms)
        }
        var argument = Argument(text: phrase.text, utf16Count: phrase.utf16Count)
        argument.isolated = false  // the phrase is in the locale's own words and digits
        argument.forms = .floorPhrase(Argument.FloorPhrase(key: key, number: label.number, code: code))
        return argument
    }

    func distanceArgument(_ meters: Double) throws(RenderError) -> Argument {
        try distanceEntry(try Self.validDistance(meters)).argument
    }

    /// A distance (valid, in metres) as ICU formats it and as sentences insert it, made once
    /// per rounded value.
    private func distanceEntry(_ meters: Double) throws(RenderError) -> RenderCache.DistanceEntry {
        guard let key = rounder.key(meters: meters) else { return try makeDistanceEntry(meters, key: nil) }
        return try cache.value(\.distances, key) { () throws(RenderError) in try makeDistanceEntry(meters, key: key) }
    }

    private func makeDistanceEntry(_ meters: Double, key: DistanceRounder.Key?) throws(RenderError)
        -> RenderCache.DistanceEntry
    {
        let formatted: FormattedDistance
        do {
            formatted = try formatting.withLock { state throws(ICUError) in try state.distance(meters: meters) }
        } catch {
            throw .icu(error)
        }
        var argument = Self.distanceArgument(formatted)
        // The locale's own phrasing of distances, when it has one (ICU's text otherwise). The
        // argument carries what its forms are made from: they never depend on a cache entry.
        if !table[.unitDistance].passesThrough {
            let source = Argument.DistanceSource(key: key, formatted: formatted)
            if let phrase = distancePhrase(source, form: nil) {
                argument.text = phrase.text
                argument.utf16Count = phrase.utf16Count
                argument.parts = phrase.parts
            }
            argument.forms = .distancePhrase(source)
        }
        return RenderCache.DistanceEntry(formatted: formatted, argument: argument)
    }

    static func distanceArgument(_ formatted: FormattedDistance) -> Argument {
        var argument = Argument(text: formatted.text, utf16Count: formatted.utf16Count)
        argument.category = formatted.pluralCategory
        argument.exactValue = formatted.value
        argument.parts = Argument.Parts(
            number: zip(formatted.numberUTF8Range, formatted.numberUTF16Range),
            unit: zip(formatted.unitUTF8Range, formatted.unitUTF16Range))
        argument.unit = formatted.unit
        argument.showsFraction = formatted.showsFraction
        // The distance as shown: "5 m" is due now, "0.1 mi" (160 m) is not.
        let shownMeters = formatted.unit.map { formatted.value * $0.meters } ?? formatted.value
        if shownMeters < RenderOptions.immediateDistance { argument.timing = .now }
        return argument
    }

    /// A duration as the locale phrases it: ICU's text ("18 min", "1 hr, 5 min"), or the
    /// catalog's `unit.duration` around ICU's numbers; "less than a minute" below 60 s.
    func durationArgument(_ seconds: Double) throws(RenderError) -> Argument {
        guard seconds.isFinite, seconds >= 0, seconds <= GuidepostLimits.maximumDuration else {
            throw .invalidDuration(seconds)
        }
        if seconds < 60 {
            let fragment = table.fragment(.durationLessThanMinute)
            return Argument(text: fragment.text, utf16Count: fragment.utf16Count)
        }
        var (argument, minutes) = try icuDuration(seconds)
        // The locale's own phrasing of durations, when it has one (ICU's text otherwise).
        guard !table[.unitDuration].passesThrough else { return argument }
        if let phrase = try durationPhrase(argument, minutes: minutes, form: nil) {
            argument.text = phrase.text
            argument.utf16Count = phrase.utf16Count
        }
        argument.forms = .durationPhrase(seconds)
        return argument
    }

    /// A duration of a minute or more as ICU formats it, with how it is counted as its select
    /// index (minute, hour or hourMinute, `Role.durationUnits`), and its whole minutes.
    func icuDuration(_ seconds: Double) throws(RenderError) -> (base: Argument, minutes: Int) {
        guard seconds.isFinite, seconds >= 60, seconds <= GuidepostLimits.maximumDuration,
            let minutes = Int(exactly: (seconds / 60).rounded())
        else { throw .invalidDuration(seconds) }
        let text: String
        do {
            text = try formatting.withLock { state throws(ICUError) in try state.duration(minutes: minutes) }
        } catch {
            throw .icu(error)
        }
        // As Formatters.duration chooses.
        let unitIndex = minutes < 60 ? 0 : minutes % 60 == 0 ? 1 : 2
        return (Argument(text: text, utf16Count: text.utf16.count, selectIndex: unitIndex), minutes)
    }

    /// A duration as the locale's `unit.duration` phrases it around ICU's text, its hours
    /// (`$1`) and minutes (`$2`), in a form; nil when the variant chosen is ICU's text.
    /// Not cached: durations appear in route and leg headers, not on every render.
    func durationPhrase(_ base: Argument, minutes: Int, form: String?) throws(RenderError) -> UnitPhraseText? {
        resolveUnitPhrase(.unitDuration, base: base, hours: try countArgument(minutes / 60),
            minutes: try countArgument(minutes < 60 ? minutes : minutes % 60), form: form)
    }

    private static func zip(_ utf8: Range<Int>?, _ utf16: Range<Int>?) -> Argument.Parts.Part? {
        guard let utf8, let utf16 else { return nil }
        return Argument.Parts.Part(utf8: utf8, utf16: utf16)
    }

    func countArgument(_ value: Int) throws(RenderError) -> Argument {
        Self.countArgument(try count(value), value: value)
    }

    /// An integer as ICU formats it, with its plural category.
    private func count(_ value: Int) throws(RenderError) -> ICUFormattedNumber {
        try cache.value(\.counts, value) { () throws(RenderError) in
            do throws(ICUError) {
                return try formatting.withLock { state throws(ICUError) in try state.count(value) }
            } catch {
                throw .icu(error)
            }
        }
    }

    /// An ordinal as ICU formats it, with its categories.
    private func ordinal(_ value: Int) throws(RenderError) -> Formatters.Ordinal {
        try cache.value(\.ordinals, value) { () throws(RenderError) in
            do throws(ICUError) {
                return try formatting.withLock { state throws(ICUError) in try state.ordinal(value) }
            } catch {
                throw .icu(error)
            }
        }
    }

    private static func countArgument(_ number: ICUFormattedNumber, value: Int) -> Argument {
        var argument = Argument(text: number.text, utf16Count: number.text.utf16.count)
        argument.category = number.category
        argument.exactValue = Double(value)
        return argument
    }

    func ordinalArgument(_ value: Int) throws(RenderError) -> Argument {
        guard value >= 0, value <= GuidepostLimits.maximumOrdinal else { throw .invalidOrdinal(value) }
        return try ordinalArguments(value).ordinal
    }

    /// The ordinal ("12th") and the plain number ("12") from one cache lookup.
    func ordinalArguments(_ value: Int) throws(RenderError) -> (ordinal: Argument, count: Argument) {
        let ordinal = try ordinal(value)
        var argument = Argument(text: ordinal.text, utf16Count: ordinal.text.utf16.count)
        argument.ordinalCategory = ordinal.ordinalCategory
        // The cardinal category too, for translations that count exits with "plural".
        argument.category = ordinal.cardinal.category
        argument.exactValue = Double(value)
        return (argument, Self.countArgument(ordinal.cardinal, value: value))
    }
}
