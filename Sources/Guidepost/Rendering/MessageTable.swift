/// The messages of one locale chain, compiled and indexed by `MessageKey` for rendering.
/// A class, immutable once built: renderers share it, and a look-up on the render path
/// loads one reference instead of copying (and retaining) every field of a struct.
final class MessageTable: Sendable {
    /// A class so that looking one up on the render path costs one retain, not a copy.
    final class Entry: Sendable {
        let node: MessageNode
        /// Role of each placeholder number (nil where the message has no such placeholder).
        let roles: [Role?]
        let highlights: [Bool]
        /// The text of a fragment (a message without placeholders), measured once.
        let fragment: Fragment?
        /// The locale whose translation is used.
        let locale: String
        /// Whether that locale's language is not the chain's (a broken or missing translation
        /// fell back to it): its phrases come from `foreignFragments`.
        let isForeign: Bool

        /// Whether the message is `$0` alone (as the source's `unit.distance` is): the value
        /// is inserted as it is, with nothing to compose.
        var passesThrough: Bool {
            guard case .pattern(let pattern) = node, pattern.segments.count == 1,
                case .placeholder(0, nil) = pattern.segments[0]
            else { return false }
            return true
        }

        init(node: MessageNode, roles: [Role?], highlights: [Bool], fragment: Fragment?, locale: String,
            isForeign: Bool = false)
        {
            self.node = node
            self.roles = roles
            self.highlights = highlights
            self.fragment = fragment
            self.locale = locale
            self.isForeign = isForeign
        }
    }

    /// The casing rules of a locale, or `otherwise` when ICU cannot resolve it.
    static func casing(of locale: String, otherwise: Casing) -> Casing {
        (try? ResolvedLocale.resolve(locale))?.casing ?? otherwise
    }

    /// The language subtag of a tag ("en" of "en-GB").
    static func language(_ tag: String) -> Substring {
        tag.split(separator: "-", maxSplits: 1).first ?? Substring(tag)
    }

    struct Fragment: Sendable {
        var text: String
        var utf16Count: Int
        /// The text as it reads at the start of a sentence, when that differs.
        var capitalized: (text: String, utf16Count: Int)?
    }

    /// Every message of the source catalog in file order, then any `MessageKey` the source lacks.
    let entries: [Entry]
    /// The locale the chain starts with: a message from another (a fallback) is said with
    /// that locale's phrases too (`foreignFragments`), never half in one language.
    let primaryLocale: String
    /// For each fallback locale some message came from: the phrases (fragments) as that
    /// locale's part of the chain gives them, by key.
    let foreignFragments: [String: [String: Fragment]]

    /// A phrase as the locale of a fallen-back message says it.
    func fragment(_ key: MessageKey, in locale: String) -> Fragment? {
        foreignFragments[locale]?[key.rawValue]
    }
    /// The entries the renderer chooses by itself.
    /// By `MessageKey.ordinal`: an array index, not a hash of the key's string.
    private let byMessageKey: ContiguousArray<Entry>
    /// Every entry by catalog key.
    private let byKey: [String: Entry]
    let diagnostics: [Diagnostic]
    /// The grammar of the chain's locales (the most specific locale's rules first).
    let grammar: Grammar
    /// The forms of `unit.distance` that are ICU's text as it is ("$0") for a unit width
    /// and medium, by `plainFormsIndex(long:speech:)`: asking a distance for one of them
    /// needs no phrase (German's dative is "in 300 m" on screen, "in 300 Metern" spoken).
    let plainDistanceForms: [Set<String>]
    /// The exact values between 0 and 1 that `unit.distance` names (`"=0.25"`): fractions
    /// of a mile said in words, which spoken miles round to.
    let namedFractions: [Double]

    static func plainFormsIndex(long: Bool, speech: Bool) -> Int { (long ? 1 : 0) + (speech ? 2 : 0) }

    /// Follows `unit.distance` for a form, width and medium down to its pattern, when no
    /// other value decides the way (no select on the number, the unit or a plural).
    private static func isPlain(_ node: MessageNode, form: String, long: Bool, speech: Bool) -> Bool {
        var node = node
        for _ in 0..<64 {
            switch node {
            case .pattern(let pattern):
                guard pattern.segments.count == 1, case .placeholder(0, nil) = pattern.segments[0] else { return false }
                return true
            case .form(let branches, let other):
                node = branches[form] ?? other
            case .selectView(0, let view, let branches, let other) where view == "width":
                node = branches[long ? "long" : "short"] ?? other
            case .medium(let spoken, let other):
                node = speech ? spoken ?? other : other
            default:
                return false
            }
        }
        return false
    }

    private static func findPlainDistanceForms(_ node: MessageNode) -> [Set<String>] {
        var names: Set<String> = []
        // The form names the message knows; a name it does not know takes `other`, which the
        // renderer checks by asking for the form anyway.
        var pending = [node]
        var visited = 0
        while let next = pending.popLast(), visited < 256 {
            visited += 1
            if case .form(let branches, _) = next { names.formUnion(branches.keys) }
            pending += next.children
        }
        return (0..<4).map { index in
            Set(names.filter { Self.isPlain(node, form: $0, long: index % 2 == 1, speech: index >= 2) })
        }
    }
    /// The `MessageKey`s the source catalog lacks (they render their key).
    private let missing: Set<String>

    /// Whether the source catalog has the message.
    func has(_ key: MessageKey) -> Bool { !missing.contains(key.rawValue) }

    /// The entry of a message the renderer chooses; every `MessageKey` has one (a message
    /// the source catalog lacks renders its key, with a diagnostic).
    subscript(key: MessageKey) -> Entry {
        byMessageKey[key.ordinal]
    }

    /// The entry for any catalog key, if the source catalog has it.
    subscript(key: String) -> Entry? { byKey[key] }

    func fragment(_ key: MessageKey) -> Fragment {
        byMessageKey[key.ordinal].fragment ?? Fragment(text: key.rawValue, utf16Count: key.rawValue.utf16.count)
    }

    /// Compiles every message for a fallback chain, falling back message by message to the
    /// next locale and finally to the source. Built once per catalog, chain and casing, and
    /// shared (see `CatalogCache`).
    init(catalog: Catalog, chain: [String], casing: Casing) {
        var diagnostics: [Diagnostic] = []
        var categories: [String: (Set<PluralCategory>, Set<PluralCategory>)] = [:]
        for tag in chain {
            do throws(ICUError) {
                let resolved = try ResolvedLocale.resolve(tag)
                categories[tag] = (resolved.cardinalCategories, resolved.ordinalCategories)
            } catch {
                diagnostics.append(Diagnostic(.error, check: "icu-plural-rules",
                    "cannot read the plural rules of \(tag) (\(error)); plural variants are not checked", locale: tag))
                categories[tag] = (Set(PluralCategory.allCases), Set(PluralCategory.allCases))
            }
        }
        var entries: [Entry] = []
        let sourceKeys = catalog.source.messages.map(\.key)
        let known = Set(sourceKeys)
        let missingKeys = MessageKey.allCases.map(\.rawValue).filter { !known.contains($0) }
        let keys = sourceKeys + missingKeys
        var byKey: [String: Entry] = [:]
        byKey.reserveCapacity(keys.count)
        // Messages no locale of the chain translates that name a simpler message to use.
        var simplerFallbacks: [(key: String, fallback: String, offset: Int)] = []
        // Each layer is read once per table, not once per message.
        // The source locale has no file of its own, but an app may override its messages.
        let layers = chain.filter { $0 != catalog.source.sourceLocale || catalog.overrides[$0] != nil }.map { tag in
            (tag: tag, override: catalog.overrides[tag],
             localization: tag == catalog.source.sourceLocale ? nil : catalog.localization(tag))
        }
        var grammar = Grammar()
        for layer in layers {
            // An app's overrides come first, then the locale's file, then the fallbacks'.
            for case let localization? in [layer.override, layer.localization] {
                guard let node = localization.root["grammar"] else { continue }
                let own = Grammar(node, file: localization.file, locale: layer.tag, diagnostics: &diagnostics,
                    compileEagerly: !localization.grammarIsChecked)
                // A more specific layer's rules for a form win; contractions and elisions add up.
                grammar.forms.merge(own.forms) { current, _ in current }
                grammar.contractions += own.contractions
                grammar.elisions += own.elisions
            }
        }
        // Once, not per message: it looks at every rule (hundreds in a case-rich locale).
        let alwaysKnown = grammar.alwaysKnownForms
        var foreignCasings: [String: Casing] = [:]
        for key in keys {
            guard let definition = catalog.source.message(key) else {
                diagnostics.append(Diagnostic(.error, check: "missing-source-message",
                    "the source catalog has no message \"\(key)\"; its key is shown instead",
                    file: catalog.source.file, key: key))
                let pattern = Pattern([.literal(key)])
                let entry = Entry(node: .pattern(pattern), roles: [], highlights: [], fragment: nil,
                    locale: catalog.source.sourceLocale)
                entries.append(entry)
                byKey[key] = entry
                continue
            }
            var chosen: (MessageNode, String)?
            search: for layer in layers {
                let tag = layer.tag
                // An app's overrides for the locale come first, then the locale's own file.
                for case let (localization?, isOverride) in [(layer.override, true), (layer.localization, false)] {
                    guard let entry = localization.entry(key) else {
                        // Overrides are partial by design; only the locale's own file is expected to be complete.
                        if !isOverride, !LocaleResolver.isRegionalVariant(tag) {
                            diagnostics.append(Diagnostic(.warning, check: "missing-key",
                                "no translation in \(tag); falling back", file: localization.file, locale: tag, key: key))
                        }
                        continue
                    }
                    let (cardinal, ordinal) = categories[tag] ?? ([.other], [.other])
                    var compiler = MessageCompiler(
                        file: localization.file, locale: tag, key: key, placeholders: definition.placeholders,
                        cardinalCategories: cardinal, ordinalCategories: ordinal, formsAlwaysKnown: alwaysKnown)
                    let node = compiler.compile(entry.value)
                    diagnostics += compiler.diagnostics
                    if let node {
                        chosen = (node, tag)
                        break search
                    }
                    diagnostics.append(Diagnostic(.warning, check: "message-fallback",
                        "the \(tag) translation is unusable; falling back", file: localization.file,
                        location: entry.keyLocation, locale: tag, key: key))
                }
            }
            if chosen == nil, !layers.isEmpty, let fallback = definition.fallback {
                simplerFallbacks.append((key, fallback, entries.count))  // the offset its entry gets below
            }
            var (node, locale) = chosen ?? (definition.compiled, catalog.source.sourceLocale)
            // A message in another language (a fallback) starts its sentences by that language's rules.
            let foreignLanguage = Self.language(locale) != Self.language(chain.first ?? locale)
            let casing = foreignLanguage ? foreignCasings[locale] ?? Self.casing(of: locale, otherwise: casing) : casing
            if foreignLanguage { foreignCasings[locale] = casing }
            if casing.isCased {
                // A sentence's first letter is capitalized once here, not on every render.
                do throws(ICUError) {
                    node = try node.capitalizingStarts { text throws(ICUError) in try casing.capitalizingFirst(text) }
                } catch {
                    diagnostics.append(Diagnostic(.error, check: "icu-case",
                        "cannot capitalize the message's start (\(error)); it is capitalized when rendered", locale: locale, key: key))
                }
            }
            // Placeholder numbers are checked when a catalog is read, but `messages` is public
            // and mutable: a number outside 0...maximumPlaceholder is reported, not indexed.
            let valid = 0...GuidepostLimits.maximumPlaceholder
            for spec in definition.placeholders where !valid.contains(spec.number) {
                diagnostics.append(Diagnostic(.error, check: "invalid-template",
                    "placeholder $\(spec.number) is outside $0...$\(GuidepostLimits.maximumPlaceholder); it is ignored",
                    file: catalog.source.file, key: key))
            }
            let count = (definition.placeholders.map(\.number).filter(valid.contains).max() ?? -1) + 1
            var roles = [Role?](repeating: nil, count: count)
            var highlights = [Bool](repeating: false, count: count)
            for spec in definition.placeholders where valid.contains(spec.number) {
                roles[spec.number] = spec.role
                highlights[spec.number] = spec.isHighlighted
            }
            var fragment: Fragment?
            // A fragment with variants by form shows its `other` text where no form is asked.
            var plain = node
            if case .form(_, let other) = node { plain = other }
            if case .pattern(let pattern) = plain, let text = pattern.plainText {
                var capitalized: (String, Int)?
                do throws(ICUError) {
                    capitalized = try casing.capitalizingFirst(text).map { ($0, $0.utf16.count) }
                } catch {
                    diagnostics.append(Diagnostic(.error, check: "icu-case",
                        "cannot capitalize the fragment (\(error)); it is shown as written", locale: locale, key: key))
                }
                fragment = Fragment(text: text, utf16Count: text.utf16.count, capitalized: capitalized)
            }
            let entry = Entry(node: node, roles: roles, highlights: highlights, fragment: fragment, locale: locale,
                isForeign: Self.language(locale) != Self.language(chain.first ?? locale))
            entries.append(entry)
            byKey[key] = entry
        }
        // A locale that states part of a message in its own language beats the whole message
        // in the source language: "Поверните налево через 30 м у «Starbucks»" rather than English.
        for (key, fallback, offset) in simplerFallbacks {
            guard let simpler = byKey[fallback], simpler.locale != catalog.source.sourceLocale else { continue }
            diagnostics.append(Diagnostic(.warning, check: "message-fallback",
                "no translation in \(chain.first ?? ""); \"\(fallback)\" (\(simpler.locale)) is used instead",
                locale: chain.first, key: key))
            // The simpler message's placeholders are a subset of this one's, number for number;
            // the entry keeps its own roles so that every value still finds its placeholder.
            let own = entries[offset]
            let entry = Entry(node: simpler.node, roles: own.roles, highlights: own.highlights, fragment: nil,
                locale: simpler.locale)
            entries[offset] = entry
            byKey[key] = entry
        }
        // Every MessageKey has an entry: `keys` added the ones the source lacks.
        let missing = Entry(node: .pattern(Pattern([])), roles: [], highlights: [], fragment: nil,
            locale: catalog.source.sourceLocale)
        let byMessageKey = ContiguousArray(MessageKey.allCases.map { byKey[$0.rawValue] ?? missing })
        self.grammar = grammar
        self.missing = Set(missingKeys)
        self.entries = entries
        self.byKey = byKey
        self.byMessageKey = byMessageKey
        self.diagnostics = diagnostics
        let primary = chain.first ?? catalog.source.sourceLocale
        primaryLocale = primary
        // Messages that fell back to another locale get that locale's phrases.
        var foreign: [String: [String: Fragment]] = [:]
        let fragmentKeys = entries.indices.compactMap { entries[$0].fragment == nil ? nil : keys[$0] }
        for locale in Set(entries.filter(\.isForeign).map(\.locale)) {
            let start = layers.firstIndex { $0.tag == locale } ?? layers.count
            var phrases: [String: Fragment] = [:]
            for key in fragmentKeys {
                guard let definition = catalog.source.message(key) else { continue }
                var node = definition.compiled
                search: for layer in layers[start...] {
                    for case let localization? in [layer.override, layer.localization] {
                        guard let entry = localization.entry(key) else { continue }
                        let (cardinal, ordinal) = categories[layer.tag] ?? ([.other], [.other])
                        var compiler = MessageCompiler(file: localization.file, locale: layer.tag, key: key,
                            placeholders: definition.placeholders, cardinalCategories: cardinal, ordinalCategories: ordinal)
                        if let compiled = compiler.compile(entry.value) {
                            node = compiled
                            break search
                        }
                    }
                }
                if case .form(_, let other) = node { node = other }
                guard case .pattern(let pattern) = node, let text = pattern.plainText else { continue }
                let capitalized = (try? Self.casing(of: locale, otherwise: casing).capitalizingFirst(text)).flatMap { $0 }
                    .map { ($0, $0.utf16.count) }
                phrases[key] = Fragment(text: text, utf16Count: text.utf16.count, capitalized: capitalized)
            }
            foreign[locale] = phrases
        }
        foreignFragments = foreign
        plainDistanceForms = Self.findPlainDistanceForms(byMessageKey[MessageKey.unitDistance.ordinal].node)
        namedFractions = Self.findNamedFractions(byMessageKey[MessageKey.unitDistance.ordinal].node)
    }

    private static func findNamedFractions(_ node: MessageNode) -> [Double] {
        var fractions: Set<Double> = []
        var pending = [node]
        var visited = 0
        while let next = pending.popLast(), visited < 1024 {
            visited += 1
            if case .plural(_, false, let exact, _, _) = next {
                for variant in exact where variant.value > 0 && variant.value < 1 { fractions.insert(variant.value) }
            }
            pending += next.children
        }
        return fractions.sorted()
    }
}
