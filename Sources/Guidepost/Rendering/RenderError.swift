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
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }

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
    }

    private enum Storage: Hashable, Sendable {
        case invalidDistance(Double)
        case invalidFloorCount(Int)
        case invalidExit(Int)
        case missingFloorName
        case invalidDuration(Double)
        case unknownMessage(String)
        case icu(ICUError)
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
        }
    }

    /// The ICU error, when ICU failed.
    public var icuError: ICUError? {
        if case .icu(let error) = storage { return error }
        return nil
    }

    public var description: String {
        switch storage {
        case .invalidDistance(let value): "invalid distance \(value): a distance must be a finite number of metres, 0 or more"
        case .invalidFloorCount(let value): "invalid floor count \(value): a floor change spans 1 floor or more"
        case .invalidExit(let value): "invalid roundabout exit \(value): exits count from 1"
        case .missingFloorName: "a floor change needs the destination floor's name"
        case .invalidDuration(let value): "invalid duration \(value): a duration must be a finite number of seconds, 0 or more"
        case .unknownMessage(let key): "the catalog has no message \"\(key)\""
        case .icu(let error): error.description
        }
    }
}
