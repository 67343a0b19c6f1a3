/// Reads OSRM v5 and Mapbox Directions responses.
///
/// The root is a response (`{"code": "Ok", "routes": [...], "waypoints": [...]}`) or one
/// route (`{"legs": [...]}`). Fields read, with their defaults when absent:
/// - route: `legs` (required), `distance` and `duration` (sums of the legs),
///   `duration_typical` (none: no traffic delay), `toll_distance` (else the distance of
///   steps whose first intersection has the class `toll`; none when there are none).
/// - leg: `steps` (required), `distance`, `duration` (sums of the steps), the stop's name
///   from `waypoints[leg + 1].name`.
/// - step: `maneuver` (required: `type`, `modifier`, `bearing_before`, `bearing_after`,
///   `exit`, `location`, `instruction`), `distance` (0), `duration`, `name`, `ref`,
///   `destinations`, `intersections[0].classes`, and the road facts (`RoadFacts`): `ref`
///   (split at `;`), `destinations` (`"A 100, A 115: Hamburg, Mitte"`: codes before the
///   colon, names after, each split at `,`), `exits` (split at `;`), `rotary_name`,
///   `pronunciation`, `mode`, `driving_side`, `intersections[0].lanes` (`indications`,
///   `valid`), the heading on departure from `maneuver.bearing_after`, and on arriving at
///   a stop that is not the route's last, the stop's number.
enum OSRMReader {
    static func read(_ root: JSONNode, context: inout RouteReadContext) throws(InputError) -> [Route] {
        guard root.members != nil else {
            throw context.error("expected an OSRM/Mapbox response object, found \(root.typeName)", path: "$", at: root)
        }
        let routeNodes: [(JSONNode, String)]
        if let routes = root["routes"] {
            guard let items = routes.array else {
                throw context.error("\"routes\" must be an array, found \(routes.typeName)", path: "$.routes", at: routes)
            }
            guard !items.isEmpty else {
                let code = root["code"]?.string.map { " (code \($0))" } ?? ""
                throw context.error("the response has no routes\(code)", path: "$.routes", at: routes)
            }
            routeNodes = items.enumerated().map { ($0.element, "$.routes[\($0.offset)]") }
        } else {
            routeNodes = [(root, "$")]
        }
        let waypointNames: [String?] = root["waypoints"]?.array?.map { Field.lenientString($0, "name") } ?? []
        var routes: [Route] = []
        for (node, path) in routeNodes {
            routes.append(try readRoute(node, path: path, waypoints: waypointNames, context: &context))
        }
        return routes
    }

    private static func readRoute(_ node: JSONNode, path: String, waypoints: [String?], context: inout RouteReadContext)
        throws(InputError) -> Route
    {
        guard node.members != nil else {
            throw context.error("expected a route object, found \(node.typeName)", path: path, at: node)
        }
        guard let legsNode = node["legs"], let legNodes = legsNode.array else {
            throw context.error("a route needs a \"legs\" array", path: path + ".legs", at: node["legs"] ?? node)
        }
        var legs: [RouteLeg] = []
        var tollFromClasses = 0.0
        for (legIndex, legNode) in legNodes.enumerated() {
            let legPath = path + ".legs[\(legIndex)]"
            let destination = legIndex + 1 < waypoints.count ? waypoints[legIndex + 1] : nil
            let (leg, toll) = try readLeg(legNode, index: legIndex, of: legNodes.count, path: legPath, destination: destination,
                context: &context)
            legs.append(leg)
            tollFromClasses += toll
        }
        var totals = Totals(legs: legs)
        totals.read(from: node, path: path, leg: nil, context: &context)
        var typical: Double?
        var toll: Double? = tollFromClasses > 0 ? tollFromClasses : nil
        do {
            typical = try Field.measure(node, "duration_typical", path)
            if let explicit = try Field.measure(node, "toll_distance", path) { toll = explicit }
        } catch {
            context.warn(error, leg: nil, step: nil, action: "ignored")
        }
        let name = Field.lenientString(node, "summary")
        return Route(legs: legs, distance: totals.distance, duration: totals.duration, typicalDuration: typical,
            tollDistance: toll, name: name)
    }

    private static func readLeg(_ node: JSONNode, index legIndex: Int, of legCount: Int, path: String, destination: String?,
        context: inout RouteReadContext) throws(InputError) -> (RouteLeg, toll: Double)
    {
        guard node.members != nil else {
            throw context.error("expected a leg object, found \(node.typeName)", path: path, at: node)
        }
        guard let stepsNode = node["steps"], let stepNodes = stepsNode.array else {
            throw context.error("a leg needs a \"steps\" array", path: path + ".steps", at: node["steps"] ?? node)
        }
        var instructions: [RouteInstruction] = []
        var previousDistance = 0.0
        var previousName: String?
        var stepMeasures: [(distance: Double, duration: Double?)] = []
        var toll = 0.0
        for (stepIndex, stepNode) in stepNodes.enumerated() {
            let stepPath = path + ".steps[\(stepIndex)]"
            let step: Step
            do {
                step = try Step(stepNode, path: stepPath)
            } catch {
                context.warn(error, leg: legIndex, step: stepIndex, action: "step skipped")
                continue
            }
            let classification = OSRMClassifier.classify(type: step.type, modifier: step.modifier,
                bearingBefore: step.bearingBefore, bearingAfter: step.bearingAfter, exit: step.exit)
            if let warning = classification.warning {
                context.warn(warning, path: stepPath + ".maneuver", at: stepNode["maneuver"], leg: legIndex,
                    step: stepIndex)
            }
            let distance: Double = switch classification.distanceRule {
            case .toManeuver: previousDistance
            case .alongStep: step.distance
            case .none: 0
            }
            // A road without a name goes by its route numbers (the renderer says them).
            var name = step.name
            if step.type == "arrive" { name = destination ?? name ?? step.ref }
            var maneuver = classification.maneuver
            // "Continue … to stay on" holds only while the road keeps its name; onto another
            // road it is a turn.
            if case .bear(let direction) = maneuver.storage, let name = step.name, let previousName, name != previousName {
                maneuver = .turn(direction)
            }
            var road = step.road
            if step.type == "depart", let bearing = step.bearingAfter { road.heading = CompassDirection(bearing: bearing) }
            if step.type == "arrive", legIndex + 1 < legCount { road.waypoint = legIndex + 1 }
            instructions.append(RouteInstruction(
                Instruction(maneuver, distance: distance, name: name, road: road),
                stepIndex: stepIndex, location: step.location, duration: step.duration, sourceText: step.instruction,
                isGeneric: classification.isGeneric, stepDistance: step.distance))
            previousDistance = step.distance
            previousName = step.name
            stepMeasures.append((step.distance, step.duration))
            if step.isToll { toll += step.distance }
        }
        var totals = Totals(steps: stepMeasures)
        totals.read(from: node, path: path, leg: legIndex, context: &context)
        let leg = RouteLeg(instructions: instructions, distance: totals.distance, duration: totals.duration,
            destination: destination)
        return (leg, toll)
    }

    /// The fields of one step that classification and rendering use.
    private struct Step {
        var type: String
        var modifier: String?
        var bearingBefore: Double?
        var bearingAfter: Double?
        var exit: Int?
        var location: Coordinate?
        var instruction: String?
        var distance: Double
        var duration: Double?
        var name: String?
        var ref: String?
        var destinations: String?
        var isToll: Bool
        var road = RoadFacts()

        init(_ node: JSONNode, path: String) throws(StepProblem) {
            guard node.members != nil else {
                throw StepProblem(path: path, location: node.location, message: "expected a step object, found \(node.typeName)")
            }
            guard let maneuver = node["maneuver"], maneuver.members != nil else {
                throw StepProblem(path: path + ".maneuver", location: (node["maneuver"] ?? node).location,
                    message: "a step needs a \"maneuver\" object")
            }
            let mpath = path + ".maneuver"
            guard let type = try Field.string(maneuver, "type", mpath) else {
                throw StepProblem(path: mpath + ".type", location: maneuver.location, message: "a maneuver needs a \"type\"")
            }
            self.type = type
            modifier = try Field.string(maneuver, "modifier", mpath)
            bearingBefore = try Field.number(maneuver, "bearing_before", mpath)
            bearingAfter = try Field.number(maneuver, "bearing_after", mpath)
            if let exit = try Field.number(maneuver, "exit", mpath) {
                guard let whole = Int(exactly: exit), abs(whole) < 1_000 else {
                    throw StepProblem(path: mpath + ".exit", location: maneuver["exit"]?.location,
                        message: "\"exit\" must be a whole number below 1000, found \(exit)")
                }
                self.exit = whole
            }
            if let pair = maneuver["location"]?.array, pair.count == 2, let lng = pair[0].number, let lat = pair[1].number {
                location = Coordinate(latitude: lat, longitude: lng)
            }
            instruction = Field.lenientString(maneuver, "instruction")
            distance = try Field.measure(node, "distance", path) ?? 0
            duration = try Field.measure(node, "duration", path)
            name = try Field.string(node, "name", path)
            ref = try Field.string(node, "ref", path)
            destinations = try Field.string(node, "destinations", path)
            let first = node["intersections"]?.array?.first
            let classes = first?["classes"]?.array ?? []
            isToll = classes.contains { $0.string == "toll" }
            road = Self.roadFacts(node, lanes: first?["lanes"], ref: ref, destinations: destinations)
        }

        /// The road facts of a step. Lenient: a fact of the wrong type is left out (the
        /// sentence states less), never a reason to skip the step.
        private static func roadFacts(_ node: JSONNode, lanes: JSONNode?, ref: String?, destinations: String?) -> RoadFacts {
            var road = RoadFacts()
            road.refs = split(ref, at: ";")
            if let destinations {
                // "A 100, A 115: Hamburg, Mitte" — route numbers on the sign, then places.
                if let colon = destinations.firstIndex(of: ":") {
                    road.destinationCodes = split(String(destinations[..<colon]), at: ",")
                    road.destinations = split(String(destinations[destinations.index(after: colon)...]), at: ",")
                } else {
                    road.destinations = split(destinations, at: ",")
                }
            }
            road.exitNumbers = split(Field.lenientString(node, "exits"), at: ";")
            road.rotaryName = Field.lenientString(node, "rotary_name").flatMap { $0.isEmpty ? nil : $0 }
            road.phoneticName = Field.lenientString(node, "pronunciation").flatMap { $0.isEmpty ? nil : $0 }
            road.travelMode = Field.lenientString(node, "mode").flatMap { $0.isEmpty ? nil : $0 }
            road.drivingSide = Field.lenientString(node, "driving_side").flatMap(DrivingSide.init(rawValue:))
            road.lanes = (lanes?.array ?? []).prefix(GuidepostLimits.maximumLanes).compactMap { lane in
                guard lane.members != nil else { return nil }
                let indications = (lane["indications"]?.array ?? []).prefix(LaneIndication.allCases.count)
                    .compactMap { $0.string.flatMap(LaneIndication.init(rawValue:)) }
                return Lane(indications: indications, isValid: lane["valid"]?.bool ?? false)
            }
            return road
        }

        /// The non-empty, trimmed parts of a list the service joins with a separator.
        private static func split(_ text: String?, at separator: Character) -> [String] {
            guard let text else { return [] }
            return text.split(separator: separator).prefix(GuidepostLimits.maximumRoadFacts)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }
}
