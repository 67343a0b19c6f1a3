import Testing
import Guidepost

@Suite("Indoor routes")
struct IndoorRouteTests {
    static func location(_ lat: Double, _ lng: Double, _ z: String, _ floor: String) -> String {
        "{\"lat\": \(lat), \"lng\": \(lng), \"zLevel\": \(z), \"floor_name\": \"\(floor)\"}"
    }

    /// Three steps: north 20 m, then a step given by the caller, then north again.
    static func route(middle: String) -> String {
        """
        {"legs": [{"distance": 60, "duration": 50, "steps": [
          {"distance": 20, "duration": 15, "highway": "footway", "routeContext": "InsideBuilding",
           "start_location": \(location(55.0, 12.0, "0", "Ground")), "end_location": \(location(55.00018, 12.0, "0", "Ground"))},
          \(middle),
          {"distance": 20, "duration": 15, "highway": "footway", "routeContext": "InsideBuilding",
           "start_location": \(location(55.00018, 12.0, "0", "Ground")), "end_location": \(location(55.00036, 12.0, "0", "Ground"))}
        ]}]}
        """
    }

    @Test("the terminal example: floor changes, upcoming floor changes, building transitions, landmarks")
    func terminalExample() throws {
        let document = try RouteExamples.document(RouteExamples.terminal)
        #expect(document.format == .indoor)
        #expect(document.warnings.isEmpty)
        let legs = try #require(document.primary).legs
        #expect(legs.count == 2)
        let escalator = FloorChange(type: .escalator, direction: .up, floorName: "Level 1", floors: 1, level: 1)
        let first = legs[0].instructions
        #expect(first.map(\.instruction.maneuver) == [
            .depart, .enterBuilding, .turn(.right), .turn(.left), .upcomingFloorChange(escalator), .floorChange(escalator),
            .turn(.right), .arrive(),
        ])
        #expect(first.map(\.stepIndex) == [0, 1, 1, 2, 2, 3, 4, 4])
        #expect(first.map(\.instruction.distance) == [0, 0, 40, 30, 25, 0, 10, 0])
        #expect(first[2].instruction.landmarks == [Landmark(name: "Information desk", position: .at)])
        #expect(first[6].instruction.landmarks == [Landmark(name: "Apotek", position: .at)])
        #expect(first[7].instruction.name == "Apotek")

        let elevator = FloorChange(type: .elevator, direction: .up, floorName: "Level 3", floors: 2, level: 3)
        let stairs = FloorChange(type: .stairs, direction: .down, floorName: "Level 2", floors: 1, level: 2)
        let second = legs[1].instructions
        #expect(second.map(\.instruction.maneuver) == [
            .depart, .turn(.left), .upcomingFloorChange(elevator), .floorChange(elevator), .exitBuilding, .straight,
            .enterBuilding, .turn(.right), .turn(.right), .upcomingFloorChange(stairs), .floorChange(stairs), .straight,
            .arrive(),
        ])
        #expect(second[5].instruction.landmarks == [Landmark(name: "Sky Lounge", position: .at)])
        #expect(second[11].instruction.landmarks == [Landmark(name: "Duty Free", position: .at)])
        #expect(second[3].sourceText == "Take the elevator to Level 3")
        #expect(second[11].sourceText == "Continue to Gate C12 \u{2014} follow \"Departures\" signs")
        #expect(legs.map(\.distance) == [130, 140])
        #expect(legs.map(\.duration) == [126, 167])
    }

    /// (step `highway`, start z, end z, expected maneuver of the step)
    static let floorRows: [(String, String, String, Maneuver)] = [
        ("elevator", "0", "2", .floorChange(FloorChange(type: .elevator, direction: .up, floorName: "Top", floors: 2, level: 2))),
        ("escalator", "0", "-1", .floorChange(FloorChange(type: .escalator, direction: .down, floorName: "Top", floors: 1, level: -1))),
        ("stairs", "0", "3", .floorChange(FloorChange(type: .stairs, direction: .up, floorName: "Top", floors: 3, level: 3))),
        ("travelator", "0", "1", .floorChange(FloorChange(type: .travelator, direction: .up, floorName: "Top", floors: 1, level: 1))),
        ("ramp", "1", "0", .floorChange(FloorChange(type: .ramp, direction: .down, floorName: "Top", floors: 1, level: 0))),
        ("footway", "0", "1", .floorChange(FloorChange(type: .unknown, direction: .up, floorName: "Top", floors: 1, level: 1))),
        ("elevator", "0", "0", .straight),
    ]

    @Test("a z-level change is a floor change; the step before it an upcoming one", arguments: floorRows)
    func floorChanges(row: (String, String, String, Maneuver)) throws {
        let middle = """
            {"distance": 0, "duration": 30, "highway": "\(row.0)", "routeContext": "InsideBuilding",
             "start_location": \(Self.location(55.00018, 12.0, row.1, "Ground")),
             "end_location": \(Self.location(55.00018, 12.0, row.2, "Top"))}
            """
        let document = try RouteReader.read(Self.route(middle: middle))
        let maneuvers = document.routes[0].legs[0].instructions.map(\.instruction.maneuver)
        if let change = row.3.floorChange {
            #expect(maneuvers == [.depart, .upcomingFloorChange(change), .floorChange(change), .straight, .arrive()])
        } else {
            #expect(maneuvers == [.depart, .straight, .straight, .arrive()])
        }
    }

    @Test("a change of routeContext gives enter and exit building")
    func contextChanges() throws {
        let outside = """
            {"distance": 20, "duration": 15, "highway": "footway", "routeContext": "OutsideOnVenue",
             "start_location": \(Self.location(55.00018, 12.0, "0", "Ground")),
             "end_location": \(Self.location(55.00036, 12.0, "0", "Ground"))}
            """
        let document = try RouteReader.read(Self.route(middle: outside))
        #expect(document.routes[0].legs[0].instructions.map(\.instruction.maneuver) == [
            .depart, .exitBuilding, .straight, .enterBuilding, .straight, .arrive(),
        ])
    }

    @Test("a z-level that is not a number is reported; the step is classified generically")
    func zLevelNotANumber() throws {
        let middle = """
            {"distance": 40, "duration": 30, "highway": "elevator", "routeContext": "InsideBuilding",
             "start_location": \(Self.location(55.00018, 12.0, "\"two\"", "Ground")),
             "end_location": \(Self.location(55.00018, 12.0, "3", "Top"))}
            """
        let document = try RouteReader.read(Self.route(middle: middle), file: "z.json")
        let warning = try #require(document.warnings.first)
        #expect((warning.leg, warning.step) == (0, 1))
        #expect(warning.path == "$.legs[0].steps[1].start_location.zLevel")
        #expect(warning.message == "\"zLevel\" must be a number, found a string; the step is classified without it")
        let instructions = document.routes[0].legs[0].instructions
        #expect(instructions.map(\.instruction.maneuver) == [.depart, .straight, .straight, .arrive()])
        #expect(instructions[1].isGeneric)
        let rendered = try RouteExamples.renderer("en").render(route: document)
        #expect(rendered.problems.isEmpty)
        #expect(rendered.legs[0].steps.map { $0.instruction.text }[1] == "Continue straight for 40 m")
    }

    @Test("a negative distance skips the step; the rest of the route still renders")
    func negativeDistance() throws {
        let middle = """
            {"distance": -3, "duration": 30, "highway": "footway",
             "start_location": \(Self.location(55.00018, 12.0, "0", "Ground")),
             "end_location": \(Self.location(55.00018, 12.0003, "0", "Ground"))}
            """
        let document = try RouteReader.read(Self.route(middle: middle))
        #expect(document.warnings.map(\.description) == [
            "<input>:4:16: warning: leg 1, step 2 ($.legs[0].steps[1].distance): \"distance\" must not be negative, found -3.0; step skipped",
        ])
        #expect(document.routes[0].legs[0].instructions.map(\.stepIndex) == [0, 2, 2])
    }

    @Test("turns come from the step maneuver string, else from the headings")
    func turns() throws {
        let east = """
            {"distance": 20, "duration": 15, "highway": "footway",
             "start_location": \(Self.location(55.00018, 12.0, "0", "Ground")),
             "end_location": \(Self.location(55.00018, 12.0003, "0", "Ground"))}
            """
        let byHeading = try RouteReader.read(Self.route(middle: east))
        // north, then east (right), then north from the east end's start point (left, by heading)
        #expect(byHeading.routes[0].legs[0].instructions.map(\.instruction.maneuver) == [
            .depart, .turn(.right), .turn(.left), .arrive(),
        ])
        let named = east.replacingOccurrences(of: "\"highway\"", with: "\"maneuver\": \"turn-sharp-right\", \"highway\"")
        let byName = try RouteReader.read(Self.route(middle: named))
        #expect(byName.routes[0].legs[0].instructions[1].instruction.maneuver == .turn(.sharpRight))
    }

    @Test("a wrong indoor document shape names the JSON path")
    func shapes() {
        do {
            _ = try RouteReader.read("{\"legs\": [{\"steps\": \"none\"}]}", format: .indoor)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "<input>:1:21: error: $.legs[0].steps: a leg needs a \"steps\" array")
        }
    }

    // MARK: HTML instructions

    /// (HTML, plain text)
    static let htmlRows: [(String, String)] = [
        ("Take the <b>elevator</b> to Level 3", "Take the elevator to Level 3"),
        ("Caf&eacute; &amp; Bar", "Café & Bar"),
        ("&lt;Gate&gt; &quot;A&quot; &apos;B&apos;", "<Gate> \"A\" 'B'"),
        ("Level&nbsp;2", "Level\u{A0}2"),
        ("&#233;&#xE9;&#XE9;", "ééé"),
        ("arrow &#8594; &#x2192;", "arrow → →"),
        ("emoji &#128522;", "emoji 😊"),
        ("bad &#xD800; &#0; ref", "bad \u{FFFD} \u{FFFD} ref"),
        ("&unknown; &amp &#xZZ; & alone", "&unknown; &amp &#xZZ; & alone"),
        ("Walk<br>then<br/>turn", "Walk then turn"),
        ("<div>First</div><div>Second</div>", "First Second"),
        ("<span class=\"poi\" title=\"a > b\">Café Nord</span>", "Café Nord"),
        ("  lots   of\n space  ", "lots of space"),
        ("1 < 2 and 3 > 2", "1 < 2 and 3 > 2"),
        ("<script>alert(1)</script>Go", "Go"),
        ("Unclosed <b tag", "Unclosed <b tag"),
        ("Stra&szlig;e &mdash; B&uuml;ro", "Straße — Büro"),
    ]

    @Test("HTML instructions become plain text, row by row", arguments: htmlRows)
    func html(row: (String, String)) {
        #expect(HTMLText.plainText(row.0) == row.1)
    }
}
