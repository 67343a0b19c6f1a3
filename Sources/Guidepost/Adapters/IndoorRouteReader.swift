/// Reads indoor routes shaped like the indoor-mapping SDK's route model.
///
/// The root is `{"legs": [...]}` or `{"routes": [{"legs": [...]}, ...]}`. Fields read, with
/// their defaults when absent:
/// - leg: `steps` (required), `distance` and `duration` (sums of the steps), the stop's
///   name from `end_address` (none).
/// - step: `start_location` and `end_location` (`lat`, `lng`, `zLevel`, `floor_name`),
///   `highway` (a corridor), `routeContext` (`InsideBuilding` / `OutsideOnVenue`; unchanged),
///   `html_instructions`, `maneuver` (`turn-left`, …; else from the bearings), `street_name`,
///   `distance` (0), `duration`, `landmarks` (`name`, `position`: a coordinate object or
///   `at`/`after`/`before`/`towards`/`past`).
///
/// Classification, step by step:
/// 1. The first step of a leg gives a depart instruction; the leg ends with an arrive.
/// 2. A change of `routeContext` from the previous step gives enter-building (to
///    `InsideBuilding`) or exit-building (to `OutsideOnVenue`) before the step.
/// 3. A step whose start and end z-levels differ is a floor change (`FloorChangeClassifier`);
///    the step before it becomes an upcoming floor change ("… towards the escalator").
/// 4. Otherwise the step's `maneuver` string, else the turn between the previous step's
///    heading and this step's heading (`TurnClassifier`; an elevator ride has no heading),
///    else straight on.
/// 5. Landmarks attach to the nearest depart, straight or turn instruction of the leg.
enum IndoorRouteReader {
    static func read(_ root: JSONNode, context: inout RouteReadContext) throws(InputError) -> [Route] {
        guard root.members != nil else {
            throw context.error("expected an indoor route object, found \(root.typeName)", path: "$", at: root)
        }
        if let routes = root["routes"] {
            guard let items = routes.array, !items.isEmpty else {
                throw context.error("\"routes\" must be a non-empty array", path: "$.routes", at: routes)
            }
            var result: [Route] = []
            for (index, item) in items.enumerated() {
                result.append(try readRoute(item, path: "$.routes[\(index)]", context: &context))
            }
            return result
        }
        return [try readRoute(root, path: "$", context: &context)]
    }

    private static func readRoute(_ node: JSONNode, path: String, context: inout RouteReadContext) throws(InputError)
        -> Route
    {
        guard let legsNode = node["legs"], let legNodes = legsNode.array else {
            throw context.error("an indoor route needs a \"legs\" array", path: path + ".legs", at: node["legs"] ?? node)
        }
        var legs: [RouteLeg] = []
        for (index, legNode) in legNodes.enumerated() {
            legs.append(try readLeg(legNode, index: index, path: path + ".legs[\(index)]", context: &context))
        }
        var totals = Totals(legs: legs)
        totals.read(from: node, path: path, leg: nil, context: &context)
        return Route(legs: legs, distance: totals.distance, duration: totals.duration,
            name: Field.lenientString(node, "summary"))
    }

    private static func readLeg(_ node: JSONNode, index legIndex: Int, path: String, context: inout RouteReadContext)
        throws(InputError) -> RouteLeg
    {
        guard node.members != nil else {
            throw context.error("expected a leg object, found \(node.typeName)", path: path, at: node)
        }
        guard let stepsNode = node["steps"], let stepNodes = stepsNode.array else {
            throw context.error("a leg needs a \"steps\" array", path: path + ".steps", at: node["steps"] ?? node)
        }
        var steps: [Step] = []
        for (stepIndex, stepNode) in stepNodes.enumerated() {
            let stepPath = path + ".steps[\(stepIndex)]"
            do {
                var step = try Step(stepNode, index: stepIndex, path: stepPath)
                for problem in step.problems {
                    context.warn(problem, leg: legIndex, step: stepIndex, action: "the step is classified without it")
                }
                step.problems = []
                steps.append(step)
            } catch {
                context.warn(error, leg: legIndex, step: stepIndex, action: "step skipped")
            }
        }
        let destination = Field.lenientString(node, "end_address")
        var instructions = classify(steps, destination: destination, leg: legIndex, context: &context)
        attachLandmarks(steps, to: &instructions, leg: legIndex, context: &context)

        var totals = Totals(steps: steps.map { ($0.distance, $0.duration) })
        totals.read(from: node, path: path, leg: legIndex, context: &context)
        return RouteLeg(instructions: instructions, distance: totals.distance, duration: totals.duration,
            destination: destination)
    }

    static let insideBuilding = "InsideBuilding"
    static let outsideOnVenue = "OutsideOnVenue"

    private static func classify(_ steps: [Step], destination: String?, leg: Int, context: inout RouteReadContext) -> [RouteInstruction]
    {
        var out: [RouteInstruction] = []
        var previous: Step?
        // Where in `out` the instruction made for the previous step is, and whether it was a floor change.
        var previousInstruction: Int?
        var previousWasFloorChange = false
        for step in steps {
            let isFirst = previous == nil
            if isFirst {
                out.append(RouteInstruction(Instruction(.depart, name: step.name), stepIndex: step.index,
                    location: step.start))
                previousInstruction = out.count - 1
            } else if let before = previous?.context, let now = step.context, before != now {
                switch now {
                case insideBuilding:
                    out.append(RouteInstruction(Instruction(.enterBuilding), stepIndex: step.index, location: step.start))
                case outsideOnVenue:
                    out.append(RouteInstruction(Instruction(.exitBuilding), stepIndex: step.index, location: step.start))
                default:
                    context.warn("unknown routeContext \"\(now)\" (expected \(insideBuilding) or \(outsideOnVenue))",
                        path: step.path + ".routeContext", at: nil, leg: leg, step: step.index)
                }
            }
            if let change = step.floorChange {
                if let previous, let index = previousInstruction, !previousWasFloorChange {
                    let upcoming = Instruction(.upcomingFloorChange(change), distance: previous.distance,
                        landmarks: out[index].instruction.landmarks)
                    if out[index].instruction.maneuver.kind == .straight {
                        out[index].instruction = upcoming
                        out[index].location = step.start
                    } else {
                        // Keep the turn (or the start) and walk to the floor change after it.
                        out.insert(RouteInstruction(upcoming, stepIndex: previous.index, location: step.start),
                            at: index + 1)
                    }
                }
                out.append(RouteInstruction(Instruction(.floorChange(change)), stepIndex: step.index, location: step.start,
                    duration: step.duration, sourceText: step.text, isGeneric: step.isGeneric))
                previousWasFloorChange = true
            } else if isFirst {
                out[out.count - 1].duration = step.duration
                out[out.count - 1].sourceText = step.text
                previousWasFloorChange = false
            } else {
                var direction: TurnDirection?
                if let named = step.maneuver.flatMap(TurnClassifier.direction(stepManeuver:)) {
                    direction = named
                } else if let previous, let heading = previous.heading, let now = step.heading {
                    direction = TurnClassifier.direction(bearingBefore: heading, bearingAfter: now)
                }
                let instruction: RouteInstruction
                if let direction, let previous {
                    instruction = RouteInstruction(Instruction(.turn(direction), distance: previous.distance, name: step.name),
                        stepIndex: step.index, location: step.start, duration: step.duration, sourceText: step.text,
                        isGeneric: step.isGeneric, stepDistance: step.distance)
                } else {
                    instruction = RouteInstruction(Instruction(.straight, distance: step.distance, name: step.name),
                        stepIndex: step.index, location: step.end ?? step.start, duration: step.duration,
                        sourceText: step.text, isGeneric: step.isGeneric, stepDistance: step.distance)
                }
                out.append(instruction)
                previousWasFloorChange = false
            }
            previousInstruction = out.count - 1
            previous = step
        }
        if let last = previous {
            out.append(RouteInstruction(Instruction(.arrive(), name: destination), stepIndex: last.index,
                location: last.end ?? last.start))
        }
        return out
    }

    /// The distance within which a landmark is "at" the maneuver, in metres.
    static let atLandmarkRadius = 15.0

    private static func attachLandmarks(_ steps: [Step], to instructions: inout [RouteInstruction], leg: Int,
        context: inout RouteReadContext)
    {
        func canShowLandmark(_ item: RouteInstruction) -> Bool {
            switch item.instruction.maneuver.kind {
            case .depart, .straight, .turn: true
            default: false
            }
        }
        var attached: [Int: [(Landmark, Double)]] = [:]
        for step in steps {
            for landmark in step.landmarks {
                var best: (index: Int, distance: Double)?
                if let point = landmark.coordinate {
                    for (index, item) in instructions.enumerated() where canShowLandmark(item) {
                        guard let location = item.location else { continue }
                        // A landmark on another floor cannot mark a maneuver on this one.
                        if let z = point.zLevel, let other = location.zLevel, z != other { continue }
                        let distance = point.distance(to: location)
                        if distance < best?.distance ?? .infinity { best = (index, distance) }
                    }
                } else {
                    // A landmark without a position marks its own step's maneuver, or the next one that can show it.
                    if let index = instructions.firstIndex(where: { $0.stepIndex >= step.index && canShowLandmark($0) }) {
                        best = (index, 0)
                    }
                }
                guard let best else {
                    context.warn("landmark \"\(landmark.name)\" is near no maneuver that can name it; not shown",
                        path: landmark.path, at: nil, leg: leg, step: step.index)
                    continue
                }
                let position = landmark.position ?? (best.distance <= atLandmarkRadius ? .at : .towards)
                attached[best.index, default: []].append((Landmark(name: landmark.name, position: position), best.distance))
            }
        }
        for (index, list) in attached {
            // The last landmark is the one a template names: keep the nearest last.
            let sorted = list.sorted { $0.1 > $1.1 }.map(\.0)
            instructions[index].instruction.landmarks += sorted
        }
    }

    /// The fields of one indoor step.
    private struct Step {
        struct StepLandmark {
            var name: String
            var position: LandmarkPosition?
            var coordinate: Coordinate?
            var path: String
        }
        var index: Int
        var path: String
        var distance: Double
        var duration: Double?
        var start: Coordinate?
        var end: Coordinate?
        var highway: String?
        var context: String?
        var text: String?
        var maneuver: String?
        var name: String?
        var landmarks: [StepLandmark] = []
        var floorChange: FloorChange?
        var isGeneric = false
        /// Problems that did not stop the step from being used.
        var problems: [StepProblem] = []

        /// The heading from start to end, when both are known, on one floor and apart.
        var heading: Double? {
            guard let start, let end, start.distance(to: end) >= 0.5 else { return nil }
            return start.bearing(to: end)
        }

        init(_ node: JSONNode, index: Int, path: String) throws(StepProblem) {
            guard node.members != nil else {
                throw StepProblem(path: path, location: node.location, message: "expected a step object, found \(node.typeName)")
            }
            self.index = index
            self.path = path
            distance = try Field.measure(node, "distance", path) ?? 0
            duration = try Field.measure(node, "duration", path)
            highway = try Field.string(node, "highway", path)
            context = try Field.string(node, "routeContext", path)
            text = try Field.string(node, "html_instructions", path).map(HTMLText.plainText)
            maneuver = Field.lenientString(node, "maneuver")
            name = try Field.string(node, "street_name", path)
            var startZ: Double?
            var endZ: Double?
            (start, startZ) = readLocation(node, "start_location", path)
            (end, endZ) = readLocation(node, "end_location", path)
            if let startZ, let endZ {
                floorChange = FloorChangeClassifier.change(from: startZ, to: endZ, highway: highway,
                    floorName: end?.floorName)
            }
            if let list = node["landmarks"], !list.isNull {
                if let items = list.array {
                    for (number, item) in items.enumerated() {
                        let lpath = path + ".landmarks[\(number)]"
                        guard let name = Field.lenientString(item, "name") else {
                            problems.append(StepProblem(path: lpath, location: item.location,
                                message: "a landmark needs a \"name\" string"))
                            continue
                        }
                        var landmark = StepLandmark(name: name, path: lpath)
                        if let position = item["position"] {
                            if let word = position.string {
                                landmark.position = LandmarkPosition(rawValue: word)
                                if landmark.position == nil {
                                    problems.append(StepProblem(path: lpath + ".position", location: position.location,
                                        message: "unknown landmark position \"\(word)\""))
                                }
                            } else if position.members != nil {
                                landmark.coordinate = coordinate(position)
                            }
                        }
                        landmarks.append(landmark)
                    }
                } else {
                    problems.append(StepProblem(path: path + ".landmarks", location: list.location,
                        message: "\"landmarks\" must be an array"))
                }
            }
        }

        /// Reads a location; a z-level that is not a number is reported and left out, so
        /// the step is classified without floor information (generically).
        private mutating func readLocation(_ node: JSONNode, _ key: String, _ path: String) -> (Coordinate?, Double?) {
            guard let object = node[key], object.members != nil else { return (nil, nil) }
            var z: Double?
            if let value = object["zLevel"], !value.isNull {
                if let number = value.number, number.isFinite, abs(number) <= Double(GuidepostLimits.maximumLevel) {
                    z = number
                } else if let number = value.number {
                    problems.append(StepProblem(path: path + "." + key + ".zLevel", location: value.location,
                        message: "\"zLevel\" must be a floor index within ±\(GuidepostLimits.maximumLevel), found \(number)"))
                    isGeneric = true
                } else {
                    problems.append(StepProblem(path: path + "." + key + ".zLevel", location: value.location,
                        message: "\"zLevel\" must be a number, found \(value.typeName)"))
                    isGeneric = true
                }
            }
            var point = coordinate(object)
            point?.zLevel = z
            return (point, z)
        }

        /// A z-level within ±`GuidepostLimits.maximumLevel`, else nil.
        private static func level(_ number: Double?) -> Double? {
            guard let number, number.isFinite, abs(number) <= Double(GuidepostLimits.maximumLevel) else { return nil }
            return number
        }

        private func coordinate(_ object: JSONNode) -> Coordinate? {
            guard let lat = object["lat"]?.number, let lng = object["lng"]?.number else { return nil }
            return Coordinate(latitude: lat, longitude: lng, zLevel: Self.level(object["zLevel"]?.number),
                floorName: Field.lenientString(object, "floor_name"))
        }
    }
}
