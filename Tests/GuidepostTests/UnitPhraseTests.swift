import Foundation
import Testing
@testable import Guidepost

/// Distances and durations phrased by the catalog (`unit.distance`, `unit.duration`), whole
/// sentences per side of a fork, merge or ramp, and messages that fall back to a simpler one.
@Suite("Unit phrases and simpler fallbacks")
struct UnitPhraseTests {
    static func strip(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
    }

    /// (width, unit system, metres, text of the distance span, its number part, its unit part)
    static let arabicRows: [(RenderOptions.UnitWidth, RenderOptions.UnitSystem, Double, String, String?, String?)] = [
        // After a preposition (the base form of ar's unit.distance): the dual in -ayn, 3–10 with the plural, 11–99 with the accusative.
        (.short, .metric, 2, "مترين", nil, "مترين"),
        (.short, .metric, 5, "٥ أمتار", "٥", "أمتار"),
        (.short, .metric, 20, "٢٠ مترًا", "٢٠", "مترًا"),
        (.short, .metric, 100, "١٠٠ متر", "١٠٠", "متر"),
        (.short, .imperial, 21.336, "٧٠ قدمًا", "٧٠", "قدمًا"),
        (.short, .imperial, 1.524, "٥ أقدام", "٥", "أقدام"),
        (.long, .metric, 21_000, "٢١ كيلومترًا", "٢١", "كيلومترًا"),
        // ICU's abbreviation "كم" does not agree and stays; a fraction takes the singular.
        (.short, .metric, 21_000, "٢١ كم", "٢١", "كم"),
        (.long, .metric, 2_500, "٢٫٥ كيلومتر", "٢٫٥", "كيلومتر"),
        (.long, .imperial, 3_218.688, "ميلين", nil, "ميلين"),
    ]

    @Test("Arabic distances agree with their number after a preposition; number and unit stay sub-spans",
        arguments: arabicRows)
    func arabicDistances(row: (RenderOptions.UnitWidth, RenderOptions.UnitSystem, Double, String, String?, String?)) throws {
        let (width, system, meters, distance, number, unit) = row
        let renderer = try Renderer(locale: "ar", options: RenderOptions(unitSystem: system, unitWidth: width))
        // Along a step (a turn this close would be due now, without its distance).
        let line = try renderer.render(Instruction(.straight, distance: meters))
        let span = try #require(line.span(.distance))
        #expect(Self.strip(line[span]) == distance, "\(line.text)")
        #expect(line.text.contains("لمسافة " + distance))
        #expect(span.parts.first { $0.role == .distanceNumber }.map { String(line[$0]) } == number)
        #expect(span.parts.first { $0.role == .distanceUnit }.map { String(line[$0]) } == unit)
    }

    @Test("a distance in the subject of a sentence takes the base form: the nominative dual")
    func arabicNominativeDual() throws {
        let renderer = try Renderer(locale: "ar", options: RenderOptions(unitSystem: .metric, unitWidth: .long))
        let line = try renderer.render(message: "route.toll", values: [0: .distance(2_000)])
        #expect(line.text.hasPrefix("كيلومتران"), "\(line.text)")
    }

    @Test("durations phrased by the catalog", arguments: [
        ("ja", 360.0, "6分"), ("ja", 7_200, "2時間"), ("ja", 4_020, "1時間7分"),
        ("ar", 60, "دقيقة واحدة"), ("ar", 120, "دقيقتان"), ("ar", 360, "٦ دقائق"), ("ar", 900, "١٥ دقيقة"),
        ("ar", 3_600, "ساعة واحدة"), ("ar", 10_800, "٣ ساعات"), ("ar", 3_900, "ساعة و٥ دقائق"),
        ("en", 360, "6 min"), ("ru", 4_020, "1 ч 7 мин"),
    ])
    func durations(locale: String, seconds: Double, expected: String) throws {
        #expect(try Renderer(locale: locale).formatDuration(seconds) == expected)
    }

    @Test("French puts de between a million and its unit")
    func frenchMillions() throws {
        let renderer = try Renderer(locale: "fr", options: RenderOptions(unitSystem: .metric, unitWidth: .long))
        let line = try renderer.render(Instruction(.straight, distance: 1_000_000_000))
        #expect(line.text.contains("1\u{202F}000\u{202F}000 de kilomètres"), "\(line.text)")
        let span = try #require(line.span(.distance))
        #expect(span.parts.map(\.role) == [.distanceNumber, .distanceUnit])
    }

    @Test("a catalog's own unit phrase: select on unit, width and fraction, forms asked by the sentence")
    func customDistancePhrase() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"""
            {"locale": "ru", "messages": {
              "unit.distance": {"select": "form", "dative": "[$0]", "other": {"select": "$0:number", "fraction": "~$0",
                "other": {"select": "$0:width", "long": "$0:number $0:unit{метров}", "other": "$0"}}},
              "turn": "$0 через $1", "straight": "$0 к $1:dative"
            }}
            """#, file: "ru-units.json", asOverride: true)
        #expect(catalog.diagnostics.filter { $0.file == "ru-units.json" }.isEmpty, "\(catalog.diagnostics)")
        let short = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let long = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric, unitWidth: .long), catalog: catalog)
        #expect(try short.render(Instruction(.turn(.left), distance: 20)).text == "Поверните налево через 20 м")
        #expect(try long.render(Instruction(.turn(.left), distance: 20)).text == "Поверните налево через 20 метров")
        #expect(try short.render(Instruction(.turn(.left), distance: 1_500)).text == "Поверните налево через ~1,5 км")
        let dative = try short.render(Instruction(.straight, distance: 20))
        #expect(dative.text == "Продолжайте движение прямо к [20 м]")
        #expect(dative.span(.distance).map { String(dative[$0]) } == "[20 м]")
        #expect(dative.span(.distance)?.parts.map { String(dative[$0]) } == ["20", "м"])
    }

    @Test("a message the locale lacks falls back to its simpler message in the locale, not to English")
    func simplerFallback() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"""
            {"locale": "pl", "messages": {"turn.landmark": "$0 za $1 $2 $3", "maneuver.turn.left": "Skręć w lewo",
              "position.at": "przy"}}
            """#, file: "pl.json")
        let renderer = try Renderer(locale: "pl", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let line = try renderer.render(Instruction(.turn(.left), distance: 20, name: "Długa",
            landmarks: [Landmark(name: "Apteka")]))
        #expect(line.text == "Skręć w lewo za 20 m przy Apteka")
        #expect(line.messageKey == "turn.name.landmark")
        #expect(renderer.diagnostics.contains { $0.check == "message-fallback" && $0.key == "turn.name.landmark" })
        // English keeps its own message.
        let english = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric), catalog: catalog)
            .render(Instruction(.turn(.left), distance: 20, name: "Market Street", landmarks: [Landmark(name: "Starbucks")]))
        #expect(english.text == "Turn left onto Market Street in 20 m at Starbucks")
    }

    @Test("a fallback that names no message, or one with other placeholders, is reported and ignored", arguments: [
        (#""fallback": "nothing.here""#, "is not a message of the catalog"),
        (#""fallback": "b""#, "has $1 (name), which this message lacks or gives another role"),
    ])
    func badFallbacks(fallback: String, problem: String) throws {
        let text = #"""
            {"messages": {
              "a": {"text": "$0 x", \#(fallback), "placeholders": {"$0": {"role": "maneuver"}}},
              "b": {"text": "$0 $1", "placeholders": {"$0": {"role": "maneuver"}, "$1": {"role": "name"}}}
            }}
            """#
        let (catalog, diagnostics) = try SourceCatalog.load(text: text, file: "source.json")
        #expect(catalog.message("a")?.fallback == nil)
        #expect(diagnostics.contains { $0.key == "a" && $0.check == "invalid-template" && $0.message.contains(problem) },
            "\(diagnostics)")
    }

    @Test("forks, merges and ramps select on the side: whole sentences, the maneuver still highlighted", arguments: [
        ("en", Maneuver.merge(.straightAhead), "Merge onto Ring Road in 300 m", "Merge"),
        ("en", Maneuver.merge(.left), "Merge to the left onto Ring Road in 300 m", "Merge to the left"),
        ("fr", Maneuver.merge(.right), "Dans 300\u{202F}m, rejoignez Ring Road en vous insérant à droite",
         "en vous insérant à droite"),
        ("ru", Maneuver.fork(.right), "Через 300 м на развилке держитесь правее и выезжайте на Ring Road", "держитесь правее"),
    ])
    func sides(locale: String, maneuver: Maneuver, expected: String, highlighted: String) throws {
        let line = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
            .render(Instruction(maneuver, distance: 300, name: "Ring Road"))
        #expect(Self.strip(line.text[...]) == expected)
        let span = try #require(line.span(.maneuver))
        #expect(String(line[span]) == highlighted)
        #expect(span.isHighlighted)
    }
}
