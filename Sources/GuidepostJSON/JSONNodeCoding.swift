/// A `JSONNode` through Swift's `Codable`: what lets a type whose JSON schema Guidepost reads
/// and writes itself (with positions in its errors) also decode from `JSONDecoder` and encode
/// with `JSONEncoder` — the same schema, one reader and one writer.
package struct JSONNodeCoding: Codable {
    package var node: JSONNode

    package init(_ node: JSONNode) {
        self.node = node
    }

    /// Containers nested deeper than this are a decoding error rather than deep recursion.
    package static let maximumDepth = 64

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumDepth else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "nested more than \(Self.maximumDepth) levels deep"))
        }
        let location = SourceLocation(line: 0, column: 0)
        if let object = try? decoder.container(keyedBy: Key.self) {
            // Keys in the order the decoder lists them (a schema reads them by name).
            var members: [JSONMember] = []
            for key in object.allKeys {
                let value = try object.decode(JSONNodeCoding.self, forKey: key)
                members.append(JSONMember(key: key.stringValue, keyLocation: location, value: value.node))
            }
            node = JSONNode(value: .object(members), location: location)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONNode] = []
            while !array.isAtEnd { items.append(try array.decode(JSONNodeCoding.self).node) }
            node = JSONNode(value: .array(items), location: location)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            node = .null
        } else if let flag = try? single.decode(Bool.self) {
            node = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            node = .number(number)
        } else {
            node = .string(try single.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch node.value {
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for member in members { try object.encode(JSONNodeCoding(member.value), forKey: Key(stringValue: member.key)) }
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(JSONNodeCoding(item)) }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let number, let written):
            var single = encoder.singleValueContainer()
            // A whole number as an integer (`3`, not `3.0`), as it was written.
            if let whole = Int(exactly: number), !written.contains(".") { try single.encode(whole) } else { try single.encode(number) }
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .null, .skimmed:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        }
    }
}
