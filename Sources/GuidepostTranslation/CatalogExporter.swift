import Guidepost

/// Writes localizations as an XLIFF 1.2 document or an Apple String Catalog, for
/// translation tools.
///
/// Every message of the source catalog is exported; a message the locale lacks has a
/// source but no target (in a String Catalog: empty texts in state `new`, with the
/// locale's own plural categories). Placeholders become positional specifiers (`$0` →
/// `%1$@`; a counted number, `%4$lld`, or `%2$lf` for a distance).
///
/// Both formats are laid out as Xcode lays out a String Catalog (see `XcodeEntry`): a
/// plural on the innermost level becomes Xcode's `variations.plural` (one-argument
/// messages) or a substitution (`%4$#@floorCount@`); every other variant becomes an
/// entry of its own keyed `key [select.$1.up]`, which Xcode keeps as it is and the import
/// puts back together. `exportWithNotes` says how many variants that concerned.
///
/// ```swift
/// let xliff = try CatalogExporter().export(.embedded, locales: ["ru"], format: .xliff)
/// ```
public struct CatalogExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// Exports the localizations of `locales` (a locale without one exports untranslated).
    ///
    /// Every export imports back: before returning, the exporter reads its own output
    /// with `CatalogImporter` and compares each translation with the one it came from.
    /// A translation that would not come back as written (an invalid selector, a `$`
    /// that is not a placeholder, a key the source catalog lacks, a key written twice)
    /// makes the export fail with the lint finding that explains it.
    ///
    /// - Throws: `ExchangeError` for a locale that is not a locale identifier, and for a
    ///   translation the format cannot carry or that would not import back, with its
    ///   file, line and column.
    public func export(_ catalog: Catalog, locales: [String], format: ExchangeFormat) throws(ExchangeError) -> String {
        try exportWithNotes(catalog, locales: locales, format: format).text
    }

    /// An exported document and what it writes in a way only Guidepost reads back.
    public struct Export: Hashable, Sendable {
        /// The document.
        public var text: String
        /// Per locale, the variants that have no Xcode variation and are written as
        /// entries of their own (`key [select.$1.up]`).
        public var notes: [String]
    }

    /// Exports as `export` does, with notes on the variants Xcode cannot express.
    public func exportWithNotes(_ catalog: Catalog, locales: [String], format: ExchangeFormat) throws(ExchangeError)
        -> Export
    {
        var exports: [LocaleExport] = []
        var seen: Set<String> = []
        for requested in locales {
            // The tag is written as target-language and read back as a file name: it must be a locale identifier.
            guard let tag = LocalizationFiles.localeTag(requested) else {
                throw ExchangeError(file: requested,
                    message: "\(TextForm.jsonString(requested)) is not a locale identifier (a BCP-47 tag such as \"de\" or \"pt-BR\")")
            }
            // One <file> per locale: a second one would read back as the same variants twice.
            guard seen.insert(tag).inserted else { continue }
            // A String Catalog holds the source language's text as its entries' own: the source
            // language's file (English articles) stays in Guidepost's format.
            if format == .xcstrings, tag == catalog.source.sourceLocale {
                throw ExchangeError(file: requested,
                    message: "\(tag) is the String Catalog's source language; its own file is edited as JSON (or exported as XLIFF)")
            }
            exports.append(try LocaleExport(catalog: catalog, tag: tag, format: format))
        }
        let layouts = layout(exports, source: catalog.source)
        let text = document(exports, layouts: layouts, source: catalog.source, format: format)
        try verifyImportsBack(text, exports, catalog: catalog, format: format)
        return Export(text: text, notes: notes(layouts, exports))
    }

    private func document(_ exports: [LocaleExport], layouts: [[String: LocaleEntries]]? = nil, source: SourceCatalog,
        format: ExchangeFormat) -> String
    {
        let layouts = layouts ?? layout(exports, source: source)
        switch format {
        case .xliff: return xliff(exports, layouts: layouts, source: source)
        case .xcstrings: return xcstrings(exports, layouts: layouts, source: source)
        }
    }

    /// One locale's units, in the order they will be written.
    struct LocaleExport {
        var locale: String
        var tag: String
        var file: String
        /// Per message: its key and its units (nil for a message the locale lacks).
        var messages: [(key: String, units: [TranslationUnit]?)]
        /// The translations as the localization file has them, to compare the import with.
        var entries: [JSONMember]
        var states: [String: String]

        init(catalog: Catalog, tag: String, format: ExchangeFormat) throws(ExchangeError) {
            let localization = catalog.localizations[tag]
            self.tag = tag
            locale = localization?.locale ?? tag
            file = localization?.file ?? "Localizations/\(tag).json"
            states = localization?.states ?? [:]
            entries = localization?.entries ?? []
            messages = []
            guard LocalizationFiles.localeTag(locale) != nil else {
                throw ExchangeError(file: file,
                    message: "the file's locale \(TextForm.jsonString(locale)) is not a locale identifier; it would not import back")
            }
            var seen: Set<String> = []
            for entry in entries {
                guard seen.insert(entry.key).inserted else {
                    throw ExchangeError(file: file, location: entry.keyLocation,
                        message: "cannot export \"\(entry.key)\": the file has it twice, and an import would keep only one; remove the other")
                }
                // Laid out in the source message's shape: every locale fills the same entries.
                let shaped = catalog.source.message(entry.key).map { definition in
                    SourceShape.exchangeNode(entry.value, definition: definition)
                } ?? entry.value
                guard TranslationUnit.flatten(key: entry.key, entry.value) != nil,
                    let units = TranslationUnit.flatten(key: entry.key, shaped)
                else {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": a translation must be a string or variants with \"plural\", \"ordinal\" or \"select\" first")
                }
                for unit in units where !XMLEscape.isRepresentable(unit.text) {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": it contains a control character no exchange format can hold")
                }
                messages.append((entry.key, units))
            }
            for message in catalog.source.messages where !seen.contains(message.key) {
                messages.append((message.key, nil))
            }
        }

        /// The same export with only its translation at `index` of `entries` (whose
        /// units are `messages[index]`: `init` appends one per entry, in order, before the
        /// untranslated ones).
        func only(_ index: Int) -> LocaleExport {
            var copy = self
            copy.messages = [messages[index]]
            copy.entries = [entries[index]]
            return copy
        }
    }

    /// A translation that would not come back as written, and what happens to it.
    private struct Difference {
        var export: LocaleExport
        var entry: JSONMember
        var detail: String
    }

    /// At most this many translations are explained in one refusal (each explanation runs
    /// the message compiler); the rest are counted.
    private static let explainedDifferences = 50

    /// Reads the export back as `guidepost import` would, and fails on any translation
    /// that does not come back exactly as its file has it.
    private func verifyImportsBack(_ text: String, _ exports: [LocaleExport], catalog: Catalog, format: ExchangeFormat)
        throws(ExchangeError)
    {
        let importer = CatalogImporter(source: catalog.source)
        var differences: [Difference] = []
        do {
            let plan = try importer.plan(text: text, file: "export", format: format)
            for export in exports {
                differences += Self.differences(export, plan: plan, source: catalog.source)
            }
        } catch {
            // The whole document does not read back: find the translations that make it fail.
            let whole = error
            search: for export in exports {
                for (index, entry) in export.entries.enumerated() {
                    // Each one-message document is as small as the source catalog, so the
                    // search is linear in the file; it stops once enough has been found.
                    if differences.count >= Self.explainedDifferences { break search }
                    let single = export.only(index)
                    do {
                        let plan = try importer.plan(
                            text: document([single], source: catalog.source, format: format), file: "export", format: format)
                        differences += Self.differences(single, plan: plan, source: catalog.source)
                    } catch {
                        differences.append(Difference(export: export, entry: entry, detail: "reading it back fails: \(error.message)"))
                    }
                }
            }
            if differences.isEmpty {
                throw ExchangeError(file: exports.first?.file ?? "export",
                    message: "the export would not import back: \(whole.description)")
            }
        }
        let explained = differences.prefix(Self.explainedDifferences).map { difference in
            Self.refusal(difference.entry, file: difference.export.file, tag: difference.export.tag, source: catalog.source,
                detail: difference.detail)
        }
        guard let first = explained.first else { return }
        var message = first.message
        for other in explained.dropFirst() { message += "\n" + other.description }
        if differences.count > explained.count {
            message += "\n(and \(differences.count - explained.count) more translations that would not import back)"
        }
        throw ExchangeError(file: first.file, location: first.location, message: message)
    }

    /// The translations of `export` that the plan does not give back as written.
    private static func differences(_ export: LocaleExport, plan: ImportPlan, source: SourceCatalog) -> [Difference] {
        var imported: [String: String] = [:]
        if let file = plan.files.first(where: { $0.locale == LocalizationFiles.localeTag(export.locale) }),
            let root = try? JSONParser.parse(file.text)
        {
            for member in root["messages"]?.members ?? [] {
                imported[member.key] = SourceShape.canonical(member.value, source: source.message(member.key)?.source)
            }
        }
        var differences: [Difference] = []
        for entry in export.entries {
            guard let back = imported[entry.key] else {
                differences.append(Difference(export: export, entry: entry, detail: "the import would drop it"))
                continue
            }
            // Branch order is not meaning: Xcode sorts the keys it saves.
            if back != SourceShape.canonical(entry.value, source: source.message(entry.key)?.source) {
                differences.append(Difference(export: export, entry: entry, detail: "it would read back as \(back)"))
            }
        }
        return differences
    }

    /// The error for a translation that would not import back: the lint findings that
    /// explain it when there are any, else what goes wrong.
    static func refusal(_ entry: JSONMember, file: String, tag: String, source: SourceCatalog, detail: String)
        -> ExchangeError
    {
        var findings: [Diagnostic] = []
        if let definition = source.message(entry.key) {
            let categories = PluralSamples.categories(for: tag)
            var compiler = MessageCompiler(
                file: file, locale: tag, key: entry.key, placeholders: definition.placeholders,
                cardinalCategories: categories.cardinal, ordinalCategories: categories.ordinal)
            _ = compiler.compile(entry.value)
            findings = compiler.diagnostics.filter { $0.severity == .error }
        } else {
            findings = [Diagnostic(.warning, check: "unknown-key", "the source catalog has no message \"\(entry.key)\"",
                file: file, location: entry.keyLocation, locale: tag, key: entry.key)]
        }
        let reason = findings.isEmpty ? detail : findings.map { "\($0.message) [\($0.check)]" }.joined(separator: "; ")
        return ExchangeError(file: file, location: findings.first?.location ?? entry.value.location,
            message: "cannot export \"\(entry.key)\": it would not import back as written: \(reason)")
    }

    /// The argNum of a selector (`$0` → 1), nil when it is not `$` and a number without
    /// leading zeros that an import reads back the same.
    static func argumentNumber(_ selector: String) -> Int? {
        let digits = selector.unicodeScalars.dropFirst()
        guard selector.hasPrefix("$"), (1...4).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }),
            digits.count == 1 || digits.first != "0", let number = Int(selector.dropFirst()),
            number + 1 <= CatalogImporter.maximumArgumentNumber
        else { return nil }
        return number + 1
    }

    /// One message's entries in one locale's export, with the state they are written in.
    struct LocaleEntries {
        var entries: [XcodeEntry]
        /// nil for a message the locale has not translated (the entries are empty slots).
        var state: String?
    }

    /// Each message's Xcode entries, per exported locale: its translation's, or for a
    /// message the locale lacks, the empty slots of its skeleton (the locale's own plural
    /// categories, so that a Polish export offers one, few, many and other).
    private func layout(_ exports: [LocaleExport], source: SourceCatalog) -> [[String: LocaleEntries]] {
        exports.map { export in
            var byKey: [String: LocaleEntries] = [:]
            for message in export.messages where byKey[message.key] == nil {
                let definition = source.message(message.key)
                if let units = message.units {
                    byKey[message.key] = LocaleEntries(
                        entries: XcodeLayout.entries(key: message.key, units: units, definition: definition),
                        state: export.states[message.key] ?? TranslationState.translated)
                } else if let definition, let slots = TranslationUnit.flatten(key: message.key,
                    SourceShape.exchangeNode(
                        LocaleSkeleton.slots(of: definition.source, categories: PluralSamples.categories(for: export.locale)),
                        definition: definition))
                {
                    byKey[message.key] = LocaleEntries(
                        entries: XcodeLayout.entries(key: message.key, units: slots, definition: definition), state: nil)
                }
            }
            return byKey
        }
    }

    /// Message keys in the order they are written: the first locale's file order (so that
    /// its file comes back as it was), then the source catalog's, then any other.
    private func messageKeys(_ exports: [LocaleExport], source: SourceCatalog) -> [String] {
        var keys: [String] = []
        var known: Set<String> = []
        for key in (exports.first?.messages.map(\.key) ?? []) + source.messages.map(\.key) where known.insert(key).inserted {
            keys.append(key)
        }
        for export in exports {
            for message in export.messages where known.insert(message.key).inserted { keys.append(message.key) }
        }
        return keys
    }

    /// The source language's text for an entry: the source's own entry of that name when
    /// it has one, else the source text of the entry's variant path.
    private static func sourceEntry(for entry: XcodeEntry, sourceEntries: [String: XcodeEntry],
        definition: MessageDefinition?) -> XcodeEntry
    {
        if let own = sourceEntries[entry.key] { return own }
        // The source's variants below the branches the path picks (its own, else `other`):
        // a plural there is written as the source's plural, as the entry's own is.
        if let definition, let node = TranslationUnit.sourceNode(definition.source, path: entry.path[...]),
            let units = TranslationUnit.flatten(key: entry.message, node, path: entry.path),
            let own = XcodeLayout.entries(key: entry.message, units: units, definition: definition).first,
            own.key == entry.key
        {
            return own
        }
        let text = definition.map { TranslationUnit.sourceText($0.source, path: entry.path[...]) } ?? ""
        var copy = entry
        copy.content = .text(FormatSpecifiers.exchange(fromTemplate: text, specifiers: XcodeLayout.specifiers(definition)))
        return copy
    }

    /// The translator comment, then what each placeholder means (with the specifier the
    /// exchange texts write it with).
    static func note(_ definition: MessageDefinition) -> String {
        let specifiers = XcodeLayout.specifiers(definition)
        var lines = [definition.comment]
        for spec in definition.placeholders {
            lines.append("%\(spec.number + 1)$\(specifiers[spec.number] ?? "@") ($\(spec.number)): \(spec.meaning)")
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The note of an entry: the message's, and for an entry that is one variant of it,
    /// which one.
    /// - Parameter inline: Whether a translation in the entry is written as JSON.
    private static func note(_ entry: XcodeEntry, definition: MessageDefinition?, inline: Bool) -> String {
        var note = definition.map(Self.note) ?? "Not in the source catalog."
        if !entry.path.isEmpty {
            note += "\nThe variant \(TranslationUnit.pathString(entry.path[...])) of \(entry.message): Xcode cannot vary a string by a select, so each branch of the source's selects is an entry of its own; guidepost import puts them back together."
        }
        if inline {
            note += "\nA translation that varies in ways Xcode cannot show (a select of its own, an ordinal, an exact value such as =1) is written here as JSON in Guidepost's template syntax ($0 for the first placeholder): edit its texts and keep its shape."
        }
        return note
    }

    /// What an export writes in a way only Guidepost reads back: per locale, how many
    /// variants became entries of their own.
    private func notes(_ layouts: [[String: LocaleEntries]], _ exports: [LocaleExport]) -> [String] {
        zip(exports, layouts).compactMap { export, layout in
            // In file order, so that the example is the same on every run.
            let entries = export.messages.compactMap { layout[$0.key] }.filter { $0.state != nil }.flatMap(\.entries)
            let inline = entries.filter(\.isInline)
            guard let first = inline.first else { return nil }
            return "\(export.locale): \(inline.count) translations vary in ways Xcode cannot show (a select of its own, an ordinal, an exact value such as =1); each is written in the source's entry as JSON in the template syntax, like \"\(first.key)\""
        }
    }

    private func xliff(_ exports: [LocaleExport], layouts: [[String: LocaleEntries]], source: SourceCatalog) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
        for (export, layout) in zip(exports, layouts) {
            out += "  <file original=\"\(XMLEscape.escape(export.file, attribute: true))\" source-language=\"\(XMLEscape.escape(source.sourceLocale, attribute: true))\" target-language=\"\(XMLEscape.escape(export.locale, attribute: true))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"guidepost\" tool-name=\"Guidepost\"/>\n    </header>\n    <body>\n"
            for message in export.messages {
                guard let localeEntries = layout[message.key] else { continue }
                let definition = source.message(message.key)
                let sourceEntries = Dictionary(
                    (definition.flatMap { TranslationUnit.flatten(key: $0.key, $0.source) }).map {
                        XcodeLayout.entries(key: message.key, units: $0, definition: definition)
                    }?.map { ($0.key, $0) } ?? [], uniquingKeysWith: { first, _ in first })
                let state = localeEntries.state.map(TranslationState.xliff)
                for entry in localeEntries.entries {
                    let sourceEntry = Self.sourceEntry(for: entry, sourceEntries: sourceEntries, definition: definition)
                    let note = Self.note(entry, definition: definition, inline: entry.isInline)
                    for unit in XLIFFUnits.units(entry, source: sourceEntry) {
                        out += "      <trans-unit id=\"\(XMLEscape.escape(unit.id, attribute: true))\" xml:space=\"preserve\">\n"
                        out += "        <source>\(XMLEscape.escape(unit.source))</source>\n"
                        if let state {
                            out += "        <target state=\"\(XMLEscape.escape(state, attribute: true))\">\(XMLEscape.escape(unit.target))</target>\n"
                        }
                        out += "        <note>\(XMLEscape.escape(note))</note>\n"
                        out += "      </trans-unit>\n"
                    }
                }
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    private func xcstrings(_ exports: [LocaleExport], layouts: [[String: LocaleEntries]], source: SourceCatalog) -> String {
        var strings: [(String, JSONNode)] = []
        for key in messageKeys(exports, source: source) {
            let definition = source.message(key)
            let sourceUnits = definition.flatMap { TranslationUnit.flatten(key: key, $0.source) }
            let sourceList = sourceUnits.map { XcodeLayout.entries(key: key, units: $0, definition: definition) } ?? []
            let sourceEntries = Dictionary(sourceList.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            // The entries any exported locale has, in the order they first come.
            var order: [XcodeEntry] = []
            var seen: Set<String> = []
            for layout in layouts {
                for entry in layout[key]?.entries ?? [] where seen.insert(entry.key).inserted { order.append(entry) }
            }
            for entry in order {
                let inline = layouts.contains { $0[key]?.entries.contains { $0.key == entry.key && $0.isInline } == true }
                var members: [(String, JSONNode)] = [("comment", .string(Self.note(entry, definition: definition, inline: inline)))]
                members.append(("extractionState", .string("manual")))
                var localizations: [(String, JSONNode)] = []
                let sourceEntry = Self.sourceEntry(for: entry, sourceEntries: sourceEntries, definition: definition)
                localizations.append((source.sourceLocale, CatalogJSON.localization(sourceEntry.content, state: "translated")))
                for (export, layout) in zip(exports, layouts) {
                    guard let localeEntries = layout[key],
                        let own = localeEntries.entries.first(where: { $0.key == entry.key })
                    else { continue }
                    let state = localeEntries.state.map(TranslationState.xcstrings) ?? "new"
                    localizations.append((export.locale, CatalogJSON.localization(own.content, state: state)))
                }
                members.append(("localizations", .object(CatalogJSON.sortedMembers(localizations))))
                strings.append((entry.key, .object(members)))
            }
        }
        let root = JSONNode.object([
            ("sourceLanguage", .string(source.sourceLocale)),
            ("strings", .object(CatalogJSON.sortedMembers(strings))),
            ("version", .string("1.0")),
        ])
        return XcstringsWriter.write(root)
    }
}

/// The XLIFF units Xcode exports for a String Catalog entry: one for a text; one per
/// category (`key|==|plural.one`) for a plural; for a substitution, one for the text
/// (`%4$#@floorCount@`) and one per category (`key|==|substitutions.floorCount.plural.one`),
/// whose texts name the number positionally (`%4$lld floors`) where the catalog says `%arg`.
enum XLIFFUnits {
    struct Unit {
        var id: String
        var source: String
        var target: String
    }

    static func units(_ entry: XcodeEntry, source: XcodeEntry) -> [Unit] {
        func sourceText(category: String?, substitution: String?) -> String {
            switch source.content {
            case .text(let text):
                return text
            case .plural(let branches):
                return (branches.first { $0.category == category } ?? branches.first { $0.category == "other" })?.text ?? ""
            case .substituted(let text, let substitutions):
                guard let substitution, let named = substitutions.first(where: { $0.name == substitution }) else {
                    return text
                }
                let branch = named.branches.first { $0.category == category } ?? named.branches.first { $0.category == "other" }
                return FormatSpecifiers.replacingArg(in: branch?.text ?? "", with: "%\(named.argNum)$\(named.formatSpecifier)")
            }
        }
        switch entry.content {
        case .text(let text):
            return [Unit(id: entry.key, source: sourceText(category: nil, substitution: nil), target: text)]
        case .plural(let branches):
            return branches.map {
                Unit(id: entry.key + "|==|plural." + $0.category, source: sourceText(category: $0.category, substitution: nil),
                    target: $0.text)
            }
        case .substituted(let text, let substitutions):
            var units = [Unit(id: entry.key, source: sourceText(category: nil, substitution: nil), target: text)]
            for substitution in substitutions {
                for branch in substitution.branches {
                    units.append(Unit(
                        id: entry.key + "|==|substitutions.\(substitution.name).plural.\(branch.category)",
                        source: sourceText(category: branch.category, substitution: substitution.name),
                        target: FormatSpecifiers.replacingArg(in: branch.text,
                            with: "%\(substitution.argNum)$\(substitution.formatSpecifier)")))
                }
            }
            return units
        }
    }
}

/// String Catalog JSON as Xcode writes it: keys sorted, a `stringUnit` per text.
enum CatalogJSON {
    static func sortedMembers(_ members: [(String, JSONNode)]) -> [(String, JSONNode)] {
        members.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
    }

    static func stringUnit(_ text: String, state: String) -> JSONNode {
        // An empty slot is new, whatever the message's state.
        .object([("stringUnit", .object([("state", .string(text.isEmpty ? "new" : state)), ("value", .string(text))]))])
    }

    static func plural(_ branches: [(category: String, text: String)], state: String) -> JSONNode {
        .object([("plural", .object(sortedMembers(branches.map { ($0.category, stringUnit($0.text, state: state)) })))])
    }

    /// A localization of an entry.
    static func localization(_ content: XcodeEntry.Content, state: String) -> JSONNode {
        switch content {
        case .text(let text):
            return stringUnit(text, state: state)
        case .plural(let branches):
            return .object([("variations", plural(branches, state: state))])
        case .substituted(let text, let substitutions):
            guard let unit = stringUnit(text, state: state).members?.map({ ($0.key, $0.value) }) else { return .object([]) }
            let written = substitutions.map { substitution in
                (substitution.name, JSONNode.object([
                    ("argNum", JSONNode(value: .number(Double(substitution.argNum), String(substitution.argNum)),
                        location: SourceLocation(line: 0, column: 0))),
                    ("formatSpecifier", .string(substitution.formatSpecifier)),
                    ("variations", plural(substitution.branches, state: state)),
                ]))
            }
            return .object(unit + [("substitutions", .object(sortedMembers(written)))])
        }
    }
}

/// Writes JSON the way Xcode writes String Catalogs: two-space indentation and `" : "`.
enum XcstringsWriter {
    static func write(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: 0, into: &out)
        return out + "\n"
    }

    private static func write(_ node: JSONNode, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        switch node.value {
        case .object(let members):
            guard !members.isEmpty else { out += "{\n\n" + String(repeating: "  ", count: indent) + "}"; return }
            out += "{\n"
            for (offset, member) in members.enumerated() {
                out += pad + JSONWriter.quoted(member.key) + " : "
                write(member.value, indent: indent + 1, into: &out)
                out += offset + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, into: &out)
                out += offset + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        default:
            out += JSONWriter.compact(node)
        }
    }
}
