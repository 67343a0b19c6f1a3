import Guidepost

/// Every message of a locale rendered with representative values, beside the source:
/// what a translator checks before lint and exchange.
///
/// Plural variants get one sample number per CLDR category of the locale (from ICU's
/// rules: 1, 2, 5 for Russian) and every exact value they name; select variants get
/// every value. Other placeholders get fixed, plausible values ("Starbucks", 20 m).
///
/// ```swift
/// let preview = try CatalogPreview(locale: "ru")
/// for sample in preview.samples() { print(sample.key, sample.translation.text) }
/// ```
public struct CatalogPreview: Sendable {
    /// The locale previewed.
    public let locale: String
    /// Whether the locale is written right to left.
    public let isRightToLeft: Bool
    /// Locale fallbacks and catalog problems met while building the renderers.
    public let diagnostics: [Diagnostic]
    private let catalog: Catalog
    private let renderer: Renderer
    private let sourceRenderer: Renderer
    private let plural: PluralSamples

    /// One message rendered for one choice of values.
    public struct Sample: Sendable {
        /// The message key.
        public var key: String
        /// The values chosen, e.g. `$3 = 5 (many), $1 = up`; empty for a plain message.
        public var values: String
        /// The message in the source language.
        public var source: RenderedInstruction
        /// The message in the previewed locale.
        public var translation: RenderedInstruction
        /// Whether the locale has its own translation of the message (else it fell back).
        public var isTranslated: Bool
        /// The instruction both texts were rendered from (`render(_:distance:)`), for a
        /// message an instruction selects; nil for the phrases, units and route lines the
        /// renderer puts into other messages, which are rendered from sample values.
        public var instruction: Instruction?
        /// Whether the message is one an instruction selects but no instruction the preview
        /// builds reaches these values (a floor count of one, which the renderer says with
        /// `floorChange`; an elevator, whose floors are never counted; a grammatical form no
        /// directions service sends): the texts are rendered from the values, and the
        /// renderer may never say them.
        public var isUnreached: Bool = false
        /// How the instruction's distance is phrased.
        public var phrasing: DistancePhrasing = .stated
        /// The options the sample was rendered with.
        public var options: RenderOptions = CatalogPreview.options
    }

    /// The options samples render with unless a choice needs others (a unit, a width):
    /// metric, short units, distances rounded as CLDR does so that a sample number shows
    /// as written.
    public static let options = RenderOptions(unitSystem: .metric, rounding: .cldr)

    /// Builds renderers for the locale and the source language.
    ///
    /// Distances are rounded as CLDR does rather than for navigation, so a sample
    /// number shows as written.
    ///
    /// - Throws: `ICUError` when ICU cannot open the locale's formatters or rules.
    public init(locale: String, catalog: Catalog = .embedded) throws(ICUError) {
        let options = Self.options
        self.locale = locale
        self.catalog = catalog
        self.renderer = try Renderer(locale: locale, options: options, catalog: catalog)
        self.sourceRenderer = try Renderer(locale: catalog.source.sourceLocale, options: options, catalog: catalog)
        self.isRightToLeft = renderer.isRightToLeft
        self.diagnostics = renderer.resolution.diagnostics
        self.plural = try PluralSamples(locale: renderer.formattingLocale)
    }

    /// The samples of every message, in source catalog order.
    public func samples() -> [Sample] {
        var samples: [Sample] = []
        var renderers = Renderers(preview: self)
        let instructions = PreviewInstructions(renderer: sourceRenderer)
        for definition in catalog.source.messages {
            let translation = renderer.resolution.chain.lazy.compactMap { self.catalog.localizations[$0]?.entry(definition.key) }
                .first
            let node = translation?.value ?? definition.source
            var cases = Self.cases(node, definition: definition, plural: plural)
            if cases.isEmpty { cases = [[]] }
            for choice in cases {
                var values: [Int: [Choice]] = [:]
                for (number, value) in choice { values[number, default: []].append(value) }
                let description = choice.map { "$\($0.0)\($0.1.viewSuffix) = \($0.1.description)" }.joined(separator: ", ")
                let isTranslated = translation != nil && renderer.resolution.chain.first != catalog.source.sourceLocale
                // A message an instruction selects: render the instruction, as an app would.
                if let built = instructions.instruction(for: definition, choices: values, locale: locale,
                    distance: { number, views in self.distance(number: number, views: views) }),
                    let sourceRenderer = renderers.renderer(source: true, options: built.options),
                    let targetRenderer = renderers.renderer(source: false, options: built.options),
                    let source = try? sourceRenderer.render(built.instruction, distance: built.phrasing),
                    let translated = try? targetRenderer.render(built.instruction, distance: built.phrasing),
                    source.messageKey == definition.key, translated.messageKey == definition.key
                {
                    samples.append(Sample(key: definition.key, values: description, source: source, translation: translated,
                        isTranslated: isTranslated, instruction: built.instruction, phrasing: built.phrasing,
                        options: built.options ?? Self.options))
                    continue
                }
                guard let source = render(definition, values, source: true, renderers: &renderers),
                    let translated = render(definition, values, source: false, renderers: &renderers)
                else { continue }
                samples.append(Sample(key: definition.key, values: description, source: source, translation: translated,
                    isTranslated: isTranslated, isUnreached: instructions.bases[definition.key] != nil))
            }
        }
        return samples
    }

    enum Choice: CustomStringConvertible {
        case number(Double, PluralCategory?)
        case value(String)
        /// A value of a view of the placeholder (`$1:unit` = kilometer, `$3:genitive` = known).
        case view(String, String)

        var description: String {
            switch self {
            case .number(let number, let category):
                let text = CatalogPreview.wholeNumber(number).map(String.init) ?? String(number)
                return category.map { "\(text) (\($0.rawValue))" } ?? text
            case .value(let value): return value
            case .view(_, let value): return value
            }
        }

        /// A placeholder's choices by kind: its sample number, its selected value, and the
        /// values of its views.
        static func split(_ choices: [Choice]) -> (number: Double?, selected: String?, views: [String: String]) {
            var number: Double?
            var selected: String?
            var views: [String: String] = [:]
            for choice in choices {
                switch choice {
                case .number(let value, _): number = value
                case .value(let value): selected = value
                case .view(let view, let value): views[view] = value
                }
            }
            return (number, selected, views)
        }

        var viewSuffix: String {
            if case .view(let view, _) = self { return ":" + view }
            return ""
        }
    }

    /// The renderers a sample needs: the locale's and the source's, per unit system and
    /// width (a select on a distance's unit or width shows each), built when first needed.
    struct Renderers {
        let preview: CatalogPreview
        var built: [String: Renderer] = [:]

        mutating func renderer(source: Bool, options: RenderOptions?) -> Renderer? {
            guard let options else { return source ? preview.sourceRenderer : preview.renderer }
            let key = "\(source)|\(options.unitSystem)|\(options.unitWidth)"
            if let existing = built[key] { return existing }
            let locale = source ? preview.catalog.source.sourceLocale : preview.locale
            guard let made = try? Renderer(locale: locale, options: options, catalog: preview.catalog) else { return nil }
            built[key] = made
            return made
        }
    }

    /// The value choices that reach every variant of a translation.
    ///
    /// Variants nested on a placeholder (or view) already chosen further out are not
    /// expanded again: that one value is already fixed, and expanding them would multiply
    /// the samples with every level a file nests (each level then picks a selector not yet
    /// chosen, so the recursion is as deep as the message has selectors, not as the file nests).
    /// `"select": "form"` variants are shown by the messages that ask for the form.
    static func cases(_ node: JSONNode, definition: MessageDefinition, plural: PluralSamples, chosen: Set<String> = [])
        -> [[(Int, Choice)]]
    {
        guard let members = node.members,
            let selector = members.first(where: { ["plural", "ordinal", "select"].contains($0.key) }),
            let name = selector.value.string
        else { return [] }
        // Variants by the form a sentence asks (`"select": "form"`): the base form's are shown.
        if selector.key == "select", name == "form" {
            return node["other"].map { cases($0, definition: definition, plural: plural, chosen: chosen) } ?? []
        }
        guard name.hasPrefix("$") else { return [] }
        let parts = name.dropFirst().split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let number = Int(first), let spec = definition.placeholder(number) else { return [] }
        let view = parts.count > 1 ? parts[1] : nil
        let selectorID = selector.key == "select" ? name : "\(number)"
        guard !chosen.contains(selectorID) else { return [] }
        func nested(_ branch: JSONNode?, _ choice: Choice) -> [[(Int, Choice)]] {
            let inner = branch.map { cases($0, definition: definition, plural: plural, chosen: chosen.union([selectorID])) } ?? []
            return inner.isEmpty ? [[(number, choice)]] : inner.map { [(number, choice)] + $0 }
        }
        var result: [[(Int, Choice)]] = []
        if selector.key == "select", let view {
            // Every value the variants name, then one that takes `other`.
            // A distance's timing: "later" is what most renders take, so it shows `other`.
            let values = view == "when" ? MessageNode.ViewBranches.timingValues : spec.role.selectValues(ofView: view) ?? []
            let named = values.filter { node[$0] != nil }
            var shown = named
            if node["other"] != nil, let unnamed = values.first(where: { !named.contains($0) }) { shown.append(unnamed) }
            if values == ["known"], node["other"] != nil { shown = ["known", "other"] }
            for value in shown {
                result += nested(node[value] ?? node["other"], .view(view, value))
            }
            return result
        }
        if selector.key == "select" {
            for value in spec.values ?? spec.role.selectValues ?? [] {
                result += nested(node[value] ?? node["other"], .value(value))
            }
            return result
        }
        let whole = spec.role != .distance
        // Only the exact keys the compiler accepts: the others never render, and `=1e300`,
        // `=nan` or `=inf` would be no number a placeholder can take.
        var exact: Set<Double> = []
        for member in members {
            guard let value = MessageCompiler.exactValue(member.key, wholeNumber: whole) else { continue }
            exact.insert(value)
            result += nested(member.value, .number(value, nil))
        }
        let samples = selector.key == "ordinal" ? plural.ordinal : plural.cardinal
        for category in samples.keys.sorted() {
            // A number an exact variant takes would not show the category's own text.
            let candidates = (samples[category] ?? []).filter { !whole || $0 == $0.rounded() }
            // ICU's samples may all be taken by exact variants (Arabic ordinals: every number
            // is `other`, and `=1`…`=10` have their own text): look further.
            let further = candidates.allSatisfy(exact.contains)
                ? plural.wholeNumber(in: category, ordinal: selector.key == "ordinal", avoiding: exact) : nil
            guard let value = further ?? candidates.first(where: { !exact.contains($0) }) ?? candidates.first else { continue }
            result += nested(node[category.rawValue] ?? node["other"], .number(value, category))
        }
        return result
    }

    /// A sample number as an `Int`, nil when it has a fraction or lies outside ±2^53
    /// (checked first: `Int(_:)` traps on NaN, infinities and numbers beyond `Int`'s range).
    static func wholeNumber(_ number: Double) -> Int? {
        guard abs(number) <= MessageCompiler.maximumExactValue else { return nil }
        return Int(exactly: number)
    }

    private func render(_ definition: MessageDefinition, _ choices: [Int: [Choice]], source: Bool,
        renderers: inout Renderers) -> RenderedInstruction?
    {
        var values: [Int: MessageValue] = [:]
        var options: RenderOptions?
        // The renderer gives an exit or a stop as an ordinal and as a number together: the
        // number placeholder shows the ordinal's value.
        let ordinalChoice = definition.placeholders.first { $0.role == .ordinal }.flatMap { spec in
            (choices[spec.number] ?? []).compactMap { choice -> Double? in
                if case .number(let value, _) = choice { return value }
                return nil
            }.first
        }
        for spec in definition.placeholders {
            var own = choices[spec.number] ?? []
            if spec.role == .count, own.isEmpty, let ordinalChoice { own = [.number(ordinalChoice, nil)] }
            let (value, needed) = value(for: spec, choices: own, source: source, key: definition.key)
            values[spec.number] = value
            if let needed { options = needed }
        }
        guard let renderer = renderers.renderer(source: source, options: options) else { return nil }
        return try? renderer.render(message: definition.key, values: values)
    }

    /// A placeholder's sample value, and the options to render with when a choice of unit,
    /// width or fraction needs other than the preview's (metric, short, CLDR rounding).
    private func value(for spec: PlaceholderSpec, choices: [Choice], source: Bool, key messageKey: String)
        -> (MessageValue, RenderOptions?)
    {
        let (number, selected, views) = Choice.split(choices)
        let renderer = source ? sourceRenderer : self.renderer
        if spec.role == .maneuver && spec.values == nil && selected == nil {
            return (.fragment("maneuver.straight"), nil)  // a maneuver placeholder without values takes the straight phrase
        }
        if let values = spec.role.selectValues {
            // Floors are counted on stairs and escalators, never in an elevator.
            let countsFloors = messageKey == "floorChange.floors" && spec.role == .floorChangeType
            let value = selected ?? (countsFloors ? "stairs" : nil) ?? spec.values?.first ?? values.first ?? ""
            // The phrases the renderer inserts into this message: a fork's maneuver is
            // maneuver.fork.*, an upcoming floor change heads towards the elevator.
            let family = messageKey.split(separator: ".").first.map(String.init) ?? messageKey
            let prefix: String = switch (spec.role.value, family) {
            case (.maneuver, "fork"), (.maneuver, "merge"), (.maneuver, "onRamp"), (.maneuver, "offRamp"),
                (.maneuver, "bear"):
                "maneuver.\(family)."
            case (.maneuver, _): "maneuver.turn."
            case (.floorChangeType, "upcomingFloorChange"): "floorChangeType.towards."
            case (.floorChangeType, _): "floorChangeType.take."
            default: spec.role.rawValue + "."
            }
            let key = catalog.source.messages.first { $0.key.hasPrefix(prefix) && $0.key.hasSuffix("." + value) }?.key
            // The phrase as the renderer inserts it (in the language of the message it goes into).
            if let key { return (.fragment(key, select: value), nil) }
            return (.text(value, select: value), nil)
        }
        switch spec.role {
        case .distance:
            let sample = distance(number: number, views: views)
            let shownApart = sample.phrasing == .omitted || sample.phrasing == .continuation
            return (shownApart ? .distanceShownApart(sample.meters) : .distance(sample.meters), sample.options)
        case .floorCount, .count: return (.count(number.flatMap(Self.wholeNumber) ?? 3), nil)
        case .ordinal: return (.ordinal(number.flatMap(Self.wholeNumber) ?? 3), nil)
        case .duration:
            let seconds: Double = switch views["unit"] {
            case "hour": 7_200
            case "hourMinute": 4_500
            default: 720
            }
            return (.duration(seconds), nil)
        case .clockTime: return (.clockTime(secondsSince1970: 1_700_000_000), nil)
        case .floor:
            // A bare floor unless the sample selects on a form no floor has.
            return (.floor(PreviewInstructions.floorSample(views) ?? "2"), nil)
        case .landmark, .name:
            let name = spec.role == .landmark ? "Starbucks" : "Main Concourse"
            // A select on a form: `known` gets the name with that form supplied as the app
            // would; `other` the bare name (which the locale's rules may still give a form).
            let formView = views.first { $0.key != "kind" && $0.value == "known" }?.key
            let forms = formView.map { NameForms(language: renderer.formattingLocale, [$0: name]) }
            if spec.role == .landmark {
                let kind = views["kind"].flatMap(LandmarkKind.init(rawValue:))
                return (.landmark(Landmark(name: name, kind: kind, forms: forms)), nil)
            }
            return (.name(name, forms: forms), nil)
        case .maneuver: return (.fragment("maneuver.straight"), nil)
        case .instruction:
            // Two different maneuvers, as "then" joins them: the first stated, the second
            // continuing the sentence.
            let text = spec.number == 0
                ? try? renderer.render(Instruction(.turn(.left), distance: 200, name: "Main Street")).text
                : try? renderer.render(Instruction(.turn(.right), name: "Market Street"), distance: .continuation).text
            return (.text(text ?? "", select: nil), nil)
        case .exitNumber: return (.name("4A"), nil)
        case .destination: return (.name("Hamburg, Berlin-Mitte"), nil)
        case .rotaryName: return (.name("Place de l’Étoile"), nil)
        default: return (.name("Main Concourse"), nil)
        }
    }

    /// A sample distance: the plural sample number in the unit a select on `$n:unit` chose
    /// (navigation rounding, in the unit system that has it), else metres as CLDR rounds them.
    /// A sample distance in metres, how a sentence phrases it, and the options it needs.
    struct DistanceSample {
        var meters: Double
        var phrasing: DistancePhrasing = .stated
        var options: RenderOptions?
    }

    func distance(number: Double?, views: [String: String]) -> DistanceSample {
        // A maneuver due now: a few metres, within RenderOptions.immediateDistance.
        if views["when"] == "now", views["unit"] == nil, views["width"] == nil, views["number"] == nil {
            return DistanceSample(meters: 3)
        }
        // Shown apart (a banner): the sentence leaves it out.
        if views["when"] == "none", views["unit"] == nil, views["width"] == nil, views["number"] == nil {
            return DistanceSample(meters: number ?? 20, phrasing: .omitted)
        }
        // The second half of "…, then …".
        if views["when"] == "then", views["unit"] == nil, views["width"] == nil, views["number"] == nil {
            return DistanceSample(meters: number ?? 20, phrasing: .continuation)
        }
        // Said by live guidance before the maneuver: a departure's or a roundabout's "later"
        // variant shows its distance only when announced ("Head west for 20 m"); for any other
        // message announced reads as stated.
        if views["when"] == "later", views["unit"] == nil, views["width"] == nil, views["number"] == nil {
            return DistanceSample(meters: number ?? 20, phrasing: .announced)
        }
        let width: RenderOptions.UnitWidth = views["width"] == "long" ? .long : .short
        let fraction = views["number"] == "fraction"
        guard views["unit"] != nil || views["width"] != nil || views["number"] != nil else {
            return DistanceSample(meters: number ?? 20)
        }
        let unit = views["unit"].flatMap(DistanceUnit.init(rawValue:)) ?? .meter
        let system: RenderOptions.UnitSystem = switch unit {
        case .foot, .mile: .imperial
        case .yard: .imperialUK
        default: .metric
        }
        // Navigation rounding keeps tenths of a kilometre or mile, whole smaller units.
        let large = unit == .kilometer || unit == .mile
        var value = number ?? (large ? 2 : 20)
        if fraction, large { value = (value.rounded(.down)) + 0.5 } else if !large { value = value.rounded() }
        return DistanceSample(meters: value * unit.meters, options: RenderOptions(unitSystem: system, unitWidth: width))
    }
}
