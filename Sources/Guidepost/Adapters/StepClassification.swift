/// The result of classifying one step of a directions response.
public struct StepClassification: Hashable, Sendable {
    /// Which distance an instruction states.
    enum DistanceRule: Hashable, Sendable {
        /// The distance travelled before the maneuver (the previous step's): "Turn left in 200 m".
        case toManeuver
        /// The step's own distance: "Continue along Main Street for 2 km".
        case alongStep
        /// No distance: the template shows none (depart, arrive, roundabout, floor change).
        case none
    }

    /// The classified maneuver.
    public var maneuver: Maneuver
    /// Why the step got a generic maneuver or lost information, if it did.
    public var warning: String?
    /// Whether the maneuver is a generic stand-in for a step that could not be classified.
    public var isGeneric: Bool
    let distanceRule: DistanceRule

    init(_ maneuver: Maneuver, _ rule: DistanceRule, warning: String? = nil, generic: Bool = false) {
        self.maneuver = maneuver
        self.distanceRule = rule
        self.warning = warning
        self.isGeneric = generic
    }
}

/// Classifies OSRM v5 / Mapbox Directions maneuvers.
///
/// | OSRM `type`                         | maneuver                                            |
/// |-------------------------------------|-----------------------------------------------------|
/// | `depart`                            | depart                                              |
/// | `arrive`                            | arrive, side from the modifier (left/right/straight)|
/// | `turn`                              | turn by the modifier; straight when `straight` |
/// | `end of road`, `roundabout turn`    | endOfRoad, roundaboutTurn by the modifier (a U-turn is a turn); straight when `straight` |
/// | `continue`                          | bear by the modifier (a U-turn is a turn); straight when `straight` |
/// | `new name`                          | straight along the new name; a turn when the modifier is left/right/sharp/uturn |
/// | `fork`, `merge`, `on ramp`, `off ramp` | fork, merge, onRamp, offRamp to the modifier's side (left, right; straight ahead otherwise); a fork with `uturn` is a U-turn |
/// | `roundabout`, `rotary`              | roundabout with `exit` (an ordinal)                 |
/// | `exit roundabout`, `exit rotary`    | exitRoundabout                                      |
/// | `use lane`                          | useLane (the lanes to use; straight along the step without lane data) |
/// | `notification`                      | as `continue`: bear by the modifier, straight along the step without one |
/// | anything else                       | straight (generic), with a warning                  |
///
/// A missing or unknown modifier is derived from `bearing_before` and `bearing_after`
/// with `TurnClassifier`'s thresholds.
public enum OSRMClassifier {
    /// Every maneuver type OSRM v5 defines.
    public static let knownTypes: [String] = [
        "depart", "arrive", "turn", "continue", "new name", "merge", "on ramp", "off ramp", "fork", "end of road",
        "use lane", "roundabout", "rotary", "roundabout turn", "exit roundabout", "exit rotary", "notification",
    ]

    /// Classifies one maneuver.
    ///
    /// - Parameters:
    ///   - type: The maneuver's `type`.
    ///   - modifier: Its `modifier`, if any.
    ///   - bearingBefore: `bearing_before`, used when the modifier is missing or unknown.
    ///   - bearingAfter: `bearing_after`, likewise.
    ///   - exit: The roundabout or rotary `exit`, if any.
    public static func classify(type: String, modifier: String? = nil, bearingBefore: Double? = nil,
        bearingAfter: Double? = nil, exit: Int? = nil) -> StepClassification
    {
        var warning: String?
        let direction: TurnDirection?
        if let modifier, let named = TurnClassifier.direction(osrmModifier: modifier) {
            direction = named
        } else {
            if let modifier { warning = "unknown modifier \"\(modifier)\"; the direction comes from the bearings" }
            if let bearingBefore, let bearingAfter, type != "depart", type != "arrive" {
                direction = TurnClassifier.direction(bearingBefore: bearingBefore, bearingAfter: bearingAfter)
            } else {
                direction = nil
            }
        }
        /// A turn that way, said as `phrased` (bear, end of road, …) except for a U-turn,
        /// which is a U-turn whatever the step type; straight on without a direction.
        func turnOrStraight(_ phrased: (TurnDirection) -> Maneuver = Maneuver.turn) -> StepClassification {
            guard let direction else { return StepClassification(.straight, .alongStep, warning: warning) }
            return StepClassification(direction == .uTurn ? .turn(.uTurn) : phrased(direction), .toManeuver, warning: warning)
        }
        switch type {
        case "depart":
            return StepClassification(.depart, .none, warning: warning)
        case "arrive":
            let side: Side? = switch direction?.value {
            case .slightLeft, .left, .sharpLeft: .left
            case .slightRight, .right, .sharpRight: .right
            case .uTurn: nil
            case nil: modifier == "straight" ? .straightAhead : nil
            }
            return StepClassification(.arrive(side: side), .none, warning: warning)
        case "continue":
            // Staying on the road as it bends is not a turn onto another ("Continue slightly left").
            return turnOrStraight(Maneuver.bear)
        case "end of road":
            return turnOrStraight(Maneuver.endOfRoad)
        case "roundabout turn":
            return turnOrStraight(Maneuver.roundaboutTurn)
        case "turn":
            return turnOrStraight()
        case "fork" where direction == .uTurn:
            // Turning back where the road forks is a U-turn.
            return StepClassification(.turn(.uTurn), .toManeuver, warning: warning)
        case "fork", "merge", "on ramp", "off ramp":
            let side: Side = switch direction?.value {
            case .slightLeft, .left, .sharpLeft: .left
            case .slightRight, .right, .sharpRight: .right
            case .uTurn, nil: .straightAhead
            }
            let maneuver: Maneuver = switch type {
            case "fork": .fork(side)
            case "merge": .merge(side)
            case "on ramp": .onRamp(side)
            default: .offRamp(side)
            }
            return StepClassification(maneuver, .toManeuver, warning: warning)
        case "new name":
            switch direction?.value {
            case .left, .right, .sharpLeft, .sharpRight, .uTurn: return turnOrStraight()
            default: return StepClassification(.straight, .alongStep, warning: warning)
            }
        case "roundabout", "rotary":
            if let exit, exit >= 1 { return StepClassification(.roundabout(exit: exit), .none, warning: warning) }
            // No exit number (OSRM leaves it out for some roundabouts): entering it is the
            // maneuver, as OSRM says it ("Enter the roundabout"); a wrong number is reported.
            let problem = exit.map { "invalid \(type) exit \($0): exits count from 1; said as entering the \(type)" }
            return StepClassification(.enterRoundabout, .none, warning: problem ?? warning)
        case "exit roundabout", "exit rotary":
            return StepClassification(.exitRoundabout, .none, warning: warning)
        case "use lane":
            return StepClassification(.useLane, .alongStep, warning: warning)
        case "notification":
            // Something changes on the road (a mode, a name) with no turn: said as continuing.
            return turnOrStraight(Maneuver.bear)
        default:
            return StepClassification(.straight, .alongStep,
                warning: "unknown maneuver type \"\(type)\"; rendered as a generic continue instruction", generic: true)
        }
    }
}
