/// Writes `JSONNode`s back as text, deterministically: two-space indentation, keys in
/// the order read, non-ASCII written as is. This is the layout of the shipped catalog
/// files, so reading and writing one gives back the same bytes.
package enum JSONWriter {
    package static func pretty(_ node: JSONNode) -> String {
        var out: [UInt8] = []
        write(node, indent: 0, pretty: true, into: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// A value nested `indent` levels deep in a pretty file, with no final line break.
    package static func pretty(_ node: JSONNode, indent: Int) -> String {
        var out: [UInt8] = []
        write(node, indent: indent, pretty: true, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    package static func compact(_ node: JSONNode) -> String {
        var out: [UInt8] = []
        write(node, indent: 0, pretty: false, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Written as UTF-8 bytes, made a `String` once at the end.
    private static func write(_ node: JSONNode, indent: Int, pretty: Bool, into out: inout [UInt8]) {
        switch node.value {
        // A skimmed value's text is in the source it was read from, which the writer does not
        // have: only a splice (`MapboxAnnotator`) writes such a document, by its bytes.
        case .null, .skimmed: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(_, let raw): append(Substring(raw).utf8, to: &out)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { separator(pretty, &out) }
                if pretty { newline(indent + 1, &out) }
                write(item, indent: indent + 1, pretty: pretty, into: &out)
            }
            if pretty { newline(indent, &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { separator(pretty, &out) }
                if pretty { newline(indent + 1, &out) }
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                write(member.value, indent: indent + 1, pretty: pretty, into: &out)
            }
            if pretty { newline(indent, &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func separator(_ pretty: Bool, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        if !pretty { out.append(UInt8(ascii: " ")) }
    }

    private static func newline(_ indent: Int, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// A string in quotes, escaped as JSON requires: runs that need no escape are copied whole.
    package static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        // A native string's bytes in one piece: copied whole, not a byte at a time.
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        // Most text needs no escape: checked in one pass, then copied at once.
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            append(Substring(text).utf8, to: &out)
            out.append(UInt8(ascii: "\""))
            return
        }
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                utf8.formIndex(after: &index)
                continue
            }
            append(utf8[runStart..<index], to: &out)
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            default:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
            utf8.formIndex(after: &index)
            runStart = index
        }
        append(utf8[runStart..<utf8.endIndex], to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends a run of a contiguous string's bytes at once.
    private static func append(_ bytes: Substring.UTF8View, to out: inout [UInt8]) {
        if bytes.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
            out.append(contentsOf: bytes)
        }
    }

    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        writeString(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension JSONNode {
    /// Builds nodes for writing (positions are irrelevant there).
    package static func string(_ text: String) -> JSONNode { JSONNode(value: .string(text), location: .init(line: 0, column: 0)) }
    package static func array(_ items: [JSONNode]) -> JSONNode { JSONNode(value: .array(items), location: .init(line: 0, column: 0)) }
    package static func bool(_ flag: Bool) -> JSONNode { JSONNode(value: .bool(flag), location: .init(line: 0, column: 0)) }
    package static let null = JSONNode(value: .null, location: .init(line: 0, column: 0))
    /// A number, written as Swift writes it (a whole number without a fraction).
    package static func number(_ number: Double) -> JSONNode {
        let written = Int(exactly: number).map(String.init) ?? "\(number)"
        return JSONNode(value: .number(number, written), location: .init(line: 0, column: 0))
    }
    package static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(
            value: .object(members.map { JSONMember(key: $0.0, keyLocation: .init(line: 0, column: 0), value: $0.1) }),
            location: .init(line: 0, column: 0))
    }
}

/// Writes compact JSON straight to UTF-8 bytes, for output made in code (the Mapbox
/// annotator's banners and voice): no nodes in between. The caller opens and closes
/// containers in order; commas and colons are placed here.
package struct JSONStream {
    package private(set) var bytes: [UInt8] = []
    /// Whether the next value or key is the first in its container (no comma before it).
    private var first = true

    package init() {}

    /// The text written.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func item() {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        item()
        bytes.append(bracket)
        first = true
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        first = false
    }

    /// A member's key; its value is written next.
    package mutating func key(_ key: String) {
        item()
        JSONWriter.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        first = true
    }

    package mutating func string(_ text: String) {
        item()
        JSONWriter.writeString(text, into: &bytes)
    }

    /// A number as its JSON text (`JSONWriter.number`).
    package mutating func number(text: String) {
        item()
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func bool(_ flag: Bool) {
        item()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    package mutating func null() {
        item()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A member with a string value.
    package mutating func member(_ name: String, _ text: String) {
        key(name)
        string(text)
    }
}
