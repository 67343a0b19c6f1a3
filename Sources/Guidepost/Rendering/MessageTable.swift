/// The messages of one locale chain, compiled and indexed by `MessageKey` for rendering.
struct MessageTable: Sendable {
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

        init(node: MessageNode, roles: [Role?], highlights: [Bool], fragment: Fragment?, locale: String) {
            self.node = node
            self.roles = roles
            self.highlights = highlights
            self.fragment = fragment
            self.locale = locale
        }
    }

    struct Fragment: Sendable {
        var text: String
        var utf16Count: Int
        /// The text as it reads at the start of a sentence, when that differs.
        var capitalized: (text: String, utf16Count: Int)?
    }

    /// Entries in `MessageKey` order first, then any other message of the source catalog.
    var entries: [Entry]
    var indexByKey: [String: Int]
    var diagnostics: [Diagnostic]

    subscript(key: MessageKey) -> Entry { entries[key.rawValue] }

    /// The entry for any catalog key, if the source catalog has it.
    subscript(key: String) -> Entry? { indexByKey[key].map { entries[$0] } }

    func fragment(_ key: MessageKey) -> Fragment {
        entries[key.rawValue].fragment ?? Fragment(text: key.key, utf16Count: key.key.utf16.count)
    }

    /// Compiles every message for the resolution's chain, falling back message by message
    /// to the next locale and finally to the source.
    init(catalog: Catalog, resolution: LocaleResolution, casing: Casing) {
        var diagnostics: [Diagnostic] = []
        var categories: [String: (Set<PluralCategory>, Set<PluralCategory>)] = [:]
        for tag in resolution.chain {
            do throws(ICUError) {
                let id = try ICU.localeID(forTag: tag)
                let cardinal = try ICUPluralRules(localeID: id, kind: .cardinal).categories()
                let ordinal = try ICUPluralRules(localeID: id, kind: .ordinal).categories()
                categories[tag] = (cardinal, ordinal)
            } catch {
                diagnostics.append(Diagnostic(.error, check: "icu-plural-rules",
                    "cannot read the plural rules of \(tag) (\(error)); plural variants are not checked", locale: tag))
                categories[tag] = (Set(PluralCategory.allCases), Set(PluralCategory.allCases))
            }
        }
        var entries: [Entry] = []
        entries.reserveCapacity(MessageKey.allCases.count)
        let known = Set(MessageKey.keys)
        let keys = MessageKey.keys + catalog.source.messages.map(\.key).filter { !known.contains($0) }
        var indexByKey: [String: Int] = [:]
        for key in keys {
            indexByKey[key] = entries.count
            guard let definition = catalog.source.message(key) else {
                diagnostics.append(Diagnostic(.error, check: "missing-source-message",
                    "the source catalog has no message \"\(key)\"; its key is shown instead",
                    file: catalog.source.file, key: key))
                let pattern = Pattern([.literal(key)])
                entries.append(Entry(node: .pattern(pattern), roles: [], highlights: [], fragment: nil,
                    locale: catalog.source.sourceLocale))
                continue
            }
            var chosen: (MessageNode, String)?
            search: for tag in resolution.chain where tag != catalog.source.sourceLocale {
                // An app's overrides for the locale come first, then the locale's own file.
                let layers = [(catalog.overrides[tag], true), (catalog.localizations[tag], false)]
                for case let (localization?, isOverride) in layers {
                    guard let entry = localization.entry(key) else {
                        // Overrides are partial by design; only the locale's own file is expected to be complete.
                        if !isOverride {
                            diagnostics.append(Diagnostic(.warning, check: "missing-key",
                                "no translation in \(tag); falling back", file: localization.file, locale: tag, key: key))
                        }
                        continue
                    }
                    let (cardinal, ordinal) = categories[tag] ?? ([.other], [.other])
                    var compiler = MessageCompiler(
                        file: localization.file, locale: tag, key: key, placeholders: definition.placeholders,
                        cardinalCategories: cardinal, ordinalCategories: ordinal)
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
            let (node, locale) = chosen ?? (definition.compiled, catalog.source.sourceLocale)
            let count = (definition.placeholders.map(\.number).max() ?? -1) + 1
            var roles = [Role?](repeating: nil, count: count)
            var highlights = [Bool](repeating: false, count: count)
            for spec in definition.placeholders {
                roles[spec.number] = spec.role
                highlights[spec.number] = spec.isHighlighted
            }
            var fragment: Fragment?
            if case .pattern(let pattern) = node, let text = pattern.plainText {
                var capitalized: (String, Int)?
                do throws(ICUError) {
                    capitalized = try casing.capitalizingFirst(text).map { ($0, $0.utf16.count) }
                } catch {
                    diagnostics.append(Diagnostic(.error, check: "icu-case",
                        "cannot capitalize the fragment (\(error)); it is shown as written", locale: locale, key: key))
                }
                fragment = Fragment(text: text, utf16Count: text.utf16.count, capitalized: capitalized)
            }
            entries.append(Entry(node: node, roles: roles, highlights: highlights, fragment: fragment, locale: locale))
        }
        self.entries = entries
        self.indexByKey = indexByKey
        self.diagnostics = diagnostics
    }
}
