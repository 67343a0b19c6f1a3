/// Which message renders a maneuver, and which fragment names each vocabulary value.
///
/// Every mapping is an exhaustive `switch`: a new turn direction, side, landmark position or
/// floor change type does not compile until it has its message.
extension RenderEngine {
    /// The message key for an instruction, filling `args` with its arguments (in place:
    /// `Arguments` is large, and returning it would copy it on every render).
    ///
    /// - Parameter announcing: Whether live guidance says it while the maneuver is ahead
    ///   (`DistancePhrasing.announced`): an arrival farther than `RenderOptions.immediateDistance`
    ///   is still to come ("In 200 m, you will arrive at …"), and a departure states how far
    ///   the first stretch goes ("Head west on Kaivokatu for 2 km"), and a roundabout how far
    ///   it is ("In 400 m, take the 3rd exit").
    func message(for instruction: Instruction, distance: Double, args: inout Arguments, announcing: Bool = false)
        throws(RenderError) -> MessageKey
    {
        let key: MessageKey
        // The nearest landmark by index: read in place, not copied out (with its name and forms).
        let landmark = instruction.nearestLandmarkIndex
        let name = instruction.name.flatMap { $0.isEmpty ? nil : $0 } ?? numbersAsName(instruction)

        // A ferry is said as one, whatever the step's geometry ("Take the ferry").
        if instruction.hasRoadFacts, instruction.road.travelMode == "ferry" {
            switch instruction.maneuver.storage {
            case .straight, .turn, .bear, .useLane:
                if let name {
                    args.name = nameArgument(name, of: instruction)
                    return .ferryName
                }
                return .ferry
            default:
                break
            }
        }
        switch instruction.maneuver.storage {
        case .useLane:
            if let (count, position) = LanePosition.summary(of: instruction.road.lanes) {
                key = .lanes
                args.count = try countArgument(count)
                args[.lanes] = Argument(text: "", utf16Count: 0, selectIndex: position.index)
            } else {
                // No lane data: continue along the step.
                key = try straightMessage(instruction, landmark: landmark, name: name, distance: distance, args: &args)
            }
        case .straight:
            key = try straightMessage(instruction, landmark: landmark, name: name, distance: distance, args: &args)
        case .turn(let direction), .bear(let direction), .endOfRoad(let direction), .roundaboutTurn(let direction):
            // Bearing, the end of the road and a small roundabout use the turn sentences with
            // phrases of their own ("Continue slightly left", "At the end of the road, turn left").
            let phrase = switch instruction.maneuver.kind.value {
            case .bear: direction.bearKey
            case .endOfRoad: direction.endOfRoadKey
            case .roundaboutTurn: direction.roundaboutTurnKey
            default: direction.maneuverKey
            }
            args.maneuver = fragmentArgument(phrase, select: direction.index)
            args.distance = try distanceArgument(distance)
            if let landmark {
                let position = instruction.landmarks[landmark].position
                args.position = fragmentArgument(position.messageKey, select: position.index)
                args.landmark = landmarkArgument(instruction.landmarks[landmark])
                if let name {
                    key = .turnNameLandmark
                    args.name = nameArgument(name, of: instruction)
                } else {
                    key = .turnLandmark
                }
            } else if let name {
                // Bearing along the road keeps its name: "Continue slightly left to stay on A 100".
                if case .bear(let bearing) = instruction.maneuver.storage, bearing.value != .uTurn {
                    key = .bearName
                } else {
                    key = .turnName
                }
                args.name = nameArgument(name, of: instruction)
            } else if let destination = destinationText(instruction.road), direction.value != .uTurn {
                // A link or slip road with no name goes where its sign points.
                key = .turnDestination
                args[.destination] = nameArgument(destination)
            } else {
                key = .turn
            }
        case .upcomingFloorChange(let change):
            guard !change.floorName.isEmpty else { throw .missingFloorName }
            args.maneuver = fragmentArgument(.maneuverStraight)
            args.distance = try distanceArgument(distance)
            args.floor = floorArgument(change)
            if let towards = change.type.towardsKey {
                key = .upcomingFloorChange
                args.floorChangeType = fragmentArgument(towards, select: change.type.index)
            } else {
                key = .upcomingFloorChangeUnknown
            }
        case .floorChange(let change):
            guard !change.floorName.isEmpty else { throw .missingFloorName }
            if let floors = change.floors, floors < 1 { throw .invalidFloorCount(floors) }
            args.floor = floorArgument(change)
            if let take = change.type.takeKey {
                args.floorChangeType = fragmentArgument(take, select: change.type.index)
                if let directionKey = change.direction.messageKey {
                    args.floorChangeDirection = fragmentArgument(directionKey, select: change.direction.index)
                    if let floors = change.floors, floors > 1, change.type.countsFloors {
                        key = .floorChangeFloors
                        args.floorCount = try countArgument(floors)
                    } else {
                        key = .floorChange
                    }
                } else {
                    key = .floorChangeSameFloor
                }
            } else {
                key = .floorChangeUnknown
            }
        case .enterBuilding:
            if let name {
                key = .enterBuildingName
                args.name = nameArgument(name, of: instruction)
            } else {
                key = .enterBuilding
            }
        case .exitBuilding:
            if let name {
                key = .exitBuildingName
                args.name = nameArgument(name, of: instruction)
            } else {
                key = .exitBuilding
            }
        case .depart:
            if let heading = instruction.road.heading {
                args[.heading] = fragmentArgument(heading.messageKey, select: heading.index)
                if announcing { args.distance = try distanceArgument(distance) }
                if let name {
                    key = .departHeadingName
                    args.name = nameArgument(name, of: instruction)
                } else {
                    key = .departHeading
                }
            } else if let landmark {
                key = .departLandmark
                args.landmark = landmarkArgument(instruction.landmarks[landmark])
            } else if let name {
                key = .departName
                args.name = nameArgument(name, of: instruction)
            } else {
                key = .depart
            }
        case .arrive(let side):
            if let side { args.side = fragmentArgument(side.messageKey, select: side.index) }
            if let name { args.name = nameArgument(name, of: instruction) }
            let waypoint = instruction.road.waypoint.flatMap { (1...GuidepostLimits.maximumOrdinal).contains($0) ? $0 : nil }
            if let waypoint { (args.ordinal, args.count) = try ordinalArguments(waypoint) }
            if announcing, distance > RenderOptions.immediateDistance {
                // Still ahead: the side is said on arriving.
                args.distance = try distanceArgument(distance)
                key = switch (waypoint != nil, name != nil) {
                case (true, true): .arriveAheadWaypointName
                case (true, false): .arriveAheadWaypoint
                case (false, true): .arriveAheadName
                case (false, false): .arriveAhead
                }
            } else if waypoint != nil {
                // A stop on the way: which one ("your 2nd stop").
                key = switch (name != nil, side != nil) {
                case (true, true): .arriveWaypointNameSide
                case (true, false): .arriveWaypointName
                case (false, true): .arriveWaypointSide
                case (false, false): .arriveWaypoint
                }
            } else {
                key = switch (name != nil, side != nil) {
                case (true, true): .arriveNameSide
                case (true, false): .arriveName
                case (false, true): .arriveSide
                case (false, false): .arrive
                }
            }
        case .roundabout(let exit):
            guard exit >= 1, exit <= GuidepostLimits.maximumOrdinal else { throw .invalidExit(exit) }
            (args.ordinal, args.count) = try ordinalArguments(exit)
            if announcing { args.distance = try distanceArgument(distance) }
            if let name { args.name = nameArgument(name, of: instruction) }
            if let rotary = instruction.road.rotaryName, !rotary.isEmpty {
                args[.rotaryName] = nameArgument(rotary)
                key = name == nil ? .roundaboutRotary : .roundaboutRotaryName
            } else {
                key = name == nil ? .roundabout : .roundaboutName
            }
        case .enterRoundabout:
            // No exit number: enter it (by its name when it has one) and leave it onto the
            // street, or towards the sign's destinations, when the step says.
            if announcing { args.distance = try distanceArgument(distance) }
            let rotary = instruction.road.rotaryName.flatMap { $0.isEmpty ? nil : $0 }
            if let rotary { args[.rotaryName] = nameArgument(rotary) }
            if let name {
                args.name = nameArgument(name, of: instruction)
                key = rotary == nil ? .enterRoundaboutName : .enterRoundaboutRotaryName
            } else if rotary == nil, let destination = destinationText(instruction.road) {
                args[.destination] = nameArgument(destination)
                key = .enterRoundaboutDestination
            } else {
                key = rotary == nil ? .enterRoundabout : .enterRoundaboutRotary
            }
        case .exitRoundabout:
            if announcing { args.distance = try distanceArgument(distance) }
            if let name {
                key = .exitRoundaboutName
                args.name = nameArgument(name, of: instruction)
            } else if let destination = destinationText(instruction.road) {
                key = .exitRoundaboutDestination
                args[.destination] = nameArgument(destination)
            } else {
                key = .exitRoundabout
            }
        case .fork(let side):
            key = try signedManeuver(side.forkKey, side: side, plain: .fork, named: .forkName, signed: .forkDestination,
                instruction: instruction, name: name, distance: distance, args: &args)
        case .merge(let side):
            key = try signedManeuver(side.mergeKey, side: side, plain: .merge, named: .mergeName, signed: .mergeDestination,
                instruction: instruction, name: name, distance: distance, args: &args)
        case .onRamp(let side):
            key = try signedManeuver(side.onRampKey, side: side, plain: .onRamp, named: .onRampName, signed: .onRampDestination,
                instruction: instruction, name: name, distance: distance, args: &args)
        case .offRamp(let side):
            // What the exit sign says comes first: its number, then where it leads; the
            // ramp's own name only when the sign says nothing.
            let exitNumber = try exitNumberText(instruction.road.exitNumbers)
            let destination = destinationText(instruction.road)
            let signposted = exitNumber != nil || destination != nil
            let plain = try sideManeuver(side.offRampKey, side: side, plain: .offRamp, named: .offRampName,
                name: signposted ? nil : name, forms: instruction.nameForms, distance: distance, args: &args)
            if let exitNumber { args[.exitNumber] = nameArgument(exitNumber) }
            if let destination { args[.destination] = nameArgument(destination) }
            key = !signposted ? plain : exitNumber == nil ? .offRampDestination
                : destination == nil ? .offRampExit : .offRampExitDestination
        }
        if instruction.hasRoadFacts { roadNumbers(instruction, name: name, args: &args) }
        return key
    }

    /// The route numbers a road message states next to the road's name, or next to the
    /// destinations of a sign when the sentence names no road (`road.nameWithRef`): the
    /// road's refs beside its name (not when the name is the number), the sign's route
    /// numbers (or else the road's) beside the destinations.
    private func roadNumbers(_ instruction: Instruction, name: String?, args: inout Arguments) {
        guard instruction.maneuver.kind.namesRoad else { return }
        let road = instruction.road
        if args.name != nil {
            if let name, let ref = Self.refText(road, name: name) { args[.ref] = nameArgument(ref) }
        } else if let destination = args[.destination] {
            let numbers = (road.destinationCodes.isEmpty ? road.refs : road.destinationCodes).prefix(2)
            let text = numbers.joined(separator: "/")
            if !numbers.isEmpty, text != destination.text { args[.ref] = nameArgument(text) }
        }
    }

    /// A road without a name goes by its route numbers: the first two ("A 5/E 451") on
    /// screen, the first said aloud.
    private func numbersAsName(_ instruction: Instruction) -> String? {
        guard instruction.hasRoadFacts else { return nil }
        let refs = instruction.road.refs
        guard !refs.isEmpty, instruction.maneuver.kind.namesRoad else { return nil }
        return options.medium == .speech ? refs[0] : refs.prefix(2).joined(separator: "/")
    }

    /// Combined exit numbers: "12a/12b" on screen; said as the locale's
    /// `road.exitAlternatives` joins two ("12a or 12b", Esperanto "12a aŭ 12b", which ICU has
    /// no list pattern for), and more as ICU lists alternatives.
    private func exitNumberText(_ numbers: [String]) throws(RenderError) -> String? {
        guard let first = numbers.first else { return nil }
        guard numbers.count > 1 else { return first }
        guard options.medium == .speech else { return numbers.joined(separator: "/") }
        if numbers.count == 2 { return pair(.roadExitAlternatives, first, numbers[1]) }
        do {
            return try ICU.alternatives(numbers, localeID: casing.localeID)
        } catch {
            throw .icu(error)
        }
    }

    /// The route numbers said next to a road's name (the first two, "A 100/E 51"), unless
    /// the name is itself one of them.
    static func refText(_ road: RoadFacts, name: String) -> String? {
        guard !road.refs.isEmpty, !road.refs.contains(name) else { return nil }
        let refs = road.refs.prefix(2)
        let text = refs.joined(separator: "/")
        return text == name ? nil : text
    }

    /// The signposted destinations a sentence names: the first two, as the locale's
    /// `road.destinationList` lists them.
    func destinationText(_ road: RoadFacts) -> String? {
        guard let first = road.destinations.first else { return nil }
        guard road.destinations.count > 1 else { return first }
        return pair(.roadDestinationList, first, road.destinations[1])
    }

    /// Two values as a joining message of the locale puts them (`road.destinationList`,
    /// `road.exitAlternatives`): its words meet each value as in any sentence, through the
    /// locale's elisions and contractions (Spanish "y" + "Irún" → "e Irún", "o" + "8" → "u 8").
    private func pair(_ key: MessageKey, _ first: String, _ second: String) -> String {
        var text = ""
        for segment in fixedPattern(key).segments {
            let value: String
            switch segment {
            case .literal(let literal, _):
                text += literal
                continue
            case .placeholder(0, _), .spelled(0, _, _, _): value = first
            case .placeholder(1, _), .spelled(1, _, _, _): value = second
            default: continue
            }
            if let (joined, rest) = Self.joining(text, value, joins: table.grammar.joins) {
                text = joined + rest
            } else {
                text += value
            }
        }
        return text
    }

    /// Continue straight: along a street, towards a landmark, or both.
    private func straightMessage(_ instruction: Instruction, landmark: Int?, name: String?, distance: Double,
        args: inout Arguments) throws(RenderError) -> MessageKey
    {
        let key: MessageKey
        args.maneuver = fragmentArgument(.maneuverStraight)
        args.distance = try distanceArgument(distance)
        if let landmark {
            let passed = instruction.landmarks[landmark].position.isPassedGoingStraight
            args.landmark = landmarkArgument(instruction.landmarks[landmark])
            if let name {
                key = passed ? .straightNameLandmarkPast : .straightNameLandmark
                args.name = nameArgument(name, of: instruction)
            } else {
                key = passed ? .straightLandmarkPast : .straightLandmark
            }
        } else if let name {
            key = .straightName
            args.name = nameArgument(name, of: instruction)
        } else if let destination = destinationText(instruction.road) {
            key = .straightDestination
            args[.destination] = nameArgument(destination)
        } else {
            key = .straight
        }
        return key
    }

    /// Fills a fork or an on-ramp: where the sign points (its destinations) when there is a
    /// sign, else the road's name.
    private func signedManeuver(_ maneuver: MessageKey, side: Side, plain: MessageKey, named: MessageKey, signed: MessageKey,
        instruction: Instruction, name: String?, distance: Double, args: inout Arguments) throws(RenderError) -> MessageKey
    {
        guard let destination = destinationText(instruction.road) else {
            return try sideManeuver(maneuver, side: side, plain: plain, named: named, name: name, forms: instruction.nameForms,
                distance: distance, args: &args)
        }
        _ = try sideManeuver(maneuver, side: side, plain: plain, named: named, name: nil, forms: nil, distance: distance, args: &args)
        args[.destination] = nameArgument(destination)
        return signed
    }

    /// Fills a fork, merge or ramp: the maneuver phrase for the side, the distance, and the name if any.
    private func sideManeuver(_ maneuver: MessageKey, side: Side, plain: MessageKey, named: MessageKey, name: String?,
        forms: NameForms?, distance: Double, args: inout Arguments) throws(RenderError) -> MessageKey
    {
        args.maneuver = fragmentArgument(maneuver, select: side.maneuverSelectIndex)
        args.distance = try distanceArgument(distance)
        guard let name else { return plain }
        args.name = nameArgument(name, forms: forms)
        return named
    }
}

extension TurnDirection {
    /// The maneuver phrase of a turn this way.
    var maneuverKey: MessageKey {
        switch value {
        case .slightLeft: .maneuverTurnSlightLeft
        case .left: .maneuverTurnLeft
        case .sharpLeft: .maneuverTurnSharpLeft
        case .slightRight: .maneuverTurnSlightRight
        case .right: .maneuverTurnRight
        case .sharpRight: .maneuverTurnSharpRight
        case .uTurn: .maneuverTurnUTurn
        }
    }
}

extension TurnDirection {
    /// The phrase of turning this way where the road ends.
    var endOfRoadKey: MessageKey {
        switch value {
        case .slightLeft: .maneuverEndOfRoadSlightLeft
        case .left: .maneuverEndOfRoadLeft
        case .sharpLeft: .maneuverEndOfRoadSharpLeft
        case .slightRight: .maneuverEndOfRoadSlightRight
        case .right: .maneuverEndOfRoadRight
        case .sharpRight: .maneuverEndOfRoadSharpRight
        case .uTurn: .maneuverEndOfRoadUTurn
        }
    }
    /// The phrase of turning this way at a small roundabout.
    var roundaboutTurnKey: MessageKey {
        switch value {
        case .slightLeft: .maneuverRoundaboutTurnSlightLeft
        case .left: .maneuverRoundaboutTurnLeft
        case .sharpLeft: .maneuverRoundaboutTurnSharpLeft
        case .slightRight: .maneuverRoundaboutTurnSlightRight
        case .right: .maneuverRoundaboutTurnRight
        case .sharpRight: .maneuverRoundaboutTurnSharpRight
        case .uTurn: .maneuverRoundaboutTurnUTurn
        }
    }

    /// The phrase of continuing on the road in this direction.
    var bearKey: MessageKey {
        switch value {
        case .slightLeft: .maneuverBearSlightLeft
        case .left: .maneuverBearLeft
        case .sharpLeft: .maneuverBearSharpLeft
        case .slightRight: .maneuverBearSlightRight
        case .right: .maneuverBearRight
        case .sharpRight: .maneuverBearSharpRight
        case .uTurn: .maneuverBearUTurn
        }
    }
}

extension LandmarkPosition {
    /// The phrase placing a landmark ("at", "after").
    var messageKey: MessageKey {
        switch value {
        case .at: .positionAt
        case .after: .positionAfter
        case .before: .positionBefore
        case .towards: .positionTowards
        case .past: .positionPast
        }
    }

    /// Whether going straight leaves the landmark behind ("Continue straight past X"),
    /// rather than heading for it ("… towards X"): a landmark the maneuver comes after.
    var isPassedGoingStraight: Bool {
        switch value {
        case .after, .past: true
        case .at, .before, .towards: false
        }
    }
}

extension FloorChangeType {
    /// "Take the elevator": nil for an unknown type, which has messages of its own.
    var takeKey: MessageKey? {
        switch value {
        case .elevator: .floorChangeTypeTakeElevator
        case .escalator: .floorChangeTypeTakeEscalator
        case .stairs: .floorChangeTypeTakeStairs
        case .ramp: .floorChangeTypeTakeRamp
        case .travelator: .floorChangeTypeTakeTravelator
        case .unknown: nil
        }
    }

    /// "towards the elevator": nil for an unknown type, which has messages of its own.
    var towardsKey: MessageKey? {
        switch value {
        case .elevator: .floorChangeTypeTowardsElevator
        case .escalator: .floorChangeTypeTowardsEscalator
        case .stairs: .floorChangeTypeTowardsStairs
        case .ramp: .floorChangeTypeTowardsRamp
        case .travelator: .floorChangeTypeTowardsTravelator
        case .unknown: nil
        }
    }
}

extension FloorChangeDirection {
    /// "up" or "down": nil on the same floor, which has a message of its own.
    var messageKey: MessageKey? {
        switch value {
        case .up: .floorChangeDirectionUp
        case .down: .floorChangeDirectionDown
        case .sameFloor: nil
        }
    }
}

extension Side {
    /// Where a destination lies ("on the left").
    var messageKey: MessageKey {
        switch value {
        case .left: .sideLeft
        case .right: .sideRight
        case .straightAhead: .sideStraightAhead
        }
    }

    /// The index of the side among the values a `select` on a maneuver names
    /// (`Role.maneuver.selectValues`: the turn directions, then `straightAhead`).
    var maneuverSelectIndex: Int {
        switch value {
        case .left: TurnDirection.left.index
        case .right: TurnDirection.right.index
        case .straightAhead: TurnDirection.Case.allCases.count
        }
    }

    var forkKey: MessageKey {
        switch value {
        case .left: .maneuverForkLeft
        case .right: .maneuverForkRight
        case .straightAhead: .maneuverForkStraightAhead
        }
    }

    var mergeKey: MessageKey {
        switch value {
        case .left: .maneuverMergeLeft
        case .right: .maneuverMergeRight
        case .straightAhead: .maneuverMergeStraightAhead
        }
    }

    var onRampKey: MessageKey {
        switch value {
        case .left: .maneuverOnRampLeft
        case .right: .maneuverOnRampRight
        case .straightAhead: .maneuverOnRampStraightAhead
        }
    }

    var offRampKey: MessageKey {
        switch value {
        case .left: .maneuverOffRampLeft
        case .right: .maneuverOffRampRight
        case .straightAhead: .maneuverOffRampStraightAhead
        }
    }
}

extension CompassDirection {
    /// The heading phrase ("west" in "Head west").
    var messageKey: MessageKey {
        switch value {
        case .north: .headingNorth
        case .northEast: .headingNorthEast
        case .east: .headingEast
        case .southEast: .headingSouthEast
        case .south: .headingSouth
        case .southWest: .headingSouthWest
        case .west: .headingWest
        case .northWest: .headingNorthWest
        }
    }
}

extension FloorLabel.Kind {
    /// The catalog phrase of a floor of this kind; nil for a name inserted as written.
    var messageKey: MessageKey? {
        switch value {
        case .numbered: .floorNumbered
        case .basement: .floorBasement
        case .parking: .floorParking
        case .ground: .floorGround
        case .mezzanine: .floorMezzanine
        case .code: .floorCode
        case .named: nil
        }
    }
}

extension Maneuver.Kind {
    /// Whether a sign's destinations belong to the maneuver's sentence when it names the
    /// road instead (`road.towards`): turns and roads straight on, roundabouts in and out.
    /// Forks, merges and ramps say the sign rather than the name; departing and arriving
    /// are not signposted.
    var saysSign: Bool {
        switch value {
        case .turn, .bear, .endOfRoad, .roundaboutTurn, .straight, .roundabout, .enterRoundabout, .exitRoundabout: true
        default: false
        }
    }

    /// Whether the maneuver's name is a road's, so its route numbers belong beside it (not a
    /// floor change, a building or a destination's name).
    var namesRoad: Bool {
        switch value {
        case .turn, .bear, .endOfRoad, .roundaboutTurn, .straight, .depart, .fork, .merge, .onRamp, .offRamp,
            .roundabout, .enterRoundabout, .exitRoundabout, .useLane:
            true
        case .floorChange, .upcomingFloorChange, .enterBuilding, .exitBuilding, .arrive:
            false
        }
    }
}
