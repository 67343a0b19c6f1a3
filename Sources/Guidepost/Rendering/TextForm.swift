/// A deterministic, readable text form of rendered output, for terminals, snapshot files
/// and test failures: highlighted spans in `⟦…⟧`, optionally tagged with their role,
/// and every invisible or ambiguous character written as an escape (`\u{2068}`).
public struct TextFormOptions: Hashable, Sendable {
    /// Whether highlighted spans show their role: `⟦Starbucks⟧{landmark}`.
    public var showsRoles: Bool
    /// Whether non-highlighted placeholder spans are marked too: `‹20 m›{distance}`.
    public var marksAllPlaceholders: Bool

    /// Creates options.
    public init(showsRoles: Bool = false, marksAllPlaceholders: Bool = false) {
        self.showsRoles = showsRoles
        self.marksAllPlaceholders = marksAllPlaceholders
    }

    /// Highlights only, no roles.
    public static let `default` = TextFormOptions()
    /// Every placeholder marked with its role: what snapshot files use.
    public static let detailed = TextFormOptions(showsRoles: true, marksAllPlaceholders: true)
}

extension RenderedInstruction {
    /// The deterministic text form of this instruction (one line).
    public func textForm(_ options: TextFormOptions = .default) -> String {
        var out = ""
        for span in spans {
            let content = TextForm.escape(text[span.range])
            if span.isHighlighted {
                out += "⟦" + content + "⟧"
            } else if options.marksAllPlaceholders && span.placeholder != nil {
                out += "‹" + content + "›"
            } else {
                out += content
                continue
            }
            if options.showsRoles { out += "{" + span.role.rawValue + "}" }
        }
        return out
    }
}

extension Sequence where Element == RenderedInstruction {
    /// The deterministic text form of several instructions: one line each, in order,
    /// joined by `\n` (no trailing newline). Line breaks inside an instruction are
    /// escaped, so line *n* is always instruction *n*.
    public func textForm(_ options: TextFormOptions = .default) -> String {
        map { $0.textForm(options) }.joined(separator: "\n")
    }
}

/// Escaping rules of the text form.
public enum TextForm {
    /// Escapes characters a reader could not see or could confuse with the markers.
    public static func escape<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if scalar == "\\" {
                out += "\\\\"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27E6, 0x27E7, 0x2039, 0x203A, 0x7B, 0x7D: true  // the form's own markers ⟦ ⟧ ‹ › { }
        default: isInvisible(scalar)
        }
    }

    /// Characters a reader cannot see or tell apart from a plain space.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // controls
        case 0xA0, 0x202F: true  // no-break and narrow no-break spaces (ICU's group separators)
        case 0xAD, 0x180E: true  // soft hyphen, Mongolian vowel separator
        case 0x2000...0x200A: true  // en, em, figure, thin, hair and other sized spaces
        case 0x200B...0x200F: true  // zero-width characters and LRM/RLM
        case 0x061C: true  // Arabic letter mark
        case 0x2028...0x202E: true  // separators, embeddings, overrides
        case 0x2060...0x2069: true  // word joiner, invisible operators, isolates
        case 0xFEFF: true
        default: false
        }
    }

    /// The text as a JSON string literal, with control and invisible characters written as
    /// `\uXXXX` so that JSON output reads as plainly as the text form.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if isInvisible(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
