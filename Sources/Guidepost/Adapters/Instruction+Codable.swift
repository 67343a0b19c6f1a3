
// `Codable` in the one JSON schema Guidepost reads and writes for instructions (the
// `render` schema in the README, `InstructionDecoder`): `JSONDecoder().decode([Instruction].self,
// from: data)` reads the CLI's files, and `JSONEncoder` writes what they read back. A value
// that is not in the schema is a `DecodingError.dataCorrupted` whose description names the
// JSON path and what is wrong.

extension Instruction: Codable {
    public init(from decoder: any Decoder) throws {
        self = try Self.decoding(from: decoder) { $0 }
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(InstructionDecoder.node(self)).encode(to: encoder)
    }

    /// Reads a JSON value with the instruction reader: `wrap` puts it where an instruction
    /// object has it (a landmark in `landmarks`), so every part of the model has one reader.
    static func decoding(from decoder: any Decoder, wrap: (JSONNode) -> JSONNode) throws -> Instruction {
        let node = try JSONNodeCoding(from: decoder).node
        do {
            return try InstructionDecoder.decodeInstruction(wrap(node), path: "$", file: "<decoder>")
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "\(error.path): \(error.message)", underlyingError: error))
        }
    }

    /// A part of the model read as it stands in an instruction object (`wrap` puts it there,
    /// `part` takes it out); a `DecodingError` naming `what` when the instruction lacks it.
    static func decodingPart<Part>(from decoder: any Decoder, what: String, wrap: (JSONNode) -> JSONNode,
        part: (Instruction) -> Part?) throws -> Part
    {
        guard let value = part(try decoding(from: decoder, wrap: wrap)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected \(what)"))
        }
        return value
    }
}

extension Maneuver: Codable {
    /// `{"kind": "turn", "direction": "left"}`: the maneuver's members of an instruction object.
    public init(from decoder: any Decoder) throws {
        self = try Instruction.decoding(from: decoder) { $0 }.maneuver
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(.object(InstructionDecoder.maneuverMembers(self))).encode(to: encoder)
    }
}

extension Landmark: Codable {
    /// `{"name": "Starbucks", "position": "after", "kind": "cafe"}`, as in an instruction's `landmarks`.
    public init(from decoder: any Decoder) throws {
        self = try Instruction.decodingPart(from: decoder, what: "a landmark",
            wrap: { .object([("kind", .string("straight")), ("landmarks", .array([$0]))]) }, part: \.landmarks.first)
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(InstructionDecoder.node(self)).encode(to: encoder)
    }
}

extension FloorChange: Codable {
    /// `{"type": "elevator", "direction": "up", "floorName": "Level 2"}`, as an instruction's `floorChange`.
    public init(from decoder: any Decoder) throws {
        self = try Instruction.decodingPart(from: decoder, what: "a floor change",
            wrap: { .object([("kind", .string("floorChange")), ("floorChange", $0)]) }, part: \.maneuver.floorChange)
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(InstructionDecoder.node(self)).encode(to: encoder)
    }
}

extension RoadFacts: Codable {
    /// `{"refs": ["A 9"], "exitNumbers": ["12"], "lanes": [...]}`, as an instruction's `road`.
    public init(from decoder: any Decoder) throws {
        self = try Instruction.decoding(from: decoder) { .object([("kind", .string("straight")), ("road", $0)]) }.road
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(InstructionDecoder.node(self)).encode(to: encoder)
    }
}

extension NameForms: Codable {
    /// `{"language": "ru", "forms": {"genitive": "Аптеки"}}`, as a landmark's `forms`.
    public init(from decoder: any Decoder) throws {
        self = try Instruction.decodingPart(from: decoder, what: "name forms",
            wrap: { .object([("kind", .string("straight")), ("nameForms", $0)]) }, part: \.nameForms)
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(InstructionDecoder.node(self)).encode(to: encoder)
    }
}

extension RenderedInstruction: Encodable {
    /// `{"text": …, "key": …, "spans": [{"start": 0, "length": 8, "role": "maneuver",
    /// "highlight": true, "placeholder": 0, "parts": […]}]}` — what `guidepost render --format
    /// json` writes: offsets and lengths in UTF-16 code units, as `NSRange` counts them.
    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(jsonNode).encode(to: encoder)
    }

    /// The rendered text and its spans as `--format json` writes them.
    package var jsonNode: JSONNode {
        .object([("text", .string(text)), ("key", .string(messageKey)), ("spans", .array(spans.map(\.jsonNode)))])
    }
}

extension RenderedSpan: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try JSONNodeCoding(jsonNode).encode(to: encoder)
    }

    package var jsonNode: JSONNode {
        var members: [(String, JSONNode)] = [("start", .number(Double(utf16Offset))), ("length", .number(Double(utf16Length))),
            ("role", .string(role.rawValue)), ("highlight", .bool(isHighlighted)),
            ("placeholder", placeholder.map { .number(Double($0)) } ?? .null)]
        if !parts.isEmpty { members.append(("parts", .array(parts.map(\.jsonNode)))) }
        return .object(members)
    }
}
