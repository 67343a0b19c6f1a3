/// Fills a compiled message with its arguments: chooses the variant, then writes the text
/// in one UTF-8 allocation and derives the spans (roles, highlights, distance parts) from
/// the lengths measured on the way.
extension Renderer {
    func fill<Source: ArgumentSource>(_ entry: MessageTable.Entry, key: String, with args: inout Source,
        sentenceStart: Bool = true) throws(RenderError) -> RenderedInstruction
    {
        var memo = FormMemo()
        let pattern = resolve(entry.node, entry: entry, args: args, form: nil, memo: &memo)
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
        // the UTF-8 of the whole text into one allocation and derive the spans.
        return try withUnsafeTemporaryAllocation(of: Piece.self, capacity: max(segments.count + refSegments.count, 1)) {
            pieces throws(RenderError) -> RenderedInstruction in
            var count = 0
            var firstWasCapitalized = false
            for (position, segment) in segments.enumerated() {
                let piece: Piece
                switch segment {
                case .literal(let literal, let utf16Count):
                    if position == 0, sentenceStart, !pattern.startsWithoutLetter {
                        // Capitalized when the table was built (or nothing to capitalize).
                        firstWasCapitalized = true
                        let start = pattern.capitalizedStart
                        piece = Piece(text: start?.text ?? literal, utf16Count: start?.utf16Count ?? utf16Count, role: .text,
                            number: -1, isolated: false, parts: nil)
                    } else {
                        piece = Piece(text: literal, utf16Count: utf16Count, role: .text, number: -1, isolated: false, parts: nil)
                    }
                case .spelled(let number, let text, let utf16Count, let view):
                    // The translator's words for the value: its role and highlight, not its text
                    // (a distance's number or unit word keeps its finer role).
                    var role = number < entry.roles.count ? entry.roles[number] : nil
                    if case .distance? = role?.value {
                        if view == "number" { role = .distanceNumber } else if view == "unit" { role = .distanceUnit }
                    }
                    piece = Piece(text: text, utf16Count: utf16Count, role: role ?? .text, number: role == nil ? -1 : number,
                        isolated: false, parts: nil)
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
                        piece = Piece(text: start?.text ?? phrase.text, utf16Count: start?.utf16Count ?? phrase.utf16Count,
                            role: role, number: number, isolated: argument.isolated, parts: argument.parts)
                    } else if let view {
                        piece = viewedPiece(argument, view: view, role: role, number: number, memo: memo)
                    } else if position == 0, sentenceStart, case .fragment(let key) = argument.forms,
                        let capitalized = table[key].fragment?.capitalized
                    {
                        // Fragments are capitalized once, when the table is built.
                        firstWasCapitalized = true
                        piece = Piece(text: capitalized.text, utf16Count: capitalized.utf16Count, role: role, number: number,
                            isolated: argument.isolated, parts: argument.parts)
                    } else {
                        piece = Piece(text: argument.text, utf16Count: argument.utf16Count, role: role, number: number,
                            isolated: argument.isolated, parts: argument.parts)
                    }
                }
                if !refSegments.isEmpty, piece.role.value == refTarget.value, let ref = args.ref {
                    // The name where the pattern has `$0`, the number where it has `$1`, both
                    // with the name's placeholder number (and so its highlight).
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
                        (pieces.baseAddress! + count).initialize(to: expanded)
                        count += 1
                    }
                    if !named {
                        (pieces.baseAddress! + count).initialize(to: piece)
                        count += 1
                    }
                    continue
                }
                (pieces.baseAddress! + count).initialize(to: piece)
                count += 1
            }
            defer { pieces.baseAddress!.deinitialize(count: count) }
            if !table.grammar.joins.isEmpty { contract(pieces, count: count) }
            // Capitalizing a value that starts the sentence is the one step that may call ICU;
            // a fragment inserted as it is was capitalized when the table was built.
            if sentenceStart, count > 0, casing.isCased, !firstWasCapitalized {
                // The first letter may be in the piece after an opening "[" or quote.
                var first = 0
                while first < count - 1, pieces[first].number < 0, Casing.precedesFirstLetter(pieces[first].text) { first += 1 }
                do throws(ICUError) {
                    if let titled = try casing.capitalizingFirst(pieces[first].text) {
                        pieces[first].text = titled
                        pieces[first].utf16Count = titled.utf16.count
                    }
                } catch {
                    throw .icu(error)
                }
            }
            var utf8Total = 0
            for index in 0..<count {
                utf8Total += pieces[index].text.utf8.count + (pieces[index].isolated ? 6 : 0)
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
                    let copied = pieces[index].text.utf8.withContiguousStorageIfAvailable { source -> Int in
                        guard let base = source.baseAddress, !source.isEmpty else { return 0 }
                        (buffer.baseAddress! + offset).update(from: base, count: source.count)
                        return source.count
                    }
                    if let copied {
                        offset += copied
                    } else {
                        for byte in pieces[index].text.utf8 { write(byte) }
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
                let utf8Length = pieces[index].text.utf8.count + 6 * isolation
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
        return resolve(entry.node, entry: entry, args: NumberedArguments(values: [:]), form: nil)
    }

    /// The pattern a message's variants choose for these arguments and the form the
    /// enclosing message asks of it (for fragments), walking down the variants (no recursion).
    func resolve<Source: ArgumentSource>(_ node: MessageNode, entry: MessageTable.Entry, args: Source, form: String?)
        -> Pattern
    {
        var memo = FormMemo()
        return resolve(node, entry: entry, args: args, form: form, memo: &memo)
    }

    func resolve<Source: ArgumentSource>(
        _ node: MessageNode, entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> Pattern {
        var node = node
        while true {
            switch node {
            case .pattern(let pattern):
                return pattern
            case .plural(let number, let ordinal, let exact, let categories, let other):
                guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                    node = other
                    continue
                }
                if let variant = exact.first(where: { $0.value == argument.exactValue }) {
                    node = variant.node
                    continue
                }
                let category = ordinal ? argument.ordinalCategory : argument.category
                node = categories[category.index] ?? other
            case .select(let number, let branches, let other):
                if number < entry.roles.count, let role = entry.roles[number], let index = args[number, role]?.selectIndex,
                    index >= 0, index < branches.count, let branch = branches[index]
                {
                    node = branch
                } else if let other {
                    node = other
                } else if let first = branches.compactMap({ $0 }).first {
                    // Compilation guarantees a branch for every value the message can receive.
                    node = first
                } else {
                    return Pattern([])
                }
            case .selectView(let number, let view, let branches, let other):
                // "$1:when": the variant by the distance's timing, without a string in sight.
                if let timing = branches.timing, number < entry.roles.count, let role = entry.roles[number],
                    role.value == .distance
                {
                    let index = args.timing(number: number, role: role)?.index ?? 0
                    node = timing[index] ?? other
                    continue
                }
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
                node = value.flatMap { branches[$0] } ?? other
            case .form(let branches, let other):
                node = form.flatMap { branches[$0] } ?? other
            case .medium(let speech, let other):
                node = options.medium == .speech ? speech ?? other : other
            case .deferred(let deferred):
                node = deferred.node
            }
        }
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
            // Most names follow text no rule ends like, or start unlike any rule's name start:
            // decided on two bytes, before any copy.
            guard let last = (gap.isEmpty ? pieces[before].text : gap).utf8.last, joins.ends.contains(last),
                let first = pieces[index].text.utf8.first, joins.mayJoin(nameStartingWith: first)
            else { continue }
            let preceding = gap.isEmpty ? pieces[before].text : pieces[before].text + gap
            guard let (replaced, name) = Self.joining(preceding, pieces[index].text, joins: joins) else { continue }
            if name.utf8.count != pieces[index].text.utf8.count {
                pieces[index].text = name
                pieces[index].utf16Count = name.utf16.count
            }
            if gap.isEmpty {
                pieces[before].text = replaced
            } else if replaced.hasSuffix(gap) {
                // The phrase changes; the space after it stays template text.
                pieces[before].text = String(replaced.dropLast(gap.count))
            } else {
                // An elision without a space ("près d’"): the space goes.
                pieces[before].text = replaced
                pieces[before + 1].text = ""
                pieces[before + 1].utf16Count = 0
            }
            pieces[before].utf16Count = pieces[before].text.utf16.count
        }
    }

    /// The text before a name and the name as the locale's elisions and contractions join
    /// them ("de " + "Orly" → "d’" + "Orly"; "à " + "Le Bon Marché" → "au " + "Bon Marché");
    /// nil when no rule applies.
    static func joining(_ preceding: String, _ name: String, joins: Grammar.Joins) -> (String, String)? {
        guard let last = preceding.utf8.last, joins.ends.contains(last), let firstByte = name.utf8.first,
            joins.mayJoin(nameStartingWith: firstByte)
        else { return nil }
        // Only the contractions indexed under this last byte and the name's first byte are
        // tried, and the text's bytes are copied once, only then; each rule's fields are read
        // in place (copying a rule retained its five strings and arrays, a fifth of a Greek
        // render).
        let initial = joins.elisionStarts.contains(firstByte) ? name.unicodeScalars.first : nil
        let elision = initial.flatMap { first in
            joins.elisions.firstIndex { $0.initials.contains(first) && $0.textUTF8.last == last }
        }
        let candidates = joins.candidates[Grammar.candidateKey(last: last, first: firstByte)]
        guard elision != nil || candidates != nil else { return nil }
        let bytes = Array(preceding.utf8)
        @inline(__always) func endsWith(_ text: [UInt8]) -> Bool {
            text.count <= bytes.count && bytes[(bytes.count - text.count)...].elementsEqual(text)
        }
        if let elision, let initial {
            // The first elision whose initials and text fit, as the file orders them.
            for index in elision..<joins.elisions.count {
                guard joins.elisions[index].initials.contains(initial), endsWith(joins.elisions[index].textUTF8) else { continue }
                return (String(decoding: bytes[..<(bytes.count - joins.elisions[index].textUTF8.count)], as: UTF8.self)
                    + joins.elisions[index].result, name)
            }
        }
        for index in candidates ?? [] {
            guard endsWith(joins.contractions[index].textUTF8), name.utf8.starts(with: joins.contractions[index].nameUTF8)
            else { continue }
            return (String(decoding: bytes[..<(bytes.count - joins.contractions[index].textUTF8.count)], as: UTF8.self)
                + joins.contractions[index].result,
                String(decoding: name.utf8.dropFirst(joins.contractions[index].nameUTF8.count), as: UTF8.self))
        }
        return nil
    }

    /// Whether template text is only a space (ASCII, no-break or narrow no-break), checked on
    /// its scalars without grapheme breaking.
    private static func isSpace(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
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
