@_spi(Caches) import GuidepostICU
/// Builds the arguments a message is filled with: names, phrases, floors, distances,
/// durations, counts and ordinals, each as the locale formats and phrases it (what can be
/// kept is kept in the renderer's `RenderCache`).
extension RenderEngine {
    /// A distance within the valid range, with `-0` as `0`.
    static func validDistance(_ meters: Double) throws(RenderError) -> Double {
        guard meters.isFinite, meters >= 0, meters <= GuidepostLimits.maximumDistance else {
            throw .invalidDistance(meters)
        }
        return meters + 0  // -0 + 0 is +0: "-0 ft" must not happen
    }

    func fragmentArgument(_ key: MessageKey, select: Int = -1) -> Argument {
        // The two fields read in place: a copy of the fragment retains its capitalized text too.
        var argument = table.withEntry(key) { entry in
            if let text = entry.fragment?.text, let utf16Count = entry.fragment?.utf16Count {
                Argument(text: text, utf16Count: utf16Count, selectIndex: select)
            } else {
                Argument(text: key.rawValue, utf16Count: key.rawValue.utf16.count, selectIndex: select)
            }
        }
        argument.forms = .fragment(key)
        return argument
    }

    /// A name as a sentence inserts it, with the app's forms and the kind of place it is
    /// (which the grammar may read as the name's head noun: `Grammar.Nouns.kinds`).
    func nameArgument(_ name: String, forms: NameForms? = nil, kind: LandmarkKind? = nil) -> Argument {
        // Most names are ASCII: their UTF-16 length is their byte count, and their isolation
        // is decided without reading their scalars.
        // UTF-8 and UTF-16 lengths are equal only for ASCII (any other scalar takes more
        // bytes than code units), and ASCII text counts its UTF-16 from a flag.
        let utf16Count = name.utf16.count
        let isASCII = utf16Count == name.utf8.count
        var argument = Argument(text: name, utf16Count: utf16Count)
        argument.isolated = isolation(name, isASCII: isASCII)
        argument.forms = .name(forms?.applying(toLanguage: language))
        argument.landmarkKind = kind
        return argument
    }

    /// The instruction's name (`name`, passed unwrapped) with the forms and kind it carries.
    func nameArgument(_ name: String, of instruction: Instruction) -> Argument {
        nameArgument(name, forms: instruction.nameForms, kind: instruction.nameKind)
    }

    func landmarkArgument(_ landmark: Landmark) -> Argument {
        nameArgument(landmark.name, forms: landmark.forms, kind: landmark.kind)
    }

    /// The destination floor: its catalog phrase ("Level 3" for `3`), or its name as written.
    func floorArgument(_ change: FloorChange) -> Argument {
        // A floor the app says nothing more about is classified and phrased once per name.
        guard change.label == nil, change.floorNameForms == nil else { return makeFloorArgument(change) }
        return cache.value(\.floors, TextKey(change.floorName)) { makeFloorArgument(change) }
    }

    private func makeFloorArgument(_ change: FloorChange) -> Argument {
        let label = change.resolvedLabel
        // A code is inserted into its phrase as written (the ground floor's and mezzanine's
        // too, for languages that name those by their button); a number is formatted.
        var code = label.kind == .code || label.kind == .ground || label.kind == .mezzanine ? label.name : ""
        // A level by the venue's number ("Level 2") is its number, said as a label.
        if label.kind == .code, let number = label.number { code = String(number) }
        // A ground floor or mezzanine the data spells out is named by its usual button.
        if label.kind == .ground && code.count > 3 { code = "G" }
        if label.kind == .mezzanine && code.count > 3 { code = "M" }
        guard let key = label.kind.messageKey, table.has(key),
            let phrase = floorPhrase(key, number: label.number, code: code, form: nil), !phrase.text.isEmpty
        else {
            return nameArgument(change.floorName, forms: change.floorNameForms)
        }
        var argument = Argument(text: phrase.text, utf16Count: phrase.utf16Count)
        argument.isolated = false  // the phrase is in the locale's own words and digits
        argument.forms = .floorPhrase(Argument.FloorPhrase(key: key, number: label.number, code: code))
        return argument
    }

    func distanceArgument(_ meters: Double) throws(RenderError) -> Argument {
        try distanceEntry(try Self.validDistance(meters)).argument
    }

    /// A distance (valid, in metres) as ICU formats it and as sentences insert it, made once
    /// per rounded value.
    func distanceEntry(_ meters: Double) throws(RenderError) -> RenderCache.DistanceEntry {
        guard let key = rounder.key(meters: meters) else { return try makeDistanceEntry(meters, key: nil) }
        return try cache.value(\.distances, key) { () throws(RenderError) in try makeDistanceEntry(meters, key: key) }
    }

    private func makeDistanceEntry(_ meters: Double, key: DistanceRounder.Key?) throws(RenderError)
        -> RenderCache.DistanceEntry
    {
        let formatted: FormattedDistance
        do {
            formatted = try formatting.withLock { state throws(ICUError) in try state.distance(meters: meters) }
        } catch {
            throw .icu(error)
        }
        var argument = Self.distanceArgument(formatted)
        // The locale's own phrasing of distances, when it has one (ICU's text otherwise). The
        // argument carries what its forms are made from: they never depend on a cache entry.
        if !table[.unitDistance].passesThrough {
            let source = Argument.DistanceSource(key: key, formatted: formatted)
            if let phrase = distancePhrase(source, form: nil) {
                argument.text = phrase.text
                argument.utf16Count = phrase.utf16Count
                argument.parts = phrase.parts
            }
            argument.forms = .distancePhrase(source)
        }
        return RenderCache.DistanceEntry(formatted: formatted, argument: argument)
    }

    static func distanceArgument(_ formatted: FormattedDistance) -> Argument {
        var argument = Argument(text: formatted.text, utf16Count: formatted.utf16Count)
        argument.category = formatted.pluralCategory
        argument.exactValue = formatted.value
        argument.parts = Argument.Parts(
            number: zip(formatted.numberUTF8Range, formatted.numberUTF16Range),
            unit: zip(formatted.unitUTF8Range, formatted.unitUTF16Range))
        argument.unit = formatted.unit
        argument.showsFraction = formatted.showsFraction
        // The distance as shown: "5 m" is due now, "0.1 mi" (160 m) is not.
        let shownMeters = formatted.unit.map { formatted.value * $0.meters } ?? formatted.value
        if shownMeters < RenderOptions.immediateDistance { argument.timing = .now }
        return argument
    }

    /// A duration as the locale phrases it: ICU's text ("18 min", "1 hr, 5 min"), or the
    /// catalog's `unit.duration` around ICU's numbers; "less than a minute" below 60 s.
    func durationArgument(_ seconds: Double) throws(RenderError) -> Argument {
        guard seconds.isFinite, seconds >= 0, seconds <= GuidepostLimits.maximumDuration else {
            throw .invalidDuration(seconds)
        }
        if seconds < 60 {
            let fragment = table.fragment(.durationLessThanMinute)
            return Argument(text: fragment.text, utf16Count: fragment.utf16Count)
        }
        var (argument, minutes) = try icuDuration(seconds)
        // The locale's own phrasing of durations, when it has one (ICU's text otherwise).
        guard !table[.unitDuration].passesThrough else { return argument }
        if let phrase = try durationPhrase(argument, minutes: minutes, form: nil) {
            argument.text = phrase.text
            argument.utf16Count = phrase.utf16Count
        }
        argument.forms = .durationPhrase(seconds)
        return argument
    }

    /// A duration of a minute or more as ICU formats it, with how it is counted as its select
    /// index (minute, hour or hourMinute, `Role.durationUnits`), and its whole minutes.
    func icuDuration(_ seconds: Double) throws(RenderError) -> (base: Argument, minutes: Int) {
        guard seconds.isFinite, seconds >= 60, seconds <= GuidepostLimits.maximumDuration,
            let minutes = Int(exactly: (seconds / 60).rounded())
        else { throw .invalidDuration(seconds) }
        let text: String
        do {
            text = try formatting.withLock { state throws(ICUError) in try state.duration(minutes: minutes) }
        } catch {
            throw .icu(error)
        }
        // As Formatters.duration chooses.
        let unitIndex = minutes < 60 ? 0 : minutes % 60 == 0 ? 1 : 2
        return (Argument(text: text, utf16Count: text.utf16.count, selectIndex: unitIndex), minutes)
    }

    /// A duration as the locale's `unit.duration` phrases it around ICU's text, its hours
    /// (`$1`) and minutes (`$2`), in a form; nil when the variant chosen is ICU's text.
    /// Not cached: durations appear in route and leg headers, not on every render.
    func durationPhrase(_ base: Argument, minutes: Int, form: String?) throws(RenderError) -> UnitPhraseText? {
        resolveUnitPhrase(.unitDuration, base: base, hours: try countArgument(minutes / 60),
            minutes: try countArgument(minutes < 60 ? minutes : minutes % 60), form: form)
    }

    private static func zip(_ utf8: Range<Int>?, _ utf16: Range<Int>?) -> Argument.Parts.Part? {
        guard let utf8, let utf16 else { return nil }
        return Argument.Parts.Part(utf8: utf8, utf16: utf16)
    }

    func countArgument(_ value: Int) throws(RenderError) -> Argument {
        Self.countArgument(try count(value), value: value)
    }

    /// An integer as ICU formats it, with its plural category.
    func count(_ value: Int) throws(RenderError) -> ICUFormattedNumber {
        try cache.value(\.counts, value) { () throws(RenderError) in
            do throws(ICUError) {
                return try formatting.withLock { state throws(ICUError) in try state.count(value) }
            } catch {
                throw .icu(error)
            }
        }
    }

    /// An ordinal as ICU formats it, with its categories.
    func ordinal(_ value: Int) throws(RenderError) -> Formatters.Ordinal {
        try cache.value(\.ordinals, value) { () throws(RenderError) in
            do throws(ICUError) {
                return try formatting.withLock { state throws(ICUError) in try state.ordinal(value) }
            } catch {
                throw .icu(error)
            }
        }
    }

    private static func countArgument(_ number: ICUFormattedNumber, value: Int) -> Argument {
        var argument = Argument(text: number.text, utf16Count: number.text.utf16.count)
        argument.category = number.category
        argument.exactValue = Double(value)
        return argument
    }

    func ordinalArgument(_ value: Int) throws(RenderError) -> Argument {
        guard value >= 0, value <= GuidepostLimits.maximumOrdinal else { throw .invalidOrdinal(value) }
        return try ordinalArguments(value).ordinal
    }

    /// The ordinal ("12th") and the plain number ("12") from one cache lookup.
    func ordinalArguments(_ value: Int) throws(RenderError) -> (ordinal: Argument, count: Argument) {
        let ordinal = try ordinal(value)
        var argument = Argument(text: ordinal.text, utf16Count: ordinal.text.utf16.count)
        argument.ordinalCategory = ordinal.ordinalCategory
        // The cardinal category too, for translations that count exits with "plural".
        argument.category = ordinal.cardinal.category
        argument.exactValue = Double(value)
        return (argument, Self.countArgument(ordinal.cardinal, value: value))
    }
}
