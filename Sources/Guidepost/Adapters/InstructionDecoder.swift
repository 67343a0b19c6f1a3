/// Reads Guidepost's JSON form of instructions (the `render` schema in the README).
///
/// ```json
/// [{"kind": "turn", "direction": "left", "distance": 20,
///   "landmarks": [{"name": "Starbucks", "position": "at"}]}]
/// ```
/// Every problem names the JSON path and the line and column where it is.
public enum InstructionDecoder {
    /// Decodes a JSON array of instructions (or `{"instructions": [...]}`).
    ///
    /// - Throws: `InputError` naming the file, JSON path, line and column of the first problem.
    public static func decode(_ text: String, file: String = "<input>") throws(InputError) -> [Instruction] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(file: file, path: error.path, location: error.location, message: error.message)
        }
        return try decode(root, file: file)
    }

    /// Decodes an already parsed document: an array of instructions or `{"instructions": [...]}`.
    static func decode(_ root: JSONNode, file: String) throws(InputError) -> [Instruction] {
        let list: [JSONNode]
        if let items = root.array {
            list = items
        } else if let items = root["instructions"]?.array {
            list = items
        } else {
            throw InputError(file: file, path: "$", location: root.location,
                message: "expected an array of instructions, found \(root.typeName)")
        }
        var instructions: [Instruction] = []
        for (index, node) in list.enumerated() {
            instructions.append(try decodeInstruction(node, path: "$[\(index)]", file: file))
        }
        return instructions
    }

    static func decodeInstruction(_ node: JSONNode, path: String, file: String) throws(InputError) -> Instruction {
        func fail(_ message: String, _ at: JSONNode, _ subpath: String = "") -> InputError {
            InputError(file: file, path: path + subpath, location: at.location, message: message)
        }
        guard node.members != nil else { throw fail("expected an instruction object, found \(node.typeName)", node) }
        guard let kindNode = node["kind"] else { throw fail("missing \"kind\"", node) }
        guard let kindName = kindNode.string, let kind = Maneuver.Kind(rawValue: kindName) else {
            throw fail("\"kind\" must be one of \(Maneuver.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
                kindNode, ".kind")
        }
        func vocabulary<V: GuidepostVocabulary>(_ type: V.Type, _ key: String, in object: JSONNode, _ subpath: String)
            throws(InputError) -> V?
        {
            guard let value = object[key], !value.isNull else { return nil }
            guard let name = value.string, let result = V(rawValue: name) else {
                throw fail("\"\(key)\" must be one of \(V.allCases.map(\.rawValue).joined(separator: ", "))", value,
                    subpath + ".\(key)")
            }
            return result
        }
        func string(_ key: String, in object: JSONNode, _ subpath: String) throws(InputError) -> String? {
            guard let value = object[key], !value.isNull else { return nil }
            guard let text = value.string else { throw fail("\"\(key)\" must be a string", value, subpath + ".\(key)") }
            return text
        }
        func integer(_ key: String, in object: JSONNode, _ subpath: String) throws(InputError) -> Int? {
            guard let value = object[key], !value.isNull else { return nil }
            guard let number = value.number, let whole = Int(exactly: number), abs(whole) < 1_000_000_000 else {
                throw fail("\"\(key)\" must be a whole number below 1e9", value, subpath + ".\(key)")
            }
            return whole
        }

        var distance = 0.0
        if let value = node["distance"], !value.isNull {
            guard let number = value.number else { throw fail("\"distance\" must be a number of metres", value, ".distance") }
            distance = number
        }
        let name = try string("name", in: node, "")
        var landmarks: [Landmark] = []
        if let list = node["landmarks"], !list.isNull {
            guard let items = list.array else { throw fail("\"landmarks\" must be an array", list, ".landmarks") }
            for (index, item) in items.enumerated() {
                let subpath = ".landmarks[\(index)]"
                guard item.members != nil else { throw fail("expected a landmark object", item, subpath) }
                guard let landmarkName = try string("name", in: item, subpath) else {
                    throw fail("a landmark needs a \"name\"", item, subpath)
                }
                let position = try vocabulary(LandmarkPosition.self, "position", in: item, subpath) ?? .at
                let kind = try vocabulary(LandmarkKind.self, "kind", in: item, subpath)
                landmarks.append(Landmark(name: landmarkName, position: position, kind: kind))
            }
        }

        func floorChange() throws(InputError) -> FloorChange {
            guard let object = node["floorChange"], object.members != nil else {
                throw fail("a \(kindName) instruction needs a \"floorChange\" object", node)
            }
            let sub = ".floorChange"
            let type = try vocabulary(FloorChangeType.self, "type", in: object, sub) ?? .unknown
            let direction = try vocabulary(FloorChangeDirection.self, "direction", in: object, sub) ?? .sameFloor
            guard let floorName = try string("floorName", in: object, sub) else {
                throw fail("\"floorChange\" needs a \"floorName\"", object, sub)
            }
            let floors = try integer("floors", in: object, sub)
            return FloorChange(type: type, direction: direction, floorName: floorName, floors: floors)
        }

        let maneuver: Maneuver
        switch kind.value {
        case .straight: maneuver = .straight
        case .turn, .bear, .endOfRoad, .roundaboutTurn:
            guard let direction = try vocabulary(TurnDirection.self, "direction", in: node, "") else {
                throw fail("a \(kindName) needs a \"direction\" (\(TurnDirection.allCases.map(\.rawValue).joined(separator: ", ")))", node)
            }
            maneuver = switch kind.value {
            case .bear: .bear(direction)
            case .endOfRoad: .endOfRoad(direction)
            case .roundaboutTurn: .roundaboutTurn(direction)
            default: .turn(direction)
            }
        case .floorChange: maneuver = .floorChange(try floorChange())
        case .upcomingFloorChange: maneuver = .upcomingFloorChange(try floorChange())
        case .enterBuilding: maneuver = .enterBuilding
        case .exitBuilding: maneuver = .exitBuilding
        case .depart: maneuver = .depart
        case .exitRoundabout: maneuver = .exitRoundabout
        case .enterRoundabout: maneuver = .enterRoundabout
        case .useLane: maneuver = .useLane
        case .arrive: maneuver = .arrive(side: try vocabulary(Side.self, "side", in: node, ""))
        case .roundabout:
            guard let exit = try integer("exit", in: node, "") else { throw fail("a roundabout needs an \"exit\" number", node) }
            maneuver = .roundabout(exit: exit)
        case .fork, .merge, .onRamp, .offRamp:
            guard let side = try vocabulary(Side.self, "side", in: node, "") else {
                throw fail("a \(kindName) needs a \"side\" (\(Side.allCases.map(\.rawValue).joined(separator: ", ")))", node)
            }
            maneuver = switch kind.value {
            case .fork: .fork(side)
            case .merge: .merge(side)
            case .onRamp: .onRamp(side)
            default: .offRamp(side)
            }
        }
        var road = RoadFacts()
        if let object = node["road"], !object.isNull {
            let sub = ".road"
            guard object.members != nil else { throw fail("\"road\" must be an object", object, sub) }
            func strings(_ key: String) throws(InputError) -> [String] {
                guard let value = object[key], !value.isNull else { return [] }
                guard let items = value.array, items.count <= GuidepostLimits.maximumRoadFacts else {
                    throw fail("\"\(key)\" must be an array of at most \(GuidepostLimits.maximumRoadFacts) strings", value, sub + ".\(key)")
                }
                var result: [String] = []
                for (index, item) in items.enumerated() {
                    guard let text = item.string else { throw fail("expected a string", item, sub + ".\(key)[\(index)]") }
                    result.append(text)
                }
                return result
            }
            road.refs = try strings("refs")
            road.destinations = try strings("destinations")
            road.destinationCodes = try strings("destinationCodes")
            road.exitNumbers = try strings("exitNumbers")
            road.exitNames = try strings("exitNames")
            road.rotaryName = try string("rotaryName", in: object, sub)
            road.heading = try vocabulary(CompassDirection.self, "heading", in: object, sub)
            road.drivingSide = try vocabulary(DrivingSide.self, "drivingSide", in: object, sub)
            if let waypoint = try integer("waypoint", in: object, sub) {
                guard waypoint >= 1 else { throw fail("\"waypoint\" counts stops from 1", object, sub + ".waypoint") }
                road.waypoint = waypoint
            }
            road.travelMode = try string("travelMode", in: object, sub)
            road.phoneticName = try string("phoneticName", in: object, sub)
            if let list = object["lanes"], !list.isNull {
                guard let items = list.array, items.count <= GuidepostLimits.maximumLanes else {
                    throw fail("\"lanes\" must be an array of at most \(GuidepostLimits.maximumLanes) lanes", list, sub + ".lanes")
                }
                for (index, item) in items.enumerated() {
                    let laneSub = sub + ".lanes[\(index)]"
                    guard item.members != nil else { throw fail("expected a lane object", item, laneSub) }
                    var indications: [LaneIndication] = []
                    for (position, value) in (item["indications"]?.array ?? []).enumerated() {
                        guard let name = value.string, let indication = LaneIndication(rawValue: name) else {
                            throw fail("a lane indication is one of \(LaneIndication.allCases.map(\.rawValue).joined(separator: ", "))",
                                value, laneSub + ".indications[\(position)]")
                        }
                        indications.append(indication)
                    }
                    road.lanes.append(Lane(indications: indications, isValid: item["valid"]?.bool ?? false))
                }
            }
        }
        return Instruction(maneuver, distance: distance, name: name, landmarks: landmarks, road: road)
    }
}

/// A problem in input data, with the file, JSON path and position.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as named by the caller.
    public var file: String
    /// The JSON path of the problem, e.g. `$[3].landmarks[0].position`.
    public var path: String
    /// Line and column.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String

    /// Creates an input error.
    public init(file: String, path: String, location: SourceLocation?, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        "\(SourceLocation.prefix(file, location)): error: \(path): \(message)"
    }
}
