import Foundation
import Testing
@testable import Guidepost

@Suite("Bad input")
struct BadInputTests {
    static func catalog(_ json: String, file: String = "Localizations/de.json") -> Catalog {
        var catalog = Catalog.embedded
        catalog.add(text: json, file: file)
        return catalog
    }

    @Test("a malformed translation names file, locale, key and column, and falls back to the source")
    func malformedTemplate() throws {
        let catalog = Self.catalog("""
            {
              "locale": "de",
              "messages": {
                "turn": "$0 in $x"
              }
            }
            """)
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let problem = try #require(renderer.diagnostics.first { $0.check == "placeholder-syntax" })
        #expect(problem.file == "Localizations/de.json")
        #expect(problem.locale == "de")
        #expect(problem.key == "turn")
        #expect(problem.location == Guidepost.SourceLocation(line: 4, column: 20))
        #expect(problem.description.hasPrefix("Localizations/de.json:4:20: error: turn: '$' followed by 'x'"))
        #expect(renderer.diagnostics.contains { $0.check == "message-fallback" && $0.key == "turn" })
        // The file replaces the built-in de, so everything it lacks or breaks is English.
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Turn left in 20 m")
    }

    @Test("translations that lose or invent placeholders fall back", arguments: [
        ("\"turn.landmark\": \"$0 in $1 $2\"", "missing-placeholder"),
        ("\"turn\": \"$0 in $1 $7\"", "unknown-placeholder"),
        ("\"floorChange.floors\": {\"plural\": \"$3\", \"one\": \"$0 $1 $2 $3\"}", "plural-missing-other"),
        ("\"floorChange\": {\"select\": \"$0\", \"elevator\": \"$0 $1 $2\"}", "select-missing-value"),
        ("\"turn\": {\"plural\": \"$0\", \"other\": \"$0 $1\"}", "plural-on-non-number"),
        ("\"turn\": 42", "invalid-message"),
        ("\"turn\": \"\\u202B$0 in $1\"", "bidi-unbalanced"),
    ])
    func unusable(entry: String, check: String) throws {
        let catalog = Self.catalog("{\"locale\": \"de\", \"messages\": {\(entry)}}")
        let renderer = try Renderer(locale: "de", catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.check == check && $0.severity == .error })
        #expect(renderer.diagnostics.contains { $0.check == "message-fallback" })
    }

    @Test("a missing key falls back to the source with a diagnostic")
    func missingKey() throws {
        let catalog = Self.catalog("{\"locale\": \"de\", \"messages\": {\"maneuver.turn.left\": \"links abbiegen\"}}")
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.check == "missing-key" && $0.key == "turn" })
        // The whole message is the source's, its phrase too: never half German, half English.
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Turn left in 20 m")
    }

    @Test("a file that is not JSON is reported with its position and the locale falls back")
    func brokenFile() throws {
        let catalog = Self.catalog("{\"locale\": \"xx\", \"messages\": {\"turn\": \"$0\",}}", file: "Localizations/xx.json")
        let problem = try #require(catalog.diagnostics.first { $0.file == "Localizations/xx.json" })
        #expect(problem.location == Guidepost.SourceLocation(line: 1, column: 44))
        let renderer = try Renderer(locale: "xx", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(renderer.resolution.chain.last == "en")
        #expect(renderer.diagnostics.contains { $0.check == "invalid-file" && $0.file == "Localizations/xx.json" })
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Turn left in 20 m")
    }

    @Test("unknown and invalid locales fall back to en with a diagnostic", arguments: ["tlh", "zz-ZZ", "not a tag", ""])
    func unknownLocale(tag: String) throws {
        let renderer = try Renderer(locale: tag)
        #expect(renderer.resolution.chain == ["en"])
        #expect(renderer.diagnostics.contains { $0.check == "unknown-locale" })
        #expect(try renderer.render(Instruction(.turn(.left), distance: 0)).text.hasPrefix("Turn left"))
        // No region to go by: metric, whatever the tag's shape (not the US units of the English fallback).
        #expect(renderer.unitSystem == .metric)
    }

    @Test("Apple-style identifiers render their language in their region's units", arguments: [
        ("de_AT", "In 300 m links abbiegen"), ("en_GB", "Turn left in 0.2 mi"), ("en_US", "Turn left in 0.2 mi"),
        ("en_001", "Turn left in 300 m"), ("fr_CA", "Tournez à gauche dans 300 m"),
    ])
    func appleIdentifiers(identifier: String, expected: String) throws {
        let text = try Renderer(locale: identifier).render(Instruction(.turn(.left), distance: 300)).text
        // Spaces as ICU writes them for the region (fr-CA: a no-break space before the unit).
        #expect(text.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ") == expected)
    }

    @Test("regional variants use their language's translations", arguments: [
        ("de-AT", ["de", "en"]), ("de-CH", ["de", "en"]), ("fr-CA", ["fr", "en"]), ("ar-EG", ["ar", "en"]),
        ("ru", ["ru", "en"]), ("en-GB", ["en-GB", "en-001", "en"]), ("en-US", ["en"]), ("zh-Hant-TW", ["zh-Hant", "en"]),
        ("zh-HK", ["zh-Hant", "en"]), ("zh-CN", ["zh-Hans", "en"]), ("pt-BR", ["pt", "en"]), ("fa-AF", ["fa", "en"]),
    ])
    func chain(tag: String, expected: [String]) throws {
        let renderer = try Renderer(locale: tag)
        #expect(renderer.resolution.chain == expected)
        if expected.first != "en" && expected.first != tag {
            #expect(renderer.diagnostics.contains { $0.check == "locale-fallback" })
        }
    }

    @Test("instructions without the data a template needs use the simpler template", arguments: [
        (Instruction(.turn(.left), distance: 20, landmarks: []), "turn"),
        (Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "")]), "turn"),
        (Instruction(.straight, distance: 20, name: ""), "straight"),
        (Instruction(.arrive(), name: nil), "arrive"),
        (Instruction(.floorChange(FloorChange(type: .elevator, direction: .up, floorName: "L2", floors: 4))), "floorChange"),
        (Instruction(.floorChange(FloorChange(type: .unknown, direction: .up, floorName: "L2"))), "floorChange.unknown"),
    ])
    func simpler(instruction: Instruction, key: String) throws {
        #expect(try Renderer(locale: "en").render(instruction).messageKey == key)
    }

    @Test("floor changes without a floor name or with zero floors are typed errors")
    func invalidFloorChange() throws {
        let renderer = try Renderer(locale: "en")
        #expect(throws: RenderError.missingFloorName) {
            try renderer.render(Instruction(.floorChange(FloorChange(type: .stairs, direction: .up, floorName: ""))))
        }
        #expect(throws: RenderError.invalidFloorCount(0)) {
            try renderer.render(Instruction(.floorChange(FloorChange(type: .stairs, direction: .up, floorName: "2", floors: 0))))
        }
    }

    @Test("instruction JSON errors name the path, line and column", arguments: [
        ("[{\"kind\": \"jump\"}]", "$[0].kind", Guidepost.SourceLocation(line: 1, column: 11)),
        ("[{\"kind\": \"turn\"}]", "$[0]", Guidepost.SourceLocation(line: 1, column: 2)),
        ("[{\"kind\": \"turn\", \"direction\": \"left\",\n \"landmarks\": [{\"name\": \"A\", \"position\": \"on\"}]}]",
            "$[0].landmarks[0].position", Guidepost.SourceLocation(line: 2, column: 42)),
        ("[{\"kind\": \"straight\", \"distance\": \"far\"}]", "$[0].distance", Guidepost.SourceLocation(line: 1, column: 35)),
        ("[{\"kind\": \"straight\"", "$[0].kind", Guidepost.SourceLocation(line: 1, column: 21)),
    ])
    func decoding(json: String, path: String, location: Guidepost.SourceLocation) {
        do {
            _ = try InstructionDecoder.decode(json, file: "route.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.path == path)
            #expect(error.location == location)
            #expect(error.description.hasPrefix("route.json:\(location.line):\(location.column): error: \(path)"))
        }
    }
}
