/// Writing JSON paths (`$.routes[0]["a key"]`) for errors and warnings.
package enum JSONPath {
    /// The path component of an object member: `.key`, or `["key"]` when the key is not an identifier.
    package static func member(_ key: String) -> String {
        if isIdentifier(key) { return "." + key }
        var quoted = "[\""
        for character in key {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\"]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A JSON value that remembers where each part of it was written.
///
/// Why Guidepost reads JSON itself rather than with `JSONDecoder`/`JSONSerialization`:
/// - **positions**: a lint finding must say `de.json:14:22`, and a bad directions response
///   `drive.json:3:41: $.routes[0].legs[1].steps[3]…`; Foundation's readers keep neither
///   the line nor the path;
/// - **key order**: an export/import round trip must give back the file it read, and
///   translators' files keep messages in their own order;
/// - **raw numbers**: a number is kept with its text as written (`1.50`, `1e3`), so a file
///   is written back byte for byte and a value too large for `Double` is still reported
///   as written;
/// - one parser for catalogs, localizations and every route format, so a document is
///   parsed once and every reader reports problems the same way.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number and its text as written.
        case number(Double, String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
        /// A value checked but not read (`JSONParser.Skim`): its text is `bytes` of the source.
        case skimmed
    }
    package var value: Value
    /// Where the value starts.
    package var location: SourceLocation
    /// The value's UTF-8 bytes in the text it was read from (empty for a value made in code):
    /// what a writer splices around, copying the rest of the text as it is.
    package var bytes: Range<Int> = 0..<0

    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    package init(value: Value, location: SourceLocation, bytes: Range<Int>) {
        self.value = value
        self.location = location
        self.bytes = bytes
    }

    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }
    package var number: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }
    package var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
    package var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }
    package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }
    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for member in members where JSONMember.same(member.key, key) { return member.value }
        return nil
    }

    /// A short name of the value's type for error messages.
    package var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .skimmed: "a value not read"
        }
    }
}

/// One `"key": value` pair of a JSON object, in the order written.
package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: JSONNode

    package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// Whether two keys are the same: their lengths first, which tell most keys apart
    /// without comparing text.
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }
}

/// A syntax error in JSON text, with where it happened.
package struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation
    /// The path components of the innermost value open at the error, innermost first
    /// (collected while the parser unwinds, so a valid document pays nothing for them).
    package var reversedPath: [String] = []

    package init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The JSON path of the innermost value open at the error: `$.routes[0].legs[1]`.
    package var path: String { "$" + reversedPath.reversed().joined() }

    package var description: String { "\(location): \(message)" }
}

/// Parses JSON text (RFC 8259) into `JSONNode`s with line and column positions.
///
/// Works on UTF-8 bytes; columns count Unicode scalars (a continuation byte does not
/// advance the column), so positions match what an editor shows.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// The offset of `bytes` in the whole text (a value read out of a larger text).
    private var base = 0
    private var skim: Skim?
    /// The brackets closing the containers `skipContainer` is in, kept for its next call.
    private var closers: [UInt8] = []

    /// What a reader does not need read: values checked as JSON but not built, for a reader
    /// that copies them as bytes (the Mapbox annotator reads a response's steps, not its
    /// geometry). A skimmed member's node is `.skimmed`, with its bytes. A skimmed value is
    /// checked as a read one is, at the same positions, except that its objects' keys are not
    /// checked for duplicates (JSON's grammar allows them; Guidepost refuses them where it
    /// reads the values).
    package struct Skim: Sendable {
        // Kept as lists, not sets: a handful of short keys is found sooner by comparing
        // lengths and bytes than by hashing every key of a response.
        /// Members whose values are skimmed, by key, wherever they are.
        private let values: [String]
        /// Arrays, by member key, of which only the first item is read; the others are
        /// checked and left out of the node.
        private let firstItemOnly: [String]
        /// The members read of such a first item when it is an object (nil: all); the
        /// others are skimmed.
        private let firstItemMembers: [String]?

        package init(values: Set<String>, firstItemOnly: Set<String>, firstItemMembers: Set<String>? = nil) {
            self.values = Array(values)
            self.firstItemOnly = Array(firstItemOnly)
            self.firstItemMembers = firstItemMembers.map(Array.init)
        }

        /// Whether first items are read for some members only.
        fileprivate var readsSomeMembersOfFirstItems: Bool { firstItemMembers != nil }

        private static func contains(_ list: [String], _ key: String) -> Bool {
            list.contains { JSONMember.same($0, key) }
        }

        fileprivate func isFirstItemOnly(_ key: String) -> Bool { Self.contains(firstItemOnly, key) }

        /// Whether the value about to be read in `frame`, the innermost container, is
        /// skimmed, and whether its node is kept (a skimmed value past an array's first
        /// item is not).
        fileprivate func skims(in frame: borrowing Frame) -> (skimmed: Bool, kept: Bool) {
            if frame.isObject {
                guard let key = frame.key else { return (false, false) }
                if Self.contains(values, key) { return (true, true) }
                if frame.isFirstItem, let firstItemMembers, !Self.contains(firstItemMembers, key) { return (true, true) }
                return (false, false)
            }
            return (frame.readsFirstItemOnly && !frame.items.isEmpty, false)
        }
    }

    /// Reads a document, skimming what `skim` names.
    package static func parse(_ text: String, skim: Skim) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: utf8Bytes(of: text))
        parser.skim = skim
        return try parser.parseDocument()
    }
    /// A text's UTF-8 bytes, or those in `range` (clamped to the text), copied whole:
    /// `Array(text.utf8)` copies a byte at a time, a hundred instructions a byte for a
    /// built-in localization of half a megabyte.
    package static func utf8Bytes(of text: String, in range: Range<Int>? = nil) -> [UInt8] {
        var text = text
        return text.withUTF8 { all in
            guard let range else { return Array(all) }
            return Array(all[range.clamped(to: 0..<all.count)])
        }
    }
    /// Nesting deeper than this is an error rather than a stack overflow.
    private let maximumDepth = 256

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: utf8Bytes(of: text))
        return try parser.parseDocument()
    }

    /// Reads the value whose UTF-8 bytes are `range` of `text` (as `JSONSkimmer` found them),
    /// with positions as in the whole text: only those bytes are copied and read.
    package static func parse(_ text: String, bytes range: Range<Int>, at location: SourceLocation)
        throws(JSONSyntaxError) -> JSONNode
    {
        let range = range.clamped(to: 0..<text.utf8.count)
        let bytes = utf8Bytes(of: text, in: range)
        var parser = JSONParser(bytes: bytes, line: location.line, column: location.column)
        parser.base = range.lowerBound
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], line: Int = 1, column: Int = 1) {
        self.bytes = bytes
        self.line = line
        self.column = column
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    @inline(__always)
    private mutating func advance() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The character at the current position, for messages.
    private var currentCharacter: String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<min(end, bytes.count)], as: UTF8.self)
        return text.unicodeScalars.first.map { $0.escaped(asASCII: true) } ?? "?"
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    /// A container being read: the values so far and where it started. Frames live in an
    /// array and are changed in place (`stack[top].members.append`), so adding a member or
    /// an item never copies the ones before it.
    fileprivate struct Frame {
        var isObject: Bool
        var start: SourceLocation
        var startIndex: Int
        var items: [JSONNode] = []
        var members: [JSONMember] = []
        /// The keys read, for duplicates, once the object is too large to compare them one
        /// by one (most objects have a handful of members).
        var keys: Set<String> = []
        /// An array of which only the first item is read (`Skim.firstItemOnly`).
        var readsFirstItemOnly = false
        /// The first item of such an array, an object.
        var isFirstItem = false
        /// The member whose value is being read; nil while its key is read.
        var key: String?
        var keyLocation = SourceLocation(line: 0, column: 0)

        /// Whether `key` is new to the object, noting it.
        mutating func isNew(_ key: String) -> Bool {
            if keys.isEmpty, members.count < 16 { return !members.contains { JSONMember.same($0.key, key) } }
            if keys.isEmpty { keys = Set(members.lazy.map(\.key)) }
            return keys.insert(key).inserted
        }
    }

    /// Reads the document with an explicit stack of open containers, not recursion: the
    /// nesting limit is the same in debug and release builds and on any thread's stack.
    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        var stack: [Frame] = []
        func fail(_ message: String, at location: SourceLocation? = nil, innermostKey: String? = nil) -> JSONSyntaxError {
            var failure = JSONSyntaxError(message: message, location: location ?? self.location)
            // The path of the value being read in each open container, innermost first.
            if let innermostKey { failure.reversedPath.append(JSONPath.member(innermostKey)) }
            for frame in stack.reversed() {
                if frame.isObject {
                    if let key = frame.key { failure.reversedPath.append(JSONPath.member(key)) }
                } else {
                    failure.reversedPath.append("[\(frame.items.count)]")
                }
            }
            return failure
        }
        // Reads `"key" :` and the space after it into the innermost frame, an object.
        // A value being skimmed: the depth of the stack below it, where and whether it is kept.
        var skimming: (depth: Int, location: SourceLocation, index: Int, kept: Bool)?
        func readKey() throws(JSONSyntaxError) {
            let top = stack.count - 1
            stack[top].key = nil
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
            let keyLocation = location
            let key: String
            do {
                if skimming != nil {
                    // Checked, not kept (nor checked for duplicates: the value is not read).
                    try skipString()
                    key = ""
                } else {
                    key = try parseString()
                }
            } catch {
                throw fail(error.message, at: error.location)
            }
            guard skimming != nil || stack[top].isNew(key) else {
                throw fail("duplicate key \"\(key)\"", at: keyLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after the key", innermostKey: key) }
            advance()
            skipWhitespace()
            stack[top].key = key
            stack[top].keyLocation = keyLocation
        }

        while true {
            // Read one value; a container opens a frame and its first value is read next.
            guard stack.count < maximumDepth else { throw fail("JSON nested more than \(maximumDepth) levels deep") }
            guard let byte = current else { throw fail("unexpected end of text, expected a value") }
            let start = location
            let startIndex = index
            if skimming == nil, let skim, !stack.isEmpty {
                let (skimmed, kept) = skim.skims(in: stack[stack.count - 1])
                if skimmed { skimming = (stack.count, start, startIndex, kept) }
            }
            var value: JSONNode
            // A skimmed container is stepped over with no frames; one that is not well formed
            // is read as any other, which says where it goes wrong.
            if let skimmed = skimming, skimmed.depth == stack.count, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["),
                skipContainer(levels: maximumDepth - stack.count)
            {
                value = JSONNode(value: .skimmed, location: start, bytes: base + startIndex..<base + index)
            } else {
            switch byte {
            case UInt8(ascii: "{"):
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    advance()
                    value = JSONNode(value: .object([]), location: start, bytes: base + startIndex..<base + index)
                } else {
                    var frame = Frame(isObject: true, start: start, startIndex: startIndex)
                    if skimming == nil, skim?.readsSomeMembersOfFirstItems == true, let top = stack.indices.last {
                        frame.isFirstItem = stack[top].readsFirstItemOnly && stack[top].items.isEmpty
                    }
                    stack.append(frame)
                    try readKey()
                    continue
                }
            case UInt8(ascii: "["):
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    advance()
                    value = JSONNode(value: .array([]), location: start, bytes: base + startIndex..<base + index)
                } else {
                    var frame = Frame(isObject: false, start: start, startIndex: startIndex)
                    if skimming == nil, let skim, let top = stack.indices.last, let key = stack[top].key {
                        frame.readsFirstItemOnly = stack[top].isObject && skim.isFirstItemOnly(key)
                    }
                    stack.append(frame)
                    continue
                }
            default:
                do {
                    if skimming != nil {
                        try skipScalar(byte)
                        value = JSONNode(value: .skimmed, location: start)
                    } else {
                        value = try parseScalar(byte, start: start)
                    }
                } catch {
                    throw fail(error.message, at: error.location)
                }
                value.bytes = base + startIndex..<base + index
            }
            }

            // Hand the finished value to the containers it closes, until one wants another value.
            closing: while true {
                let top = stack.count - 1
                guard top >= 0 else {
                    skipWhitespace()
                    if index < bytes.count { throw fail("unexpected text after the JSON value") }
                    return value
                }
                // Inside a skimmed value nothing is kept; the skimmed value itself is a node
                // with its bytes (or, past an array's first item, left out).
                var keep = true
                if let skimmed = skimming {
                    if stack.count > skimmed.depth {
                        keep = false
                    } else {
                        value = JSONNode(value: .skimmed, location: skimmed.location,
                            bytes: base + skimmed.index..<base + index)
                        keep = skimmed.kept
                        skimming = nil
                    }
                }
                if stack[top].isObject {
                    let key = stack[top].key ?? ""
                    if keep {
                        // Room for a typical object's members at once, not grown one doubling at a time.
                        if stack[top].members.isEmpty { stack[top].members.reserveCapacity(8) }
                        stack[top].members.append(JSONMember(key: key, keyLocation: stack[top].keyLocation, value: value))
                    }
                    skipWhitespace()
                    // A problem right after a member's value is reported at that member, as an
                    // editor's breadcrumb would show it; the frame is closed for the path.
                    guard let next = current else {
                        stack.removeLast()
                        throw fail("unexpected end of text inside an object", innermostKey: key)
                    }
                    if next == UInt8(ascii: ",") {
                        advance()
                        try readKey()
                        break closing
                    }
                    if next == UInt8(ascii: "}") {
                        advance()
                        let frame = stack.removeLast()
                        value = JSONNode(value: .object(frame.members), location: frame.start,
                            bytes: base + frame.startIndex..<base + index)
                        continue closing
                    }
                    stack.removeLast()
                    throw fail("expected ',' or '}' in an object", innermostKey: key)
                } else {
                    if keep { stack[top].items.append(value) }
                    skipWhitespace()
                    guard let next = current else {
                        stack.removeLast()
                        throw fail("unexpected end of text inside an array")
                    }
                    if next == UInt8(ascii: ",") {
                        advance()
                        skipWhitespace()
                        break closing
                    }
                    if next == UInt8(ascii: "]") {
                        advance()
                        let frame = stack.removeLast()
                        value = JSONNode(value: .array(frame.items), location: frame.start,
                            bytes: base + frame.startIndex..<base + index)
                        continue closing
                    }
                    stack.removeLast()
                    throw fail("expected ',' or ']' in an array")
                }
            }
        }
    }

    /// Steps over the object or array at the current position, checking it as JSON, with no
    /// frames and no nodes. Returns true when it is well formed with no value more than
    /// `levels` containers deep; otherwise false, with the position unchanged, for the reader
    /// to read it and report where it goes wrong as it reports anything else (a `\u` escape
    /// of a surrogate is left to the reader too).
    ///
    /// Bytes are stepped over with no position bookkeeping: a line break can only stand
    /// between tokens, so lines are counted there, and the column is counted once at the end.
    private mutating func skipContainer(levels: Int) -> Bool {
        guard let end = JSONParser.endOfContainer(in: bytes, at: index, levels: levels, closers: &closers) else { return false }
        // The position after it: its line breaks counted, the column from the last one.
        line += end.lineBreaks
        if let lineStart = end.lineStart {
            column = 1 + (end.index - lineStart) - end.continuationBytes
        } else {
            column += (end.index - index) - end.continuationBytes
        }
        index = end.index
        return true
    }

    /// Where the object or array starting at `start` ends, checked as JSON; nil when it is
    /// not well formed, is nested deeper than `levels`, or has a `\u` escape of a surrogate
    /// (which the reader checks). One loop with its position in a local, for speed: this
    /// steps over most of a directions response.
    ///
    /// With the end come what positions need: the line breaks stepped over (which stand only
    /// between tokens), where the last line starts, and the UTF-8 continuation bytes since
    /// then (which stand only in strings), so that no byte is looked at twice.
    private static func endOfContainer(in bytes: [UInt8], at start: Int, levels: Int, closers: inout [UInt8])
        -> (index: Int, lineBreaks: Int, lineStart: Int?, continuationBytes: Int)?
    {
        let count = bytes.count
        var at = start
        var lineBreaks = 0
        var lineStart: Int?
        var continuationBytes = 0
        closers.removeAll(keepingCapacity: true)
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        @inline(__always) func skipWhitespace() {
            while at < count {
                switch bytes[at] {
                case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\t"): at += 1
                case UInt8(ascii: "\n"):
                    at += 1
                    lineBreaks += 1
                    lineStart = at
                    continuationBytes = 0
                default: return
                }
            }
        }
        @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        // Whether a key is expected before the next value (inside an object).
        var expectKey = false
        while true {
            // Whitespace, then a value (or a key, its colon and whitespace first).
            skipWhitespace()
            guard at < count else { return nil }
            var byte = bytes[at]
            var isKey = expectKey
            expectKey = false
            while true {
                if byte == quote {
                    // A string: runs of plain bytes, simple escapes, checked \u escapes.
                    at += 1
                    while true {
                        guard at < count else { return nil }
                        let next = bytes[at]
                        // Most bytes of a string are plain ASCII: one comparison each.
                        if next >= 0x20, next < 0x80, next != quote, next != backslash {
                            at += 1
                            continue
                        }
                        if next == quote { break }
                        if next < 0x20 { return nil }
                        if next != backslash {
                            if next & 0xC0 == 0x80 { continuationBytes += 1 }
                            at += 1
                            continue
                        }
                        guard at + 1 < count else { return nil }
                        switch bytes[at + 1] {
                        case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                            UInt8(ascii: "r"), UInt8(ascii: "t"):
                            at += 2
                        case UInt8(ascii: "u"):
                            guard at + 5 < count else { return nil }
                            var value: UInt32 = 0
                            for offset in 2...5 {
                                let digit = bytes[at + offset]
                                let nibble: UInt8
                                switch digit {
                                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - 48
                                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - 87
                                case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - 55
                                default: return nil
                                }
                                value = value << 4 | UInt32(nibble)
                            }
                            if value >= 0xD800, value <= 0xDFFF { return nil }
                            at += 6
                        default: return nil
                        }
                    }
                    at += 1
                } else if isKey {
                    return nil
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    let closer = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    at += 1
                    skipWhitespace()
                    guard at < count else { return nil }
                    if bytes[at] == closer {
                        at += 1
                    } else {
                        closers.append(closer)
                        guard closers.count < levels else { return nil }
                        if closer == UInt8(ascii: "}") {
                            byte = bytes[at]
                            isKey = true
                            continue
                        }
                        byte = bytes[at]
                        continue
                    }
                } else if byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n") {
                    let word = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
                    for expected in word.utf8 {
                        guard at < count, bytes[at] == expected else { return nil }
                        at += 1
                    }
                } else {
                    // A number, in JSON's form.
                    if byte == UInt8(ascii: "-") { at += 1 }
                    guard at < count else { return nil }
                    if bytes[at] == UInt8(ascii: "0") {
                        at += 1
                    } else if isDigit(bytes[at]) {
                        while at < count, isDigit(bytes[at]) { at += 1 }
                    } else {
                        return nil
                    }
                    if at < count, bytes[at] == UInt8(ascii: ".") {
                        at += 1
                        guard at < count, isDigit(bytes[at]) else { return nil }
                        while at < count, isDigit(bytes[at]) { at += 1 }
                    }
                    if at < count, bytes[at] | 0x20 == UInt8(ascii: "e") {
                        at += 1
                        if at < count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                        guard at < count, isDigit(bytes[at]) else { return nil }
                        while at < count, isDigit(bytes[at]) { at += 1 }
                    }
                }
                if isKey {
                    // The key's colon, and on to its value.
                    skipWhitespace()
                    guard at < count, bytes[at] == UInt8(ascii: ":") else { return nil }
                    at += 1
                    skipWhitespace()
                    guard at < count else { return nil }
                    byte = bytes[at]
                    isKey = false
                    continue
                }
                break
            }
            // After a value: the next one, or the end of containers.
            while true {
                guard let closer = closers.last else { return (at, lineBreaks, lineStart, continuationBytes) }
                skipWhitespace()
                guard at < count else { return nil }
                if bytes[at] == UInt8(ascii: ",") {
                    at += 1
                    expectKey = closer == UInt8(ascii: "}")
                    break
                }
                guard bytes[at] == closer else { return nil }
                at += 1
                closers.removeLast()
            }
        }
    }

    /// Checks a string, number, `true`, `false` or `null` without making its value.
    private mutating func skipScalar(_ byte: UInt8) throws(JSONSyntaxError) {
        switch byte {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        default: try scanNumber()
        }
    }

    /// Checks a string as `parseString` reads it, without making it (a string with an
    /// escape, rare in what is skimmed, is read by `parseString` itself, so both report alike).
    private mutating func skipString() throws(JSONSyntaxError) {
        let (startIndex, startLine, startColumn) = (index, line, column)
        advance()  // opening quote
        var scalars = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        column += scalars
        if current == UInt8(ascii: "\"") {
            advance()
            return
        }
        (index, line, column) = (startIndex, startLine, startColumn)
        _ = try parseString()
    }

    /// A string, number, `true`, `false` or `null`.
    private mutating func parseScalar(_ byte: UInt8, start: SourceLocation) throws(JSONSyntaxError) -> JSONNode {
        switch byte {
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: try parseNumber(), location: start)
        default:
            throw error("unexpected character '\(currentCharacter)', expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let text = "\(word)"
        for expected in text.utf8 {
            guard current == expected else { throw error("expected '\(text)'") }
            advance()
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // opening quote
        // Runs without escapes are found a byte at a time with no position bookkeeping (a
        // string holds no line break; its column counts the bytes that start a scalar), and
        // gathered as bytes with the decoded escapes: one String is made at the end.
        var result: [UInt8] = []
        while true {
            let runStart = index
            var scalars = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
            column += scalars
            if index > runStart {
                if result.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    // The common case: no escape at all.
                    let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                    advance()
                    return text
                }
                result.append(contentsOf: bytes[runStart..<index])
            }
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard let escape = current else { throw error("unterminated escape") }
                advance()
                switch escape {
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    let high = try parseHex4()
                    let scalar: Unicode.Scalar
                    if (0xD800...0xDBFF).contains(high) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("lone high surrogate \\u\(String(high, radix: 16))")
                        }
                        advance()
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                        guard let value = Unicode.Scalar(combined) else { throw error("invalid surrogate pair") }
                        scalar = value
                    } else {
                        guard let value = Unicode.Scalar(high) else {
                            throw error("lone low surrogate \\u\(String(high, radix: 16))")
                        }
                        scalar = value
                    }
                    result.append(contentsOf: String(scalar).utf8)
                default:
                    throw error("invalid escape '\\\(Unicode.Scalar(escape).escaped(asASCII: true))'")
                }
            default:
                throw error("control character U+\(String(byte, radix: 16, uppercase: true)) in a string; write it as an escape")
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 48)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 87)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - 55)
        default: nil
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let startIndex = index
        try scanNumber()
        let raw = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let number = Double(raw) else { throw error("number \(raw) cannot be represented") }
        return .number(number, raw)
    }

    /// Steps over a number, checking it has JSON's form.
    private mutating func scanNumber() throws(JSONSyntaxError) {
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current else { throw error("expected digits") }
        if first == UInt8(ascii: "0") {
            advance()
        } else if first >= UInt8(ascii: "1") && first <= UInt8(ascii: "9") {
            while isDigit(current) { advance() }
        } else {
            throw error("expected digits")
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw error("expected digits after '.'") }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw error("expected exponent digits") }
            while isDigit(current) { advance() }
        }
    }
}

/// Finds the members of a JSON object without reading their values: where each value's bytes
/// are, to read one with `JSONParser.parse(_:bytes:at:)` when it is needed.
///
/// Strings, brackets and nesting are checked; a value's contents are not. Line breaks can
/// only stand between tokens (a string may not hold a raw one), so lines are counted there
/// and a member's column is counted from its line's start: strings are stepped over byte by
/// byte with no bookkeeping. Objects named by `members(of:bytes:at:descending:)`'s paths
/// have their members found in the same pass.
package struct JSONSkimmer {
    /// A member of an object whose value was stepped over.
    package struct Member: Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var valueLocation: SourceLocation
        /// The value's UTF-8 bytes in the text.
        package var valueBytes: Range<Int>
        /// Whether the value holds `null` or an empty string somewhere (a slot `guidepost
        /// init` left to fill, which only reading the value can tell).
        package var mayBeSlotToFill: Bool
        /// The members of the value, for a member on the path `members(of:bytes:at:descending:)`
        /// was given (nil otherwise, and for a value that is not an object).
        package var members: [Member]?
    }

    /// The text's bytes up to the end of the object's range.
    private let bytes: [UInt8]
    private var index: Int
    private var line: Int
    /// Where the current line starts, and the column there (not 1 for an object that
    /// starts mid-line).
    private var lineStart: Int
    private var lineStartColumn: Int
    private let maximumDepth = 256
    /// Where `bytes` start in the text: positions given out add it.
    private var base = 0

    /// The members of the object at `range` of `text` (the whole text when nil, after any
    /// byte order mark), which starts at `location`; nothing may follow it in the range.
    ///
    ///
    /// - Parameter paths: Keys to descend along: a member named by a path's first key has the
    ///   members of its value (when an object) found in the same pass, and so on down the
    ///   path; objects nested in a skimmed file are then stepped over once, not once per level.
    package static func members(of text: String, bytes range: Range<Int>? = nil, at location: SourceLocation? = nil,
        descending paths: [[String]] = []) throws(JSONSyntaxError) -> [Member]
    {
        let count = text.utf8.count
        let range = (range ?? 0..<count).clamped(to: 0..<count)
        // Only the range is copied: a form's object deep in a large file is a few kilobytes of it.
        let bytes = JSONParser.utf8Bytes(of: text, in: range)
        var skimmer = JSONSkimmer(bytes: bytes, index: 0, line: location?.line ?? 1,
            lineStart: 0, lineStartColumn: location?.column ?? 1)
        skimmer.base = range.lowerBound
        if location == nil, range.lowerBound == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            skimmer.index = 3
            skimmer.lineStart = 3
        }
        let members = try skimmer.object(descending: paths.map { $0[...] })
        skimmer.skipWhitespace()
        if skimmer.index < bytes.count { throw skimmer.error("unexpected text after the JSON value") }
        return members
    }

    /// An element of an array whose value was stepped over.
    package struct Element: Sendable {
        package var location: SourceLocation
        /// The value's UTF-8 bytes in the text.
        package var bytes: Range<Int>
    }

    /// The elements of the array at `range` of `text`, which starts at `location`; nothing may
    /// follow it in the range.
    package static func elements(of text: String, bytes range: Range<Int>, at location: SourceLocation)
        throws(JSONSyntaxError) -> [Element]
    {
        let count = text.utf8.count
        let range = range.clamped(to: 0..<count)
        let bytes = JSONParser.utf8Bytes(of: text, in: range)
        var skimmer = JSONSkimmer(bytes: bytes, index: 0, line: location.line, lineStart: 0,
            lineStartColumn: location.column)
        skimmer.base = range.lowerBound
        let elements = try skimmer.array()
        skimmer.skipWhitespace()
        if skimmer.index < bytes.count { throw skimmer.error("unexpected text after the JSON value") }
        return elements
    }

    /// The elements of the array at the current byte, each stepped over.
    private mutating func array() throws(JSONSyntaxError) -> [Element] {
        skipWhitespace()
        guard current == UInt8(ascii: "[") else { throw error("expected an array") }
        index += 1
        skipWhitespace()
        var elements: [Element] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            let location = location
            let start = index
            _ = try skipValue()
            elements.append(Element(location: location, bytes: (base + start)..<(base + index)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    private init(bytes: [UInt8], index: Int, line: Int, lineStart: Int, lineStartColumn: Int) {
        self.bytes = bytes
        self.index = index
        self.line = line
        self.lineStart = lineStart
        self.lineStartColumn = lineStartColumn
    }

    /// The position of the current byte: its column counts the scalars since the line's start.
    private var location: SourceLocation {
        var column = lineStartColumn
        var position = lineStart
        while position < index {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                lineStartColumn = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    /// The members of the object at the current byte; recursive only along `paths`, whose
    /// lengths the caller sets.
    private mutating func object(descending paths: [ArraySlice<String>]) throws(JSONSyntaxError) -> [Member] {
        skipWhitespace()
        guard current == UInt8(ascii: "{") else { throw error("expected an object") }
        index += 1
        skipWhitespace()
        var members: [Member] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        var keys: Set<String> = []
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLocation = location
            let keyStart = index
            _ = try skipString()
            // A key is read whole (escapes and all) by the parser, from its own bytes.
            let keyBytes = bytes[keyStart..<index]
            let key = keyBytes.contains(UInt8(ascii: "\\"))
                ? try JSONParser.parse(String(decoding: keyBytes, as: UTF8.self)).string ?? ""
                : String(decoding: keyBytes.dropFirst().dropLast(), as: UTF8.self)
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", location: keyLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            let valueLocation = location
            let start = index
            if !paths.isEmpty, current == UInt8(ascii: "{"), paths.contains(where: { $0.first == key }) {
                let nested = try object(descending: paths.compactMap { path in
                    path.first == key && path.count > 1 ? path.dropFirst() : nil
                })
                members.append(Member(key: key, keyLocation: keyLocation, valueLocation: valueLocation,
                    valueBytes: (base + start)..<(base + index), mayBeSlotToFill: nested.contains(where: \.mayBeSlotToFill), members: nested))
            } else {
                let slot = try skipValue()
                members.append(Member(key: key, keyLocation: keyLocation, valueLocation: valueLocation,
                    valueBytes: (base + start)..<(base + index), mayBeSlotToFill: slot))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == UInt8(ascii: "}") {
                index += 1
                return members
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    /// Steps over one value, checking that its strings end and its brackets pair up (with an
    /// explicit stack, to the parser's depth limit); returns whether it holds `null` or `""`.
    private mutating func skipValue() throws(JSONSyntaxError) -> Bool {
        var closers: [UInt8] = []
        var slot = false
        repeat {
            guard let byte = current else { throw error("unexpected end of text, expected a value") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard closers.count < maximumDepth else { throw error("JSON nested more than \(maximumDepth) levels deep") }
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.last == byte else { throw error("unexpected '\(Unicode.Scalar(byte))'") }
                closers.removeLast()
                index += 1
            case UInt8(ascii: "\""):
                if try skipString() { slot = true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard !closers.isEmpty else { throw error("expected a value") }
                skipWhitespace()
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard !closers.isEmpty else { throw error("expected a value") }
                index += 1
            default:
                // A number or a word, up to the next delimiter.
                if byte == UInt8(ascii: "n") { slot = true }
                index += 1
                while let next = current, !Self.isDelimiter(next) { index += 1 }
            }
        } while !closers.isEmpty
        return slot
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "["),
            UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            true
        default: false
        }
    }

    /// Steps over a string (no raw line breaks or control characters in it); returns
    /// whether it was empty.
    private mutating func skipString() throws(JSONSyntaxError) -> Bool {
        index += 1  // opening quote
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return index == start + 1
            }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte < 0x20 {
                throw error("control character U+\(String(byte, radix: 16, uppercase: true)) in a string; write it as an escape")
            }
            index += 1
        }
        throw error("unterminated string")
    }
}

extension JSONSkimmer.Member: Equatable {}

extension JSONSkimmer {
    /// The members a localization file is indexed by: its `"messages"` and its grammar's
    /// `"forms"` found in the same pass as the file's own (the embedder and the library's
    /// index of a built-in file use the same paths).
    package static let localizationPaths: [[String]] = [["messages"], ["grammar", "forms"]]

    /// Members as a compact text, one per line in document order, each after its parent:
    /// `depth keyLine keyColumn valueLine valueColumn valueStart valueEnd slot hasMembers
    /// keyByteCount key`. What the embedder writes beside a built-in file, so that a first
    /// renderer of the locale reads the index instead of skimming a megabyte of rules.
    package static func encode(_ members: [Member]) -> String {
        var lines: [String] = []
        // Depth-first with an explicit stack, in document order.
        var stack: [(members: ArraySlice<Member>, depth: Int)] = [(members[...], 0)]
        while var top = stack.popLast() {
            guard let member = top.members.popFirst() else { continue }
            stack.append(top)
            lines.append("\(top.depth) \(member.keyLocation.line) \(member.keyLocation.column) \(member.valueLocation.line) "
                + "\(member.valueLocation.column) \(member.valueBytes.lowerBound) \(member.valueBytes.upperBound) "
                + "\(member.mayBeSlotToFill ? 1 : 0) \(member.members == nil ? 0 : 1) \(member.key.utf8.count) \(member.key)")
            if let nested = member.members { stack.append((nested[...], top.depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The members `encode` wrote; nil when the text is not such a list.
    package static func decode(_ text: String) -> [Member]? {
        let bytes = Array(text.utf8)
        var index = 0
        func number() -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                guard digits < 12 else { return nil }
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: " ") else { return nil }
            index += 1
            return value
        }
        // The members being filled, per depth: a member's children end where a line of its
        // depth or less begins.
        var open: [[Member]] = [[]]
        func close(to depth: Int) {
            while open.count > depth + 1 {
                let children = open.removeLast()
                open[open.count - 1][open[open.count - 1].count - 1].members = children
            }
        }
        while index < bytes.count {
            guard let depth = number(), let keyLine = number(), let keyColumn = number(), let valueLine = number(),
                let valueColumn = number(), let start = number(), let end = number(), let slot = number(),
                let hasMembers = number(), let keyCount = number(), start <= end, slot <= 1, hasMembers <= 1,
                depth < open.count, index + keyCount <= bytes.count
            else { return nil }
            close(to: depth)
            let key = String(decoding: bytes[index..<(index + keyCount)], as: UTF8.self)
            index += keyCount
            if index < bytes.count {
                guard bytes[index] == UInt8(ascii: "\n") else { return nil }
                index += 1
            }
            open[depth].append(Member(key: key, keyLocation: SourceLocation(line: keyLine, column: keyColumn),
                valueLocation: SourceLocation(line: valueLine, column: valueColumn), valueBytes: start..<end,
                mayBeSlotToFill: slot == 1, members: hasMembers == 1 ? [] : nil))
            if hasMembers == 1 { open.append([]) }
        }
        close(to: 0)
        return open[0]
    }
}
