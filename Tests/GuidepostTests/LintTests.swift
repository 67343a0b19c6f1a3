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
        #expect(lines.filter { !$0.hasSuffix("[missing-key]") } == Self.expected)
        // Every source key the file lacks, at the "messages" key, and nothing for keys it has.
        let missing = lines.filter { $0.hasSuffix("[missing-key]") }
        let sourceKeys = Catalog.embedded.source.messages.map(\.key)
        #expect(missing == sourceKeys.filter { !Self.present.contains($0) }.sorted().map {
            "mistakes/ru.json:3:3: warning: \($0): no translation of \"\($0)\" (the source has it) [missing-key]"
        })
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
        #expect(result.stdout == "broken/de.json:6:5: error: expected ',' or '}' in an object [invalid-file]\n")
    }

    @Test func aCompleteTranslationIsClean() throws {
        // The shipped Japanese file, copied so that it never goes stale as messages are added.
        let directory = try Paths.temporaryDirectory().appendingPathComponent("clean")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Paths.localizations.appendingPathComponent("ja.json"),
            to: directory.appendingPathComponent("ja.json"))
        let result = try GuidepostBinary.run(["lint", "--localizations", directory.path])
        #expect(result.stdout == "")
        #expect(result.status == 0)
    }

    @Test func theShippedLocalizationsHaveNoErrors() {
        let findings = CatalogLinter().lint(.embedded)
        #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
        #expect(!findings.contains { $0.locale == "en-XA" || $0.locale == "ar-XB" })
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
}
