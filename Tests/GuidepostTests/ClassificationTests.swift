import Testing
import Guidepost

@Suite("Classification tables")
struct ClassificationTests {
    // MARK: Bearings

    /// (bearing before, bearing after, expected direction; nil = straight on)
    static let bearingRows: [(Double, Double, TurnDirection?)] = [
        (0, 0, nil),
        (0, 19.9, nil),
        (0, -19.9, nil),
        (350, 5, nil),  // across north: +15°
        (0, 20, .slightRight),
        (0, 59.9, .slightRight),
        (0, 340, .slightLeft),  // −20°
        (10, 311, .slightLeft),  // −59°
        (10, 310, .left),  // exactly −60° is a normal turn
        (0, 60, .right),
        (0, 119.9, .right),
        (90, 0, .left),
        (0, 240.1, .left),  // −119.9°
        (0, 120, .sharpRight),
        (0, 159.9, .sharpRight),
        (0, 240, .sharpLeft),  // −120°
        (0, 200.1, .sharpLeft),  // −159.9°
        (0, 160, .uTurn),
        (0, 180, .uTurn),
        (0, 200, .uTurn),  // −160°
        (270, 90, .uTurn),
        (181, 0, .uTurn),  // −181° → +179°
    ]

    @Test("bearing change → direction, row by row", arguments: bearingRows)
    func bearingTable(row: (Double, Double, TurnDirection?)) {
        let (before, after, expected) = row
        #expect(TurnClassifier.direction(bearingBefore: before, bearingAfter: after) == expected,
            "\(before)° → \(after)° (angle \(TurnClassifier.angle(from: before, to: after)))")
    }

    @Test("the thresholds are the documented ones")
    func thresholds() {
        #expect(TurnClassifier.slightThreshold == 20)
        #expect(TurnClassifier.normalThreshold == 60)
        #expect(TurnClassifier.sharpThreshold == 120)
        #expect(TurnClassifier.uTurnThreshold == 160)
        #expect(TurnClassifier.angle(from: 350, to: 10) == 20)
        #expect(TurnClassifier.angle(from: 10, to: 350) == -20)
        #expect(TurnClassifier.angle(from: 0, to: 180) == 180)
    }

    // MARK: OSRM maneuver types and modifiers

    /// (type, modifier, expected maneuver)
    static let osrmRows: [(String, String?, Maneuver)] = [
        ("depart", nil, .depart),
        ("arrive", nil, .arrive()),
        ("arrive", "left", .arrive(side: .left)),
        ("arrive", "slight right", .arrive(side: .right)),
        ("arrive", "straight", .arrive(side: .straightAhead)),
        ("turn", "uturn", .turn(.uTurn)),
        ("turn", "sharp right", .turn(.sharpRight)),
        ("turn", "right", .turn(.right)),
        ("turn", "slight right", .turn(.slightRight)),
        ("turn", "straight", .straight),
        ("turn", "slight left", .turn(.slightLeft)),
        ("turn", "left", .turn(.left)),
        ("turn", "sharp left", .turn(.sharpLeft)),
        ("continue", "straight", .straight),
        ("continue", "slight left", .bear(.slightLeft)),
        ("continue", "right", .bear(.right)),
        ("continue", "uturn", .turn(.uTurn)),
        ("new name", "straight", .straight),
        ("new name", "slight right", .straight),
        ("new name", "left", .turn(.left)),
        ("merge", "slight left", .merge(.left)),
        ("merge", "right", .merge(.right)),
        ("merge", "straight", .merge(.straightAhead)),
        ("merge", nil, .merge(.straightAhead)),
        ("on ramp", "right", .onRamp(.right)),
        ("on ramp", "slight left", .onRamp(.left)),
        ("on ramp", "straight", .onRamp(.straightAhead)),
        ("off ramp", "slight right", .offRamp(.right)),
        ("off ramp", "sharp left", .offRamp(.left)),
        ("fork", "slight left", .fork(.left)),
        ("fork", "right", .fork(.right)),
        ("fork", "straight", .fork(.straightAhead)),
        ("end of road", "left", .endOfRoad(.left)),
        ("end of road", "right", .endOfRoad(.right)),
        ("use lane", "left", .useLane),
        ("use lane", "straight", .useLane),
        ("roundabout turn", "right", .roundaboutTurn(.right)),
        ("roundabout turn", "straight", .straight),
        ("exit roundabout", "right", .exitRoundabout),
        ("exit rotary", "slight left", .exitRoundabout),
        ("notification", "straight", .straight),
        ("notification", nil, .straight),
    ]

    @Test("OSRM type and modifier → maneuver, row by row", arguments: osrmRows)
    func osrmTable(row: (String, String?, Maneuver)) {
        let result = OSRMClassifier.classify(type: row.0, modifier: row.1)
        #expect(result.maneuver == row.2, "\(row.0) / \(row.1 ?? "-")")
        #expect(result.warning == nil)
        #expect(!result.isGeneric)
    }

    @Test("every OSRM type is known and none is generic")
    func everyTypeKnown() {
        #expect(OSRMClassifier.knownTypes.count == 17)
        for type in OSRMClassifier.knownTypes {
            let result = OSRMClassifier.classify(type: type, modifier: "right", exit: 2)
            #expect(!result.isGeneric, "\(type)")
        }
    }

    @Test("a missing modifier comes from the bearings")
    func modifierFromBearings() {
        #expect(OSRMClassifier.classify(type: "turn", bearingBefore: 96, bearingAfter: 12).maneuver == .turn(.left))
        #expect(OSRMClassifier.classify(type: "turn", bearingBefore: 96, bearingAfter: 100).maneuver == .straight)
        let unknown = OSRMClassifier.classify(type: "turn", modifier: "sideways", bearingBefore: 0, bearingAfter: 45)
        #expect(unknown.maneuver == .turn(.slightRight))
        #expect(unknown.warning?.contains("unknown modifier \"sideways\"") == true)
    }

    @Test("an unknown maneuver type is a generic continue with a warning")
    func unknownType() {
        let result = OSRMClassifier.classify(type: "teleport", modifier: "left")
        #expect(result.maneuver == .straight)
        #expect(result.isGeneric)
        #expect(result.warning == "unknown maneuver type \"teleport\"; rendered as a generic continue instruction")
    }

    @Test("roundabout and rotary exits 1 to 12", arguments: ["roundabout", "rotary"], Array(1...12))
    func roundaboutExits(type: String, exit: Int) {
        #expect(OSRMClassifier.classify(type: type, modifier: "right", exit: exit).maneuver == .roundabout(exit: exit))
    }

    @Test("a roundabout without an exit number is entered; a wrong number is reported", arguments: [nil, 0, -2] as [Int?])
    func roundaboutWithoutExit(exit: Int?) {
        let result = OSRMClassifier.classify(type: "roundabout", modifier: "left", exit: exit)
        #expect(result.maneuver == .enterRoundabout)
        #expect(!result.isGeneric)
        #expect((result.warning != nil) == (exit != nil))
    }

    // MARK: Floor changes

    /// (highway, start z, end z, floor name, expected change; nil = same floor)
    static let floorRows: [(String?, Double, Double, String?, FloorChange?)] = [
        ("elevator", 0, 3, "Level 3", FloorChange(type: .elevator, direction: .up, floorName: "Level 3", floors: 3, level: 3)),
        ("escalator", 1, 0, "Ground floor", FloorChange(type: .escalator, direction: .down, floorName: "Ground floor", floors: 1, level: 0)),
        ("stairs", 3, 2, "Level 2", FloorChange(type: .stairs, direction: .down, floorName: "Level 2", floors: 1, level: 2)),
        ("steps", -1, 1, "Level 1", FloorChange(type: .stairs, direction: .up, floorName: "Level 1", floors: 2, level: 1)),
        ("ramp", 0, 1, nil, FloorChange(type: .ramp, direction: .up, floorName: "1", floors: 1, level: 1)),
        ("travelator", 2, 1, "", FloorChange(type: .travelator, direction: .down, floorName: "1", floors: 1, level: 1)),
        ("Elevator", 0, -2, "B2", FloorChange(type: .elevator, direction: .down, floorName: "B2", floors: 2, level: -2)),
        ("footway", 0, 1, "Mezzanine", FloorChange(type: .unknown, direction: .up, floorName: "Mezzanine", floors: 1, level: 1)),
        (nil, 4, 0, "Lobby", FloorChange(type: .unknown, direction: .down, floorName: "Lobby", floors: 4, level: 0)),
        ("elevator", 2, 2, "Level 2", nil),
        ("footway", 0, 0, nil, nil),
    ]

    @Test("z-levels and way type → floor change, row by row", arguments: floorRows)
    func floorTable(row: (String?, Double, Double, String?, FloorChange?)) {
        let change = FloorChangeClassifier.change(from: row.1, to: row.2, highway: row.0, floorName: row.3)
        #expect(change == row.4, "\(row.0 ?? "nil") \(row.1) → \(row.2)")
    }

    /// (indoor step `maneuver`, expected: .some(nil) straight, nil unknown)
    static let stepManeuverRows: [(String, TurnDirection??)] = [
        ("straight", .some(nil)),
        ("turn-slight-left", .some(.slightLeft)),
        ("turn-left", .some(.left)),
        ("turn-sharp-left", .some(.sharpLeft)),
        ("turn-slight-right", .some(.slightRight)),
        ("turn-right", .some(.right)),
        ("TURN-SHARP-RIGHT", .some(.sharpRight)),
        ("uturn-left", .some(.uTurn)),
        ("keep-left", .some(.slightLeft)),
        ("wiggle", nil),
    ]

    @Test("indoor step maneuver strings, row by row", arguments: stepManeuverRows)
    func stepManeuverTable(row: (String, TurnDirection??)) {
        #expect(TurnClassifier.direction(stepManeuver: row.0) == row.1, "\(row.0)")
    }

    // MARK: Forks, merges and ramps

    /// (locale, Guidepost JSON of one instruction, expected text form)
    static let rampRows: [(String, String, String)] = [
        ("en", #"{"kind": "fork", "side": "left", "distance": 400, "name": "A 100"}"#, "⟦Keep left⟧ at the fork onto ⟦A 100⟧ in 400 m"),
        ("en", #"{"kind": "fork", "side": "straightAhead", "distance": 400}"#, "⟦Continue straight⟧ at the fork in 400 m"),
        ("en", #"{"kind": "merge", "side": "right", "distance": 900}"#, "⟦Merge to the right⟧ in 900 m"),
        ("en", #"{"kind": "onRamp", "side": "left", "distance": 250, "name": "A 43"}"#, "⟦Take the ramp on the left⟧ onto ⟦A 43⟧ in 250 m"),
        ("en", #"{"kind": "offRamp", "side": "right", "distance": 600, "name": "Messedamm"}"#, "⟦Take the exit on the right⟧ towards ⟦Messedamm⟧ in 600 m"),
        ("de", #"{"kind": "fork", "side": "right", "distance": 400}"#, "In 400 m an der Gabelung ⟦rechts halten⟧"),
        ("de", #"{"kind": "offRamp", "side": "right", "distance": 600, "name": "Messedamm"}"#, "In 600 m ⟦die Ausfahrt rechts nehmen⟧, Richtung ⟦Messedamm⟧"),
        ("de", #"{"kind": "onRamp", "side": "straightAhead", "distance": 600}"#, "In 600 m ⟦die Auffahrt nehmen⟧"),
        ("fr", #"{"kind": "merge", "side": "left", "distance": 900, "name": "Stadtring"}"#, "Dans 900\\u{202F}m, rejoignez ⟦Stadtring⟧ ⟦en vous insérant à gauche⟧"),
        ("fr", #"{"kind": "offRamp", "side": "straightAhead", "distance": 600}"#, "⟦Prenez la sortie⟧ dans 600\\u{202F}m"),
        ("ru", #"{"kind": "fork", "side": "left", "distance": 400, "name": "A 100"}"#, "Через 400 м на развилке ⟦держитесь левее⟧ и выезжайте на ⟦A 100⟧"),
        ("ru", #"{"kind": "onRamp", "side": "right", "distance": 250}"#, "⟦Сверните на въезд справа⟧ через 250 м"),
        ("ar", #"{"kind": "merge", "side": "straightAhead", "distance": 900}"#, "⟦اندمج في حركة السير⟧ بعد ٩٠٠ متر"),
        ("ar", #"{"kind": "offRamp", "side": "left", "distance": 600}"#, "⟦اسلك المخرج على اليسار⟧ بعد ٦٠٠ متر"),
        ("ja", #"{"kind": "fork", "side": "right", "distance": 400}"#, "400 m先の分岐で⟦右方向に進んでください⟧"),
        ("ja", #"{"kind": "offRamp", "side": "right", "distance": 600, "name": "Messedamm"}"#, "600 m先で⟦右側の出口から出てください⟧（⟦Messedamm⟧方面）"),
    ]

    @Test("forks, merges and ramps decode from Guidepost's JSON and render in every locale", arguments: rampRows)
    func ramps(row: (String, String, String)) throws {
        let instructions = try InstructionDecoder.decode("[" + row.1 + "]")
        let renderer = try Renderer(locale: row.0, options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(instructions[0]).textForm() == row.2)
    }

    // MARK: Going straight by a landmark

    /// (locale, Guidepost JSON of one instruction, expected text form): a landmark the step
    /// leaves behind (after, past) is passed, not headed for.
    static let straightLandmarkRows: [(String, String, String)] = [
        ("en", #"{"kind": "straight", "distance": 40, "landmarks": [{"name": "Gate B", "position": "towards"}]}"#,
            "⟦Continue straight⟧ for 40 m towards ⟦Gate B⟧"),
        ("en", #"{"kind": "straight", "distance": 40, "landmarks": [{"name": "Gate B", "position": "before"}]}"#,
            "⟦Continue straight⟧ for 40 m towards ⟦Gate B⟧"),
        ("en", #"{"kind": "straight", "distance": 40, "landmarks": [{"name": "Gate B", "position": "at"}]}"#,
            "⟦Continue straight⟧ for 40 m towards ⟦Gate B⟧"),
        ("en", #"{"kind": "straight", "distance": 40, "landmarks": [{"name": "Gate B", "position": "past"}]}"#,
            "⟦Continue straight⟧ for 40 m past ⟦Gate B⟧"),
        ("en", #"{"kind": "straight", "distance": 40, "landmarks": [{"name": "Gate B", "position": "after"}]}"#,
            "⟦Continue straight⟧ for 40 m past ⟦Gate B⟧"),
        ("en", #"{"kind": "straight", "distance": 40, "name": "Pier Walk", "landmarks": [{"name": "Gate B", "position": "past"}]}"#,
            "⟦Continue straight⟧ along ⟦Pier Walk⟧ for 40 m past ⟦Gate B⟧"),
    ]

    @Test("going straight heads for a landmark ahead and passes one it leaves behind", arguments: straightLandmarkRows)
    func straightLandmark(row: (String, String, String)) throws {
        let instructions = try InstructionDecoder.decode("[" + row.1 + "]")
        let renderer = try Renderer(locale: row.0, options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(instructions[0]).textForm() == row.2)
    }

    @Test("a fork without a side is an input error")
    func forkWithoutSide() {
        #expect(throws: InputError(file: "<input>", path: "$[0]", location: SourceLocation(line: 1, column: 2),
            message: "a fork needs a \"side\" (left, right, straightAhead)")) {
            try InstructionDecoder.decode(#"[{"kind": "fork"}]"#)
        }
        #expect(Maneuver.fork(.left).side == .left)
        #expect(Maneuver.offRamp(.right).kind == .offRamp)
    }
}
