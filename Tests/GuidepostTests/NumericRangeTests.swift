import Foundation
import Testing
@testable import Guidepost

/// Every number the library accepts has a defined meaning (see `GuidepostLimits`): these
/// are the reproducers of the traps, hangs and wrong output issue 9 listed, one a row.
@Suite("Numeric ranges")
struct NumericRangeTests {
    private func renderer(_ locale: String, _ system: RenderOptions.UnitSystem = .imperial) throws -> Renderer {
        try Renderer(locale: locale, options: RenderOptions(unitSystem: system))
    }

    @Test("distances beyond the limit are typed errors, not traps", arguments: [1e300, 9e17, 1e13, .infinity, -.infinity, .nan, -1])
    func hugeDistances(meters: Double) throws {
        let renderer = try renderer("en")
        #expect(throws: RenderError.self) { try renderer.render(Instruction(.turn(.left), distance: meters)) }
        #expect(throws: RenderError.self) { try renderer.formatDistance(meters) }
        #expect(throws: RenderError.self) { try renderer.render(message: "route.toll", values: [0: .distance(meters)]) }
    }

    @Test("-0 is 0", arguments: [("en", "0 ft"), ("ar", "٠ قدم")])
    func negativeZero(locale: String, expected: String) throws {
        let text = try renderer(locale).formatDistance(-0.0).text
        #expect(!text.contains("-") && !text.contains("\u{061C}-"))
        #expect(text == expected)
    }

    @Test("durations beyond the limit are typed errors", arguments: [1e21, 5.5e20, 1e10, .nan, -1])
    func hugeDurations(seconds: Double) throws {
        #expect(throws: RenderError.self) { try renderer("en").formatDuration(seconds) }
    }

    @Test("clock times: NaN, out-of-range instants and unknown zones are typed errors")
    func clockTimes() throws {
        let renderer = try renderer("en")
        do {
            _ = try renderer.formatClockTime(secondsSince1970: .nan)
            Issue.record("NaN formatted")
        } catch {
            #expect(error.code == .invalidClockTime)
        }
        for seconds in [1e15, -1e15, .infinity, 253_402_300_800] {
            #expect(throws: RenderError.invalidClockTime(seconds)) { try renderer.formatClockTime(secondsSince1970: seconds) }
        }
        #expect(throws: RenderError.unknownTimeZone("Mars/Olympus")) {
            try renderer.formatClockTime(secondsSince1970: 0, timeZone: "Mars/Olympus")
        }
        #expect(try renderer.formatClockTime(secondsSince1970: 253_402_300_799, timeZone: "UTC") == "11:59\u{202F}PM")
    }

    @Test("counts and ordinals are formatted as integers, exactly", arguments: [
        ("en", Int.max, "9,223,372,036,854,775,807"), ("de", Int.max, "9.223.372.036.854.775.807"),
        ("en", 9_007_199_254_740_993, "9,007,199,254,740,993"),
    ])
    func exactCounts(locale: String, value: Int, expected: String) throws {
        let change = FloorChange(type: .stairs, direction: .up, floorName: "Roof", floors: value)
        let line = try renderer(locale).render(Instruction(.floorChange(change)))
        #expect(line.text.contains(expected), "\(line.text)")
    }

    @Test("the plain exit number and the ordinal agree for every Int", arguments: ["ru", "ar", "en"])
    func exitsAgree(locale: String) throws {
        let renderer = try renderer(locale)
        for exit in [999_999_993, 1_000_000_000, 12, 21, 103] {
            let ordinal = try renderer.formatOrdinal(exit)
            let line = try renderer.render(Instruction(.roundabout(exit: exit)))
            #expect(line.text.contains(ordinal) || line.spans.contains { $0.role == .count }, "\(line.text)")
            let digits = String(exit)
            let shown = String(line.text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
            if locale != "ar" { #expect(shown.contains(digits), "\(line.text)") }
        }
        #expect(try renderer.formatOrdinal(3) == renderer.formatOrdinal(3))
    }

    @Test("ordinals outside 0...1e9 are typed errors, Int.min and Int.max included")
    func ordinalRange() throws {
        for value in [Int.min, -1, Int.max, 1_000_000_001] {
            #expect(throws: RenderError.invalidOrdinal(value)) { try renderer("en").formatOrdinal(value) }
        }
        #expect(throws: RenderError.invalidExit(Int.max)) { try renderer("en").render(Instruction(.roundabout(exit: Int.max))) }
        #expect(try renderer("en").formatOrdinal(1_000_000_000) == "1,000,000,000th")
        #expect(try renderer("en").formatOrdinal(999_999_993) == "999,999,993rd")
        #expect(try renderer("en").formatOrdinal(0) == "0th")
    }

    @Test("a value for a placeholder the message does not declare is an error, a negative one too")
    func placeholderNumbers() throws {
        let renderer = try renderer("en")
        #expect(throws: RenderError.unknownPlaceholder(-1, key: "route.stops")) {
            try renderer.render(message: "route.stops", values: [-1: .count(2)])
        }
        #expect(throws: RenderError.unknownPlaceholder(Int.min, key: "route.stops")) {
            try renderer.render(message: "route.stops", values: [Int.min: .count(2)])
        }
        #expect(throws: RenderError.unknownPlaceholder(7, key: "route.stops")) {
            try renderer.render(message: "route.stops", values: [0: .count(2), 7: .count(1)])
        }
    }

    @Test("route errors describe any index without overflowing")
    func routeErrorDescriptions() {
        #expect(RouteRenderError.noSuchLeg(Int.max, count: 2).description.contains("at index \(Int.max)"))
        #expect(RouteRenderError.noSuchStep(Int.max, leg: Int.min, count: 1).description.contains("at index"))
        #expect(RouteRenderError.noSuchLeg(4, count: 2).description == "there is no leg 5: the route has 2 legs")
    }

    @Test("rendering a route with an impossible leg or step selection is an error, Int.max included")
    func routeSelection() throws {
        let document = try RouteExamples.document(RouteExamples.berlin)
        for leg in [Int.max, Int.min, -1] {
            #expect(throws: RouteRenderError.self) {
                try renderer("en").render(route: document, options: RouteRenderOptions(leg: leg))
            }
        }
        #expect(throws: RouteRenderError.self) {
            try renderer("en").render(route: document, options: RouteRenderOptions(leg: 0, step: Int.max))
        }
    }

    @Test("huge numbers in a directions response are reported, not trapped on", arguments: [
        #"{"routes": [{"distance": 1e300, "duration": 1e21, "toll_distance": 1e300, "legs": [{"distance": 1e300, "duration": 1e21, "steps": ["#
            + #"{"maneuver": {"type": "depart"}, "distance": 1e300, "duration": 1e21, "name": "A"},"#
            + #"{"maneuver": {"type": "turn", "modifier": "left"}, "distance": 1e300, "name": "B"},"#
            + #"{"maneuver": {"type": "arrive"}, "distance": 0, "name": "B"}]}]}]}"#,
        #"{"legs": [{"duration": 1e21, "steps": ["#
            + #"{"distance": 25, "highway": "footway", "start_location": {"lat": 1, "lng": 1, "zLevel": 0}, "end_location": {"lat": 1.0002, "lng": 1, "zLevel": 0}},"#
            + #"{"distance": 10, "highway": "escalator", "start_location": {"lat": 1.0002, "lng": 1, "zLevel": 0}, "end_location": {"lat": 1.0003, "lng": 1, "zLevel": 1e19}},"#
            + #"{"distance": 10, "highway": "elevator", "start_location": {"lat": 1.0003, "lng": 1, "zLevel": -1e308}, "end_location": {"lat": 1.0004, "lng": 1, "zLevel": 1e308}}]}]}"#,
    ])
    func hugeRouteNumbers(json: String) throws {
        let document = try RouteReader.read(json, file: "huge.json")
        for locale in ["en", "ar"] {
            let route = try renderer(locale).render(route: document, options: RouteRenderOptions(departure: 0))
            #expect(!route.problems.isEmpty || !document.warnings.isEmpty)
        }
    }

    @Test("an indoor z-level beyond the limit is a warning and the step has no floor change")
    func zLevels() throws {
        let json = #"{"legs": [{"steps": [{"distance": 10, "highway": "escalator", "start_location": {"lat": 1, "lng": 1, "zLevel": 0}, "end_location": {"lat": 1.0001, "lng": 1, "zLevel": 1e19}}]}]}"#
        let document = try RouteReader.read(json, file: "z.json")
        #expect(document.warnings.contains { $0.description.contains("zLevel") })
        #expect(FloorChangeClassifier.change(from: 0, to: 1e19, highway: "stairs", floorName: nil) == nil)
        #expect(FloorChangeClassifier.change(from: -.infinity, to: .infinity, highway: "stairs", floorName: nil) == nil)
        #expect(FloorChangeClassifier.change(from: 0, to: 3, highway: "stairs", floorName: nil)?.floorName == "3")
    }

    @Test("a route without durations shows no time rather than \"less than a minute\"")
    func missingDurations() throws {
        let json = #"{"routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}, "distance": 100, "name": "A"},"#
            + #"{"maneuver": {"type": "arrive"}, "distance": 0, "name": "A"}]}]}]}"#
        let route = try renderer("en").render(route: try RouteReader.read(json, file: "t.json"))
        #expect(route.summary.isEmpty)
        #expect(route.legs.first?.header == nil)
        #expect(!route.textForm().contains("less than a minute"))
    }

    @Test("a custom source catalog with placeholder numbers out of range is diagnosed, not trapped on", arguments: [
        "$-1", "$999999999999", "$100", "$", "$1a", "$٣",
    ])
    func sourcePlaceholderNumbers(key: String) throws {
        let text = #"{"messages": {"straight": {"text": "$0", "placeholders": {"$0": {"role": "maneuver"}, ""# + key
            + #"": {"role": "distance"}}}}}"#
        let (source, diagnostics) = try SourceCatalog.load(text: text, file: "custom.json")
        #expect(diagnostics.contains { $0.check == "invalid-template" })
        let renderer = try Renderer(locale: "en", catalog: Catalog(source: source, localizations: [:]))
        _ = try renderer.render(Instruction(.straight, distance: 5))
    }

    @Test("placeholder specs changed after loading are reported, not indexed")
    func mutatedPlaceholderSpecs() throws {
        var catalog = Catalog.embedded
        guard let index = catalog.source.messages.firstIndex(where: { $0.key == "straight" }) else {
            Issue.record("no straight message")
            return
        }
        catalog.source.messages[index].placeholders[0].number = -1
        catalog.source.messages[index].placeholders[1].number = 999_999_999_999
        let renderer = try Renderer(locale: "en", catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.check == "invalid-template" })
        _ = try renderer.render(Instruction(.straight, distance: 5))
    }

    @Test("the source catalog's lookup follows changes to its public messages")
    func mutatedMessages() throws {
        var source = Catalog.embedded.source
        let removed = source.messages.removeFirst()
        #expect(source.message(removed.key) == nil)
        for message in source.messages { #expect(source.message(message.key)?.key == message.key) }
        source.messages.append(removed)
        #expect(source.message(removed.key)?.key == removed.key)
    }
}

@Suite("Input size")
struct InputSizeTests {
    static func elapsed(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test("HTML-to-text is linear on adversarial input (unclosed tags, quotes, references)")
    func html() {
        for (name, unit, end) in [("unclosed tags", "<a", ""), ("unclosed tags, one > at the end", "<a", ">"),
            ("quoted", "<a \"", ">"), ("references", "&amp", ""), ("scripts", "<script>", "")]
        {
            let html = String(repeating: unit, count: 640_000 / unit.count) + end
            let seconds = Self.elapsed { _ = HTMLText.plainText(html) }
            print("HTMLText.plainText, \(name), \(html.utf8.count) bytes: \(String(format: "%.3f", seconds)) s")
        }
        #expect(HTMLText.plainText("<b>Caf&eacute;</b> <a" + String(repeating: "x", count: 2_000) + ">") .hasPrefix("Café <a"))
    }

    @Test("JSON nested beyond the limit is an error with its path, on a 512 KiB thread too")
    func deepJSON() async throws {
        @Sendable func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        let results = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let thread = Thread {
                var results: [String] = []
                for depth in [255, 256, 257, 100_000] {
                    do throws(JSONSyntaxError) {
                        _ = try JSONParser.parse(nested(depth))
                        results.append("ok")
                    } catch {
                        results.append(error.message)
                    }
                }
                continuation.resume(returning: results)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(results[0] == "ok")
        #expect(results[1] == "ok")
        #expect(results[2] == "JSON nested more than 256 levels deep")
        #expect(results[3] == "JSON nested more than 256 levels deep")
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(#"{"a": [{"b": "#)
            Issue.record("parsed")
        } catch {
            #expect(error.path == "$.a[0].b")
        }
    }
}

extension InputSizeTests {
    @Test("JSON objects and arrays with many members read in linear time")
    func wideJSON() throws {
        for count in [10_000, 40_000] {
            let object = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
            let array = "[" + (0..<count).map { "\($0)" }.joined(separator: ",") + "]"
            var members = 0
            let seconds = try Self.elapsed {
                members = try JSONParser.parse(object).members?.count ?? 0
                members += try JSONParser.parse(array).array?.count ?? 0
            }
            print("JSONParser, an object and an array of \(count) members each: \(String(format: "%.3f", seconds)) s")
            #expect(members == 2 * count)
        }
    }
}
