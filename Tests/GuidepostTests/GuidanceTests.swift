import Foundation
import Testing
@testable import Guidepost

/// Live guidance means what navigators and the Mapbox API mean, on real router output
/// (Valhalla on OpenStreetMap's Helsinki, `Scripts/valhalla-fixtures`) and OSRM's examples,
/// in several locales: one schedule, distances stated before the last announcement, arrival
/// ahead until arriving, a departure at the start of each leg, no repeats.
@Suite("Live guidance")
struct GuidanceTests {
    static let valhalla = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Valhalla")
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: valhalla.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Valhalla/" + $0 }
            + [RouteExamples.berlin, RouteExamples.lyon, RouteExamples.motorway].map { "Examples/" + $0 }
    }()

    static func text(_ fixture: String) throws -> String {
        if fixture.hasPrefix("Valhalla/") {
            return try String(contentsOf: valhalla.appendingPathComponent(String(fixture.dropFirst(9))), encoding: .utf8)
        }
        return try RouteExamples.text(String(fixture.dropFirst(9)))
    }

    static func hasDistance(_ spoken: SpokenInstruction) -> Bool {
        spoken.rendered.spans.contains { $0.role == .distance }
    }

    @Test("every step of real routes is announced as navigators mean it", arguments: fixtures, ["en", "de", "ru", "fr", "ja"])
    func meanings(fixture: String, locale: String) throws {
        let document = try RouteReader.read(try Self.text(fixture), file: fixture)
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        #expect(fixture.hasPrefix("Examples/") || !document.routes.isEmpty)
        for route in document.routes {
            for leg in route.legs {
                for index in leg.instructions.indices {
                    let guidance = try display.guidance(at: index, of: leg, voice: voice)
                    let own = leg.instructions[index].instruction
                    let place = "\(fixture) \(locale) instruction \(index)"
                    // The step's own instruction never carries its distance.
                    #expect(try display.render(own, distance: .omitted).text == guidance.instruction, "\(place)")
                    guard let step = Announcement.Step(at: index, of: leg) else {
                        #expect(guidance.voice.isEmpty && guidance.banners.isEmpty, "\(place): the arrival says nothing more")
                        continue
                    }
                    // Banners as the API means them: the sign from the step's start, `sub`
                    // (lanes, or the maneuver after) only on the last, close to the maneuver.
                    let banners = guidance.banners
                    #expect(!banners.isEmpty, "\(place)")
                    #expect(zip(banners, banners.dropFirst()).allSatisfy { $0.distanceAlongGeometry > $1.distanceAlongGeometry })
                    #expect(banners.first?.distanceAlongGeometry == step.length || banners.count == 1, "\(place)")
                    #expect(banners.dropLast().allSatisfy { $0.sub == nil }, "\(place)")
                    if let name = step.ahead.name, !name.isEmpty {
                        #expect(banners.allSatisfy { $0.primary.text.contains(name) }, "\(place): \(banners.map(\.primary.text))")
                    }
                    if !step.ahead.road.lanes.isEmpty {
                        let lanes = banners.last?.sub?.components ?? []
                        #expect(lanes.count == step.ahead.road.lanes.count && lanes.allSatisfy { $0.type == "lane" })
                        #expect(lanes.allSatisfy { $0.activeDirection == nil || $0.active == true })
                    }
                    let said = try voice.announcements(step)
                    #expect(said.map(\.spoken.text) == guidance.voice.map(\.announcement), "\(place): one schedule")
                    #expect(!said.isEmpty, "\(place): a step says something")
                    // Never two at one distance, never the same words twice, never past the step.
                    let distances = said.map(\.announcement.distanceBeforeManeuver)
                    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 > $1 }, "\(place): \(distances)")
                    #expect(distances.allSatisfy { $0 >= 0 && $0 <= step.length + 1e-9 }, "\(place): \(distances)")
                    #expect(Set(said.map(\.spoken.text)).count == said.count, "\(place): \(said.map(\.spoken.text))")
                    // A leg starts with its departure.
                    if index == 0, own.maneuver.kind == .depart {
                        #expect(said.first?.announcement.kind == .departure, "\(place): \(said.map(\.announcement.kind))")
                    }
                    for (position, (planned, spoken)) in said.enumerated() {
                        let isLast = position == said.count - 1
                        let key = spoken.rendered.messageKey
                        switch planned.kind.value {
                        case .early, .near:
                            // Before the last, how far the maneuver is.
                            #expect(isLast || Self.hasDistance(spoken), "\(place): \(spoken.text)")
                            if step.ahead.maneuver.kind == .arrive {
                                #expect(key.hasPrefix("arrive.ahead"), "\(place): arriving is still ahead: \(spoken.text)")
                            }
                        case .atManeuver:
                            #expect(isLast, "\(place)")
                            if step.ahead.maneuver.kind == .arrive {
                                #expect(key.hasPrefix("arrive") && !key.hasPrefix("arrive.ahead"), "\(place): \(spoken.text)")
                            } else if !Renderer.goesOn(step.ahead) {
                                #expect(!Self.hasDistance(spoken), "\(place): the last drops the distance: \(spoken.text)")
                            }
                        case .departure:
                            #expect(position == 0 && index == 0, "\(place)")
                            #expect(key == "then" || key.hasPrefix("depart"), "\(place): \(key)")
                        case .continuing:
                            #expect(position == 0 && Self.hasDistance(spoken), "\(place): \(spoken.text)")
                        }
                    }
                }
            }
        }
    }

    @Test("the Mapbox annotator writes exactly the guidance, and the locale spoken",
        arguments: fixtures, ["en", "de", "ru"])
    func annotatorAgrees(fixture: String, locale: String) throws {
        let text = try Self.text(fixture)
        let document = try RouteReader.read(text, file: fixture)
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        let annotated = try MapboxAnnotator.annotate(text, display: display, voice: voice, file: fixture)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        let routes = try #require(root["routes"] as? [[String: Any]])
        for (route, read) in zip(routes, document.routes) {
            #expect(route["voiceLocale"] as? String == locale)
            let legs = try #require(route["legs"] as? [[String: Any]])
            for (leg, readLeg) in zip(legs, read.legs) {
                let steps = try #require(leg["steps"] as? [[String: Any]])
                for (index, item) in readLeg.instructions.enumerated() {
                    let guidance = try display.guidance(at: index, of: readLeg, voice: voice)
                    let step = steps[item.stepIndex]
                    let maneuver = try #require(step["maneuver"] as? [String: Any])
                    #expect(maneuver["instruction"] as? String == guidance.instruction)
                    let voices = try #require(step["voiceInstructions"] as? [[String: Any]])
                    #expect(voices.compactMap { $0["announcement"] as? String } == guidance.voice.map(\.announcement))
                    let distances = voices.compactMap { ($0["distanceAlongGeometry"] as? NSNumber)?.doubleValue }
                    #expect(zip(distances, guidance.voice).allSatisfy { abs($0 - $1.distanceAlongGeometry) <= 0.05 })
                }
            }
        }
    }

    @Test("guidance values round-trip through JSONEncoder and JSONDecoder")
    func codable() throws {
        let document = try RouteReader.read(try Self.text(Self.fixtures[0]), file: Self.fixtures[0])
        let display = try Renderer(locale: "de")
        let voice = try Renderer(locale: "de", options: RenderOptions(medium: .speech))
        let leg = try #require(document.routes.first?.legs.first)
        let guidance = try display.guidance(for: leg, voice: voice)
        let data = try JSONEncoder().encode(guidance)
        #expect(try JSONDecoder().decode([StepGuidance].self, from: data) == guidance)
        #expect(String(decoding: data, as: UTF8.self).contains("\"kind\":\"departure\""))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Announcement.Kind.self, from: Data("\"sometime\"".utf8))
        }
    }

    /// (step length m, seconds, ahead, expected kinds)
    static let plans: [(String, Double, Double?, Instruction, Instruction?, [Announcement.Kind])] = [
        ("a long motorway step: continue, early, near, at", 6_000, 200, Instruction(.offRamp(.right)), nil,
            [.continuing, .early, .near, .atManeuver]),
        ("a departure far from its first turn", 2_000, 150, Instruction(.turn(.left)), Instruction(.depart),
            [.departure, .early, .near, .atManeuver]),
        ("a departure close to its first turn: said together", 40, 6, Instruction(.turn(.left)), Instruction(.depart),
            [.departure]),
        ("walking: no early one", 400, 290, Instruction(.turn(.right)), nil, [.continuing, .near, .atManeuver]),
        ("a new name is said once, at the point", 800, 60, Instruction(.straight, distance: 330), nil, [.atManeuver]),
    ]

    @Test("the schedule's kinds for typical steps", arguments: plans)
    func plan(row: (String, Double, Double?, Instruction, Instruction?, [Announcement.Kind])) throws {
        let (_, length, duration, ahead, departure, expected) = row
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech))
        var road = Instruction(.straight, name: "Mannerheimintie")
        if expected.contains(.near), duration.map({ length / $0 }) ?? 0 < Announcement.walkingSpeed {
            road.road.travelMode = "walking"
        }
        let step = Announcement.Step(length: length, duration: duration, ahead: ahead,
            departure: departure.map { var depart = $0; depart.road.heading = .west; return depart }, road: road)
        let said = try voice.announcements(step)
        #expect(said.map(\.announcement.kind) == expected, "\(row.0): \(said.map(\.spoken.text))")
    }
}
