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
    /// The `"grammar"` object.
    let grammar: GrammarSource?
    private let lookup: Lookup

    /// Whether the package's tests lint this file (an indexed, built-in one): its grammar
    /// rules and messages are compiled when first used, not when a renderer is built.
    var isChecked: Bool {
        if case .indexed = lookup { return true }
        return false
    }

    private enum Lookup: Sendable {
        case read([String: JSONMember])
        case indexed(text: String, members: [String: JSONSkimmer.Member])
    }

    /// A localization read whole.
    init(_ localization: Localization) {
        locale = localization.locale
        file = localization.file
        grammar = localization.root["grammar"].map { GrammarSource(node: $0) }
        var members: [String: JSONMember] = [:]
        for entry in localization.entries where members[entry.key] == nil { members[entry.key] = entry }
        lookup = .read(members)
    }

    /// Indexes a built-in localization's text: its `"messages"` are found, not read.
    ///
    /// - Parameter index: The file's members as the embedder found them
    ///   (`JSONSkimmer.encode` of `JSONSkimmer.localizationPaths`); the text is skimmed when
    ///   there is none or it does not decode.
    package static func indexing(text: String, file: String, index: String? = nil) throws(CatalogError) -> MessageSource {
        func reading<T>(_ body: () throws(JSONSyntaxError) -> T) throws(CatalogError) -> T {
            do {
                return try body()
            } catch {
                throw CatalogError(file: file, location: error.location, message: error.message)
            }
        }
        // The messages, the grammar's members and its forms' are found in the same pass as the file's.
        let top: [JSONSkimmer.Member]
        if let decoded = index.flatMap(JSONSkimmer.decode) {
            top = decoded
        } else {
            top = try reading { () throws(JSONSyntaxError) in
                try JSONSkimmer.members(of: text, descending: JSONSkimmer.localizationPaths)
            }
        }
        func member(_ key: String) -> JSONSkimmer.Member? { top.first { $0.key == key } }
        func value(_ member: JSONSkimmer.Member) throws(CatalogError) -> JSONNode {
            try reading { () throws(JSONSyntaxError) in try JSONParser.parse(text, bytes: member.valueBytes, at: member.valueLocation) }
        }
        guard let localeMember = member("locale"), let locale = try value(localeMember).string, !locale.isEmpty else {
            throw CatalogError(file: file, location: SourceLocation(line: 1, column: 1),
                message: "missing \"locale\" (a BCP-47 tag such as \"de\")")
        }
        guard let messagesMember = member("messages") else {
            throw CatalogError(file: file, location: SourceLocation(line: 1, column: 1), message: "missing \"messages\" object")
        }
        // The grammar is found, not read: a renderer's grammar reads its members (nouns,
        // contractions, …) when the locale is first used, and each form when a name first
        // needs it. The catalog of every shipped locale holds only where they are.
        var grammar: GrammarSource?
        if let grammarMember = member("grammar") {
            // Not an object: read whole, for the grammar to report.
            grammar = grammarMember.members == nil ? GrammarSource(node: try value(grammarMember))
                : GrammarSource(text: text, member: grammarMember)
        }
        guard let messages = messagesMember.members else {
            throw CatalogError(file: file, location: messagesMember.valueLocation, message: "\"messages\" must be an object")
        }
        var members: [String: JSONSkimmer.Member] = [:]
        // A slot left to fill (`null` or an empty text in a variant, as `guidepost init`
        // writes them) is no translation yet, as `Localization.load` reads it.
        for message in messages {
            if message.mayBeSlotToFill, Localization.isSlotToFill(try value(message)) { continue }
            members[message.key] = message
        }
        return MessageSource(locale: locale, file: file, grammar: grammar, lookup: .indexed(text: text, members: members))
    }

    private init(locale: String, file: String, grammar: GrammarSource?, lookup: Lookup) {
        self.locale = locale
        self.file = file
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

/// A localization's `"grammar"` object: read, or for an indexed (built-in) file found in its
/// text, its members read when a renderer's grammar is built and its forms when a name first
/// needs them (`Grammar.Form`).
package struct GrammarSource: Sendable {
    private enum Storage: Sendable {
        case read(JSONNode)
        case skimmed(text: String, member: JSONSkimmer.Member)
    }
    private let storage: Storage

    /// A grammar read whole.
    init(node: JSONNode) { storage = .read(node) }

    /// An indexed file's grammar object, whose members were found (`member.members`).
    init(text: String, member: JSONSkimmer.Member) { storage = .skimmed(text: text, member: member) }

    /// The object; an indexed file's without its `"forms"` (read now: a checked file's
    /// members parse, and one that did not would read as absent).
    var node: JSONNode {
        switch storage {
        case .read(let node):
            return node
        case .skimmed(let text, let grammar):
            var read: [JSONMember] = []
            for member in grammar.members ?? [] where member.key != "forms" {
                guard let value = try? JSONParser.parse(text, bytes: member.valueBytes, at: member.valueLocation) else { continue }
                read.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(value: .object(read), location: grammar.valueLocation, bytes: grammar.valueBytes)
        }
    }

    /// An indexed file's text and the members of its `"forms"` object.
    var skimmedForms: (text: String, members: [JSONSkimmer.Member])? {
        guard case .skimmed(let text, let grammar) = storage,
            let forms = grammar.members?.first(where: { $0.key == "forms" })?.members
        else { return nil }
        return (text, forms)
    }
}
