import Foundation
import Guidepost

/// One localization file an import would write.
public struct ImportedLocalization: Hashable, Sendable {
    /// The locale: the exchange file's locale identifier in canonical BCP-47 form
    /// (`target-language="de_at"` gives `de-AT`).
    public var locale: String
    /// The file name in the localizations directory, `ru.json`: the canonical tag and
    /// `.json`, never a path.
    public var fileName: String
    /// The file's new contents, in the layout of the shipped files.
    public var text: String
}

/// What an import would do: the files it would write and the data it would lose.
public struct ImportPlan: Hashable, Sendable {
    /// The localization files to write.
    public var files: [ImportedLocalization]
    /// What the localization files cannot keep (an unknown key, a variation the files
    /// cannot express) or what the import would remove from existing files (a message, or
    /// one variant at any depth of its plural/select/ordinal variants). A plan with losses
    /// is written only when forced.
    public var losses: [String]
    /// Translations the import would write broken (a placeholder dropped, a plural without
    /// `other`, …: what lint reports as an error), with the key. A plan with errors is
    /// never written, forced or not.
    public var errors: [Diagnostic] = []
}

/// What `CatalogImporter.write` did.
public struct ImportOutcome: Hashable, Sendable {
    /// The files replaced or created, by name, in plan order.
    public var written: [String]
    /// The files left as they were because the import gives them byte for byte.
    public var unchanged: [String]
}

/// Reads an XLIFF document or String Catalog back into localization files.
///
/// Reading and writing are separate: `plan` says what would change and what would be
/// lost, `write` replaces every file or none (see `write(_:to:force:)`).
///
/// A locale named by the exchange file becomes a file name only once it reads as a
/// locale identifier, in its canonical form (`LocaleResolver.canonicalTag`): a
/// `target-language` such as `de/../../x` is an error, and nothing is written outside
/// the localizations directory.
///
/// ```swift
/// let importer = CatalogImporter(source: Catalog.embedded.source)
/// let plan = try importer.plan(text: xliff, file: "ru.xliff", format: .xliff, existingDirectory: dir)
/// try CatalogImporter.write(plan, to: dir, force: false)
/// ```
public struct CatalogImporter: Sendable {
    /// The source catalog the imported messages must belong to.
    public var source: SourceCatalog

    /// Creates an importer for a source catalog.
    public init(source: SourceCatalog) {
        self.source = source
    }

    /// One locale's messages as read, in file order.
    private struct Collected {
        var locale: String
        var order: [String] = []
        var trees: [String: TranslationTree] = [:]
        var states: [String: String] = [:]
        /// Where each message starts in the exchange file (its first unit), for findings.
        var locations: [String: SourceLocation] = [:]

        mutating func add(key: String, path: [TranslationUnit.Step], text: String, at location: SourceLocation)
            throws(TranslationTree.Conflict)
        {
            let tree: TranslationTree
            if let existing = trees[key] {
                tree = existing
            } else {
                tree = TranslationTree()
                trees[key] = tree
                order.append(key)
                locations[key] = location
            }
            try tree.insert(text, path: path[...])
        }
    }

    /// Reads an exchange file and works out the localization files it gives.
    ///
    /// - Parameters:
    ///   - existingDirectory: The localizations directory the files will go to; its
    ///     files' key order is kept, and whatever the import would drop from them (a
    ///     message, or a variant at any depth) is a loss.
    /// - Throws: `ExchangeError` for a file that is not well-formed XLIFF or JSON, that
    ///   is not shaped like the format, or that names a locale that is not a locale
    ///   identifier; and when a file the import would replace in `existingDirectory` is
    ///   not the localization file of that locale.
    public func plan(text: String, file: String, format: ExchangeFormat, existingDirectory: URL? = nil)
        throws(ExchangeError) -> ImportPlan
    {
        var losses: [String] = []
        var errors: [Diagnostic] = []
        let collected: [Collected]
        switch format {
        case .xliff: collected = try readXLIFF(text, file: file, losses: &losses)
        case .xcstrings: collected = try readCatalog(text, file: file, losses: &losses)
        }
        var files: [ImportedLocalization] = []
        for locale in collected {
            let fileName = locale.locale + ".json"
            var order: [String] = []
            var placed: Set<String> = []
            var existingText: String?
            var existingRoot: JSONNode?
            var existingValues: [String: JSONNode] = [:]
            /// Messages the file leaves to translate (`guidepost init`'s empty slots) that
            /// the import does not fill: kept as they are.
            var slots: Set<String> = []
            /// Each message's imported translation, read once (the loss check and the file both use it).
            var importedNodes: [String: JSONNode] = [:]
            func imported(_ key: String, _ tree: TranslationTree) -> JSONNode {
                if let node = importedNodes[key] { return node }
                let node = SourceShape.imported(tree.node)
                importedNodes[key] = node
                return node
            }
            if let directory = existingDirectory,
                let bytes = try LocalizationFiles.existingBytes(fileName, locale: locale.locale, in: directory),
                let existing = try? Localization.load(text: String(decoding: bytes, as: UTF8.self), file: fileName)
            {
                existingText = String(decoding: bytes, as: UTF8.self)
                existingRoot = existing.root
                for entry in existing.root["messages"]?.members ?? [] where existingValues[entry.key] == nil {
                    existingValues[entry.key] = entry.value
                }
                for entry in existing.root["messages"]?.members ?? [] where !placed.contains(entry.key) {
                    guard let tree = locale.trees[entry.key] else {
                        if Localization.isSlotToFill(entry.value) {
                            slots.insert(entry.key)
                            order.append(entry.key)
                            placed.insert(entry.key)
                        } else {
                            losses.append("\(fileName): the import has no \"\(entry.key)\"; importing would remove its translation")
                        }
                        continue
                    }
                    order.append(entry.key)
                    placed.insert(entry.key)
                    // A key the source lacks is reported below as dropped; its variants need no report of their own.
                    if source.message(entry.key) != nil, !Localization.isSlotToFill(entry.value) {
                        let imported = imported(entry.key, tree)
                        let shape = source.message(entry.key)?.source
                        if !SourceShape.sameMeaning(entry.value, imported, source: shape) {
                            // Compared in the source's shape, as the exchange file lays both out.
                            losses += VariantLoss.losses(existing: SourceShape.shaped(entry.value, source: shape, dropping: false),
                                imported: SourceShape.importedBranches(tree.node), key: entry.key, file: fileName)
                        }
                    }
                }
            }
            // Messages the file does not have yet go where the source catalog's order puts
            // them: after the last message before them in the source that the file has (an
            // exchange tool may have sorted them), unknown keys last.
            let rank = Dictionary(source.messages.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            let added = locale.order.filter { !placed.contains($0) }.enumerated()
                .sorted { (rank[$0.element] ?? Int.max, $0.offset) < (rank[$1.element] ?? Int.max, $1.offset) }
                .map(\.element)
            order = Self.merging(added, into: order, rank: rank)
            var messages: [(String, JSONNode)] = []
            let categories = PluralSamples.categories(for: locale.locale)
            for key in order {
                if slots.contains(key), let slot = existingValues[key] {
                    messages.append((key, slot))
                    continue
                }
                guard let tree = locale.trees[key] else { continue }
                // Variants in the order the file has them, or in canonical order (exchange
                // tools such as Xcode reorder what they save).
                // A translation whose meaning the exchange file did not change is written as
                // the file has it; another in the source's shape, branches in the file's order.
                let imported = imported(key, tree)
                let node: JSONNode
                if let existing = existingValues[key], SourceShape.sameMeaning(existing, imported, source: source.message(key)?.source) {
                    node = existing
                } else {
                    node = VariantOrder.ordered(imported, like: existingValues[key])
                }
                if let definition = source.message(key) {
                    // What lint would call an error is never written.
                    var compiler = MessageCompiler(file: file, locale: locale.locale, key: key,
                        placeholders: definition.placeholders, cardinalCategories: categories.cardinal,
                        ordinalCategories: categories.ordinal)
                    _ = compiler.compile(node)
                    errors += compiler.diagnostics.filter { $0.severity == .error }.map { finding in
                        var finding = finding
                        // The node was rebuilt from the exchange file: the message's first unit there.
                        finding.location = locale.locations[key]
                        return finding
                    }
                }
                guard source.message(key) != nil else {
                    losses.append("\(file): \(locale.locale): \"\(key)\" is not a message of the source catalog; it would be dropped")
                    continue
                }
                messages.append((key, node))
            }
            let states = order.compactMap { key in
                locale.states[key].flatMap { state in
                    state == TranslationState.translated || locale.trees[key] == nil || source.message(key) == nil
                        ? nil : (key, JSONNode.string(state))
                }
            }
            let text: String
            if let existingText, let existingRoot {
                // The exchange formats carry messages and states; everything else the file
                // holds (its "grammar", its "lint" notes) is the working copy's and keeps its
                // bytes, as do the messages the import leaves as they are.
                text = Self.splicing(messages: messages, states: states, into: existingText, root: existingRoot,
                    existing: existingValues)
            } else {
                var root: [(String, JSONNode)] = [("locale", .string(locale.locale)), ("messages", .object(messages))]
                if !states.isEmpty { root.append(("states", .object(states))) }
                text = JSONWriter.pretty(.object(root))
            }
            files.append(ImportedLocalization(locale: locale.locale, fileName: fileName, text: text))
        }
        return ImportPlan(files: files, losses: losses, errors: errors)
    }

    /// The file's keys with `added` placed by the source's order: each after the last key
    /// before it in the source that is already placed (at the start when none is), so a
    /// message translated in an exchange tool lands where a translator looks for it.
    static func merging(_ added: [String], into order: [String], rank: [String: Int]) -> [String] {
        guard !order.isEmpty else { return added }
        // Where each new key goes: the index in `order` it follows (-1: the start), found in
        // one pass over the file's keys by the highest-ranked key before it.
        var after: [Int: [String]] = [:]
        let placed = order.enumerated().compactMap { index, key in rank[key].map { (rank: $0, index: index) } }
            .sorted { $0.rank < $1.rank }
        var cursor = 0
        var best = -1
        for key in added {
            guard let own = rank[key] else {
                after[order.count - 1, default: []].append(key)
                continue
            }
            while cursor < placed.count, placed[cursor].rank < own {
                // After every key the source puts before it: the latest of them in the file.
                best = max(best, placed[cursor].index)
                cursor += 1
            }
            after[best, default: []].append(key)
        }
        var merged = after[-1] ?? []
        for (index, key) in order.enumerated() {
            merged.append(key)
            merged += after[index] ?? []
        }
        return merged
    }

    /// The file's text with its `"messages"` (and `"states"`) replaced by the imported ones:
    /// every other byte as it was, and each message whose value did not change copied as
    /// written, so an import with no edits gives back the file byte for byte.
    static func splicing(messages: [(String, JSONNode)], states: [(String, JSONNode)], into text: String,
        root: JSONNode, existing: [String: JSONNode]) -> String
    {
        let bytes = Array(text.utf8)
        func original(_ node: JSONNode) -> String? {
            guard !node.bytes.isEmpty, node.bytes.upperBound <= bytes.count else { return nil }
            return String(decoding: bytes[node.bytes], as: UTF8.self)
        }
        /// An object of members at depth 1 of the file, in its layout; a member whose value
        /// is unchanged keeps its text.
        func object(_ members: [(String, JSONNode)], previous: [String: JSONNode]) -> String {
            guard !members.isEmpty else { return "{}" }
            var out = "{"
            for (offset, (key, value)) in members.enumerated() {
                out += offset == 0 ? "\n    " : ",\n    "
                out += JSONWriter.compact(.string(key)) + ": "
                if let before = previous[key], JSONWriter.compact(before) == JSONWriter.compact(value), let text = original(before) {
                    out += text
                } else {
                    out += JSONWriter.pretty(value, indent: 2)
                }
            }
            return out + "\n  }"
        }
        var edits: [(range: Range<Int>, text: String)] = []
        let members = root.members ?? []
        if let node = root["messages"] {
            let previous = (node.members ?? []).reduce(into: [String: JSONNode]()) { $0[$1.key] = $0[$1.key] ?? $1.value }
            let written = object(messages, previous: previous)
            if original(node) != written, !node.bytes.isEmpty { edits.append((node.bytes, written)) }
        }
        let statesText = object(states, previous: (root["states"]?.members ?? []).reduce(into: [:]) { $0[$1.key] = $1.value })
        if let index = members.firstIndex(where: { $0.key == "states" }) {
            let node = members[index].value
            if states.isEmpty, index > 0 {
                // No state left to keep: the member goes, with the comma before it.
                let end = members[index - 1].value.bytes.upperBound
                edits.append((end..<node.bytes.upperBound, ""))
            } else if original(node) != statesText, !node.bytes.isEmpty {
                edits.append((node.bytes, statesText))
            }
        } else if !states.isEmpty, let last = members.last {
            edits.append((last.value.bytes.upperBound..<last.value.bytes.upperBound, ",\n  \"states\": " + statesText))
        }
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes a plan's files into a directory (created when missing): all of them or,
    /// when anything fails, none.
    ///
    /// Every file is first written in full to a temporary file in the directory and
    /// flushed to disk (`fsync`, then the directory too); only then are they renamed over
    /// the originals, which are kept as hard-linked backups until every rename has
    /// succeeded. If a rename fails, the files already renamed are put back from their
    /// backups (or removed, when they are new). Temporary files and backups are removed on
    /// every path. A file the plan gives byte for byte is not touched.
    ///
    /// - Returns: Which files were written and which were already as the plan has them.
    /// - Throws: `ExchangeError` when the plan loses data and `force` is false; when a
    ///   file name is not `<locale identifier>.json`; when a file it would replace is not
    ///   the localization file of that locale (such a file is never overwritten, forced
    ///   or not); or when a file cannot be written. In each case nothing was changed.
    @discardableResult
    public static func write(_ plan: ImportPlan, to directory: URL, force: Bool) throws(ExchangeError) -> ImportOutcome {
        if !plan.errors.isEmpty {
            throw ExchangeError(file: directory.path,
                message: "the import has broken translations; nothing was written:\n  "
                    + plan.errors.map(\.description).joined(separator: "\n  "))
        }
        if !plan.losses.isEmpty && !force {
            throw ExchangeError(file: directory.path,
                message: "the import would lose data; nothing was written (force to import anyway):\n  "
                    + plan.losses.joined(separator: "\n  "))
        }
        var names: Set<String> = []
        for file in plan.files {
            // The plan is a public value: check again what `plan` guarantees, since a name
            // with a separator or `..` would write outside the directory.
            guard let tag = LocalizationFiles.localeTag(file.locale), file.fileName == tag + ".json" else {
                throw ExchangeError(file: directory.path,
                    message: "\(TextForm.jsonString(file.fileName)) is not the file name of a localization (a locale identifier and .json, like de.json); nothing was written")
            }
            guard names.insert(file.fileName).inserted else {
                throw ExchangeError(file: directory.appendingPathComponent(file.fileName).path,
                    message: "the plan has this file twice; nothing was written")
            }
        }
        var changes: [FileTransaction.Change] = []
        var unchanged: [String] = []
        for file in plan.files {
            let bytes = Array(file.text.utf8)
            let current = try LocalizationFiles.existingBytes(file.fileName, locale: file.locale, in: directory)
            if current == bytes {
                unchanged.append(file.fileName)
            } else {
                changes.append(FileTransaction.Change(name: file.fileName, bytes: bytes))
            }
        }
        guard !changes.isEmpty else { return ImportOutcome(written: [], unchanged: unchanged) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExchangeError(file: directory.path, message: "cannot create the directory: \(error.localizedDescription)")
        }
        do {
            try FileTransaction.replace(changes, in: directory)
        } catch {
            throw ExchangeError(file: directory.appendingPathComponent(error.file).path, message: error.message)
        }
        return ImportOutcome(written: changes.map(\.name), unchanged: unchanged)
    }

    // MARK: XLIFF

    private func readXLIFF(_ text: String, file: String, losses: inout [String]) throws(ExchangeError) -> [Collected] {
        let root: XMLElement
        do {
            root = try XMLReader.parse(text)
        } catch {
            throw ExchangeError(file: file, location: error.location, message: error.message)
        }
        guard root.localName == "xliff" else {
            throw ExchangeError(file: file, location: root.location, message: "expected an <xliff> document, found <\(root.name)>")
        }
        var result: [Collected] = []
        var indexByLocale: [String: Int] = [:]
        for fileElement in root.elements("file") {
            guard let language = fileElement.attribute("target-language"), !language.isEmpty else {
                throw ExchangeError(file: file, location: fileElement.location, message: "<file> has no target-language")
            }
            guard let locale = LocalizationFiles.localeTag(language) else {
                throw ExchangeError(file: file, location: fileElement.location,
                    message: "target-language \(TextForm.jsonString(language)) is not a locale identifier (a BCP-47 tag such as \"de\" or \"pt-BR\")")
            }
            // Several <file>s of one language (as tools split them) make one localization.
            let position: Int
            if let earlier = indexByLocale[locale] {
                position = earlier
            } else {
                position = result.count
                indexByLocale[locale] = position
                result.append(Collected(locale: locale))
            }
            // Xcode's units (`key`, `key|==|plural.one`, `key|==|substitutions.NAME.plural.one`)
            // are gathered per catalog entry, then expanded into variants.
            var pending = PendingEntries()
            for body in fileElement.elements("body") {
                for unit in body.elements("trans-unit") + body.elements("group").flatMap({ $0.elements("trans-unit") }) {
                    guard let id = unit.attribute("id") else {
                        throw ExchangeError(file: file, location: unit.location, message: "<trans-unit> has no id")
                    }
                    guard let target = unit.elements("target").first else { continue }
                    let state = target.attribute("state").map(TranslationState.fromXLIFF)
                    let entryKey = id.range(of: "|==|").map { String(id[..<$0.lowerBound]) } ?? id
                    if pending.entry(entryKey, at: unit.location).textLocation == nil {
                        pending.entry(entryKey, at: unit.location).textLocation = target.location
                    }
                    guard let separator = id.range(of: "|==|") else {
                        pending.entry(id, at: unit.location).text = target.text
                        pending.entry(id, at: unit.location).state = state
                        continue
                    }
                    let rest = id[separator.upperBound...]
                    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
                    if parts.count == 2, parts[0] == "plural" {
                        pending.entry(entryKey, at: unit.location).plural.append((String(parts[1]), target.text))
                    } else if parts.count >= 4, parts[0] == "substitutions", parts[parts.count - 2] == "plural" {
                        let name = parts[1..<(parts.count - 2)].joined(separator: ".")
                        pending.entry(entryKey, at: unit.location).addSubstitution(name, argNum: 0,
                            category: String(parts[parts.count - 1]), text: target.text)
                    } else if let path = TranslationUnit.parse(path: rest) {
                        // An id of earlier versions: the variant path itself (`plural.$3.few`).
                        pending.entry(entryKey, at: unit.location).older.append((path, target.text, target.location))
                    } else {
                        losses.append("\(file):\(unit.location.line):\(unit.location.column): trans-unit \"\(id)\" names no message or variant; it would be dropped")
                        continue
                    }
                    if let state { pending.entry(entryKey, at: unit.location).state = state }
                }
            }
            try resolve(pending, into: &result[position], file: file, losses: &losses)
        }
        return result
    }

    /// The texts of catalog entries as an exchange file has them, before they become variants.
    private struct PendingEntries {
        final class Entry {
            var location: SourceLocation
            /// Where its first text is (an XLIFF `<target>`), for errors in the texts.
            var textLocation: SourceLocation?
            var text: String?
            var plural: [(category: String, text: String)] = []
            var substitutions: [XcodeEntry.Substitution] = []
            /// Variant paths written whole (earlier exports), with their texts.
            var older: [(path: [TranslationUnit.Step], text: String, location: SourceLocation)] = []
            var state: String?

            init(location: SourceLocation) { self.location = location }

            func addSubstitution(_ name: String, argNum: Int, category: String, text: String) {
                if let index = substitutions.firstIndex(where: { $0.name == name }) {
                    substitutions[index].branches.append((category, text))
                } else {
                    substitutions.append(.init(name: name, argNum: argNum, formatSpecifier: "", branches: [(category, text)]))
                }
            }
        }
        var order: [String] = []
        var entries: [String: Entry] = [:]

        mutating func entry(_ key: String, at location: SourceLocation) -> Entry {
            if let existing = entries[key] { return existing }
            let created = Entry(location: location)
            entries[key] = created
            order.append(key)
            return created
        }
    }

    /// Expands gathered catalog entries into one locale's variants.
    private func resolve(_ pending: PendingEntries, into collected: inout Collected, file: String, losses: inout [String])
        throws(ExchangeError)
    {
        for entryKey in pending.order {
            guard let gathered = pending.entries[entryKey] else { continue }
            let position = "\(file):\(gathered.location.line):\(gathered.location.column)"
            guard let (key, path) = XcodeLayout.parseEntryKey(entryKey) else {
                losses.append("\(position): \"\(entryKey)\" names no message or variant; it would be dropped")
                continue
            }
            let content: XcodeEntry.Content?
            if !gathered.plural.isEmpty {
                content = .plural(gathered.plural)
            } else if !gathered.substitutions.isEmpty {
                guard let text = gathered.text else {
                    throw ExchangeError(file: file, location: gathered.location,
                        message: "\(entryKey): has substitution variants but no text that uses them (the unit \"\(entryKey)\")")
                }
                content = .substituted(text, gathered.substitutions)
            } else {
                content = gathered.text.map { .text($0) }
            }
            var units: [(path: [TranslationUnit.Step], text: String)] = []
            if let content {
                do {
                    units = try XcodeLayout.units(of: XcodeEntry(key: entryKey, message: key, path: path, content: content),
                        definition: source.message(key))
                } catch {
                    throw ExchangeError(file: file, location: gathered.textLocation ?? gathered.location,
                        message: "\(entryKey): \(error.message)")
                }
            }
            for older in gathered.older {
                do {
                    units.append((path + older.path, try FormatSpecifiers.template(fromExchange: older.text)))
                } catch {
                    throw ExchangeError(file: file, location: older.location,
                        message: "\(entryKey): \(error.message) (column \(error.column) of the text)")
                }
            }
            for unit in units {
                do {
                    try collected.add(key: key, path: unit.path, text: unit.text, at: gathered.location)
                } catch {
                    throw ExchangeError(file: file, location: gathered.location, message: "\(key) \(error.message)")
                }
            }
            if let state = gathered.state, !units.isEmpty { collected.states[key] = state }
        }
    }

    // MARK: String Catalog

    private func readCatalog(_ text: String, file: String, losses: inout [String]) throws(ExchangeError) -> [Collected] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ExchangeError(file: file, location: error.location, message: error.message)
        }
        guard let strings = root["strings"]?.members else {
            throw ExchangeError(file: file, location: root.location, message: "expected a String Catalog with \"strings\"")
        }
        let sourceLanguage = root["sourceLanguage"]?.string ?? source.sourceLocale
        let sourceTag = LocalizationFiles.localeTag(sourceLanguage)
        var byLocale: [String: Collected] = [:]
        var pendingByLocale: [String: PendingEntries] = [:]
        var localeOrder: [String] = []
        for string in strings {
            guard let (key, entryPath) = XcodeLayout.parseEntryKey(string.key) else {
                losses.append("\(file):\(string.keyLocation.line):\(string.keyLocation.column): \"\(string.key)\" names no message or variant; it would be dropped")
                continue
            }
            for localization in string.value["localizations"]?.members ?? [] where localization.key != sourceLanguage {
                guard let locale = LocalizationFiles.localeTag(localization.key) else {
                    throw ExchangeError(file: file, location: localization.keyLocation,
                        message: "\(string.key): \(TextForm.jsonString(localization.key)) is not a locale identifier (a BCP-47 tag such as \"de\" or \"pt-BR\")")
                }
                if locale == sourceTag { continue }
                if byLocale[locale] == nil {
                    byLocale[locale] = Collected(locale: locale)
                    pendingByLocale[locale] = PendingEntries()
                    localeOrder.append(locale)
                }
                let node = localization.value
                if let gathered = try Self.xcodeShaped(node, entryKey: string.key, file: file, losses: &losses) {
                    // Xcode's own shapes: a text, plural variations, or a text with substitutions.
                    let entry = pendingByLocale[locale]?.entry(string.key, at: node.location)
                    entry?.text = gathered.text
                    entry?.plural = gathered.plural
                    entry?.substitutions = gathered.substitutions
                    entry?.state = gathered.state.map(TranslationState.fromXcstrings)
                    continue
                }
                // Variations Guidepost wrote earlier (argNum or selectsOn beside them), or kinds Xcode adds.
                var units: [(path: [TranslationUnit.Step], text: String, state: String?)] = []
                try readCatalogNode(node, key: key, path: entryPath, file: file, into: &units, losses: &losses)
                for unit in units {
                    do {
                        try byLocale[locale]?.add(key: key, path: unit.path, text: unit.text, at: node.location)
                    } catch {
                        throw ExchangeError(file: file, location: node.location, message: "\(key) \(error.message)")
                    }
                    if let state = unit.state { byLocale[locale]?.states[key] = TranslationState.fromXcstrings(state) }
                }
            }
        }
        for locale in localeOrder {
            guard var collected = byLocale[locale], let pending = pendingByLocale[locale] else { continue }
            try resolve(pending, into: &collected, file: file, losses: &losses)
            byLocale[locale] = collected
        }
        return localeOrder.compactMap { byLocale[$0] }
    }

    /// A localization in one of the shapes Xcode writes, nil for any other (which the
    /// general reader takes): a `stringUnit`, with `substitutions` or not, or
    /// `variations.plural` whose categories are `stringUnit`s.
    private static func xcodeShaped(_ node: JSONNode, entryKey: String, file: String, losses: inout [String])
        throws(ExchangeError) -> (text: String?, plural: [(category: String, text: String)],
            substitutions: [XcodeEntry.Substitution], state: String?)?
    {
        func value(_ unit: JSONNode) throws(ExchangeError) -> String {
            guard let value = unit["value"]?.string else {
                throw ExchangeError(file: file, location: unit.location, message: "\(entryKey): a stringUnit needs a \"value\"")
            }
            return value
        }
        /// Categories whose values are all `stringUnit`s, nil when any is something else.
        func categories(_ variations: JSONNode?) throws(ExchangeError) -> [(category: String, text: String)]? {
            guard let members = variations?.members, members.count == 1, let plural = members.first,
                plural.key == "plural", let branches = plural.value.members
            else { return nil }
            var result: [(category: String, text: String)] = []
            for branch in branches {
                guard let unit = branch.value["stringUnit"], branch.value.members?.count == 1 else { return nil }
                result.append((branch.key, try value(unit)))
            }
            return result
        }
        if let unit = node["stringUnit"], node["variations"] == nil {
            let text = try value(unit)
            var substitutions: [XcodeEntry.Substitution] = []
            for member in node["substitutions"]?.members ?? [] {
                var argNum = 0
                if let written = member.value["argNum"] {
                    argNum = try CatalogImporter.argumentIndex(written, key: entryKey, file: file) + 1
                }
                guard let branches = try categories(member.value["variations"]) else {
                    losses.append("\(file):\(member.value.location.line):\(member.value.location.column): \(entryKey): substitution \"\(member.key)\" is not plural variations of texts; it would be dropped")
                    continue
                }
                substitutions.append(.init(name: member.key, argNum: argNum,
                    formatSpecifier: member.value["formatSpecifier"]?.string ?? "", branches: branches))
            }
            return (text, [], substitutions, unit["state"]?.string)
        }
        guard node["argNum"] == nil, node["selectsOn"] == nil, node["substitutions"] == nil,
            let branches = try categories(node["variations"])
        else { return nil }
        let state = node["variations"]?["plural"]?.members?.lazy.compactMap { $0.value["stringUnit"]?["state"]?.string }
            .first { $0 != "new" }
        return (nil, branches, [], state)
    }

    private func readCatalogNode(
        _ node: JSONNode, key: String, path: [TranslationUnit.Step], file: String,
        into units: inout [(path: [TranslationUnit.Step], text: String, state: String?)], losses: inout [String]
    ) throws(ExchangeError) {
        func lose(_ what: String) {
            losses.append("\(file):\(node.location.line):\(node.location.column): \(key): \(what)")
        }
        if node["substitutions"] != nil { lose("substitutions cannot be kept; only the text is imported") }
        if let unit = node["stringUnit"] {
            guard let value = unit["value"]?.string else {
                throw ExchangeError(file: file, location: unit.location, message: "\(key): a stringUnit needs a \"value\"")
            }
            do {
                let template = SourceShape.isInline(value) ? value : try FormatSpecifiers.template(fromExchange: value)
                units.append((path, template, unit["state"]?.string))
            } catch {
                throw ExchangeError(file: file, location: unit["value"]?.location ?? unit.location,
                    message: "\(key): \(error.message) (column \(error.column) of the text)")
            }
            return
        }
        guard let variations = node["variations"]?.members, let variation = variations.first else {
            throw ExchangeError(file: file, location: node.location, message: "\(key): expected a \"stringUnit\" or \"variations\"")
        }
        // The recursion below follows the file's nesting; the same limit as the XLIFF path.
        guard path.count < TranslationTree.maximumDepth else {
            throw ExchangeError(file: file, location: node.location,
                message: "\(key): variations are nested more than \(TranslationTree.maximumDepth) deep")
        }
        for extra in variations.dropFirst() {
            lose("\"\(extra.key)\" variations next to \"\(variation.key)\" cannot be kept; they would be dropped")
        }
        guard ["plural", "ordinal", "select"].contains(variation.key), let branches = variation.value.members else {
            lose("\"\(variation.key)\" variations cannot be kept; only their \"other\" is imported")
            if let other = variation.value["other"] {
                try readCatalogNode(other, key: key, path: path, file: file, into: &units, losses: &losses)
            }
            return
        }
        let selector: String
        if let own = node["selectsOn"]?.string, MessageCompiler.ownSelectors.contains(own) {
            selector = own  // Guidepost's variants by the form a sentence asks of a phrase, or by medium
        } else {
            let argument: Int
            if let argNum = node["argNum"] {
                argument = try Self.argumentIndex(argNum, key: key, file: file)
            } else if variation.key == "plural", let count = source.message(key)?.placeholders.first(where: \.isCount) {
                argument = count.number  // Xcode's own plural variations count the message's number
            } else {
                throw ExchangeError(file: file, location: node.location,
                    message: "\(key): \"\(variation.key)\" variations need \"argNum\", the argument they select on (1 for %1$@)")
            }
            if let view = node["view"] {
                guard let name = view.string, MessageCompiler.isFormName(name) else {
                    throw ExchangeError(file: file, location: view.location,
                        message: "\(key): \"view\" must name a view such as \"genitive\" or \"unit\"")
                }
                selector = "$\(argument):\(name)"
            } else {
                selector = "$\(argument)"
            }
        }
        for branch in branches {
            try readCatalogNode(branch.value, key: key,
                path: path + [TranslationUnit.Step(kind: variation.key, selector: selector, branch: branch.key)],
                file: file, into: &units, losses: &losses)
        }
    }

    /// The largest `argNum` read: a message has a handful of arguments, and the bound
    /// keeps the conversion to `Int` exact and in range whatever number the file holds.
    static let maximumArgumentNumber = 9_999

    /// The placeholder index (`$0` for argNum 1) an `argNum` names.
    static func argumentIndex(_ node: JSONNode, key: String, file: String) throws(ExchangeError) -> Int {
        let written: String
        switch node.value {
        case .number(let number, let text):
            // Checked before converting: `Int(1e19)` or `Int(.nan)` traps.
            if number >= 1, number <= Double(maximumArgumentNumber), let whole = Int(exactly: number) {
                return whole - 1
            }
            written = text
        default:
            written = JSONWriter.compact(node)
        }
        throw ExchangeError(file: file, location: node.location,
            message: "\(key): \"argNum\" must be a whole number from 1 to \(maximumArgumentNumber) (1 for %1$@), not \(written)")
    }
}

/// Where a translation of an existing localization file goes missing in an import: every
/// variant, at any depth of the nested plural, ordinal and select variants.
enum VariantLoss {
    /// One node of a translation: its path of variant steps (`select.$1.up/plural.$3.few`)
    /// and what it is.
    struct Node {
        enum Kind { case text, variants, unreadable }
        var path: String
        var kind: Kind
        var location: SourceLocation
    }

    /// Every node of a translation, parents before children, walked with an explicit
    /// stack (a localization file may nest as deep as the JSON reader allows).
    static func nodes(_ value: JSONNode) -> [Node] {
        var result: [Node] = []
        var pending: [(node: JSONNode, path: String)] = [(value, "")]
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .string:
                result.append(Node(path: path, kind: .text, location: node.location))
            case .object(let members):
                let selectors = members.filter { ["plural", "ordinal", "select"].contains($0.key) }
                guard selectors.count == 1, let selector = selectors.first, let name = selector.value.string,
                    members.first?.key == selector.key, members.count > 1
                else {
                    result.append(Node(path: path, kind: .unreadable, location: node.location))
                    continue
                }
                result.append(Node(path: path, kind: .variants, location: node.location))
                let prefix = path.isEmpty ? "" : path + "/"
                // Reversed so that the stack pops them in file order.
                for member in members.dropFirst().reversed() {
                    pending.append((member.value, prefix + "\(selector.key).\(name).\(member.key)"))
                }
            default:
                result.append(Node(path: path, kind: .unreadable, location: node.location))
            }
        }
        return result
    }

    /// The losses of replacing `existing` with `imported`: each text of `existing` whose
    /// variant the import lacks. A text the import splits into variants is kept (the
    /// import has variants below its path); variants it merges into one text are lost.
    static func losses(existing: JSONNode, imported: JSONNode, key: String, file: String) -> [String] {
        let importedPaths = Set(nodes(imported).map(\.path))
        var losses: [String] = []
        for node in nodes(existing) {
            let position = "\(file):\(node.location.line):\(node.location.column): \(key)"
            switch node.kind {
            case .variants:
                continue
            case .text where importedPaths.contains(node.path):
                continue
            case .text:
                losses.append("\(position): the import has no variant \(node.path); importing would remove its translation")
            case .unreadable:
                let what = node.path.isEmpty ? "the translation" : "variant \(node.path)"
                losses.append("\(position): \(what) is neither a text nor plural, ordinal or select variants; importing would replace it")
            }
        }
        return losses
    }
}

/// The localization files of a directory as an import sees them: which names it may
/// write, and which existing files it may replace.
enum LocalizationFiles {
    /// The canonical BCP-47 tag of a locale identifier read from an exchange file, or nil
    /// when it is not one.
    ///
    /// The tag becomes a file name, so only the characters of a language tag or ICU
    /// identifier (letters, digits, `-`, `_`) are accepted before ICU sees it, and only
    /// letters, digits and `-` after: no separator, dot or NUL gets through.
    static func localeTag(_ identifier: String) -> String? {
        func isTagCharacter(_ scalar: Unicode.Scalar, underscore: Bool) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || (underscore && scalar == "_")
        }
        guard !identifier.isEmpty, identifier.unicodeScalars.count <= 128,
            identifier.unicodeScalars.allSatisfy({ isTagCharacter($0, underscore: true) }),
            let tag = LocaleResolver.canonicalTag(identifier), !tag.isEmpty, !tag.hasPrefix("-"),
            tag.unicodeScalars.allSatisfy({ isTagCharacter($0, underscore: false) })
        else { return nil }
        return tag
    }

    /// The localization already in `directory` under `fileName`, nil when there is none
    /// (or a directory stands there, which the write then fails on and rolls back).
    ///
    /// - Throws: `ExchangeError` when a file stands there that is not the localization of
    ///   `locale`: the import never replaces it.
    static func existing(_ fileName: String, locale: String, in directory: URL) throws(ExchangeError) -> Localization? {
        guard let bytes = try existingBytes(fileName, locale: locale, in: directory) else { return nil }
        // `existingBytes` has checked that it loads.
        return try? Localization.load(text: String(decoding: bytes, as: UTF8.self), file: fileName)
    }

    /// The bytes of the file `fileName` in `directory`, nil when there is none.
    ///
    /// - Throws: `ExchangeError` when a file stands there that cannot be read or is not
    ///   the localization of `locale`.
    static func existingBytes(_ fileName: String, locale: String, in directory: URL) throws(ExchangeError) -> [UInt8]? {
        let url = directory.appendingPathComponent(fileName)
        switch FileTransaction.kind(of: url.path) {
        case .missing, .directory:
            return nil
        case .other:
            break
        }
        func refuse(_ why: String) -> ExchangeError {
            ExchangeError(file: url.path, message: "\(why); the import never replaces such a file, and nothing was written")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw refuse("exists but cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw refuse("exists and is not a localization file (it is not UTF-8)")
        }
        let localization: Localization
        do {
            localization = try Localization.load(text: text, file: fileName)
        } catch {
            throw refuse("exists and is not a localization file (\(SourceLocation.prefix(fileName, error.location)): \(error.message))")
        }
        guard (LocaleResolver.canonicalTag(localization.locale) ?? localization.locale) == locale else {
            throw refuse("is the localization of \(TextForm.jsonString(localization.locale)), not of \(locale)")
        }
        return Array(data)
    }
}
