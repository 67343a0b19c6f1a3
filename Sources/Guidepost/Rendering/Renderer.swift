@_spi(Caches) import GuidepostICU
import Foundation

/// Renders instructions for one locale and set of options.
///
/// Build one per locale and reuse it: it compiles the catalog and opens its ICU
/// formatters once. It is `Sendable`; concurrent renders share its one cache, which is
/// bounded and never changes what it renders (a renderer kept for hours renders what a
/// fresh one does). The work is done by its `RenderEngine`; this type is the public API.
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
    public var diagnostics: [Diagnostic] { buildDiagnostics + engine.table.lateDiagnostics }
    private let buildDiagnostics: [Diagnostic]
    /// Whether the locale is written right to left.
    public let isRightToLeft: Bool
    /// The unit system in effect (`automatic` resolved from the locale's region).
    public let unitSystem: RenderOptions.UnitSystem

    /// What renders: arguments, variant selection, forms, composition, and the one cache.
    let engine: RenderEngine

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
                unitSystem = switch ((try? ResolvedLocale.resolve(tag)) ?? formattingLocale).measurementSystem {
                case .metric: .metric
                case .imperial: .imperial
                case .imperialUK: .imperialUK
                }
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
        let table = cache.table(resolution.chain.joined(separator: "|") + "#" + formattingLocale.icuID) {
            MessageTable(catalog: catalog, chain: resolution.chain, casing: formattingLocale.casing)
        }
        engine = RenderEngine(table: table, locale: formattingLocale, options: options, system: system)
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
        try engine.distanceEntry(try RenderEngine.validDistance(meters)).formatted
    }

    /// Formats an ordinal ("3rd", "3.", "3e"); where ICU has no ordinal rules of the
    /// locale's language (Mongolian, Uzbek, Urdu, Yoruba, Bengali in ICU 72), the number alone.
    ///
    /// - Throws: `RenderError.invalidOrdinal` outside 0…`GuidepostLimits.maximumOrdinal`.
    public func formatOrdinal(_ value: Int) throws(RenderError) -> String {
        guard value >= 0, value <= GuidepostLimits.maximumOrdinal else { throw .invalidOrdinal(value) }
        return try engine.ordinal(value).text
    }

    /// Formats a duration in seconds: whole minutes, hours and minutes from an hour on,
    /// and the catalog's "less than a minute" below 60 seconds.
    ///
    /// - Throws: `RenderError.invalidDuration` unless the duration is finite and within
    ///   0…`GuidepostLimits.maximumDuration`.
    public func formatDuration(_ seconds: Double) throws(RenderError) -> String {
        try engine.durationArgument(seconds).text
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
            return try engine.formatting.withLock { state throws(ICUError) in
                try state.clockTime(secondsSince1970: secondsSince1970, timeZone: timeZone)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The CLDR plural category ICU selects for an integer formatted in this locale.
    public func pluralCategory(_ value: Int) throws(RenderError) -> PluralCategory {
        try engine.count(value).category
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
        let distance = try RenderEngine.validDistance(instruction.distance)
        var args = Arguments()
        let key = try engine.message(for: instruction, distance: distance, args: &args,
            announcing: phrasing.value == .announced)
        // Vocabulary values compare by their case here: `==` would compare raw strings.
        let sentenceStart: Bool
        switch phrasing.value {
        case .stated, .announced:
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
        let rendered = try engine.fill(engine.table[key], key: key.rawValue, with: &args, sentenceStart: sentenceStart)
        return signed(rendered, instruction)
    }

    /// An instruction whose sentence names the road but not the sign, on a step whose sign
    /// lists destinations, with the destinations added as the locale's `road.towards` adds
    /// them ("Turn left onto Way Name towards Hamburg"): the router's destinations are said
    /// wherever it gives them. Left as it is where the locale has no `road.towards` of its
    /// own language (an English phrase in another language's sentence would read worse
    /// than none).
    func signed(_ rendered: RenderedInstruction, _ instruction: Instruction) -> RenderedInstruction {
        guard instruction.hasRoadFacts, !instruction.road.destinations.isEmpty, instruction.maneuver.kind.saysSign,
            !rendered.spans.contains(where: { $0.role == .destination }), !engine.table[.roadTowards].isForeign,
            var destinations = engine.destinationText(instruction.road)
        else { return rendered }
        // Isolated as every inserted name is (a Latin place in an Arabic sentence), span and all.
        if engine.isolation(destinations) { destinations = "\u{2068}" + destinations + "\u{2069}" }
        var parts: [RenderedInstruction] = []
        var preceding: String?
        for segment in engine.fixedPattern(.roadTowards).segments {
            switch segment {
            case .literal(let text, _):
                parts.append(.part(text, role: .text))
                preceding = text
            case .placeholder(0, _), .spelled(0, _, _, _):
                parts.append(rendered)
                preceding = nil
            case .placeholder(1, _), .spelled(1, _, _, _):
                // The locale's contractions and elisions meet the destinations as any name
                // ("cap a " + "El Prat" → "cap al Prat").
                var name = destinations
                if let text = preceding, let (joined, rest) = RenderEngine.joining(text, name, joins: engine.table.grammar.joins) {
                    parts[parts.count - 1] = .part(joined, role: .text)
                    name = rest
                }
                parts.append(.part(name, role: .destination, highlighted: true, placeholder: 1))
                preceding = nil
            default:
                continue
            }
        }
        return RenderedInstruction(joining: parts, messageKey: rendered.messageKey)
    }

    /// The lanes to use at an instruction's maneuver ("Use the left 2 lanes"), as a line of
    /// its own (a banner's sub text, a list's second line); nil when the instruction has no
    /// lane data or no lane is valid. A `use lane` step renders this as its instruction.
    public func renderLanes(_ instruction: Instruction) throws(RenderError) -> RenderedInstruction? {
        guard LanePosition.summary(of: instruction.road.lanes) != nil else { return nil }
        return try render(Instruction(.useLane, road: instruction.road))
    }
}
