/// A compiled message: a pattern, or variants chosen by a placeholder's plural category
/// or select value, nested as the translator wrote them.
package indirect enum MessageNode: Sendable {
    case pattern(Pattern)
    /// Variants by the plural category (cardinal or ordinal) of a numeric placeholder;
    /// exact values (`=1`) are tried first.
    case plural(placeholder: Int, ordinal: Bool, exact: [ExactVariant], categories: [MessageNode?], other: MessageNode)
    /// Variants by the enum value of a placeholder, indexed by the value's position in
    /// the role's vocabulary.
    case select(placeholder: Int, branches: [MessageNode?], other: MessageNode?)
    /// Variants by a view of a placeholder's value (`"select": "$1:unit"`, `"$2:kind"`,
    /// `"$3:genitive"`, which is `known` when the name has that form), by value name.
    case selectView(placeholder: Int, view: String, branches: ViewBranches, other: MessageNode)
    /// Variants by the grammatical form the enclosing message asks of this fragment
    /// (`"select": "form"`); `other` when it asks none or one without a variant.
    case form(branches: [String: MessageNode], other: MessageNode)
    /// Variants by medium (`"select": "medium"`): `speech` for a renderer that speaks, else `other`.
    case medium(speech: MessageNode?, other: MessageNode)
    /// Variants of a built-in file compiled when a render first reaches them: a case-rich
    /// locale's message has thousands of variants, a render takes one path through them.
    case deferred(DeferredNode)

    /// The variants of a select on a view, by value name, searched in order: a few short
    /// names (`known`, `now`, a unit), which compare faster than they hash.
    package struct ViewBranches: Sendable {
        package var entries: [(value: String, node: MessageNode)]

        package init(_ branches: [String: MessageNode]) {
            entries = branches.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The values of `$n:when`, in the order of `Argument.Timing`.
        package static let timingValues = ["later", "now", "none", "then"]

        /// Whether this is a select on a distance's timing (`$n:when`): every value is one of
        /// `timingValues`.
        package var isTiming: Bool { !entries.isEmpty && entries.allSatisfy { Self.timingValues.contains($0.value) } }

        /// The value whose variant a value without one of its own takes: `then` (the second
        /// half of a chained instruction) is said as `none` is, unless the translation has
        /// words of its own for it. The one statement of that rule (`VariantProgram` follows it).
        package static func fallback(of value: String) -> String? { value == "then" ? "none" : nil }

        package subscript(value: String) -> MessageNode? {
            for entry in entries where entry.value == value { return entry.node }
            return Self.fallback(of: value).flatMap { self[$0] }
        }
    }

    package struct ExactVariant: Sendable {
        package var value: Double
        package var node: MessageNode
    }

}

/// A parsed template, ready to fill: literals with their lengths measured once.
package struct Pattern: Sendable {
    package enum Segment: Sendable {
        case literal(String, utf16Count: Int)
        /// A placeholder and the view asked of its value (`$3:genitive`, `$1:number`), if any.
        case placeholder(Int, view: String?)
        /// Text standing in for a placeholder's value, with its role and highlight (`$0{первый}`).
        case spelled(Int, String, utf16Count: Int, view: String?)
    }
    package var segments: [Segment]
    /// The placeholder numbers this pattern uses.
    package var placeholders: Set<Int>
    /// The first segment, literal text, as it reads starting a sentence (its first letter
    /// capitalized by the locale's rules), when that differs: made once, when a renderer's
    /// table is built.
    package var capitalizedStart: (text: String, utf16Count: Int)?
    /// Whether the first segment is literal text with no letter to capitalize (only opening
    /// punctuation, as a pseudo-locale's "["): the sentence's first letter comes after it.
    package var startsWithoutLetter = false

    package init(_ parsed: [TemplateSegment]) {
        var segments: [Segment] = []
        var placeholders: Set<Int> = []
        for segment in parsed {
            switch segment {
            case .literal(let text):
                segments.append(.literal(text, utf16Count: text.utf16.count))
            case .placeholder(let number, let view):
                placeholders.insert(number)
                segments.append(.placeholder(number, view: view))
            case .spelled(let number, let text, let view):
                placeholders.insert(number)
                segments.append(.spelled(number, text, utf16Count: text.utf16.count, view: view))
            }
        }
        self.segments = segments
        self.placeholders = placeholders
        capitalizedStart = nil
        if case .literal(let text, _)? = segments.first {
            startsWithoutLetter = !text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }

    /// The views each placeholder is asked for.
    package var views: [(number: Int, view: String)] {
        segments.compactMap { segment in
            switch segment {
            case .placeholder(let number, let view?), .spelled(let number, _, _, let view?): return (number, view)
            default: return nil
            }
        }
    }

    /// The pattern's whole text when it has no placeholders (a fragment).
    package var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .literal(let literal, _) = segment else { return nil }
            text += literal
        }
        return text
    }
}

extension MessageNode {
    /// The node with every pattern's `capitalizedStart` made by `capitalize`. Recursion
    /// follows the translator's nesting, which the JSON reader bounds (256 levels).
    package func capitalizingStarts(_ capitalize: (String) throws(ICUError) -> String?) throws(ICUError) -> MessageNode {
        switch self {
        case .pattern(var pattern):
            if case .literal(let text, _)? = pattern.segments.first, let capitalized = try capitalize(text) {
                pattern.capitalizedStart = (capitalized, capitalized.utf16.count)
            }
            return .pattern(pattern)
        case .plural(let placeholder, let ordinal, let exact, let categories, let other):
            var variants: [ExactVariant] = []
            for variant in exact { variants.append(ExactVariant(value: variant.value, node: try variant.node.capitalizingStarts(capitalize))) }
            var nodes: [MessageNode?] = []
            for node in categories { nodes.append(try node?.capitalizingStarts(capitalize)) }
            return .plural(placeholder: placeholder, ordinal: ordinal, exact: variants, categories: nodes,
                other: try other.capitalizingStarts(capitalize))
        case .select(let placeholder, let branches, let other):
            var nodes: [MessageNode?] = []
            for node in branches { nodes.append(try node?.capitalizingStarts(capitalize)) }
            return .select(placeholder: placeholder, branches: nodes, other: try other?.capitalizingStarts(capitalize))
        case .selectView(let placeholder, let view, var branches, let other):
            for index in branches.entries.indices {
                branches.entries[index].node = try branches.entries[index].node.capitalizingStarts(capitalize)
            }
            return .selectView(placeholder: placeholder, view: view, branches: branches, other: try other.capitalizingStarts(capitalize))
        case .form(let branches, let other):
            var nodes: [String: MessageNode] = [:]
            for (name, node) in branches { nodes[name] = try node.capitalizingStarts(capitalize) }
            return .form(branches: nodes, other: try other.capitalizingStarts(capitalize))
        case .medium(let speech, let other):
            return .medium(speech: try speech?.capitalizingStarts(capitalize), other: try other.capitalizingStarts(capitalize))
        case .deferred:
            // Capitalized by the deferral when compiled.
            return self
        }
    }
}

extension MessageNode {
    /// The variants directly inside this node, for walks over a message (with a stack, not recursion).
    package var children: [MessageNode] {
        switch self {
        case .pattern: []
        case .plural(_, _, let exact, let categories, let other): exact.map(\.node) + categories.compactMap { $0 } + [other]
        case .select(_, let branches, let other): branches.compactMap { $0 } + (other.map { [$0] } ?? [])
        case .selectView(_, _, let branches, let other): branches.entries.map(\.node) + [other]
        case .form(let branches, let other): Array(branches.values) + [other]
        case .medium(let speech, let other): [other] + (speech.map { [$0] } ?? [])
        case .deferred(let deferred): [deferred.node]
        }
    }
}

/// Variants compiled the first time a render reaches them (see `Once`).
package typealias DeferredNode = Once<CompiledNode>

/// A compiled node, as a class `Once` can hold.
package final class CompiledNode: Sendable {
    package let node: MessageNode
    package init(_ node: MessageNode) { self.node = node }
}

extension Once where Value == CompiledNode {
    /// Variants compiled by `compile` when first needed.
    package convenience init(compiling compile: @escaping @Sendable () -> MessageNode) {
        self.init(making: { CompiledNode(compile()) })
    }

    package var node: MessageNode { value.node }
}
