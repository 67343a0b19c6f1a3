import Testing
@testable import Guidepost
import GuidepostJSON

/// A grammar's `"patterns"`: a piece of a regular expression named once and inserted into
/// rules with `{{name}}`, so a list that several rules test is written in one place.
@Suite("Named patterns in grammar rules")
struct NamedPatternTests {
    static let text = #"""
        {"locale": "xx", "messages": {}, "grammar": {
          "patterns": {"genitives": "Тукая|Абая", "upper": "[A-ZÄÖÜ]"},
          "forms": {
            "genitive": [["^улица ({{genitives}})$", "улицы $1"], ["^({{genitives}})$", "$1"], ["^({{upper}})(\\p{L}*)a$", "$1$2y"]],
            "braces": [["^\\{\\{(\\p{L}+)\\}\\}$", "<$1>"]],
            "byClass": {"f": [["^(?!{{upper}}{2})", "die $0"]], "other": [["^{{upper}}", "$0"]]}
          },
          "nouns": {"classes": {"f": ["Halle"]}}
        }}
        """#

    @Test("a rule's {{name}} is the named pattern's text, in a file read whole and in a built-in file read when first used")
    func expansion() throws {
        let indexed = try MessageSource.indexing(text: Self.text, file: "xx.json")
        let whole = try Localization.load(text: Self.text, file: "xx.json")
        var diagnostics: [Diagnostic] = []
        let read = Grammar(whole.root["grammar"], file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        let lazy = Grammar(indexed.grammar, file: "xx.json", locale: "xx", diagnostics: &diagnostics, compileEagerly: false)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let cases: [(form: String, name: String, expected: String?)] = [
            ("genitive", "улица Абая", "улицы Абая"),
            ("genitive", "Тукая", "Тукая"),
            ("genitive", "Praha", "Prahy"),
            ("genitive", "Ärztehaus", nil),
            ("genitive", "praha", nil),
            ("braces", "{{upper}}", "<upper>"),
            ("byClass", "Halle", "die Halle"),
            ("byClass", "Rewe", "Rewe"),
        ]
        for (form, name, expected) in cases {
            #expect(read.form(form, of: name) == expected, "\(form) \(name)")
            #expect(lazy.form(form, of: name) == expected, "lazily: \(form) \(name)")
        }
    }

    @Test("{{nouns:class}} is the class's whole-word lexicon entries, escaped, longest first; an unknown class is an error")
    func lexiconReference() throws {
        let text = #"""
            {"locale": "xx", "messages": {}, "grammar": {
              "nouns": {"classes": {"m": ["Campo", "Campo de Golf", "Av.", "-ódromo"], "f": ["Plaza"]}},
              "forms": {"def": {
                "m": [["^(?!(?i:{{nouns:m}}|andador)(?![\\p{L}]))", null], ["^.*$", "el $0"]],
                "f": [["^.*$", "la $0"]]
              }}
            }}
            """#
        let whole = try Localization.load(text: text, file: "xx.json")
        var diagnostics: [Diagnostic] = []
        let read = Grammar(whole.root["grammar"], file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // A name whose class is "m" keeps its article only when it starts with one of the class's nouns.
        #expect(read.form("def", of: "Campo de Golf Norte") == "el Campo de Golf Norte")
        #expect(read.form("def", of: "campo   de golf") == "el campo   de golf")
        #expect(read.form("def", of: "Av. Central Campo") == "el Av. Central Campo")
        #expect(read.form("def", of: "Andador Campo") == "el Andador Campo")
        #expect(read.form("def", of: "Avx Campo") == nil)
        #expect(read.form("def", of: "Autódromo") == nil)

        let bad = #"{"locale": "xx", "messages": {}, "grammar": {"nouns": {"classes": {"m": ["Campo"]}}, "forms": {"f": [["{{nouns:x}}", "$0"]]}}}"#
        let badFile = try Localization.load(text: bad, file: "xx.json")
        var problems: [Diagnostic] = []
        _ = Grammar(badFile.root["grammar"], file: "xx.json", locale: "xx", diagnostics: &problems)
        #expect(problems.contains { $0.message.contains("nouns:x") }, "\(problems)")
    }

    @Test("a reference or a pattern lint cannot use is reported at its place, naming what is wrong", arguments: [
        (#"{"patterns": {"a": "x"}, "forms": {"f": [["^{{b}}$", "$0"], ["{{a}}", "$0"]]}}"#, "invalid-grammar",
         "names the pattern {{b}}, which \"patterns\" does not have", 1, 43),
        (#"{"patterns": {"a": "x"}, "forms": {"f": [["^{{a b}}$", "$0"], ["{{a}}", "$0"]]}}"#, "invalid-grammar",
         "has \"{{\" at byte 1 that is not {{name}}", 1, 43),
        (#"{"patterns": {"a": "x"}, "forms": {"f": [["^{{a", "$0"], ["{{a}}", "$0"]]}}"#, "invalid-grammar",
         "has \"{{\" at byte 1 that is not {{name}}", 1, 43),
        (#"{"patterns": {"a": "x{{a}}"}, "forms": {"f": [["^y$", "$0"]]}}"#, "invalid-grammar",
         "pattern \"a\" uses {{…}}: a named pattern cannot insert another", 1, 20),
        (#"{"patterns": {"a": 1}, "forms": {"f": [["^y$", "$0"]]}}"#, "invalid-grammar",
         "pattern \"a\" must be a string, not empty", 1, 20),
        (#"{"patterns": {"2a": "x"}, "forms": {"f": [["^y$", "$0"]]}}"#, "invalid-grammar",
         "\"2a\" is not a pattern name", 1, 15),
        (#"{"patterns": ["x"], "forms": {"f": [["^y$", "$0"]]}}"#, "invalid-grammar",
         "\"patterns\" must be an object", 1, 14),
        (#"{"patterns": {"a": "x", "b": "y"}, "forms": {"f": [["^{{a}}$", "$0"]]}}"#, "unused-pattern",
         "pattern \"b\" is used by no rule", 1, 25),
        (#"{"forms": {"f": [["^(?i:san\\s+\\p{Alphabetic}+)$", "$0"]]}}"#, "case-folded-set",
         "\\p{Alphabetic} inside a case-insensitive group", 1, 19),
        (#"{"forms": {"f": {"other": [["^(?i)x[\\p{L}\\p{N}]", "$0"]]}}}"#, "case-folded-set",
         "\\p{L}, \\p{N} inside", 1, 29),
        (#"{"patterns": {"a": "(?i:x\\p{Alphabetic})"}, "forms": {"f": [["^{{a}}$", "$0"]]}}"#, "case-folded-set",
         "\\p{Alphabetic} inside", 1, 20),
        (#"{"patterns": {"a": "[x"}, "forms": {"f": [["^{{a}}$", "$0"]]}}"#, "invalid-grammar",
         "\"^{{a}}$\" (with its patterns \"^[x$\") is not a valid regular expression (ICU: U_REGEX_MISSING_CLOSE_BRACKET", 1, 44),
    ])
    func problems(grammar: String, check: String, message: String, line: Int, column: Int) throws {
        var diagnostics: [Diagnostic] = []
        _ = Grammar(try JSONParser.parse(grammar), file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let found = try #require(diagnostics.first)
        #expect(found.check == check)
        #expect(found.message.contains(message), "\(found.message)")
        #expect(found.file == "xx.json" && found.locale == "xx")
        #expect(found.location?.line == line && found.location?.column == column, "\(String(describing: found.location))")
    }

    @Test("a case-closed property is found only where case is folded", arguments: [
        (#"(?i:san\s+\p{Alphabetic}+)"#, [#"\p{Alphabetic}"#]),
        (#"(?i:san\s+(?-i:\p{Alphabetic})+)"#, []),
        (#"(?i:a)\p{Alphabetic}"#, []),
        (#"(?i)a[\p{Alphabetic}\p{N}]"#, [#"\p{Alphabetic}"#, #"\p{N}"#]),
        (#"(?i:\p{Ll}\p{Lu})"#, []),  // folding changes these: not reported
        (#"(?i:x(?:\p{L}))"#, [#"\p{L}"#]),  // a plain group keeps the flag
    ] as [(String, [String])])
    func foldedSets(pattern: String, expected: [String]) {
        #expect(FoldedPropertySets.find(in: pattern) == expected)
    }

    @Test("a rule that inserts a long pattern many times is refused, not expanded without bound")
    func expansionIsBounded() throws {
        let long = String(repeating: "abcdefgh|", count: 1_000) + "x"
        let rule = "^(?:" + String(repeating: "{{long}}|", count: 20) + "y)$"
        var diagnostics: [Diagnostic] = []
        let node = try JSONParser.parse(#"{"patterns": {"long": ""# + long + #""}, "forms": {"f": [[""# + rule + #"", "$0"], ["^{{long}}$", "$0"]]}}"#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.map(\.message) == ["\"\(rule)\" is longer than 65536 bytes with its patterns inserted"])
        #expect(grammar.form("f", of: "x") == "x")
    }

    @Test("one named pattern serves the rules of several forms")
    func sharedExpressions() throws {
        var diagnostics: [Diagnostic] = []
        let node = try JSONParser.parse(#"""
            {"patterns": {"latin": "^[\\p{Latin} ]+$"},
             "forms": {"a": [["{{latin}}", "$0"]], "b": [["{{latin}}", "($0)"]]}}
            """#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(grammar.form("a", of: "Gare de Lyon") == "Gare de Lyon")
        #expect(grammar.form("b", of: "Gare de Lyon") == "(Gare de Lyon)")
        #expect(grammar.form("b", of: "東口") == nil)
    }
}
