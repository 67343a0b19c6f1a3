/// Unicode property sets a rule's pattern names inside a case-insensitive group although case
/// folding leaves them as they are (`(?i:…\p{Alphabetic}+…)`): ICU closes such a set over case
/// when it compiles the rule — up to a hundred million instructions for one `\p{Alphabetic}`,
/// at a locale's first render of a name that reaches the rule — for the same set it had.
/// Written `(?-i:\p{Alphabetic})` (or `(?-i:[\p{Alphabetic}\p{N}])`) it compiles at once; lint
/// reports the others (`case-folded-set`).
enum FoldedPropertySets {
    /// Properties whose sets hold every case form of what they hold (letters, digits, marks,
    /// scripts), so folding adds nothing. Not `Ll`, `Lu`, `Uppercase`, `Lowercase`: folding
    /// does change those.
    static let caseClosed: Set<Substring> = [
        "Alphabetic", "Alpha", "L", "Letter", "N", "Nd", "Number", "M", "Mn", "Mc", "Mark", "Cased",
        "Latin", "Latn", "Cyrillic", "Cyrl", "Greek", "Grek", "Armenian", "Georgian",
    ]

    /// The property escapes (`\p{Alphabetic}`) of case-closed sets that `pattern` writes where
    /// case is folded, in order; empty for a pattern that folds no case or writes none.
    static func find(in pattern: String) -> [String] {
        guard pattern.contains("(?"), pattern.contains("\\p{") || pattern.contains("\\P{") else { return [] }
        let characters = Array(pattern)
        var found: [String] = []
        var folding = [false]  // whether each open group folds case; the last is the current one
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                if index + 2 < characters.count, characters[index + 1] == "p" || characters[index + 1] == "P",
                    characters[index + 2] == "{", let close = characters[(index + 3)...].firstIndex(of: "}")
                {
                    let name = String(characters[(index + 3)..<close])
                    if folding[folding.count - 1], caseClosed.contains(Substring(name)) {
                        found.append("\\\(characters[index + 1]){\(name)}")
                    }
                    index = close + 1
                } else {
                    index += 2  // an escaped character, whatever it is
                }
                continue
            case "(":
                var current = folding[folding.count - 1]
                // A flag group: "(?i:", "(?-i:", "(?i)", "(?ix-s:" …
                var end = index + 1
                if end < characters.count, characters[end] == "?" {
                    end += 1
                    var on = true
                    var flags = false
                    while end < characters.count, characters[end].isLetter || characters[end] == "-" {
                        if characters[end] == "-" { on = false } else if characters[end] == "i" { current = on }
                        flags = true
                        end += 1
                    }
                    if flags, end < characters.count, characters[end] == ")" {
                        folding[folding.count - 1] = current  // the rest of the group
                        index = end + 1
                        continue
                    }
                    if !flags { current = folding[folding.count - 1] }
                }
                folding.append(current)
            case ")":
                if folding.count > 1 { folding.removeLast() }
            default:
                break
            }
            index += 1
        }
        return found
    }
}
