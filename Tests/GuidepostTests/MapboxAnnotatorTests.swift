import Foundation
import Testing
@testable import Guidepost

/// `guidepost route --emit mapbox` and the library behind it.
@Suite("Mapbox-shaped output")
struct MapboxAnnotatorTests {
    @Test("the bundled OSRM examples come back as valid JSON with text, banners and voice on every step, other keys kept",
        arguments: [RouteExamples.berlin, RouteExamples.lyon, RouteExamples.motorway], ["en", "de", "fr", "ru", "ar", "ja"])
    func examples(file: String, locale: String) throws {
        let text = try RouteExamples.text(file)
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        let annotated = try MapboxAnnotator.annotate(text, display: display, voice: voice, file: file)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        #expect(Set(result.keys) == Set(original.keys))
        let routes = try #require(result["routes"] as? [[String: Any]])
        let originalRoutes = try #require(original["routes"] as? [[String: Any]])
        #expect(routes.count == originalRoutes.count)
        for (route, originalRoute) in zip(routes, originalRoutes) {
            // Every key kept, and the locale spoken added.
            #expect(Set(route.keys) == Set(originalRoute.keys).union(["voiceLocale"]))
            #expect(route["voiceLocale"] as? String == voice.formattingLocale.replacingOccurrences(of: "_", with: "-"))
            let legs = try #require(route["legs"] as? [[String: Any]])
            for leg in legs {
                let steps = try #require(leg["steps"] as? [[String: Any]])
                for (index, step) in steps.enumerated() {
                    let maneuver = try #require(step["maneuver"] as? [String: Any])
                    let instruction = try #require(maneuver["instruction"] as? String)
                    #expect(!instruction.isEmpty && !instruction.contains("$"))
                    let banners = try #require(step["bannerInstructions"] as? [[String: Any]])
                    let voices = try #require(step["voiceInstructions"] as? [[String: Any]])
                    let last = index == steps.count - 1
                    #expect(banners.isEmpty == last, "\(locale) step \(index)")
                    #expect(voices.isEmpty == last, "\(locale) step \(index)")
                    for banner in banners {
                        let primary = try #require(banner["primary"] as? [String: Any])
                        let components = try #require(primary["components"] as? [[String: Any]])
                        // The components spell the text (shields and exit numbers without bidi isolates).
                        let isolates = CharacterSet(charactersIn: "\u{2068}\u{2069}")
                        let spelled = (primary["text"] as? String)?.unicodeScalars.filter { !isolates.contains($0) }
                        #expect(components.compactMap { $0["text"] as? String }.joined().unicodeScalars.filter { !isolates.contains($0) }
                            .map(Character.init) == spelled?.map(Character.init))
                        #expect(banner["distanceAlongGeometry"] is NSNumber)
                    }
                    for spoken in voices {
                        let ssml = try #require(spoken["ssmlAnnouncement"] as? String)
                        #expect(ssml.hasPrefix("<speak") && ssml.hasSuffix("</speak>"))
                        #expect((spoken["announcement"] as? String)?.isEmpty == false)
                    }
                }
            }
        }
    }

    /// (entry bearing, exit bearing, driving side, degrees)
    static let roundabouts: [(Double, Double, String?, Double)] = [
        (262, 266, "right", 176), (0, 90, "right", 90), (0, 270, "right", 270), (0, 0, "right", 180),
        (350, 80, "right", 90), (0, 90, "left", 270), (0, 270, "left", 90), (10, 190, "right", 0),
    ]

    @Test("a roundabout's banner says how far round the exit is", arguments: roundabouts)
    func roundaboutDegrees(row: (Double, Double, String?, Double)) throws {
        let maneuver = try JSONParser.parse(#"{"type": "roundabout", "bearing_before": \#(row.0)}"#)
        #expect(MapboxAnnotator.roundaboutDegrees(maneuver, exitBearing: row.1, drivingSide: row.2) == row.3)
        let turn = try JSONParser.parse(#"{"type": "turn", "bearing_before": \#(row.0)}"#)
        #expect(MapboxAnnotator.roundaboutDegrees(turn, exitBearing: row.1, drivingSide: row.2) == nil)
    }

    @Test("the Berlin example's rotary banner carries degrees and driving_side")
    func rotaryBanner() throws {
        let steps = try Self.steps(RouteExamples.berlin)
        let primary = try #require(Self.banner(steps[3], "primary"))
        #expect(primary["type"] as? String == "rotary")
        #expect((primary["degrees"] as? NSNumber)?.doubleValue == 176)
        #expect(primary["driving_side"] as? String == "right")
    }

    @Test("numbers of the response are kept as written")
    func numbersKept() throws {
        let text = try RouteExamples.text(RouteExamples.berlin)
        let renderer = try Renderer(locale: "en")
        let annotated = try MapboxAnnotator.annotate(text, display: renderer, voice: renderer)
        #expect(annotated.contains("13.38891"))
    }

    @Test("a response the reader refuses is an input error")
    func refusal() throws {
        let renderer = try Renderer(locale: "en")
        #expect(throws: InputError.self) { try MapboxAnnotator.annotate("{\"routes\": []}", display: renderer, voice: renderer) }
        #expect(throws: InputError.self) { try MapboxAnnotator.annotate("not json", display: renderer, voice: renderer) }
    }

    /// The steps of an annotated response's first leg.
    static func steps(_ file: String, locale: String = "en") throws -> [[String: Any]] {
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        let annotated = try MapboxAnnotator.annotate(try RouteExamples.text(file), display: display, voice: voice)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        let routes = try #require(root["routes"] as? [[String: Any]])
        let legs = try #require(routes.first?["legs"] as? [[String: Any]])
        return try #require(legs.first?["steps"] as? [[String: Any]])
    }

    static func banner(_ step: [String: Any], _ key: String) -> [String: Any]? {
        ((step["bannerInstructions"] as? [[String: Any]])?.first)?[key] as? [String: Any]
    }

    @Test("a banner names the maneuver without its distance; exit numbers, shields and the sign are components")
    func bannerComponents() throws {
        let steps = try Self.steps(RouteExamples.motorway)
        // Before the exit to the A 661, the sign: "Exit 21 A 661 / Offenbach, Darmstadt" (the
        // road has no name), the arrow of the off ramp.
        let primary = try #require(Self.banner(steps[4], "primary"))
        #expect(primary["text"] as? String == "Exit 21 A 661 / Offenbach, Darmstadt")
        let components = try #require(primary["components"] as? [[String: String]])
        #expect(components.map { $0["type"] ?? "" } == ["exit", "exit-number", "delimiter", "icon", "delimiter", "text"])
        #expect(components.filter { $0["type"] == "exit-number" }.map { $0["text"] } == ["21"])
        #expect(components.filter { $0["type"] == "icon" }.map { $0["text"] } == ["A 661"])
        #expect(primary["type"] as? String == "off ramp")
        #expect(Self.banner(steps[4], "secondary") == nil)
        // Close to the exit, a second banner adds the lanes.
        let banners = try #require(steps[4]["bannerInstructions"] as? [[String: Any]])
        #expect(banners.count == 2 && banners[0]["sub"] == nil)
        let sub = try #require(banners[1]["sub"] as? [String: Any])
        let lanes = try #require(sub["components"] as? [[String: Any]])
        #expect(lanes.map { $0["active"] as? Bool } == [false, false, true, true])
        // Two route numbers are two shields with a delimiter between them.
        let merge = try #require(Self.banner(steps[3], "primary"))
        #expect(merge["text"] as? String == "Merge to the left onto A 5/E 451")
        for step in steps.dropLast() {
            let text = try #require(Self.banner(step, "primary")?["text"] as? String)
            #expect(!text.contains(" in ") && !text.contains(" now"), "\(text)")
        }
    }

    @Test("voice says the maneuver after the next with it when it follows closely")
    func voiceChaining() throws {
        let steps = try Self.steps(RouteExamples.motorway)
        func spoken(_ index: Int) -> [String] {
            ((steps[index]["voiceInstructions"] as? [[String: Any]]) ?? []).compactMap { $0["announcement"] as? String }
        }
        // The turn onto Ringstraße is 84 m before the turn onto Kaiserallee.
        #expect(spoken(0).last?.hasSuffix(", then turn right onto Kaiserallee") == true, "\(spoken(0))")
        // Leaving the Sternplatz roundabout, Am Markt comes 62 m later.
        #expect(spoken(9).last == "Exit the roundabout onto Lindenstraße, then turn sharply left onto Am Markt")
        // A long stretch before the next maneuver: said alone.
        #expect(spoken(4).allSatisfy { !$0.contains("then") })
    }
}

