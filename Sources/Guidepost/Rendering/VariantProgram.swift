/// A message's variants as a flat table of steps that a render walks by index.
///
/// Walking `MessageNode` itself copied each node's payload (its arrays of variants, its
/// children) out of the enum's box, retaining and releasing them at every level: a tenth of
/// a Russian or Hungarian render. Here every step is a few integers in arrays this object
/// owns, and the variants' texts are read only where compared. Variants a built-in file
/// defers (`MessageNode.deferred`) become programs of their own when a walk first reaches them.
/// Immutable once built.
final class VariantProgram: Sendable {
    enum Step {
        case pattern(Int32)
        /// Exact values at `exact[exactStart..<exactEnd]`, then six children (one per
        /// `PluralCategory.index`, -1 for none) at `children[categories...]`.
        case plural(placeholder: Int32, ordinal: Bool, exactStart: Int32, exactEnd: Int32, categories: Int32, other: Int32)
        /// `count` children at `children[start...]` (-1 for none); `other` -1 when there is
        /// none, `first` the first branch there is (-1 when none).
        case select(placeholder: Int32, start: Int32, count: Int32, other: Int32, first: Int32)
        /// `$n:when`: one child per `ViewBranches.timingValues` (later, now, none, then) at
        /// `children[start...]`, -1 for `other`.
        case timing(placeholder: Int32, start: Int32, other: Int32, view: Int32, namedStart: Int32, namedEnd: Int32)
        /// A select on a view (`strings[view]`) by value, `named[namedStart..<namedEnd]`.
        case view(placeholder: Int32, view: Int32, namedStart: Int32, namedEnd: Int32, other: Int32)
        /// A select on a view whose values are a vocabulary (`ValueView`): one child per value
        /// at `children[start...]` (-1 for `other`), chosen without comparing strings.
        case valueView(placeholder: Int32, kind: ValueView, start: Int32, other: Int32)
        /// A select on a form of a value (`$3:genitive`): `known` when the value has the form
        /// `strings[view]` (-1 when the select has no such variant), else `other`.
        case formKnown(placeholder: Int32, view: Int32, known: Int32, other: Int32)
        /// The form the enclosing message asks, `named[namedStart..<namedEnd]`.
        case form(namedStart: Int32, namedEnd: Int32, other: Int32)
        case medium(speech: Int32, other: Int32)
        case deferred(Int32)
    }

    /// The views whose values a render reads off the argument as an index (the placeholder's
    /// role decides which views those are: `Role.selectsOnValue`).
    enum ValueView: UInt8 {
        case distanceUnit, distanceNumber, distanceWidth, durationUnit, landmarkKind

        init?(role: Role, view: String) {
            switch (role.value, view) {
            case (.distance, "unit"): self = .distanceUnit
            case (.distance, "number"): self = .distanceNumber
            case (.distance, "width"): self = .distanceWidth
            case (.duration, "unit"): self = .durationUnit
            case (.landmark, "kind"): self = .landmarkKind
            default: return nil
            }
        }

        /// How many values there are (`values.count`, known without making them).
        var count: Int {
            switch self {
            case .distanceUnit: Self.distanceUnitCount
            case .distanceNumber, .distanceWidth: 2
            case .durationUnit: Role.durationUnits.count
            case .landmarkKind: Self.landmarkKindCount
            }
        }
        private static let distanceUnitCount = DistanceUnit.Case.allCases.count
        private static let landmarkKindCount = LandmarkKind.Case.allCases.count

        /// The values, in the order of the children a step keeps for them: the role's own
        /// (`Role.selectValues(ofView:)`, the one list of them).
        var values: [String] {
            let (role, view): (Role, String) = switch self {
            case .distanceUnit: (.distance, "unit")
            case .distanceNumber: (.distance, "number")
            case .distanceWidth: (.distance, "width")
            case .durationUnit: (.duration, "unit")
            case .landmarkKind: (.landmark, "kind")
            }
            return role.selectValues(ofView: view) ?? []
        }
    }

    struct Named {
        var value: String
        var child: Int32
    }

    let steps: [Step]
    let children: [Int32]
    let exact: [ExactVariant]
    let named: [Named]
    let strings: [String]
    let patterns: [Pattern]
    let deferred: [Once<VariantProgram>]
    /// Every pattern's segments one after another, and where each pattern's are: what a
    /// render reads of the pattern it chose, without copying the pattern.
    let segments: [Pattern.Segment]
    let patternSpans: [PatternSpan]

    struct ExactVariant {
        var value: Double
        var child: Int32
    }

    struct PatternSpan {
        var start: Int32
        var count: Int32
        var startsWithoutLetter: Bool
        /// The pattern's text as it reads at the start of a sentence, when that differs.
        var capitalizedStart: (text: String, utf16Count: Int)?
    }

    /// The program of a message's variants, down to (not into) its deferred variants.
    /// Built with a work list, not recursion: a translation's nesting sets the depth.
    /// - Parameters:
    ///   - roles: The role of each placeholder number, which decides how a select on a
    ///     view of it chooses.
    init(_ root: MessageNode, roles: [Role?]) {
        var steps: [Step] = [.pattern(0)]
        var children: [Int32] = []
        var exact: [ExactVariant] = []
        var named: [Named] = []
        var strings: [String] = []
        var patterns: [Pattern] = []
        var deferred: [Once<VariantProgram>] = []
        var work: [(node: MessageNode, index: Int)] = [(root, 0)]
        // A step for a node, filled in when the work list reaches it.
        func add(_ node: MessageNode) -> Int32 {
            steps.append(.pattern(0))
            work.append((node, steps.count - 1))
            return Int32(clamping: steps.count - 1)
        }
        func addNamed(_ entries: [(String, MessageNode)]) -> (Int32, Int32) {
            let start = named.count
            named += entries.map { Named(value: $0.0, child: -1) }
            for (offset, entry) in entries.enumerated() { named[start + offset].child = add(entry.1) }
            return (Int32(clamping: start), Int32(clamping: named.count))
        }
        while let (node, index) = work.popLast() {
            switch node {
            case .pattern(let pattern):
                patterns.append(pattern)
                steps[index] = .pattern(Int32(clamping: patterns.count - 1))
            case .plural(let placeholder, let ordinal, let exactVariants, let categories, let other):
                let exactStart = exact.count
                for variant in exactVariants { exact.append(ExactVariant(value: variant.value, child: add(variant.node))) }
                let exactEnd = exact.count
                let start = children.count
                children += Array(repeating: -1, count: 6)
                for (category, child) in categories.prefix(6).enumerated() {
                    if let child { children[start + category] = add(child) }
                }
                steps[index] = .plural(placeholder: Int32(clamping: placeholder), ordinal: ordinal,
                    exactStart: Int32(clamping: exactStart), exactEnd: Int32(clamping: exactEnd),
                    categories: Int32(clamping: start), other: add(other))
            case .select(let placeholder, let branches, let other):
                let start = children.count
                children += Array(repeating: -1, count: branches.count)
                var first: Int32 = -1
                for (position, branch) in branches.enumerated() {
                    guard let branch else { continue }
                    children[start + position] = add(branch)
                    if first < 0 { first = children[start + position] }
                }
                steps[index] = .select(placeholder: Int32(clamping: placeholder), start: Int32(clamping: start),
                    count: Int32(clamping: branches.count), other: other.map(add) ?? -1, first: first)
            case .selectView(let placeholder, let view, let branches, let other):
                strings.append(view)
                let viewIndex = Int32(clamping: strings.count - 1)
                let (namedStart, namedEnd) = addNamed(branches.entries.map { ($0.value, $0.node) })
                if branches.isTiming {
                    // Each timing value's variant, as `ViewBranches` chooses it: the
                    // named entries' own steps, not copies.
                    let start = children.count
                    children += MessageNode.ViewBranches.timingValues.map {
                        Self.lookup($0, in: named[Int(namedStart)..<Int(namedEnd)])
                    }
                    steps[index] = .timing(placeholder: Int32(clamping: placeholder), start: Int32(clamping: start),
                        other: add(other), view: viewIndex, namedStart: namedStart, namedEnd: namedEnd)
                } else if let role = placeholder < roles.count ? roles[placeholder] : nil,
                    let kind = role.selectsOnValue(ofView: view) ? ValueView(role: role, view: view) : nil
                {
                    let start = children.count
                    children += kind.values.map { Self.lookup($0, in: named[Int(namedStart)..<Int(namedEnd)]) }
                    steps[index] = .valueView(placeholder: Int32(clamping: placeholder), kind: kind,
                        start: Int32(clamping: start), other: add(other))
                } else if placeholder < roles.count, let role = roles[placeholder], !role.selectsOnValue(ofView: view) {
                    steps[index] = .formKnown(placeholder: Int32(clamping: placeholder), view: viewIndex,
                        known: Self.lookup("known", in: named[Int(namedStart)..<Int(namedEnd)]), other: add(other))
                } else {
                    steps[index] = .view(placeholder: Int32(clamping: placeholder), view: viewIndex, namedStart: namedStart,
                        namedEnd: namedEnd, other: add(other))
                }
            case .form(let branches, let other):
                let (namedStart, namedEnd) = addNamed(branches.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
                steps[index] = .form(namedStart: namedStart, namedEnd: namedEnd, other: add(other))
            case .medium(let speech, let other):
                steps[index] = .medium(speech: speech.map(add) ?? -1, other: add(other))
            case .deferred(let node):
                deferred.append(Once(making: { VariantProgram(node.node, roles: roles) }))
                steps[index] = .deferred(Int32(clamping: deferred.count - 1))
            }
        }
        self.steps = steps
        self.children = children
        self.exact = exact
        self.named = named
        self.strings = strings
        self.patterns = patterns
        self.deferred = deferred
        segments = patterns.flatMap(\.segments)
        var spans: [PatternSpan] = []
        var start = 0
        for pattern in patterns {
            spans.append(PatternSpan(start: Int32(clamping: start), count: Int32(clamping: pattern.segments.count),
                startsWithoutLetter: pattern.startsWithoutLetter, capitalizedStart: pattern.capitalizedStart))
            start += pattern.segments.count
        }
        patternSpans = spans
    }

    /// A pattern a walk chose: its program and its index.
    struct Choice {
        let program: VariantProgram
        let index: Int

        /// The pattern's segments, read in place.
        var segments: ArraySlice<Pattern.Segment> {
            let span = program.patternSpans[index]
            return program.segments[Int(span.start)..<Int(span.start + span.count)]
        }

        var startsWithoutLetter: Bool { program.patternSpans[index].startsWithoutLetter }

        var capitalizedStart: (text: String, utf16Count: Int)? { program.patternSpans[index].capitalizedStart }

        /// The pattern itself (a copy), for the steps that keep it.
        var pattern: Pattern { program.patterns[index] }
    }

    /// The variant for a value of a view, as `MessageNode.ViewBranches` chooses it: the entry
    /// of that name; `then` without one of its own is `none`; -1 when there is none.
    static func lookup(_ value: String, in entries: ArraySlice<Named>) -> Int32 {
        for entry in entries where entry.value == value { return entry.child }
        return MessageNode.ViewBranches.fallback(of: value).map { lookup($0, in: entries) } ?? -1
    }

    /// The variant of a form (`"select": "form"`), -1 when there is none.
    func formVariant(_ form: String, start: Int32, end: Int32) -> Int32 {
        for index in Int(start)..<Int(end) where named[index].value == form { return named[index].child }
        return -1
    }
}
