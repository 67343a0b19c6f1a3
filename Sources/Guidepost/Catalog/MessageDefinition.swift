/// What the source catalog says about one placeholder of a message.
public struct PlaceholderSpec: Hashable, Sendable {
    /// The placeholder's number: 3 for `$3`.
    public var number: Int
    /// What the placeholder is filled with.
    public var role: Role
    /// A note for translators on what the placeholder means.
    public var meaning: String
    /// Whether the filled text is highlighted.
    public var isHighlighted: Bool
    /// Whether this placeholder is the number the source's plural variants count.
    public var isCount: Bool
    /// Whether a translation may leave the placeholder out.
    public var isOptional: Bool
    /// The values a `select` on this placeholder can name, when it has any.
    public var values: [String]?
}

/// One message of the source catalog: its key, English text, comment and placeholders.
public struct MessageDefinition: Sendable {
    /// The stable key, e.g. `turn.landmark`.
    public var key: String
    /// The translator comment.
    public var comment: String
    /// The placeholders, by number.
    public var placeholders: [PlaceholderSpec]
    /// The source text as written (a string or variants).
    package var source: JSONNode
    /// Where the message's key is in the source file.
    package var location: SourceLocation
    /// The compiled source text.
    package var compiled: MessageNode
    /// A simpler message that states part of this one with the same placeholder numbers
    /// (`turn.landmark` for `turn.name.landmark`): a locale that has not translated this
    /// message renders that one instead of falling back to the source language.
    public var fallback: String?

    /// The spec of placeholder `number`, if the message declares it.
    public func placeholder(_ number: Int) -> PlaceholderSpec? {
        placeholders.first(where: { $0.number == number })
    }

    /// The source text in the catalog's notation: a string, or JSON for variants.
    public var sourceText: String { JSONWriter.compact(source) }
}
