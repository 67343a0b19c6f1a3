import Foundation
import Testing
@testable import Guidepost

/// What a sign says, said wherever the router gives it: destinations on turns, merges and
/// straight roads with no name; roundabouts the router gives no exit number for; road words
/// shortened on banners as the locale's signs shorten them.
@Suite("Signposts")
struct SignpostTests {
    static func metric(_ locale: String) throws -> Renderer {
        try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
    }

    static func instruction(_ maneuver: Maneuver, name: String? = nil, distance: Double = 200,
        destinations: [String] = [], rotary: String? = nil) -> Instruction
    {
        var road = RoadFacts()
        road.destinations = destinations
        road.rotaryName = rotary
        return Instruction(maneuver, distance: distance, name: name, road: road)
    }

    /// (locale, instruction, text as listed).
    static let rows: [(String, Instruction, String)] = [
        ("en", instruction(.turn(.left), destinations: ["Hamburg"]), "⟦Turn left⟧ towards ⟦Hamburg⟧ in 200 m"),
        ("en", instruction(.endOfRoad(.right), destinations: ["Zentrum", "Mitte"]),
            "⟦At the end of the road, turn right⟧ towards ⟦Zentrum, Mitte⟧ in 200 m"),
        // A named road with a sign: both, the sign as the locale's `road.towards` adds it.
        ("en", instruction(.turn(.left), name: "Elm Street", destinations: ["Hamburg"]),
            "⟦Turn left⟧ onto ⟦Elm Street⟧ in 200 m towards ⟦Hamburg⟧"),
        ("en", instruction(.straight, name: "Karl-Marx-Allee", distance: 400, destinations: ["Alexanderplatz"]),
            "⟦Continue straight⟧ along ⟦Karl-Marx-Allee⟧ for 400 m towards ⟦Alexanderplatz⟧"),
        ("en", instruction(.exitRoundabout, name: "Avenue Foch", destinations: ["La Défense", "Neuilly"]),
            "Exit the roundabout onto ⟦Avenue Foch⟧ towards ⟦La Défense, Neuilly⟧"),
        ("en", instruction(.roundabout(exit: 2), name: "Altonaer Straße", destinations: ["Tegel"]),
            "At the roundabout, take the ⟦2nd⟧ exit onto ⟦Altonaer Straße⟧ towards ⟦Tegel⟧"),
        // Not twice where the sentence states the sign already; not on arriving.
        ("en", instruction(.fork(.left), name: "A 10", destinations: ["Hamburg"]), "⟦Keep left⟧ at the fork towards ⟦Hamburg⟧ in 200 m"),
        ("en", instruction(.arrive(), name: "Hauptbahnhof", destinations: ["Hamburg"]), "You have arrived at ⟦Hauptbahnhof⟧"),
        ("en", instruction(.turn(.uTurn), destinations: ["Hamburg"]), "⟦Make a U-turn⟧ in 200 m towards ⟦Hamburg⟧"),
        ("en", instruction(.straight, distance: 2000, destinations: ["Potsdam"]), "⟦Continue straight⟧ for 2.0 km towards ⟦Potsdam⟧"),
        ("en", instruction(.merge(.left), destinations: ["Berlin-Zentrum"]), "⟦Merge to the left⟧ towards ⟦Berlin-Zentrum⟧ in 200 m"),
        // The sign wins over the name on a merge, as on a fork or a ramp.
        ("en", instruction(.merge(.right), name: "A 10", destinations: ["Berlin-Zentrum"]),
            "⟦Merge to the right⟧ towards ⟦Berlin-Zentrum⟧ in 200 m"),
        ("en", instruction(.enterRoundabout), "Enter the roundabout"),
        ("en", instruction(.enterRoundabout, name: "Avenue Foch"), "Enter the roundabout and exit onto ⟦Avenue Foch⟧"),
        ("en", instruction(.enterRoundabout, destinations: ["Tegel"]), "Enter the roundabout and exit towards ⟦Tegel⟧"),
        ("en", instruction(.enterRoundabout, rotary: "Großer Stern"), "Enter ⟦Großer Stern⟧"),
        ("en", instruction(.enterRoundabout, name: "Altonaer Straße", destinations: ["Tegel"], rotary: "Großer Stern"),
            "Enter ⟦Großer Stern⟧ and exit onto ⟦Altonaer Straße⟧ towards ⟦Tegel⟧"),
    ]

    @Test("destinations and roundabouts without an exit number", arguments: rows)
    func signposted(locale: String, instruction: Instruction, expected: String) throws {
        #expect(try Self.metric(locale).render(instruction).textForm() == expected)
    }

    @Test("a locale without its own road.towards keeps the sentence without the sign, not half in English")
    func towardsUntranslated() throws {
        let french = try Localization.load(text: #"""
            {"locale": "fr", "messages": {"turn.name": {"select": "$1:when", "now": "$0 maintenant pour prendre $2",
              "none": "$0 pour prendre $2", "other": "$0 dans $1 pour prendre $2"}, "maneuver.turn.left": "tournez à gauche"}}
            """#, file: "fr.json")
        let renderer = try Renderer(locale: "fr", options: RenderOptions(unitSystem: .metric),
            catalog: Catalog(source: Catalog.embedded.source, localizations: ["fr": french]))
        let rendered = try renderer.render(Self.instruction(.turn(.left), name: "Rue de Rivoli", destinations: ["Bastille"]))
        #expect(rendered.textForm() == "⟦Tournez à gauche⟧ dans 200\\u{202F}m pour prendre ⟦Rue de Rivoli⟧")
        #expect(!rendered.spans.contains { $0.role == .destination })
    }

    @Test("the sign added to a sentence is a destination span, highlighted, at its place in UTF-16 too")
    func towardsSpan() throws {
        let rendered = try Self.metric("en").render(Self.instruction(.turn(.right), name: "Ring", destinations: ["Mitte"]))
        let span = try #require(rendered.spans.first { $0.role == .destination })
        #expect(span.isHighlighted)
        #expect(rendered.text[span.range] == "Mitte")
        let utf16 = Array(rendered.text.utf16)
        #expect(String(decoding: utf16[span.utf16Offset..<span.utf16Offset + span.utf16Length], as: UTF16.self) == "Mitte")
    }

    @Test("OSRM steps: a roundabout or rotary without an exit is entered, by its name when it has one")
    func osrmRoundaboutWithoutExit() throws {
        let rotary = #"{"maneuver": {"type": "rotary", "modifier": "right", "location": [13.35, 52.51]}, "distance": 300, "duration": 30, "name": "Altonaer Straße", "rotary_name": "Großer Stern"}"#
        let text = OSRMReaderTests.response([OSRMReaderTests.step("depart"), rotary, OSRMReaderTests.step("roundabout", "right"),
            OSRMReaderTests.step("arrive")])
        let document = try RouteReader.read(text)
        #expect(document.warnings.isEmpty)
        let leg = try #require(document.primary?.legs.first)
        #expect(leg.instructions.map(\.instruction.maneuver.kind) == [.depart, .enterRoundabout, .enterRoundabout, .arrive])
        let renderer = try Self.metric("en")
        let rendered = try leg.instructions.dropFirst().prefix(2).map { item throws in try renderer.render(item.instruction).textForm() }
        #expect(rendered == [
            "Enter ⟦Großer Stern⟧ and exit onto ⟦Altonaer Straße⟧", "Enter the roundabout and exit onto ⟦Elm Street⟧",
        ])
    }

    /// (locale, name, abbreviation or nil).
    static let abbreviations: [(String, String, String?)] = [
        ("en", "Main Street", "Main St"), ("en", "North Capitol Avenue", "N Capitol Ave"), ("en", "Streeter Lane", "Streeter Ln"),
        ("en", "Tiergarten", nil),
        ("de", "Friedrichstraße", "Friedrichstr."), ("de", "Lange Straße", "Lange Str."), ("de", "Karl-Marx-Straße", "Karl-Marx-Str."),
        ("de", "Alexanderplatz", "Alexanderpl."), ("de", "Unter den Linden", nil),
    ]

    @Test("road words shortened as the locale's signs shorten them, as catalog data", arguments: abbreviations)
    func abbreviation(locale: String, name: String, expected: String?) throws {
        #expect(try Self.metric(locale).engine.table.grammar.abbreviations.abbreviate(name) == expected)
    }

    @Test("a leading word is shortened only where it starts the name")
    func leadingWords() throws {
        let abbreviations = Grammar.Abbreviations(words: [("Phố", "P.")], endings: [], leading: [("Đường", "Đ."), ("corso", "c.so")])
        #expect(abbreviations.abbreviate("Đường Láng") == "Đ. Láng")
        #expect(abbreviations.abbreviate("Phố Hàng Đường") == "P. Hàng Đường")
        #expect(abbreviations.abbreviate("Corso Vittorio Emanuele II") == "C.so Vittorio Emanuele II")
        #expect(abbreviations.abbreviate("Via del Corso") == nil)
    }

    @Test("a banner's name carries its abbreviation (abbr, abbr_priority)")
    func bannerAbbreviation() throws {
        let steps = [OSRMReaderTests.step("depart", name: "Unter den Linden"), OSRMReaderTests.step("turn", "left", name: "Friedrichstraße"),
            OSRMReaderTests.step("arrive", name: "Friedrichstraße")]
        let renderer = try Self.metric("de")
        let annotated = try MapboxAnnotator.annotate(OSRMReaderTests.response(steps), display: renderer, voice: renderer)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        let steps0 = try #require(((root["routes"] as? [[String: Any]])?.first?["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let banner = try #require((steps0[0]["bannerInstructions"] as? [[String: Any]])?.first)
        let component = try #require(((banner["primary"] as? [String: Any])?["components"] as? [[String: Any]])?.first)
        #expect(component["text"] as? String == "Friedrichstraße")
        #expect(component["abbr"] as? String == "Friedrichstr.")
        #expect(component["abbr_priority"] as? Int == 0)
    }

    @Test("abbreviations that are not [word, abbreviation] are reported", arguments: [
        #"{"abbreviations": {"words": [["Street"]]}}"#, #"{"abbreviations": {"words": [["Main Street", "Main St"]]}}"#,
        #"{"abbreviations": {"endings": [["straße", ""]]}}"#, #"{"abbreviations": {"phrases": []}}"#, #"{"abbreviations": []}"#,
    ])
    func invalidAbbreviations(text: String) throws {
        var diagnostics: [Diagnostic] = []
        _ = Grammar(try JSONParser.parse(text), file: "xx.json", locale: "xx", diagnostics: &diagnostics)
        #expect(diagnostics.count == 1 && diagnostics.first?.check == "invalid-grammar", "\(text): \(diagnostics)")
    }
}
