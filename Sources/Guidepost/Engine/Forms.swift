@_spi(Caches) import GuidepostICU
/// Views of a placeholder's value that a translation asks for: a grammatical form of a
/// name or a catalog phrase (`$3:genitive`), a distance's number or unit (`$1:number`,
/// `$1:unit`), and what `select` on `$n:view` chooses by.
extension RenderEngine {
    /// The piece a placeholder with a view inserts.
    func viewedPiece(_ argument: Argument, view: String, role: Role, number: Int, memo: borrowing FormMemo) -> Piece {
        // Cases compared by tag: `==` on a vocabulary value compares its raw string.
        let isDistance = if case .distance = role.value { true } else { false }
        let isDuration = if case .duration = role.value { true } else { false }
        if isDistance || isDuration, view != "number", view != "unit" {
            // A form of the locale's distance or duration phrase ("مترين" after a preposition).
            guard role.value != .distance || !plainDistanceForms.contains(view), let phrase = unitPhrase(of: argument, form: view)
            else {
                return Piece(text: argument.text, utf16Count: argument.utf16Count, role: role, number: number,
                    isolated: false, parts: argument.parts)
            }
            return Piece(text: phrase.text, utf16Count: phrase.utf16Count, role: role, number: number, isolated: false,
                parts: phrase.parts)
        }
        if isDistance {
            let part = view == "number" ? argument.parts?.number : argument.parts?.unit
            guard let part else {
                return Piece(text: argument.text, utf16Count: argument.utf16Count, role: role, number: number,
                    isolated: false, parts: argument.parts)
            }
            let utf8 = argument.text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: part.utf8.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: part.utf8.upperBound)
            let text = String(argument.text[start..<end])
            return Piece(text: text, utf16Count: part.utf16.count, role: view == "number" ? .distanceNumber : .distanceUnit,
                number: number, isolated: false, parts: nil)
        }
        let known = memo.text(number: number, view: view)
        guard let formed = known ?? formText(argument, form: view) else {
            // No form known: the value as it is. Lint reports a form asked for without a
            // variant for values that lack it.
            return Piece(text: argument.text, utf16Count: argument.utf16Count, role: role, number: number,
                isolated: argument.isolated, parts: argument.parts)
        }
        // A grammatical form is in the name's own script, so it needs isolation when the name does.
        var piece = Piece(text: formed.text, utf16Count: formed.utf16Count, role: role, number: number,
            isolated: argument.isolated, parts: nil)
        piece.lead = formed.lead
        return piece
    }

    /// The value `select` on `$n:view` chooses by: a distance's unit, a landmark's kind, or
    /// `known` when the form of a name or phrase is available.
    func viewValue(_ argument: Argument, view: String, role: Role) -> String? {
        switch role {
        case .distance where view == "when": return MessageNode.ViewBranches.timingValues[argument.timing.index]
        case .distance where view == "unit": return argument.unit?.rawValue
        case .distance where view == "number": return argument.showsFraction ? "fraction" : "whole"
        case .distance where view == "width": return options.unitWidth == .long ? "long" : "short"
        case .duration where view == "unit":
            let units = Role.durationUnits
            return units.indices.contains(argument.selectIndex) ? units[argument.selectIndex] : nil
        case .landmark where view == "kind": return argument.landmarkKind?.rawValue
        default: return formText(argument, form: view) == nil ? nil : "known"
        }
    }

    /// A value in a grammatical form, or nil when no form is known.
    func formText(_ argument: Argument, form: String) -> FormedText? {
        switch argument.forms {
        case .none:
            return nil
        case .name(let appForms):
            return nameForm(argument.text, appForms: appForms, form: form, kind: argument.landmarkKind)
        case .fragment(let key):
            return fragmentText(key, form: form)
        case .floorPhrase(let phrase):
            return floorPhrase(phrase.key, number: phrase.number, code: phrase.code, form: form)
        case .distancePhrase, .durationPhrase:
            guard let phrase = unitPhrase(of: argument, form: form) else {
                return FormedText(text: argument.text, utf16Count: argument.utf16Count)
            }
            return FormedText(text: phrase.text, utf16Count: phrase.utf16Count)
        }
    }

    /// A value's text in a form, with its UTF-16 length (measured once, for a name's cached forms).
    struct FormedText {
        var text: String
        var utf16Count: Int
        /// The UTF-8 bytes at the start of `text` that are an article the form put before
        /// the name ("der " of "der Apotheke"): written as template text, outside its span.
        var lead = 0

        init(text: String, utf16Count: Int, lead: Int = 0) {
            self.text = text
            self.utf16Count = utf16Count
            self.lead = lead
        }

        init(_ text: String) {
            self.init(text: text, utf16Count: text.utf16.count)
        }

        init(_ formed: Grammar.Formed) {
            self.init(text: formed.text, utf16Count: formed.text.utf16.count, lead: formed.lead)
        }
    }

    /// A distance or duration argument in a form its locale's `unit.*` phrase gives, built
    /// again from the measured value; nil when the value is not phrased by the catalog.
    func unitPhrase(of argument: Argument, form: String) -> UnitPhraseText? {
        switch argument.forms {
        case .distancePhrase(let source):
            return distancePhrase(source, form: form) ?? UnitPhraseText(Self.distanceArgument(source.formatted))
        case .durationPhrase(let seconds):
            guard let (base, minutes) = try? icuDuration(seconds) else { return nil }
            do {
                return try durationPhrase(base, minutes: minutes, form: form) ?? UnitPhraseText(base)
            } catch {
                return nil
            }
        default:
            return nil
        }
    }

    /// A distance as the locale's `unit.distance` phrases it in a form (nil: the base form),
    /// made from the formatting the argument carries; nil when that is ICU's text as it is.
    func distancePhrase(_ source: Argument.DistanceSource, form: String?) -> UnitPhraseText? {
        func make() -> UnitPhraseText? {
            resolveUnitPhrase(.unitDistance, base: Self.distanceArgument(source.formatted), hours: nil, minutes: nil, form: form)
        }
        guard let key = source.key else { return make() }
        return cache.value(\.distancePhrases, RenderCache.FormKey(base: key, form: form), make: make)
    }

    /// A distance or duration as the locale's `unit.distance` / `unit.duration` message
    /// phrases it, in a form (nil: the base form), with the distance's number and unit parts
    /// wherever they are in the phrase: ICU's, `$0:number`, `$0:unit`, or the translator's
    /// words for them (`$0:unit{مترًا}`, `$0{مترين}`, which stands for both). Nil when the
    /// variant chosen is `$0` alone (ICU's text as it is).
    func resolveUnitPhrase(_ key: MessageKey, base: Argument, hours: Argument?, minutes: Argument?, form: String?)
        -> UnitPhraseText?
    {
        let entry = table[key]
        var args = UnitPhraseArguments(base: base, hours: hours, minutes: minutes)
        let pattern = resolve(entry, args: args, form: form)
        if pattern.segments.count == 1, case .placeholder(0, nil) = pattern.segments[0] { return nil }
        // Composed as every text is; the distance's number and unit are read off its spans.
        let rendered = phrase(entry, with: &args, form: form)
        return UnitPhraseText(rendered, hasParts: base.parts != nil)
    }

    /// The values of a `unit.*` message: `$0` ICU's text, a duration's `$1` hours and `$2` minutes.
    struct UnitPhraseArguments: ArgumentSource {
        var base: Argument
        var hours: Argument?
        var minutes: Argument?

        subscript(number: Int) -> Argument? {
            switch number {
            case 0: base
            case 1: hours
            case 2: minutes
            default: nil
            }
        }

        subscript(number: Int, role: Role) -> Argument? {
            get { self[number] }
            set {
                switch number {
                case 0: if let newValue { base = newValue }
                case 1: hours = newValue
                case 2: minutes = newValue
                default: break
                }
            }
        }
    }

    /// A distance or duration phrased by the catalog.
    struct UnitPhraseText {
        var text: String
        var utf16Count: Int
        var parts: Argument.Parts?

        init(text: String, utf16Count: Int, parts: Argument.Parts?) {
            self.text = text
            self.utf16Count = utf16Count
            self.parts = parts
        }

        /// ICU's text as it is.
        init(_ argument: Argument) {
            self.init(text: argument.text, utf16Count: argument.utf16Count, parts: argument.parts)
        }

        /// A composed phrase, with the distance's number and unit where its spans say: a
        /// `$0:number` or `$0:unit` view or the translator's words for them, ICU's own parts
        /// inside `$0`, and the translator's words for the whole value (`$0{مترين}`) as the unit.
        init(_ rendered: RenderedInstruction, hasParts: Bool) {
            let text = rendered.text
            let utf8 = text.utf8
            func part(_ range: Range<String.Index>, utf16Offset: Int, utf16Length: Int) -> Argument.Parts.Part {
                let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
                let end = utf8.distance(from: utf8.startIndex, to: range.upperBound)
                return Argument.Parts.Part(utf8: start..<end, utf16: utf16Offset..<(utf16Offset + utf16Length))
            }
            var number: Argument.Parts.Part?
            var unit: Argument.Parts.Part?
            for span in rendered.spans {
                switch span.role.value {
                case .distanceNumber:
                    number = part(span.range, utf16Offset: span.utf16Offset, utf16Length: span.utf16Length)
                case .distanceUnit:
                    unit = part(span.range, utf16Offset: span.utf16Offset, utf16Length: span.utf16Length)
                case .distance:
                    if let inner = span.subspans {
                        number = inner.number.map { part($0.range, utf16Offset: $0.utf16Offset, utf16Length: $0.utf16Length) } ?? number
                        unit = inner.unit.map { part($0.range, utf16Offset: $0.utf16Offset, utf16Length: $0.utf16Length) } ?? unit
                    } else {
                        unit = part(span.range, utf16Offset: span.utf16Offset, utf16Length: span.utf16Length)
                    }
                default:
                    continue
                }
            }
            self.init(text: text, utf16Count: text.utf16.count,
                parts: hasParts ? Argument.Parts(number: number, unit: unit) : nil)
        }
    }


    /// A name's form: the app's, else the locale's grammar rules (kept by the renderer's cache,
    /// by name, form and — where the grammar reads the name's kind as a head noun — the kind).
    func nameForm(_ name: String, appForms: [String: String]?, form: String, kind: LandmarkKind? = nil) -> FormedText? {
        if let supplied = appForms?[form] { return FormedText(supplied) }
        guard let formIndex = table.grammar.formIndex(form) else { return nil }
        // A kind the grammar reads is part of the key (by the kind's index: no string is
        // hashed); one it does not read is not, so the name's form is shared with no kind's.
        let kindClass = kind.flatMap { table.grammar.nouns.kinds[$0] }
        let kindKey = kindClass == nil ? 0 : kind.map { UInt64($0.index + 1) << 32 } ?? 0
        return cache.value(\.nameForms, TextKey(name, extra: UInt64(formIndex) | kindKey)) {
            table.grammar.formed(form, of: name, headClass: kindClass).map(FormedText.init)
        }
    }

    /// A value that starts a sentence with its first letter capitalized (`Casing`), nil when
    /// nothing changes.
    func capitalizingFirst(_ text: String) throws(ICUError) -> FormedText? {
        try cache.value(\.capitals, TextKey(text)) { () throws(ICUError) in
            try casing.capitalizingFirst(text).map(FormedText.init)
        }
    }

    /// A catalog fragment in a form (kept by the renderer's cache).
    func fragmentText(_ key: MessageKey, form: String) -> FormedText? {
        cache.value(\.fragmentForms, RenderCache.FormKey(base: key.ordinal, form: form)) {
            fragmentText(key, form: Optional(form)).map(FormedText.init)
        }
    }

    /// A catalog fragment in a form (its `"select": "form"` variant, else `other`); nil
    /// when the fragment has no variant for the form.
    func fragmentText(_ key: MessageKey, form: String?) -> String? {
        let entry = table[key]
        if let form, !entry.providesForm(form) { return nil }
        let pattern = resolve(entry, args: NumberedArguments(values: [:]), form: form)
        return pattern.plainText
    }

    /// A floor phrase ("Level 3", "3-й этаж", "地下2階") in a form (nil form: its base form);
    /// nil when the form is asked and the phrase has no variant for it.
    func floorPhrase(_ key: MessageKey, number: Int?, code: String, form: String?) -> FormedText? {
        let cacheKey = RenderCache.FormKey(base: RenderCache.FloorPhraseKey(message: key.ordinal, number: number, code: code),
            form: form)
        return cache.value(\.floorPhrases, cacheKey) {
            let entry = table[key]
            if let form, !entry.providesForm(form) { return nil }
            return FormedText(composeFloorPhrase(entry, number: number, code: code, form: form))
        }
    }

    /// The form a `select` on `$n:view` looked up while choosing the variant, so that
    /// inserting `$n:view` right after does not look it up again.
    struct FormMemo {
        /// The last two forms looked up (a sentence may select on a landmark's form and on a
        /// street's), newest first.
        private var newest = Slot()
        private var older = Slot()

        private struct Slot {
            var number = -1
            var view = ""
            var text: FormedText?
        }

        mutating func remember(number: Int, view: String, text: FormedText?) {
            older = newest
            newest = Slot(number: number, view: view, text: text)
        }

        /// The form remembered for `$number:view`: `.some(nil)` when it is known to be missing.
        func text(number: Int, view: String) -> FormedText?? {
            if newest.number == number, newest.view == view { return .some(newest.text) }
            if older.number == number, older.view == view { return .some(older.text) }
            return nil
        }
    }

    private func composeFloorPhrase(_ entry: MessageTable.Entry, number: Int?, code: String, form: String?) -> String {
        var args = NumberedArguments(values: [:])
        for (placeholder, role) in entry.roles.enumerated() {
            switch role {
            case .count?, .floorCount?, .ordinal?:
                guard let number else { continue }
                if role == .ordinal {
                    args.values[placeholder] = try? ordinalArgument(number)
                } else if let (ordinal, count) = try? ordinalArguments(number) {
                    // A floor's number is a count that reads as an ordinal in many languages
                    // ("2nd floor"): an `ordinal` select on it chooses by its ordinal category.
                    var count = count
                    count.ordinalCategory = ordinal.ordinalCategory
                    args.values[placeholder] = count
                } else {
                    args.values[placeholder] = try? countArgument(number)
                }
            case .name?, .floor?:
                args.values[placeholder] = nameArgument(code)
            default:
                continue
            }
        }
        // Composed as every text is (isolation, contractions); a sentence inserts it as a value.
        return phrase(entry, with: &args, form: form).text
    }

    /// Whether inserted text needs bidi isolation under this renderer's options.
    func isolation(_ text: String, isASCII: Bool? = nil) -> Bool {
        switch options.bidiIsolation.value {
        case .always: true
        case .never: false
        case .automatic: BidiIsolation.needsIsolation(text, rightToLeft: isRightToLeft, isASCII: isASCII)
        }
    }
}

extension MessageTable.Entry {
    /// Whether the message has a `"select": "form"` variant for a form (at its top).
    func providesForm(_ form: String) -> Bool {
        if case .form(let branches, _) = node { return branches[form] != nil }
        return false
    }
}
