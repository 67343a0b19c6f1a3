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
    }

    /// Builds renderers for the locale and the source language.
    ///
    /// Distances are rounded as CLDR does rather than for navigation, so a sample
    /// number shows as written.
    ///
    /// - Throws: `ICUError` when ICU cannot open the locale's formatters or rules.
    public init(locale: String, catalog: Catalog = .embedded) throws(ICUError) {
        let options = RenderOptions(unitSystem: .metric, rounding: .cldr)
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
        for definition in catalog.source.messages {
            let translation = renderer.resolution.chain.lazy.compactMap { self.catalog.localizations[$0]?.entry(definition.key) }
                .first
            let node = translation?.value ?? definition.source
            var cases = Self.cases(node, definition: definition, plural: plural)
            if cases.isEmpty { cases = [[]] }
            for choice in cases {
                var values: [Int: Choice] = [:]
                for (number, value) in choice where values[number] == nil { values[number] = value }
                guard let source = render(definition, values, with: sourceRenderer),
                    let translated = render(definition, values, with: renderer)
                else { continue }
                let description = choice.map { "$\($0.0) = \($0.1.description)" }.joined(separator: ", ")
                samples.append(Sample(key: definition.key, values: description, source: source, translation: translated,
                    isTranslated: translation != nil && renderer.resolution.chain.first != catalog.source.sourceLocale))
            }
        }
        return samples
    }

    enum Choice: CustomStringConvertible {
        case number(Double, PluralCategory?)
        case value(String)

        var description: String {
            switch self {
            case .number(let number, let category):
                let text = CatalogPreview.wholeNumber(number).map(String.init) ?? String(number)
                return category.map { "\(text) (\($0.rawValue))" } ?? text
            case .value(let value): return value
            }
        }
    }

    /// The value choices that reach every variant of a translation.
    ///
    /// Variants nested on a placeholder already chosen further out are not expanded again:
    /// that one value is already fixed, and expanding them would multiply the samples with
    /// every level a file nests (each level then picks a placeholder not yet chosen, so the
    /// recursion is as deep as the message has placeholders, not as the file nests).
    static func cases(_ node: JSONNode, definition: MessageDefinition, plural: PluralSamples, chosen: Set<Int> = [])
        -> [[(Int, Choice)]]
    {
        guard let members = node.members,
            let selector = members.first(where: { ["plural", "ordinal", "select"].contains($0.key) }),
            let name = selector.value.string, let number = Int(name.dropFirst()),
            !chosen.contains(number), let spec = definition.placeholder(number)
        else { return [] }
        func nested(_ branch: JSONNode?, _ choice: Choice) -> [[(Int, Choice)]] {
            let inner = branch.map { cases($0, definition: definition, plural: plural, chosen: chosen.union([number])) } ?? []
            return inner.isEmpty ? [[(number, choice)]] : inner.map { [(number, choice)] + $0 }
        }
        var result: [[(Int, Choice)]] = []
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
            guard let value = candidates.first(where: { !exact.contains($0) }) ?? candidates.first else { continue }
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

    private func render(_ definition: MessageDefinition, _ choices: [Int: Choice], with renderer: Renderer)
        -> RenderedInstruction?
    {
        var values: [Int: MessageValue] = [:]
        for spec in definition.placeholders {
            values[spec.number] = value(for: spec, choice: choices[spec.number], renderer: renderer)
        }
        return try? renderer.render(message: definition.key, values: values)
    }

    private func value(for spec: PlaceholderSpec, choice: Choice?, renderer: Renderer) -> MessageValue {
        var number: Double?
        var selected: String?
        switch choice {
        case .number(let value, _): number = value
        case .value(let value): selected = value
        case nil: break
        }
        if spec.role == .maneuver && spec.values == nil && selected == nil {
            return .fragment("maneuver.straight")  // a maneuver placeholder without values takes the straight phrase
        }
        if let values = spec.role.selectValues {
            let value = selected ?? spec.values?.first ?? values.first ?? ""
            let prefix = spec.role.rawValue + "."
            let key = catalog.source.messages.first { $0.key.hasPrefix(prefix) && $0.key.hasSuffix("." + value) }?.key
            return .text(key.flatMap(renderer.text(of:)) ?? value, select: value)
        }
        switch spec.role {
        case .distance: return .distance(number ?? 20)
        case .floorCount, .count: return .count(number.flatMap(Self.wholeNumber) ?? 3)
        case .ordinal: return .ordinal(number.flatMap(Self.wholeNumber) ?? 3)
        case .duration: return .duration(720)
        case .clockTime: return .clockTime(secondsSince1970: 1_700_000_000)
        case .landmark: return .name("Starbucks")
        case .floor: return .name("Level 2")
        case .maneuver: return .fragment("maneuver.straight")
        default: return .name("Main Concourse")
        }
    }
}
