/// One piece of a parsed template: literal text or a placeholder reference.
package enum TemplateSegment: Hashable, Sendable {
    case literal(String)
    /// `$3`, or `$3:genitive`: the placeholder and the view asked of its value (a
    /// grammatical form of a name, the number or unit of a distance).
    case placeholder(Int, view: String?)
    /// `$0{первый}`: text the translator wrote in place of a placeholder's value; it takes
    /// the placeholder's role and highlight (a spelled-out ordinal stays highlighted).
    case spelled(Int, String, view: String?)

    /// Text standing in for a placeholder's value, without a view.
    package static func spelled(_ number: Int, _ text: String) -> TemplateSegment { .spelled(number, text, view: nil) }

    /// A placeholder without a view.
    package static func placeholder(_ number: Int) -> TemplateSegment { .placeholder(number, view: nil) }
}

/// A problem with `$` syntax in a template string.
package struct TemplateSyntaxError: Error, Hashable, Sendable {
    /// 1-based column in the template text, counted in Unicode scalars.
    package var column: Int
    package var message: String
}

/// Parses `$0..$n` templates.
///
/// `$` followed by decimal digits is one placeholder, read greedily (`$10` is ten);
/// `$$` is a literal dollar; any other `$` is an error. A placeholder may ask for a view
/// of its value: `:` right after the digits, then an ASCII letter and letters or digits
/// (`$3:genitive`, `$1:number`); a `:` followed by anything else is text. Braces right after
/// a placeholder hold text that stands in for its value (`$0{первый}`): a spelled-out form
/// that keeps the placeholder's span, role and highlight. Parsing happens once per
/// message, and filling walks the segments, so inserted text is never scanned again.
package enum TemplateParser {
    package static func parse(_ text: String) throws(TemplateSyntaxError) -> [TemplateSegment] {
        // Read as UTF-8: every character with a meaning here is ASCII, so literal text is
        // copied in runs up to the next "$"; a column (in scalars, as editors count) is
        // worked out only for an error.
        let bytes = Array(text.utf8)
        func column(_ byte: Int) -> Int {
            var scalars = 1
            for position in 0..<min(byte, bytes.count) where bytes[position] & 0xC0 != 0x80 { scalars += 1 }
            return scalars
        }
        func scalar(at byte: Int) -> Unicode.Scalar {
            var end = byte + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[byte..<end], as: UTF8.self).unicodeScalars.first ?? "?"
        }
        let dollar = UInt8(ascii: "$")
        var segments: [TemplateSegment] = []
        var literal: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let next = bytes[index...].firstIndex(of: dollar) else {
                literal.append(contentsOf: bytes[index...])
                break
            }
            literal.append(contentsOf: bytes[index..<next])
            index = next
            guard index + 1 < bytes.count else {
                throw TemplateSyntaxError(column: column(index), message: "'$' at the end of the text; write '$$' for a dollar sign")
            }
            if bytes[index + 1] == dollar {
                literal.append(dollar)
                index += 2
                continue
            }
            guard let firstDigit = digitValue(bytes[index + 1]) else {
                throw TemplateSyntaxError(
                    column: column(index),
                    message: "'$' followed by '\(scalar(at: index + 1).escaped(asASCII: false))'; a placeholder is '$' and digits, a dollar sign is '$$'")
            }
            var number = firstDigit
            var end = index + 2
            // "$01" is no way to write $1: a translator meant "$0" and "1", or mistyped.
            if firstDigit == 0, end < bytes.count, digitValue(bytes[end]) != nil {
                throw TemplateSyntaxError(column: column(index),
                    message: "placeholder numbers have no leading zero ('$01' is not $1)")
            }
            while end < bytes.count, let digit = digitValue(bytes[end]) {
                guard number < 1000 else {
                    throw TemplateSyntaxError(column: column(index), message: "placeholder number is too large")
                }
                number = number * 10 + digit
                end += 1
            }
            var view: String?
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"), isViewStart(bytes[end + 1]) {
                let start = end + 1
                end += 1
                while end < bytes.count, isViewStart(bytes[end]) || digitValue(bytes[end]) != nil {
                    guard end - start < 32 else {
                        throw TemplateSyntaxError(column: column(index), message: "the view after $\(number): is longer than 32 letters")
                    }
                    end += 1
                }
                view = String(decoding: bytes[start..<end], as: UTF8.self)
            }
            var spelled: String?
            if end < bytes.count, bytes[end] == UInt8(ascii: "{") {
                var close = end + 1
                while close < bytes.count, bytes[close] != UInt8(ascii: "}") {
                    guard bytes[close] != dollar, bytes[close] != UInt8(ascii: "{") else {
                        throw TemplateSyntaxError(column: column(close),
                            message: "'\(Unicode.Scalar(bytes[close]))' inside $\(number){…}; the braces hold plain text")
                    }
                    close += 1
                }
                guard close < bytes.count else {
                    throw TemplateSyntaxError(column: column(end), message: "$\(number){ is never closed with '}'")
                }
                guard close > end + 1 else {
                    throw TemplateSyntaxError(column: column(end), message: "$\(number){} holds no text")
                }
                spelled = String(decoding: bytes[(end + 1)..<close], as: UTF8.self)
                end = close + 1
            }
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
            if let spelled {
                segments.append(.spelled(number, spelled, view: view))
            } else {
                segments.append(.placeholder(number, view: view))
            }
            index = end
        }
        if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
        return segments
    }

    private static func isViewStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - 48) : nil
    }
}
