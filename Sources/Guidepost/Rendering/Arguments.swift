import Synchronization

/// The text a placeholder is filled with, and what variants select on.
struct Argument {
    // Words first, bytes last: the layout a render's many copies of arguments move fastest.
    var text: String
    var utf16Count: Int
    /// Index of the value in its role's vocabulary, for `select`; -1 when none.
    var selectIndex: Int = -1
    /// The number shown, for exact-value variants (`=1`); NaN when there is none.
    var exactValue: Double = .nan
    var parts: Parts?
    /// Where the text's grammatical forms (`$n:genitive`) come from.
    var forms: FormSource = .none
    var category: PluralCategory = .other
    var ordinalCategory: PluralCategory = .other
    /// Whether the text is wrapped in FSI … PDI when inserted.
    var isolated = false
    /// A distance's unit, for `$n:unit`.
    var unit: DistanceUnit?
    /// Whether a distance's number shows fraction digits, for `"select": "$n:number"`.
    var showsFraction = false
    /// When a distance's maneuver comes, for `"select": "$n:when"`: `now` below
    /// `RenderOptions.immediateDistance`, `none` when the distance is shown apart (a
    /// banner, a road-app list), `then` for the second half of a chained instruction
    /// (which a translation without a `then` variant says as `none`).
    var timing: Timing = .later

    enum Timing: UInt8 {
        case later, now, none, then

        /// The position of the variant in `MessageNode.ViewBranches.timing` (and of its
        /// name in `timingValues`).
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
    var landmarkKind: LandmarkKind?

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
        /// A distance as the locale's `unit.distance` phrases it, by its formatting's cache
        /// key (`FormattingState.DistanceKey`): the form a sentence asks is made and cached by it.
        case distancePhrase(UInt64)
        /// A duration in seconds as the locale's `unit.duration` phrases it.
        case durationPhrase(Double)
    }

    /// What a floor phrase is made from (boxed: floors are rare, arguments are copied often).
    final class FloorPhrase: Sendable {
        let key: MessageKey
        let number: Int?
        let code: String
        /// The forms sentences asked of this floor (one floor of one renderer's cache), so that
        /// asking again compares a few form names instead of hashing the floor's key.
        let forms = Mutex<[(form: String, text: Renderer.FormedText?)]>([])

        init(key: MessageKey, number: Int?, code: String) {
            self.key = key
            self.number = number
            self.code = code
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
        /// Offsets in 32 bits: a part is a few characters of a short text, and arguments are
        /// copied on every render.
        struct Part {
            fileprivate var utf8Start: Int32
            fileprivate var utf8End: Int32
            fileprivate var utf16Start: Int32
            fileprivate var utf16End: Int32

            init(utf8: Range<Int>, utf16: Range<Int>) {
                utf8Start = Int32(clamping: utf8.lowerBound)
                utf8End = Int32(clamping: utf8.upperBound)
                utf16Start = Int32(clamping: utf16.lowerBound)
                utf16End = Int32(clamping: utf16.upperBound)
            }

            /// No part (a start of -1): stored in place of an optional, which would leave the
            /// two parts and the argument around them unaligned for the copies a render makes.
            static let absent = Part(utf8Start: -1, utf8End: -1, utf16Start: -1, utf16End: -1)

            private init(utf8Start: Int32, utf8End: Int32, utf16Start: Int32, utf16End: Int32) {
                self.utf8Start = utf8Start
                self.utf8End = utf8End
                self.utf16Start = utf16Start
                self.utf16End = utf16End
            }

            var utf8: Range<Int> { Int(utf8Start)..<Int(max(utf8Start, utf8End)) }
            var utf16: Range<Int> { Int(utf16Start)..<Int(max(utf16Start, utf16End)) }
        }
        private let storedNumber: Part
        private let storedUnit: Part

        init(number: Part?, unit: Part?) {
            storedNumber = number ?? .absent
            storedUnit = unit ?? .absent
        }

        var number: Part? { storedNumber.utf8Start < 0 ? nil : storedNumber }
        var unit: Part? { storedUnit.utf8Start < 0 ? nil : storedUnit }
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
