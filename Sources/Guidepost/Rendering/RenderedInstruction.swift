/// A range of rendered text and what it is.
public struct RenderedSpan: Hashable, Sendable {
    /// What the text is: template text, or the role of the placeholder that produced it.
    public var role: Role
    /// Whether the app should highlight it (as the template marks its placeholder).
    public var isHighlighted: Bool
    /// The placeholder number that produced it (`3` for `$3`), or nil for template text.
    public var placeholder: Int?
    /// The range in the rendered `String`.
    public var range: Range<String.Index>
    /// The start in UTF-16 code units (`NSRange.location`).
    public var utf16Offset: Int
    /// The length in UTF-16 code units (`NSRange.length`).
    public var utf16Length: Int
    /// Finer spans inside this one: the number and the unit of a distance.
    public var parts: [RenderedSpan] {
        guard let subspans else { return [] }
        var parts: [RenderedSpan] = []
        for (part, role) in [(subspans.number, Role.distanceNumber), (subspans.unit, Role.distanceUnit)] {
            guard let part else { continue }
            parts.append(RenderedSpan(role: role, isHighlighted: isHighlighted, placeholder: placeholder, range: part.range,
                utf16Offset: part.utf16Offset, utf16Length: part.utf16Length, subspans: nil))
        }
        return parts
    }

    /// The parts, stored inline so that a render allocates no array for them.
    var subspans: Subspans?

    struct Subspans: Hashable, Sendable {
        struct Part: Hashable, Sendable {
            var range: Range<String.Index>
            var utf16Offset: Int
            var utf16Length: Int
        }
        var number: Part?
        var unit: Part?
    }

    init(role: Role, isHighlighted: Bool, placeholder: Int?, range: Range<String.Index>, utf16Offset: Int,
        utf16Length: Int, subspans: Subspans?)
    {
        self.role = role
        self.isHighlighted = isHighlighted
        self.placeholder = placeholder
        self.range = range
        self.utf16Offset = utf16Offset
        self.utf16Length = utf16Length
        self.subspans = subspans
    }
}

/// A rendered instruction: the final text and ordered spans that cover it.
public struct RenderedInstruction: Hashable, Sendable {
    /// The text to show.
    public var text: String
    /// Spans covering `text` from start to end, in order, without gaps or overlaps.
    public var spans: [RenderedSpan]
    /// The catalog key of the message used, e.g. `turn.landmark`.
    public var messageKey: String

    /// The ranges the app should highlight, in order.
    public var highlightRanges: [Range<String.Index>] {
        spans.filter(\.isHighlighted).map(\.range)
    }

    /// The first span of the given role, if any.
    public func span(_ role: Role) -> RenderedSpan? {
        spans.first(where: { $0.role == role })
    }

    /// The text of a span.
    public subscript(span: RenderedSpan) -> Substring { text[span.range] }
}
