@_spi(Caches) import GuidepostICU
import Foundation

/// The one composer: every text the library writes from a message — sentences, the phrases
/// inside them (floor phrases), route numbers beside names — is filled here, so spans, bidi
/// isolation, contractions and capitalization happen in one place. It chooses the variant,
/// then writes the text in one UTF-8 allocation (`TextBuffer`) and derives the spans
/// (roles, highlights, distance parts) from the lengths measured on the way.
extension RenderEngine {
    /// A message as a sentence (or, with `sentenceStart` false, the second half of one).
    func fill<Source: ArgumentSource>(_ entry: MessageTable.Entry, key: String, with args: inout Source,
        sentenceStart: Bool = true) throws(RenderError) -> RenderedInstruction
    {
        try compose(entry, key: key, with: &args, form: nil, sentenceStart: sentenceStart) { pieces throws(RenderError) in
            try capitalizeFirstLetter(&pieces)
        }
    }

    /// A message as a phrase inside another (a floor phrase, in the form the sentence asks):
    /// composed as sentences are, never capitalized.
    func phrase<Source: ArgumentSource>(_ entry: MessageTable.Entry, with args: inout Source, form: String?)
        -> RenderedInstruction
    {
        compose(entry, key: "", with: &args, form: form, sentenceStart: false) { (_: inout TextBuffer) throws(Never) in }
    }

    private func compose<Source: ArgumentSource, Failure: Error>(_ entry: MessageTable.Entry, key: String,
        with args: inout Source, form: String?, sentenceStart: Bool,
        capitalize: (inout TextBuffer) throws(Failure) -> Void
    ) throws(Failure) -> RenderedInstruction {
        var memo = FormMemo()
        guard let pattern = choose(entry, args: args, form: form, memo: &memo) else {
            return RenderedInstruction(text: "", spans: [], messageKey: key)
        }
        let program = pattern.program
        let span = program.patternSpans[pattern.index]
        let segmentStart = Int(span.start)
        let segmentCount = Int(span.count)
        let numbers = routeNumbers(entry, args: &args)
        // Two passes over a stack buffer: gather the pieces and their lengths, then write
        // the UTF-8 of the whole text into one allocation and derive the spans. Each segment
        // may become the route number's pattern around it plus itself (a translation may name
        // the road twice): room for that many, never fewer (the fuzzer wrote past a buffer
        // sized for one expansion).
        let capacity = max(segmentCount * (numbers.segments.count + 1), 1)
        return try TextBuffer.withPieces(capacity: capacity) { pieces throws(Failure) -> RenderedInstruction in
            var firstWasCapitalized = false
            for position in 0..<segmentCount {
                let start = position == 0 && sentenceStart
                // A literal starting the sentence was capitalized when the table was built.
                let literalStart = start && !span.startsWithoutLetter ? Optional(span.capitalizedStart) : nil
                // Read where the program keeps it: the pattern is not copied.
                // Arguments and memo by reference: a copy of them retains every value.
                guard let piece = self.piece(program.segments[segmentStart + position], entry: entry, args: &args,
                    memo: &memo, sentenceStart: start, literalStart: literalStart, capitalized: &firstWasCapitalized)
                else { continue }
                if !numbers.segments.isEmpty, piece.role.value == numbers.target.value, let ref = args.ref {
                    Self.append(piece, withNumber: ref, as: numbers.segments, to: &pieces)
                } else {
                    pieces.append(piece)
                }
            }
            if !table.grammar.joins.isEmpty { contract(&pieces) }
            if sentenceStart, !firstWasCapitalized { try capitalize(&pieces) }
            return pieces.finish(highlights: entry.highlights, messageKey: key)
        }
    }

    /// Where a road's route number goes: next to its name, as the locale's `road.nameWithRef`
    /// writes the two (unless the message places the number itself); in a sentence naming no
    /// road, next to the sign's destinations (`road.destinationWithRef`). No segments when
    /// the message has no number to add.
    private func routeNumbers<Source: ArgumentSource>(_ entry: MessageTable.Entry, args: inout Source)
        -> (segments: [Pattern.Segment], target: Role)
    {
        guard let ref = args.ref, !ref.text.isEmpty, !entry.roles.contains(.ref) else { return ([], .name) }
        let namesRoad = entry.roles.indices.contains { entry.roles[$0] == .name && args[$0, .name] != nil }
        let target = namesRoad ? Role.name : .destination
        return (fixedPattern(namesRoad ? .roadNameWithRef : .roadDestinationWithRef).segments, target)
    }

    /// The piece a segment of the chosen pattern makes: template text, the translator's words
    /// for a value, or a placeholder's value (in a view, in a fallback locale's words, or
    /// capitalized at the start of a sentence); nil for a placeholder with no value.
    ///
    /// - Parameters:
    ///   - literalStart: For a literal that starts the sentence, its capitalized text (nil
    ///     inside when it needs none); nil for any other segment.
    ///   - capitalized: Set when the sentence start needs no capitalizing any more.
    private func piece<Source: ArgumentSource>(_ segment: Pattern.Segment, entry: MessageTable.Entry, args: inout Source,
        memo: inout FormMemo, sentenceStart: Bool, literalStart: (text: String, utf16Count: Int)??, capitalized: inout Bool) -> Piece?
    {
        switch segment {
        case .literal(let literal, let utf16Count):
            var text = (text: literal, utf16Count: utf16Count)
            if let literalStart {
                capitalized = true
                if let start = literalStart { text = start }
            }
            return Piece(text: text.text, utf16Count: text.utf16Count, role: .text, number: -1, isolated: false, parts: nil)
        case .spelled(let number, let text, let utf16Count, let view):
            // The translator's words for the value: its role and highlight, not its text
            // (a distance's number or unit word keeps its finer role).
            var role = number < entry.roles.count ? entry.roles[number] : nil
            if case .distance? = role?.value {
                if view == "number" { role = .distanceNumber } else if view == "unit" { role = .distanceUnit }
            }
            return Piece(text: text, utf16Count: utf16Count, role: role ?? .text, number: role == nil ? -1 : number,
                isolated: false, parts: nil)
        case .placeholder(let number, let view):
            guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                return nil  // a declared placeholder with no value: nothing to insert
            }
            if let view { return viewedPiece(argument, view: view, role: role, number: number, memo: memo) }
            var text = (text: argument.text, utf16Count: argument.utf16Count)
            if case .fragment(let key) = argument.forms {
                if entry.isForeign, let phrase = table.fragment(key, in: entry.locale) {
                    // A message that fell back to another locale says its phrases in that locale.
                    text = (phrase.text, phrase.utf16Count)
                    if sentenceStart, let start = phrase.capitalized { text = start }
                    capitalized = capitalized || sentenceStart && phrase.capitalized != nil
                } else if sentenceStart, let start = table.withEntry(key, { $0.fragment?.capitalized }) {
                    // Fragments are capitalized once, when the table is built.
                    text = start
                    capitalized = true
                }
            }
            return Piece(text: text.text, utf16Count: text.utf16Count, role: role, number: number,
                isolated: argument.isolated, parts: argument.parts)
        }
    }

    /// A name's piece as the locale's `road.*WithRef` pattern writes it with the route number:
    /// the name where the pattern has `$0`, the number where it has `$1`, both with the name's
    /// placeholder number (and so its highlight); never past the buffer's room.
    private static func append(_ piece: Piece, withNumber ref: Argument, as segments: [Pattern.Segment],
        to pieces: inout TextBuffer)
    {
        var named = false
        for part in segments {
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
            guard !pieces.isFull else { return }
            pieces.append(expanded)
        }
        if !named, !pieces.isFull { pieces.append(piece) }
    }

    /// Capitalizes the sentence's first letter where a value starts it (the one step of a
    /// render that may call ICU); it may be in the piece after an opening "[" or quote.
    private func capitalizeFirstLetter(_ pieces: inout TextBuffer) throws(RenderError) {
        let count = pieces.count
        guard count > 0, casing.isCased else { return }
        var first = 0
        pieces[first].materialize()
        while first < count - 1, pieces[first].number < 0, Casing.precedesFirstLetter(pieces[first].text) {
            first += 1
            pieces[first].materialize()
        }
        // A name the grammar keeps as written ("dm" in German), with no article before it.
        if table.grammar.namesKeepCase, pieces[first].number >= 0, pieces[first].lead == 0 {
            switch pieces[first].role.value {
            case .name, .landmark, .destination, .rotaryName: return
            default: break
            }
        }
        do throws(ICUError) {
            if let titled = try capitalizingFirst(pieces[first].text) {
                // A capital may be longer than its small letter (Turkish "i" → "İ"): an article
                // the name's form starts with grows with it.
                if pieces[first].lead > 0 {
                    pieces[first].lead += titled.text.utf8.count - pieces[first].text.utf8.count
                }
                pieces[first].text = titled.text
                pieces[first].utf16Count = titled.utf16Count
            }
        } catch {
            throw .icu(error)
        }
    }

    /// Applies the locale's contractions where template text meets a name ("à " + "Le Bon
    /// Marché" → "au " + "Bon Marché"), also where the text before the name is a phrase the
    /// catalog inserts, with at most a space of template text after it (Spanish "junto a" +
    /// " " + "El Corte Inglés" → "junto al" + " " + "Corte Inglés").
    private func contract(_ pieces: inout TextBuffer) {
        let count = pieces.count
        guard count > 1 else { return }
        let joins = table.grammar.joins
        for index in 1..<count {
            // A switch on the case: `==` on a vocabulary value compares its raw string.
            switch pieces[index].role.value {
            case .name, .landmark, .floor, .destination, .rotaryName: break
            default: continue
            }
            // Most names start with a byte no rule joins: passed over before looking at the text.
            guard let firstByte = pieces[index].text.utf8.first, joins.mayJoin(nameStartingWith: firstByte) else { continue }
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
                let join = Self.join(pieces[before].text, gap: gap, pieces[index].text, joins: joins)
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
    /// contraction. Most names fail the one-byte tests (the text's last byte, the name's
    /// first) at once; the others compare words of bytes (`Grammar.Joins.textGroups`).
    static func join(_ text: String, gap: String, _ name: String, joins: Grammar.Joins) -> Join? {
        guard let firstByte = name.utf8.first, joins.mayJoin(nameStartingWith: firstByte) else { return nil }
        let tail = ByteWord.tail(of: text, then: gap)
        let last = UInt8(truncatingIfNeeded: tail.bits)
        guard tail.count > 0, joins.ends.contains(last) else { return nil }
        if joins.elisionStarts.contains(firstByte), let initial = name.unicodeScalars.first {
            for (index, elision) in joins.elisions.enumerated()
            where elision.textUTF8.last == last && elision.initials.contains(initial)
                && UTF8Bytes.endsWith(text, then: gap, elision.textUTF8)
            {
                return Join(textCut: elision.textUTF8.count, textCutUTF16: elision.textUTF16Count,
                    resultUTF16: elision.resultUTF16Count, nameCut: 0, nameCutUTF16: 0, elision: index)
            }
        }
        guard joins.starts.contains(firstByte) else { return nil }
        let head = ByteWord.head(of: name)
        var found: Int?
        for (group, groupTail) in joins.groupTails.enumerated() {
            if let found, found < joins.groupStarts[group] { break }
            guard tail.has(groupTail) else { continue }
            // The groups are read only where their text fits: a copy of one retains its arrays.
            guard joins.textGroups[group].textUTF8.count <= 8 || UTF8Bytes.endsWith(text, then: gap, joins.textGroups[group].textUTF8)
            else { continue }
            // The group's first rule whose name start fits, if it comes before the one found.
            for rule in joins.textGroups[group].rules {
                if let found, found < rule.index { break }
                guard head.has(rule.nameHead),
                    !rule.nameIsLong || name.utf8.starts(with: joins.contractions[rule.index].nameUTF8)
                else { continue }
                found = rule.index
                break
            }
        }
        guard let index = found else { return nil }
        let rule = joins.contractions[index]
        return Join(textCut: rule.textUTF8.count, textCutUTF16: rule.textUTF16Count, resultUTF16: rule.resultUTF16Count,
            nameCut: rule.nameCutUTF8Count, nameCutUTF16: rule.nameCutUTF16Count, rule: index)
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
