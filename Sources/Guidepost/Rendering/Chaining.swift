/// "Turn left onto Main Street, then turn right": one instruction for two maneuvers that
/// come close together.
extension Renderer {
    /// The longest stretch, in metres, between two maneuvers that `shouldChain` joins.
    public static let chainingDistance: Double = 100
    /// The longest time, in seconds, between two maneuvers that `shouldChain` joins.
    public static let chainingDuration: Double = 10

    /// Whether `next` comes so soon after a maneuver that the instruction announcing that
    /// maneuver should name it too: the stretch between them is at most `chainingDistance`
    /// long or, when its duration is known, takes at most `chainingDuration`. Only maneuvers
    /// one acts on are chained: not arriving or departing (said on their own), nor going
    /// straight on or keeping to lanes (the banner's lanes say that).
    public static func shouldChain(_ next: Instruction, gap meters: Double, duration seconds: Double? = nil) -> Bool {
        switch next.maneuver.kind.value {
        case .arrive, .depart, .straight, .useLane: return false
        default: break
        }
        guard meters.isFinite, meters >= 0 else { return false }
        if let seconds, seconds.isFinite, seconds >= 0 { return seconds <= chainingDuration || meters <= chainingDistance }
        return meters <= chainingDistance
    }

    /// Renders two instructions as one, as the locale's `then` message joins them: the first
    /// as `render(_:)` says it, the second without its distance (`DistancePhrasing.continuation`).
    /// The spans of both are kept (shifted), with the message's own text between them.
    ///
    /// - Throws: `RenderError` when either instruction cannot be rendered.
    public func render(_ instruction: Instruction, then next: Instruction) throws(RenderError) -> RenderedInstruction {
        try joined(instruction, then: next).rendered
    }

    /// Renders two instructions as one, the first with its distance phrased as asked.
    public func render(_ instruction: Instruction, distance phrasing: DistancePhrasing, then next: Instruction)
        throws(RenderError) -> RenderedInstruction
    {
        try joined(instruction, distance: phrasing, then: next).rendered
    }

    /// The joined instruction, and where in its text the first instruction lies (for the
    /// pronunciation of its name when spoken); nil when the locale's `then` leaves it out.
    func joined(_ instruction: Instruction, distance phrasing: DistancePhrasing = .stated, then next: Instruction)
        throws(RenderError) -> (rendered: RenderedInstruction, first: Range<String.Index>?)
    {
        let first = try render(instruction, distance: phrasing)
        let second = try render(next, distance: .continuation)
        let segments = engine.fixedPattern(.then).segments
        var parts: [RenderedInstruction] = []
        parts.reserveCapacity(segments.count)
        var firstStart: Int?
        var utf8Offset = 0
        for segment in segments {
            let part: RenderedInstruction
            switch segment {
            case .literal(let text, _):
                part = .part(text, role: .text)
            case .placeholder(0, _), .spelled(0, _, _, _):
                if firstStart == nil { firstStart = utf8Offset }
                part = first
            case .placeholder(1, _), .spelled(1, _, _, _):
                part = second
            default:
                continue
            }
            parts.append(part)
            utf8Offset += part.text.utf8.count
        }
        let rendered = RenderedInstruction(joining: parts, messageKey: MessageKey.then.rawValue)
        let utf8 = rendered.text.utf8
        let range = firstStart.map { start in
            utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: start + first.text.utf8.count)
        }
        return (rendered, range)
    }
}

extension RenderedInstruction {
    /// A piece of text to join with others: one span of `role` over all of it (none when empty).
    static func part(_ text: String, role: Role, highlighted: Bool = false, placeholder: Int? = nil) -> RenderedInstruction {
        let span = RenderedSpan(role: role, isHighlighted: highlighted, placeholder: placeholder,
            range: text.startIndex..<text.endIndex, utf16Offset: 0, utf16Length: text.utf16.count, subspans: nil)
        return RenderedInstruction(text: text, spans: text.isEmpty ? [] : [span], messageKey: "")
    }

    /// The texts one after another, with every span moved to its place in the joined text.
    init(joining parts: [RenderedInstruction], messageKey: String) {
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.text.utf8.count })
        for part in parts { text += part.text }
        let utf8 = text.utf8
        var spans: [RenderedSpan] = []
        var utf8Base = 0
        var utf16Base = 0
        for part in parts {
            let source = part.text.utf8
            func moved(_ range: Range<String.Index>) -> Range<String.Index> {
                let lower = source.distance(from: source.startIndex, to: range.lowerBound) + utf8Base
                let upper = source.distance(from: source.startIndex, to: range.upperBound) + utf8Base
                return utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)
            }
            for span in part.spans {
                var subspans = span.subspans
                if var inner = subspans {
                    inner.number = inner.number.map { .init(range: moved($0.range), utf16Offset: $0.utf16Offset + utf16Base, utf16Length: $0.utf16Length) }
                    inner.unit = inner.unit.map { .init(range: moved($0.range), utf16Offset: $0.utf16Offset + utf16Base, utf16Length: $0.utf16Length) }
                    subspans = inner
                }
                spans.append(RenderedSpan(role: span.role, isHighlighted: span.isHighlighted, placeholder: span.placeholder,
                    range: moved(span.range), utf16Offset: span.utf16Offset + utf16Base, utf16Length: span.utf16Length,
                    subspans: subspans))
            }
            utf8Base += source.count
            utf16Base += part.text.utf16.count
        }
        self.init(text: text, spans: spans, messageKey: messageKey)
    }
}
