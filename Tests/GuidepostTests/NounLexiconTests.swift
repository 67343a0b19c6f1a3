import Foundation
import Testing
@testable import Guidepost
import GuidepostJSON

/// The noun lexicon (`grammar.nouns`), forms by the class of a name's head noun, articles
/// written outside the name's span, and respellings (`grammar.sounds`) for suffix rules.
@Suite("Noun lexicon, class forms and sounds")
struct NounLexiconTests {
    static let germanGrammar = #"""
        {"nouns": {"classes": {"m": ["Bahnhof", "-bahnhof", "Markt", "-markt", "Garten"],
                               "f": ["Bibliothek", "-bibliothek", "Apotheke", "-kirche"],
                               "n": ["Rathaus", "-haus", "Museum", "-museum", "Schloss"],
                               "pl": ["Arkaden", "-höfe"]},
                   "skip": ["Haus"], "articles": ["Der", "Die", "Das", "Zum", "Zur"]},
         "forms": {"dat": {"m": [["^(\\p{Lu}\\p{Ll}*isch)er (.+)$", "dem $1en $2"], ["^.*$", "dem $0"]],
                           "f": [["^(\\p{Lu}\\p{Ll}*)e (.+)$", "der $1en $2"], ["^.*$", "der $0"]],
                           "n": [["^.*$", "dem $0"]], "pl": [["^(\\p{Lu}\\p{Ll}*)e (.+e)$", "den $1en $2n"], ["^.*$", "den $0"]]}},
         "contractions": [["bei ", "dem ", "beim "]]}
        """#

    static func grammar(_ text: String) throws -> (Grammar, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let grammar = Grammar(try JSONParser.parse(text), file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        return (grammar, diagnostics)
    }

    @Test("a landmark kind stands for a head noun the lexicon lacks; a name's own head wins", arguments: [
        ("Giovannetti", "bar", "o Giovannetti"),
        ("Giovannetti", nil, "Giovannetti"),
        ("Giovannetti", "gate", "Giovannetti"),
        ("Farmácia Central", "bar", "a Farmácia Central"),
        ("Extrafarma", "pharmacy", "a Extrafarma"),
    ] as [(String, String?, String)])
    func kindStandsForHead(name: String, kind: String?, expected: String) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"classes": {"f": ["Farmácia"]}, "kinds": {"bar": "m", "pharmacy": "f"}},
             "forms": {"art": {"m": [["^.*$", "o $0"]], "f": [["^.*$", "a $0"]], "other": [["^.*$", "$0"]]}}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.formed("art", of: name, kind: kind)?.text == expected)
    }

    @Test("a kind's rules that match no name pass it to the \"other\" rules; a kind rule without a replacement gives no form", arguments: [
        ("Vapiano", "restaurant", "das Vapiano"),
        ("Zur Linde", "restaurant", "die Linde"),
        ("Zur Linde", nil, "die Linde"),
        ("Bar 7", "restaurant", nil),
        ("Vapiano", nil, nil),
    ] as [(String, String?, String?)])
    func kindFallsBackToOther(name: String, kind: String?, expected: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"classes": {}, "kinds": {"restaurant": "kindNeuter"}},
             "forms": {"akk": {"kindNeuter": [["\\d", null], ["^(?!Zur )\\S.*$", "das $0"]], "other": [["^Zur (.+)$", "die $1"]]}}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.formed("akk", of: name, kind: kind)?.text == expected)
    }

    @Test("a skipped word and a word ending in a skipped ending are never a head: the name's head is found before it, or it has none; a name with no head before its first small word takes its closing hyphenated compound's; a compound guessed from its ending after a noun names that noun", arguments: [
        ("Hasetor", "n"),  // -tor heads a gate
        ("Alligator", nil),  // -ator: no longer ending of the lexicon heads it
        ("Steintor", "n"),  // a longer ending wins over the skipped one
        ("Bamberg", nil),  // a town named like a compound
        ("Michelsberg", "m"),
        ("Dom Bamberg", "m"),  // the head is found before the skipped word
        ("Autohaus Alligator", "n"),
        ("Castor", nil),
        ("Von der Heydt-Tor", "n"),  // no head before the small word: the closing compound's
        ("Tor der Welt", "n"),  // a head before the small word wins
        ("Müller der Dom", nil),  // and a name that does not end in a compound has none
        ("Carl von Kastor Tor", "n"),  // a particle of a person's name does not end the first phrase
        ("Tor der Kastor", "n"),
        ("Autohaus Rosenberg", "n"),  // a compound guessed from its ending, after a noun, names that noun
        ("Autohaus-Rosenberg", "m"),  // unless one word
        ("Bamberg Rosenberg", "m"),
    ] as [(String, String?)])
    func skippedWordsAndEndings(name: String, expected: String?) {
        let nouns = Grammar.Nouns(classes: [("n", ["-tor", "-eintor", "Autohaus", "Tor"]), ("m", ["-berg", "Dom"])],
            skip: ["Bamberg", "-ator", "-stor"], articles: [], headIsLast: true, particles: ["von"])
        #expect(nouns.nounClass(of: name) == expected)
        #expect(nouns.count == 6, "a skipped ending is not a noun of the lexicon")
    }

    @Test("a place is never a head; a name that starts with a place and a space is a stop named after it and takes the places' class", arguments: [
        ("Lindau Reutin", "station"),
        ("Lindau Hauptbahnhof", "station"),  // the place decides, not the head after it
        ("Lindau", nil),
        ("Lindau-Aeschach", nil),  // a district written with a hyphen is not a stop
        ("Bad Museum", nil),  // a place written whole has no head
        ("Museum Lindau", "n"),
        ("Inselhalle", "f"),
    ] as [(String, String?)])
    func places(name: String, expected: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"classes": {"n": ["Museum"], "f": ["-halle"], "m": ["Hauptbahnhof"]}, "head": "last",
                       "places": {"class": "station", "names": ["Lindau", "Bad Museum"]}},
             "forms": {"dat": {"station": [["^", null]], "other": [["^.*$", "$0"]]}}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.nouns.nounClass(of: name) == expected)
    }

    @Test("\"places\" is an object of a class and names; anything else is an error at its position", arguments: [
        (#"{"nouns": {"classes": {}, "places": ["Lindau"]}}"#, "\"places\" must be an object"),
        (#"{"nouns": {"classes": {}, "places": {"class": "2x", "names": []}}}"#, "the places' \"class\" must name a class"),
        (#"{"nouns": {"classes": {}, "places": {"class": "s", "towns": []}}}"#, "\"places\" has \"class\" and \"names\", not \"towns\""),
        (#"{"nouns": {"classes": {}, "places": {"class": "s", "names": [3]}}}"#, "the places' \"names\" has a string that is not a word"),
    ])
    func badPlaces(text: String, message: String) throws {
        let (_, diagnostics) = try Self.grammar(text)
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics)")
    }

    @Test("\"kinds\" names landmark kinds and classes; anything else is an error at its position", arguments: [
        (#"{"nouns": {"classes": {}, "kinds": {"pub": "m"}}}"#, "\"pub\" is not a landmark kind"),
        (#"{"nouns": {"classes": {}, "kinds": {"bar": 3}}}"#, "the kind \"bar\" must name a class"),
        (#"{"nouns": {"classes": {}, "kinds": ["bar"]}}"#, "\"kinds\" must be an object"),
        (#"{"nameCase": "lower"}"#, "\"nameCase\" is \"sentence\""),
    ])
    func badKinds(text: String, message: String) throws {
        let (_, diagnostics) = try Self.grammar(text)
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics)")
    }

    @Test("a variant's lexicon inherits its parent's: the variant's class wins for a word both have, the parent's other words are added")
    func variantInheritsParentLexicon() {
        var variant = Grammar.Nouns(classes: [("f", ["Estação", "Tasca"]), ("m", ["Café"])], skip: [], articles: [])
        let parent = Grammar.Nouns(classes: [("m", ["Estação", "Mercado", "Museu"]), ("f", ["Praça", "-aria"])], skip: [], articles: [])
        variant.inherit(parent)
        #expect(variant.nounClass(of: "Estação de Santa Apolónia") == "f")
        #expect(variant.nounClass(of: "Tasca do Chico") == "f")
        #expect(variant.nounClass(of: "Mercado da Ribeira") == "m")
        #expect(variant.nounClass(of: "Praça do Comércio") == "f")
        #expect(variant.nounClass(of: "Livraria") == "f")
        #expect(variant.nounClass(of: "Starbucks") == nil)
    }

    @Test("entries are lowercased as String.lowercased() does, by bytes when ASCII or Latin-1",
        arguments: ["bahnhof", "Bahnhof", "HBF", "Café", "ÉCOLE", "İstasyon", "Straße", "A-Z 9", "", "ΟΔΟΣ", "d'Or",
            "AÇÃO", "Estação", "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàÿ", "×Ø", "Øresund", "Łódź", "ÉGLISE Saint-Œuvre",
            "E\u{301}COLE", "Ärztehaus Übersee", "Ÿ"])
    func entriesLowercaseAsTheStandardLibrary(_ text: String) {
        #expect(Grammar.Nouns.lowercased(text) == text.lowercased())
    }

    @Test("an entry is keyed as lowercased, apostrophes as ’, words one space apart — by bytes or by the standard library alike",
        arguments: ["bahnhof", "Bahnhof", "gare  du nord", " porte", "porte ", "-aria", "-Aria", "d'or", "d’or", "Straße",
            "ÉCOLE", "café", "a b c d", "", " ", "  ", "-x y", " -aria", "Ωμέγα", "İstasyon", "Gare du Nord", "×", "Ÿ a"])
    func entryKeys(_ entry: String) {
        var lowered = entry.lowercased().replacingOccurrences(of: "'", with: "’")
        var words = 1
        if lowered.first != "-" {
            let split = lowered.split(separator: " ", omittingEmptySubsequences: true)
            lowered = split.joined(separator: " ")
            words = max(split.count, 1)
        }
        let key = Grammar.Nouns.key(of: entry)
        #expect(key.key == lowered && (key.words == words || lowered.first == "-"), "\(entry)")  // an ending has no word count
    }

    @Test("an entry's words are found however they are spaced")
    func entriesAreFoundHoweverSpaced() throws {
        let (grammar, _) = try Self.grammar(#"{"nouns": {"classes": {"f": ["Gare  du Nord", " Porte Maillot ", "Tour Eiffel"]}}}"#)
        for name in ["Gare du Nord", "Porte Maillot", "Tour Eiffel"] {
            #expect(grammar.nouns.nounClass(of: name) == "f", "\(name)")
        }
    }

    @Test("a name's head is its first word in the lexicon, whole or as a compound's ending; names with an article of their own have none",
        arguments: [
            ("Stadtbibliothek Pankow", "f"),
            ("Viktualienmarkt", "m"),
            ("Ostbahnhof", "m"),
            ("Neue Bibliothek", "f"),
            ("Kulturhaus Mitte", "n"),
            ("Schloss Bellevue", "n"),
            ("Hackesche Höfe", "pl"),
            ("Gropius Arkaden", "pl"),
            ("Marienkirche", "f"),
            ("Zur Letzten Instanz", nil),
            ("Das Kino", nil),
            ("Dussmann", nil),
            ("Haus Berlin", nil),
            ("bibliothek", "f"),
        ] as [(String, String?)])
    func headNoun(name: String, nounClass: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(Self.germanGrammar)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.nouns.nounClass(of: name) == nounClass)
    }

    @Test("with \"compounds\", a word that ends in a lexicon noun of three letters or more is a compound of it",
        arguments: [
            ("Infanhospitalo", "o"),
            ("Kristnaskmerkato", "o"),
            ("Hospitalo Sankta Jozefo", "o"),
            ("Muzeinsulo", "o"),
            ("Libroservo", nil),
            ("Zamenhof", nil),
            ("Kafejo", "o"),
        ] as [(String, String?)])
    func compounds(name: String, nounClass: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"classes": {"o": ["hospitalo", "merkato", "insulo", "ejo"]}, "compounds": true}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.nouns.nounClass(of: name) == nounClass)
    }

    @Test("a lexicon word after a word of \"complements\" complements a head the lexicon lacks: the name has none",
        arguments: [
            ("Silva de Radiologia", nil),
            ("Clínica Gomes da Ortopedia", nil),
            ("Centro de Radiologia", "m"),
            ("Radiologia Avançada", "f"),
            ("Largo do Mercado", nil),
            ("Mercado da Ribeira", "m"),
            ("Casa de Fados", nil),
            ("Rua Direita de Baixo", nil),
            ("De Radiologia", nil),
            ("Estação de Serviço", "f"),
        ] as [(String, String?)])
    func complements(name: String, nounClass: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"classes": {"m": ["centro", "mercado", "serviço"], "f": ["radiologia", "ortopedia", "estação"]},
                       "complements": ["de", "da", "do"]}}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(grammar.nouns.nounClass(of: name) == nounClass)
    }

    @Test("with \"head\": \"last\", the head is the last lexicon word of the name's first phrase", arguments: [
        ("Rathaus-Apotheke", "f"),
        ("Park Café", "n"),
        ("Markthalle am Dom", "f"),
        ("Kaufhaus des Westens", "n"),
        ("Graf-von-Galen-Platz", "m"),
        ("Musik- und Markthalle", "f"),
        ("Platz der Republik", "m"),
        ("Potsdamer Platz Arkaden", "pl"),
        ("Museum für Kommunikation", "n"),
        ("Dom", "m"),
        ("Der Dom", nil),
        ("Dussmann", nil),
    ] as [(String, String?)])
    func headLast(name: String, nounClass: String?) throws {
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"nouns": {"head": "last", "articles": ["Der"],
                       "classes": {"m": ["Dom", "Platz"], "f": ["Apotheke", "-halle"], "n": ["Rathaus", "Café", "-haus", "Museum"],
                                   "pl": ["Arkaden"]}}}
            """#)
        #expect(diagnostics.isEmpty)
        #expect(grammar.nouns.nounClass(of: name) == nounClass)
    }

    @Test("a class form's rules by the head's class; its leading text is the article", arguments: [
        ("Viktualienmarkt", "dem Viktualienmarkt", 4),
        ("Bayerischer Bahnhof", "dem Bayerischen Bahnhof", 4),
        ("Neue Bibliothek", "der Neuen Bibliothek", 4),
        ("Hackesche Höfe", "den Hackeschen Höfen", 4),
        ("Dussmann", nil, 0),
    ] as [(String, String?, Int)])
    func classForm(name: String, expected: String?, lead: Int) throws {
        let (grammar, _) = try Self.grammar(Self.germanGrammar)
        let formed = grammar.formed("dat", of: name)
        #expect(formed?.text == expected)
        #expect((formed?.lead ?? 0) == lead)
    }

    @Test("apostrophes ' and ’ are the same to the lexicon, in entries, names and articles", arguments: [
        ("Sala d'attesa", "f"), ("Sala d’attesa", "f"), ("Corte d'Appello", "f"), ("L'Aquila", nil), ("L’Isola", nil),
    ] as [(String, String?)])
    func apostrophes(name: String, nounClass: String?) throws {
        let (grammar, _) = try Self.grammar(#"""
            {"nouns": {"classes": {"f": ["Sala d’attesa", "Corte d'appello", "Isola"]}, "articles": ["L'"]}}
            """#)
        #expect(grammar.nouns.nounClass(of: name) == nounClass)
    }

    @Test("a class form's \"other\" rules serve names whose head is not in the lexicon")
    func otherClass() throws {
        let (grammar, _) = try Self.grammar(#"""
            {"nouns": {"classes": {"f": ["Gare"]}},
             "forms": {"def": {"f": [["^.*$", "la $0"]], "other": [["^(?=\\p{Lu}{2,}$)", null], ["^.*$", "$0"]]}}}
            """#)
        #expect(grammar.formed("def", of: "Gare du Nord") == Grammar.Formed(text: "la Gare du Nord", lead: 3))
        #expect(grammar.formed("def", of: "Monoprix") == Grammar.Formed(text: "Monoprix", lead: 0))
        #expect(grammar.formed("def", of: "FNAC") == nil)
    }

    @Test("a class form is always known only when its \"other\" rules and every class's end in a catch-all")
    func alwaysKnown() throws {
        let (grammar, _) = try Self.grammar(#"""
            {"nouns": {"classes": {"m": ["Markt"], "f": ["Gare"]}},
             "forms": {"art": {"m": [["^.*$", "o $0"]], "f": [["^.*$", "a $0"]], "other": [["^(?=\\p{Lu}{2,}$)", null], ["^.*$", "$0"]]},
                       "def": {"m": [["^.*$", "le $0"]], "f": [["^.*$", "la $0"]], "other": [["^.*$", "$0"]]},
                       "dat": {"m": [["^.*$", "dem $0"]], "f": [["^.*$", "der $0"]]},
                       "gen": {"m": [["^A", "des $0"]], "other": [["^.*$", "$0"]]}}}
            """#)
        #expect(grammar.alwaysKnownForms == ["def"])
    }

    @Test("the article is template text before the name's span; a contraction takes it into the text before")
    func articleOutsideSpan() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "de", "messages": {"arrive.name": {"select": "$0:dat", "known": "Sie sind bei $0:dat", "other": "Sie haben $0 erreicht"}}, "grammar": "#
            + Self.germanGrammar + "}", file: "de-test.json", asOverride: true)
        #expect(catalog.diagnostics.filter { $0.file == "de-test.json" }.isEmpty, "\(catalog.diagnostics)")
        let renderer = try Renderer(locale: "de", catalog: catalog)
        let cases: [(String, String, String)] = [
            ("Stadtbibliothek", "Sie sind bei der Stadtbibliothek", "Stadtbibliothek"),
            ("Ostbahnhof", "Sie sind beim Ostbahnhof", "Ostbahnhof"),
            ("Bayerischer Bahnhof", "Sie sind beim Bayerischen Bahnhof", "Bayerischen Bahnhof"),
            ("Dussmann", "Sie haben Dussmann erreicht", "Dussmann"),
        ]
        for (name, text, spanned) in cases {
            let line = try renderer.render(Instruction(.arrive(side: nil), name: name))
            #expect(line.text == text)
            let span = try #require(line.span(.name))
            #expect(String(line[span]) == spanned)
            #expect(span.isHighlighted)
            // Every UTF-16 offset agrees with the text.
            for span in line.spans {
                let utf16 = Array(line.text.utf16)
                #expect(String(decoding: utf16[span.utf16Offset..<(span.utf16Offset + span.utf16Length)], as: UTF16.self)
                    == String(line.text[span.range]))
            }
        }
        // Isolated, the article stays outside the isolation.
        let isolating = try Renderer(locale: "de", options: RenderOptions(bidiIsolation: .always), catalog: catalog)
        let line = try isolating.render(Instruction(.arrive(side: nil), name: "Stadtbibliothek"))
        #expect(line.text == "Sie sind bei der \u{2068}Stadtbibliothek\u{2069}")
        #expect(line.spans.map(\.role) == [.text, .text, .name])
    }

    @Test("an article that starts a sentence keeps the name's span whole when its capital is longer than its small letter")
    func capitalizedArticle() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "tr", "messages": {"arrive.name": {"select": "$0:def", "known": "$0:def", "other": "$0"}}, "grammar": {"nouns": {"classes": {"a": ["Bahçe"]}}, "forms": {"def": {"a": [["^.*$", "işte $0"]]}}}}"#,
            file: "tr-test.json", asOverride: true)
        #expect(catalog.diagnostics.filter { $0.file == "tr-test.json" }.isEmpty, "\(catalog.diagnostics)")
        let line = try Renderer(locale: "tr", catalog: catalog).render(Instruction(.arrive(side: nil), name: "Bahçe"))
        #expect(line.text == "İşte Bahçe")
        let span = try #require(line.span(.name))
        #expect(String(line[span]) == "Bahçe")
        #expect(line.spans.first.map { String(line[$0]) } == "İşte ")
    }

    @Test("sounds respell a name for the suffix rules; the suffix goes on the name as written", arguments: [
        ("Café Noir", "Café Noir’dan"),
        ("Rue de la Paix", "Rue de la Paix’den"),
        ("Le Château", "Le Château’dan"),
        ("Kadıköy", "Kadıköy’den"),
        ("Manoir", nil),
    ] as [(String, String?)])
    func sounds(name: String, expected: String?) throws {
        // "Paix" is said "pe", "Château" "şato"; a rule that changes the respelled name
        // itself ("Manoir", said "manuar") gives no form rather than a wrong one.
        let (grammar, diagnostics) = try Self.grammar(#"""
            {"sounds": [["(?i)manoir$", "manuar"], ["(?i)oir$", "uar"], ["(?i)aix$", "e"], ["(?i)château$", "şato"]],
             "forms": {"ablative": [["^(.*)anuar$", "$1anuvar’dan"], ["^(.*[aıou][^aıoueiöü]*)$", "$1’dan"],
                                    ["^(.*[eiöü][^aıoueiöü]*)$", "$1’den"]]}}
            """#)
        #expect(diagnostics.isEmpty)
        #expect(grammar.form("ablative", of: name) == expected)
    }

    @Test("lexicon mistakes are reported where they are", arguments: [
        (#"{"nouns": {"classes": {"m": ["Bahnhof"]}}, "forms": {"dat": {"f": [["^.*$", "der $0"]]}}}"#,
         "form \"dat\" has rules for class \"f\", which no noun of \"nouns\" has"),
        (#"{"nouns": {"classes": {"m": "Bahnhof"}}}"#, "the nouns of class \"m\" must be an array of strings"),
        (#"{"nouns": {"classes": {"m": ["Bahnhof", ""]}}}"#, "the nouns of class \"m\" has a string that is not a word"),
        (#"{"nouns": {"words": {}}}"#, "\"nouns\" has \"classes\", \"skip\", \"articles\", \"complements\", \"particles\", \"head\", \"compounds\", \"kinds\" and \"places\", not \"words\""),
        (#"{"nouns": {"head": "middle", "classes": {"m": ["Bahnhof"]}}}"#, "\"head\" is \"first\" or \"last\""),
        (#"{"nouns": {"classes": {"1x": ["A"]}}}"#, "\"1x\" is not a class name (ASCII letters and digits, starting with a letter)"),
        (#"{"forms": {"dat": {"m": "dem $0"}}}"#, "the rules of class \"m\" must be an array of [pattern, replacement]"),
        (#"{"sounds": [["(oir$", "uar"]]}"#, "\"(oir$\" is not a valid regular expression (ICU: U_REGEX_MISMATCHED_PAREN at the end)"),
    ])
    func mistakes(text: String, message: String) throws {
        let (_, diagnostics) = try Self.grammar(text)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.allSatisfy { $0.check == "invalid-grammar" && ($0.location?.line ?? 0) == 1 && ($0.location?.column ?? 0) > 1 })
    }
}
