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
    /// - Throws: `ExchangeError` for a translation the format cannot carry (a value that
    ///   is neither text nor variants, characters XML cannot hold).
    public func export(_ catalog: Catalog, locales: [String], format: ExchangeFormat) throws(ExchangeError) -> String {
        var exports: [LocaleExport] = []
        for requested in locales {
            let tag = LocaleResolver.canonicalTag(requested) ?? requested
            exports.append(try LocaleExport(catalog: catalog, tag: tag))
        }
        switch format {
        case .xliff: return try xliff(exports, source: catalog.source)
        case .xcstrings: return xcstrings(exports, source: catalog.source)
        }
    }

    /// One locale's units, in the order they will be written.
    struct LocaleExport {
        var locale: String
        var file: String
        /// Per message: its key and its units (nil for a message the locale lacks).
        var messages: [(key: String, units: [TranslationUnit]?)]
        var states: [String: String]

        init(catalog: Catalog, tag: String) throws(ExchangeError) {
            let localization = catalog.localizations[tag]
            locale = localization?.locale ?? tag
            file = localization?.file ?? "Localizations/\(tag).json"
            states = localization?.states ?? [:]
            messages = []
            var seen: Set<String> = []
            for entry in localization?.entries ?? [] {
                guard let units = TranslationUnit.flatten(key: entry.key, entry.value) else {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": a translation must be a string or variants with \"plural\", \"ordinal\" or \"select\" first")
                }
                for unit in units where !XMLEscape.isRepresentable(unit.text) {
                    throw ExchangeError(file: file, location: entry.value.location,
                        message: "cannot export \"\(entry.key)\": it contains a control character no exchange format can hold")
                }
                messages.append((entry.key, units))
                seen.insert(entry.key)
            }
            for message in catalog.source.messages where !seen.contains(message.key) {
                messages.append((message.key, nil))
            }
        }
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
                } else if let definition, let sourceUnits = TranslationUnit.flatten(key: message.key, definition.source) {
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
            for export in exports {
                guard let units = export.messages.first(where: { $0.key == key })?.units else { continue }
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
        let argument = Int(step.selector.dropFirst()).map { $0 + 1 } ?? 0
        return .object([
            ("argNum", JSONNode(value: .number(Double(argument), String(argument)), location: SourceLocation(line: 0, column: 0))),
            ("variations", .object([(step.kind, .object(branches))])),
        ])
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
