import Guidepost

/// The file a translator starts a locale from (`guidepost init pl`): every message of the
/// source catalog as a slot to fill, shaped as the source shapes it but with the locale's own
/// plural categories (CLDR, from ICU) where the source uses plural or ordinal variants, and
/// beside the messages a `context` object with each message's source text, comment and
/// placeholder meanings.
///
/// A slot is an empty text (`""`); a message with any empty text left is not yet a
/// translation (`Localization.load` counts it as missing), so the file renders, lints and
/// exports from the first minute and fills up message by message.
public enum LocaleSkeleton {
    /// The skeleton file's text for a locale (a BCP-47 tag).
    public static func text(locale: String, source: SourceCatalog) -> String {
        let categories = PluralSamples.categories(for: locale)
        var messages: [(String, JSONNode)] = []
        var context: [(String, JSONNode)] = []
        for definition in source.messages {
            messages.append((definition.key, slots(of: definition.source, categories: categories)))
            var notes = definition.comment
            notes += " Source: " + definition.sourceText + "."
            for placeholder in definition.placeholders {
                notes += " $\(placeholder.number) (\(placeholder.role.rawValue)): \(placeholder.meaning)."
            }
            context.append((definition.key, .string(notes)))
        }
        let root = JSONNode.object([
            ("locale", .string(locale)),
            ("messages", .object(messages)),
            ("context", .object(context)),
        ])
        return JSONWriter.pretty(root)
    }

    /// The source's shape with every text emptied; plural and ordinal variants get the
    /// locale's categories (and keep exact values such as `=1`). Walks the source's nesting,
    /// which the JSON reader bounds.
    static func slots(of node: JSONNode, categories: (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>))
        -> JSONNode
    {
        if node.string != nil { return .string("") }
        guard let members = node.members else { return .string("") }
        let counted = members.first { $0.key == "plural" || $0.key == "ordinal" }
        var out: [(String, JSONNode)] = []
        if let counted, let number = counted.value.string {
            out.append((counted.key, .string(number)))
            let other = members.first { $0.key == "other" }?.value ?? .string("")
            for member in members where member.key.hasPrefix("=") {
                out.append((member.key, slots(of: member.value, categories: categories)))
            }
            let wanted = counted.key == "plural" ? categories.cardinal : categories.ordinal
            for category in PluralCategory.allCases where wanted.contains(category) {
                let model = members.first { $0.key == category.rawValue }?.value ?? other
                out.append((category.rawValue, slots(of: model, categories: categories)))
            }
            return .object(out)
        }
        for member in members {
            out.append((member.key, member.key == "select" ? member.value : slots(of: member.value, categories: categories)))
        }
        return .object(out)
    }
}
