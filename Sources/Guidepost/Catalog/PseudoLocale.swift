/// A generated locale that shows how an app copes with translation before any exists.
///
/// - `en-XA` (accented): every letter of the source accented, about 40% longer, each
///   text in brackets, so untranslated, truncated or concatenated strings stand out.
/// - `ar-XB` (right to left): the source words forced right to left with bidi overrides
///   in a right-to-left locale, so mirrored layouts can be checked.
///
/// Placeholders stay intact. `Catalog.embedded` generates both the first time they are
/// asked for, so they work wherever a locale does: `Renderer(locale: "en-XA")`, `guidepost render --locale ar-XB`.
public struct PseudoLocale: Hashable, Sendable {
    /// The BCP-47 tag, `en-XA` or `ar-XB`.
    public let tag: String
    private let kind: Kind

    private enum Kind: Hashable, Sendable {
        case accented, rightToLeft
    }

    /// Accented and longer text in brackets: `[Ţûŕñ ļéƒţ one]`.
    public static let accented = PseudoLocale(tag: "en-XA", kind: .accented)
    /// Source words forced right to left in a right-to-left locale.
    public static let rightToLeft = PseudoLocale(tag: "ar-XB", kind: .rightToLeft)
    /// Every pseudo-locale.
    public static let all: [PseudoLocale] = [.accented, .rightToLeft]

    private init(tag: String, kind: Kind) {
        self.tag = tag
        self.kind = kind
    }

    /// The pseudo-locale for a tag (`en-XA`, `en-xa`, `ar-XB`), if it is one.
    public init?(tag: String) {
        let canonical = tag.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = Self.all.first(where: { $0.tag.lowercased() == canonical }) else { return nil }
        self = match
    }

    /// The share by which `en-XA` lengthens text.
    static let expansion = 0.4

    /// Pseudo-translates one template text, leaving `$n` placeholders and `$$` intact.
    ///
    /// Text whose `$` syntax is broken, and text that is placeholders only, is returned unchanged.
    public func translate(_ template: String) -> String {
        guard let segments = try? TemplateParser.parse(template) else { return template }
        // A value passed through as it is (`unit.distance`'s "$0") has no text to translate.
        let hasText = segments.contains { if case .literal = $0 { true } else { false } }
        guard hasText else { return template }
        var out = ""
        for segment in segments {
            switch segment {
            case .placeholder(let number, let view):
                out += "$\(number)" + (view.map { ":" + $0 } ?? "")
            case .spelled(let number, let text, let view):
                out += "$\(number)" + (view.map { ":" + $0 } ?? "") + "{" + transform(text).replacingOccurrences(of: "$", with: "") + "}"
            case .literal(let text):
                out += transform(text).replacingOccurrences(of: "$", with: "$$")
            }
        }
        switch kind {
        case .rightToLeft:
            return out
        case .accented:
            // Brackets and filler words together make the text 40% longer (at least one word).
            let target = Int(exactly: (Double(template.count) * (1 + Self.expansion)).rounded(.up)) ?? template.count
            let padding = max(1, target - out.count - 2)
            return "[" + out + Self.filler(padding) + "]"
        }
    }

    private func transform(_ text: String) -> String {
        switch kind {
        case .accented:
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                out.append(Self.accents[scalar] ?? scalar)
            }
            return String(out)
        case .rightToLeft:
            // Each word in its own override, so spaces and placeholders between words keep
            // their own direction and every override is closed.
            var out = ""
            var word = ""
            for character in text {
                if character.isWhitespace {
                    if !word.isEmpty { out += "\u{202E}" + word + "\u{202C}"; word = "" }
                    out.append(character)
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { out += "\u{202E}" + word + "\u{202C}" }
            return out
        }
    }

    /// Words appended to lengthen a text by `count` characters (at least one word).
    private static func filler(_ count: Int) -> String {
        guard count > 0 else { return "" }
        let words = ["ŏñê", "ţŵŏ", "ţĥŕêê", "ƒŏûŕ", "ƒîvê", "šîx", "šêvêñ", "êîĝĥţ", "ñîñê", "ţêñ"]
        var out = ""
        var index = 0
        while out.count < count {
            out += " " + words[index % words.count]
            index += 1
        }
        return out
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöƥɋŕšţûvŵxýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖƤɊŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (from, to) in zip(plain, accented) { table[from] = to }
        return table
    }()

    /// The pseudo-translation of a whole source catalog, shaped like a localization file.
    ///
    /// Plural variants get every category the pseudo-locale's rules use (`ar-XB` counts
    /// like Arabic), taken from the source's variant of that category or its `other`.
    public func localization(of source: SourceCatalog) -> Localization {
        let categories = Self.pluralCategories(for: tag)
        let placeholder = SourceLocation(line: 0, column: 0)
        let entries = source.messages.map { message in
            JSONMember(key: message.key, keyLocation: placeholder, value: pseudoNode(message.source, categories: categories))
        }
        let root = JSONNode.object([("locale", .string(tag)), ("messages", JSONNode(value: .object(entries), location: placeholder))])
        return Localization(locale: tag, file: "pseudo/\(tag).json", entries: entries, states: [:], root: root)
    }

    /// The categories ICU's rules use for the tag, or only `other` when ICU cannot tell.
    private static func pluralCategories(for tag: String) -> (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>) {
        guard let resolved = try? ResolvedLocale.resolve(tag) else { return ([.other], [.other]) }
        return (resolved.cardinalCategories, resolved.ordinalCategories)
    }

    private func pseudoNode(_ node: JSONNode, categories: (cardinal: Set<PluralCategory>, ordinal: Set<PluralCategory>))
        -> JSONNode
    {
        switch node.value {
        case .string(let text):
            return .string(translate(text))
        case .object(let members):
            let isPlural = members.contains { $0.key == "plural" }
            let isOrdinal = members.contains { $0.key == "ordinal" }
            guard isPlural || isOrdinal else {
                return JSONNode(
                    value: .object(members.map { member in
                        guard member.key != "select" else { return member }
                        var copy = member
                        copy.value = pseudoNode(member.value, categories: categories)
                        return copy
                    }), location: node.location)
            }
            let wanted = (isOrdinal ? categories.ordinal : categories.cardinal).sorted()
            var out: [(String, JSONNode)] = []
            for member in members where member.key == "plural" || member.key == "ordinal" || member.key.hasPrefix("=") {
                out.append((member.key, member.key.hasPrefix("=") ? pseudoNode(member.value, categories: categories) : member.value))
            }
            let other = node["other"]
            for category in wanted {
                guard let branch = node[category.rawValue] ?? other else { continue }
                out.append((category.rawValue, pseudoNode(branch, categories: categories)))
            }
            return .object(out)
        default:
            return node
        }
    }
}
