@_spi(Caches) import GuidepostICU
/// The text a placeholder is filled with, and what variants select on.
struct Argument {
    // Words first, bytes last: the layout a render's many copies of arguments move fastest.
    var text: String
    var utf16Count: Int
    /// Index of the value in its role's vocabulary, for `select`; -1 when none.
    var selectIndex: Int = -1
    /// The number shown, for exact-value variants (`=1`); NaN when there is none.
    var exactValue: Double = .nan
    /// A distance's number and unit within the text (`Parts.none` for other values).
    private var storedParts = Parts.none
    /// Where the text's grammatical forms (`$n:genitive`) come from.
    var forms: FormSource = .none
    /// The small facts below, packed: a render copies arguments several times, and a copy
    /// moves one word for them instead of a dozen fields.
    private var flags = Flags.initial

    var parts: Parts? {
        get { storedParts.isNone ? nil : storedParts }
        set { storedParts = newValue ?? .none }
    }
    var category: PluralCategory {
        get { flags.category(at: Flags.categoryShift) }
        set { flags.setCategory(newValue, at: Flags.categoryShift) }
    }
    var ordinalCategory: PluralCategory {
        get { flags.category(at: Flags.ordinalShift) }
        set { flags.setCategory(newValue, at: Flags.ordinalShift) }
    }
    /// Whether the text is wrapped in FSI … PDI when inserted.
    var isolated: Bool {
        get { flags.bit(Flags.isolatedBit) }
        set { flags.setBit(Flags.isolatedBit, newValue) }
    }
    /// A distance's unit, for `$n:unit`.
    var unit: DistanceUnit? {
        get { flags.vocabulary(at: Flags.unitShift, width: Flags.unitWidth, count: Flags.unitCount) }
        set { flags.setVocabulary(newValue, at: Flags.unitShift, width: Flags.unitWidth) }
    }
    /// Whether a distance's number shows fraction digits, for `"select": "$n:number"`.
    var showsFraction: Bool {
        get { flags.bit(Flags.fractionBit) }
        set { flags.setBit(Flags.fractionBit, newValue) }
    }
    /// When a distance's maneuver comes, for `"select": "$n:when"`: `now` below
    /// `RenderOptions.immediateDistance`, `none` when the distance is shown apart (a
    /// banner, a road-app list), `then` for the second half of a chained instruction
    /// (which a translation without a `then` variant says as `none`).
    var timing: Timing {
        get { Timing(rawValue: UInt8(truncatingIfNeeded: flags.value >> Flags.timingShift) & 3) ?? .later }
        set { flags.value = flags.value & ~(3 << Flags.timingShift) | UInt32(newValue.rawValue) << Flags.timingShift }
    }

    /// Bits of the packed facts: plural categories by `PluralCategory.index`, a vocabulary
    /// value as its ordinal plus one (0 for none).
    struct Flags {
        var value: UInt32

        static let categoryShift: UInt32 = 0
        static let ordinalShift: UInt32 = 3
        static let isolatedBit: UInt32 = 6
        static let fractionBit: UInt32 = 7
        static let timingShift: UInt32 = 8
        static let unitShift: UInt32 = 10
        static let unitWidth: UInt32 = 4
        static let kindShift: UInt32 = 14
        static let kindWidth: UInt32 = 8
        /// Both categories `other`, the rest zero.
        static let initial = Flags(value: 5 << categoryShift | 5 << ordinalShift)

        func category(at shift: UInt32) -> PluralCategory {
            switch (value >> shift) & 7 {
            case 0: .zero
            case 1: .one
            case 2: .two
            case 3: .few
            case 4: .many
            default: .other
            }
        }

        mutating func setCategory(_ category: PluralCategory, at shift: UInt32) {
            value = value & ~(7 << shift) | UInt32(category.index) << shift
        }

        func bit(_ bit: UInt32) -> Bool { value & (1 << bit) != 0 }

        mutating func setBit(_ bit: UInt32, _ on: Bool) {
            value = on ? value | 1 << bit : value & ~(1 << bit)
        }

        static let unitCount = DistanceUnit.Case.allCases.count
        static let kindCount = LandmarkKind.Case.allCases.count

        func vocabulary<Value: VocabularyStorage>(at shift: UInt32, width: UInt32, count: Int) -> Value?
        where Value.Case: Equatable {
            let stored = Int((value >> shift) & ((1 << width) - 1))
            guard stored > 0 else { return nil }
            return caseValue(Value.Case.self, ordinal: stored - 1, count: count).map(Value.init)
        }

        mutating func setVocabulary<Value: VocabularyStorage>(_ vocabulary: Value?, at shift: UInt32, width: UInt32)
        where Value.Case: Equatable {
            let mask: UInt32 = (1 << width) - 1
            // A vocabulary too large for its bits (none is) is stored as none.
            let stored = vocabulary.map { $0.index + 1 }.flatMap { $0 <= Int(mask) ? UInt32($0) : nil } ?? 0
            value = value & ~(mask << shift) | stored << shift
        }
    }

    enum Timing: UInt8 {
        case later, now, none, then

        /// The position of its name in `MessageNode.ViewBranches.timingValues`.
        var index: Int {
            switch self {
            case .later: 0
            case .now: 1
            case .none: 2
            case .then: 3
            }
        }
    }
    /// A landmark's kind, for `select` on `$n:kind`.
    var landmarkKind: LandmarkKind? {
        get { flags.vocabulary(at: Flags.kindShift, width: Flags.kindWidth, count: Flags.kindCount) }
        set { flags.setVocabulary(newValue, at: Flags.kindShift, width: Flags.kindWidth) }
    }

    /// Where a placeholder's value gets a form a template asks for.
    enum FormSource {
        /// It has none: the text is inserted as it is.
        case none
        /// A name: the app's forms, then the locale's grammar rules.
        case name([String: String]?)
        /// A catalog fragment whose `"select": "form"` variants give the form.
        case fragment(MessageKey)
        /// A floor phrase (`floor.numbered`, …) rendered in the form, around a number or code.
        case floorPhrase(FloorPhrase)
        /// A distance as the locale's `unit.distance` phrases it: the form a sentence asks is
        /// made from ICU's formatting, which the argument carries.
        case distancePhrase(DistanceSource)
        /// A duration in seconds as the locale's `unit.duration` phrases it.
        case durationPhrase(Double)
    }

    /// What a floor phrase is made from (boxed: floors are rare, arguments are copied often).
    final class FloorPhrase: Sendable {
        let key: MessageKey
        let number: Int?
        let code: String

        init(key: MessageKey, number: Int?, code: String) {
            self.key = key
            self.number = number
            self.code = code
        }
    }

    /// What a distance's phrases are made from: ICU's formatting, and the key the renderer
    /// keeps its phrases by (nil: not kept). Boxed, as `FloorPhrase`.
    final class DistanceSource: Sendable {
        let key: DistanceRounder.Key?
        let formatted: FormattedDistance

        init(key: DistanceRounder.Key?, formatted: FormattedDistance) {
            self.key = key
            self.formatted = formatted
        }
    }

    init(text: String, utf16Count: Int, selectIndex: Int = -1) {
        self.text = text
        self.utf16Count = utf16Count
        self.selectIndex = selectIndex
    }

    /// Length as inserted, isolates included.
    var utf16Length: Int { utf16Count + (isolated ? 2 : 0) }

    /// Sub-ranges (the number and unit of a distance), relative to `text` until shifted.
    struct Parts {
        /// A part's UTF-8 and UTF-16 bounds, 16 bits each in one word: a part is a few
        /// characters of a short text (bounds past 65,534 make no part), and arguments are
        /// copied on every render.
        struct Part {
            fileprivate var bits: UInt64

            init(utf8: Range<Int>, utf16: Range<Int>) {
                let limit = Int(UInt16.max)
                guard utf8.lowerBound >= 0, utf8.upperBound < limit, utf16.lowerBound >= 0, utf16.upperBound < limit else {
                    bits = Part.absent.bits
                    return
                }
                bits = UInt64(utf8.lowerBound) | UInt64(utf8.upperBound) << 16 | UInt64(utf16.lowerBound) << 32
                    | UInt64(utf16.upperBound) << 48
            }

            private init(bits: UInt64) { self.bits = bits }

            /// No part: every bound 65,535.
            static let absent = Part(bits: .max)
            var isAbsent: Bool { bits == .max }

            private func bound(_ index: UInt64) -> Int { Int((bits >> (16 * index)) & 0xFFFF) }
            var utf8: Range<Int> { bound(0)..<max(bound(0), bound(1)) }
            var utf16: Range<Int> { bound(2)..<max(bound(2), bound(3)) }
        }
        private let storedNumber: Part
        private let storedUnit: Part

        init(number: Part?, unit: Part?) {
            storedNumber = number ?? .absent
            storedUnit = unit ?? .absent
        }

        /// No parts at all (what an argument stores for "nil").
        static let none = Parts(number: nil, unit: nil)
        var isNone: Bool { storedNumber.isAbsent && storedUnit.isAbsent }

        var number: Part? { storedNumber.isAbsent ? nil : storedNumber }
        var unit: Part? { storedUnit.isAbsent ? nil : storedUnit }
    }

}

/// What variants select on, read off an argument in place: no string or reference in it,
/// so reading it retains nothing (a copy of the whole argument retained its text and forms).
struct ArgumentFacts {
    var selectIndex: Int
    var exactValue: Double
    var category: PluralCategory
    var ordinalCategory: PluralCategory
    var unit: DistanceUnit?
    var showsFraction: Bool
    var landmarkKind: LandmarkKind?
}

extension Argument {
    var facts: ArgumentFacts {
        ArgumentFacts(selectIndex: selectIndex, exactValue: exactValue, category: category, ordinalCategory: ordinalCategory,
            unit: unit, showsFraction: showsFraction, landmarkKind: landmarkKind)
    }
}

/// One piece of a message being filled: literal text or a placeholder's value.
struct Piece {
    // Words first, bytes last: the layout a render's many copies of pieces move fastest.
    var text: String {
        didSet { textUTF8Count = text.utf8.count }
    }
    /// Text written after `text` (see `skip`).
    var tail = "" {
        didSet { tailUTF8Count = tail.utf8.count }
    }
    /// The UTF-8 lengths of `text` and `tail`, kept as they change: the length as written is
    /// read three times per piece.
    private var textUTF8Count: Int
    private var tailUTF8Count = 0
    /// The UTF-16 length of the piece as written (`skip`, `trim` and `tail` applied).
    var utf16Count: Int
    /// The placeholder number, or -1 for literal text.
    var number: Int
    /// UTF-8 bytes of `text` left out at its start and at its end, and `tail` written after
    /// it: a contraction ("σε " + "τη Market Street" → "στη " + "Market Street") made where
    /// the text is written, without building two new strings per render.
    var skip = 0
    var trim = 0
    /// UTF-8 bytes at the start of `text` that are an article a name's form put before it:
    /// written before the value's isolation and outside its span (those of them `skip`
    /// leaves out, where a contraction took the article, are not written at all).
    var lead = 0
    var parts: Argument.Parts?
    var role: Role
    var isolated: Bool

    init(text: String, utf16Count: Int, role: Role, number: Int, isolated: Bool, parts: Argument.Parts?) {
        self.text = text
        textUTF8Count = text.utf8.count
        self.utf16Count = utf16Count
        self.role = role
        self.number = number
        self.isolated = isolated
        self.parts = parts
    }

    /// The UTF-8 length of the piece as written.
    var utf8Count: Int { textUTF8Count - skip - trim + tailUTF8Count }

    var isEdited: Bool { skip != 0 || trim != 0 || !tail.isEmpty }

    /// The UTF-8 bytes of `lead` that are written (after `skip`, within the text written).
    var writtenLead: Int { max(0, min(lead - skip, textUTF8Count - skip - trim)) }

    /// The piece's text as written, in `text` (for the rare step that needs it whole).
    mutating func materialize() {
        guard isEdited else { return }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: skip)
        let end = utf8.index(utf8.endIndex, offsetBy: -trim)
        text = String(Substring(utf8[start..<end])) + tail
        skip = 0
        trim = 0
        tail = ""
    }
}

/// Where `fill` finds the argument for a placeholder: by number, or by the role the
/// source catalog gives that number.
protocol ArgumentSource {
    subscript(number: Int, role: Role) -> Argument? { get set }
    /// A road's route number, written next to the name (`road.nameWithRef`) by messages
    /// that have no place of their own for it.
    var ref: Argument? { get }
    /// When a distance placeholder's maneuver comes (`"select": "$n:when"`), without copying its value.
    func timing(number: Int, role: Role) -> Argument.Timing?
    /// What variants select on, without copying the value.
    func facts(number: Int, role: Role) -> ArgumentFacts?
}

extension ArgumentSource {
    var ref: Argument? { nil }
    func timing(number: Int, role: Role) -> Argument.Timing? { self[number, role]?.timing }
    func facts(number: Int, role: Role) -> ArgumentFacts? { self[number, role]?.facts }
}

/// The values of one instruction by role. Fixed fields rather than a dictionary: a
/// render touches only a handful, and this keeps them on the stack.
struct Arguments: ArgumentSource {
    var maneuver: Argument?
    var distance: Argument?
    var landmark: Argument?
    var floor: Argument?
    var floorChangeType: Argument?
    var floorChangeDirection: Argument?
    var position: Argument?
    var name: Argument?
    var side: Argument?
    var floorCount: Argument?
    var ordinal: Argument?
    var count: Argument?
    /// The values of road facts, boxed: most instructions have none, and every render
    /// clears and copies the fields above.
    var road: RoadArguments?

    /// Heading, exit number, destination, rotary name and lanes (set through `self[role]`).
    final class RoadArguments {
        var heading: Argument?
        var exitNumber: Argument?
        var destination: Argument?
        var rotaryName: Argument?
        var lanes: Argument?
        var ref: Argument?
    }

    var ref: Argument? { road?.ref }

    func timing(number: Int, role: Role) -> Argument.Timing? {
        if case .distance = role.value { return distance?.timing }
        return nil
    }

    func facts(number: Int, role: Role) -> ArgumentFacts? {
        switch role.value {
        case .maneuver: maneuver?.facts
        case .distance: distance?.facts
        case .landmark: landmark?.facts
        case .floor: floor?.facts
        case .floorChangeType: floorChangeType?.facts
        case .floorChangeDirection: floorChangeDirection?.facts
        case .position: position?.facts
        case .name: name?.facts
        case .side: side?.facts
        case .floorCount: floorCount?.facts
        case .ordinal: ordinal?.facts
        case .count: count?.facts
        case .heading, .exitNumber, .destination, .rotaryName, .lanes, .ref: self[role]?.facts
        case .text, .distanceNumber, .distanceUnit, .duration, .clockTime, .instruction: nil
        }
    }

    /// A copy of a stored value: its argument copied when there is one. Copying the optional
    /// itself went through the runtime's generic value witnesses of `Optional`.
    @inline(__always)
    private static func copy(_ value: Argument?) -> Argument? {
        guard let value else { return nil }
        return value
    }

    private mutating func roadArguments() -> RoadArguments {
        if let road { return road }
        let made = RoadArguments()
        road = made
        return made
    }

    subscript(number: Int, role: Role) -> Argument? {
        get { self[role] }
        set { self[role] = newValue }
    }

    subscript(role: Role) -> Argument? {
        get {
            switch role.value {
            case .maneuver: Self.copy(maneuver)
            case .distance: Self.copy(distance)
            case .landmark: Self.copy(landmark)
            case .floor: Self.copy(floor)
            case .floorChangeType: Self.copy(floorChangeType)
            case .floorChangeDirection: Self.copy(floorChangeDirection)
            case .position: Self.copy(position)
            case .name: Self.copy(name)
            case .side: Self.copy(side)
            case .floorCount: Self.copy(floorCount)
            case .ordinal: Self.copy(ordinal)
            case .count: Self.copy(count)
            case .heading: road?.heading
            case .exitNumber: road?.exitNumber
            case .destination: road?.destination
            case .rotaryName: road?.rotaryName
            case .lanes: road?.lanes
            case .ref: road?.ref
            case .text, .distanceNumber, .distanceUnit, .duration, .clockTime, .instruction: nil
            }
        }
        set {
            switch role.value {
            case .maneuver: maneuver = newValue
            case .distance: distance = newValue
            case .landmark: landmark = newValue
            case .floor: floor = newValue
            case .floorChangeType: floorChangeType = newValue
            case .floorChangeDirection: floorChangeDirection = newValue
            case .position: position = newValue
            case .name: name = newValue
            case .side: side = newValue
            case .floorCount: floorCount = newValue
            case .ordinal: ordinal = newValue
            case .count: count = newValue
            case .heading: roadArguments().heading = newValue
            case .exitNumber: roadArguments().exitNumber = newValue
            case .destination: roadArguments().destination = newValue
            case .rotaryName: roadArguments().rotaryName = newValue
            case .lanes: roadArguments().lanes = newValue
            case .ref: roadArguments().ref = newValue
            case .text, .distanceNumber, .distanceUnit, .duration, .clockTime, .instruction: break
            }
        }
    }
}

/// Arguments by placeholder number, for messages rendered through the generic API.
struct NumberedArguments: ArgumentSource {
    var values: [Int: Argument]

    subscript(number: Int, role: Role) -> Argument? {
        get { values[number] }
        set { values[number] = newValue }
    }
}
