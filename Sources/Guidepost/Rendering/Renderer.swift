import Synchronization

/// Renders instructions for one locale and set of options.
///
/// Build one per locale and reuse it: it compiles the catalog and opens its ICU
/// formatters once. It is `Sendable`; concurrent renders share its caches behind a lock.
///
/// ```swift
/// let renderer = try Renderer(locale: "de-AT")
/// let line = try renderer.render(Instruction(.turn(.left), distance: 20,
///                                            landmarks: [Landmark(name: "Starbucks")]))
/// line.text             // "In 20 m bei Starbucks links abbiegen"
/// line.highlightRanges  // the landmark and the maneuver
/// ```
public final class Renderer: Sendable {
    /// How the requested locale was resolved (fallbacks are in its diagnostics).
    public let resolution: LocaleResolution
    /// The options this renderer formats with.
    public let options: RenderOptions
    /// Everything the renderer fell back on: locale fallbacks, unusable or missing
    /// translations, catalog load problems.
    public let diagnostics: [Diagnostic]
    /// Whether the locale is written right to left.
    public let isRightToLeft: Bool
    /// The unit system in effect (`automatic` resolved from the locale's region).
    public let unitSystem: RenderOptions.UnitSystem

    let table: MessageTable
    private let formatting: Mutex<FormattingState>
    private let casing: Casing
    private let localeID: String

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - locale: A BCP-47 tag. Unknown locales fall back (`de-AT` → `de` → `en`); see `diagnostics`.
    ///   - options: Units, rounding, unit width, bidi isolation.
    ///   - catalog: The messages; the catalogs built into the library by default.
    /// - Throws: `ICUError` when ICU cannot open a formatter for the locale. Catalog
    ///   problems never throw: they are reported in `diagnostics`.
    public init(locale: String, options: RenderOptions = .default, catalog: Catalog = .embedded) throws(ICUError) {
        let resolution = LocaleResolver.resolve(locale, in: catalog)
        let id = try ICU.localeID(forTag: resolution.formattingLocale)
        let system: NavigationRounding.System
        var unitSystem = options.unitSystem
        if unitSystem == .automatic {
            // The region of the requested tag decides, even when its messages fall back.
            // An invalid requested tag has already fallen back (and been reported) to `id`.
            let requestedID = (try? ICU.localeID(forTag: resolution.requested)) ?? id
            let maximized = try ICU.maximize(requestedID)
            unitSystem = switch try ICU.measurementSystem(maximized) {
            case 1: .imperial
            case 2: .imperialUK
            default: .metric
            }
        }
        switch unitSystem {
        case .imperial: system = .imperial
        case .imperialUK: system = .imperialUK
        case .metric, .automatic: system = .metric
        }
        self.resolution = resolution
        self.options = options
        self.unitSystem = unitSystem
        self.localeID = id
        self.isRightToLeft = ICU.isRightToLeft(try ICU.maximize(id))
        let casing = try Casing(localeID: id)
        self.casing = casing
        self.table = MessageTable(catalog: catalog, resolution: resolution, casing: casing)
        self.formatting = Mutex(try FormattingState(localeID: id, options: options, system: system))
        self.diagnostics = catalog.diagnostics + resolution.diagnostics + table.diagnostics
    }

    /// The BCP-47 tag numbers, dates and case are formatted with.
    public var formattingLocale: String { resolution.formattingLocale }

    // MARK: Formatting

    /// Formats a distance in metres with this renderer's units and rounding.
    public func formatDistance(_ meters: Double) throws(RenderError) -> FormattedDistance {
        guard meters.isFinite, meters >= 0 else { throw .invalidDistance(meters) }
        do {
            return try formatting.withLock { state throws(ICUError) in try state.distance(meters: meters) }
        } catch {
            throw .icu(error)
        }
    }

    /// Formats an ordinal ("3rd", "3.", "3e").
    public func formatOrdinal(_ value: Int) throws(RenderError) -> String {
        do {
            return try formatting.withLock { state throws(ICUError) in try state.ordinal(value).text }
        } catch {
            throw .icu(error)
        }
    }

    /// Formats a duration in seconds: whole minutes, hours and minutes from an hour on,
    /// and the catalog's "less than a minute" below 60 seconds.
    public func formatDuration(_ seconds: Double) throws(RenderError) -> String {
        guard seconds.isFinite, seconds >= 0 else { throw .invalidDuration(seconds) }
        if seconds < 60 { return table.fragment(.durationLessThanMinute).text }
        let minutes = Int((seconds / 60).rounded())
        do {
            return try formatting.withLock { state throws(ICUError) in try state.duration(minutes: minutes) }
        } catch {
            throw .icu(error)
        }
    }

    /// Formats the hour and minute of an instant in the locale's 12- or 24-hour convention.
    ///
    /// - Parameters:
    ///   - secondsSince1970: The instant, in seconds since 1970-01-01T00:00:00Z.
    ///   - timeZone: An Olson time zone ID such as `Europe/Berlin`.
    public func formatClockTime(secondsSince1970: Double, timeZone: String = "UTC") throws(RenderError) -> String {
        do {
            return try formatting.withLock { state throws(ICUError) in
                try state.clockTime(secondsSince1970: secondsSince1970, timeZone: timeZone)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The CLDR plural category ICU selects for an integer formatted in this locale.
    public func pluralCategory(_ value: Int) throws(RenderError) -> PluralCategory {
        do {
            return try formatting.withLock { state throws(ICUError) in try state.count(value).category }
        } catch {
            throw .icu(error)
        }
    }

    // MARK: Rendering

    /// Renders one instruction.
    ///
    /// - Throws: `RenderError` when the instruction's data cannot be shown (a NaN or
    ///   negative distance, zero floors, exit 0) or ICU fails. Catalog problems do not
    ///   throw; the renderer fell back when it was built.
    public func render(_ instruction: Instruction) throws(RenderError) -> RenderedInstruction {
        let distance = instruction.distance
        guard distance.isFinite, distance >= 0 else { throw .invalidDistance(distance) }
        var args = Arguments()
        let key: MessageKey
        let landmark = instruction.nearestLandmark
        let name = instruction.name.flatMap { $0.isEmpty ? nil : $0 }

        switch instruction.maneuver.storage {
        case .straight:
            args.maneuver = fragmentArgument(.maneuverStraight)
            args.distance = try distanceArgument(distance)
            if let landmark {
                key = .straightLandmark
                args.landmark = nameArgument(landmark.name)
            } else if let name {
                key = .straightName
                args.name = nameArgument(name)
            } else {
                key = .straight
            }
        case .turn(let direction):
            args.maneuver = fragmentArgument(Self.turnKeys[direction.index], select: direction.index)
            args.distance = try distanceArgument(distance)
            if let landmark {
                key = .turnLandmark
                let position = landmark.position.index
                args.position = fragmentArgument(Self.positionKeys[position], select: position)
                args.landmark = nameArgument(landmark.name)
            } else if let name {
                key = .turnName
                args.name = nameArgument(name)
            } else {
                key = .turn
            }
        case .upcomingFloorChange(let change):
            guard !change.floorName.isEmpty else { throw .missingFloorName }
            args.maneuver = fragmentArgument(.maneuverStraight)
            args.distance = try distanceArgument(distance)
            args.floor = nameArgument(change.floorName)
            if change.type == .unknown {
                key = .upcomingFloorChangeUnknown
            } else {
                key = .upcomingFloorChange
                args.floorChangeType = fragmentArgument(Self.towardsKeys[change.type.index], select: change.type.index)
            }
        case .floorChange(let change):
            guard !change.floorName.isEmpty else { throw .missingFloorName }
            if let floors = change.floors, floors < 1 { throw .invalidFloorCount(floors) }
            args.floor = nameArgument(change.floorName)
            if change.type == .unknown {
                key = .floorChangeUnknown
            } else {
                args.floorChangeType = fragmentArgument(Self.takeKeys[change.type.index], select: change.type.index)
                if change.direction == .sameFloor {
                    key = .floorChangeSameFloor
                } else {
                    let directionKey: MessageKey = change.direction == .up ? .floorChangeDirectionUp : .floorChangeDirectionDown
                    args.floorChangeDirection = fragmentArgument(directionKey, select: change.direction.index)
                    if let floors = change.floors, floors > 1, change.type.countsFloors {
                        key = .floorChangeFloors
                        args.floorCount = try countArgument(floors)
                    } else {
                        key = .floorChange
                    }
                }
            }
        case .enterBuilding:
            if let name {
                key = .enterBuildingName
                args.name = nameArgument(name)
            } else {
                key = .enterBuilding
            }
        case .exitBuilding:
            if let name {
                key = .exitBuildingName
                args.name = nameArgument(name)
            } else {
                key = .exitBuilding
            }
        case .depart:
            if let landmark {
                key = .departLandmark
                args.landmark = nameArgument(landmark.name)
            } else if let name {
                key = .departName
                args.name = nameArgument(name)
            } else {
                key = .depart
            }
        case .arrive(let side):
            if let side { args.side = fragmentArgument(Self.sideKeys[side.index], select: side.index) }
            if let name { args.name = nameArgument(name) }
            key = switch (name != nil, side != nil) {
            case (true, true): .arriveNameSide
            case (true, false): .arriveName
            case (false, true): .arriveSide
            case (false, false): .arrive
            }
        case .roundabout(let exit):
            guard exit >= 1 else { throw .invalidExit(exit) }
            (args.ordinal, args.count) = try ordinalArguments(exit)
            if let name {
                key = .roundaboutName
                args.name = nameArgument(name)
            } else {
                key = .roundabout
            }
        case .fork(let side):
            key = try sideManeuver(side, fragments: Self.forkKeys, plain: .fork, named: .forkName, name: name,
                distance: distance, args: &args)
        case .merge(let side):
            key = try sideManeuver(side, fragments: Self.mergeKeys, plain: .merge, named: .mergeName, name: name,
                distance: distance, args: &args)
        case .onRamp(let side):
            key = try sideManeuver(side, fragments: Self.onRampKeys, plain: .onRamp, named: .onRampName, name: name,
                distance: distance, args: &args)
        case .offRamp(let side):
            key = try sideManeuver(side, fragments: Self.offRampKeys, plain: .offRamp, named: .offRampName, name: name,
                distance: distance, args: &args)
        }
        return try fill(key, with: &args)
    }

    /// Fills a fork, merge or ramp: the maneuver phrase for the side, the distance, and the name if any.
    private func sideManeuver(_ side: Side, fragments: [MessageKey], plain: MessageKey, named: MessageKey, name: String?,
        distance: Double, args: inout Arguments) throws(RenderError) -> MessageKey
    {
        args.maneuver = fragmentArgument(fragments[side.index])
        args.distance = try distanceArgument(distance)
        guard let name else { return plain }
        args.name = nameArgument(name)
        return named
    }

    // MARK: Filling

    private func fill(_ key: MessageKey, with args: inout Arguments) throws(RenderError) -> RenderedInstruction {
        try fill(table[key], key: key.key, with: &args)
    }

    func fill<Source: ArgumentSource>(_ entry: MessageTable.Entry, key: String, with args: inout Source)
        throws(RenderError) -> RenderedInstruction
    {
        let pattern = resolve(entry.node, entry: entry, args: args)
        let segments = pattern.segments
        // Capitalizing a name that starts the sentence is the one step that may call ICU.
        var capitalizedFirst: (String, Int)?
        if casing.isCased, case .placeholder(let number)? = segments.first, number < entry.roles.count,
            let role = entry.roles[number], let argument = args[number, role]
        {
            if let known = argument.capitalized {
                capitalizedFirst = known
            } else {
                do {
                    capitalizedFirst = try casing.capitalizingFirst(argument.text).map { ($0, $0.utf16.count) }
                } catch {
                    throw .icu(error)
                }
            }
        }
        // Two passes over a stack buffer: gather the pieces and their lengths, then write
        // the UTF-8 of the whole text into one allocation and derive the spans.
        return withUnsafeTemporaryAllocation(of: Piece.self, capacity: max(segments.count, 1)) { pieces in
            var count = 0
            var utf8Total = 0
            for (position, segment) in segments.enumerated() {
                let piece: Piece
                switch segment {
                case .literal(let literal, let utf16Count):
                    piece = Piece(text: literal, utf16Count: utf16Count, role: .text, number: -1, isolated: false, parts: nil)
                case .placeholder(let number):
                    guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                        continue  // a declared placeholder with no value: nothing to insert
                    }
                    var text = argument.text
                    var utf16Count = argument.utf16Count
                    if position == 0, let capitalizedFirst { (text, utf16Count) = capitalizedFirst }
                    piece = Piece(text: text, utf16Count: utf16Count, role: role, number: number,
                        isolated: argument.isolated, parts: argument.parts)
                }
                utf8Total += piece.text.utf8.count + (piece.isolated ? 6 : 0)
                (pieces.baseAddress! + count).initialize(to: piece)
                count += 1
            }
            defer { pieces.baseAddress!.deinitialize(count: count) }

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
            var spans: [Span] = []
            spans.reserveCapacity(count)
            var utf8Offset = 0
            var utf16Offset = 0
            for index in 0..<count {
                let isolation = pieces[index].isolated ? 1 : 0
                let number = pieces[index].number
                let utf8Length = pieces[index].text.utf8.count + 6 * isolation
                let utf16Length = pieces[index].utf16Count + 2 * isolation
                let highlight = number >= 0 && entry.highlights[number]
                var subspans: Span.Subspans?
                if let parts = pieces[index].parts {
                    let contentUTF8 = utf8Offset + 3 * isolation
                    let contentUTF16 = utf16Offset + isolation
                    func part(_ part: Argument.Parts.Part?) -> Span.Subspans.Part? {
                        guard let part else { return nil }
                        return Span.Subspans.Part(
                            range: stringIndex(contentUTF8 + part.utf8.lowerBound)..<stringIndex(contentUTF8 + part.utf8.upperBound),
                            utf16Offset: contentUTF16 + part.utf16.lowerBound, utf16Length: part.utf16.count)
                    }
                    subspans = Span.Subspans(number: part(parts.number), unit: part(parts.unit))
                }
                spans.append(Span(role: pieces[index].role, isHighlighted: highlight, placeholder: number >= 0 ? number : nil,
                    range: stringIndex(utf8Offset)..<stringIndex(utf8Offset + utf8Length), utf16Offset: utf16Offset,
                    utf16Length: utf16Length, subspans: subspans))
                utf8Offset += utf8Length
                utf16Offset += utf16Length
            }
            return RenderedInstruction(text: text, spans: spans, messageKey: key)
        }
    }

    private func resolve<Source: ArgumentSource>(_ node: MessageNode, entry: MessageTable.Entry, args: Source) -> Pattern {
        switch node {
        case .pattern(let pattern):
            return pattern
        case .plural(let number, let ordinal, let exact, let categories, let other):
            guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                return resolve(other, entry: entry, args: args)
            }
            for variant in exact where variant.value == argument.exactValue {
                return resolve(variant.node, entry: entry, args: args)
            }
            let category = ordinal ? argument.ordinalCategory : argument.category
            return resolve(categories[category.index] ?? other, entry: entry, args: args)
        case .select(let number, let branches, let other):
            if number < entry.roles.count, let role = entry.roles[number], let index = args[number, role]?.selectIndex,
                index >= 0, index < branches.count, let branch = branches[index]
            {
                return resolve(branch, entry: entry, args: args)
            }
            if let other { return resolve(other, entry: entry, args: args) }
            // Compilation guarantees a branch for every value the message can receive.
            if let first = branches.compactMap({ $0 }).first { return resolve(first, entry: entry, args: args) }
            return Pattern([])
        }
    }

    // MARK: Arguments

    private func fragmentArgument(_ key: MessageKey, select: Int = -1) -> Argument {
        let fragment = table.fragment(key)
        var argument = Argument(text: fragment.text, utf16Count: fragment.utf16Count, selectIndex: select)
        argument.capitalized = fragment.capitalized
        return argument
    }

    func nameArgument(_ name: String) -> Argument {
        var argument = Argument(text: name, utf16Count: name.utf16.count)
        argument.isolated = switch options.bidiIsolation {
        case .always: true
        case .never: false
        case .automatic: BidiIsolation.needsIsolation(name, rightToLeft: isRightToLeft)
        }
        return argument
    }

    func distanceArgument(_ meters: Double) throws(RenderError) -> Argument {
        let formatted = try formatDistance(meters)
        var argument = Argument(text: formatted.text, utf16Count: formatted.utf16Count)
        argument.category = formatted.pluralCategory
        argument.exactValue = formatted.value
        argument.parts = Argument.Parts(
            number: zip(formatted.numberUTF8Range, formatted.numberUTF16Range),
            unit: zip(formatted.unitUTF8Range, formatted.unitUTF16Range))
        return argument
    }

    private func zip(_ utf8: Range<Int>?, _ utf16: Range<Int>?) -> Argument.Parts.Part? {
        guard let utf8, let utf16 else { return nil }
        return Argument.Parts.Part(utf8: utf8, utf16: utf16)
    }

    func countArgument(_ value: Int) throws(RenderError) -> Argument {
        let number: ICUFormattedNumber
        do {
            number = try formatting.withLock { state throws(ICUError) in try state.count(value) }
        } catch {
            throw .icu(error)
        }
        return Self.countArgument(number, value: value)
    }

    private static func countArgument(_ number: ICUFormattedNumber, value: Int) -> Argument {
        var argument = Argument(text: number.text, utf16Count: number.text.utf16.count)
        argument.category = number.category
        argument.exactValue = Double(value)
        return argument
    }

    func ordinalArgument(_ value: Int) throws(RenderError) -> Argument {
        try ordinalArguments(value).ordinal
    }

    /// The ordinal ("12th") and the plain number ("12") from one cache lookup.
    private func ordinalArguments(_ value: Int) throws(RenderError) -> (ordinal: Argument, count: Argument) {
        let ordinal: FormattingState.Ordinal
        do {
            ordinal = try formatting.withLock { state throws(ICUError) in try state.ordinal(value) }
        } catch {
            throw .icu(error)
        }
        var argument = Argument(text: ordinal.text, utf16Count: ordinal.text.utf16.count)
        argument.ordinalCategory = ordinal.ordinalCategory
        // The cardinal category too, for translations that count exits with "plural".
        argument.category = ordinal.cardinal.category
        argument.exactValue = Double(value)
        return (argument, Self.countArgument(ordinal.cardinal, value: value))
    }

    static let turnKeys: [MessageKey] = [
        .maneuverTurnSlightLeft, .maneuverTurnLeft, .maneuverTurnSharpLeft, .maneuverTurnSlightRight, .maneuverTurnRight,
        .maneuverTurnSharpRight, .maneuverTurnUTurn,
    ]
    static let positionKeys: [MessageKey] = [.positionAt, .positionAfter, .positionBefore, .positionTowards, .positionPast]
    static let takeKeys: [MessageKey] = [
        .floorChangeTypeTakeElevator, .floorChangeTypeTakeEscalator, .floorChangeTypeTakeStairs, .floorChangeTypeTakeRamp,
        .floorChangeTypeTakeTravelator,
    ]
    static let towardsKeys: [MessageKey] = [
        .floorChangeTypeTowardsElevator, .floorChangeTypeTowardsEscalator, .floorChangeTypeTowardsStairs,
        .floorChangeTypeTowardsRamp, .floorChangeTypeTowardsTravelator,
    ]
    static let sideKeys: [MessageKey] = [.sideLeft, .sideRight, .sideStraightAhead]
    // The maneuver phrases of forks, merges and ramps, in `Side` order (left, right, straight ahead).
    static let forkKeys: [MessageKey] = [.maneuverForkLeft, .maneuverForkRight, .maneuverForkStraightAhead]
    static let mergeKeys: [MessageKey] = [.maneuverMergeLeft, .maneuverMergeRight, .maneuverMergeStraightAhead]
    static let onRampKeys: [MessageKey] = [.maneuverOnRampLeft, .maneuverOnRampRight, .maneuverOnRampStraightAhead]
    static let offRampKeys: [MessageKey] = [.maneuverOffRampLeft, .maneuverOffRampRight, .maneuverOffRampStraightAhead]
}
