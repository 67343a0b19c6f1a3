import Guidepost

/// Writes localizations as an XLIFF 1.2 document or an Apple String Catalog, for
/// translation tools.
///
/// Every message of the source catalog is exported; a message the locale lacks has a
/// source but no target. Placeholders become positional specifiers (`$0` → `%1$@`).
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
            exports.append(try LocaleExport(catalog: catalog, tag: tag, format: format))
        }
        let text = try document(exports, source: catalog.source, format: format)
        try verifyImportsBack(text, exports, catalog: catalog, format: format)
        return text
    }

    private func document(_ exports: [LocaleExport], source: SourceCatalog, format: ExchangeFormat) throws(ExchangeError)
        -> String
    {
        switch format {
        case .xliff: return try xliff(exports, source: source)
        case .xcstrings: return xcstrings(exports, source: source)
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
                guard let units = TranslationUnit.flatten(key: entry.key, entry.value) else {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": a translation must be a string or variants with \"plural\", \"ordinal\" or \"select\" first")
                }
                for unit in units where !XMLEscape.isRepresentable(unit.text) {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": it contains a control character no exchange format can hold")
                }
                if format == .xcstrings {
                    // A String Catalog writes the selector as a number (argNum); one that is
                    // not `$` and a small number cannot be written, nor read back.
                    for unit in units {
                        for step in unit.path
                        where !MessageCompiler.ownSelectors.contains(step.selector)
                            && CatalogExporter.argumentNumber(CatalogExporter.splitSelector(step.selector).placeholder) == nil
                        {
                            throw CatalogExporter.refusal(entry, file: file, tag: tag, source: catalog.source,
                                detail: "\"\(step.kind)\" selects on \(TextForm.jsonString(step.selector)), which a String Catalog cannot write as an argNum (it needs a placeholder like \"$1\")")
                        }
                    }
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
                differences += Self.differences(export, plan: plan)
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
                            text: try document([single], source: catalog.source, format: format), file: "export", format: format)
                        differences += Self.differences(single, plan: plan)
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
    private static func differences(_ export: LocaleExport, plan: ImportPlan) -> [Difference] {
        var imported: [String: String] = [:]
        if let file = plan.files.first(where: { $0.locale == LocalizationFiles.localeTag(export.locale) }),
            let root = try? JSONParser.parse(file.text)
        {
            for member in root["messages"]?.members ?? [] { imported[member.key] = JSONWriter.compact(member.value) }
        }
        var differences: [Difference] = []
        for entry in export.entries {
            guard let back = imported[entry.key] else {
                differences.append(Difference(export: export, entry: entry, detail: "the import would drop it"))
                continue
            }
            if back != JSONWriter.compact(entry.value) {
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

    private func xliff(_ exports: [LocaleExport], source: SourceCatalog) throws(ExchangeError) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
        for export in exports {
            out += "  <file original=\"\(XMLEscape.escape(export.file, attribute: true))\" source-language=\"\(XMLEscape.escape(source.sourceLocale, attribute: true))\" target-language=\"\(XMLEscape.escape(export.locale, attribute: true))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"guidepost\" tool-name=\"Guidepost\"/>\n    </header>\n    <body>\n"
            for message in export.messages {
                let definition = source.message(message.key)
                let units: [TranslationUnit]
                if let translated = message.units {
                    units = translated
                } else if let definition, let sourceUnits = TranslationUnit.flatten(key: message.key,
                    LocaleSkeleton.slots(of: definition.source, categories: PluralSamples.categories(for: export.locale)))
                {
                    // Untranslated: the slots the target locale needs (Polish one, few, many, other).
                    units = sourceUnits
                } else {
                    continue
                }
                let state = TranslationState.xliff(export.states[message.key] ?? TranslationState.translated)
                for unit in units {
                    let sourceText = definition.map { TranslationUnit.sourceText($0.source, path: unit.path[...]) } ?? ""
                    out += "      <trans-unit id=\"\(XMLEscape.escape(unit.id, attribute: true))\" xml:space=\"preserve\">\n"
                    out += "        <source>\(XMLEscape.escape(FormatSpecifiers.exchange(fromTemplate: sourceText)))</source>\n"
                    if message.units != nil {
                        out += "        <target state=\"\(XMLEscape.escape(state, attribute: true))\">\(XMLEscape.escape(FormatSpecifiers.exchange(fromTemplate: unit.text)))</target>\n"
                    }
                    let note = definition.map(Self.note) ?? "Not in the source catalog."
                    out += "        <note>\(XMLEscape.escape(note))</note>\n"
                    out += "      </trans-unit>\n"
                }
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    /// The translator comment, then what each placeholder means.
    static func note(_ definition: MessageDefinition) -> String {
        var lines = [definition.comment]
        for spec in definition.placeholders {
            lines.append("%\(spec.number + 1)$@ ($\(spec.number)): \(spec.meaning)")
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private func xcstrings(_ exports: [LocaleExport], source: SourceCatalog) -> String {
        // The first locale's file order, so that its file comes back as it was.
        var keys: [String] = []
        var known: Set<String> = []
        for key in (exports.first?.messages.map(\.key) ?? []) + source.messages.map(\.key) where !known.contains(key) {
            keys.append(key)
            known.insert(key)
        }
        for export in exports {
            for message in export.messages where !known.contains(message.key) {
                keys.append(message.key)
                known.insert(message.key)
            }
        }
        // Looked up per key: a search of each locale's list per key is quadratic in the file's size.
        let unitsByLocale = exports.map { export in
            Dictionary(export.messages.map { ($0.key, $0.units) }, uniquingKeysWith: { first, _ in first })
        }
        var strings: [(String, JSONNode)] = []
        for key in keys {
            var members: [(String, JSONNode)] = []
            let definition = source.message(key)
            if let definition, !definition.comment.isEmpty { members.append(("comment", .string(definition.comment))) }
            members.append(("extractionState", .string("manual")))
            var localizations: [(String, JSONNode)] = []
            if let definition, let units = TranslationUnit.flatten(key: key, definition.source) {
                localizations.append((source.sourceLocale, Self.catalogNode(units, state: "translated")))
            }
            for (export, units) in zip(exports, unitsByLocale) {
                guard let units = units[key] ?? nil else { continue }
                let state = TranslationState.xcstrings(export.states[key] ?? TranslationState.translated)
                localizations.append((export.locale, Self.catalogNode(units, state: state)))
            }
            members.append(("localizations", .object(localizations)))
            strings.append((key, .object(members)))
        }
        let root = JSONNode.object([
            ("sourceLanguage", .string(source.sourceLocale)), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        return XcstringsWriter.write(root)
    }

    /// A String Catalog localization: a `stringUnit`, or `variations` keyed by kind
    /// (`plural` under CLDR names; `ordinal` and `select`, which Xcode lacks) with the
    /// argument they select on in `argNum`, counting from one.
    static func catalogNode(_ units: [TranslationUnit], state: String, depth: Int = 0) -> JSONNode {
        if let unit = units.first, unit.path.count == depth {
            return .object([("stringUnit", .object([
                ("state", .string(state)), ("value", .string(FormatSpecifiers.exchange(fromTemplate: unit.text))),
            ]))])
        }
        guard let step = units.first?.path[depth] else { return .object([]) }
        var branches: [(String, JSONNode)] = []
        var order: [String] = []
        var grouped: [String: [TranslationUnit]] = [:]
        for unit in units {
            let branch = unit.path[depth].branch
            if grouped[branch] == nil { order.append(branch) }
            grouped[branch, default: []].append(unit)
        }
        for branch in order {
            branches.append((branch, catalogNode(grouped[branch] ?? [], state: state, depth: depth + 1)))
        }
        // Guidepost's own selectors, which Xcode does not edit: `"selectsOn": "form"` for
        // variants by the form a sentence asks of a phrase, `"view"` next to `argNum` for a
        // view of a placeholder (`$2:genitive`).
        if MessageCompiler.ownSelectors.contains(step.selector) {
            return .object([("selectsOn", .string(step.selector)), ("variations", .object([(step.kind, .object(branches))]))])
        }
        // `LocaleExport` refuses a selector without an argNum, so the fallback is never written.
        let (placeholder, view) = splitSelector(step.selector)
        let argument = argumentNumber(placeholder) ?? 0
        var members: [(String, JSONNode)] = [
            ("argNum", JSONNode(value: .number(Double(argument), String(argument)), location: SourceLocation(line: 0, column: 0)))
        ]
        if let view { members.append(("view", .string(view))) }
        members.append(("variations", .object([(step.kind, .object(branches))])))
        return .object(members)
    }

    /// A selector's placeholder and view: `$2:genitive` → (`$2`, `genitive`).
    static func splitSelector(_ selector: String) -> (placeholder: String, view: String?) {
        guard let colon = selector.firstIndex(of: ":") else { return (selector, nil) }
        return (String(selector[..<colon]), String(selector[selector.index(after: colon)...]))
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
