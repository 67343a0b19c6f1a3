import Testing
import Guidepost

@Suite("OSRM and Mapbox responses")
struct OSRMReaderTests {
    /// A minimal response around a list of steps (JSON object texts).
    static func response(_ steps: [String], extraRoute: String = "") -> String {
        """
        {"code": "Ok", "routes": [{"distance": 1000, "duration": 120\(extraRoute),
          "legs": [{"distance": 1000, "duration": 120, "steps": [\(steps.joined(separator: ",\n"))]}]}],
         "waypoints": [{"name": "Start"}, {"name": "Goal"}]}
        """
    }

    static func step(_ type: String, _ modifier: String? = nil, distance: String = "100", name: String = "Elm Street",
        exit: Int? = nil) -> String
    {
        var maneuver = "\"type\": \"\(type)\", \"location\": [13.4, 52.5]"
        if let modifier { maneuver += ", \"modifier\": \"\(modifier)\"" }
        if let exit { maneuver += ", \"exit\": \(exit)" }
        return "{\"maneuver\": {\(maneuver)}, \"distance\": \(distance), \"duration\": 10, \"name\": \"\(name)\"}"
    }

    @Test("the Berlin example: every step classified, names and distances in place")
    func berlinExample() throws {
        let document = try RouteExamples.document(RouteExamples.berlin)
        #expect(document.format == .osrm)
        #expect(document.warnings.isEmpty)
        let route = try #require(document.primary)
        #expect(route.legs.count == 2)
        #expect(route.legs.map(\.destination) == ["Café am Tiergarten", "Messe Berlin Süd"])
        let first = route.legs[0].instructions.map(\.instruction)
        // The "continue" onto Unter den Linden changes the road's name: a turn, not "to stay on".
        #expect(first.map(\.maneuver) == [
            .depart, .turn(.right), .straight, .turn(.right), .roundabout(exit: 3), .exitRoundabout, .arrive(side: .right),
        ])
        // A turn states the distance before it (the previous step's); a straight its own.
        #expect(first[1].distance == 412.3)
        #expect(first[2].distance == 381.0)
        #expect(first[4].name == "Straße des 17. Juni")
        #expect(first[6].name == "Café am Tiergarten")
        let second = route.legs[1].instructions.map(\.instruction.maneuver)
        #expect(second == [
            .depart, .roundabout(exit: 2), .offRamp(.right), .fork(.left), .merge(.left), .onRamp(.right),
            .endOfRoad(.left), .useLane, .turn(.left), .straight, .arrive(side: .left),
        ])
        // An off ramp without a name states its signposted destinations; the turn without a modifier comes from its bearings.
        #expect(route.legs[1].instructions[2].instruction.name == nil)
        #expect(route.legs[1].instructions[2].instruction.road.destinations == ["Messedamm", "ICC"])
        // A road known only by its route number keeps it as a fact; the renderer says it as the name.
        #expect(route.legs[1].instructions[3].instruction.name == nil)
        #expect(route.legs[1].instructions[3].instruction.road.refs == ["A 100"])
        #expect(route.legs[1].instructions[2].sourceText == "Take the ramp towards Messedamm.")
        #expect(route.legs[0].instructions[1].location == Coordinate(latitude: 52.52975, longitude: 13.38891))
    }

    @Test("alternatives carry duration, traffic delay and toll distance")
    func alternatives() throws {
        let document = try RouteExamples.document(RouteExamples.lyon)
        #expect(document.routes.count == 3)
        let routes = document.routes
        #expect(routes.map(\.distance) == [89_000, 103_000, 99_100])
        #expect(routes.map(\.duration) == [3780, 4750, 4175])
        #expect(routes.map(\.trafficDelay) == [720, 280, 245])
        // Route 1 states toll_distance; route 3 has a step whose intersection has the class "toll".
        #expect(routes.map(\.tollDistance) == [61_200, nil, 83_400])
    }

    @Test("every OSRM maneuver type reads without a warning")
    func everyType() throws {
        let steps = OSRMClassifier.knownTypes.map { type in
            Self.step(type, type == "depart" || type == "arrive" ? nil : "right",
                exit: type == "roundabout" || type == "rotary" ? 2 : nil)
        }
        let document = try RouteReader.read(Self.response(steps))
        #expect(document.warnings.isEmpty)
        #expect(document.routes[0].legs[0].instructions.count == 17)
    }

    @Test("an unknown maneuver type renders generically with a warning naming leg, step and path")
    func unknownType() throws {
        let text = Self.response([Self.step("depart"), Self.step("hyperloop", "left"), Self.step("arrive")])
        let document = try RouteReader.read(text, file: "odd.json")
        let warning = try #require(document.warnings.first)
        #expect(warning.leg == 0)
        #expect(warning.step == 1)
        #expect(warning.path == "$.routes[0].legs[0].steps[1].maneuver")
        #expect(warning.description.hasPrefix("odd.json:3:14: "))
        #expect(warning.description.contains(
            "warning: leg 1, step 2 ($.routes[0].legs[0].steps[1].maneuver): unknown maneuver type \"hyperloop\""))
        let generic = document.routes[0].legs[0].instructions[1]
        #expect(generic.isGeneric)
        #expect(generic.instruction.maneuver == .straight)
        let rendered = try RouteExamples.renderer("en").render(route: document)
        #expect(rendered.legs[0].steps[1].instruction.text == "Continue straight along Elm Street for 100 m")
        #expect(rendered.legs[0].steps[1].isGeneric)
    }

    @Test("a step with a negative distance is skipped with its leg and step index; the rest renders")
    func negativeDistance() throws {
        let text = Self.response([Self.step("depart"), Self.step("turn", "left", distance: "-40"), Self.step("turn", "right"),
            Self.step("arrive")])
        let document = try RouteReader.read(text, file: "neg.json")
        #expect(document.warnings.count == 1)
        let warning = try #require(document.warnings.first)
        #expect((warning.leg, warning.step) == (0, 1))
        #expect(warning.path == "$.routes[0].legs[0].steps[1].distance")
        #expect(warning.message == "\"distance\" must not be negative, found -40.0; step skipped")
        let kinds = document.routes[0].legs[0].instructions.map(\.instruction.maneuver)
        #expect(kinds == [.depart, .turn(.right), .arrive()])
        #expect(document.routes[0].legs[0].instructions.map(\.stepIndex) == [0, 2, 3])
    }

    @Test("a distance that is not a number, or a step without a maneuver, is skipped")
    func wrongTypes() throws {
        let text = Self.response([Self.step("depart"), Self.step("turn", "left", distance: "\"far\""),
            "{\"distance\": 5}", Self.step("arrive")])
        let document = try RouteReader.read(text)
        #expect(document.warnings.map(\.path) == [
            "$.routes[0].legs[0].steps[1].distance", "$.routes[0].legs[0].steps[2].maneuver",
        ])
        #expect(document.warnings[0].message == "\"distance\" must be a number, found a string; step skipped")
        #expect(document.routes[0].legs[0].instructions.count == 2)
    }

    @Test("a roundabout with exit 0 is reported and said as entering it")
    func roundaboutExitZero() throws {
        let text = Self.response([Self.step("depart"), Self.step("roundabout", "left", exit: 0), Self.step("arrive")])
        let document = try RouteReader.read(text)
        #expect(document.warnings.first?.message == "invalid roundabout exit 0: exits count from 1; said as entering the roundabout")
        #expect(document.routes[0].legs[0].instructions[1].instruction.maneuver == .enterRoundabout)
    }

    /// (locale, exit, expected text) — the ordinal comes from ICU through the core's catalog.
    static let exitRows: [(String, Int, String)] = [
        ("en", 1, "At the roundabout, take the ⟦1st⟧ exit onto ⟦Ring Road⟧"),
        ("en", 2, "At the roundabout, take the ⟦2nd⟧ exit onto ⟦Ring Road⟧"),
        ("en", 3, "At the roundabout, take the ⟦3rd⟧ exit onto ⟦Ring Road⟧"),
        ("en", 4, "At the roundabout, take the ⟦4th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 5, "At the roundabout, take the ⟦5th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 6, "At the roundabout, take the ⟦6th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 7, "At the roundabout, take the ⟦7th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 8, "At the roundabout, take the ⟦8th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 9, "At the roundabout, take the ⟦9th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 10, "At the roundabout, take the ⟦10th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 11, "At the roundabout, take the ⟦11th⟧ exit onto ⟦Ring Road⟧"),
        ("en", 12, "At the roundabout, take the ⟦12th⟧ exit onto ⟦Ring Road⟧"),
        ("de", 1, "Im Kreisverkehr die ⟦1.⟧ Ausfahrt auf ⟦Ring Road⟧ nehmen"),
        ("de", 12, "Im Kreisverkehr die ⟦12.⟧ Ausfahrt auf ⟦Ring Road⟧ nehmen"),
        ("fr", 1, "Prenez la ⟦première⟧ sortie au rond-point pour rejoindre ⟦Ring Road⟧"),
        ("fr", 11, "Prenez la ⟦11e⟧ sortie au rond-point pour rejoindre ⟦Ring Road⟧"),
        ("ru", 3, "На круговом перекрёстке выберите ⟦третий⟧ съезд на ⟦Ring Road⟧"),
        ("ru", 12, "На круговом перекрёстке сверните на ⟦Ring Road⟧, съезд номер ⟦12⟧"),
        ("ja", 12, "環状交差点で⟦12⟧番目の出口から出て、⟦Ring Road⟧へ進んでください"),
    ]

    @Test("roundabout exits 1 to 12 read from OSRM and render with ICU ordinals", arguments: exitRows)
    func roundaboutExitText(row: (String, Int, String)) throws {
        let (locale, exit, expected) = row
        let text = Self.response([Self.step("depart"), Self.step("roundabout", "right", name: "Ring Road", exit: exit),
            Self.step("arrive")])
        let document = try RouteReader.read(text)
        let rendered = try RouteExamples.renderer(locale).render(route: document, options: RouteRenderOptions(step: 1))
        #expect(rendered.legs[0].steps.map { $0.instruction.textForm() } == [expected])
    }

    // MARK: Bad JSON and shapes

    @Test("malformed JSON is reported with its position")
    func malformed() {
        #expect {
            try RouteReader.read("{\"routes\": [{\"legs\": [}]}", file: "bad.json")
        } throws: { error in
            let error = error as? InputError
            return error?.description == "bad.json:1:23: error: $.routes[0].legs[0]: unexpected character '}', expected a value"
        }
    }

    /// (malformed JSON, JSON path of the problem, line:column)
    static let syntaxRows: [(String, String, String)] = [
        ("{\"routes\": [{\"legs\": [{\"steps\": [{\"maneuver\": {\"type\": \"depart\"}, \"distance\": 1,}]}]}]}",
            "$.routes[0].legs[0].steps[0]", "1:81"),
        ("{\"routes\": [{}, {\"legs\": [{\"steps\": [{}, {}, {\"distance\": -}]}]}]}",
            "$.routes[1].legs[0].steps[2].distance", "1:60"),
        ("{\"legs\": [{\"steps\": [\n  {\"start_location\": {\"lat\": 55.1, \"zLevel\": 0x}}]}]}",
            "$.legs[0].steps[0].start_location.zLevel", "2:47"),
        ("{\"routes\": [{\"legs\": [{\"summary\": \"a, b: [c]\", \"steps\": [tru]}]}]}",
            "$.routes[0].legs[0].steps[0]", "1:61"),
        ("{\"odd key\": [1, 2, {\"x\": nul}]}", "$[\"odd key\"][2].x", "1:29"),
        ("[{\"kind\": \"turn\"}, {\"kind\": \"straight\",}]", "$[1]", "1:40"),
        ("{\"routes\": [", "$.routes[0]", "1:13"),
    ]

    @Test("malformed JSON names the JSON path of the problem", arguments: syntaxRows)
    func syntaxPaths(row: (String, String, String)) {
        do {
            _ = try RouteReader.read(row.0, file: "x.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.path == row.1)
            #expect(error.location.map { "\($0.line):\($0.column)" } == row.2)
        }
    }

    /// (JSON, expected path, expected message)
    static let shapeRows: [(String, String, String)] = [
        ("{\"code\": \"NoRoute\", \"routes\": []}", "$.routes", "the response has no routes (code NoRoute)"),
        ("{\"routes\": {}}", "$.routes", "\"routes\" must be an array, found an object"),
        ("{\"routes\": [{\"distance\": 3}]}", "$.routes[0].legs", "a route needs a \"legs\" array"),
        ("{\"routes\": [{\"legs\": [{\"steps\": 4}]}]}", "$.routes[0].legs[0].steps", "a leg needs a \"steps\" array"),
        ("{\"routes\": [{\"legs\": [7]}]}", "$.routes[0].legs[0]", "expected a leg object, found a number"),
    ]

    @Test("a wrong document shape names the JSON path", arguments: shapeRows)
    func shapes(row: (String, String, String)) {
        do {
            _ = try RouteReader.read(row.0, format: .osrm)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == row.1)
            #expect(error.message == row.2)
        }
    }

    @Test("format detection")
    func detection() throws {
        #expect(RouteReader.detectFormat(try RouteExamples.text(RouteExamples.berlin)) == .osrm)
        #expect(RouteReader.detectFormat(try RouteExamples.text(RouteExamples.lyon)) == .osrm)
        #expect(RouteReader.detectFormat(try RouteExamples.text(RouteExamples.terminal)) == .indoor)
        #expect(RouteReader.detectFormat("[{\"kind\": \"depart\"}]") == .guidepost)
        #expect(RouteReader.detectFormat("{\"instructions\": []}") == .guidepost)
        #expect(RouteReader.detectFormat("{\"code\": \"Ok\", \"routes\": []}") == .osrm)
        #expect(RouteReader.detectFormat("{\"hello\": 1}") == nil)
        #expect(RouteReader.detectFormat("{") == nil)
    }
}
