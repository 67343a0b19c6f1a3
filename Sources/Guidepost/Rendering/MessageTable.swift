@_spi(Caches) import GuidepostICU

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
        /// The variants as the render path walks them, made on first use.
        private let variants: Once<VariantProgram>

        var program: VariantProgram { variants.value }

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
            variants = Once(making: { VariantProgram(node, roles: roles) })
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

    /// A message's entry: compiled when the table was built, or (a message of a built-in
    /// file, which the package's tests lint) the first time a renderer asks for it.
    typealias Slot = Once<Entry>

    /// Every message of the source catalog in file order, then any `MessageKey` the source lacks.
    private let slots: [Slot]
    /// Every entry, each compiled now if it was not yet (for tests and tools that look at all).
    var entries: [Entry] { slots.map(\.value) }
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
    private let byMessageKey: ContiguousArray<Slot>
    /// Every entry by catalog key.
    private let byKey: [String: Slot]
    /// What building the table found (missing translations, unusable ones in an app's files).
    let diagnostics: [Diagnostic]
    /// What compiling a built-in file's message on first use found (nothing, for files the
    /// package's tests lint; a message that fails falls back as at build time).
    private let late: LateDiagnostics

    final class LateDiagnostics: Sendable {
        let found = Lock<[Diagnostic]>([])
    }

    /// What compiling messages on first use has found since the table was built.
    var lateDiagnostics: [Diagnostic] { late.found.withLock { $0 } }
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
            case .deferred(let deferred):
                node = deferred.node
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
        byMessageKey[key.ordinal].value
    }

    /// Calls `body` with the entry of a message the renderer chooses.
    @inline(__always)
    func withEntry<Result>(_ key: MessageKey, _ body: (Entry) -> Result) -> Result {
        byMessageKey[key.ordinal].withValue(body)
    }

    /// The entry for any catalog key, if the source catalog has it.
    subscript(key: String) -> Entry? { byKey[key]?.value }

    func fragment(_ key: MessageKey) -> Fragment {
        byMessageKey[key.ordinal].value.fragment ?? Fragment(text: key.rawValue, utf16Count: key.rawValue.utf16.count)
    }

    /// One locale of the chain: an app's overrides for it, then its file.
    private struct Layer: Sendable {
        var tag: String
        var override: MessageSource?
        var localization: MessageSource?
        var sources: [(source: MessageSource, isOverride: Bool)] {
            [override.map { ($0, true) }, localization.map { ($0, false) }].compactMap { $0 }
        }
    }

    /// What compiling a message needs, shared by the entries compiled on first use.
    private struct Context: Sendable {
        var layers: [Layer]
        var categories: [String: (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>)]
        /// The grammar, which tells which forms every name has.
        var grammar: Grammar
        var casing: Casing
        var primary: String
        var sourceLocale: String
        /// Where compiling a deferred variant reports what it finds.
        var late: LateDiagnostics

        /// The casing a message in a locale starts its sentences with: the chain's, or for a
        /// message in another language (a fallback), that language's.
        func casing(for locale: String) -> Casing {
            MessageTable.language(locale) != MessageTable.language(primary)
                ? MessageTable.casing(of: locale, otherwise: casing) : casing
        }

        /// Compiles a translation of a message; nil (with the problems in `diagnostics`) when unusable.
        func compile(_ member: JSONMember, of definition: MessageDefinition, tag: String, file: String,
            defersVariants: Bool, diagnostics: inout [Diagnostic]) -> MessageNode?
        {
            let (cardinal, ordinal) = categories[tag] ?? ([.other], [.other])
            var compiler = MessageCompiler(
                file: file, locale: tag, key: definition.key, placeholders: definition.placeholders,
                cardinalCategories: cardinal, ordinalCategories: ordinal,
                isFormAlwaysKnown: { [grammar] in grammar.isAlwaysKnown($0) })
            if defersVariants {
                let casing = casing(for: tag)
                let late = late
                compiler.deferral = MessageCompiler.Deferral(
                    finish: { node in
                        guard casing.isCased else { return node }
                        // Should ICU fail, the renderer capitalizes the sentence when it renders.
                        return (try? node.capitalizingStarts { text throws(ICUError) in try casing.capitalizingFirst(text) }) ?? node
                    },
                    report: { found in late.found.withLock { $0 += found } })
            }
            let node = compiler.compile(member.value)
            diagnostics += compiler.diagnostics
            return node
        }

        /// The first usable translation of a message from the layers and sources at and
        /// after a position, reporting each unusable one; nil when none is.
        func firstUsable(_ definition: MessageDefinition, from start: (layer: Int, source: Int),
            diagnostics: inout [Diagnostic]) -> (MessageNode, String)?
        {
            for layerIndex in layers.indices where layerIndex >= start.layer {
                let layer = layers[layerIndex]
                for (sourceIndex, (source, _)) in layer.sources.enumerated()
                where layerIndex > start.layer || sourceIndex >= start.source {
                    if let node = usable(definition, in: source, tag: layer.tag, diagnostics: &diagnostics) {
                        return (node, layer.tag)
                    }
                }
            }
            return nil
        }

        /// A source's translation of a message, compiled; nil when it has none or an
        /// unusable one (reported).
        func usable(_ definition: MessageDefinition, in source: MessageSource, tag: String,
            diagnostics: inout [Diagnostic]) -> MessageNode?
        {
            switch source.entry(definition.key) {
            case nil:
                return nil
            case .failure(let error)?:
                diagnostics.append(Diagnostic(.error, check: "invalid-file", error.message, file: error.file,
                    location: error.location, locale: tag, key: definition.key))
                return nil
            case .success(let member)?:
                if let node = compile(member, of: definition, tag: tag, file: source.file, defersVariants: source.isChecked,
                    diagnostics: &diagnostics)
                {
                    return node
                }
                diagnostics.append(Diagnostic(.warning, check: "message-fallback",
                    "the \(tag) translation is unusable; falling back", file: source.file,
                    location: member.keyLocation, locale: tag, key: definition.key))
                return nil
            }
        }

        /// The entry of a message from its compiled node: its sentence starts capitalized,
        /// its roles, highlights and (for a phrase) its text measured.
        func entry(_ definition: MessageDefinition, node: MessageNode, locale: String, diagnostics: inout [Diagnostic])
            -> Entry
        {
            var node = node
            // A message in another language (a fallback) starts its sentences by that language's rules.
            let isForeign = MessageTable.language(locale) != MessageTable.language(primary)
            let casing = casing(for: locale)
            let key = definition.key
            if casing.isCased {
                // A sentence's first letter is capitalized once here, not on every render.
                do throws(ICUError) {
                    node = try node.capitalizingStarts { text throws(ICUError) in try casing.capitalizingFirst(text) }
                } catch {
                    diagnostics.append(Diagnostic(.error, check: "icu-case",
                        "cannot capitalize the message's start (\(error)); it is capitalized when rendered", locale: locale, key: key))
                }
            }
            let (roles, highlights) = MessageTable.roles(of: definition)
            var fragment: Fragment?
            // A fragment with variants by form shows its `other` text where no form is asked.
            var plain = node
            if case .form(_, let other) = node { plain = other }
            if case .pattern(let pattern) = plain, let text = pattern.plainText {
                // A fragment is one literal: its sentence start was capitalized just above.
                fragment = Fragment(text: text, utf16Count: text.utf16.count, capitalized: pattern.capitalizedStart)
            }
            return Entry(node: node, roles: roles, highlights: highlights, fragment: fragment, locale: locale,
                isForeign: isForeign)
        }
    }

    /// The role and highlight of each placeholder number of a message.
    private static func roles(of definition: MessageDefinition) -> ([Role?], [Bool]) {
        // Placeholder numbers are checked when a catalog is read, but `messages` is public
        // and mutable: a number outside 0...maximumPlaceholder is not indexed (and is
        // reported when the table is built).
        let valid = 0...GuidepostLimits.maximumPlaceholder
        let count = (definition.placeholders.map(\.number).filter(valid.contains).max() ?? -1) + 1
        var roles = [Role?](repeating: nil, count: count)
        var highlights = [Bool](repeating: false, count: count)
        for spec in definition.placeholders where valid.contains(spec.number) {
            roles[spec.number] = spec.role
            highlights[spec.number] = spec.isHighlighted
        }
        return (roles, highlights)
    }

    /// Compiles the messages for a fallback chain, falling back message by message to the
    /// next locale and finally to the source. Built once per catalog, chain and casing, and
    /// shared (see `CatalogCache`). A built-in file's messages are found here and compiled
    /// when first used; an app's files are compiled here, so that every problem is reported.
    init(catalog: Catalog, chain: [String], casing: Casing) {
        var diagnostics: [Diagnostic] = []
        var categories: [String: (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>)] = [:]
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
        let sourceKeys = catalog.source.messages.map(\.key)
        let known = Set(sourceKeys)
        let missingKeys = MessageKey.allCases.map(\.rawValue).filter { !known.contains($0) }
        let keys = sourceKeys + missingKeys
        // Each layer is read once per table, not once per message. The source locale's
        // messages are the source text, under an app's overrides and its own (partial) file.
        let primary = chain.first ?? catalog.source.sourceLocale
        let isSourceLanguage = primary.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
            == catalog.source.sourceLocale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
        // The source language's own file, when it has one, gives its variants what the source
        // text cannot say for every language (English articles: "at the British Museum"); a
        // Polish render that lacks a message takes its simpler Polish one, not that file's.
        let layers = chain.filter {
            $0 != catalog.source.sourceLocale || catalog.overrides[$0] != nil
                || (isSourceLanguage && catalog.messageSource($0) != nil)
        }.map { tag in
            Layer(tag: tag, override: catalog.overrides[tag].map(MessageSource.init), localization: catalog.messageSource(tag))
        }
        var grammar = Grammar()
        for layer in layers {
            // An app's overrides come first, then the locale's file, then the fallbacks'.
            for (source, _) in layer.sources {
                guard let node = source.grammar else { continue }
                grammar.inherit(Grammar(node, file: source.file, locale: layer.tag, diagnostics: &diagnostics,
                    compileEagerly: !source.isChecked))
            }
        }
        // The source language's grammar (its forms, noun lexicon and abbreviations) serves its
        // own variants only, below their files: not a German render that falls back to English
        // text, where a form the German grammar lacks leaves the name as it is.
        if let node = catalog.source.grammar, isSourceLanguage {
            grammar.inherit(Grammar(node, file: catalog.source.file, locale: catalog.source.sourceLocale,
                diagnostics: &diagnostics))
        }
        let late = LateDiagnostics()
        // Once, not per message: it looks at every rule (hundreds in a case-rich locale).
        let context = Context(layers: layers, categories: categories, grammar: grammar,
            casing: casing, primary: primary, sourceLocale: catalog.source.sourceLocale, late: late)

        var slots: [Slot] = []
        var byKey: [String: Slot] = [:]
        byKey.reserveCapacity(keys.count)
        // The locale whose translation each message uses, known before it is compiled.
        var locales: [String: String] = [:]
        // Messages no locale of the chain translates that name a simpler message to use.
        var simplerFallbacks: [(key: String, fallback: String, offset: Int)] = []
        for key in keys {
            guard let definition = catalog.source.message(key) else {
                diagnostics.append(Diagnostic(.error, check: "missing-source-message",
                    "the source catalog has no message \"\(key)\"; its key is shown instead",
                    file: catalog.source.file, key: key))
                let slot = Slot(Entry(node: .pattern(Pattern([.literal(key)])), roles: [], highlights: [], fragment: nil,
                    locale: catalog.source.sourceLocale))
                slots.append(slot)
                byKey[key] = slot
                locales[key] = catalog.source.sourceLocale
                continue
            }
            let valid = 0...GuidepostLimits.maximumPlaceholder
            for spec in definition.placeholders where !valid.contains(spec.number) {
                diagnostics.append(Diagnostic(.error, check: "invalid-template",
                    "placeholder $\(spec.number) is outside $0...$\(GuidepostLimits.maximumPlaceholder); it is ignored",
                    file: catalog.source.file, key: key))
            }
            var slot: (Slot, locale: String)?
            search: for (layerIndex, layer) in layers.enumerated() {
                for (sourceIndex, (source, isOverride)) in layer.sources.enumerated() {
                    guard source.has(key) else {
                        // Overrides are partial by design, and so are some files; a translation is
                        // expected to be complete.
                        if !isOverride, !LocaleResolver.isPartial(layer.tag, sourceLocale: catalog.source.sourceLocale) {
                            diagnostics.append(Diagnostic(.warning, check: "missing-key",
                                "no translation in \(layer.tag); falling back", file: source.file, locale: layer.tag, key: key))
                        }
                        continue
                    }
                    if source.isChecked {
                        // Compiled on first use; should it fail after all, the message falls
                        // back to the next translation as it would here, and says so.
                        slot = (Slot(making: {
                            var found: [Diagnostic] = []
                            let (node, tag) = context.firstUsable(definition, from: (layerIndex, sourceIndex), diagnostics: &found)
                                ?? (definition.compiled, context.sourceLocale)
                            let entry = context.entry(definition, node: node, locale: tag, diagnostics: &found)
                            if !found.isEmpty { late.found.withLock { $0 += found } }
                            return entry
                        }), layer.tag)
                        break search
                    }
                    if let node = context.usable(definition, in: source, tag: layer.tag, diagnostics: &diagnostics) {
                        slot = (Slot(context.entry(definition, node: node, locale: layer.tag, diagnostics: &diagnostics)), layer.tag)
                        break search
                    }
                    // Unusable (reported): the search goes on with the next source.
                }
            }
            if slot == nil, !layers.isEmpty, let fallback = definition.fallback {
                simplerFallbacks.append((key, fallback, slots.count))  // the offset its slot gets below
            }
            let (made, locale) = slot ?? (Slot(context.entry(definition, node: definition.compiled,
                locale: catalog.source.sourceLocale, diagnostics: &diagnostics)), catalog.source.sourceLocale)
            slots.append(made)
            byKey[key] = made
            locales[key] = locale
        }
        // A locale that states part of a message in its own language beats the whole message
        // in the source language: "Поверните налево через 30 м у «Starbucks»" rather than English.
        for (key, fallback, offset) in simplerFallbacks {
            guard let simpler = byKey[fallback], let simplerLocale = locales[fallback],
                simplerLocale != catalog.source.sourceLocale
            else { continue }
            diagnostics.append(Diagnostic(.warning, check: "message-fallback",
                "no translation in \(primary); \"\(fallback)\" (\(simplerLocale)) is used instead",
                locale: chain.first, key: key))
            // The simpler message's placeholders are a subset of this one's, number for number;
            // the entry keeps its own roles so that every value still finds its placeholder.
            let own = slots[offset].value
            let entry = simpler.value
            let slot = Slot(Entry(node: entry.node, roles: own.roles, highlights: own.highlights, fragment: nil,
                locale: entry.locale))
            slots[offset] = slot
            byKey[key] = slot
            locales[key] = entry.locale
        }
        // Every MessageKey has an entry: `keys` added the ones the source lacks.
        let missing = Slot(Entry(node: .pattern(Pattern([])), roles: [], highlights: [], fragment: nil,
            locale: catalog.source.sourceLocale))
        let byMessageKey = ContiguousArray(MessageKey.allCases.map { byKey[$0.rawValue] ?? missing })
        self.grammar = grammar
        self.missing = Set(missingKeys)
        self.slots = slots
        self.byKey = byKey
        self.byMessageKey = byMessageKey
        self.late = late
        primaryLocale = primary
        // Messages that fell back to another locale get that locale's phrases (the phrases
        // are the messages without placeholders).
        var foreign: [String: [String: Fragment]] = [:]
        let fragmentKeys = keys.filter { catalog.source.message($0)?.placeholders.isEmpty == true }
        let foreignLocales = Set(locales.values.filter { Self.language($0) != Self.language(primary) })
        for locale in foreignLocales {
            let start = layers.firstIndex { $0.tag == locale } ?? layers.count
            var phrases: [String: Fragment] = [:]
            for key in fragmentKeys {
                guard let definition = catalog.source.message(key) else { continue }
                var ignored: [Diagnostic] = []
                var node = context.firstUsable(definition, from: (start, 0), diagnostics: &ignored)?.0 ?? definition.compiled
                if case .form(_, let other) = node { node = other }
                guard case .pattern(let pattern) = node, let text = pattern.plainText else { continue }
                let capitalized = (try? context.casing(for: locale).capitalizingFirst(text)).flatMap { $0 }
                    .map { ($0, $0.utf16.count) }
                phrases[key] = Fragment(text: text, utf16Count: text.utf16.count, capitalized: capitalized)
            }
            foreign[locale] = phrases
        }
        foreignFragments = foreign
        let unitDistance = byMessageKey[MessageKey.unitDistance.ordinal].value.node
        plainDistanceForms = Self.findPlainDistanceForms(unitDistance)
        namedFractions = Self.findNamedFractions(unitDistance)
        // What compiling `unit.distance` (and the simpler fallbacks) here found.
        self.diagnostics = diagnostics + late.found.withLock { found in
            defer { found.removeAll() }
            return found
        }
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
