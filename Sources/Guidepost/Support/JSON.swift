/// A JSON value that remembers where each part of it was written.
///
/// Foundation's JSON readers drop positions and key order; translators need both (a lint
/// finding must say `de.json:14:22`, and an export/import round trip must give back the
/// file it read), so catalogs and inputs are read with this small parser instead.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number and its text as written.
        case number(Double, String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }
    var value: Value
    /// Where the value starts.
    var location: SourceLocation
    /// For a string, where its contents start (just after the opening quote).
    var contentLocation: SourceLocation { SourceLocation(line: location.line, column: location.column + 1) }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }
    var number: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }
    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
    var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }
    var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }
    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
    subscript(key: String) -> JSONNode? {
        members?.first(where: { $0.key == key })?.value
    }

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object, in the order written.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONNode
}

/// A syntax error in JSON text, with where it happened.
struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    var message: String
    var location: SourceLocation
    var description: String { "\(location): \(message)" }
}

/// Parses JSON text (RFC 8259) into `JSONNode`s with line and column positions.
struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Nesting deeper than this is an error rather than a stack overflow.
    private let maximumDepth = 256

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        return try parser.parseDocument()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if scalars.first == "\u{FEFF}" { index = 1 }
        skipWhitespace()
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if index < scalars.count {
            throw JSONSyntaxError(message: "unexpected text after the JSON value", location: location)
        }
        return node
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < scalars.count {
            switch scalars[index] {
            case " ", "\t", "\n", "\r": advance()
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < maximumDepth else { throw error("JSON nested more than \(maximumDepth) levels deep") }
        guard index < scalars.count else { throw error("unexpected end of text, expected a value") }
        let start = location
        switch scalars[index] {
        case "{": return JSONNode(value: try parseObject(depth: depth), location: start)
        case "[": return JSONNode(value: try parseArray(depth: depth), location: start)
        case "\"": return JSONNode(value: .string(try parseString()), location: start)
        case "t": try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case "f": try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case "n": try expectWord("null"); return JSONNode(value: .null, location: start)
        case "-", "0"..."9": return JSONNode(value: try parseNumber(), location: start)
        default:
            throw error("unexpected character '\(scalars[index].escaped(asASCII: true))', expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        advance()  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < scalars.count, scalars[index] == "\"" else { throw error("expected a key in double quotes") }
            let keyLocation = location
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", location: keyLocation)
            }
            skipWhitespace()
            guard index < scalars.count, scalars[index] == ":" else { throw error("expected ':' after the key") }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < scalars.count else { throw error("unexpected end of text inside an object") }
            if scalars[index] == "," {
                advance()
                continue
            }
            if scalars[index] == "}" {
                advance()
                return .object(members)
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        advance()  // [
        var items: [JSONNode] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "]" {
            advance()
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < scalars.count else { throw error("unexpected end of text inside an array") }
            if scalars[index] == "," {
                advance()
                continue
            }
            if scalars[index] == "]" {
                advance()
                return .array(items)
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // opening quote
        var result = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else { throw error("unterminated string") }
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                advance()
                guard index < scalars.count else { throw error("unterminated escape") }
                let escape = scalars[index]
                advance()
                switch escape {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    let high = try parseHex4()
                    if (0xD800...0xDBFF).contains(high) {
                        guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
                            throw error("lone high surrogate \\u\(String(high, radix: 16))")
                        }
                        advance()
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                        guard let value = Unicode.Scalar(combined) else { throw error("invalid surrogate pair") }
                        result.append(value)
                    } else {
                        guard let value = Unicode.Scalar(high) else {
                            throw error("lone low surrogate \\u\(String(high, radix: 16))")
                        }
                        result.append(value)
                    }
                default:
                    throw error("invalid escape '\\\(escape.escaped(asASCII: true))'")
                }
            default:
                if scalar.value < 0x20 {
                    throw error("control character U+\(String(scalar.value, radix: 16, uppercase: true)) in a string; write it as an escape")
                }
                result.append(scalar)
                advance()
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = hexValue(scalars[index]) else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let startIndex = index
        if scalars[index] == "-" { advance() }
        guard index < scalars.count else { throw error("expected digits") }
        if scalars[index] == "0" {
            advance()
        } else if ("1"..."9").contains(scalars[index]) {
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { advance() }
        } else {
            throw error("expected digits")
        }
        if index < scalars.count, scalars[index] == "." {
            advance()
            guard index < scalars.count, ("0"..."9").contains(scalars[index]) else { throw error("expected digits after '.'") }
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { advance() }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            advance()
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { advance() }
            guard index < scalars.count, ("0"..."9").contains(scalars[index]) else { throw error("expected exponent digits") }
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { advance() }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[startIndex..<index])
        let raw = String(text)
        guard let number = Double(raw) else { throw error("number \(raw) cannot be represented") }
        return .number(number, raw)
    }
}
