/// Writes `JSONNode`s back as text, deterministically: two-space indentation, keys in
/// the order read, non-ASCII written as is. This is the layout of the shipped catalog
/// files, so reading and writing one gives back the same bytes.
package enum JSONWriter {
    package static func pretty(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: 0, pretty: true, into: &out)
        out += "\n"
        return out
    }

    package static func compact(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: 0, pretty: false, into: &out)
        return out
    }

    private static func write(_ node: JSONNode, indent: Int, pretty: Bool, into out: inout String) {
        switch node.value {
        // A skimmed value's text is in the source it was read from, which the writer does not
        // have: only a splice (`MapboxAnnotator`) writes such a document, by its bytes.
        case .null, .skimmed: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(_, let raw): out += raw
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += pretty ? "," : ", " }
                if pretty { newline(indent + 1, &out) }
                write(item, indent: indent + 1, pretty: pretty, into: &out)
            }
            if pretty { newline(indent, &out) }
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += pretty ? "," : ", " }
                if pretty { newline(indent + 1, &out) }
                writeString(member.key, into: &out)
                out += ": "
                write(member.value, indent: indent + 1, pretty: pretty, into: &out)
            }
            if pretty { newline(indent, &out) }
            out += "}"
        }
    }

    private static func newline(_ indent: Int, _ out: inout String) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    package static func writeString(_ text: String, into out: inout String) {
        out += "\""
        // Most text needs no escape: appended whole, after one pass over its bytes.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    package static func quoted(_ text: String) -> String {
        var out = ""
        writeString(text, into: &out)
        return out
    }
}

extension JSONNode {
    /// Builds nodes for writing (positions are irrelevant there).
    package static func string(_ text: String) -> JSONNode { JSONNode(value: .string(text), location: .init(line: 0, column: 0)) }
    package static func array(_ items: [JSONNode]) -> JSONNode { JSONNode(value: .array(items), location: .init(line: 0, column: 0)) }
    package static func bool(_ flag: Bool) -> JSONNode { JSONNode(value: .bool(flag), location: .init(line: 0, column: 0)) }
    package static let null = JSONNode(value: .null, location: .init(line: 0, column: 0))
    package static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(
            value: .object(members.map { JSONMember(key: $0.0, keyLocation: .init(line: 0, column: 0), value: $0.1) }),
            location: .init(line: 0, column: 0))
    }
}
