import Synchronization
import Foundation

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
/// for names without it is used. A contraction `[text, name, result]` applies where
/// template text ending in `text` is followed by a name starting with `name`: both are
/// replaced by `result` ("à " + "Le Bon Marché" → "au " + "Bon Marché"). An elision
/// `[text, result, initials]` replaces template text ending in `text` by `result` where the
/// name after it starts with one of the `initials`, the name unchanged ("de " + "Offenbach"
/// → "d’" + "Offenbach": `["de ", "d’", "AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô"]`).
package struct Grammar: Sendable {
    struct Rule: Sendable {
        let pattern: String
        let template: String
        let expression: LazyExpression
    }

    /// A rule's regular expression, compiled when first used (or at once, to report a bad
    /// one): compiling hundreds of rules with Unicode properties took a case-rich locale's
    /// first render from 2 ms to 50.
    final class LazyExpression: @unchecked Sendable {
        // NSRegularExpression is immutable once made, and matching with it is thread-safe;
        // the lock guards only the compilation.
        private enum State {
            case pending
            case ready(NSRegularExpression)
            case invalid
        }
        private let pattern: String
        private let state: Mutex<State>

        init(pattern: String, compiled: NSRegularExpression?) {
            self.pattern = pattern
            state = Mutex(compiled.map { .ready($0) } ?? .pending)
        }

        /// The expression; nil when the pattern does not compile (a checked catalog has none).
        var regex: NSRegularExpression? {
            state.withLock { state in
                switch state {
                case .ready(let expression):
                    return expression
                case .invalid:
                    return nil
                case .pending:
                    guard let expression = try? NSRegularExpression(pattern: pattern) else {
                        state = .invalid
                        return nil
                    }
                    state = .ready(expression)
                    return expression
                }
            }
        }
    }

    struct Contraction: Sendable {
        let text: String
        let name: String
        let result: String
        /// The UTF-8 of `text` and `name`, compared on the render path without String indexing.
        let textUTF8: [UInt8]
        let nameUTF8: [UInt8]

        init(text: String, name: String, result: String) {
            self.text = text
            self.name = name
            self.result = result
            textUTF8 = Array(text.utf8)
            nameUTF8 = Array(name.utf8)
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

        init(text: String, result: String, initials: String) {
            self.text = text
            self.result = result
            self.initials = Set(initials.unicodeScalars)
            textUTF8 = Array(text.utf8)
        }
    }

    var forms: [String: [Rule]] = [:]
    var contractions: [Contraction] = [] {
        didSet { updateEnds() }
    }
    var elisions: [Elision] = [] {
        didSet { updateEnds() }
    }
    /// The last bytes of the contractions' and elisions' texts: a literal ending otherwise
    /// needs no check.
    private(set) var contractionEnds: Set<UInt8> = []
    /// The contractions by the last byte of their text and the first byte of the name start,
    /// in file order: the few a given text and name can match (a locale may have forty).
    private(set) var contractionCandidates: [UInt16: [Int]] = [:]

    private mutating func updateEnds() {
        contractionEnds = Set(contractions.compactMap(\.textUTF8.last) + elisions.compactMap(\.textUTF8.last))
        contractionCandidates = [:]
        for (index, contraction) in contractions.enumerated() {
            guard let last = contraction.textUTF8.last, let first = contraction.nameUTF8.first else { continue }
            contractionCandidates[Self.candidateKey(last: last, first: first), default: []].append(index)
        }
    }

    static func candidateKey(last: UInt8, first: UInt8) -> UInt16 { UInt16(last) << 8 | UInt16(first) }

    /// The longest name rules are applied to; longer names have no computed forms.
    static let maximumNameLength = 200

    var isEmpty: Bool { forms.isEmpty && contractions.isEmpty && elisions.isEmpty }

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
        guard let node else { return }
        func problem(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, check: "invalid-grammar", message, file: file, location: location,
                locale: locale))
        }
        guard node.members != nil else {
            problem("\"grammar\" must be an object with \"forms\" and \"contractions\"", at: node.location)
            return
        }
        for form in node["forms"]?.members ?? [] {
            guard MessageCompiler.isFormName(form.key) else {
                problem("\"\(form.key)\" is not a form name (ASCII letters and digits, starting with a letter)",
                    at: form.keyLocation)
                continue
            }
            var rules: [Rule] = []
            for rule in form.value.array ?? [] {
                guard let pair = rule.array, pair.count == 2, let pattern = pair[0].string, let template = pair[1].string
                else {
                    problem("a form rule is [pattern, replacement], two strings", at: rule.location)
                    continue
                }
                guard compileEagerly else {
                    rules.append(Rule(pattern: pattern, template: template,
                        expression: LazyExpression(pattern: pattern, compiled: nil)))
                    continue
                }
                do {
                    let compiled = try NSRegularExpression(pattern: pattern)
                    rules.append(Rule(pattern: pattern, template: template,
                        expression: LazyExpression(pattern: pattern, compiled: compiled)))
                } catch {
                    problem("\"\(pattern)\" is not a valid regular expression", at: pair[0].location)
                }
            }
            forms[form.key] = rules
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
    }

    /// The form of a name by the rules, or nil when no rule matches (or there are none).
    func form(_ form: String, of name: String) -> String? {
        guard let rules = forms[form], name.utf16.count <= Self.maximumNameLength else { return nil }
        let range = NSRange(location: 0, length: name.utf16.count)
        for rule in rules {
            guard let expression = rule.expression.regex, let match = expression.firstMatch(in: name, range: range) else {
                continue
            }
            let replaced = expression.replacementString(for: match, in: name, offset: 0, template: rule.template)
            guard let matched = Range(match.range, in: name) else { continue }
            var result = name
            result.replaceSubrange(matched, with: replaced)
            return result
        }
        return nil
    }

    /// The forms with a rule that matches every name (`^.*$`, `.*`, `^`, …), so that a form
    /// is always known.
    package var alwaysKnownForms: Set<String> {
        // Compared as bytes: hashing a long Cyrillic pattern normalizes it first.
        let catchAll: [[UInt8]] = ["^.*$", "^(.*)$", ".*", "(.*)", "^", "$", "", "^[\\s\\S]*$"].map { Array($0.utf8) }
        return Set(forms.compactMap { form, rules in
            rules.contains { rule in rule.pattern.utf8.count <= 10 && catchAll.contains { rule.pattern.utf8.elementsEqual($0) } }
                ? form : nil
        })
    }

    /// Whether the locale declares rules for a form.
    func hasRules(for form: String) -> Bool { forms[form] != nil }
}
