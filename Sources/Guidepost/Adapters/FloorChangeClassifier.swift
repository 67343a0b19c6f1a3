/// Classifies a step whose start and end z-levels differ as a floor change.
///
/// - **Type** from the step's way type (`highway`): `elevator`; `escalator`; `stairs` or
///   `steps`; `ramp`; `travelator` or `moving_walkway`; anything else is `unknown`.
/// - **Direction** from the sign of `end − start`: up when positive, down when negative.
/// - **Floors** from the size of the difference, rounded to whole floors (at least 1).
/// - **Floor name** from the end location's `floor_name`, else the end z-level as a number
///   (a bare number, which the catalog phrases as "Level 3"); `level` is the end z-level.
public enum FloorChangeClassifier {
    /// The floor change type of an indoor way type (`highway`), case-insensitively.
    public static func type(highway: String?) -> FloorChangeType {
        switch highway?.lowercased() {
        case "elevator", "lift": .elevator
        case "escalator": .escalator
        case "stairs", "steps", "staircase": .stairs
        case "ramp": .ramp
        case "travelator", "moving_walkway", "movingwalkway": .travelator
        default: .unknown
        }
    }

    /// Whether a way type (`highway`) is a way between floors rather than a corridor.
    public static func isVerticalWay(_ highway: String?) -> Bool {
        type(highway: highway) != .unknown
    }

    /// The floor change between two z-levels, or `nil` when they are the same floor or
    /// either is not a finite number within ±`GuidepostLimits.maximumLevel`.
    ///
    /// - Parameters:
    ///   - start: The z-level where the step starts.
    ///   - end: The z-level where the step ends.
    ///   - highway: The step's way type.
    ///   - floorName: The end floor's display name, if the data gives one.
    public static func change(from start: Double, to end: Double, highway: String?, floorName: String?)
        -> FloorChange?
    {
        let limit = Double(GuidepostLimits.maximumLevel)
        guard start.isFinite, end.isFinite, abs(start) <= limit, abs(end) <= limit else { return nil }
        let difference = end - start
        guard difference != 0, let rounded = Int(exactly: abs(difference).rounded()) else { return nil }
        let floors = max(1, rounded)
        let name: String
        if let floorName, !floorName.isEmpty {
            name = floorName
        } else if let whole = Int(exactly: end) {
            name = String(whole)
        } else {
            name = String(end)
        }
        // The SDK's floor index travels with the change, for apps that label floors themselves.
        return FloorChange(type: type(highway: highway), direction: difference > 0 ? .up : .down, floorName: name,
            floors: floors, level: Int(exactly: end))
    }
}
