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
        var segments: [TemplateSegment] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "$" else {
                literal.append(scalar)
                index += 1
                continue
            }
            let column = index + 1
            guard index + 1 < scalars.count else {
                throw TemplateSyntaxError(column: column, message: "'$' at the end of the text; write '$$' for a dollar sign")
            }
            let next = scalars[index + 1]
            if next == "$" {
                literal.append("$")
                index += 2
                continue
            }
            guard let firstDigit = digitValue(next) else {
                throw TemplateSyntaxError(
                    column: column,
                    message: "'$' followed by '\(next.escaped(asASCII: false))'; a placeholder is '$' and digits, a dollar sign is '$$'")
            }
            var number = firstDigit
            var end = index + 2
            // "$01" is no way to write $1: a translator meant "$0" and "1", or mistyped.
            if firstDigit == 0, end < scalars.count, digitValue(scalars[end]) != nil {
                throw TemplateSyntaxError(column: column,
                    message: "placeholder numbers have no leading zero ('$01' is not $1)")
            }
            while end < scalars.count, let digit = digitValue(scalars[end]) {
                guard number < 1000 else {
                    throw TemplateSyntaxError(column: column, message: "placeholder number is too large")
                }
                number = number * 10 + digit
                end += 1
            }
            var view: String?
            if end + 1 < scalars.count, scalars[end] == ":", isViewStart(scalars[end + 1]) {
                var name = String.UnicodeScalarView()
                end += 1
                while end < scalars.count, isViewStart(scalars[end]) || digitValue(scalars[end]) != nil {
                    guard name.count < 32 else {
                        throw TemplateSyntaxError(column: column, message: "the view after $\(number): is longer than 32 letters")
                    }
                    name.append(scalars[end])
                    end += 1
                }
                view = String(name)
            }
            var spelled: String?
            if end < scalars.count, scalars[end] == "{" {
                var text = String.UnicodeScalarView()
                var close = end + 1
                while close < scalars.count, scalars[close] != "}" {
                    guard scalars[close] != "$", scalars[close] != "{" else {
                        throw TemplateSyntaxError(column: close + 1,
                            message: "'\(scalars[close])' inside $\(number){…}; the braces hold plain text")
                    }
                    text.append(scalars[close])
                    close += 1
                }
                guard close < scalars.count else {
                    throw TemplateSyntaxError(column: end + 1, message: "$\(number){ is never closed with '}'")
                }
                guard !text.isEmpty else {
                    throw TemplateSyntaxError(column: end + 1, message: "$\(number){} holds no text")
                }
                spelled = String(text)
                end = close + 1
            }
            if !literal.isEmpty {
                segments.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
            if let spelled {
                segments.append(.spelled(number, spelled, view: view))
            } else {
                segments.append(.placeholder(number, view: view))
            }
            index = end
        }
        if !literal.isEmpty { segments.append(.literal(String(literal))) }
        return segments
    }

    private static func isViewStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
