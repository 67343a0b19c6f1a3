/// A compiled message: a pattern, or variants chosen by a placeholder's plural category
/// or select value, nested as the translator wrote them.
indirect enum MessageNode: Sendable {
    case pattern(Pattern)
    /// Variants by the plural category (cardinal or ordinal) of a numeric placeholder;
    /// exact values (`=1`) are tried first.
    case plural(placeholder: Int, ordinal: Bool, exact: [ExactVariant], categories: [MessageNode?], other: MessageNode)
    /// Variants by the enum value of a placeholder, indexed by the value's position in
    /// the role's vocabulary.
    case select(placeholder: Int, branches: [MessageNode?], other: MessageNode?)

    struct ExactVariant: Sendable {
        var value: Double
        var node: MessageNode
    }

    /// Every pattern reachable in this message.
    var patterns: [Pattern] {
        switch self {
        case .pattern(let pattern): [pattern]
        case .plural(_, _, let exact, let categories, let other):
            exact.flatMap(\.node.patterns) + categories.compactMap { $0 }.flatMap(\.patterns) + other.patterns
        case .select(_, let branches, let other):
            branches.compactMap { $0 }.flatMap(\.patterns) + (other?.patterns ?? [])
        }
    }
}

/// A parsed template, ready to fill: literals with their lengths measured once.
struct Pattern: Sendable {
    enum Segment: Sendable {
        case literal(String, utf16Count: Int)
        case placeholder(Int)
    }
    var segments: [Segment]
    /// The placeholder numbers this pattern uses.
    var placeholders: Set<Int>
    /// Total UTF-16 length of the literals (for reserving capacity).
    var literalUTF16Count: Int

    init(_ parsed: [TemplateSegment]) {
        var segments: [Segment] = []
        var placeholders: Set<Int> = []
        var literalCount = 0
        for segment in parsed {
            switch segment {
            case .literal(let text):
                let count = text.utf16.count
                literalCount += count
                segments.append(.literal(text, utf16Count: count))
            case .placeholder(let number):
                placeholders.insert(number)
                segments.append(.placeholder(number))
            }
        }
        self.segments = segments
        self.placeholders = placeholders
        self.literalUTF16Count = literalCount
    }

    /// The pattern's whole text when it has no placeholders (a fragment).
    var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .literal(let literal, _) = segment else { return nil }
            text += literal
        }
        return text
    }
}
