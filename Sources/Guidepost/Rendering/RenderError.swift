/// Why an instruction could not be rendered: its data is unusable, or ICU failed.
///
/// A struct rather than an enum so that later releases can add reasons without breaking
/// a caller's exhaustive `switch`: switch over `code` (with a `default`), or compare with
/// the static values (`error == .missingFloorName`).
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case invalidDistance, invalidFloorCount, invalidExit, missingFloorName, invalidDuration, unknownMessage, icu
            case invalidClockTime, unknownTimeZone, invalidOrdinal, unknownPlaceholder
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// A distance is NaN, infinite or negative.
        public static let invalidDistance = Self(.invalidDistance)
        /// A floor change spans zero or fewer floors.
        public static let invalidFloorCount = Self(.invalidFloorCount)
        /// A roundabout exit number below 1.
        public static let invalidExit = Self(.invalidExit)
        /// A floor change has no destination floor name.
        public static let missingFloorName = Self(.missingFloorName)
        /// A duration is NaN, infinite or negative.
        public static let invalidDuration = Self(.invalidDuration)
        /// The source catalog has no message with the key.
        public static let unknownMessage = Self(.unknownMessage)
        /// ICU reported an error.
        public static let icu = Self(.icu)
        /// A clock time that is NaN, infinite or outside `GuidepostLimits.clockTimeRange`.
        public static let invalidClockTime = Self(.invalidClockTime)
        /// A time zone ID ICU does not know.
        public static let unknownTimeZone = Self(.unknownTimeZone)
        /// An ordinal outside 0…`GuidepostLimits.maximumOrdinal`.
        public static let invalidOrdinal = Self(.invalidOrdinal)
        /// A value for a placeholder number the message does not declare.
        public static let unknownPlaceholder = Self(.unknownPlaceholder)
    }

    private enum Storage: Hashable, Sendable {
        case invalidDistance(Double)
        case invalidFloorCount(Int)
        case invalidExit(Int)
        case missingFloorName
        case invalidDuration(Double)
        case unknownMessage(String)
        case icu(ICUError)
        case invalidClockTime(Double)
        case unknownTimeZone(String)
        case invalidOrdinal(Int)
        case unknownPlaceholder(Int, key: String)
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    /// The distance is NaN, infinite or negative.
    public static func invalidDistance(_ meters: Double) -> RenderError { RenderError(.invalidDistance(meters)) }
    /// A floor change spans zero or fewer floors.
    public static func invalidFloorCount(_ floors: Int) -> RenderError { RenderError(.invalidFloorCount(floors)) }
    /// A roundabout exit number below 1.
    public static func invalidExit(_ exit: Int) -> RenderError { RenderError(.invalidExit(exit)) }
    /// A floor change has no destination floor name.
    public static let missingFloorName = RenderError(.missingFloorName)
    /// A duration is NaN, infinite or negative.
    public static func invalidDuration(_ seconds: Double) -> RenderError { RenderError(.invalidDuration(seconds)) }
    /// The source catalog has no message with this key.
    public static func unknownMessage(_ key: String) -> RenderError { RenderError(.unknownMessage(key)) }
    /// ICU reported an error.
    public static func icu(_ error: ICUError) -> RenderError { RenderError(.icu(error)) }
    /// A clock time that is NaN, infinite or outside `GuidepostLimits.clockTimeRange`.
    public static func invalidClockTime(_ secondsSince1970: Double) -> RenderError {
        RenderError(.invalidClockTime(secondsSince1970))
    }
    /// A time zone ID ICU does not know.
    public static func unknownTimeZone(_ identifier: String) -> RenderError { RenderError(.unknownTimeZone(identifier)) }
    /// An ordinal outside 0…`GuidepostLimits.maximumOrdinal`.
    public static func invalidOrdinal(_ value: Int) -> RenderError { RenderError(.invalidOrdinal(value)) }
    /// A value for a placeholder number the message does not declare.
    public static func unknownPlaceholder(_ number: Int, key: String) -> RenderError {
        RenderError(.unknownPlaceholder(number, key: key))
    }

    /// What kind of problem it is.
    public var code: Code {
        switch storage {
        case .invalidDistance: .invalidDistance
        case .invalidFloorCount: .invalidFloorCount
        case .invalidExit: .invalidExit
        case .missingFloorName: .missingFloorName
        case .invalidDuration: .invalidDuration
        case .unknownMessage: .unknownMessage
        case .icu: .icu
        case .invalidClockTime: .invalidClockTime
        case .unknownTimeZone: .unknownTimeZone
        case .invalidOrdinal: .invalidOrdinal
        case .unknownPlaceholder: .unknownPlaceholder
        }
    }

    /// The ICU error, when ICU failed.
    public var icuError: ICUError? {
        if case .icu(let error) = storage { return error }
        return nil
    }

    public var description: String {
        switch storage {
        case .invalidDistance(let value):
            "invalid distance \(value): a distance must be a finite number of metres from 0 to 1e12"
        case .invalidFloorCount(let value): "invalid floor count \(value): a floor change spans 1 floor or more"
        case .invalidExit(let value):
            value < 1
                ? "invalid roundabout exit \(value): exits count from 1"
                : "invalid roundabout exit \(value): exits go up to \(GuidepostLimits.maximumOrdinal)"
        case .missingFloorName: "a floor change needs the destination floor's name"
        case .invalidDuration(let value):
            "invalid duration \(value): a duration must be a finite number of seconds from 0 to 1e9"
        case .unknownMessage(let key): "the catalog has no message \"\(key)\""
        case .icu(let error): error.description
        case .invalidClockTime(let value):
            "invalid clock time \(value): an instant must be a finite number of seconds since 1970 within the years 1 to 9999"
        case .unknownTimeZone(let identifier): "unknown time zone \"\(identifier)\": expected an ID such as Europe/Berlin or UTC"
        case .invalidOrdinal(let value): "invalid ordinal \(value): ordinals go from 0 to \(GuidepostLimits.maximumOrdinal)"
        case .unknownPlaceholder(let number, let key): "the message \"\(key)\" has no placeholder $\(number)"
        }
    }
}
