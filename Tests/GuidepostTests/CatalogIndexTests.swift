import Foundation
import Testing
@testable import Guidepost

/// Reading a built-in localization by index (its messages found, not read) and the rules
/// of a grammar: what each name-form rule requires of a name before it is run, and how its
/// replacement is read.
@Suite("Catalog index and grammar rules")
struct CatalogIndexTests {
    @Test("members are found with their positions; values are stepped over, not read")
    func skim() throws {
        let text = """
            {"locale": "xx",
              "messages": {
                "a": "x ] } \\" {",
                "b": {"select": "$0", "left": "[", "other": null},
                "c": ""
              }
            }
            """
        let top = try JSONSkimmer.members(of: text)
        #expect(top.map(\.key) == ["locale", "messages"])
        let messages = try #require(top.last)
        #expect(messages.valueLocation == SourceLocation(line: 2, column: 15))
        let inner = try JSONSkimmer.members(of: text, bytes: messages.valueBytes, at: messages.valueLocation)
        #expect(inner.map(\.key) == ["a", "b", "c"])
        #expect(inner.map(\.keyLocation) == [SourceLocation(line: 3, column: 5), SourceLocation(line: 4, column: 5),
            SourceLocation(line: 5, column: 5)])
        #expect(inner.map(\.mayBeSlotToFill) == [false, true, true])
        // A value read later has the positions it has in the whole text.
        let b = try JSONParser.parse(text, bytes: inner[1].valueBytes, at: inner[1].valueLocation)
        #expect(b["left"]?.string == "[")
        #expect(b["left"]?.location == SourceLocation(line: 4, column: 35))
        let a = try JSONParser.parse(text, bytes: inner[0].valueBytes, at: inner[0].valueLocation)
        #expect(a.string == "x ] } \" {")
    }

    @Test("a malformed object is an error at its position", arguments: [
        (#"{"a": [1, 2}"#, 1, 12),
        (#"{"a": 1, "a": 2}"#, 1, 10),
        (#"{"a": "open"#, 1, 12),
        (#"{"a": 1} x"#, 1, 10),
        ("{\"a\":\n  ]}", 2, 3),
    ])
    func malformed(text: String, line: Int, column: Int) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONSkimmer.members(of: text) }
        #expect(error?.location == SourceLocation(line: line, column: column))
    }

    @Test("a built-in file is indexed: slots to fill do not count, and a message is read when asked for")
    func index() throws {
        let text = #"{"locale": "xx", "messages": {"turn": "$0 in $1", "straight": null, "arrive": {"select": "$0", "other": ""}}}"#
        let source = try MessageSource.indexing(text: text, file: "xx.json")
        #expect(source.locale == "xx" && source.isChecked)
        #expect(source.has("turn") && !source.has("straight") && !source.has("arrive"))
        guard case .success(let member)? = source.entry("turn") else {
            Issue.record("no entry")
            return
        }
        #expect(member.value.string == "$0 in $1")
    }

    @Test("the text a rule's matches must end with, or none when the pattern does not say so plainly", arguments: [
        ("^(.*)([Ll])inja$", "inja"),
        ("(.*ee)$", "ee"),
        ("^(?:a|b)c$", "c"),
        ("(?<!ne)n$", "n"),
        ("a\\sb$", "b"),
        ("\\.com$", "com"),
        ("^(.+)ová ulice$", "ová ulice"),
        ("^a|bc$", ""),
        ("^(a|bc)$", ""),
        ("(?i)abc$", ""),
        ("(?i:x)abc$", ""),
        ("abc\\$", ""),
        ("ab*$", ""),
        ("ab{2}$", ""),
        ("x(?=abc)$", ""),
        ("[abc]$", ""),
        ("^.*$", ""),
        ("a\\$", ""),
        ("a\\\\$", ""),
        ("abc", ""),
        // The opening of the group the text is in is not text (a group's "?:" was once read as such).
        ("^(?:Side)$", "Side"),
        ("(?:x|y)(?:abc)$", "abc"),
        ("^(?<n>ab)$", "ab"),
        ("a?:$", ":"),
    ])
    func requiredEnding(pattern: String, ending: String) {
        #expect(Grammar.requiredEnding(of: pattern) == ending)
    }

    @Test("the scalars a rule's matches must start with, or none when the pattern does not say so plainly", arguments: [
        ("^(?!(?:Na|V)\\s)([A-ZÁČ][a-z]*)á$", "A-Z Á Č"),
        ("^Kx", "K"),
        ("^(?:(K))+a", "K"),
        ("^[a-c]+", "a-c"),
        ("^(?=ab)[ab]", "a b"),
        ("^(a|b)c", nil),
        ("^a|b", nil),
        ("^[A-Z]?b", nil),
        ("^[A-Z]*b", nil),
        ("^[A-Z]{0,2}b", nil),
        ("^(ab)?c", nil),
        ("^[^a]", nil),
        ("^[\\p{Latin}]", nil),
        ("^[a-z--[q]]", nil),
        ("^\\w", nil),
        ("^.*", nil),
        ("(?i)^abc", nil),
        ("^(?i:a)", nil),
        ("^(?<=x)a", nil),
        ("abc", nil),
    ] as [(String, String?)])
    func requiredStart(pattern: String, start: String?) {
        let ranges = Grammar.requiredStart(of: pattern)
        let written = ranges.map { ranges in
            ranges.map { range in
                let lower = String(Character(Unicode.Scalar(range.lowerBound) ?? "?"))
                return range.count == 1 ? lower : lower + "-" + String(Character(Unicode.Scalar(range.upperBound) ?? "?"))
            }.joined(separator: " ")
        }
        #expect(written == start)
    }

    @Test("the literal text a pattern needs, read only where the pattern says so plainly", arguments: [
        ("^(\\p{L}+)ый ([Кк]рем)ль( .*)?$", ["ый ", "ль"]),
        ("^Rue (.+)$", ["Rue "]),
        ("^(.*)straße$", ["straße"]),
        ("abc?d", ["ab", "d"]),
        ("ab+c", ["ab", "c"]),
        // One character after a group is required text too: one-word names never match.
        ("^(?:Am|Im|Zum) .+$", [" "]),
        ("^\\p{Lu}\\S*(?: [\\p{Lu}(]\\S*)* \\S*(?:bahnhof|Hbf)$", [" "]),
        ("^(?:ab)? c", [" c"]),
        ("^(?i)rue (.+)$", []),
        ("^a(?i:b)cd$", []),
        ("rue|avenue", []),
        ("^[Рр]ынок (.+)$", ["ынок "]),
        ("^\\u0041bc$", []),
        ("^\\Q(ab)\\E$", []),
        ("^(?=.*ab)cd(?!ef)gh$", ["cd", "gh"]),
        ("^x{2}yz$", ["yz"]),
        ("^\\p{Lu}\\p{Ll}+ ka$", [" ka"]),
    ] as [(String, [String])])
    func requiredFragments(pattern: String, fragments: [String]) {
        #expect(Grammar.requiredFragments(of: pattern) == fragments)
    }

    @Test("a case-insensitive pattern's ending is read lowercased, and only plain ASCII", arguments: [
        ("(?i)oir$", "oir"),
        ("(?i)(?<!(?-i:\\p{L}))(s|zir)aat$", "aat"),
        ("(?i)EAUX?$", ""),
        ("(?i)Café$", ""),
        ("(?i:x)abc$", ""),
        ("(?i)a|bc$", ""),
        ("oir$", ""),
        ("(?i)\\(oir$", ""),
    ])
    func caseFoldedEnding(pattern: String, ending: String) {
        #expect(Grammar.LazyExpression.caseFoldedEnding(of: pattern) == Array(ending.utf8))
    }

    @Test("the filters never pass over a rule that matches: every built-in rule against names of many shapes")
    func filtersNeverSkipAMatch() throws {
        let names = ["Starbucks", "STARBUCKS", "Café Noir", "CAFÉ NOIR", "Bordeaux", "BORDEAUX", "Shake Shack", "Kızkalesi",
            "Joe & The Juice", "Tea Leaf", "Rue de la Paix", "Hauptbahnhof", "Аптека", "Ресторан-бар", "Praha", "Empik",
            "Gare de Lyon", "Kraków Główny", "Öresund", "İstiklal", "Palace", "KELVIN", "Kelvin", "straße", "\u{212A}oir", "Noi\u{212A}"]
        for entry in EmbeddedCatalogs.localizations {
            let whole = try Localization.load(text: entry.text, file: entry.file)
            guard let grammar = whole.root["grammar"] else { continue }
            var patterns: [String] = []
            func collect(_ node: JSONNode) {
                for rule in node.array ?? [] {
                    if let pattern = rule.array?.first?.string { patterns.append(pattern) }
                }
                for member in node.members ?? [] { collect(member.value) }
            }
            for member in grammar.members ?? [] where member.key == "forms" || member.key == "sounds" { collect(member.value) }
            // As the grammar reads them: each `{{name}}` the file's named pattern, `{{nouns:c}}` its lexicon's words.
            let pool = Grammar.ExpressionPool(patterns: Grammar.readPatterns(grammar["patterns"], problem: { _, _ in }),
                nouns: grammar["nouns"])
            for written in patterns {
                let pattern = try pool.expand(written).get()
                let expression = try ICURegularExpression(pattern)
                let lazy = Grammar.LazyExpression(pattern: pattern, compiled: nil)
                let filter = lazy.filter
                guard !filter.ending.isEmpty else { continue }
                for name in names where try expression.firstMatch(inUTF16: Array(name.utf16)) != nil {
                    let tail = name.utf8.reversed().map { filter.endingFoldsCase && $0 &- 65 < 26 ? $0 | 0x20 : $0 }
                    let passes = filter.endingFoldsCase && !name.utf8.allSatisfy { $0 < 0x80 }
                        || tail.starts(with: filter.ending.reversed())
                    #expect(passes, "\(entry.file): \(pattern) matches \(name) but its filter would pass it over")
                }
            }
        }
    }

    @Test("a rule whose required start a name lacks is passed over: the name gets no form from it, and others still apply")
    func requiredStartSkips() throws {
        var diagnostics: [Diagnostic] = []
        let node = try JSONParser.parse(#"{"forms": {"test": [["^([A-Z][a-z]+)a$", "$1y"], ["^(.*)$", "[$1]"]]}}"#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(grammar.form("test", of: "Praha") == "Prahy")
        #expect(grammar.form("test", of: "مقهى") == "[مقهى]")
        #expect(grammar.form("test", of: "praha") == "[praha]")
    }

    @Test("a rule's replacement is read by Unicode scalars: a group then a combining sign", arguments: [
        ("^.*$", "$0ের", "ঢাকা", "ঢাকাের"),
        ("^(.*)a$", "$1$10", "Turku", nil),
        ("^(.*)u$", "$10", "Turku", "Turk0"),
        ("^(.*)$", "\\$1 $1", "Oulu", "$1 Oulu"),
        ("^(.*)$", "$0", "Starbucks", "Starbucks"),
        ("^(Ka)(.*)$", "$2$1", "Kallio", "llioKa"),
    ])
    func replacement(pattern: String, template: String, name: String, expected: String?) {
        var diagnostics: [Diagnostic] = []
        let node = try? JSONParser.parse(#"{"forms": {"test": [[""# + Self.quoted(pattern) + #"", ""# + Self.quoted(template) + #""]]}}"#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(grammar.form("test", of: name) == expected)
    }

    @Test("a built-in file's forms, read when a name first needs them, give what the file read whole gives",
        arguments: EmbeddedCatalogs.localizations.map(\.file))
    func lazyFormsMatchReadForms(file: String) throws {
        let text = try #require(EmbeddedCatalogs.localizations.first { $0.file == file }?.text)
        let indexed = try MessageSource.indexing(text: text, file: file)
        let whole = try Localization.load(text: text, file: file)
        var diagnostics: [Diagnostic] = []
        let lazy = Grammar(indexed.grammar, file: file, locale: indexed.locale, diagnostics: &diagnostics, compileEagerly: false)
        let read = Grammar(whole.root["grammar"], file: file, locale: whole.locale, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(lazy.formNames == read.formNames)
        // Names of many shapes and scripts: articles, declension, harmony, foreign names.
        let names = ["Hauptbahnhof", "Stadtapotheke", "Gare de Lyon", "Musée du Louvre", "Estación de Atocha",
            "Piazza del Duomo", "Rijksmuseum", "Аптека", "Красная площадь", "Пассаж", "Dworzec Centralny", "Empik",
            "Národní muzeum", "Albert", "Kollárovo námestie", "Prešernov trg", "Café Noir", "Beyoğlu", "Kızılay",
            "Starbucks", "IKEA", "McDonald's", "Level 2", "G", "B1", "Главна улица", "Мостът на влюбените",
            "Foz do Douro", "Stueetage", "東口", "مقهى النخيل", "Αγορά", "Corridor C", ""]
        for form in read.formNames {
            #expect(lazy.isAlwaysKnown(form) == read.alwaysKnownForms.contains(form), "\(file) \(form)")
            for name in names {
                #expect(lazy.formed(form, of: name) == read.formed(form, of: name), "\(file) \(form) \(name)")
            }
        }
    }

    @Test("a checked file's long rule lists, read a chunk at a time as names reach them, give what the list read whole gives")
    func chunkedRuleLists() async throws {
        // 90 rules (several chunks): endings -a0 … -a89, a no-form rule at 70, a catch-all
        // last; and a class form whose "other" list is as long.
        var rules: [String] = []
        for index in 0..<90 {
            if index == 70 {
                rules.append(#"["^Stop", null]"#)
            } else if index == 89 {
                rules.append(#"["^.*$", "($0)"]"#)
            } else {
                rules.append(#"["a\#(index)$", "b\#(index)"]"#)
            }
        }
        let list = "[\n    " + rules.joined(separator: ",\n    ") + "\n]"
        let text = #"{"locale": "xx", "messages": {}, "grammar": {"nouns": {"classes": {"f": ["Halle"]}}, "forms": {"plain": "#
            + list + #", "byClass": {"f": [["^.*$", "die $0"]], "other": "# + list + "}}}}"
        let indexed = try MessageSource.indexing(text: text, file: "xx.json")
        let whole = try Localization.load(text: text, file: "xx.json")
        var diagnostics: [Diagnostic] = []
        let lazy = Grammar(indexed.grammar, file: "xx.json", locale: "xx", diagnostics: &diagnostics, compileEagerly: false)
        let read = Grammar(whole.root["grammar"], file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let names = ["Xa0", "Xa23", "Xa24", "Xa25", "Xa47", "Xa48", "Xa69", "Stopa71", "Xa71", "Xa88", "Halle", "Nothing", ""]
        #expect(read.form("plain", of: "Xa25") == "Xb25")
        #expect(read.form("plain", of: "Stopa71") == nil)
        #expect(read.form("plain", of: "Nothing") == "(Nothing)")
        #expect(read.form("byClass", of: "Halle") == "die Halle")
        // Many threads reach into the same lists at once, each from the start.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<6 {
                group.addTask {
                    for round in 0..<40 {
                        for form in ["plain", "byClass"] {
                            let name = names[(task * 7 + round) % names.count]
                            if lazy.form(form, of: name) != read.form(form, of: name) { return false }
                        }
                    }
                    return true
                }
            }
            for try await same in group { #expect(same) }
        }
        for form in ["plain", "byClass"] {
            #expect(lazy.isAlwaysKnown(form) == read.isAlwaysKnown(form))
            for name in names { #expect(lazy.form(form, of: name) == read.form(form, of: name), "\(form) \(name)") }
        }
    }

    @Test("rules that share a pattern share one expression, and a rule passed over by its ending is never compiled")
    func shared() throws {
        var diagnostics: [Diagnostic] = []
        let node = try JSONParser.parse(#"""
            {"forms": {
              "genitive": [["[\\p{Latin}]+$", "$0"], ["ка$", "ки"]],
              "dative": [["[\\p{Latin}]+$", "$0"], ["ка$", "це"], ["(unclosed$", "x"]]
            }}
            """#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics, compileEagerly: false)
        guard case .plain(let genitive)? = grammar.forms["genitive"]?.rules,
            case .plain(let dative)? = grammar.forms["dative"]?.rules
        else {
            Issue.record("the forms are lists of rules")
            return
        }
        #expect(genitive.rules(from: 0).first?.expression === dative.rules(from: 0).first?.expression)
        // "Аптека" ends in "ка": the second rule gives the form; the invalid third is never reached.
        #expect(grammar.form("dative", of: "Аптека") == "Аптеце")
        // "Мост" ends otherwise: the rules ending in "ka" are passed over and the invalid one
        // (which lint reports) finds nothing.
        #expect(grammar.form("genitive", of: "Мост") == nil)
        #expect(grammar.form("dative", of: "Мост") == nil)
        // `$` matches before a final line terminator, so the ending is not required there.
        for terminator in ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(grammar.form("genitive", of: "Аптека" + terminator) == "Аптеки" + terminator)
        }
    }

    @Test("a rule with a null replacement gives the names it matches no form, and stops the rules after it")
    func noFormRule() throws {
        var diagnostics: [Diagnostic] = []
        let node = try JSONParser.parse(#"""
            {"forms": {
              "genitive": [["^(?=.*[qwx])", null], ["ка$", "ки"], ["^.*$", "$0"]],
              "dative": [["^.*$", "$0"], ["^(?=.*[qwx])", null]],
              "broken": [["ка$", 3]]
            }}
            """#)
        let grammar = Grammar(node, file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(grammar.form("genitive", of: "Аптека") == "Аптеки")
        #expect(grammar.form("genitive", of: "Мост") == "Мост")
        // Matched by the rule without a replacement: no form, although a later rule catches all.
        #expect(grammar.form("genitive", of: "Xenia Square") == nil)
        #expect(grammar.form("dative", of: "Xenia Square") == "Xenia Square")
        // A catch-all makes a form always known only when no such rule comes before it.
        #expect(grammar.alwaysKnownForms == ["dative"])
        #expect(diagnostics.map(\.check) == ["invalid-grammar"])
    }

    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// The index the embedder writes beside each built-in file (`JSONSkimmer.encode`): what a
/// first renderer reads instead of skimming the file.
@Suite("Embedded file index")
struct EmbeddedIndexTests {
    @Test("each built-in file's index is what skimming the file finds", arguments: EmbeddedCatalogs.localizations.map(\.file))
    func indexMatchesSkim(file: String) throws {
        let entry = try #require(EmbeddedCatalogs.localizations.first { $0.file == file })
        let index = try #require(entry.index, "the embedder wrote no index for \(file)")
        let skimmed = try JSONSkimmer.members(of: entry.text, descending: JSONSkimmer.localizationPaths)
        #expect(JSONSkimmer.decode(index) == skimmed)
        // And the file indexed from it reads every message as skimming does.
        let fromIndex = try MessageSource.indexing(text: entry.text, file: file, index: index)
        let fromSkim = try MessageSource.indexing(text: entry.text, file: file)
        for message in skimmed.first(where: { $0.key == "messages" })?.members ?? [] {
            guard case .success(let a)? = fromIndex.entry(message.key), case .success(let b)? = fromSkim.entry(message.key) else {
                #expect(fromIndex.entry(message.key) == nil && fromSkim.entry(message.key) == nil, "\(file) \(message.key)")
                continue
            }
            #expect(a.keyLocation == b.keyLocation && a.value.location == b.value.location, "\(file) \(message.key)")
        }
    }

    @Test("members round-trip through the index text, whatever their keys")
    func roundTrip() throws {
        let text = #"{"a b": {"x\ny": 1, "": {"deep": [1, 2]}, "é 😀": null}, "messages": {"k": "v", "empty": {}}, "z": "\n"}"#
        let members = try JSONSkimmer.members(of: text, descending: [["a b", ""], ["messages", "empty"]])
        let encoded = JSONSkimmer.encode(members)
        #expect(JSONSkimmer.decode(encoded) == members)
        #expect(members.first?.members?.count == 3)
    }

    @Test("a damaged index is no index: the file is skimmed instead",
        arguments: ["0 1 1 1 5 4 9 0 0 1", "x", "0 1 1 1 5 9 4 0 0 1 k", "1 1 1 1 5 4 9 0 0 1 k", "0 1 1 1 5 4 9 0 0 99 k"])
    func damaged(index: String) throws {
        #expect(JSONSkimmer.decode(index) == nil)
        let text = #"{"locale": "xx", "messages": {"turn": "Links"}}"#
        let source = try MessageSource.indexing(text: text, file: "xx.json", index: index)
        guard case .success(let member)? = source.entry("turn") else {
            Issue.record("the message is found by skimming")
            return
        }
        #expect(member.value.string == "Links")
    }
}
