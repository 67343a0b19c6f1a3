/// What a message table reads of one localization: its translations by key and its grammar.
///
/// An app's files and overrides are read whole (`Localization`), so that every problem is
/// reported when a renderer is built. A built-in file, which the package's tests lint, is
/// only indexed: its messages are found by key without being read, and each is read and
/// compiled the first time a renderer uses it. A case-rich locale's file is half a
/// megabyte of variants, most of which a session never shows.
package struct MessageSource: Sendable {
    let locale: String
    let file: String
    /// Whether the package's tests lint this file (the built-in files): its grammar rules
    /// and messages are compiled when first used, not when a renderer is built.
    let isChecked: Bool
    /// The `"grammar"` object, read.
    let grammar: JSONNode?
    private let lookup: Lookup

    private enum Lookup: Sendable {
        case read([String: JSONMember])
        case indexed(text: String, members: [String: JSONSkimmer.Member])
    }

    /// A localization read whole.
    init(_ localization: Localization) {
        locale = localization.locale
        file = localization.file
        isChecked = localization.grammarIsChecked
        grammar = localization.root["grammar"]
        var members: [String: JSONMember] = [:]
        for entry in localization.entries where members[entry.key] == nil { members[entry.key] = entry }
        lookup = .read(members)
    }

    /// Indexes a built-in localization's text: its `"messages"` are found, not read.
    package static func indexing(text: String, file: String) throws(CatalogError) -> MessageSource {
        do {
            let top = try JSONSkimmer.members(of: text)
            func member(_ key: String) -> JSONSkimmer.Member? { top.first { $0.key == key } }
            guard let localeMember = member("locale"),
                case .string(let locale) = try JSONParser.parse(text, bytes: localeMember.valueBytes,
                    at: localeMember.valueLocation).value, !locale.isEmpty
            else {
                throw CatalogError(file: file, location: SourceLocation(line: 1, column: 1),
                    message: "missing \"locale\" (a BCP-47 tag such as \"de\")")
            }
            guard let messagesMember = member("messages") else {
                throw CatalogError(file: file, location: SourceLocation(line: 1, column: 1), message: "missing \"messages\" object")
            }
            let grammar = try member("grammar").map { skimmed throws(JSONSyntaxError) in
                try JSONParser.parse(text, bytes: skimmed.valueBytes, at: skimmed.valueLocation)
            }
            var members: [String: JSONSkimmer.Member] = [:]
            for message in try JSONSkimmer.members(of: text, bytes: messagesMember.valueBytes, at: messagesMember.valueLocation) {
                // A slot left to fill (`null` or an empty text in a variant, as `guidepost init`
                // writes them) is no translation yet, as `Localization.load` reads it.
                if message.mayBeSlotToFill {
                    let value = try JSONParser.parse(text, bytes: message.valueBytes, at: message.valueLocation)
                    if Localization.isSlotToFill(value) { continue }
                }
                members[message.key] = message
            }
            return MessageSource(locale: locale, file: file, isChecked: true, grammar: grammar,
                lookup: .indexed(text: text, members: members))
        } catch let error as CatalogError {
            throw error
        } catch let error as JSONSyntaxError {
            throw CatalogError(file: file, location: error.location, message: error.message)
        } catch {
            throw CatalogError(file: file, location: nil, message: "\(error)")
        }
    }

    private init(locale: String, file: String, isChecked: Bool, grammar: JSONNode?, lookup: Lookup) {
        self.locale = locale
        self.file = file
        self.isChecked = isChecked
        self.grammar = grammar
        self.lookup = lookup
    }

    /// Whether the file translates the message (without reading the translation).
    func has(_ key: String) -> Bool {
        switch lookup {
        case .read(let members): members[key] != nil
        case .indexed(_, let members): members[key] != nil
        }
    }

    /// The translation of a message, read now for an indexed file.
    package func entry(_ key: String) -> Result<JSONMember, CatalogError>? {
        switch lookup {
        case .read(let members):
            return members[key].map { .success($0) }
        case .indexed(let text, let members):
            guard let skimmed = members[key] else { return nil }
            do {
                let value = try JSONParser.parse(text, bytes: skimmed.valueBytes, at: skimmed.valueLocation)
                return .success(JSONMember(key: key, keyLocation: skimmed.keyLocation, value: value))
            } catch {
                return .failure(CatalogError(file: file, location: error.location, message: error.message))
            }
        }
    }
}
