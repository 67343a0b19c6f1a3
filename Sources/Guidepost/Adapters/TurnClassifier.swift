/// Classifies a change of heading as straight on or as a turn direction.
///
/// The turn angle is `after − before`, normalised to −180…180 degrees; positive turns
/// right (bearings grow clockwise). Its size decides the direction:
///
/// | angle (absolute)   | direction            |
/// |--------------------|----------------------|
/// | below 20°          | straight (no turn)   |
/// | 20° to below 60°   | slight left / right  |
/// | 60° to below 120°  | left / right         |
/// | 120° to below 160° | sharp left / right   |
/// | 160° to 180°       | U-turn               |
public enum TurnClassifier {
    /// The smallest angle that counts as a turn (slight), in degrees.
    public static let slightThreshold = 20.0
    /// The smallest angle that counts as a normal turn, in degrees.
    public static let normalThreshold = 60.0
    /// The smallest angle that counts as a sharp turn, in degrees.
    public static let sharpThreshold = 120.0
    /// The smallest angle that counts as a U-turn, in degrees.
    public static let uTurnThreshold = 160.0

    /// The signed turn angle from one bearing to another, in −180…180 (positive = right).
    public static func angle(from before: Double, to after: Double) -> Double {
        var delta = (after - before).truncatingRemainder(dividingBy: 360)
        if delta > 180 { delta -= 360 }
        if delta <= -180 { delta += 360 }
        return delta
    }

    /// The turn direction for a change of bearing, or `nil` for straight on.
    ///
    /// - Parameters:
    ///   - before: The bearing approaching the maneuver, in degrees from north.
    ///   - after: The bearing leaving it.
    public static func direction(bearingBefore before: Double, bearingAfter after: Double) -> TurnDirection? {
        direction(angle: angle(from: before, to: after))
    }

    /// The turn direction for a signed turn angle (positive = right), or `nil` for straight on.
    public static func direction(angle: Double) -> TurnDirection? {
        let size = abs(angle)
        let right = angle > 0
        if size < slightThreshold { return nil }
        if size < normalThreshold { return right ? .slightRight : .slightLeft }
        if size < sharpThreshold { return right ? .right : .left }
        if size < uTurnThreshold { return right ? .sharpRight : .sharpLeft }
        return .uTurn
    }

    /// The direction an OSRM `modifier` names; `.some(nil)` for `straight`, `nil` when unknown.
    public static func direction(osrmModifier modifier: String) -> TurnDirection?? {
        switch modifier {
        case "uturn": .some(.uTurn)
        case "sharp right": .some(.sharpRight)
        case "right": .some(.right)
        case "slight right": .some(.slightRight)
        case "straight": .some(nil)
        case "slight left": .some(.slightLeft)
        case "left": .some(.left)
        case "sharp left": .some(.sharpLeft)
        default: nil
        }
    }

    /// The direction of an indoor step's `maneuver` string in the style of Google's and the
    /// indoor SDK's directions (`turn-left`, `turn-slight-right`, `uturn-left`, `straight`);
    /// `.some(nil)` for straight on, `nil` when unknown.
    public static func direction(stepManeuver maneuver: String) -> TurnDirection?? {
        switch maneuver.lowercased() {
        case "straight", "continue", "keep-straight": .some(nil)
        case "turn-slight-left", "keep-left", "fork-left", "ramp-left", "slight-left": .some(.slightLeft)
        case "turn-left", "left": .some(.left)
        case "turn-sharp-left", "sharp-left": .some(.sharpLeft)
        case "turn-slight-right", "keep-right", "fork-right", "ramp-right", "slight-right": .some(.slightRight)
        case "turn-right", "right": .some(.right)
        case "turn-sharp-right", "sharp-right": .some(.sharpRight)
        case "uturn-left", "uturn-right", "uturn", "u-turn": .some(.uTurn)
        default: nil
        }
    }
}
