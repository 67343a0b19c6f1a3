import Guidepost

/// A minimal XML reader and escaper for XLIFF: elements, attributes, text, CDATA,
/// comments and the five named and numeric entities. It keeps line and column of every
/// element so a bad XLIFF file is reported where it is wrong; DTDs are skipped, not read.
struct XMLElement: Sendable {
    enum Child: Sendable {
        case element(XMLElement)
        case text(String)
    }
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [Child]
    var location: SourceLocation

    func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// Child elements with this name (ignoring any namespace prefix).
    func elements(_ name: String) -> [XMLElement] {
        children.compactMap { child in
            guard case .element(let element) = child, element.localName == name else { return nil }
            return element
        }
    }

    var localName: Substring { name.split(separator: ":").last ?? Substring(name) }

    /// The text content, with that of nested elements.
    var text: String {
        children.map { child in
            switch child {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }
}

struct XMLSyntaxError: Error, Sendable {
    var message: String
    var location: SourceLocation
}

struct XMLReader {
    /// The deepest nesting of elements read. XLIFF needs fewer than ten levels (xliff,
    /// file, body, group, trans-unit, target, inline tags); 256 matches the JSON reader.
    static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    static func parse(_ text: String) throws(XMLSyntaxError) -> XMLElement {
        var reader = XMLReader(scalars: Array(text.unicodeScalars))
        return try reader.document()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String) -> XMLSyntaxError { XMLSyntaxError(message: message, location: location) }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
    }

    private func starts(with prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) -> String {
        var out = String.UnicodeScalarView()
        while index < scalars.count {
            if starts(with: terminator) {
                advance(terminator.unicodeScalars.count)
                return String(out)
            }
            out.append(scalars[index])
            advance()
        }
        throw error("unterminated \(what)")
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
    }

    private mutating func skipMisc() throws(XMLSyntaxError) {
        while true {
            skipWhitespace()
            if starts(with: "<?") {
                _ = try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                _ = try skip(past: "-->", what: "comment")
            } else if starts(with: "<!DOCTYPE") {
                _ = try skip(past: ">", what: "DOCTYPE")
            } else {
                return
            }
        }
    }

    private mutating func document() throws(XMLSyntaxError) -> XMLElement {
        if scalars.first == "\u{FEFF}" { index = 1 }
        try skipMisc()
        guard starts(with: "<") else { throw error("expected the root element") }
        let root = try rootElement()
        try skipMisc()
        guard index == scalars.count else { throw error("unexpected content after the root element") }
        return root
    }

    private mutating func name() throws(XMLSyntaxError) -> String {
        var out = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || [":", "_", "-", "."].contains(scalar) {
                out.append(scalar)
                advance()
            } else {
                break
            }
        }
        guard !out.isEmpty else { throw error("expected a name") }
        return String(out)
    }

    /// An element whose start tag has been read but not its end tag.
    private struct OpenElement {
        var name: String
        var attributes: [(name: String, value: String)]
        var children: [XMLElement.Child] = []
        var text = String.UnicodeScalarView()
        var location: SourceLocation

        mutating func flush() {
            if !text.isEmpty {
                children.append(.text(String(text)))
                text = String.UnicodeScalarView()
            }
        }

        mutating func close() -> XMLElement {
            flush()
            return XMLElement(name: name, attributes: attributes, children: children, location: location)
        }
    }

    private enum StartTag {
        case empty(XMLElement)
        case open(OpenElement)
    }

    /// Reads a start tag (`<name a="v">` or `<name/>`), at its `<`.
    private mutating func startTag() throws(XMLSyntaxError) -> StartTag {
        let start = location
        advance()  // <
        let tag = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipWhitespace()
            guard index < scalars.count else { throw error("unterminated tag <\(tag)>") }
            if starts(with: "/>") {
                advance(2)
                return .empty(XMLElement(name: tag, attributes: attributes, children: [], location: start))
            }
            if scalars[index] == ">" {
                advance()
                return .open(OpenElement(name: tag, attributes: attributes, location: start))
            }
            let attributeName = try name()
            skipWhitespace()
            guard index < scalars.count, scalars[index] == "=" else { throw error("expected '=' after \(attributeName)") }
            advance()
            skipWhitespace()
            guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                throw error("expected a quoted value for \(attributeName)")
            }
            let quote = scalars[index]
            advance()
            var raw = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != quote {
                guard scalars[index] != "<" else { throw error("'<' in an attribute value") }
                raw.append(scalars[index])
                advance()
            }
            guard index < scalars.count else { throw error("unterminated attribute value") }
            advance()
            attributes.append((attributeName, try decode(String(raw))))
        }
    }

    /// Reads the root element and everything inside it.
    ///
    /// A loop over an explicit stack of open elements rather than a recursive descent:
    /// nesting comes from the file, and recursion as deep as the file nests overflows the
    /// stack (30,000 levels on a main thread, 2,000 on a 512 KiB thread). Nesting deeper
    /// than `maximumDepth` is an error, so the tree built (whose release and `text` walk
    /// recurse) stays shallow, and the limit is the same in debug and release builds and
    /// on any thread.
    private mutating func rootElement() throws(XMLSyntaxError) -> XMLElement {
        var stack: [OpenElement] = []
        switch try startTag() {
        case .empty(let element): return element
        case .open(let open): stack.append(open)
        }
        while let top = stack.indices.last {
            guard index < scalars.count else {
                throw XMLSyntaxError(message: "<\(stack[top].name)> is never closed", location: stack[top].location)
            }
            if starts(with: "</") {
                advance(2)
                let closing = try name()
                guard closing == stack[top].name else { throw error("</\(closing)> closes <\(stack[top].name)>") }
                skipWhitespace()
                guard index < scalars.count, scalars[index] == ">" else { throw error("expected '>'") }
                advance()
                let element = stack[top].close()
                stack.removeLast()
                guard let parent = stack.indices.last else { return element }
                stack[parent].children.append(.element(element))
            } else if starts(with: "<!--") {
                _ = try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                advance(9)
                stack[top].text.append(contentsOf: try skip(past: "]]>", what: "CDATA section").unicodeScalars)
            } else if starts(with: "<?") {
                _ = try skip(past: "?>", what: "processing instruction")
            } else if scalars[index] == "<" {
                guard stack.count < Self.maximumDepth else {
                    throw error("elements are nested more than \(Self.maximumDepth) deep")
                }
                stack[top].flush()
                switch try startTag() {
                case .empty(let element): stack[top].children.append(.element(element))
                case .open(let open): stack.append(open)
                }
            } else if scalars[index] == "&" {
                let entityStart = location
                var raw = String.UnicodeScalarView()
                var length = 0
                while index < scalars.count, scalars[index] != ";" {
                    raw.append(scalars[index])
                    length += 1
                    advance()
                    guard length < 12 else { throw XMLSyntaxError(message: "unterminated entity", location: entityStart) }
                }
                guard index < scalars.count else { throw XMLSyntaxError(message: "unterminated entity", location: entityStart) }
                advance()
                raw.append(";")
                do {
                    stack[top].text.append(contentsOf: try decode(String(raw)).unicodeScalars)
                } catch {
                    throw XMLSyntaxError(message: error.message, location: entityStart)
                }
            } else {
                stack[top].text.append(scalars[index])
                advance()
            }
        }
        // The loop returns when the root closes; an empty stack cannot be reached.
        throw error("expected the root element")
    }

    /// Replaces entities in text.
    private func decode(_ raw: String) throws(XMLSyntaxError) -> String {
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { throw error("unterminated entity") }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "lt": out += "<"
            case "gt": out += ">"
            case "amp": out += "&"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var digits = entity.dropFirst()
                var radix = 10
                if digits.first == "x" || digits.first == "X" { digits = digits.dropFirst(); radix = 16 }
                guard entity.first == "#", let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else {
                    throw error("unknown entity &\(entity);")
                }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
