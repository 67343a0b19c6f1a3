/// Every message the renderer uses, in the order of the source catalog.
///
/// `Int` raw values index the renderer's message table; `key` is the catalog key. A test
/// checks that this list and `Templates/messages.json` agree.
enum MessageKey: Int, CaseIterable, Sendable {
    case straightLandmark
    case straight
    case straightName
    case turnLandmark
    case turn
    case turnName
    case upcomingFloorChange
    case upcomingFloorChangeUnknown
    case floorChangeSameFloor
    case floorChange
    case floorChangeFloors
    case floorChangeUnknown
    case enterBuilding
    case enterBuildingName
    case exitBuilding
    case exitBuildingName
    case depart
    case departName
    case departLandmark
    case arrive
    case arriveName
    case arriveSide
    case arriveNameSide
    case roundabout
    case roundaboutName
    case maneuverStraight
    case maneuverTurnSlightLeft
    case maneuverTurnLeft
    case maneuverTurnSharpLeft
    case maneuverTurnSlightRight
    case maneuverTurnRight
    case maneuverTurnSharpRight
    case maneuverTurnUTurn
    case positionAt
    case positionAfter
    case positionBefore
    case positionTowards
    case positionPast
    case floorChangeTypeTakeElevator
    case floorChangeTypeTowardsElevator
    case floorChangeTypeTakeEscalator
    case floorChangeTypeTowardsEscalator
    case floorChangeTypeTakeStairs
    case floorChangeTypeTowardsStairs
    case floorChangeTypeTakeRamp
    case floorChangeTypeTowardsRamp
    case floorChangeTypeTakeTravelator
    case floorChangeTypeTowardsTravelator
    case floorChangeDirectionUp
    case floorChangeDirectionDown
    case sideLeft
    case sideRight
    case sideStraightAhead
    case durationLessThanMinute
    case fork
    case forkName
    case merge
    case mergeName
    case onRamp
    case onRampName
    case offRamp
    case offRampName
    case maneuverForkLeft
    case maneuverForkRight
    case maneuverForkStraightAhead
    case maneuverMergeLeft
    case maneuverMergeRight
    case maneuverMergeStraightAhead
    case maneuverOnRampLeft
    case maneuverOnRampRight
    case maneuverOnRampStraightAhead
    case maneuverOffRampLeft
    case maneuverOffRampRight
    case maneuverOffRampStraightAhead

    var key: String { Self.keys[rawValue] }

    static let keys: [String] = [
        "straight.landmark",
        "straight",
        "straight.name",
        "turn.landmark",
        "turn",
        "turn.name",
        "upcomingFloorChange",
        "upcomingFloorChange.unknown",
        "floorChange.sameFloor",
        "floorChange",
        "floorChange.floors",
        "floorChange.unknown",
        "enterBuilding",
        "enterBuilding.name",
        "exitBuilding",
        "exitBuilding.name",
        "depart",
        "depart.name",
        "depart.landmark",
        "arrive",
        "arrive.name",
        "arrive.side",
        "arrive.name.side",
        "roundabout",
        "roundabout.name",
        "maneuver.straight",
        "maneuver.turn.slightLeft",
        "maneuver.turn.left",
        "maneuver.turn.sharpLeft",
        "maneuver.turn.slightRight",
        "maneuver.turn.right",
        "maneuver.turn.sharpRight",
        "maneuver.turn.uTurn",
        "position.at",
        "position.after",
        "position.before",
        "position.towards",
        "position.past",
        "floorChangeType.take.elevator",
        "floorChangeType.towards.elevator",
        "floorChangeType.take.escalator",
        "floorChangeType.towards.escalator",
        "floorChangeType.take.stairs",
        "floorChangeType.towards.stairs",
        "floorChangeType.take.ramp",
        "floorChangeType.towards.ramp",
        "floorChangeType.take.travelator",
        "floorChangeType.towards.travelator",
        "floorChangeDirection.up",
        "floorChangeDirection.down",
        "side.left",
        "side.right",
        "side.straightAhead",
        "duration.lessThanMinute",
        "fork",
        "fork.name",
        "merge",
        "merge.name",
        "onRamp",
        "onRamp.name",
        "offRamp",
        "offRamp.name",
        "maneuver.fork.left",
        "maneuver.fork.right",
        "maneuver.fork.straightAhead",
        "maneuver.merge.left",
        "maneuver.merge.right",
        "maneuver.merge.straightAhead",
        "maneuver.onRamp.left",
        "maneuver.onRamp.right",
        "maneuver.onRamp.straightAhead",
        "maneuver.offRamp.left",
        "maneuver.offRamp.right",
        "maneuver.offRamp.straightAhead",
    ]
}
