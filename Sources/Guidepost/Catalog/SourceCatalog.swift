/// The source catalog (`Templates/messages.json`): every message's key, English text,
/// translator comment and placeholder specs.
public struct SourceCatalog: Sendable {
    /// The source language, `en`.
    public var sourceLocale: String
    /// The messages, in file order. Changing them updates the lookup by key; a key that
    /// occurs twice is found at its last occurrence.
    public var messages: [MessageDefinition] {
        didSet { indexByKey = Self.index(messages) }
    }
    /// The file it was read from, as named when loading.
    public var file: String
    /// The source language's grammar (`"grammar"`: its road-word abbreviations), for renders
    /// in that language.
    package var grammar: JSONNode?
    private var indexByKey: [String: Int]

    /// The message with this key, if any.
    public func message(_ key: String) -> MessageDefinition? {
        indexByKey[key].map { messages[$0] }
    }

    /// Reads a source catalog. Problems with single messages are reported in
    /// `diagnostics` and those messages are left out; a file that is not a catalog at
    /// all throws.
    public static func load(text: String, file: String) throws(CatalogError) -> (SourceCatalog, [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw CatalogError(file: file, location: error.location, message: error.message)
        }
        guard let messagesNode = root["messages"], let members = messagesNode.members else {
            throw CatalogError(file: file, location: root.location, message: "expected an object with \"messages\"")
        }
        let sourceLocale = root["sourceLocale"]?.string ?? "en"
        var diagnostics: [Diagnostic] = []
        var messages: [MessageDefinition] = []
        let english = (cardinal: Set<PluralCategory>([.one, .other]), ordinal: Set<PluralCategory>([.one, .two, .few, .other]))
        // The source catalog's own grammar: a form it gives every name needs no fallback in a
        // source message that asks for it.
        let alwaysKnown = Grammar(root["grammar"], file: file, locale: sourceLocale, diagnostics: &diagnostics)
            .alwaysKnownForms
        for member in members {
            func problem(_ message: String, at location: SourceLocation) {
                diagnostics.append(Diagnostic(.error, check: "invalid-template", message, file: file, location: location,
                    locale: sourceLocale, key: member.key))
            }
            guard let text = member.value["text"] else {
                problem("a message needs \"text\"", at: member.keyLocation)
                continue
            }
            var specs: [PlaceholderSpec] = []
            var valid = true
            for placeholder in member.value["placeholders"]?.members ?? [] {
                let digits = placeholder.key.dropFirst()
                guard placeholder.key.hasPrefix("$"), !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                    let number = Int(digits), number <= GuidepostLimits.maximumPlaceholder
                else {
                    problem("placeholder key \"\(placeholder.key)\" is not like \"$0\" (a number from 0 to \(GuidepostLimits.maximumPlaceholder))",
                        at: placeholder.keyLocation)
                    valid = false
                    continue
                }
                guard let roleName = placeholder.value["role"]?.string, let role = Role(rawValue: roleName),
                    Role.placeholderRoles.contains(role)
                else {
                    problem("placeholder \(placeholder.key) needs a \"role\" among \(Role.placeholderRoles.map(\.rawValue).joined(separator: ", "))",
                        at: placeholder.keyLocation)
                    valid = false
                    continue
                }
                specs.append(PlaceholderSpec(
                    number: number, role: role, meaning: placeholder.value["meaning"]?.string ?? "",
                    isHighlighted: placeholder.value["highlight"]?.bool ?? false,
                    isCount: placeholder.value["count"]?.bool ?? false,
                    isOptional: placeholder.value["optional"]?.bool ?? false,
                    values: placeholder.value["values"]?.array?.compactMap(\.string)))
            }
            guard valid else { continue }
            var compiler = MessageCompiler(
                file: file, locale: sourceLocale, key: member.key, placeholders: specs,
                cardinalCategories: english.cardinal, ordinalCategories: english.ordinal,
                isFormAlwaysKnown: { alwaysKnown.contains($0) })
            let compiled = compiler.compile(text)
            diagnostics += compiler.diagnostics
            guard let compiled else { continue }
            messages.append(MessageDefinition(
                key: member.key, comment: member.value["comment"]?.string ?? "",
                placeholders: specs.sorted { $0.number < $1.number }, source: text, location: member.keyLocation,
                compiled: compiled, fallback: member.value["fallback"]?.string))
        }
        checkFallbacks(&messages, file: file, sourceLocale: sourceLocale, diagnostics: &diagnostics)
        var catalog = SourceCatalog(sourceLocale: sourceLocale, messages: messages, file: file, indexByKey: index(messages))
        catalog.grammar = root["grammar"]
        return (catalog,
            diagnostics)
    }

    /// A fallback must name another message whose placeholders are a subset of this one's,
    /// number for number and role for role, and that has no fallback itself; one that does
    /// not is reported and dropped.
    private static func checkFallbacks(_ messages: inout [MessageDefinition], file: String, sourceLocale: String,
        diagnostics: inout [Diagnostic])
    {
        let byKey = index(messages)
        for offset in messages.indices {
            guard let fallback = messages[offset].fallback else { continue }
            let message = messages[offset]
            var problem: String?
            if let target = byKey[fallback].map({ messages[$0] }) {
                if target.fallback != nil {
                    problem = "its fallback \"\(fallback)\" has a fallback of its own"
                } else if let extra = target.placeholders.first(where: { spec in
                    message.placeholder(spec.number)?.role != spec.role
                }) {
                    problem = "its fallback \"\(fallback)\" has $\(extra.number) (\(extra.role.rawValue)), which this message lacks or gives another role"
                }
            } else {
                problem = "its fallback \"\(fallback)\" is not a message of the catalog"
            }
            if let problem {
                diagnostics.append(Diagnostic(.error, check: "invalid-template", problem + "; the fallback is ignored",
                    file: file, location: message.location, locale: sourceLocale, key: message.key))
                messages[offset].fallback = nil
            }
        }
    }

    private static func index(_ messages: [MessageDefinition]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (offset, message) in messages.enumerated() { index[message.key] = offset }
        return index
    }

    init(sourceLocale: String, messages: [MessageDefinition], file: String, indexByKey: [String: Int]) {
        self.sourceLocale = sourceLocale
        self.messages = messages
        self.file = file
        self.indexByKey = indexByKey
    }
}

/// A catalog or localization file that could not be read at all.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as named when loading.
    public var file: String
    /// Where the problem is, if known.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String

    public var description: String {
        "\(SourceLocation.prefix(file, location)): error: \(message)"
    }
}
