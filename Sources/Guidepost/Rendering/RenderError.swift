/// Why an instruction could not be rendered: its data is unusable, or ICU failed.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The distance is NaN, infinite or negative.
    case invalidDistance(Double)
    /// A floor change spans zero or fewer floors.
    case invalidFloorCount(Int)
    /// A roundabout exit number below 1.
    case invalidExit(Int)
    /// A floor change has no destination floor name.
    case missingFloorName
    /// A duration is NaN, infinite or negative.
    case invalidDuration(Double)
    /// The source catalog has no message with this key.
    case unknownMessage(String)
    /// ICU reported an error.
    case icu(ICUError)

    public var description: String {
        switch self {
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
