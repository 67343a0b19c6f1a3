import Foundation

/// Fills a compiled message with its arguments: chooses the variant, then writes the text
/// in one UTF-8 allocation and derives the spans (roles, highlights, distance parts) from
/// the lengths measured on the way.
extension Renderer {
    func fill<Source: ArgumentSource>(_ entry: MessageTable.Entry, key: String, with args: inout Source,
        sentenceStart: Bool = true) throws(RenderError) -> RenderedInstruction
    {
        var memo = FormMemo()
        guard let pattern = choose(entry, args: args, form: nil, memo: &memo) else {
            return RenderedInstruction(text: "", spans: [], messageKey: key)
        }
        let segments = pattern.segments
        // A road's route number goes next to its name, as the locale's `road.nameWithRef`
        // writes the two (unless the message places the number itself).
        // A sentence naming no road writes the sign's numbers next to its destinations.
        let refSegments: [Pattern.Segment]
        var refTarget = Role.name
        if let ref = args.ref, !ref.text.isEmpty, !entry.roles.contains(.ref) {
            if !entry.roles.indices.contains(where: { entry.roles[$0] == .name && args[$0, .name] != nil }) {
                refTarget = .destination
            }
            refSegments = fixedPattern(refTarget == .name ? .roadNameWithRef : .roadDestinationWithRef).segments
        } else {
            refSegments = []
        }
        // Two passes over a stack buffer: gather the pieces and their lengths, then write
        // the UTF-8 of the whole text into one allocation and derive the spans. Each segment
        // may become the route number's pattern around it plus itself (a translation may name
        // the road twice): room for that many, never fewer (the fuzzer wrote past a buffer
        // sized for one expansion).
        let capacity = max(segments.count * (refSegments.count + 1), 1)
        return try withUnsafeTemporaryAllocation(of: Piece.self, capacity: capacity) {
            pieces throws(RenderError) -> RenderedInstruction in
            var count = 0
            var firstWasCapitalized = false
            for (position, segment) in segments.enumerated() {
                // Each piece is made where it goes: a piece built aside and copied there was read
                // back before its last bytes were stored (a stall that cost a twentieth of a render).
                let slot = pieces.baseAddress! + count
                switch segment {
                case .literal(let literal, let utf16Count):
                    if position == 0, sentenceStart, !pattern.startsWithoutLetter {
                        // Capitalized when the table was built (or nothing to capitalize).
                        firstWasCapitalized = true
                        let start = pattern.capitalizedStart
                        slot.initialize(to: Piece(text: start?.text ?? literal, utf16Count: start?.utf16Count ?? utf16Count,
                            role: .text, number: -1, isolated: false, parts: nil))
                    } else {
                        slot.initialize(to: Piece(text: literal, utf16Count: utf16Count, role: .text, number: -1, isolated: false,
                            parts: nil))
                    }
                case .spelled(let number, let text, let utf16Count, let view):
                    // The translator's words for the value: its role and highlight, not its text
                    // (a distance's number or unit word keeps its finer role).
                    var role = number < entry.roles.count ? entry.roles[number] : nil
                    if case .distance? = role?.value {
                        if view == "number" { role = .distanceNumber } else if view == "unit" { role = .distanceUnit }
                    }
                    slot.initialize(to: Piece(text: text, utf16Count: utf16Count, role: role ?? .text,
                        number: role == nil ? -1 : number, isolated: false, parts: nil))
                case .placeholder(let number, let view):
                    guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                        continue  // a declared placeholder with no value: nothing to insert
                    }
                    if entry.isForeign, view == nil, case .fragment(let key) = argument.forms,
                        let phrase = table.fragment(key, in: entry.locale)
                    {
                        // A message that fell back to another locale says its phrases in that locale.
                        let start = position == 0 && sentenceStart ? phrase.capitalized : nil
                        if start != nil { firstWasCapitalized = true }
                        slot.initialize(to: Piece(text: start?.text ?? phrase.text,
                            utf16Count: start?.utf16Count ?? phrase.utf16Count, role: role, number: number,
                            isolated: argument.isolated, parts: argument.parts))
                    } else if let view {
                        slot.initialize(to: viewedPiece(argument, view: view, role: role, number: number, memo: memo))
                    } else if position == 0, sentenceStart, case .fragment(let key) = argument.forms,
                        let capitalized = table.withEntry(key, { $0.fragment?.capitalized })
                    {
                        // Fragments are capitalized once, when the table is built.
                        firstWasCapitalized = true
                        slot.initialize(to: Piece(text: capitalized.text, utf16Count: capitalized.utf16Count, role: role,
                            number: number, isolated: argument.isolated, parts: argument.parts))
                    } else {
                        slot.initialize(to: Piece(text: argument.text, utf16Count: argument.utf16Count, role: role, number: number,
                            isolated: argument.isolated, parts: argument.parts))
                    }
                }
                if !refSegments.isEmpty, slot.pointee.role.value == refTarget.value, let ref = args.ref {
                    // The name where the pattern has `$0`, the number where it has `$1`, both
                    // with the name's placeholder number (and so its highlight).
                    let piece = slot.move()
                    var named = false
                    for part in refSegments {
                        let expanded: Piece
                        switch part {
                        case .literal(let literal, let utf16Count):
                            expanded = Piece(text: literal, utf16Count: utf16Count, role: .text, number: -1, isolated: false, parts: nil)
                        case .placeholder(0, _), .spelled(0, _, _, _):
                            if named { continue }
                            named = true
                            expanded = piece
                        case .placeholder(1, _), .spelled(1, _, _, _):
                            expanded = Piece(text: ref.text, utf16Count: ref.utf16Count, role: .ref, number: piece.number,
                                isolated: ref.isolated, parts: nil)
                        default:
                            continue
                        }
                        // Within the room made above (checked here too: this loop is the one
                        // place that writes more pieces than the pattern has segments).
                        guard count < capacity else { break }
                        (pieces.baseAddress! + count).initialize(to: expanded)
                        count += 1
                    }
                    if !named, count < capacity {
                        (pieces.baseAddress! + count).initialize(to: piece)
                        count += 1
                    }
                    continue
                }
                count += 1
            }
            defer { pieces.baseAddress!.deinitialize(count: count) }
            if !table.grammar.joins.isEmpty { contract(pieces, count: count) }
            // Capitalizing a value that starts the sentence is the one step that may call ICU;
            // a fragment inserted as it is was capitalized when the table was built.
            if sentenceStart, count > 0, casing.isCased, !firstWasCapitalized {
                // The first letter may be in the piece after an opening "[" or quote.
                var first = 0
                pieces[first].materialize()
                while first < count - 1, pieces[first].number < 0, Casing.precedesFirstLetter(pieces[first].text) {
                    first += 1
                    pieces[first].materialize()
                }
                do throws(ICUError) {
                    if let titled = try capitalizingFirst(pieces[first].text) {
                        pieces[first].text = titled.text
                        pieces[first].utf16Count = titled.utf16Count
                    }
                } catch {
                    throw .icu(error)
                }
            }
            var utf8Total = 0
            for index in 0..<count {
                utf8Total += pieces[index].utf8Count + (pieces[index].isolated ? 6 : 0)
            }

            let text = String(unsafeUninitializedCapacity: utf8Total) { buffer in
                var offset = 0
                func write(_ bytes: UInt8...) {
                    for byte in bytes {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
                for index in 0..<count {
                    let isolated = pieces[index].isolated
                    if isolated { write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
                    let skip = pieces[index].skip
                    let trim = pieces[index].trim
                    let copied = pieces[index].text.utf8.withContiguousStorageIfAvailable { source -> Int in
                        let length = source.count - skip - trim
                        guard let base = source.baseAddress, length > 0 else { return 0 }
                        (buffer.baseAddress! + offset).update(from: base + skip, count: length)
                        return length
                    }
                    if let copied {
                        offset += copied
                    } else {
                        let utf8 = pieces[index].text.utf8
                        for byte in utf8.dropFirst(skip).dropLast(trim) { write(byte) }
                    }
                    if !pieces[index].tail.isEmpty {
                        Self.withUTF8(pieces[index].tail) { source in
                            guard let base = source.baseAddress else { return }
                            (buffer.baseAddress! + offset).update(from: base, count: source.count)
                            offset += source.count
                        }
                    }
                    if isolated { write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
                }
                return offset
            }

            let utf8 = text.utf8
            func stringIndex(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            var spans: [RenderedSpan] = []
            spans.reserveCapacity(count)
            var utf8Offset = 0
            var utf16Offset = 0
            for index in 0..<count {
                let isolation = pieces[index].isolated ? 1 : 0
                let number = pieces[index].number
                let utf8Length = pieces[index].utf8Count + 6 * isolation
                let utf16Length = pieces[index].utf16Count + 2 * isolation
                let highlight = number >= 0 && entry.highlights[number]
                var subspans: RenderedSpan.Subspans?
                if let parts = pieces[index].parts {
                    let contentUTF8 = utf8Offset + 3 * isolation
                    let contentUTF16 = utf16Offset + isolation
                    func part(_ part: Argument.Parts.Part?) -> RenderedSpan.Subspans.Part? {
                        guard let part else { return nil }
                        return RenderedSpan.Subspans.Part(
                            range: stringIndex(contentUTF8 + part.utf8.lowerBound)..<stringIndex(contentUTF8 + part.utf8.upperBound),
                            utf16Offset: contentUTF16 + part.utf16.lowerBound, utf16Length: part.utf16.count)
                    }
                    subspans = RenderedSpan.Subspans(number: part(parts.number), unit: part(parts.unit))
                }
                spans.append(RenderedSpan(role: pieces[index].role, isHighlighted: highlight, placeholder: number >= 0 ? number : nil,
                    range: stringIndex(utf8Offset)..<stringIndex(utf8Offset + utf8Length), utf16Offset: utf16Offset,
                    utf16Length: utf16Length, subspans: subspans))
                utf8Offset += utf8Length
                utf16Offset += utf16Length
            }
            return RenderedInstruction(text: text, spans: spans, messageKey: key)
        }
    }

    /// The pattern of a message that joins values the renderer supplies itself (`then`,
    /// `road.nameWithRef`, `road.destinationList`): only a `medium` select can choose in it.
    func fixedPattern(_ key: MessageKey) -> Pattern {
        let entry = table[key]
        return resolve(entry, args: NumberedArguments(values: [:]), form: nil)
    }

    /// The pattern a message's variants choose for these arguments and the form the
    /// enclosing message asks of it (for fragments), walking down the variants (no recursion).
    func resolve<Source: ArgumentSource>(_ entry: MessageTable.Entry, args: Source, form: String?) -> Pattern {
        var memo = FormMemo()
        return resolve(entry, args: args, form: form, memo: &memo)
    }

    /// Walks the message's variants (its `VariantProgram`) by index, with no recursion and
    /// no reference counting until it returns the pattern chosen.
    func resolve<Source: ArgumentSource>(
        _ entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> Pattern {
        choose(entry, args: args, form: form, memo: &memo)?.pattern ?? Pattern([])
    }

    /// The pattern a message's variants choose (`resolve`), as a reference into its program
    /// (nil for a select with no branch at all, which compilation rules out): nothing is
    /// retained or copied.
    func choose<Source: ArgumentSource>(
        _ entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> VariantProgram.Choice? {
        var current = entry.unretainedProgram
        while true {
            let outcome = current._withUnsafeGuaranteedRef { program in
                walk(program, entry: entry, args: args, form: form, memo: &memo)
            }
            switch outcome {
            case .pattern(let index):
                return VariantProgram.Choice(program: current, index: index)
            case .deferred(let next):
                current = next
            case .none:
                return nil
            }
        }
    }

    /// Where a walk of one program ends.
    enum WalkOutcome {
        case pattern(Int)
        /// A deferred program to walk next (kept alive by the program that defers to it).
        case deferred(Unmanaged<VariantProgram>)
        case none
    }

    private func walk<Source: ArgumentSource>(
        _ program: VariantProgram, entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> WalkOutcome {
        var index = 0
        let roles = entry.roles
        while true {
            switch program.steps[index] {
            case .pattern(let pattern):
                return .pattern(Int(pattern))
            case .plural(let placeholder, let ordinal, let exactStart, let exactEnd, let categories, let other):
                let number = Int(placeholder)
                guard number < roles.count, let role = roles[number], let argument = args.facts(number: number, role: role) else {
                    index = Int(other)
                    continue
                }
                var chosen: Int32 = -1
                for position in Int(exactStart)..<Int(exactEnd) where program.exact[position].value == argument.exactValue {
                    chosen = program.exact[position].child
                    break
                }
                if chosen < 0 {
                    let category = ordinal ? argument.ordinalCategory : argument.category
                    chosen = program.children[Int(categories) + category.index]
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .select(let placeholder, let start, let count, let other, let first):
                let number = Int(placeholder)
                if number < roles.count, let role = roles[number], let value = args.facts(number: number, role: role)?.selectIndex,
                    value >= 0, value < Int(count), program.children[Int(start) + value] >= 0
                {
                    index = Int(program.children[Int(start) + value])
                } else if other >= 0 {
                    index = Int(other)
                } else if first >= 0 {
                    // Compilation guarantees a branch for every value the message can receive.
                    index = Int(first)
                } else {
                    return .none
                }
            case .timing(let placeholder, let start, let other, let view, let namedStart, let namedEnd):
                // "$1:when": the variant by the distance's timing, without a string in sight.
                let number = Int(placeholder)
                if number < roles.count, let role = roles[number], role.value == .distance {
                    let timing = args.timing(number: number, role: role)?.index ?? 0
                    let chosen = program.children[Int(start) + timing]
                    index = Int(chosen >= 0 ? chosen : other)
                } else {
                    index = Int(viewVariant(program, view: view, number: number, namedStart: namedStart, namedEnd: namedEnd,
                        other: other, entry: entry, args: args, memo: &memo))
                }
            case .valueView(let placeholder, let kind, let start, let other):
                let number = Int(placeholder)
                var chosen: Int32 = -1
                if number < roles.count, let role = roles[number], let facts = args.facts(number: number, role: role),
                    let value = valueIndex(facts, kind: kind), value < kind.count
                {
                    chosen = program.children[Int(start) + value]
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .formKnown(let placeholder, let view, let known, let other):
                let number = Int(placeholder)
                var chosen: Int32 = -1
                if number < roles.count, let role = roles[number], let argument = args[number, role] {
                    let form = program.strings[Int(view)]
                    let text = formText(argument, form: form)
                    memo.remember(number: number, view: form, text: text)
                    if text != nil { chosen = known }
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .view(let placeholder, let view, let namedStart, let namedEnd, let other):
                index = Int(viewVariant(program, view: view, number: Int(placeholder), namedStart: namedStart,
                    namedEnd: namedEnd, other: other, entry: entry, args: args, memo: &memo))
            case .form(let namedStart, let namedEnd, let other):
                let chosen = form.map { program.formVariant($0, start: namedStart, end: namedEnd) } ?? -1
                index = Int(chosen >= 0 ? chosen : other)
            case .medium(let speech, let other):
                index = Int(options.medium == .speech && speech >= 0 ? speech : other)
            case .deferred(let deferred):
                return .deferred(program.deferred[Int(deferred)].unretainedValue)
            }
        }
    }

    /// The position of an argument's value among a value view's values (`ValueView.values`),
    /// nil when it has none.
    private func valueIndex(_ argument: ArgumentFacts, kind: VariantProgram.ValueView) -> Int? {
        switch kind {
        case .distanceUnit: argument.unit?.index
        case .distanceNumber: argument.showsFraction ? 1 : 0
        case .distanceWidth: options.unitWidth.value == .long ? 1 : 0
        case .durationUnit: argument.selectIndex >= 0 ? argument.selectIndex : nil
        case .landmarkKind: argument.landmarkKind?.index
        }
    }

    /// The variant a select on a view chooses (`$2:kind`, `$1:unit`, `$3:genitive`, which is
    /// `known` when the value has that form), or `other`.
    private func viewVariant<Source: ArgumentSource>(_ program: VariantProgram, view: Int32, number: Int,
        namedStart: Int32, namedEnd: Int32, other: Int32, entry: MessageTable.Entry, args: Source, memo: inout FormMemo
    ) -> Int32 {
        let view = program.strings[Int(view)]
        var value: String?
        if number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] {
            if role.selectsOnValue(ofView: view) {
                value = viewValue(argument, view: view, role: role)
            } else {
                let text = formText(argument, form: view)
                memo.remember(number: number, view: view, text: text)
                value = text == nil ? nil : "known"
            }
        }
        let chosen = value.map { VariantProgram.lookup($0, in: program.named[Int(namedStart)..<Int(namedEnd)]) } ?? -1
        return chosen >= 0 ? chosen : other
    }

    /// Applies the locale's contractions where template text meets a name ("à " + "Le Bon
    /// Marché" → "au " + "Bon Marché"), also where the text before the name is a phrase the
    /// catalog inserts, with at most a space of template text after it (Spanish "junto a" +
    /// " " + "El Corte Inglés" → "junto al" + " " + "Corte Inglés").
    private func contract(_ pieces: UnsafeMutableBufferPointer<Piece>, count: Int) {
        guard count > 1 else { return }
        let joins = table.grammar.joins
        for index in 1..<count {
            // A switch on the case: `==` on a vocabulary value compares its raw string.
            switch pieces[index].role.value {
            case .name, .landmark, .floor, .destination, .rotaryName: break
            default: continue
            }
            // The piece whose text ends before the name, and the space of template text between.
            var before = index - 1
            var gap = ""
            if pieces[before].number >= 0 {
                guard Self.isPhrase(pieces[before].role) else { continue }
            } else if index >= 2, pieces[index - 2].number >= 0, Self.isPhrase(pieces[index - 2].role),
                Self.isSpace(pieces[before].text)
            {
                gap = pieces[before].text
                before = index - 2
            }
            guard !pieces[before].isEdited, !pieces[index].isEdited,
                let join = cachedJoin(pieces[before].text, gap: gap, pieces[index].text, joins: joins)
            else { continue }
            let gapCount = gap.utf8.count
            guard join.textCut >= gapCount else {
                // A rule whose text lies within the space (none a file has yet): written whole.
                pieces[before].text = String(Substring((pieces[before].text + gap).utf8.dropLast(join.textCut)))
                    + join.result(in: joins)
                pieces[before].utf16Count = pieces[before].text.utf16.count
                pieces[before + 1].text = ""
                pieces[before + 1].utf16Count = 0
                pieces[index].skip = join.nameCut
                pieces[index].utf16Count -= join.nameCutUTF16
                continue
            }
            // Cut where the pieces are written, not by building new strings.
            pieces[index].skip = join.nameCut
            pieces[index].utf16Count -= join.nameCutUTF16
            let gapUTF16 = gapCount == 0 ? 0 : pieces[before + 1].utf16Count
            pieces[before].trim = join.textCut - gapCount
            let keptUTF16 = pieces[before].utf16Count - (join.textCutUTF16 - gapUTF16)
            if gapCount == 1, gap.utf8.first == 0x20, join.rule >= 0, let tail = joins.resultsBeforeSpace[join.rule] {
                // The phrase changes; the space after it stays template text (the tail made
                // once, when the rules were read).
                pieces[before].tail = tail
                pieces[before].utf16Count = keptUTF16 + join.resultUTF16 - gapUTF16
            } else if gapCount > 0, case let result = join.result(in: joins), result.utf8.count >= gapCount,
                result.utf8.reversed().starts(with: gap.utf8.reversed())
            {
                // The phrase changes; the space after it stays template text.
                pieces[before].tail = String(Substring(result.utf8.dropLast(gapCount)))
                pieces[before].utf16Count = keptUTF16 + join.resultUTF16 - gapUTF16
            } else {
                // The space is part of what the rule replaced (an elision without a space,
                // "près d’"): it goes.
                pieces[before].tail = join.result(in: joins)
                pieces[before].utf16Count = keptUTF16 + join.resultUTF16
                if gapCount > 0 {
                    pieces[before + 1].text = ""
                    pieces[before + 1].utf16Count = 0
                }
            }
        }
    }

    /// `join`, kept by the renderer's cache by the text, the name and the space between
    /// (short template text, packed into the key's number; a longer one is not kept).
    private func cachedJoin(_ text: String, gap: String, _ name: String, joins: Grammar.Joins) -> Join? {
        // Most names fail the one-byte tests at once: nothing to look up.
        guard let last = (gap.isEmpty ? text : gap).utf8.last, joins.ends.contains(last), let firstByte = name.utf8.first,
            joins.mayJoin(nameStartingWith: firstByte)
        else { return nil }
        var gapKey: UInt64 = 0
        var gapBytes = 0
        for byte in gap.utf8 {
            guard gapBytes < 7 else { return Self.join(text, gap: gap, name, joins: joins) }
            gapKey = gapKey << 8 | UInt64(byte)
            gapBytes += 1
        }
        gapKey |= UInt64(gapBytes) << 56
        return cache.value(\.joins, TextKey(text, name, extra: gapKey)) { Self.join(text, gap: gap, name, joins: joins) }
    }

    /// What a locale's elision or contraction does where text meets a name: the UTF-8 bytes it
    /// takes from the end of the text, the text it puts there, and the bytes it takes from the
    /// start of the name.
    ///
    /// Plain integers (the text it puts there is the rule's, by index): a join is cached and
    /// copied on every render that meets a name, and a copy of one holding a string went
    /// through the runtime's generic value witnesses.
    struct Join {
        var textCut: Int
        var textCutUTF16: Int
        var resultUTF16: Int
        var nameCut: Int
        var nameCutUTF16: Int
        /// The contraction's index in `Grammar.Joins.contractions`; -1 for an elision.
        var rule = -1
        /// The elision's index in `Grammar.Joins.elisions`; -1 for a contraction.
        var elision = -1

        /// The text the rule puts in place of the cut.
        func result(in joins: Grammar.Joins) -> String {
            rule >= 0 ? joins.contractions[rule].result : joins.elisions[elision].result
        }
    }

    /// The text before a name and the name as the locale's elisions and contractions join
    /// them ("de " + "Orly" → "d’" + "Orly"; "à " + "Le Bon Marché" → "au " + "Bon Marché");
    /// nil when no rule applies.
    static func joining(_ preceding: String, _ name: String, joins: Grammar.Joins) -> (String, String)? {
        guard let join = join(preceding, gap: "", name, joins: joins) else { return nil }
        return (String(Substring(preceding.utf8.dropLast(join.textCut))) + join.result(in: joins),
            String(Substring(name.utf8.dropFirst(join.nameCut))))
    }

    /// The rule that joins `text` followed by `gap` (template space, or empty) to a name, in
    /// the file's order: the first elision whose initials and text fit, else the first
    /// contraction. The bytes are compared where they are: most names fail the one-byte tests
    /// (the text's last byte, the name's first) at once, and Greek, whose article forms of names meet a contraction in half its
    /// sentences, is spared a copy and a concatenation per render.
    static func join(_ text: String, gap: String, _ name: String, joins: Grammar.Joins) -> Join? {
        guard let last = (gap.isEmpty ? text : gap).utf8.last, joins.ends.contains(last), let firstByte = name.utf8.first,
            joins.mayJoin(nameStartingWith: firstByte)
        else { return nil }
        let initial = joins.elisionStarts.contains(firstByte) ? name.unicodeScalars.first : nil
        let elision = initial.flatMap { first in
            joins.elisions.firstIndex { $0.initials.contains(first) && $0.textUTF8.last == last }
        }
        let mayContract = joins.starts.contains(firstByte)
        guard elision != nil || mayContract else { return nil }
        return withUTF8(text) { textBytes in
            withUTF8(gap) { gapBytes in
                withUTF8(name) { nameBytes -> Join? in
                    let ruleBytes = joins.ruleBytes
                    let textCount = textBytes.count + gapBytes.count
                    // The byte `offset` places from the end of the text and gap together.
                    func byte(fromEnd offset: Int) -> UInt8 {
                        offset < gapBytes.count ? gapBytes[gapBytes.count - 1 - offset]
                            : textBytes[textBytes.count - 1 - (offset - gapBytes.count)]
                    }
                    // Whether the text and gap together end with these bytes.
                    func endsWith(_ rule: UnsafeBufferPointer<UInt8>) -> Bool {
                        guard rule.count <= textCount else { return false }
                        if gapBytes.isEmpty, let text = textBytes.baseAddress, let bytes = rule.baseAddress {
                            // The usual case, compared at once.
                            return memcmp(text + (textBytes.count - rule.count), bytes, rule.count) == 0
                        }
                        for offset in 0..<rule.count where byte(fromEnd: offset) != rule[rule.count - 1 - offset] {
                            return false
                        }
                        return true
                    }
                    if let elision, let initial {
                        for index in elision..<joins.elisions.count {
                            guard joins.elisions[index].initials.contains(initial),
                                joins.elisions[index].textUTF8.withUnsafeBufferPointer(endsWith)
                            else { continue }
                            return Join(textCut: joins.elisions[index].textUTF8.count,
                                textCutUTF16: joins.elisions[index].textUTF16Count,
                                resultUTF16: joins.elisions[index].resultUTF16Count, nameCut: 0, nameCutUTF16: 0, elision: index)
                        }
                    }
                    guard mayContract else { return nil }
                    // The contractions these bytes can meet, in each tier by as many bytes of
                    // the text's end and the name's start as the tier is keyed by.
                    var candidates = (0..<0, 0..<0, 0..<0)
                    for (tier, width) in Grammar.Joins.tierWidths.enumerated() {
                        guard textCount >= width, nameBytes.count >= width else { continue }
                        var key: UInt64 = 0
                        for offset in (0..<width).reversed() { key = key << 8 | UInt64(byte(fromEnd: offset)) }
                        for offset in 0..<width { key = key << 8 | UInt64(nameBytes[offset]) }
                        let range = joins.range(of: key, tier: tier)
                        switch tier {
                        case 0: candidates.0 = range
                        case 1: candidates.1 = range
                        default: candidates.2 = range
                        }
                    }
                    // The tiers are each in file order; the first rule that fits wins.
                    let order = joins.candidateOrder
                    while true {
                        var best = -1
                        var bestOrder = Int32.max
                        if !candidates.0.isEmpty, order[candidates.0.lowerBound] < bestOrder {
                            best = 0
                            bestOrder = order[candidates.0.lowerBound]
                        }
                        if !candidates.1.isEmpty, order[candidates.1.lowerBound] < bestOrder {
                            best = 1
                            bestOrder = order[candidates.1.lowerBound]
                        }
                        if !candidates.2.isEmpty, order[candidates.2.lowerBound] < bestOrder {
                            best = 2
                            bestOrder = order[candidates.2.lowerBound]
                        }
                        switch best {
                        case 0: candidates.0 = candidates.0.dropFirst()
                        case 1: candidates.1 = candidates.1.dropFirst()
                        case 2: candidates.2 = candidates.2.dropFirst()
                        default: return nil
                        }
                        let index = Int(bestOrder)
                        let rule = joins.rules[index]
                        let nameStart = Int(rule.nameStart)
                        let nameCount = Int(rule.nameCount)
                        let textStart = Int(rule.textStart)
                        guard nameCount <= nameBytes.count,
                            endsWith(UnsafeBufferPointer(rebasing: ruleBytes[textStart..<(textStart + Int(rule.textCount))]))
                        else { continue }
                        if nameCount > 0 {
                            guard let name = nameBytes.baseAddress, let bytes = ruleBytes.baseAddress,
                                memcmp(name, bytes + nameStart, nameCount) == 0
                            else { continue }
                        }
                        return Join(textCut: Int(rule.textCount), textCutUTF16: Int(rule.textUTF16Count),
                            resultUTF16: Int(rule.resultUTF16Count),
                            nameCut: nameCount, nameCutUTF16: Int(rule.nameUTF16Count), rule: index)
                    }
                }
            }
        }
    }

    /// The UTF-8 of a string where it is (native strings, as every catalog and app string
    /// here is), copied only when it is not contiguous: `String.withUTF8` needs a `var`, and
    /// copying three strings into vars retained and released each of them.
    @inline(__always)
    private static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// Whether template text is only a space (ASCII, no-break or narrow no-break), checked on
    /// its scalars without grapheme breaking.
    private static func isSpace(_ text: String) -> Bool {
        // On the bytes: U+0020 is 20, U+00A0 is C2 A0, U+202F is E2 80 AF.
        var utf8 = text.utf8.makeIterator()
        guard var byte = utf8.next() else { return false }
        while true {
            switch byte {
            case 0x20:
                break
            case 0xC2:
                guard utf8.next() == 0xA0 else { return false }
            case 0xE2:
                guard utf8.next() == 0x80, utf8.next() == 0xAF else { return false }
            default:
                return false
            }
            guard let next = utf8.next() else { return true }
            byte = next
        }
    }

    /// Whether a role's values are phrases of the catalog (which a contraction may change),
    /// not text from the app.
    private static func isPhrase(_ role: Role) -> Bool {
        switch role.value {
        case .position, .maneuver, .side, .floorChangeType, .floorChangeDirection: true
        default: false
        }
    }
}
