import Foundation
import Guidepost
import GuidepostTranslation
import Testing

@Suite("Lint")
struct LintTests {
    /// Every finding but missing keys in the fixture with one mistake per check, in order.
    static let expected = [
        "mistakes/ru.json:4:17: error: straight: uses $2, which the source message does not have (it has $0, $1) [unknown-placeholder]",
        "mistakes/ru.json:5:13: error: turn: lost $1 (distance); every variant must keep it [missing-placeholder]",
        "mistakes/ru.json:6:34: error: turn.name: '$' followed by 'x'; a placeholder is '$' and digits, a dollar sign is '$$' (column 16 of the text) [placeholder-syntax]",
        "mistakes/ru.json:7:15: warning: depart: the translation is the same as the source text [identical-to-source]",
        "mistakes/ru.json:8:15: warning: arrive: the translation is 3.75 times as long as the source (60 characters against 16); the limit is 2 [too-long]",
        "mistakes/ru.json:9:27: error: enterBuilding.name: U+2067 is never closed [bidi-unbalanced]",
        "mistakes/ru.json:13:9: error: floorChange.floors: plural variants on $3 lack \"few\", \"many\", which ru needs [plural-missing-category]",
        "mistakes/ru.json:19:9: warning: floorChange.floors: ru never uses the category \"zero\" [plural-extra-category]",
        "mistakes/ru.json:27:7: error: floorChange: select on $1 has no variant for down and no \"other\" [select-missing-value]",
        "mistakes/ru.json:30:5: warning: no.such.key: the source catalog has no message \"no.such.key\" [unknown-key]",
    ]

    static let present: Set<String> = [
        "straight", "turn", "turn.name", "depart", "arrive", "enterBuilding.name", "floorChange.floors", "floorChange",
        "exitBuilding", "side.left",
    ]

    @Test func eachCheckFiresWhereItShouldAndNowhereElse() throws {
        let result = try GuidepostBinary.run(["lint", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/mistakes"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The last line counts what was found.
        #expect(lines.last == "6 errors, 160 warnings in 1 file")
        #expect(lines.dropLast().filter { !$0.hasSuffix("[missing-key]") } == Self.expected)
        // Every source key the file lacks, where it belongs (after the message before it in the
        // source that the file has), and nothing for keys it has.
        let missing = lines.filter { $0.hasSuffix("[missing-key]") }
        let sourceKeys = Catalog.embedded.source.messages.map(\.key)
        let lacking = sourceKeys.filter { !Self.present.contains($0) }
        #expect(missing.count == lacking.count)
        for key in lacking {
            #expect(missing.contains { $0.contains(": warning: \(key): no translation of \"\(key)\" (the source has it); it belongs ") },
                "\(key)")
        }
        #expect(missing.contains("mistakes/ru.json:3:3: warning: straight.landmark: no translation of \"straight.landmark\" (the source has it); it belongs first in \"messages\" [missing-key]"))
        #expect(missing.contains("mistakes/ru.json:4:5: warning: straight.name: no translation of \"straight.name\" (the source has it); it belongs after \"straight\" [missing-key]"))
    }

    @Test func theLengthFactorIsConfigurable() throws {
        let strict = try GuidepostBinary.run([
            "lint", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/mistakes", "--max-length-factor", "5",
        ])
        #expect(!strict.stdout.contains("[too-long]"))
        let loose = try GuidepostBinary.run([
            "lint", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/mistakes", "--max-length-factor", "1.5",
        ])
        #expect(loose.stdout.contains("mistakes/ru.json:8:15: warning: arrive: the translation is 3.75 times as long as the source (60 characters against 16); the limit is 1.5 [too-long]"))
        let invalid = try GuidepostBinary.run(["lint", "--max-length-factor", "0"])
        #expect(invalid.status != 0 && invalid.status != 1)
    }

    @Test func jsonOutput() throws {
        let result = try GuidepostBinary.run([
            "lint", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/mistakes", "--format", "json",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("[{\"severity\": \"warning\", \"check\": \"missing-key\""))
        #expect(result.stdout.contains("{\"severity\": \"error\", \"check\": \"unknown-placeholder\", \"message\": \"uses $2, which the source message does not have (it has $0, $1)\", \"file\": \"mistakes/ru.json\", \"line\": 4, \"column\": 17, \"locale\": \"ru\", \"key\": \"straight\"}"))
    }

    @Test func aMalformedFileIsAnErrorWithItsPosition() throws {
        let result = try GuidepostBinary.run(["lint", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/broken"])
        #expect(result.status == 1)
        #expect(result.stdout == "broken/de.json:6:5: error: expected ',' or '}' in an object [invalid-file]\n1 error, 0 warnings in 1 file\n")
    }

    @Test func aCompleteTranslationIsClean() throws {
        // The shipped Japanese file, copied so that it never goes stale as messages are added.
        let directory = try Paths.temporaryDirectory().appendingPathComponent("clean")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Paths.localizations.appendingPathComponent("ja.json"),
            to: directory.appendingPathComponent("ja.json"))
        let result = try GuidepostBinary.run(["lint", "--localizations", directory.path])
        #expect(result.stdout == "clean: 1 localization (ja), \(Catalog.embedded.source.messages.count) messages, no findings\n")
        #expect(result.status == 0)
    }

    @Test func theShippedLocalizationsHaveNoErrors() {
        let findings = CatalogLinter().lint(.embedded)
        #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
        #expect(!findings.contains { $0.locale == "en-XA" || $0.locale == "ar-XB" })
    }

    @Test("every shipped localization lints clean: no warning either, unless its file accepts it")
    func theShippedLocalizationsAreClean() {
        let findings = CatalogLinter().lint(.embedded)
        #expect(findings.filter { $0.severity >= .warning }.map(\.description) == [])
    }

    @Test("a file accepts a warning it has judged right; errors, missing messages and stale acceptances still count")
    func acceptedFindings() throws {
        let long = #""depart.landmark": "gehen Sie vom sehr langen Eingang des Gebäudes bei $0 los""#
        let file = """
            {"locale": "de", "messages": {\(long), "arrive": "$$ $0"},
             "lint": {"accepted": {"depart.landmark": ["too-long"], "arrive": ["too-long", "missing-key"], "turn": ["missing-placeholder"]}}}
            """
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        catalog.add(text: file, file: "de.json")
        let findings = CatalogLinter().lint(catalog, locales: ["de"])
        let accepted = try #require(findings.first { $0.key == "depart.landmark" && $0.check == "too-long" })
        #expect(accepted.severity == .note)
        #expect(accepted.message.hasPrefix("accepted in the file: "))
        // Stale: "arrive" is not too long.
        #expect(findings.contains { $0.key == "arrive" && $0.check == "accepted-unused" && $0.severity == .warning })
        // Not acceptable: a missing message, an error check.
        #expect(findings.contains { $0.key == "arrive" && $0.check == "invalid-lint" && $0.message.hasPrefix("missing-key cannot be accepted") })
        #expect(findings.contains { $0.key == "turn" && $0.check == "invalid-lint" })
        // Everything else the file lacks is still missing.
        #expect(findings.contains { $0.check == "missing-key" && $0.severity == .warning })
    }

    @Test func onlyTheLocalesAsked() {
        let findings = CatalogLinter().lint(.embedded, locales: ["de"])
        #expect(findings.allSatisfy { $0.locale == "de" })
    }

    @Test(arguments: [
        ("ru", [PluralCategory.one: 1.0, .few: 2, .many: 5, .other: 1.5]),
        ("en", [.one: 1, .other: 2]),
        ("ar", [.zero: 0, .one: 1, .two: 2, .few: 3, .many: 11, .other: 100]),
        ("ja", [.other: 1]),
        ("fr", [.one: 1, .many: 1_000_000, .other: 2]),
    ])
    func pluralSamplesComeFromICU(locale: String, first: [PluralCategory: Double]) throws {
        let samples = try PluralSamples(locale: locale)
        #expect(samples.cardinal.mapValues { $0[0] } == first)
    }

    @Test func russianSamplesIncludeTwentyOne() throws {
        #expect(try PluralSamples(locale: "ru").cardinal[.one] == [1, 21])
    }

    // MARK: Exact keys and options: lint, preview and the compiler agree

    /// A localization of one message, read as a working copy.
    static func catalog(locale: String, key: String, translation: String) throws -> (Catalog, URL) {
        let directory = try Paths.temporaryDirectory()
        let file = "{\n  \"locale\": \"\(locale)\",\n  \"messages\": {\n    \"\(key)\": \(translation)\n  }\n}\n"
        try Data(file.utf8).write(to: directory.appendingPathComponent("\(locale).json"))
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        return (try catalog.overlaying(localizationsAt: directory), directory)
    }

    @Test("an exact key is a number the placeholder can take: lint says which are not, preview shows only the others",
        arguments: [
            ("de", "floorChange.floors", "=1e300", "\"=1e300\" is not an exact value like \"=1\""),
            ("de", "floorChange.floors", "=nan", "\"=nan\" is not an exact value like \"=1\""),
            ("de", "floorChange.floors", "=inf", "\"=inf\" is not an exact value like \"=1\""),
            ("de", "floorChange.floors", "=-inf", "\"=-inf\" is not an exact value like \"=1\""),
            ("ru", "floorChange.floors", "=9007199254740993", "\"=9007199254740993\" is not an exact value like \"=1\""),
            ("ru", "floorChange.floors", "=0x10", "\"=0x10\" is not an exact value like \"=1\""),
            ("ru", "floorChange.floors", "=+1", "\"=+1\" is not an exact value like \"=1\""),
            ("ru", "floorChange.floors", "=1.", "\"=1.\" is not an exact value like \"=1\""),
            ("fr", "floorChange.floors", "=1.5", "\"=1.5\" can never match: $3 is a floorCount, which is a whole number"),
            ("fr", "roundabout", "=1e300", "\"=1e300\" is not an exact value like \"=1\""),
            ("de", "floorChange.floors", "=2", nil),
            ("de", "floorChange.floors", "=-1", nil),
            ("ru", "floorChange.floors", "=9007199254740992", nil),
            ("ja", "roundabout", "=3", nil),
        ] as [(String, String, String, String?)])
    func exactKeys(locale: String, key: String, exact: String, finding: String?) throws {
        let definition = try #require(Catalog.embedded.source.message(key))
        let selector = key == "roundabout" ? "ordinal\": \"$0" : "plural\": \"$3"
        let text = definition.placeholders.map { "$\($0.number)" }.joined(separator: " ")
        let translation = "{\"\(selector)\", \"\(exact)\": \"\(text) exact\", \"one\": \"\(text)\", \"few\": \"\(text)\", \"many\": \"\(text)\", \"two\": \"\(text)\", \"other\": \"\(text)\"}"
        let (catalog, directory) = try Self.catalog(locale: locale, key: key, translation: translation)
        defer { try? FileManager.default.removeItem(at: directory) }
        let invalid = CatalogLinter().lint(catalog, locales: [locale]).filter { $0.check == "invalid-variant" }
        let preview = try CatalogPreview(locale: locale, catalog: catalog)
        let exactSamples = preview.samples().filter { $0.key == key && $0.translation.text.hasSuffix(" exact") }
        if let finding {
            #expect(invalid.map(\.message).count == 1)
            #expect(invalid.first?.message.hasPrefix(finding) == true, "\(invalid)")
            #expect(exactSamples.isEmpty)
        } else {
            #expect(invalid.isEmpty, "\(invalid)")
            #expect(exactSamples.count == 1)
        }
    }

    @Test func aDistanceTakesADecimalExactValue() throws {
        let (catalog, directory) = try Self.catalog(locale: "de", key: "turn",
            translation: #"{"plural": "$1", "=0.5": "$0 in einem halben $1", "=1e3": "$0 $1", "other": "$0 in $1"}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let invalid = CatalogLinter().lint(catalog, locales: ["de"]).filter { $0.check == "invalid-variant" }
        #expect(invalid.map(\.message) == [#""=1e3" is not an exact value like "=1" (digits with an optional minus sign and decimals, at most 16 digits, no exponent)"#])
        _ = try CatalogPreview(locale: "de", catalog: catalog).samples()
    }

    @Test("options outside their range are a typed error", arguments: [
        (-1.0, 10, "maximumLengthFactor"), (-2.5, 10, "maximumLengthFactor"), (0, 10, "maximumLengthFactor"),
        (.nan, 10, "maximumLengthFactor"), (.infinity, 10, "maximumLengthFactor"), (-.infinity, 10, "maximumLengthFactor"),
        (2, -1, "shortTextAllowance"),
    ])
    func invalidOptions(factor: Double, allowance: Int, option: String) {
        #expect {
            try CatalogLinter(options: .init(maximumLengthFactor: factor, shortTextAllowance: allowance))
        } throws: { error in
            (error as? CatalogLinter.OptionsError)?.option == option
        }
    }

    @Test(arguments: [1e-300, 1e-3, 1e300, Double.greatestFiniteMagnitude])
    func extremeValidFactorsLintWithoutATrap(factor: Double) throws {
        let directory = Paths.fixtures.appendingPathComponent("Lint/mistakes")
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        catalog = try catalog.overlaying(localizationsAt: directory)
        let linter = try CatalogLinter(options: .init(maximumLengthFactor: factor))
        let tooLong = linter.lint(catalog).filter { $0.check == "too-long" }
        #expect(tooLong.isEmpty == (factor > 1))
        #expect(tooLong.allSatisfy { $0.message.hasSuffix("the limit is \(factor)") })
    }

    @Test(arguments: ["-1", "-2.5", "nan", "inf", "0"])
    func theCLIRefusesAnInvalidLengthFactor(factor: String) throws {
        let result = try GuidepostBinary.run(["lint", "--locale", "de", "--max-length-factor=\(factor)"])
        #expect(result.status == 64 || result.status == 2)
        #expect(result.stderr.contains("--max-length-factor must be a finite number greater than 0"))
    }
}

@Suite("Lint of a regional variant")
struct RegionalVariantLintTests {
    static func file(_ locale: String, _ messages: String, grammar: String = "") throws -> Localization {
        let text = #"{"locale": "\#(locale)", "messages": {\#(messages)}\#(grammar)}"#
        return try Localization.load(text: text, file: "\(locale).json")
    }

    @Test("a form its language's file always gives needs no fallback in the variant either")
    func inheritsAlwaysKnownForms() throws {
        let language = try Self.file("pt", #""arrive.name": "você chegou a $0:art""#,
            grammar: #", "grammar": {"forms": {"art": [["^(O|A) ", "$0"], ["^.*$", "o $0"]]}}"#)
        let variant = try Self.file("pt-PT", #""arrive.name": "chegou a $0:art""#)
        let catalog = Catalog(source: Catalog.embedded.source, localizations: ["pt": language, "pt-PT": variant])
        let findings = CatalogLinter().lint(catalog, locales: ["pt-PT"])
        #expect(!findings.contains { $0.check == "form-without-fallback" }, "\(findings)")
        // Alone, without its language, the same file is warned.
        let alone = Catalog(source: Catalog.embedded.source, localizations: ["pt-PT": variant])
        #expect(CatalogLinter().lint(alone, locales: ["pt-PT"]).contains { $0.check == "form-without-fallback" })
    }
}
