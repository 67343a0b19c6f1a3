import GuidepostICU
import GuidepostJSON
import Testing
@testable import Guidepost

/// The grammar's rules run on the system ICU's regular expressions (`uregex`), not
/// Foundation's copy: matches, groups and errors as ICU gives them.
@Suite("Regular expressions (system ICU)")
struct RegularExpressionTests {
    @Test("first match and its groups, in UTF-16 units; a group that took no part is nil",
        arguments: [
            (#"^(\p{Lu}\p{L}*)ая (улица)$"#, "Тверская улица", [0..<14, 0..<6, 9..<14] as [Range<Int>?]),
            (#"(a)|(b)"#, "xb", [1..<2, nil, 1..<2]),
            // A scalar outside the BMP counts two units, as the grammar's ranges do.
            (#"😀(\w+)"#, "go 😀park", [3..<9, 5..<9]),
            (#"(?i)oir$"#, "Café Noir", [6..<9]),
        ])
    func groups(pattern: String, text: String, expected: [Range<Int>?]) throws {
        let expression = try ICURegularExpression(pattern)
        #expect(expression.groupCount == expected.count - 1)
        #expect(try expression.firstMatch(inUTF16: Array(text.utf16)) == expected)
    }

    @Test("no match is nil, not an error")
    func noMatch() throws {
        let expression = try ICURegularExpression(#"^\d+$"#)
        #expect(try expression.firstMatch(inUTF16: Array("Gate B12".utf16)) == nil)
        #expect(try expression.firstMatch(inUTF16: []) == nil)
    }

    @Test("a pattern ICU cannot compile says ICU's error and where",
        arguments: [("(oir$", "U_REGEX_MISMATCHED_PAREN"), (#"\p{Nonsense}"#, "U_REGEX_PROPERTY_SYNTAX"), ("a{2,1}", "U_REGEX_MAX_LT_MIN")])
    func compileError(pattern: String, name: String) {
        #expect {
            _ = try ICURegularExpression(pattern)
        } throws: { error in
            guard let error = error as? ICURegularExpression.CompileError else { return false }
            return error.error.name == name && error.description.hasPrefix(name)
        }
    }

    @Test("matches from many threads on one expression each see their own text")
    func concurrentMatches() async throws {
        let expression = try ICURegularExpression(#"^(\p{L}+?)(ka|ok)$"#)
        let names = ["Lavka", "Teremok", "Apteka", "Sklepok", "Baka"]
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<500 {
                        let name = names[(task + round) % names.count]
                        let match = try expression.firstMatch(inUTF16: Array(name.utf16))
                        let units = name.utf16.count
                        guard match?[0] == 0..<units, match?[2] == (units - 2)..<units else { return false }
                    }
                    return true
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }

    @Test("a grammar rule's replacement takes its groups as ICU matched them")
    func grammarRule() {
        var diagnostics: [Diagnostic] = []
        let grammar = Grammar(try? JSONParser.parse(#"{"forms": {"genitive": [["^(\\p{Lu}\\p{L}*)ая улица$", "$1ой улицы"], ["ка$", "ки"]]}}"#),
            file: "ru.json", locale: "ru", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(grammar.form("genitive", of: "Тверская улица") == "Тверской улицы")
        #expect(grammar.form("genitive", of: "Лавка") == "Лавки")
        #expect(grammar.form("genitive", of: "Starbucks") == nil)
    }
}
