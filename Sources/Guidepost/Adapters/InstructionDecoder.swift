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

        /// `{"language": "ru", "forms": {"genitive": "Аптеки"}}` (`language` may be left out).
        func nameForms(_ key: String, in object: JSONNode, _ subpath: String) throws(InputError) -> NameForms? {
            guard let value = object[key], !value.isNull else { return nil }
            let sub = subpath + ".\(key)"
            guard value.members != nil else { throw fail("\"\(key)\" must be an object with \"forms\"", value, sub) }
            let language = try string("language", in: value, sub)
            guard let list = value["forms"], let members = list.members else {
                throw fail("\"\(key)\" needs \"forms\", an object of form names and texts", value, sub)
            }
            var forms: [String: String] = [:]
            for member in members {
                guard let text = member.value.string else {
                    throw fail("a form is a string", member.value, sub + ".forms" + JSONPath.member(member.key))
                }
                forms[member.key] = text
            }
            return NameForms(language: language, forms)
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
                landmarks.append(Landmark(name: landmarkName, position: position, kind: kind,
                    forms: try nameForms("forms", in: item, subpath)))
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
            var label: FloorLabel?
            if let value = object["label"], !value.isNull {
                let labelSub = sub + ".label"
                guard value.members != nil else { throw fail("\"label\" must be an object", value, labelSub) }
                guard let labelKind = try vocabulary(FloorLabel.Kind.self, "kind", in: value, labelSub) else {
                    throw fail("\"label\" needs a \"kind\"", value, labelSub)
                }
                label = FloorLabel(kind: labelKind, number: try integer("number", in: value, labelSub),
                    name: try string("name", in: value, labelSub) ?? floorName)
            }
            return FloorChange(type: type, direction: direction, floorName: floorName, floors: floors, label: label,
                level: try integer("level", in: object, sub), floorNameForms: try nameForms("floorNameForms", in: object, sub))
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
        return Instruction(maneuver, distance: distance, name: name, nameForms: try nameForms("nameForms", in: node, ""),
            nameKind: try vocabulary(LandmarkKind.self, "nameKind", in: node, ""), landmarks: landmarks, road: road)
    }

    // MARK: Writing

    /// An instruction in the schema `decodeInstruction` reads: what `JSONEncoder` writes for
    /// it, and what the decoder reads back as the same instruction.
    static func node(_ instruction: Instruction) -> JSONNode {
        var members: [(String, JSONNode)] = maneuverMembers(instruction.maneuver)
        if instruction.distance != 0 { members.append(("distance", .number(instruction.distance))) }
        if let name = instruction.name { members.append(("name", .string(name))) }
        if let forms = instruction.nameForms { members.append(("nameForms", node(forms))) }
        if let kind = instruction.nameKind { members.append(("nameKind", .string(kind.rawValue))) }
        if !instruction.landmarks.isEmpty {
            members.append(("landmarks", .array(instruction.landmarks.map(node))))
        }
        if !instruction.road.isEmpty { members.append(("road", node(instruction.road))) }
        return .object(members)
    }

    /// The maneuver's members of an instruction object: its kind and what that kind has.
    static func maneuverMembers(_ maneuver: Maneuver) -> [(String, JSONNode)] {
        var members: [(String, JSONNode)] = [("kind", .string(maneuver.kind.rawValue))]
        if let direction = maneuver.turnDirection { members.append(("direction", .string(direction.rawValue))) }
        if let side = maneuver.side { members.append(("side", .string(side.rawValue))) }
        if let exit = maneuver.exit { members.append(("exit", .number(Double(exit)))) }
        if let change = maneuver.floorChange { members.append(("floorChange", node(change))) }
        return members
    }

    static func node(_ landmark: Landmark) -> JSONNode {
        var members: [(String, JSONNode)] = [("name", .string(landmark.name)), ("position", .string(landmark.position.rawValue))]
        if let kind = landmark.kind { members.append(("kind", .string(kind.rawValue))) }
        if let forms = landmark.forms { members.append(("forms", node(forms))) }
        return .object(members)
    }

    static func node(_ forms: NameForms) -> JSONNode {
        var members: [(String, JSONNode)] = []
        if let language = forms.language { members.append(("language", .string(language))) }
        members.append(("forms", .object(forms.forms.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        return .object(members)
    }

    static func node(_ change: FloorChange) -> JSONNode {
        var members: [(String, JSONNode)] = [("type", .string(change.type.rawValue)),
            ("direction", .string(change.direction.rawValue)), ("floorName", .string(change.floorName))]
        if let floors = change.floors { members.append(("floors", .number(Double(floors)))) }
        if let label = change.label {
            var fields: [(String, JSONNode)] = [("kind", .string(label.kind.rawValue))]
            if let number = label.number { fields.append(("number", .number(Double(number)))) }
            fields.append(("name", .string(label.name)))
            members.append(("label", .object(fields)))
        }
        if let level = change.level { members.append(("level", .number(Double(level)))) }
        if let forms = change.floorNameForms { members.append(("floorNameForms", node(forms))) }
        return .object(members)
    }

    static func node(_ road: RoadFacts) -> JSONNode {
        var members: [(String, JSONNode)] = []
        func strings(_ key: String, _ list: [String]) {
            if !list.isEmpty { members.append((key, .array(list.map(JSONNode.string)))) }
        }
        strings("refs", road.refs)
        strings("destinations", road.destinations)
        strings("destinationCodes", road.destinationCodes)
        strings("exitNumbers", road.exitNumbers)
        strings("exitNames", road.exitNames)
        if let rotaryName = road.rotaryName { members.append(("rotaryName", .string(rotaryName))) }
        if let heading = road.heading { members.append(("heading", .string(heading.rawValue))) }
        if let side = road.drivingSide { members.append(("drivingSide", .string(side.rawValue))) }
        if let waypoint = road.waypoint { members.append(("waypoint", .number(Double(waypoint)))) }
        if let mode = road.travelMode { members.append(("travelMode", .string(mode))) }
        if let phonetic = road.phoneticName { members.append(("phoneticName", .string(phonetic))) }
        if !road.lanes.isEmpty {
            members.append(("lanes", .array(road.lanes.map { lane in
                .object([("indications", .array(lane.indications.map { .string($0.rawValue) })), ("valid", .bool(lane.isValid))])
            })))
        }
        return .object(members)
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
