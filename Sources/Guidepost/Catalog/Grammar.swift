@_spi(Caches) import GuidepostICU
/// A locale's grammar as data, from its localization file's `"grammar"` object: rules that
/// make grammatical forms of names, and contractions of template text with a name.
///
/// ```json
/// "grammar": {
///   "forms": {
///     "genitive": [["^[\\p{Latin}\\p{N} '&.-]+$", "$0"], ["(\\p{L}+)ая (\\p{L}+)ица$", "$1ой $2ицы"], ["ка$", "ки"]]
///   },
///   "contractions": [["à ", "Le ", "au "], ["à ", "Les ", "aux "], ["de ", "Le ", "du "]]
/// }
/// ```
///
/// A form rule is `[pattern, replacement]`: an ICU regular expression and the template that
/// replaces its first match (`$1` for a group, `$0` for the whole match, so `"$0"` keeps a
/// name as it is: a name that does not decline). The first rule whose pattern matches
/// gives the form; when none matches, the form is unknown and the translation's variant
/// for names without it is used. A rule whose replacement is `null` gives no form to the
/// names it matches, and the rules after it are not tried for them: one test for what a
/// whole list of rules would otherwise each repeat (`["^(?=.*[qwx])", null]` before rules
/// that must not touch names with those letters), compiled once instead of in every rule. A contraction `[text, name, result]` applies where
/// template text ending in `text` is followed by a name starting with `name`: both are
/// replaced by `result` ("à " + "Le Bon Marché" → "au " + "Bon Marché"). An elision
/// `[text, result, initials]` replaces template text ending in `text` by `result` where the
/// name after it starts with one of the `initials`, the name unchanged ("de " + "Offenbach"
/// → "d’" + "Offenbach": `["de ", "d’", "AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô"]`).
///
/// Articles come from the noun lexicon (`Nouns`, `"nouns"`): the nouns place names are built
/// on, each with a class (its gender and number). A form whose value is an object instead
/// of a list has rules per class, and under `"other"` the rules for names whose head noun
/// the lexicon lacks (none: no form, so the message's variant that needs none is used):
///
/// ```json
/// "nouns": {"classes": {"m": ["Bahnhof", "-bahnhof"], "f": ["Apotheke", "-apotheke"]}},
/// "forms": {"dat": {"m": [["^.*$", "dem $0"]], "f": [["^.*$", "der $0"]]}}
/// ```
///
/// The text a class rule's replacement starts with, before its first group, is the article:
/// written as template text, outside the name's span ("bei der ⟦Stadtapotheke⟧"), where a
/// contraction may take it into the text before ("bei " + "dem " → "beim ⟦Hauptbahnhof⟧").
///
/// `"patterns"` names pieces of expressions that several rules share: a rule's `{{name}}` is
/// the named text, inserted as written before the rule is compiled (`ExpressionPool.expand`);
/// `{{nouns:m}}` is the noun lexicon's whole words of class `m` as alternatives, so a rule that
/// tests a name's first word against the class reads the lexicon instead of repeating it.
///
/// `"sounds"` respells names whose spelling misleads suffix rules (`[["(?i)oir$", "uar"]]`:
/// Turkish harmony follows how "Café Noir" is said): the form rules match the respelled
/// name, and the ending a rule adds is added to the name as written.
package struct Grammar: Sendable {
    struct Rule: Sendable {
        let expression: LazyExpression
        /// The replacement template in pieces: text, and groups (`$1`) whose digits are read
        /// against the expression's group count when it is applied; nil for a rule that
        /// gives a name it matches no form (a `null` replacement).
        let replacement: [Replacement]?

        init(template: String?, expression: LazyExpression) {
            self.expression = expression
            replacement = template.map(Self.parse)
        }

        enum Replacement: Sendable {
            case text(String)
            /// `$` and its digits, as written.
            case group(String)
        }

        /// Splits a replacement template by Unicode scalars, not characters: `$0` followed by
        /// a combining vowel sign (Bengali `"$0ের"`) is the group and the sign, where a
        /// grapheme-based reading sees no digit. `\` escapes the next scalar (`\$`).
        static func parse(_ template: String) -> [Replacement] {
            var pieces: [Replacement] = []
            var text = String.UnicodeScalarView()
            var digits = ""
            var scalars = template.unicodeScalars.makeIterator()
            var pending: Unicode.Scalar? = scalars.next()
            func flushText() {
                if !text.isEmpty { pieces.append(.text(String(text))) }
                text = String.UnicodeScalarView()
            }
            while let scalar = pending {
                pending = scalars.next()
                if scalar == "\\", let escaped = pending {
                    text.append(escaped)
                    pending = scalars.next()
                } else if scalar == "$", let next = pending, ("0"..."9").contains(next) {
                    flushText()
                    digits = ""
                    while let digit = pending, ("0"..."9").contains(digit), digits.count < 3 {
                        digits.unicodeScalars.append(digit)
                        pending = scalars.next()
                    }
                    pieces.append(.group(digits))
                } else {
                    text.append(scalar)
                }
            }
            flushText()
            return pieces
        }

        /// The replacement for a match (UTF-16 ranges of the match and its groups in `name`):
        /// each group's text (the longest prefix of its digits that names a group; the rest is
        /// text, as ICU reads `$10` with one group).
        func replacement(for match: [Range<Int>?], in name: String) -> String? {
            guard let replacement else { return nil }
            let groups = match.count - 1
            var result = ""
            for piece in replacement {
                switch piece {
                case .text(let text):
                    result += text
                case .group(let digits):
                    var length = digits.count
                    while length > 1, let number = Int(digits.prefix(length)), number > groups { length -= 1 }
                    guard let number = Int(digits.prefix(length)), number <= groups else {
                        result += "$" + digits
                        continue
                    }
                    if let range = match[number].flatMap({ Grammar.range($0, in: name) }) { result += name[range] }
                    result += digits.dropFirst(length)
                }
            }
            return result
        }
    }

    /// The string range of a UTF-16 range of `text`; nil when it does not fall on scalar boundaries.
    static func range(_ units: Range<Int>, in text: String) -> Range<String.Index>? {
        let utf16 = text.utf16
        guard units.lowerBound >= 0, units.upperBound <= utf16.count else { return nil }
        let start = utf16.index(utf16.startIndex, offsetBy: units.lowerBound)
        let end = utf16.index(start, offsetBy: units.count)
        guard let lower = start.samePosition(in: text.unicodeScalars), let upper = end.samePosition(in: text.unicodeScalars)
        else { return nil }
        return lower..<upper
    }

    /// A rule's regular expression, compiled when first used (or at once, to report a bad
    /// one): compiling hundreds of rules with Unicode properties took a case-rich locale's
    /// first render from 2 ms to 50.
    final class LazyExpression: @unchecked Sendable {
        // The expression serializes its own matches; this lock guards only the compilation.
        private enum State {
            case pending
            case ready(ICURegularExpression)
            case invalid
        }
        let pattern: String
        private let state: Lock<State>
        /// What a name needs for the pattern to match, read from the pattern the first time a
        /// name reaches the rule (reading every rule of a file when it is loaded cost German's
        /// first render a quarter of its instructions).
        private let filterState = Lock<Filter?>(nil)

        /// What a name must have for a pattern to match, when the pattern says so plainly; a
        /// rule is passed over without compiling or running its expression when a name lacks it.
        struct Filter: Sendable {
            /// Text every match ends with, as UTF-8 (`"inja"` of `^(.*)([Ll])inja$`).
            let ending: [UInt8]
            /// The scalars a match can start with, as ranges (`[A-ZÁČ]` after `^` and
            /// lookaheads); nil when any start may match.
            let start: [ClosedRange<UInt32>]?
            /// Literal text every match contains, as UTF-8 (`"ый "` of `^(\p{L}+)ый ([Кк]рем)ль`).
            let fragments: [[UInt8]]
            /// Whether `ending` is ASCII text a case-insensitive pattern (`(?i)…oir$`) ends
            /// with, lowercased: compared only with an all-ASCII name, whose case ICU folds as
            /// ASCII does (a name with any other scalar is always tried: "K" matches the Kelvin sign).
            var endingFoldsCase = false
        }

        /// The ending a case-insensitive pattern requires, lowercased: the pattern's `(?i)`
        /// taken off and its `(?-i:…)` groups read as plain groups (case-insensitive text
        /// matches more, so the ending stays a requirement); empty when not plainly ASCII.
        static func caseFoldedEnding(of pattern: String) -> [UInt8] {
            guard pattern.hasPrefix("(?i)"), !pattern.contains("\\(") else { return [] }
            let rest = String(pattern.dropFirst(4)).replacingOccurrences(of: "(?-i:", with: "(?:")
            let ending = Array(Grammar.requiredEnding(of: rest).utf8)
            guard ending.allSatisfy({ $0 < 0x80 }) else { return [] }
            return ending.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }
        }

        init(pattern: String, compiled: ICURegularExpression?) {
            self.pattern = pattern
            state = Lock(compiled.map { .ready($0) } ?? .pending)
        }

        /// The pattern's filter, read from it once.
        var filter: Filter {
            filterState.withLock { filter in
                if let filter { return filter }
                var read = Filter(ending: Array(Grammar.requiredEnding(of: pattern).utf8), start: Grammar.requiredStart(of: pattern),
                    fragments: Grammar.requiredFragments(of: pattern).map { Array($0.utf8) })
                if read.ending.isEmpty {
                    let folded = Self.caseFoldedEnding(of: pattern)
                    if !folded.isEmpty { read = Filter(ending: folded, start: read.start, fragments: read.fragments, endingFoldsCase: true) }
                }
                filter = read
                return read
            }
        }

        /// The expression; nil when the pattern does not compile (a checked catalog has none).
        var regex: ICURegularExpression? {
            state.withLock { state in
                switch state {
                case .ready(let expression):
                    return expression
                case .invalid:
                    return nil
                case .pending:
                    guard let expression = try? ICURegularExpression(pattern) else {
                        state = .invalid
                        return nil
                    }
                    state = .ready(expression)
                    return expression
                }
            }
        }
    }

    /// A form's rules: one list, or lists by the class of a name's head noun (`Nouns`) with
    /// `"other"` for a name whose head is not in the lexicon.
    enum Rules: Sendable {
        case plain(RuleList)
        case byClass([String: RuleList])
    }

    /// One list of rules, in file order: read, or for a checked file read from its text a
    /// chunk at a time as names reach further into it. A name is formed by the first rule that
    /// matches it, so a first name formed by an early rule reads a few of Russian's 640
    /// genitive rules, not all of them (which cost its first render 17 million instructions).
    final class RuleList: Sendable {
        private struct Pending: Sendable {
            let text: String
            let elements: [JSONSkimmer.Element]
            let pool: ExpressionPool
        }
        /// How many more elements a read takes.
        static let chunk = 24
        private let pending: Pending?
        /// The rules read so far and the next element to read.
        private let state: Lock<(rules: [Rule], next: Int)>

        init(_ rules: [Rule]) {
            pending = nil
            state = Lock((rules, 0))
        }

        /// The rules of the array whose elements are `elements` of `text`, read when reached.
        init(text: String, elements: [JSONSkimmer.Element], pool: ExpressionPool) {
            pending = Pending(text: text, elements: elements, pool: pool)
            state = Lock(([], 0))
        }

        /// The rules from `start` on that are read, reading more first when `start` is past
        /// them; empty when the list has no rule at `start`. Callers walk the list by asking
        /// again from the returned slice's `endIndex`.
        func rules(from start: Int) -> ArraySlice<Rule> {
            state.withLock { state in
                if start >= state.rules.count, let pending {
                    // A checked file's rules: lint has reported anything unusable in them.
                    while state.rules.count <= start, state.next < pending.elements.count {
                        let end = min(pending.elements.count, state.next + Self.chunk)
                        for element in pending.elements[state.next..<end] {
                            guard let node = try? JSONParser.parse(pending.text, bytes: element.bytes, at: element.location),
                                let rule = Grammar.readRule(node, pool: pending.pool, compileEagerly: false, problem: { _, _ in })
                            else { continue }
                            state.rules.append(rule)
                        }
                        state.next = end
                    }
                }
                return start < state.rules.count ? state.rules[start...] : []
            }
        }

        /// The first rule that satisfies `test`, walking the list in order (reading it as far
        /// as that).
        func first(where test: (Rule) -> Bool) -> Rule? {
            var start = 0
            while true {
                let slice = rules(from: start)
                if slice.isEmpty { return nil }
                if let found = slice.first(where: test) { return found }
                start = slice.endIndex
            }
        }
    }

    /// A form's rules, read with the file, or for a built-in file from its text the first
    /// time a name needs them (each list a chunk at a time, `RuleList`).
    final class Form: Sendable {
        private struct Source: Sendable {
            let text: String
            let member: JSONSkimmer.Member
            let pool: ExpressionPool
        }
        private let source: Source?
        /// The rules, and whether they give every name a form.
        private let state: Lock<Rules?>
        private let everyName = Lock<Bool?>(nil)

        init(_ rules: Rules) {
            source = nil
            state = Lock(rules)
        }

        /// A form of a checked file, read from `text` when first used.
        init(text: String, member: JSONSkimmer.Member, pool: ExpressionPool) {
            source = Source(text: text, member: member, pool: pool)
            state = Lock(nil)
        }

        var rules: Rules {
            state.withLock { state in
                if let state { return state }
                let read = source.map(Self.skim) ?? .plain(RuleList([]))
                state = read
                return read
            }
        }

        /// Whether the rules give every name a form (end in a catch-all no null rule precedes).
        var givesEveryName: Bool {
            if let known = everyName.withLock({ $0 }) { return known }
            let gives = Grammar.givesEveryName(rules)
            everyName.withLock { $0 = gives }
            return gives
        }

        /// A checked file's form: its list, or its lists by class, found in the text (each
        /// rule read when a name reaches it).
        private static func skim(_ source: Source) -> Rules {
            let text = source.text, member = source.member
            func list(_ bytes: Range<Int>, at location: SourceLocation) -> RuleList {
                let elements = (try? JSONSkimmer.elements(of: text, bytes: bytes, at: location)) ?? []
                return RuleList(text: text, elements: elements, pool: source.pool)
            }
            if member.members == nil, text.utf8.dropFirst(member.valueBytes.lowerBound).first == UInt8(ascii: "{") {
                var byClass: [String: RuleList] = [:]
                let classes = (try? JSONSkimmer.members(of: text, bytes: member.valueBytes, at: member.valueLocation)) ?? []
                for entry in classes { byClass[entry.key] = list(entry.valueBytes, at: entry.valueLocation) }
                return .byClass(byClass)
            }
            return .plain(list(member.valueBytes, at: member.valueLocation))
        }
    }

    /// One expression per pattern, for all the forms of a file: rules of several forms often
    /// share one (a first rule that keeps foreign names as they are), and compiling one with
    /// Unicode properties costs a millisecond.
    final class ExpressionPool: Sendable {
        // Keyed by bytes: hashing a String normalizes it first (long non-Latin patterns).
        private let expressions = Lock<[TextKey: LazyExpression]>([:])
        /// The file's named patterns (`"patterns"`), which a rule's `{{name}}` stands for.
        let patterns: [String: String]
        /// The names of the patterns a rule has used, for lint's report of unused ones.
        private let used = Lock<Set<String>>([])

        /// The file's `"nouns"`, read for `{{nouns:class}}` only when a rule names one (most
        /// grammars never do: their first render reads the lexicon once, for `Nouns`).
        private let nouns: JSONNode?
        /// `{{nouns:class}}` texts built so far (built when a rule first names one).
        private let lexiconPatterns = Lock<[String: String]>([:])

        init(patterns: [String: String] = [:], nouns: JSONNode? = nil) {
            self.patterns = patterns
            self.nouns = nouns
        }

        /// The text `{{nouns:class}}` stands for: the class's whole-word lexicon entries as
        /// alternatives (lowercased: rules use them case-insensitively), longest first, each escaped, its spaces any run of white space
        /// (`casa\\s+de|casa|…`) — so a rule that asks whether a name starts with one of the
        /// class's nouns reads them from the lexicon instead of repeating them. Nil for a
        /// class the lexicon does not have.
        private func lexiconPattern(_ nounClass: String) -> String? {
            if let built = lexiconPatterns.withLock({ $0[nounClass] }) { return built }
            guard let entries = nouns?["classes"]?[nounClass]?.array?.compactMap(\.string) else { return nil }
            // In bytes: lowercased by `Nouns.lowercased` (by bytes for Latin-1, most of a
            // lexicon), longest first, escaped — no Unicode tables, string comparisons or
            // per-character strings for a list of a thousand words.
            var words = entries.compactMap { entry -> [UInt8]? in
                entry.utf8.first == UInt8(ascii: "-") ? nil : Array(Nouns.lowercased(entry).utf8)
            }
            words.sort { $0.count > $1.count }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(words.reduce(0) { $0 + $1.count + 2 })
            for word in words {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: "|")) }
                var space = false
                for byte in word {
                    if byte == UInt8(ascii: " ") {
                        if !space { bytes += Array(#"\s+"#.utf8) }
                        space = true
                        continue
                    }
                    space = false
                    if Self.metacharacters.contains(byte) { bytes.append(UInt8(ascii: "\\")) }
                    bytes.append(byte)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            lexiconPatterns.withLock { $0[nounClass] = text }
            return text
        }

        /// The bytes a regular expression reads as operators, escaped in `{{nouns:…}}`.
        private static let metacharacters = Set(#"\^$.|?*+()[]{}"#.utf8)

        /// The longest a rule may be with its patterns inserted, in UTF-8 bytes: a file of a
        /// few kilobytes must not make gigabytes of patterns (a long named pattern inserted
        /// many times); the longest shipped rule is a few kilobytes.
        static let expandedLimit = 65_536

        /// The patterns no rule read so far has used.
        var unusedPatterns: [String] {
            let used = used.withLock { $0 }
            return patterns.keys.filter { !used.contains($0) }.sorted()
        }

        /// `pattern` with each `{{name}}` replaced by the named pattern's text, as written (one
        /// level: a named pattern's own text is not expanded; lint reports one that has a
        /// reference). A `{{` after a backslash is the pattern's own text.
        func expand(_ pattern: String) -> Result<String, PatternReferenceError> {
            // Most rules have no reference: one look for "{{" before copying anything.
            guard pattern.utf8.count > 1, pattern.contains("{{") else { return .success(pattern) }
            let bytes = Array(pattern.utf8)
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var names: Set<String> = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    result += bytes[index...index + 1]
                    index += 2
                    continue
                }
                guard byte == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else {
                    result.append(byte)
                    index += 1
                    continue
                }
                // A reference: `{{`, a name, `}}`.
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let nounClass = name.hasPrefix("nouns:") ? String(name.dropFirst(6)) : nil
                guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "}"),
                    MessageCompiler.isFormName(nounClass ?? name)
                else {
                    return .failure(.malformed(offset: index))
                }
                guard let text = nounClass.map({ lexiconPattern($0) }) ?? patterns[name] else {
                    return .failure(.unknown(name))
                }
                guard result.count + text.utf8.count <= Self.expandedLimit else { return .failure(.tooLong) }
                result += text.utf8
                names.insert(name)
                index = end + 2
            }
            used.withLock { $0.formUnion(names) }
            return .success(String(decoding: result, as: UTF8.self))
        }

        /// Whether `bytes` has an unescaped `{{`.
        static func hasReference(_ bytes: [UInt8]) -> Bool {
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") {
                    return true
                } else {
                    index += 1
                }
            }
            return false
        }

        /// The pattern's expression; ICU's error when `compileEagerly` and it does not compile.
        func expression(for pattern: String, compileEagerly: Bool)
            -> Result<LazyExpression, ICURegularExpression.CompileError>
        {
            let key = TextKey(pattern)
            if let known = expressions.withLock({ $0[key] }) { return .success(known) }
            var compiled: ICURegularExpression?
            if compileEagerly {
                do {
                    compiled = try ICURegularExpression(pattern)
                } catch {
                    return .failure(error)
                }
            }
            return .success(expressions.withLock { expressions in
                if let known = expressions[key] { return known }
                let made = LazyExpression(pattern: pattern, compiled: compiled)
                expressions[key] = made
                return made
            })
        }
    }

    /// Why a rule's `{{name}}` could not be expanded.
    enum PatternReferenceError: Error, CustomStringConvertible {
        /// A name `"patterns"` does not have.
        case unknown(String)
        /// `{{` at a byte offset not followed by a name and `}}`.
        case malformed(offset: Int)
        /// Longer than `ExpressionPool.expandedLimit` with its patterns inserted.
        case tooLong

        var description: String {
            switch self {
            case .unknown(let name):
                "names the pattern {{\(name)}}, which \"patterns\" does not have"
            case .malformed(let offset):
                "has \"{{\" at byte \(offset) that is not {{name}} (a pattern's name: ASCII letters and digits, starting with a letter; write \\{ for a brace)"
            case .tooLong:
                "is longer than \(ExpressionPool.expandedLimit) bytes with its patterns inserted"
            }
        }
    }

    /// The file's named patterns: `"patterns": {"name": "text"}`, each a piece of a regular
    /// expression that rules insert with `{{name}}`.
    static func readPatterns(_ node: JSONNode?, problem: (String, SourceLocation) -> Void) -> [String: String] {
        guard let node else { return [:] }
        guard let members = node.members else {
            problem("\"patterns\" must be an object: a name and the text {{name}} stands for in a rule", node.location)
            return [:]
        }
        var patterns: [String: String] = [:]
        for member in members {
            guard MessageCompiler.isFormName(member.key) else {
                problem("\"\(member.key)\" is not a pattern name (ASCII letters and digits, starting with a letter)", member.keyLocation)
                continue
            }
            guard let text = member.value.string, !text.isEmpty else {
                problem("pattern \"\(member.key)\" must be a string, not empty", member.value.location)
                continue
            }
            guard !ExpressionPool.hasReference(Array(text.utf8)) else {
                problem("pattern \"\(member.key)\" uses {{…}}: a named pattern cannot insert another", member.value.location)
                continue
            }
            guard patterns[member.key] == nil else {
                problem("pattern \"\(member.key)\" is named twice", member.keyLocation)
                continue
            }
            patterns[member.key] = text
        }
        return patterns
    }

    /// A form's rules from its value: a list of `[pattern, replacement]` rules, or an object
    /// of such lists by class. Nil when it is neither (reported).
    static func readForm(_ node: JSONNode, pool: ExpressionPool, compileEagerly: Bool,
        problem: (String, SourceLocation) -> Void) -> Rules?
    {
        guard let classes = node.members else {
            return .plain(RuleList(readRules(node, pool: pool, compileEagerly: compileEagerly, problem: problem)))
        }
        // Rules by the class of the name's head noun.
        var byClass: [String: RuleList] = [:]
        for entry in classes {
            guard entry.value.array != nil else {
                problem("the rules of class \"\(entry.key)\" must be an array of [pattern, replacement]", entry.value.location)
                continue
            }
            byClass[entry.key] = RuleList(readRules(entry.value, pool: pool, compileEagerly: compileEagerly, problem: problem))
        }
        return .byClass(byClass)
    }

    /// A list of `[pattern, replacement]` rules, reporting each that is not one.
    static func readRules(_ list: JSONNode, pool: ExpressionPool, compileEagerly: Bool,
        problem: (String, SourceLocation) -> Void) -> [Rule]
    {
        guard let items = list.array else {
            problem("rules must be an array of [pattern, replacement]", list.location)
            return []
        }
        return items.compactMap { readRule($0, pool: pool, compileEagerly: compileEagerly, problem: problem) }
    }

    /// One `[pattern, replacement]` rule; nil (reported) when it is not one.
    static func readRule(_ rule: JSONNode, pool: ExpressionPool, compileEagerly: Bool,
        problem: (String, SourceLocation) -> Void) -> Rule?
    {
        guard let pair = rule.array, pair.count == 2, let written = pair[0].string, pair[1].string != nil || pair[1].isNull
        else {
            problem("a form rule is [pattern, replacement], two strings (or a null replacement: no form)", rule.location)
            return nil
        }
        let pattern: String
        switch pool.expand(written) {
        case .success(let expanded):
            pattern = expanded
        case .failure(let error):
            problem("\"\(written)\" \(error)", pair[0].location)
            return nil
        }
        switch pool.expression(for: pattern, compileEagerly: compileEagerly) {
        case .success(let expression):
            return Rule(template: pair[1].string, expression: expression)
        case .failure(let error):
            let shown = written == pattern ? "\"\(pattern)\"" : "\"\(written)\" (with its patterns \"\(pattern)\")"
            problem("\(shown) is not a valid regular expression (ICU: \(error))", pair[0].location)
            return nil
        }
    }

    /// Warns of each rule pattern and named pattern that makes ICU close a case-closed set
    /// over case (`FoldedPropertySets`).
    private static func reportFoldedSets(in node: JSONNode, file: String, locale: String, diagnostics: inout [Diagnostic]) {
        func check(_ pattern: JSONNode?) {
            guard let text = pattern?.string, let pattern else { return }
            var sets: [String] = []
            for set in FoldedPropertySets.find(in: text) where !sets.contains(set) { sets.append(set) }
            guard !sets.isEmpty else { return }
            diagnostics.append(Diagnostic(.warning, check: "case-folded-set",
                "\(sets.joined(separator: ", ")) inside a case-insensitive group: ICU closes the set over case when it compiles the rule (slow at a first render) for the same set; write (?-i:…) around it or its [class]",
                file: file, location: pattern.location, locale: locale))
        }
        func checkRules(_ list: JSONNode?) {
            for rule in list?.array ?? [] { check(rule.array?.first) }
        }
        for form in node["forms"]?.members ?? [] {
            if let classes = form.value.members { classes.forEach { checkRules($0.value) } } else { checkRules(form.value) }
        }
        checkRules(node["sounds"])
        for pattern in node["patterns"]?.members ?? [] { check(pattern.value) }
    }

    /// The render path reads contractions through `Joins`, which holds their bytes and lengths.
    ///
    /// A result that ends with the name's start it matched keeps that start in the name (Hebrew
    /// "ל־" + "ו" → "לוו": "לו" before "⟦ויצמן⟧"): the name loses nothing, so its span still
    /// holds the whole name. A start that ends in a space or an apostrophe is an article the
    /// rule takes into the text ("σε " + "το " → "στο ", "a " + "l’" → "all’"), as before.
    /// `result` is the text written before the name.
    struct Contraction: Sendable {
        let text: String
        /// The start of the name the rule applies to.
        let name: String
        /// The text written in place of `text`, before what is left of the name.
        let result: String
        let textUTF8: [UInt8]
        let nameUTF8: [UInt8]
        let textUTF16Count: Int
        /// The UTF-8 bytes and UTF-16 units of the name's start the rule takes from the name.
        let nameCutUTF8Count: Int
        let nameCutUTF16Count: Int
        let resultUTF16Count: Int

        init(text: String, name: String, result: String) {
            self.text = text
            self.name = name
            let keepsName = name.last.map { !$0.isWhitespace && $0 != "’" && $0 != "'" } == true
                && result.utf8.count > name.utf8.count
                && result.utf8.reversed().starts(with: name.utf8.reversed())
            self.result = keepsName ? String(Substring(result.utf8.dropLast(name.utf8.count))) : result
            textUTF8 = Array(text.utf8)
            nameUTF8 = Array(name.utf8)
            textUTF16Count = text.utf16.count
            nameCutUTF8Count = keepsName ? 0 : name.utf8.count
            nameCutUTF16Count = keepsName ? 0 : name.utf16.count
            resultUTF16Count = self.result.utf16.count
        }
    }

    /// Template text that changes before a name starting with certain letters, the name
    /// staying as it is ("de " before "Offenbach" → "d’").
    struct Elision: Sendable {
        let text: String
        let result: String
        /// The first scalars of the names it applies before.
        let initials: Set<Unicode.Scalar>
        let textUTF8: [UInt8]
        let textUTF16Count: Int
        let resultUTF16Count: Int

        init(text: String, result: String, initials: String) {
            self.text = text
            self.result = result
            self.initials = Set(initials.unicodeScalars)
            textUTF8 = Array(text.utf8)
            textUTF16Count = text.utf16.count
            resultUTF16Count = result.utf16.count
        }
    }

    /// Each form's rules, by the form's name.
    var forms: [String: Form] = [:] {
        didSet { formNames = forms.keys.sorted() }
    }
    /// The nouns place names are built on, with their classes (`"nouns"`).
    package var nouns = Nouns()
    /// How names are said where their spelling misleads the form rules (`"sounds"`).
    var sounds: [Rule] = [] {
        didSet { soundList = RuleList(sounds) }
    }
    /// `sounds` as `apply` walks a list.
    private(set) var soundList = RuleList([])
    /// The forms that have rules, in one order: a form's index in it keys the renderer's
    /// cache of names' forms (comparing short ASCII names, not hashing a string per lookup).
    private(set) var formNames: [String] = []
    var contractions: [Contraction] = [] {
        didSet { joins = Joins(contractions: contractions, elisions: elisions) }
    }
    var elisions: [Elision] = [] {
        didSet { joins = Joins(contractions: contractions, elisions: elisions) }
    }
    /// The contractions and elisions indexed for the render path, in one object: a render
    /// that joins a name to its text takes one reference, not a copy of the grammar.
    private(set) var joins = Joins(contractions: [], elisions: [])

    /// Contractions and elisions with what tells at once that none applies.
    final class Joins: Sendable {
        let contractions: [Contraction]
        /// Each contraction's result without its final space, when it ends with one: the
        /// tail a render writes when the space is template text of its own.
        let resultsBeforeSpace: [String?]
        let elisions: [Elision]
        /// The last bytes of the contractions' and elisions' texts: a literal ending otherwise
        /// needs no check.
        let ends: ByteSet
        /// The first bytes of the contractions' name starts: a name starting otherwise can
        /// only meet an elision.
        let starts: ByteSet
        /// The first UTF-8 bytes of the elisions' initials: a name starting otherwise meets
        /// no elision (Thai has one per Thai letter; a Latin name is passed over at once).
        let elisionStarts: ByteSet
        /// The contractions by text, texts in file order, each with its rules in file order:
        /// a join compares the text's last bytes once per distinct text (Greek has 80 rules
        /// and 10 texts), then the name's first bytes once per rule of a text that fits.
        let textGroups: [TextGroup]
        /// Each text group's `tail`, apart: a join reads these plain words, not the groups.
        let groupTails: [ByteWord]
        /// Each text group's first rule index: the groups come in this order, so a join that
        /// found a rule before the next group's first stops there.
        let groupStarts: [Int]

        struct TextGroup: Sendable {
            /// The text's last bytes (`ByteWord.tail`).
            let tail: ByteWord
            /// The text's bytes, compared in full only when longer than a word.
            let textUTF8: [UInt8]
            /// The rules with the text, in file order.
            let rules: [Rule]
        }

        struct Rule: Sendable {
            /// The contraction's index in `contractions`.
            let index: Int
            /// The name's first bytes.
            let nameHead: ByteWord
            /// Whether the name start is longer than a word (then compared in full).
            let nameIsLong: Bool
        }

        init(contractions: [Contraction], elisions: [Elision]) {
            self.contractions = contractions
            resultsBeforeSpace = contractions.map { $0.result.hasSuffix(" ") ? String($0.result.dropLast()) : nil }
            self.elisions = elisions
            ends = ByteSet(contractions.compactMap(\.text.utf8.last) + elisions.compactMap(\.textUTF8.last))
            starts = ByteSet(contractions.compactMap(\.name.utf8.first))
            elisionStarts = ByteSet(elisions.flatMap { $0.initials.compactMap { String($0).utf8.first } })
            var groups: [(text: [UInt8], rules: [Int])] = []
            var groupOfText: [[UInt8]: Int] = [:]
            // A rule with an empty text or name joins nothing (none is read from a file).
            for (index, rule) in contractions.enumerated() where !rule.textUTF8.isEmpty && !rule.nameUTF8.isEmpty {
                if let group = groupOfText[rule.textUTF8] {
                    groups[group].rules.append(index)
                } else {
                    groupOfText[rule.textUTF8] = groups.count
                    groups.append((rule.textUTF8, [index]))
                }
            }
            textGroups = groups.map { group in
                TextGroup(tail: .tail(of: contractions[group.rules[0]].text), textUTF8: group.text,
                    rules: group.rules.map { Rule(index: $0, nameHead: .head(of: contractions[$0].name),
                        nameIsLong: contractions[$0].nameUTF8.count > 8) })
            }
            groupTails = textGroups.map(\.tail)
            groupStarts = textGroups.map { $0.rules.first?.index ?? Int.max }
        }

        var isEmpty: Bool { ends.isEmpty }

        /// Whether some rule may join text to a name starting with this byte.
        @inline(__always)
        func mayJoin(nameStartingWith byte: UInt8) -> Bool {
            starts.contains(byte) || elisionStarts.contains(byte)
        }
    }

    /// The longest name rules are applied to; longer names have no computed forms.
    static let maximumNameLength = 200

    /// The road words a banner may shorten (`"abbreviations"`).
    var abbreviations = Abbreviations()
    /// Whether a name that starts a sentence keeps the case it is written in (`"nameCase":
    /// "asWritten"`: German "dm-drogerie markt betreten", a brand's small letter kept); an
    /// article a form puts before it still takes the capital. By default it takes one.
    var namesKeepCase = false

    var isEmpty: Bool {
        forms.isEmpty && contractions.isEmpty && elisions.isEmpty && abbreviations.isEmpty
            && nouns.isEmpty && sounds.isEmpty && !namesKeepCase
    }

    /// The nouns a locale's place names are built on, each with its class (a gender and
    /// number such as `m`, `f`, `n`, `pl`, or whatever the locale's forms distinguish), from
    /// the grammar's `"nouns"`:
    ///
    /// ```json
    /// "nouns": {"classes": {"m": ["Bahnhof", "-bahnhof", "Dom"], "f": ["Apotheke", "-kirche"], "n": ["Tor", "Museum"]},
    ///           "skip": ["Neue", "Alte"]}
    /// ```
    ///
    /// A name's head is its first word (from the left, one to three words long) that is in
    /// the lexicon, compared without case — or, with `"head": "last"`, the last such word of
    /// the name's first phrase (up to its first word starting with a small letter after a
    /// space, not one after a hyphen: "Kardinal-von-Galen-Ring", "Musik- und Kongresshalle"; a
    /// name with no head in that phrase takes the hyphenated compound it ends in: "Von der
    /// Heydt-Museum"). An entry
    /// starting with `-` is a word ending that heads a compound ("Hauptbahnhof",
    /// "Stadtapotheke"), matched at the end of a word; apostrophes ' and ’ are one letter to
    /// it. Words in `skip` are never a head (an adjective that is also a noun, a town named
    /// like a compound: "Bamberg" for `-berg`), nor, for a `-` entry of `skip`, a word ending
    /// in it that no longer ending of the lexicon heads ("Alligator" for `-ator` where `-tor`
    /// heads "Hasetor"). A name that
    /// starts with an article of its own (`articles`) has no head: it is said as written. A
    /// place of `places` is never a head; a name that is one has none, and a name that starts
    /// with one and a space takes the places' class (a stop named after its town). A word of
    /// `particles` ("von") does not end the first phrase of a name read from its last word.
    /// Reading from the left, a lexicon word right after a word of `complements` ("de",
    /// "da") complements a head the lexicon lacks, and the name has none ("Silva de Radiologia").
    /// Linear in the name's length.
    /// The class each landmark kind stands for, by the kind's position: a render looks one
    /// up for every name that comes with a kind, so by index, not by hashing.
    package struct KindClasses: Sendable {
        private var classes: [String?] = Array(repeating: nil, count: LandmarkKind.Case.allCases.count)

        subscript(kind: LandmarkKind) -> String? {
            get { classes[kind.index] }
            set { classes[kind.index] = newValue }
        }

        /// Adds another table's classes: where both name a kind, this one's (`keepingOwn`) or
        /// the other's.
        mutating func add(_ other: KindClasses, keepingOwn: Bool) {
            for index in classes.indices where other.classes[index] != nil && (!keepingOwn || classes[index] == nil) {
                classes[index] = other.classes[index]
            }
        }
    }

    package struct Nouns: Sendable {
        /// Whole words (one to three, lowercased, joined by one space) and their classes.
        private(set) var words: [String: String] = [:]
        /// Compound endings (lowercased, without the `-`), longest first, and their classes:
        /// nil for an ending of `skip`, whose words are never a head.
        private(set) var endings: [(ending: String, nounClass: String?)] = []
        private(set) var skip: Set<String> = []
        /// Towns and districts (`"places": {"class": "station", "names": [...]}`): never a
        /// head, and a name that starts with one and a space ("Erlangen Paul-Gossen-Straße",
        /// "Neuhausen Rheinfall") is a stop or station named after its place: it takes
        /// `placeClass`, whose rules say which such names take an article.
        private(set) var places: Set<String> = []
        private(set) var placeClass: String?
        /// Small words inside a person's name that do not end a name's first phrase with
        /// `"head": "last"` ("von", "van", "zu": "Carl von Ossietzky Universität").
        private(set) var particles: Set<String> = []
        /// Words that start a name with an article of its own ("Le", "El", "Het").
        private(set) var articles: Set<String> = []
        /// Words that join a complement to a noun ("de", "da", "do"): a lexicon word right
        /// after one complements a head the lexicon does not know ("Silva de Radiologia").
        private(set) var complements: Set<String> = []
        /// The classes the entries name, in file order.
        private(set) var classes: [String] = []
        /// The most words in an entry.
        private var longest = 1
        /// Whether the head is the last lexicon word of the name's first phrase (`"head":
        /// "last"`, German, Dutch, Danish) rather than its first lexicon word.
        private(set) var headIsLast = false
        /// Whether a word that ends in a lexicon word is a compound of it (`"compounds":
        /// true`, Esperanto's "Infanhospitalo", "Kristnaskmerkato"): every word is an
        /// ending, with no `-` entry for each.
        private(set) var compounds = false
        /// The class a landmark kind stands for (`"kinds": {"bar": "m", "pharmacy": "f"}`): a
        /// name whose head the lexicon lacks takes its kind's class, as if the kind's noun
        /// were its head ("ao Giovannetti" for a bar). Names of a known head keep their own;
        /// a name none of the kind class's rules matches gets the `"other"` rules.
        private(set) var kinds = KindClasses()

        var isEmpty: Bool { words.isEmpty && endings.isEmpty }
        package var count: Int { words.count + endings.count { $0.nounClass != nil } }

        init() {}

        init(classes entries: [(nounClass: String, words: [String])], skip: [String], articles: [String],
            complements: [String] = [], headIsLast: Bool = false, compounds: Bool = false,
            kinds: [(kind: String, nounClass: String)] = [], places: [String] = [], placeClass: String? = nil,
            particles: [String] = [])
        {
            self.headIsLast = headIsLast
            self.compounds = compounds
            // A lexicon of thousands is read when a renderer is built: the table is sized
            // once, and each entry is lowercased and split only when it needs to be.
            words.reserveCapacity(entries.reduce(0) { $0 + $1.words.count })
            for (nounClass, list) in entries {
                if !classes.contains(nounClass) { classes.append(nounClass) }
                for entry in list {
                    let (key, count) = Self.key(of: entry)
                    if key.utf8.first == UInt8(ascii: "-") {
                        endings.append((String(key.dropFirst()), nounClass))
                        continue
                    }
                    longest = max(longest, min(count, 3))
                    // The first entry of a word wins: one hash for each entry, two for a repeat.
                    if let first = self.words.updateValue(nounClass, forKey: key) { self.words[key] = first }
                }
            }
            // A `-` entry of `skip` is an ending with no class: its words are never a head.
            var skipWords: [String] = []
            for entry in skip {
                if entry.utf8.first == UInt8(ascii: "-") {
                    endings.append((String(Self.key(of: entry).key.dropFirst()), nil))
                } else {
                    skipWords.append(entry)
                }
            }
            // Longest first, by bytes: O(1) for a native string where `count` walks the
            // graphemes at every comparison. Two endings of one word are suffixes of each other,
            // so any length that grows with the suffix orders them alike.
            endings.sort { $0.ending.utf8.count > $1.ending.utf8.count }
            self.skip = Self.wordSet(skipWords)
            self.places = Self.wordSet(places)
            self.placeClass = placeClass
            if let placeClass, !classes.contains(placeClass) { classes.append(placeClass) }
            self.particles = Self.wordSet(particles)
            self.articles = Self.wordSet(articles)
            self.complements = Self.wordSet(complements)
            for (kind, nounClass) in kinds {
                guard let kind = LandmarkKind(rawValue: kind) else { continue }
                self.kinds[kind] = nounClass
                if !classes.contains(nounClass) { classes.append(nounClass) }
            }
        }

        /// Words as a name's words are compared: keyed as lexicon entries are (`key(of:)`:
        /// lowercased, by bytes for Latin-1, apostrophes written ’).
        private static func wordSet(_ words: [String]) -> Set<String> {
            Set(words.map { key(of: $0).key })
        }

        /// An entry as the table keys it — lowercased as `lowercased(_:)` does, apostrophes
        /// written ’, its words one space apart — and its number of words. Read in one pass
        /// over its bytes, and the entry itself when it is already so, as most of a lexicon is.
        static func key(of entry: String) -> (key: String, words: Int) {
            var entry = entry
            entry.makeContiguousUTF8()  // a no-op for the native strings a lexicon is read into
            // Words one space apart, in ASCII and Latin-1: counted here, and lowercased by
            // bytes when a letter is a capital (most names of a place list are capitalised).
            let scanned = entry.utf8.withContiguousStorageIfAvailable { bytes -> (words: Int, lower: Bool)? in
                var words = 1
                var previous: UInt8 = 0x20
                var afterC3 = false
                var lower = false
                for byte in bytes {
                    defer { previous = byte }
                    if afterC3 {
                        afterC3 = false
                        if byte <= 0x9E, byte != 0x97 { lower = true }  // a Latin-1 capital
                        continue
                    }
                    switch byte {
                    case 0xC3: afterC3 = true
                    case 0x80...: return nil  // beyond Latin-1: String.lowercased() decides
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "'"): lower = true
                    case 0x20:
                        if previous == 0x20 { return nil }
                        words += 1
                    default: break
                    }
                }
                return previous == 0x20 ? nil : (words, lower)  // empty, or a trailing space
            } ?? nil
            if let (words, lower) = scanned {
                guard lower else { return (entry, words) }
                var lowered = lowercased(entry)
                if lowered.utf8.contains(0x27) { lowered = lowered.replacingOccurrences(of: "'", with: "’") }
                return (lowered, words)
            }
            // Apostrophes compared as one: map data writes ' as often as ’.
            var lowered = lowercased(entry)
            if lowered.utf8.contains(0x27) { lowered = lowered.replacingOccurrences(of: "'", with: "’") }
            // Words counted by bytes (a space is one byte); an entry whose words are not one
            // space apart (leading, trailing or repeated spaces) is re-joined.
            // A compound ending (`-…`) is kept as written.
            if lowered.utf8.first == UInt8(ascii: "-") { return (lowered, 1) }
            let split = lowered.utf8.split(separator: 0x20).map { String(Substring($0)) }
            return (split.joined(separator: " "), max(split.count, 1))
        }

        /// `text.lowercased()`, without the Unicode tables when the text is ASCII.
        static func lowercased(_ text: String) -> String {
            // By bytes for ASCII and the Latin-1 letters (U+00C0–U+00DE but ×: C3 80–9E but 97,
            // lowercased by adding 0x20 to the second byte), which Western European lexicons are
            // made of; String.lowercased() for anything else.
            var hasCapital = false
            var afterC3 = false
            for byte in text.utf8 {
                if afterC3 {
                    afterC3 = false
                    if byte <= 0x9E, byte != 0x97 { hasCapital = true }
                    continue
                }
                if byte == 0xC3 {
                    afterC3 = true
                    continue
                }
                if byte >= 0x80 { return text.lowercased() }
                if byte &- UInt8(ascii: "A") < 26 { hasCapital = true }
            }
            guard hasCapital else { return text }
            // Written into the string's own storage: no array between (a place list lowercases thousands).
            return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
                var previous: UInt8 = 0
                var index = 0
                for byte in text.utf8 {
                    if previous == 0xC3 {
                        buffer[index] = byte <= 0x9E && byte != 0x97 ? byte &+ 0x20 : byte
                    } else {
                        buffer[index] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                    }
                    previous = byte
                    index += 1
                }
                return index
            }
        }

        /// Entries of a more general lexicon added where this one has none.
        mutating func inherit(_ general: Nouns) {
            // The first lexicon of a chain is taken whole (not entry by entry).
            if isEmpty, skip.isEmpty, articles.isEmpty, places.isEmpty, particles.isEmpty {
                let own = classes
                let ownKinds = kinds
                self = general
                for nounClass in own where !classes.contains(nounClass) { classes.append(nounClass) }
                kinds.add(ownKinds, keepingOwn: false)
                return
            }
            kinds.add(general.kinds, keepingOwn: true)
            if isEmpty {
                headIsLast = general.headIsLast
                compounds = general.compounds
            }
            // The general table copied whole (its storage, not rehashed) and this one's entries
            // written over it: a variant's few hundred entries hashed, not its parent's thousands.
            var merged = general.words
            for (word, nounClass) in words { merged[word] = nounClass }
            words = merged
            endings += general.endings.filter { ending in !endings.contains { $0.ending == ending.ending } }
            endings.sort { $0.ending.utf8.count > $1.ending.utf8.count }
            skip.formUnion(general.skip)
            places.formUnion(general.places)
            if placeClass == nil { placeClass = general.placeClass }
            particles.formUnion(general.particles)
            articles.formUnion(general.articles)
            complements.formUnion(general.complements)
            for nounClass in general.classes where !classes.contains(nounClass) { classes.append(nounClass) }
            longest = max(longest, general.longest)
        }

        /// The class of a name's head noun, nil when the lexicon has none of its words.
        func nounClass(of name: String) -> String? {
            guard !isEmpty, name.utf8.count <= Grammar.maximumNameLength * 4 else { return nil }
            var lowered = name.lowercased()
            if lowered.utf8.contains(0x27) { lowered = lowered.replacingOccurrences(of: "'", with: "’") }
            // Words split at spaces and hyphens; an apostrophe (l’, d’) stays in its word.
            let words = lowered.split(whereSeparator: Self.separatesWords)
            guard let first = words.first.map(String.init) else { return nil }
            if articles.contains(first) || first.contains("’") && articles.contains(String(first.prefix { $0 != "’" }) + "’") {
                return nil
            }
            // A place written whole ("Titisee-Neustadt") has no head.
            if words.count > 1, !places.isEmpty, places.contains(lowered) { return nil }
            // A stop or station named after its place: the place, a space, and more.
            if let placeClass, words.count > 1, places.contains(first),
                let separator = name.firstIndex(where: Self.separatesWords), name[separator] != "-"
            {
                return placeClass
            }
            // The words in the order the head is looked for: from the left, or from the right
            // of the name's first phrase (the words before the first that starts with a small
            // letter after a space: German "Kaufhaus des Westens", Dutch "Museum van Loon"; a
            // small word inside a hyphenated compound does not end it: "Kardinal-von-Galen-Ring",
            // nor one after a word cut short by a hyphen: "Musik- und Kongresshalle", nor a
            // particle of a person's name: "Carl von Ossietzky Universität").
            var order = Array(words.indices)
            // Whether each word of the first phrase follows a space (or starts the name), not a hyphen.
            var afterSpace: [Bool] = []
            if headIsLast {
                var end = words.count
                var index = 0
                var lastOfWord: Character = " "
                var atWordStart = true
                for character in name {
                    if Self.separatesWords(character) {
                        if !atWordStart { index += 1 }
                        atWordStart = true
                    } else {
                        if atWordStart, index > 0, lastOfWord != "-", character.isLowercase,
                            index >= words.count || !particles.contains(String(words[index]))
                        {
                            end = index
                            break
                        }
                        if atWordStart { afterSpace.append(lastOfWord != "-") }
                        atWordStart = false
                    }
                    if character != " " && character != "\u{00A0}" { lastOfWord = character }
                }
                order = Array((0..<min(end, words.count)).reversed())
                // A name whose first phrase has no head but that ends in a hyphenated compound
                // takes that compound's ("Von der Heydt-Museum" is neuter).
                if end < words.count, let last = name.lastIndex(where: Self.separatesWords), name[last] == "-" {
                    order.append(words.count - 1)
                }
            }
            for index in order {
                let word = String(words[index])
                if skip.contains(word) || !places.isEmpty && places.contains(word) { continue }
                // Reading forward, a lexicon word after "de" is a complement: the head, before
                // it, is not in the lexicon ("Silva de Radiologia" is not feminine).
                if !headIsLast, complements.contains(word), index + 1 < words.count,
                    longestEntry(words, at: index + 1, forward: true) != nil
                {
                    return nil
                }
                if let found = longestEntry(words, at: index, forward: !headIsLast) { return found }
                if let match = ending(of: words[index]) {
                    guard let nounClass = match.nounClass else { continue }  // an ending of `skip`
                    // A compound the lexicon only guesses from its ending, written apart after a
                    // noun of the lexicon, names that noun: "Gedenkstätte Buchenwald" is
                    // feminine, "Hotel Stadtpark" neuter ("Rathaus-Apotheke" is one compound).
                    if headIsLast, index > 0, index < afterSpace.count, afterSpace[index],
                        !skip.contains(String(words[index - 1])),
                        let noun = longestEntry(words, at: index - 1, forward: false) ?? ending(of: words[index - 1])?.nounClass
                    {
                        return noun
                    }
                    return nounClass
                }
                if compounds, let found = compound(word) { return found }
            }
            return nil
        }

        /// The longest ending a word ends in, with its class (nil for an ending of `skip`).
        private func ending(of word: Substring) -> (ending: String, nounClass: String?)? {
            endings.first { word.hasSuffix($0.ending) }
        }

        /// The class of the longest lexicon word of three or more letters that a longer word
        /// ends in; at most one lookup per letter of the word.
        private func compound(_ word: String) -> String? {
            var start = word.index(after: word.startIndex)
            while start < word.endIndex {
                let rest = word[start...]
                guard rest.count >= 3 else { return nil }
                if let found = words[String(rest)] { return found }
                start = word.index(after: start)
            }
            return nil
        }

        /// Whether a character separates a name's words (a space, a hyphen, a no-break space).
        private static func separatesWords(_ character: Character) -> Bool {
            character == " " || character == "-" || character == "\u{00A0}"
        }

        /// The class of the longest entry, of up to `longest` words, that starts at a word
        /// (reading forward) or ends at it (reading backward); nil when none does.
        private func longestEntry(_ words: [Substring], at index: Int, forward: Bool) -> String? {
            var phrase = String(words[index])
            var found = self.words[phrase]
            var other = forward ? index + 1 : index - 1
            while words.indices.contains(other), abs(other - index) < longest {
                phrase = forward ? phrase + " " + words[other] : words[other] + " " + phrase
                if let nounClass = self.words[phrase] { found = nounClass }
                other += forward ? 1 : -1
            }
            return found
        }
    }

    /// The road words a locale's signs and banners shorten, as data (Mapbox's `abbr`):
    /// whole words and word endings, from the grammar's `"abbreviations"`:
    ///
    /// ```json
    /// "abbreviations": {"words": [["Straße", "Str."], ["Platz", "Pl."]], "endings": [["straße", "str."]],
    ///                   "leading": [["Đường", "Đ."]]}
    /// ```
    ///
    /// A word entry matches a whole word (words are separated by spaces and hyphens), as
    /// written or, for an entry starting with a small letter, capitalized ("rue" → "r.",
    /// "Rue" → "R."). A leading entry does so only as a name's first word, where the word
    /// is the road's kind and not part of its name ("Đường Láng" → "Đ. Láng", but "Phố Hàng
    /// Đường" kept). An ending matches the end of a longer word ("Friedrichstraße" →
    /// "Friedrichstr."). A name is looked at word by word: linear in its length.
    struct Abbreviations: Sendable {
        private(set) var words: [String: String] = [:]
        private(set) var leading: [String: String] = [:]
        private(set) var endings: [(ending: String, short: String)] = []
        var isEmpty: Bool { words.isEmpty && leading.isEmpty && endings.isEmpty }

        init() {}

        init(words: [(String, String)], endings: [(String, String)], leading: [(String, String)] = []) {
            /// The entries, each also capitalized when it starts with a small letter.
            func table(_ entries: [(String, String)]) -> [String: String] {
                var table: [String: String] = [:]
                for (word, short) in entries {
                    if table[word] == nil { table[word] = short }
                    if let first = word.first, first.isLowercase {
                        let capitalized = first.uppercased() + word.dropFirst()
                        if table[capitalized] == nil {
                            table[capitalized] = (short.first.map { $0.uppercased() + short.dropFirst() }) ?? short
                        }
                    }
                }
                return table
            }
            self.words = table(words)
            self.leading = table(leading)
            // Longer endings first, so "platz" is not taken for a word ending in "markplatz".
            self.endings = endings.sorted { $0.0.count > $1.0.count }.map { (ending: $0.0, short: $0.1) }
        }

        /// The text with each word the locale shortens shortened, or nil when none is. The
        /// text is copied only when a word is shortened.
        func abbreviate(_ text: String) -> String? {
            guard !isEmpty else { return nil }
            var result = ""
            var copied = text.startIndex
            var isFirst = true
            var start = text.startIndex
            func isSeparator(_ character: Character) -> Bool { character == " " || character == "-" || character == "\u{00A0}" }
            while start < text.endIndex {
                let end = text[start...].firstIndex(where: isSeparator) ?? text.endIndex
                if start < end {
                    let word = String(text[start..<end])
                    var short: String?
                    if let whole = words[word] ?? (isFirst ? leading[word] : nil) {
                        short = whole
                    } else if let match = endings.first(where: { word.hasSuffix($0.ending) }) {
                        short = word.dropLast(match.ending.count) + match.short
                    }
                    if let short {
                        result += text[copied..<start]
                        result += short
                        copied = end
                    }
                    isFirst = false
                }
                start = end < text.endIndex ? text.index(after: end) : end
            }
            guard copied != text.startIndex else { return nil }
            result += text[copied...]
            return result
        }
    }

    /// No rules.
    init() {}

    /// Reads the `"grammar"` object of a localization file, reporting what it cannot use.
    ///
    /// - Parameter compileEagerly: Compile every rule now, reporting those that do not
    ///   compile; otherwise each compiles when first used (for a catalog whose rules lint
    ///   has checked, such as the built-in one).
    package init(_ node: JSONNode?, file: String, locale: String, diagnostics: inout [Diagnostic],
        compileEagerly: Bool = true)
    {
        self.init(node.map { GrammarSource(node: $0) }, file: file, locale: locale, diagnostics: &diagnostics,
            compileEagerly: compileEagerly)
    }

    /// Reads a file's grammar; the forms of an indexed file (`GrammarSource.skimmedForms`)
    /// are read the first time a name needs them.
    init(_ source: GrammarSource?, file: String, locale: String, diagnostics: inout [Diagnostic],
        compileEagerly: Bool = true)
    {
        guard let source else { return }
        let node = source.node
        func problem(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, check: "invalid-grammar", message, file: file, location: location,
                locale: locale))
        }
        guard node.members != nil else {
            problem("\"grammar\" must be an object with \"forms\" and \"contractions\"", at: node.location)
            return
        }
        let pool = ExpressionPool(patterns: Self.readPatterns(node["patterns"], problem: problem), nouns: node["nouns"])
        func rules(_ list: JSONNode) -> [Rule] {
            Self.readRules(list, pool: pool, compileEagerly: compileEagerly, problem: problem)
        }
        // Read into a dictionary and stored once: `forms` derives its sorted names when set.
        var readForms = forms
        for form in node["forms"]?.members ?? [] {
            guard MessageCompiler.isFormName(form.key) else {
                problem("\"\(form.key)\" is not a form name (ASCII letters and digits, starting with a letter)",
                    at: form.keyLocation)
                continue
            }
            if let rules = Self.readForm(form.value, pool: pool, compileEagerly: compileEagerly, problem: problem) {
                readForms[form.key] = Form(rules)
            }
        }
        if let (text, members) = source.skimmedForms {
            for member in members where MessageCompiler.isFormName(member.key) {
                readForms[member.key] = Form(text: text, member: member, pool: pool)
            }
        }
        forms = readForms
        sounds = node["sounds"].map(rules) ?? []
        soundList = RuleList(sounds)  // an initializer sets no observer off
        // Every rule of a file read whole has been read: a pattern none used is a leftover.
        if source.skimmedForms == nil {
            Self.reportFoldedSets(in: node, file: file, locale: locale, diagnostics: &diagnostics)
            for name in pool.unusedPatterns {
                let location = node["patterns"]?.members?.first { $0.key == name }?.keyLocation ?? node.location
                diagnostics.append(Diagnostic(.warning, check: "unused-pattern",
                    "pattern \"\(name)\" is used by no rule", file: file, location: location, locale: locale))
            }
        }
        if let node = node["nouns"] {
            var entries: [(nounClass: String, words: [String])] = []
            func strings(_ node: JSONNode?, what: String) -> [String] {
                guard let node else { return [] }
                guard let array = node.array else {
                    problem("\(what) must be an array of strings", at: node.location)
                    return []
                }
                return array.compactMap { item in
                    guard let text = item.string, !text.isEmpty, text != "-" else {
                        problem("\(what) has a string that is not a word", at: item.location)
                        return nil
                    }
                    return text
                }
            }
            if node.members == nil { problem("\"nouns\" must be an object with \"classes\"", at: node.location) }
            for member in node.members ?? []
            where !["classes", "skip", "articles", "complements", "particles", "head", "compounds", "kinds", "places"].contains(member.key) {
                problem("\"nouns\" has \"classes\", \"skip\", \"articles\", \"complements\", \"particles\", \"head\", \"compounds\", \"kinds\" and \"places\", not \"\(member.key)\"",
                    at: member.keyLocation)
            }
            var kinds: [(kind: String, nounClass: String)] = []
            if let node = node["kinds"] {
                if node.members == nil { problem("\"kinds\" must be an object: a landmark kind and the class it stands for", at: node.location) }
                for member in node.members ?? [] {
                    guard LandmarkKind(rawValue: member.key) != nil else {
                        problem("\"\(member.key)\" is not a landmark kind (\(LandmarkKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                            at: member.keyLocation)
                        continue
                    }
                    guard let nounClass = member.value.string, MessageCompiler.isFormName(nounClass) else {
                        problem("the kind \"\(member.key)\" must name a class (ASCII letters and digits, starting with a letter)",
                            at: member.value.location)
                        continue
                    }
                    kinds.append((member.key, nounClass))
                }
            }
            if let compounds = node["compounds"], compounds.bool == nil {
                problem("\"compounds\" is true or false", at: compounds.location)
            }
            if let head = node["head"], head.string != "first" && head.string != "last" {
                problem("\"head\" is \"first\" or \"last\"", at: head.location)
            }
            if let classes = node["classes"], classes.members == nil {
                problem("\"classes\" must be an object: a class and its nouns", at: classes.location)
            }
            for member in node["classes"]?.members ?? [] {
                guard MessageCompiler.isFormName(member.key) else {
                    problem("\"\(member.key)\" is not a class name (ASCII letters and digits, starting with a letter)",
                        at: member.keyLocation)
                    continue
                }
                entries.append((member.key, strings(member.value, what: "the nouns of class \"\(member.key)\"")))
            }
            var placeClass: String?
            var places: [String] = []
            if let node = node["places"] {
                if node.members == nil { problem("\"places\" must be an object with \"class\" and \"names\"", at: node.location) }
                for member in node.members ?? [] where !["class", "names"].contains(member.key) {
                    problem("\"places\" has \"class\" and \"names\", not \"\(member.key)\"", at: member.keyLocation)
                }
                if let value = node["class"] {
                    if let name = value.string, MessageCompiler.isFormName(name) {
                        placeClass = name
                    } else {
                        problem("the places' \"class\" must name a class (ASCII letters and digits, starting with a letter)", at: value.location)
                    }
                }
                places = strings(node["names"], what: "the places' \"names\"")
            }
            let particles = strings(node["particles"], what: "\"particles\"")
            nouns = Nouns(classes: entries, skip: strings(node["skip"], what: "\"skip\""),
                articles: strings(node["articles"], what: "\"articles\""),
                complements: strings(node["complements"], what: "\"complements\""), headIsLast: node["head"]?.string == "last",
                compounds: node["compounds"]?.bool == true, kinds: kinds, places: places, placeClass: placeClass,
                particles: particles)
        }
        // The forms read now (a checked file's are not): their classes are the lexicon's.
        for member in node["forms"]?.members ?? [] {
            guard case .byClass(let byClass)? = forms[member.key]?.rules else { continue }
            let form = member.key
            for nounClass in byClass.keys where nounClass != "other" && !nouns.classes.contains(nounClass) {
                let location = node["forms"]?[form]?.members?.first { $0.key == nounClass }?.keyLocation ?? node.location
                problem("form \"\(form)\" has rules for class \"\(nounClass)\", which no noun of \"nouns\" has", at: location)
            }
        }
        /// The `[a, b, c]` string triples of a list, the first and `nonEmpty` second or third not empty.
        func triples(_ key: String, nonEmpty: Int, shape: String) -> [(String, String, String)] {
            (node[key]?.array ?? []).compactMap { entry in
                guard let triple = entry.array, triple.count == 3, let a = triple[0].string, let b = triple[1].string,
                    let c = triple[2].string, !a.isEmpty, !(nonEmpty == 1 ? b : c).isEmpty
                else {
                    problem(shape, at: entry.location)
                    return nil
                }
                return (a, b, c)
            }
        }
        contractions = triples("contractions", nonEmpty: 1,
            shape: "a contraction is [text, name start, result], three strings (the first two not empty)")
            .map { Contraction(text: $0.0, name: $0.1, result: $0.2) }
        elisions = triples("elisions", nonEmpty: 2,
            shape: "an elision is [text, result, initial letters], three strings (the first and last not empty)")
            .map { Elision(text: $0.0, result: $0.1, initials: $0.2) }
        if let value = node["nameCase"] {
            switch value.string {
            case "asWritten": namesKeepCase = true
            case "sentence": namesKeepCase = false
            default:
                problem("\"nameCase\" is \"sentence\" (a name that starts a sentence takes a capital) or \"asWritten\" (it keeps its case)",
                    at: value.location)
            }
        }
        if let node = node["abbreviations"] {
            /// The `[text, short]` pairs of a list, both strings and not empty, the text one word.
            func pairs(_ key: String, what: String) -> [(String, String)] {
                (node[key]?.array ?? []).compactMap { entry in
                    guard let pair = entry.array, pair.count == 2, let text = pair[0].string, let short = pair[1].string,
                        !text.isEmpty, !short.isEmpty, !text.contains(where: { $0 == " " || $0 == "-" })
                    else {
                        problem("\(what) is [text, abbreviation], two strings not empty, the text one word", at: entry.location)
                        return nil
                    }
                    return (text, short)
                }
            }
            if node.members == nil {
                problem("\"abbreviations\" must be an object with \"words\" and \"endings\"", at: node.location)
            }
            for member in node.members ?? [] where !["words", "endings", "leading"].contains(member.key) {
                problem("\"abbreviations\" has \"words\", \"leading\" and \"endings\", not \"\(member.key)\"",
                    at: member.keyLocation)
            }
            abbreviations = Abbreviations(words: pairs("words", what: "an abbreviated word"),
                endings: pairs("endings", what: "an abbreviated ending"), leading: pairs("leading", what: "an abbreviated leading word"))
        }
    }

    /// A name in a form: its text, and how many of its first UTF-8 bytes are an article
    /// written before the name's span (the text a class form's replacement starts with:
    /// "der " of "der $0").
    struct Formed: Equatable, Sendable {
        var text: String
        var lead: Int
    }

    /// Takes a more general layer's grammar (a fallback locale's, the source language's) under
    /// this one: this grammar's rules for a form win and its noun entries win, the general
    /// ones add to them; respellings, contractions and elisions add up; abbreviations are the
    /// most specific layer's list, whole.
    mutating func inherit(_ general: Grammar) {
        forms.merge(general.forms) { current, _ in current }
        nouns.inherit(general.nouns)
        sounds += general.sounds
        contractions += general.contractions
        elisions += general.elisions
        if abbreviations.isEmpty { abbreviations = general.abbreviations }
        namesKeepCase = namesKeepCase || general.namesKeepCase
    }

    /// The form of a name by the rules, or nil when no rule matches (or there are none).
    func form(_ form: String, of name: String) -> String? { formed(form, of: name)?.text }

    /// The form of a name by the rules: a class form's rules for the class of the name's head
    /// noun (or, for a name whose head the lexicon lacks, the class its landmark `kind` stands
    /// for; else its `"other"` rules), else the form's rules, matched against the name as
    /// `sounds` respells it when one does (a rule that adds an ending adds it to the name
    /// as written; one that changes the respelled name gives no form). Nil when no rule gives one.
    func formed(_ form: String, of name: String, kind: String?) -> Formed? {
        formed(form, of: name, headClass: kind.flatMap(LandmarkKind.init(rawValue:)).flatMap { nouns.kinds[$0] })
    }

    /// The form of a name by the rules, `headClass` the class its kind stands for (see
    /// `formed(_:of:kind:)`).
    func formed(_ form: String, of name: String, headClass: String? = nil) -> Formed? {
        guard name.utf16.count <= Self.maximumNameLength else { return nil }
        guard let read = forms[form]?.rules else { return nil }
        let rules: RuleList
        switch read {
        case .byClass(let byClass):
            if let nounClass = nouns.nounClass(of: name) {
                guard let rules = byClass[nounClass] ?? byClass["other"] else { return nil }
                return apply(rules, to: name, withLead: true).formed
            }
            // A kind's class stands in for a head the lexicon lacks: its rules first, and the
            // `"other"` rules for a name none of them matches (German "Zum …" inn names,
            // adjective + noun names keep their own rules when a kind comes with them).
            if let headClass, let rules = byClass[headClass] {
                switch apply(rules, to: name, withLead: true) {
                case .formed(let formed): return formed
                case .noForm: return nil
                case .noMatch: break
                }
            }
            guard let rules = byClass["other"] else { return nil }
            return apply(rules, to: name, withLead: true).formed
        case .plain(let plain):
            rules = plain
        }
        guard !sounds.isEmpty, let spoken = apply(soundList, to: name).formed?.text, spoken != name else {
            return apply(rules, to: name).formed
        }
        guard let said = apply(rules, to: spoken).formed, said.text.utf8.starts(with: spoken.utf8) else { return nil }
        return Formed(text: name + String(Substring(said.text.utf8.dropFirst(spoken.utf8.count))), lead: 0)
    }

    /// What a rule list makes of a name: a form, no form (the first rule that matches has no
    /// replacement), or nothing matched.
    private enum Outcome {
        case formed(Formed)
        case noForm
        case noMatch

        var formed: Formed? {
            if case .formed(let formed) = self { formed } else { nil }
        }
    }

    /// The first rule's replacement of its first match in the name; `.noForm` when the first
    /// rule that matches has no replacement, `.noMatch` when none matches.
    private func apply(_ list: RuleList, to name: String, withLead: Bool = false) -> Outcome {
        var units: [UInt16]?
        // `$` also matches before a final line terminator (ICU's: LF, VT, FF, CR, NEL, LS,
        // PS): such a name is checked by every rule.
        let endsPlainly = name.unicodeScalars.last.map {
            switch $0.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: false
            default: true
            }
        } ?? true
        let first = name.unicodeScalars.first?.value
        let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
        // The rules a chunk at a time, as a checked file's list reads them.
        var start = 0
        while true {
            let slice = list.rules(from: start)
            if slice.isEmpty { return .noMatch }
            for rule in slice {
                let filter = rule.expression.filter
                if endsPlainly, !filter.ending.isEmpty {
                    if !filter.endingFoldsCase {
                        if !name.utf8.reversed().starts(with: filter.ending.reversed()) { continue }
                    } else if isASCII, !name.utf8.reversed().lazy.map({ $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 })
                        .starts(with: filter.ending.reversed())
                    {
                        continue
                    }
                }
                // A name that cannot start as the pattern requires: passed over uncompiled (a
                // Czech rule for "…ová" names meets an Arabic or Japanese name).
                if let start = filter.start, let first, !start.contains(where: { $0.contains(first) }) {
                    continue
                }
                // A name without the literal text the pattern needs: passed over uncompiled (a
                // Russian rule for "…ый …ль" meets "Аптека").
                if !filter.fragments.isEmpty, !filter.fragments.allSatisfy({ Self.contains(name, $0) }) {
                    continue
                }
                guard let expression = rule.expression.regex else { continue }
                let text = units ?? Array(name.utf16)
                units = text
                // ICU fails a match only on a pathological pattern (its backtracking stack
                // exhausted): the name then gets no form, so the sentence takes the phrasing that
                // needs none, as for a name no rule matches.
                guard let match = try? expression.firstMatch(inUTF16: text) else { continue }
                // A rule without a replacement: this name has no form, whatever the rules after it say.
                guard let replaced = rule.replacement(for: match, in: name) else {
                    return .noForm
                }
                guard let whole = match[0], let matched = Self.range(whole, in: name) else { continue }
                var result = name
                result.replaceSubrange(matched, with: replaced)
                // The replacement's text before its first group, where the match starts the name.
                var lead = 0
                if withLead, whole.lowerBound == 0, case .text(let text)? = rule.replacement?.first, rule.replacement?.count ?? 0 > 1 {
                    lead = text.utf8.count
                }
                return .formed(Formed(text: result, lead: lead))
            }
            start = slice.endIndex
        }
    }

    /// The scalars a pattern's matches must start with, when the pattern says so plainly:
    /// `^`, then any lookaheads (they consume nothing), then groups that open without an
    /// alternative of their own, then one literal scalar or a bracket class of literal scalars
    /// and ranges (`[A-ZÁČĎ]`), not made optional by `?`, `*` or `{0`. Nil otherwise, and for
    /// any flag (`(?i)`), escape or set operation in what is read: nil is always safe.
    static func requiredStart(of pattern: String) -> [ClosedRange<UInt32>]? {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.first == "^" else { return nil }
        // Flags anywhere could make the match case-insensitive.
        for index in scalars.indices.dropLast(2) where scalars[index] == "(" && scalars[index + 1] == "?" {
            let next = scalars[index + 2]
            if next != ":" && next != "=" && next != "!" && next != "<" { return nil }
        }
        /// The group opening at `start` (a `(`; -1 for the whole pattern), read to its close:
        /// the index after its `)` (nil when it does not close, or the whole pattern's end), and
        /// whether it has a `|` of its own (outside inner groups and classes). An unbalanced `)`
        /// in the whole pattern reads as an alternative: nothing is concluded from it.
        func group(at start: Int) -> (end: Int?, hasAlternation: Bool) {
            var depth = 1
            var index = start + 1
            var inClass = false
            var hasAlternation = false
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if inClass {
                    if scalar == "]" { inClass = false }
                } else if scalar == "[" {
                    inClass = true
                } else if scalar == "(" {
                    depth += 1
                } else if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return start < 0 ? (nil, true) : (index + 1, hasAlternation) }
                } else if scalar == "|", depth == 1 {
                    hasAlternation = true
                }
                index += 1
            }
            return (start < 0 ? scalars.count : nil, hasAlternation)
        }
        // The whole pattern must have no top-level alternative (`^a|b`).
        guard !group(at: -1).hasAlternation else { return nil }
        var index = 1
        var steps = 0
        while index < scalars.count, steps < 64 {
            steps += 1
            guard scalars[index] == "(" else { break }
            let isQuestion = index + 1 < scalars.count && scalars[index + 1] == "?"
            let kind = isQuestion && index + 2 < scalars.count ? scalars[index + 2] : " "
            if isQuestion && (kind == "=" || kind == "!") {
                // A lookahead: skipped, as it consumes nothing.
                guard let after = group(at: index).end else { return nil }
                index = after
                continue
            }
            guard !isQuestion || kind == ":" else { return nil }  // lookbehind, named group: not read
            let read = group(at: index)
            guard let after = read.end, !read.hasAlternation else { return nil }
            // A group that may be skipped (`(…)?`) does not decide the start.
            if after < scalars.count, ["?", "*", "{"].contains(scalars[after]) { return nil }
            index += isQuestion ? 3 : 1
        }
        guard index < scalars.count else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        var next: Int
        if scalars[index] == "[" {
            var position = index + 1
            guard position < scalars.count, scalars[position] != "^" else { return nil }
            while position < scalars.count, scalars[position] != "]" {
                let scalar = scalars[position]
                guard scalar != "\\", scalar != "[", scalar != "&", !(scalar == "-" && position + 1 < scalars.count
                    && scalars[position + 1] == "-")
                else { return nil }
                if position + 2 < scalars.count, scalars[position + 1] == "-", scalars[position + 2] != "]" {
                    let upper = scalars[position + 2]
                    guard upper != "\\", upper != "[", scalar.value <= upper.value else { return nil }
                    ranges.append(scalar.value...upper.value)
                    position += 3
                } else {
                    ranges.append(scalar.value...scalar.value)
                    position += 1
                }
            }
            guard position < scalars.count, !ranges.isEmpty else { return nil }
            next = position + 1
        } else {
            let scalar = scalars[index]
            guard !Self.isMetacharacter(scalar) else { return nil }
            ranges = [scalar.value...scalar.value]
            next = index + 1
        }
        // Optional (`?`, `*`, `{0,…}`): the atom need not be there.
        if next < scalars.count {
            let quantifier = scalars[next]
            if quantifier == "?" || quantifier == "*" { return nil }
            if quantifier == "{", next + 1 < scalars.count, scalars[next + 1] == "0" || scalars[next + 1] == "," { return nil }
        }
        return ranges
    }

    /// Whether a scalar is one of the regular expression syntax characters the pattern
    /// readers stop at (a switch: a set of scalars hashed each one).
    @inline(__always)
    static func isMetacharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}": true
        default: false
        }
    }

    /// Whether a text's UTF-8 has the bytes as a run somewhere.
    static func contains(_ text: String, _ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        var text = text
        text.makeContiguousUTF8()  // a no-op for the native strings names are
        return text.utf8.withContiguousStorageIfAvailable { buffer in
            buffer.count >= bytes.count && (0...(buffer.count - bytes.count)).contains { start in
                buffer[start] == bytes[0] && buffer[start..<(start + bytes.count)].elementsEqual(bytes)
            }
        } ?? false
    }

    /// Literal text a pattern's matches must contain: the runs of literal characters outside
    /// every group, class and lookaround, when the pattern has no alternation at its top and no
    /// flags (`(?i)`) anywhere; a character a quantifier follows is not part of a run. Empty
    /// when the pattern says nothing plainly: empty is always safe.
    static func requiredFragments(of pattern: String) -> [String] {
        let scalars = Array(pattern.unicodeScalars)
        var fragments: [String] = []
        var run = String.UnicodeScalarView()
        func endRun() {
            // One character is worth checking too: the space of `^(?:Am|Im|Zum) .+$` tells
            // every one-word name (most brands) that the rule cannot match.
            if !run.isEmpty { fragments.append(String(run)) }
            run = String.UnicodeScalarView()
        }
        var depth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                endRun()
                // An escape: its letter, and a `\p{…}` body, are not literal text. One that
                // goes on past its letter otherwise (`\u0041`, `\x41`, `\0101`, `\cA`, `\Q…\E`)
                // is not read at all.
                if index + 1 < scalars.count, "uUx0123456789cNQE".unicodeScalars.contains(scalars[index + 1]) { return [] }
                index += 2
                if index < scalars.count, scalars[index] == "{" {
                    while index < scalars.count, scalars[index] != "}" { index += 1 }
                    index += 1
                }
                continue
            case "[":
                endRun()
                // A class, read to its close (nested classes and escapes inside).
                var classDepth = 1
                index += 1
                while index < scalars.count, classDepth > 0 {
                    if scalars[index] == "\\" { index += 2; continue }
                    if scalars[index] == "[" { classDepth += 1 } else if scalars[index] == "]" { classDepth -= 1 }
                    index += 1
                }
                continue
            case "(":
                endRun()
                if index + 2 < scalars.count, scalars[index + 1] == "?" {
                    let kind = scalars[index + 2]
                    if kind != ":" && kind != "=" && kind != "!" && kind != "<" { return [] }  // flags
                }
                depth += 1
            case ")":
                endRun()
                depth -= 1
                if depth < 0 { return [] }
            case "|":
                if depth == 0 { return [] }
                endRun()
            case "?", "*", "{":
                // The character before is optional (or counted): not part of the run.
                if depth == 0, !run.isEmpty {
                    run.removeLast()
                }
                endRun()
                if scalar == "{" {
                    while index < scalars.count, scalars[index] != "}" { index += 1 }
                }
            case "+":
                endRun()
            default:
                if depth == 0, !Self.isMetacharacter(scalar) {
                    run.append(scalar)
                } else {
                    endRun()
                }
            }
            index += 1
        }
        endRun()
        return depth == 0 ? fragments : []
    }

    /// The literal text a pattern's matches must end with, or "" when the pattern does not
    /// say so plainly: it ends in `$` after literal characters, possibly inside groups that
    /// close there, with no alternation (`|`) in those groups or at the top, no lookaround
    /// around the text, and no flags (`(?i)`) anywhere. Conservative: "" is always safe.
    static func requiredEnding(of pattern: String) -> String {
        let scalars = Array(pattern.unicodeScalars)
        func isEscaped(_ index: Int) -> Bool {
            var backslashes = 0
            var position = index - 1
            while position >= 0, scalars[position] == "\\" {
                backslashes += 1
                position -= 1
            }
            return backslashes % 2 == 1
        }
        guard let last = scalars.indices.last, scalars[last] == "$", !isEscaped(last) else { return "" }
        // Groups: where each opens, whether it is a lookaround, whether it has a `|` of its own.
        struct Group {
            var isLookaround: Bool
            var hasAlternation = false
        }
        var open: [Group] = []
        var closed: [(group: Group, at: Int)] = []
        var topAlternation = false
        var classDepth = 0
        var index = 0
        while index < last {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if classDepth > 0 {
                if scalar == "[" { classDepth += 1 } else if scalar == "]" { classDepth -= 1 }
                index += 1
                continue
            }
            switch scalar {
            case "[":
                classDepth = 1
            case "(":
                var isLookaround = false
                if index + 1 < last, scalars[index + 1] == "?" {
                    let next = index + 2 < last ? scalars[index + 2] : " "
                    if next == "=" || next == "!" || next == "<" && index + 3 < last && (scalars[index + 3] == "=" || scalars[index + 3] == "!") {
                        isLookaround = true
                    } else if next != ":" && next != "<" && next != ">" {
                        return ""  // flags such as (?i) change what literal text matches
                    }
                }
                open.append(Group(isLookaround: isLookaround))
            case ")":
                guard let group = open.popLast() else { return "" }
                closed.append((group, index))
            case "|":
                if open.isEmpty { topAlternation = true } else { open[open.count - 1].hasAlternation = true }
            default:
                break
            }
            index += 1
        }
        guard open.isEmpty, classDepth == 0, !topAlternation else { return "" }
        // The groups that close right before `$`, innermost first.
        var position = last - 1
        var closing = closed.count - 1
        while position >= 0, scalars[position] == ")", !isEscaped(position) {
            guard closing >= 0, closed[closing].at == position, !closed[closing].group.isLookaround,
                !closed[closing].group.hasAlternation
            else { return "" }
            closing -= 1
            position -= 1
        }
        var ending: [Unicode.Scalar] = []
        while position >= 0, !Self.isMetacharacter(scalars[position]), !isEscaped(position) {
            // The text of a group's opening (`(?:`, `(?<name>`) is not text a match ends with.
            if position >= 1, scalars[position - 1] == "?", position < 2 || scalars[position - 2] == "(" {
                break
            }
            if scalars[position] == ">", scalars[..<position].lastIndex(of: "<").map({ $0 >= 2
                && scalars[$0 - 1] == "?" && scalars[$0 - 2] == "(" && !scalars[($0 + 1)..<position].contains(where: Self.isMetacharacter) }) == true
            {
                break
            }
            ending.append(scalars[position])
            position -= 1
        }
        // A literal followed by a quantifier was stopped at by the quantifier; one before
        // `{` or `?` is not in `ending`. A character right after `\` was left out above.
        var text = String.UnicodeScalarView()
        text.append(contentsOf: ending.reversed())
        return String(text)
    }

    /// The forms whose rules give every name a form (`Form.givesEveryName`): always known.
    package var alwaysKnownForms: Set<String> {
        Set(forms.compactMap { form, rules in rules.givesEveryName ? form : nil })
    }

    /// Whether a form's rules give every name a form (read now for a checked file's form).
    func isAlwaysKnown(_ form: String) -> Bool { forms[form]?.givesEveryName ?? false }

    /// Whether rules end every name's search with a form: a catch-all (`^.*$`, `.*`, `^`, …)
    /// that a rule without a replacement (no form) does not come before; for a class form,
    /// its "other" rules and each class's.
    static func givesEveryName(_ rules: Rules) -> Bool {
        // Compared as bytes: hashing a long Cyrillic pattern normalizes it first.
        let catchAll: [[UInt8]] = ["^.*$", "^(.*)$", ".*", "(.*)", "^", "$", "", "^[\\s\\S]*$"].map { Array($0.utf8) }
        func alwaysGive(_ list: RuleList) -> Bool {
            // The first rule that ends the search: no form, or a catch-all.
            let ending = list.first { rule in
                let pattern = rule.expression.pattern.utf8
                return rule.replacement == nil || (pattern.count <= 10 && catchAll.contains(where: { pattern.elementsEqual($0) }))
            }
            return ending.map { $0.replacement != nil } ?? false
        }
        switch rules {
        case .plain(let rules): return alwaysGive(rules)
        case .byClass(let byClass): return byClass["other"].map(alwaysGive) == true && byClass.values.allSatisfy(alwaysGive)
        }
    }

    /// Whether the locale declares rules for a form.
    func hasRules(for form: String) -> Bool { formIndex(form) != nil }

    /// The form's index in `formNames`, nil when the locale declares no rules for it.
    @inline(__always)
    func formIndex(_ form: String) -> Int? { formNames.firstIndex(of: form) }
}

/// Up to eight bytes of a text in one word, with how many there are: a text's first bytes
/// (`head`, the first in the low byte) or its last (`tail`, the last in the low byte). A
/// rule's bytes match a text's when the text has at least as many and the words agree on
/// them; a rule longer than a word is then compared in full.
struct ByteWord: Sendable, Equatable {
    var bits: UInt64 = 0
    var count = 0

    /// A text's first bytes.
    @inline(__always)
    static func head(of text: String) -> ByteWord {
        let (bits, count) = UTF8Bytes.head(text)
        return ByteWord(bits: bits, count: count)
    }

    /// A text's last bytes.
    @inline(__always)
    static func tail(of text: String) -> ByteWord {
        let (bits, count) = UTF8Bytes.tail(text)
        return ByteWord(bits: bits, count: count)
    }

    /// The last bytes of `text` followed by `gap`.
    @inline(__always)
    static func tail(of text: String, then gap: String) -> ByteWord {
        guard !gap.isEmpty else { return tail(of: text) }
        let gapTail = tail(of: gap)
        guard gapTail.count < 8 else { return gapTail }
        let textTail = tail(of: text)
        return ByteWord(bits: gapTail.bits | textTail.bits << (8 * UInt64(gapTail.count)),
            count: min(8, gapTail.count + textTail.count))
    }

    /// Whether a text with these bytes has the rule's `pattern` bytes (as far as a word holds them).
    @inline(__always)
    func has(_ pattern: ByteWord) -> Bool {
        guard count >= pattern.count else { return false }
        let mask: UInt64 = pattern.count >= 8 ? ~0 : (1 << (8 * UInt64(pattern.count))) &- 1
        return bits & mask == pattern.bits
    }
}

/// A set of bytes as 256 bits: membership is a bit test, with no hashing (the render path
/// asks it of every name).
struct ByteSet: Sendable {
    private var low: UInt64 = 0
    private var midLow: UInt64 = 0
    private var midHigh: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    var isEmpty: Bool { low | midLow | midHigh | high == 0 }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: low |= bit
        case 1: midLow |= bit
        case 2: midHigh |= bit
        default: high |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word = switch byte >> 6 {
        case 0: low
        case 1: midLow
        case 2: midHigh
        default: high
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }
}
