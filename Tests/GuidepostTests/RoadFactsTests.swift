import Testing
import Guidepost

/// Road facts (route numbers, destinations, exit numbers, rotary names, heading, lanes,
/// stops) read from OSRM/Mapbox steps and from Guidepost's JSON.
@Suite("Road facts")
struct RoadFactsTests {
    @Test("a step's facts are read from its OSRM fields")
    func osrmFields() throws {
        let step = #"""
            {"maneuver": {"type": "off ramp", "modifier": "slight right", "location": [13.3, 52.5]},
             "distance": 600, "duration": 30, "name": "", "ref": "A 100; E 51",
             "destinations": "A 100, A 115: Hamburg, Berlin-Mitte", "exits": "4A;4B", "mode": "driving",
             "driving_side": "right", "pronunciation": "ˈmɛsəˌdam", "rotary_name": "",
             "intersections": [{"location": [13.3, 52.5], "lanes": [
               {"indications": ["left"], "valid": false},
               {"indications": ["straight", "slight right"], "valid": true},
               {"indications": ["right", "sideways"], "valid": true}, "not a lane"]}]}
            """#
        let document = try RouteReader.read(OSRMReaderTests.response([step]))
        let road = try #require(document.primary?.legs.first?.instructions.first?.instruction.road)
        #expect(road.refs == ["A 100", "E 51"])
        #expect(road.destinationCodes == ["A 100", "A 115"])
        #expect(road.destinations == ["Hamburg", "Berlin-Mitte"])
        #expect(road.exitNumbers == ["4A", "4B"])
        #expect(road.travelMode == "driving")
        #expect(road.drivingSide == .right)
        #expect(road.phoneticName == "ˈmɛsəˌdam")
        #expect(road.rotaryName == nil)
        // An unknown indication is left out; a lane that is no object is skipped.
        #expect(road.lanes == [
            Lane(indications: [.left], isValid: false),
            Lane(indications: [.straight, .slightRight], isValid: true),
            Lane(indications: [.right], isValid: true),
        ])
    }

    @Test("destinations without route numbers, a rotary's name, the heading on departure")
    func moreFields() throws {
        let steps = [
            #"{"maneuver": {"type": "depart", "bearing_after": 268, "location": [2.29, 48.87]}, "distance": 50, "name": "Avenue Kléber"}"#,
            #"{"maneuver": {"type": "rotary", "exit": 2, "location": [2.29, 48.87]}, "distance": 300, "name": "Avenue Foch", "rotary_name": "Place Charles de Gaulle", "destinations": "La Défense, Neuilly"}"#,
            #"{"maneuver": {"type": "arrive", "location": [2.28, 48.87]}, "distance": 0, "name": ""}"#,
        ]
        let document = try RouteReader.read(OSRMReaderTests.response(steps))
        let instructions = try #require(document.primary?.legs.first?.instructions.map(\.instruction))
        #expect(instructions[0].road.heading == .west)
        #expect(instructions[1].road.rotaryName == "Place Charles de Gaulle")
        #expect(instructions[1].road.destinations == ["La Défense", "Neuilly"])
        #expect(instructions[1].road.destinationCodes == [])
        // The last leg's arrival is the destination, not a numbered stop.
        #expect(instructions[2].road.waypoint == nil)
        #expect(instructions[2].road.isEmpty)
    }

    @Test("arriving at a stop that is not the last gives the stop's number")
    func waypoints() throws {
        let document = try RouteExamples.document(RouteExamples.berlin)
        let legs = try #require(document.primary?.legs)
        #expect(legs.count == 2)
        #expect(legs[0].instructions.last?.instruction.road.waypoint == 1)
        #expect(legs[1].instructions.last?.instruction.road.waypoint == nil)
    }

    @Test("bearings to compass points", arguments: [
        (0.0, CompassDirection.north), (22.4, .north), (22.5, .northEast), (90, .east), (135, .southEast),
        (180, .south), (225, .southWest), (268, .west), (315, .northWest), (337.6, .north), (360, .north),
        (-45, .northWest), (725, .north),
    ])
    func compass(bearing: Double, expected: CompassDirection) {
        #expect(CompassDirection(bearing: bearing) == expected)
    }

    @Test("no compass point for a bearing that is no number")
    func badBearings() {
        #expect(CompassDirection(bearing: .nan) == nil)
        #expect(CompassDirection(bearing: .infinity) == nil)
        #expect(CompassDirection(bearing: -.infinity) == nil)
    }

    @Test("Guidepost's JSON carries road facts; bad ones are errors with their path")
    func guidepostJSON() throws {
        let instructions = try InstructionDecoder.decode(#"""
            [{"kind": "offRamp", "side": "right", "distance": 600, "road": {"refs": ["A 100"], "destinations": ["Hamburg"],
              "destinationCodes": ["A 7"], "exitNumbers": ["4A"], "heading": "northEast", "drivingSide": "left",
              "waypoint": 2, "lanes": [{"indications": ["straight", "slight right"], "valid": true}]}},
             {"kind": "turn", "direction": "left", "landmarks": [{"name": "Starbucks", "kind": "cafe"}]}]
            """#)
        let road = instructions[0].road
        #expect(road.refs == ["A 100"])
        #expect(road.destinations == ["Hamburg"])
        #expect(road.destinationCodes == ["A 7"])
        #expect(road.exitNumbers == ["4A"])
        #expect(road.heading == .northEast)
        #expect(road.drivingSide == .left)
        #expect(road.waypoint == 2)
        #expect(road.lanes == [Lane(indications: [.straight, .slightRight], isValid: true)])
        #expect(instructions[1].landmarks.first?.kind == .cafe)
        #expect(instructions[1].road.isEmpty)

        let bad: [(String, String)] = [
            (#"[{"kind": "straight", "road": []}]"#, "$[0].road"),
            (#"[{"kind": "straight", "road": {"refs": "A 1"}}]"#, "$[0].road.refs"),
            (#"[{"kind": "straight", "road": {"refs": [1]}}]"#, "$[0].road.refs[0]"),
            (#"[{"kind": "straight", "road": {"heading": "up"}}]"#, "$[0].road.heading"),
            (#"[{"kind": "straight", "road": {"waypoint": 0}}]"#, "$[0].road.waypoint"),
            (#"[{"kind": "straight", "road": {"lanes": [{"indications": ["diagonal"]}]}}]"#, "$[0].road.lanes[0].indications[0]"),
        ]
        for (text, path) in bad {
            #expect(throws: InputError.self) { try InstructionDecoder.decode(text) }
            do {
                _ = try InstructionDecoder.decode(text)
            } catch {
                #expect(error.path == path, "\(text)")
            }
        }
    }

    @Test("road facts are copy-on-write values: a copy changes alone, equal facts are equal")
    func values() {
        var first = RoadFacts()
        first.refs = ["A 1"]
        var second = first
        second.refs.append("E 45")
        #expect(first.refs == ["A 1"])
        #expect(second.refs == ["A 1", "E 45"])
        var third = RoadFacts()
        third.refs = ["A 1"]
        #expect(first == third)
        #expect(first.hashValue == third.hashValue)
        #expect(RoadFacts().isEmpty)
        #expect(!first.isEmpty)
    }
}

/// Every road fact a step carries is stated, as its own highlighted span, in every shipped locale.
@Suite("Road facts in sentences")
struct RoadFactSentenceTests {
    static func road(_ build: (inout RoadFacts) -> Void) -> RoadFacts {
        var facts = RoadFacts()
        build(&facts)
        return facts
    }

    /// (what, instruction, role of the span, text the span must hold; nil: any non-empty text)
    static let facts: [(String, Instruction, Role, String?)] = [
        ("heading", Instruction(.depart, name: "Avenue Kléber", road: road { $0.heading = .west }), .heading, nil),
        ("street on departure", Instruction(.depart, name: "Avenue Kléber", road: road { $0.heading = .west }), .name, "Avenue Kléber"),
        ("exit number", Instruction(.offRamp(.right), distance: 600, road: road { $0.exitNumbers = ["4A"] }), .exitNumber, "4A"),
        ("exit number with destinations", Instruction(.offRamp(.right), distance: 600, road: road {
            $0.exitNumbers = ["4A"]
            $0.destinations = ["Hamburg", "Berlin-Mitte"]
        }), .destination, "Hamburg, Berlin-Mitte"),
        ("destinations of an exit", Instruction(.offRamp(.left), distance: 600, name: "Messedamm",
            road: road { $0.destinations = ["Messedamm", "ICC"] }), .destination, "Messedamm, ICC"),
        ("rotary name", Instruction(.roundabout(exit: 2), road: road { $0.rotaryName = "Place Charles de Gaulle" }),
         .rotaryName, "Place Charles de Gaulle"),
        ("street after a rotary", Instruction(.roundabout(exit: 2), name: "Avenue Foch",
            road: road { $0.rotaryName = "Place Charles de Gaulle" }), .name, "Avenue Foch"),
        ("leaving a roundabout onto a street", Instruction(.exitRoundabout, name: "Avenue Foch"), .name, "Avenue Foch"),
        ("leaving a roundabout towards destinations", Instruction(.exitRoundabout, road: road { $0.destinations = ["Neuilly"] }),
         .destination, "Neuilly"),
        ("route number beside a street's name", Instruction(.turn(.left), distance: 300, name: "Main Street",
            road: road { $0.refs = ["B 96"] }), .ref, "B 96"),
        ("two route numbers", Instruction(.fork(.right), distance: 400, name: "Stadtring",
            road: road { $0.refs = ["A 100", "E 51", "E 55"] }), .ref, "A 100/E 51"),
        ("street named with its route number", Instruction(.merge(.left), distance: 400, name: "Stadtring",
            road: road { $0.refs = ["A 100"] }), .name, "Stadtring"),
        ("the sign's route number beside its destinations", Instruction(.offRamp(.right), distance: 600, road: road {
            $0.exitNumbers = ["21"]
            $0.destinationCodes = ["A 661"]
            $0.destinations = ["Offenbach"]
        }), .ref, "A 661"),
        ("a fork's sign", Instruction(.fork(.left), distance: 400, name: "A 661", road: road {
            $0.refs = ["A 661"]
            $0.destinations = ["Darmstadt"]
        }), .destination, "Darmstadt"),
        ("an on-ramp's sign", Instruction(.onRamp(.right), distance: 400, road: road { $0.destinations = ["Kassel"] }),
         .destination, "Kassel"),
        ("the road kept when bearing", Instruction(.bear(.slightLeft), distance: 300, name: "Ring Road"), .name, "Ring Road"),
        ("a ferry's name", Instruction(.straight, distance: 4_000, name: "Glückstadt–Wischhafen",
            road: road { $0.travelMode = "ferry" }), .name, "Glückstadt–Wischhafen"),
    ]

    @Test("each fact is a highlighted span of its role", arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func factsInEveryLocale(locale: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        for (what, instruction, role, text) in Self.facts {
            let line = try renderer.render(instruction)
            let span = try #require(line.spans.first { $0.role == role }, "\(locale) \(what): \(line.text)")
            // Two destinations are listed with the locale's punctuation (road.destinationList).
            let shown = String(line[span]).replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
                .replacingOccurrences(of: "، ", with: ", ").replacingOccurrences(of: "、", with: ", ")
            if let text { #expect(shown == text, "\(locale) \(what): \(line.text)") } else { #expect(!shown.isEmpty) }
            #expect(span.isHighlighted, "\(locale) \(what): \(line.text)")
            #expect(!line.text.contains("$"), "\(locale) \(what): \(line.text)")
        }
    }

    @Test("a stop on the way is counted, highlighted, in every shipped locale", arguments: ["en", "de", "fr", "ru", "ar", "ja"])
    func waypoints(locale: String) throws {
        let renderer = try Renderer(locale: locale)
        for stop in [1, 2, 12] {
            let line = try renderer.render(Instruction(.arrive(side: .right), name: "Café", road: Self.road { $0.waypoint = stop }))
            #expect(line.messageKey == "arrive.waypoint.name.side")
            let counted = line.spans.filter { ($0.role == .ordinal || $0.role == .count) && $0.isHighlighted }
            #expect(counted.count == 1, "\(locale): \(line.text)")
            #expect(line.spans.contains { $0.role == .side }, "\(locale): \(line.text)")
        }
    }

    @Test("OSRM exit-roundabout steps leave the roundabout instead of going straight on")
    func exitRoundaboutClassified() {
        #expect(OSRMClassifier.classify(type: "exit roundabout").maneuver == .exitRoundabout)
        #expect(OSRMClassifier.classify(type: "exit rotary", modifier: "right").maneuver == .exitRoundabout)
    }
}

@Suite("Lanes")
struct LaneTests {
    static func lanes(_ valid: [Bool]) -> [Lane] { valid.map { Lane(indications: [.straight], isValid: $0) } }

    @Test("which lanes to use: count and position", arguments: [
        ([true, false, false], 1, LanePosition.left), ([true, true, false], 2, .left), ([false, false, true], 1, .right),
        ([false, true, true, true], 3, .right), ([false, true, true, false], 2, .middle), ([true, true], 2, .any),
        ([true, false, true], 2, .separate), ([false, true, false, true, false], 2, .separate), ([true], 1, .any),
    ])
    func summary(valid: [Bool], count: Int, position: LanePosition) {
        let summary = LanePosition.summary(of: Self.lanes(valid))
        #expect(summary?.count == count)
        #expect(summary?.position == position)
    }

    @Test("no lane data or no valid lane: no lanes line")
    func none() throws {
        #expect(LanePosition.summary(of: []) == nil)
        #expect(LanePosition.summary(of: Self.lanes([false, false])) == nil)
        let renderer = try Renderer(locale: "en")
        #expect(try renderer.renderLanes(Instruction(.turn(.left), distance: 100)) == nil)
        // A use-lane step without lane data continues along the step.
        #expect(try renderer.render(Instruction(.useLane, distance: 500)).messageKey == "straight")
    }

    @Test("the lanes line in every shipped locale states the count where there are several", arguments: ["en", "de", "fr", "ru", "ar", "ja"])
    func lines(locale: String) throws {
        let renderer = try Renderer(locale: locale)
        var road = RoadFacts()
        road.lanes = Self.lanes([false, true, true, true])
        let line = try #require(try renderer.renderLanes(Instruction(.turn(.right), distance: 300, road: road)))
        #expect(line.messageKey == "lanes")
        #expect(line.spans.contains { $0.role == .count }, "\(locale): \(line.text)")
        #expect(try renderer.render(Instruction(.useLane, distance: 500, road: road)).text == line.text)
        road.lanes = Self.lanes([true, false, true])
        let separate = try #require(try renderer.renderLanes(Instruction(.useLane, road: road)))
        #expect(!separate.text.isEmpty && !separate.text.contains("$"))
    }
}
