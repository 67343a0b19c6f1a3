import Foundation
import Guidepost

/// One localization file an import would write.
public struct ImportedLocalization: Hashable, Sendable {
    /// The locale, as the exchange file names it.
    public var locale: String
    /// The file name in the localizations directory, `ru.json`.
    public var fileName: String
    /// The file's new contents, in the layout of the shipped files.
    public var text: String
}

/// What an import would do: the files it would write and the data it would lose.
public struct ImportPlan: Hashable, Sendable {
    /// The localization files to write.
    public var files: [ImportedLocalization]
    /// What the localization files cannot keep (an unknown key, a variation the files
    /// cannot express) or what the import would remove from existing files. A plan with
    /// losses is written only when forced.
    public var losses: [String]
}

/// Reads an XLIFF document or String Catalog back into localization files.
///
/// Reading and writing are separate: `plan` says what would change and what would be
/// lost, `write` writes every file to a temporary file first and then moves them into
/// place, so a failure leaves nothing half-written.
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

        mutating func add(key: String, path: [TranslationUnit.Step], text: String) throws(TranslationTree.Conflict) {
            if trees[key] == nil { order.append(key) }
            trees[key] = try TranslationTree.insert(text, path: path[...], into: trees[key])
        }
    }

    /// Reads an exchange file and works out the localization files it gives.
    ///
    /// - Parameters:
    ///   - existingDirectory: The localizations directory the files will go to; its
    ///     files' key order is kept, and keys the import would drop from them are losses.
    /// - Throws: `ExchangeError` for a file that is not well-formed XLIFF or JSON, or
    ///   that is not shaped like the format.
    public func plan(text: String, file: String, format: ExchangeFormat, existingDirectory: URL? = nil)
        throws(ExchangeError) -> ImportPlan
    {
        var losses: [String] = []
        let collected: [Collected]
        switch format {
        case .xliff: collected = try readXLIFF(text, file: file, losses: &losses)
        case .xcstrings: collected = try readCatalog(text, file: file, losses: &losses)
        }
        var files: [ImportedLocalization] = []
        for locale in collected {
            let fileName = locale.locale + ".json"
            var order: [String] = []
            if let directory = existingDirectory,
                let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path),
                let existingText = String(data: data, encoding: .utf8),
                let existing = try? Localization.load(text: existingText, file: fileName)
            {
                for key in existing.keys {
                    if locale.trees[key] != nil {
                        order.append(key)
                    } else {
                        losses.append("\(fileName): the import has no \"\(key)\"; importing would remove its translation")
                    }
                }
            }
            let placed = Set(order)
            order += locale.order.filter { !placed.contains($0) }
            var messages: [(String, JSONNode)] = []
            for key in order {
                guard let tree = locale.trees[key] else { continue }
                guard source.message(key) != nil else {
                    losses.append("\(file): \(locale.locale): \"\(key)\" is not a message of the source catalog; it would be dropped")
                    continue
                }
                messages.append((key, tree.node))
            }
            var root: [(String, JSONNode)] = [("locale", .string(locale.locale)), ("messages", .object(messages))]
            let states = order.compactMap { key in
                locale.states[key].flatMap { state in
                    state == TranslationState.translated || locale.trees[key] == nil || source.message(key) == nil
                        ? nil : (key, JSONNode.string(state))
                }
            }
            if !states.isEmpty { root.append(("states", .object(states))) }
            files.append(ImportedLocalization(locale: locale.locale, fileName: fileName, text: JSONWriter.pretty(.object(root))))
        }
        return ImportPlan(files: files, losses: losses)
    }

    /// Writes a plan's files into a directory (created when missing): each to a temporary
    /// file first, then all moved into place.
    ///
    /// - Throws: `ExchangeError` when the plan loses data and `force` is false (nothing
    ///   is written), or when a file cannot be written.
    public static func write(_ plan: ImportPlan, to directory: URL, force: Bool) throws(ExchangeError) {
        if !plan.losses.isEmpty && !force {
            throw ExchangeError(file: directory.path,
                message: "the import would lose data; nothing was written (force to import anyway):\n  "
                    + plan.losses.joined(separator: "\n  "))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExchangeError(file: directory.path, message: "cannot create the directory: \(error.localizedDescription)")
        }
        var written: [(temporary: URL, destination: URL)] = []
        func cleanUp() {
            for item in written { try? FileManager.default.removeItem(at: item.temporary) }
        }
        for file in plan.files {
            let destination = directory.appendingPathComponent(file.fileName)
            let temporary = directory.appendingPathComponent(".\(file.fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
            do {
                try Data(file.text.utf8).write(to: temporary)
            } catch {
                cleanUp()
                throw ExchangeError(file: destination.path, message: "cannot write: \(error.localizedDescription)")
            }
            written.append((temporary, destination))
        }
        for item in written where rename(item.temporary.path, item.destination.path) != 0 {
            cleanUp()
            throw ExchangeError(file: item.destination.path, message: "cannot move the new file into place")
        }
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
        for fileElement in root.elements("file") {
            guard let locale = fileElement.attribute("target-language"), !locale.isEmpty else {
                throw ExchangeError(file: file, location: fileElement.location, message: "<file> has no target-language")
            }
            // Several <file>s of one language (as tools split them) make one localization.
            let earlier = result.firstIndex(where: { $0.locale == locale })
            var collected = earlier.map { result.remove(at: $0) } ?? Collected(locale: locale)
            for body in fileElement.elements("body") {
                for unit in body.elements("trans-unit") + body.elements("group").flatMap({ $0.elements("trans-unit") }) {
                    guard let id = unit.attribute("id") else {
                        throw ExchangeError(file: file, location: unit.location, message: "<trans-unit> has no id")
                    }
                    guard let target = unit.elements("target").first else { continue }
                    guard let (key, path) = TranslationUnit.parse(id: id) else {
                        losses.append("\(file):\(unit.location.line):\(unit.location.column): trans-unit \"\(id)\" names no message or variant; it would be dropped")
                        continue
                    }
                    let template: String
                    do {
                        template = try FormatSpecifiers.template(fromExchange: target.text)
                    } catch {
                        throw ExchangeError(file: file, location: target.location,
                            message: "\(id): \(error.message) (column \(error.column) of the text)")
                    }
                    do {
                        try collected.add(key: key, path: path, text: template)
                    } catch {
                        throw ExchangeError(file: file, location: unit.location, message: "\(key) \(error.message)")
                    }
                    if let state = target.attribute("state") { collected.states[key] = TranslationState.fromXLIFF(state) }
                }
            }
            result.append(collected)
        }
        return result
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
        var byLocale: [String: Collected] = [:]
        var localeOrder: [String] = []
        for string in strings {
            for localization in string.value["localizations"]?.members ?? [] where localization.key != sourceLanguage {
                if byLocale[localization.key] == nil {
                    byLocale[localization.key] = Collected(locale: localization.key)
                    localeOrder.append(localization.key)
                }
                var units: [(path: [TranslationUnit.Step], text: String, state: String?)] = []
                try readCatalogNode(localization.value, key: string.key, path: [], file: file, into: &units, losses: &losses)
                for unit in units {
                    do {
                        try byLocale[localization.key]?.add(key: string.key, path: unit.path, text: unit.text)
                    } catch {
                        throw ExchangeError(file: file, location: localization.value.location,
                            message: "\(string.key) \(error.message)")
                    }
                    if let state = unit.state { byLocale[localization.key]?.states[string.key] = TranslationState.fromXcstrings(state) }
                }
            }
        }
        return localeOrder.compactMap { byLocale[$0] }
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
                let template = try FormatSpecifiers.template(fromExchange: value)
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
        let argument: Int
        if let number = node["argNum"]?.number, number >= 1, number == number.rounded() {
            argument = Int(number) - 1
        } else if variation.key == "plural", let count = source.message(key)?.placeholders.first(where: \.isCount) {
            argument = count.number  // Xcode's own plural variations count the message's number
        } else {
            throw ExchangeError(file: file, location: node.location,
                message: "\(key): \"\(variation.key)\" variations need \"argNum\", the argument they select on (1 for %1$@)")
        }
        for branch in branches {
            try readCatalogNode(branch.value, key: key,
                path: path + [TranslationUnit.Step(kind: variation.key, selector: "$\(argument)", branch: branch.key)],
                file: file, into: &units, losses: &losses)
        }
    }
}
