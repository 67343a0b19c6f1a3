import Foundation
import Testing
@testable import Guidepost

/// What live navigation needs beyond a list: sentences without their distance (banners,
/// road-app lists), two close maneuvers said as one, and the list styles.
@Suite("Live navigation")
struct LiveNavigationTests {
    static let locales = ["en", "en-GB", "de", "fr", "ru", "ar", "ja"]

    static func road(_ build: (inout RoadFacts) -> Void) -> RoadFacts {
        var facts = RoadFacts()
        build(&facts)
        return facts
    }

    /// Every maneuver that states a distance, with the facts its messages can hold.
    static let withDistance: [Instruction] = [
        Instruction(.straight, distance: 400),
        Instruction(.straight, distance: 400, name: "Main Concourse", landmarks: [Landmark(name: "Food Court", position: .towards)]),
        Instruction(.turn(.left), distance: 300),
        Instruction(.turn(.right), distance: 300, name: "Main Street", road: road { $0.refs = ["B 96"] }),
        Instruction(.turn(.uTurn), distance: 300, name: "Main Street"),
        Instruction(.turn(.left), distance: 300, name: "Main Street", landmarks: [Landmark(name: "Starbucks")]),
        Instruction(.bear(.slightLeft), distance: 300, name: "Ring Road"),
        Instruction(.endOfRoad(.right), distance: 300, name: "Elm Street"),
        Instruction(.upcomingFloorChange(FloorChange(type: .elevator, direction: .up, floorName: "3")), distance: 40),
        Instruction(.upcomingFloorChange(FloorChange(type: .unknown, direction: .up, floorName: "3")), distance: 40),
        Instruction(.fork(.left), distance: 400, name: "A 100"),
        Instruction(.fork(.right), distance: 400, road: road { $0.destinations = ["Darmstadt"] }),
        Instruction(.merge(.straightAhead), distance: 400, name: "Stadtring"),
        Instruction(.onRamp(.right), distance: 400, road: road { $0.destinations = ["Kassel"] }),
        Instruction(.offRamp(.left), distance: 600, road: road {
            $0.exitNumbers = ["21"]
            $0.destinations = ["Offenbach"]
        }),
        Instruction(.offRamp(.right), distance: 600, name: "Messedamm"),
    ]

    @Test("with the distance shown apart, no sentence states it, and none says 'now'", arguments: locales)
    func omitted(locale: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        for instruction in Self.withDistance {
            let stated = try renderer.render(instruction)
            let banner = try renderer.render(instruction, distance: .omitted)
            #expect(stated.span(.distance) != nil, "\(locale): \(stated.text)")
            #expect(banner.span(.distance) == nil, "\(locale): \(banner.text)")
            #expect(banner.messageKey == stated.messageKey)
            // The same sentence as when the maneuver is due now, less the word for now.
            var now = instruction
            now.distance = 2
            #expect(banner.text != (try renderer.render(now)).text, "\(locale): \(banner.text)")
            #expect(!banner.text.contains("$"))
            // Every fact the stated sentence has is still there.
            for role in [Role.name, .landmark, .destination, .exitNumber, .ref, .floor] {
                #expect((stated.span(role) == nil) == (banner.span(role) == nil), "\(locale) \(role): \(banner.text)")
            }
        }
    }

    @Test("a sentence starts with a capital; continuing one, it does not", arguments: [
        ("en", Instruction(.turn(.right), distance: 50), "Turn right", "turn right"),
        ("en", Instruction(.offRamp(.right), distance: 50, road: road { $0.exitNumbers = ["4A"] }), "Take exit 4A on the right",
         "take exit 4A on the right"),
        ("de", Instruction(.fork(.left), distance: 50), "An der Gabelung links halten", "an der Gabelung links halten"),
        ("de", Instruction(.straight, distance: 50, landmarks: [Landmark(name: "Food Court", position: .towards)]),
         "Richtung Food Court geradeaus weiter", "Richtung Food Court geradeaus weiter"),
        ("fr", Instruction(.turn(.left), distance: 50), "Tournez à gauche", "tournez à gauche"),
        ("ru", Instruction(.turn(.left), distance: 50), "Поверните налево", "поверните налево"),
    ])
    func continuation(locale: String, instruction: Instruction, banner: String, continued: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(instruction, distance: .omitted).text == banner)
        #expect(try renderer.render(instruction, distance: .continuation).text == continued)
    }

    @Test("two maneuvers as one: the first as it is, the second continuing it, every span moved with its text",
        arguments: locales)
    func chained(locale: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let first = Instruction(.turn(.left), distance: 300, name: "Main Street", road: Self.road { $0.refs = ["B 96"] })
        let second = Instruction(.turn(.right), distance: 60, name: "Oak Street")
        let joined = try renderer.render(first, then: second)
        #expect(joined.messageKey == "then")
        let one = try renderer.render(first)
        let two = try renderer.render(second, distance: .continuation)
        #expect(joined.text.contains(one.text) && joined.text.contains(two.text), "\(locale): \(joined.text)")
        #expect(joined.spans.filter { $0.role == .maneuver }.count == 2)
        #expect(joined.spans.filter { $0.role == .distance }.count == 1)
        #expect(joined.spans.contains { $0.role == .ref })
        // Spans cover the text in order, and their UTF-16 offsets agree with their ranges.
        var end = joined.text.startIndex
        for span in joined.spans {
            #expect(span.range.lowerBound == end)
            end = span.range.upperBound
            #expect(joined.text.utf16.distance(from: joined.text.startIndex, to: span.range.lowerBound) == span.utf16Offset)
            #expect(joined.text[span.range].utf16.count == span.utf16Length)
            for part in span.parts {
                #expect(joined.text.utf16.distance(from: joined.text.startIndex, to: part.range.lowerBound) == part.utf16Offset)
            }
        }
        #expect(end == joined.text.endIndex)
        #expect(joined.spans.first { $0.role == .distance }?.parts.count == 2)
    }

    @Test("which maneuvers are said together", arguments: [
        (Instruction(.turn(.right)), 80.0, 30.0, true),
        (Instruction(.turn(.right)), 400.0, 8.0, true),
        (Instruction(.turn(.right)), 400.0, 30.0, false),
        (Instruction(.turn(.right)), 100.0, nil, true),
        (Instruction(.turn(.right)), 101.0, nil, false),
        (Instruction(.roundabout(exit: 2)), 50.0, nil, true),
        (Instruction(.arrive()), 20.0, 2.0, false),
        (Instruction(.straight), 20.0, 2.0, false),
        (Instruction(.useLane), 20.0, 2.0, false),
        (Instruction(.turn(.right)), Double.nan, nil, false),
        (Instruction(.turn(.right)), -5.0, nil, false),
    ] as [(Instruction, Double, Double?, Bool)])
    func chaining(next: Instruction, gap: Double, duration: Double?, chained: Bool) {
        #expect(Renderer.shouldChain(next, gap: gap, duration: duration) == chained)
    }

    @Test("spoken near and at-maneuver announcements name the maneuver after; the early one does not")
    func chainedAnnouncements() throws {
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech))
        let said = try voice.announcements(for: Instruction(.turn(.left), distance: 1_000, name: "Main Street"),
            stepDistance: 1_000, duration: 80, then: Instruction(.turn(.right), name: "Oak Street"))
        #expect(said.map(\.announcement.kind) == [.early, .near, .atManeuver])
        #expect(!said[0].spoken.text.contains("then"))
        #expect(said[1].spoken.text.hasSuffix(", then turn right onto Oak Street"))
        #expect(said[2].spoken.text.hasSuffix(", then turn right onto Oak Street"))
    }

    @Test("each name keeps its own pronunciation when two instructions are spoken as one")
    func pronunciations() throws {
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech))
        let first = Instruction(.turn(.left), distance: 50, name: "Kaiserallee", road: Self.road { $0.phoneticName = "ˈkaɪ̯zɐ" })
        let second = Instruction(.turn(.right), name: "Gießener Straße", road: Self.road { $0.phoneticName = "ˈɡiːsənɐ" })
        let ssml = try voice.speak(first, then: second).ssml
        #expect(ssml.contains("<phoneme alphabet=\"ipa\" ph=\"ˈkaɪ̯zɐ\">Kaiserallee</phoneme>"))
        #expect(ssml.contains("<phoneme alphabet=\"ipa\" ph=\"ˈɡiːsənɐ\">Gießener Straße</phoneme>"))
    }

    @Test("a list in the road-app style names each maneuver and gives the distance after it apart")
    func distanceAfterManeuver() throws {
        let document = try RouteExamples.document(RouteExamples.berlin)
        let renderer = try RouteExamples.renderer("en")
        let list = try renderer.render(route: document, options: RouteRenderOptions(listStyle: .distanceAfterManeuver))
        let steps = list.legs.flatMap(\.steps)
        #expect(steps.allSatisfy { $0.instruction.span(.distance) == nil })
        let route = try #require(document.routes.first)
        for (step, item) in zip(steps, route.legs.flatMap(\.instructions)) {
            if item.instruction.maneuver.kind == .arrive {
                #expect(step.distance == nil)
            } else {
                let distance = try #require(step.distance)
                #expect(distance.text == (try renderer.formatDistance(try #require(item.stepDistance)).text))
            }
        }
        #expect(list.textForm().contains("  ⟦Turn right⟧ onto ⟦Chausseestraße⟧ · 650 m\n"))
        // The default list states the distance to each maneuver instead.
        let seed = try renderer.render(route: document)
        #expect(seed.legs.flatMap(\.steps).allSatisfy { $0.distance == nil })
        #expect(seed.textForm().contains("  ⟦Turn right⟧ onto ⟦Chausseestraße⟧ in 410 m\n"))
    }

    @Test("capitalizing the start skips opening punctuation and reaches into the next piece")
    func capitalization() throws {
        let casing = Casing(localeID: "es", maximizedID: "es_Latn_ES")
        #expect(try casing.capitalizingFirst("¿por aquí?") == "¿Por aquí?")
        #expect(try casing.capitalizingFirst("«rue»") == "«Rue»")
        #expect(try casing.capitalizingFirst("\u{2068}x") == "\u{2068}X")
        #expect(try casing.capitalizingFirst("[") == nil)
        #expect(try casing.capitalizingFirst("21 km") == nil)
        let pseudo = try Renderer(locale: "en-XA")
        #expect(try pseudo.render(Instruction(.turn(.left), distance: 20)).text.hasPrefix("[[Ţ"))
    }

    @Test("a first letter capitalized without ICU is the one ICU gives", arguments: [
        ("ru", "ru_Cyrl_RU"), ("mn", "mn_Cyrl_MN"), ("el", "el_Grek_GR"), ("de", "de_Latn_DE"),
        ("hy", "hy_Armn_AM"), ("sr_Latn", "sr_Latn_RS"), ("ka", "ka_Geor_GE"),
    ])
    func capitalizationWithoutICU(localeID: String, maximizedID: String) throws {
        let casing = Casing(localeID: localeID, maximizedID: maximizedID)
        // Every cased letter of the Latin, Greek, Cyrillic, Armenian and Georgian blocks, and
        // letters ICU treats specially elsewhere (ǆ's titlecase ǅ, ß, ŉ, decomposed accents).
        var samples = (0x00C0...0x058F).compactMap(Unicode.Scalar.init).map { String($0) + "ab" }
        samples += (0x10D0...0x10FF).compactMap(Unicode.Scalar.init).map { String($0) + "ab" }
        samples += (0x1F00...0x1FFF).compactMap(Unicode.Scalar.init).map { String($0) + "ab" }
        samples += ["\u{01C6}ak", "\u{00DF}e", "\u{0149}x", "e\u{0301}crin", "\u{03AC}\u{03C1}\u{03C4}\u{03BF}\u{03C2}"]
        // The path under test: a first letter that has an uppercase (the others are left as they are).
        for sample in samples where sample.unicodeScalars.first?.properties.changesWhenUppercased == true {
            let expected = try ICU.titlecasedSentenceStart(sample, localeID: localeID)
            #expect(try casing.capitalizingFirst(sample) ?? sample == expected, "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite("OSRM maneuvers")
struct OSRMManeuverTests {
    @Test("a fork turning back is a U-turn; a notification continues like 'continue'", arguments: [
        ("fork", "uturn", Maneuver.turn(.uTurn)),
        ("fork", "slight left", .fork(.left)),
        ("notification", "slight right", .bear(.slightRight)),
        ("notification", "uturn", .turn(.uTurn)),
        ("notification", nil, .straight),
        ("continue", "left", .bear(.left)),
    ] as [(String, String?, Maneuver)])
    func classification(type: String, modifier: String?, maneuver: Maneuver) {
        #expect(OSRMClassifier.classify(type: type, modifier: modifier).maneuver == maneuver)
    }

    @Test("a road without a name goes by its route numbers, said once")
    func refAsName() throws {
        let step = """
            {"maneuver": {"type": "merge", "modifier": "slight left", "location": [8.6, 50.1]}, "distance": 5000,
             "duration": 190, "name": "", "ref": "A 5; E 451"}
            """
        let arrive = #"{"maneuver": {"type": "arrive", "location": [8.7, 50.0]}, "distance": 0, "duration": 0, "name": ""}"#
        let document = try RouteReader.read(OSRMReaderTests.response([step, arrive]), format: .osrm)
        let merge = try #require(document.routes.first?.legs.first?.instructions.first)
        #expect(merge.instruction.name == nil)
        #expect(merge.instruction.road.refs == ["A 5", "E 451"])
        #expect(merge.stepDistance == 5000)
        let line = try Renderer(locale: "en").render(merge.instruction)
        #expect(line.span(.ref) == nil)
        #expect(line.text == "Merge to the left now onto A 5/E 451")
        // Said aloud, the first number is the road's name.
        let spoken = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech)).speak(merge.instruction)
        #expect(spoken.text == "Merge to the left now onto A 5")
    }

    @Test("continuing on a road that keeps its name bears along it; onto another name it turns")
    func continueAndNames() throws {
        func maneuver(after first: String, then second: String) throws -> Maneuver? {
            let text = OSRMReaderTests.response([
                OSRMReaderTests.step("depart", name: first), OSRMReaderTests.step("continue", "right", name: second),
                OSRMReaderTests.step("arrive", name: second),
            ])
            return try RouteReader.read(text, format: .osrm).routes.first?.legs.first?.instructions[1].instruction.maneuver
        }
        #expect(try maneuver(after: "Ring Road", then: "Ring Road") == .bear(.right))
        #expect(try maneuver(after: "Friedrichstraße", then: "Unter den Linden") == .turn(.right))
    }
}


/// The second half of a chained instruction may have words of its own (`"then"` in a select
/// on `$1:when`): Czech and Slovak move the clitic after "potom" ("…, potom se držte vlevo").
@Suite("Chained instructions with a then variant")
struct ThenVariantTests {
    static func renderer(withThen: Bool) throws -> Renderer {
        let then = withThen ? #", "then": "se $0:mid""# : ""
        let text = #"""
            {"locale": "cs", "messages": {
              "then": "$0, potom $1",
              "turn": {"select": "$1:when", "now": "nyní $0", "none": "$0"\#(then), "other": "za $1 $0"},
              "maneuver.turn.left": "odbočte vlevo",
              "maneuver.turn.uTurn": {"select": "form", "mid": "otočte", "other": "otočte se"}
            }}
            """#
        let czech = try Localization.load(text: text, file: "cs.json")
        return try Renderer(locale: "cs", options: RenderOptions(unitSystem: .metric),
            catalog: Catalog(source: Catalog.embedded.source, localizations: ["cs": czech]))
    }

    @Test("the then variant words the second half; without one it reads as on a banner")
    func thenVariant() throws {
        let first = Instruction(.turn(.left), distance: 200)
        let second = Instruction(.turn(.uTurn), distance: 20)
        #expect(try Self.renderer(withThen: true).render(first, then: second).text == "Za 200 m odbočte vlevo, potom se otočte")
        #expect(try Self.renderer(withThen: false).render(first, then: second).text == "Za 200 m odbočte vlevo, potom otočte se")
        // A banner still says the none variant.
        #expect(try Self.renderer(withThen: true).render(second, distance: .omitted).text == "Otočte se")
    }
}
