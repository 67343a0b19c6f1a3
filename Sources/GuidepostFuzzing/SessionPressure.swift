import Guidepost

/// A long navigation session against one renderer, compared with fresh renderers: the check
/// that nothing a renderer keeps between renders changes what it renders.
///
/// A session renders many distinct instructions (new distances, names, floors and road facts
/// each time, as new responses bring them, in display and speech) with formatter calls in
/// between, so that everything the renderer keeps is filled, evicted and filled again; then
/// it renders a fixed probe set and compares every line, text and spans, with what a
/// renderer built just for the probe renders.
///
/// ```swift
/// let report = try SessionPressure(locale: "de", options: RenderOptions(medium: .speech)).run(renders: 20_000)
/// report.mismatches   // [] when the long-lived renderer renders what a fresh one does
/// ```
package struct SessionPressure: Sendable {
    package let locale: String
    package let options: RenderOptions

    package init(locale: String, options: RenderOptions = .default) {
        self.locale = locale
        self.options = options
    }

    /// A probe line the long-lived renderer rendered differently from a fresh one.
    package struct Mismatch: Sendable, CustomStringConvertible {
        package var round: Int
        package var instruction: Instruction
        package var shared: RenderedInstruction
        package var fresh: RenderedInstruction

        package var description: String {
            let what = shared.text == fresh.text ? "spans differ" : "\(shared.text.debugDescription) ≠ fresh \(fresh.text.debugDescription)"
            return "round \(round): \(instruction.maneuver) at \(instruction.distance) m: \(what)"
        }
    }

    package struct Report: Sendable {
        /// Renders made by the long-lived renderer, probes included.
        package var renders = 0
        /// Probe lines compared.
        package var compared = 0
        package var mismatches: [Mismatch] = []
    }

    /// Runs a session of `renders` pressure renders, comparing the probe set with fresh
    /// renderers `rounds` times along the way (and once at the start).
    package func run(renders: Int, rounds: Int = 4, seed: UInt64 = 0x5DEE_CE66_D1CE_5EED) throws -> Report {
        let shared = try Renderer(locale: locale, options: options)
        var generator = Generator(seed: seed)
        var report = Report()
        let probes = Self.probes
        func compare(round: Int) throws {
            // A renderer of its own for each probe: nothing another probe left behind helps it.
            for probe in probes {
                let mine = try shared.render(probe)
                let fresh = try Renderer(locale: locale, options: options).render(probe)
                report.renders += 1
                report.compared += 1
                if mine != fresh {
                    report.mismatches.append(Mismatch(round: round, instruction: probe, shared: mine, fresh: fresh))
                }
            }
        }
        try compare(round: 0)
        let perRound = max(renders / max(rounds, 1), 1)
        for round in 1...max(rounds, 1) {
            for index in 0..<perRound {
                let instruction = generator.instruction()
                _ = try? shared.render(instruction)
                _ = try? shared.render(instruction, distance: index % 3 == 0 ? .omitted : .continuation)
                report.renders += 2
                // Formatter calls between renders, as a banner or a header makes them.
                switch index % 7 {
                case 0: _ = try? shared.formatDistance(generator.distance())
                case 1: _ = try? shared.formatDuration(Double(generator.next(200_000)))
                case 2: _ = try? shared.formatOrdinal(generator.next(5_000))
                case 3: _ = try? shared.pluralCategory(generator.next(100_000))
                case 4: _ = try? shared.formatClockTime(secondsSince1970: Double(generator.next(2_000_000_000)),
                    timeZone: ["UTC", "Europe/Berlin", "Asia/Tokyo", "America/New_York"][generator.next(4)])
                default: break
                }
            }
            try compare(round: round)
        }
        return report
    }

    /// The probe set: sentences whose text depends on what a renderer derives and keeps (a
    /// distance in a form, a name's case, a floor's phrase and its forms, contractions,
    /// capitals, route numbers), in display and speech alike.
    package static let probes: [Instruction] = {
        var road = RoadFacts()
        road.refs = ["A 100"]
        road.destinations = ["Hamburg", "Berlin-Mitte"]
        road.exitNumbers = ["4A"]
        var rotary = RoadFacts()
        rotary.rotaryName = "Großer Stern"
        var stop = RoadFacts()
        stop.waypoint = 2
        let floors = ["3", "Level 2", "B1", "-1", "G", "Mezzanine", "P2", "12"]
        var probes: [Instruction] = []
        for distance in [300.0, 20, 5, 150, 1_200, 2_600, 804, 40] {
            probes.append(Instruction(.turn(.left), distance: distance))
            probes.append(Instruction(.straight, distance: distance, name: "Market Street"))
        }
        let landmarks: [(name: String, kind: LandmarkKind?)] = [("Starbucks", .cafe), ("Аптека", .pharmacy), ("Le Bon Marché", .shop),
            ("Apotheke am Markt", .pharmacy), ("مقهى النخيل", .cafe), ("Οδός Ερμού", nil), ("Kauppatori", .square),
            ("El Corte Inglés", .shop), ("Hauptbahnhof", nil), ("Museo del Prado", .monument), ("Gare de l’Est", nil),
            ("Englischer Garten", nil)]
        for (index, landmark) in landmarks.enumerated() {
            let (name, kind) = landmark
            let position = [LandmarkPosition.at, .after, .before, .past, .towards][index % 5]
            probes.append(Instruction(.turn(.right), distance: 40 + 35 * Double(index),
                landmarks: [Landmark(name: name, position: position, kind: kind)]))
            probes.append(Instruction(.arrive(side: .left), distance: 10, landmarks: [Landmark(name: name, kind: kind)]))
            probes.append(Instruction(.arrive(side: nil), distance: 0, name: name, nameKind: kind))
        }
        for (index, floor) in floors.enumerated() {
            let change = FloorChange(type: [.elevator, .escalator, .stairs][index % 3], direction: index % 2 == 0 ? .up : .down,
                floorName: floor, floors: index % 3 == 0 ? 2 : nil)
            probes.append(Instruction(.floorChange(change), distance: 12))
            probes.append(Instruction(.upcomingFloorChange(change), distance: 60))
        }
        probes.append(Instruction(.offRamp(.right), distance: 600, name: "Messedamm", road: road))
        probes.append(Instruction(.roundabout(exit: 3), distance: 250, road: rotary))
        probes.append(Instruction(.arrive(side: .right), distance: 0, road: stop))
        probes.append(Instruction(.merge(.left), distance: 900, name: "Ringstraße", road: road))
        return probes
    }()

    /// Distinct instructions from a fixed LCG: every maneuver, distances from a metre to
    /// 20,000 km, names made new each time (in several scripts), floors, landmarks and road facts.
    struct Generator {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (state >> 33) % UInt64(max(bound, 1)))
        }

        mutating func distance() -> Double {
            // Spread over every rounding band, and beyond the keys a cache keeps.
            switch next(5) {
            case 0: Double(next(1_000)) + Double(next(100)) / 100
            case 1: Double(next(20_000))
            case 2: Double(next(200_000))
            case 3: Double(next(600_000)) + 0.5
            default: Double(next(20_000_000))  // a long drive's remaining distance: whole kilometres
            }
        }

        private static let stems = ["Market", "Kirch", "Lenin", "Ερμού", "الملك فهد", "Kauppa", "Rynek", "Gare", "Station",
            "Hauptbahnhof", "Пушкин", "Mall", "Plaza", "Dworzec", "Náměstí", "Apteka", "Аптека", "Café", "Église", "Torre"]
        private static let tails = [" Street", "straße", "ская улица", "", " Road", "gatan", "katu", " Avenue", "weg",
            " Square", "ová", "a", "u"]

        /// A name in storage of its own, made for this render.
        mutating func name() -> String {
            let stem = Self.stems[next(Self.stems.count)]
            let tail = Self.tails[next(Self.tails.count)]
            let number = next(3) == 0 ? " \(next(500))" : ""
            return String(decoding: Array((stem + tail + number).utf8), as: UTF8.self)
        }

        mutating func instruction() -> Instruction {
            let name: String? = next(2) == 0 ? self.name() : nil
            let landmarks = next(3) == 0 ? [] : [Landmark(name: self.name(),
                position: LandmarkPosition.allCases[next(LandmarkPosition.allCases.count)],
                kind: [LandmarkKind.cafe, .shop, .pharmacy, .gate, .square, nil][next(6)])]
            let floorName = [String(next(40) - 5), "Level \(next(30))", "B\(next(5) + 1)", "P\(next(9))", "G", "M",
                self.name(), "\(next(20))A"][next(8)]
            let change = FloorChange(type: FloorChangeType.allCases[next(FloorChangeType.allCases.count)],
                direction: FloorChangeDirection.allCases[next(FloorChangeDirection.allCases.count)], floorName: floorName,
                floors: next(3) == 0 ? 1 + next(6) : nil)
            var road = RoadFacts()
            if next(3) == 0 {
                road.refs = ["A \(next(999))"]
                road.destinations = next(2) == 0 ? [self.name()] : [self.name(), self.name()]
                road.exitNumbers = next(2) == 0 ? ["\(next(80))"] : []
                road.rotaryName = next(4) == 0 ? self.name() : nil
                road.waypoint = next(4) == 0 ? 1 + next(5) : nil
                road.heading = next(3) == 0 ? CompassDirection(bearing: Double(next(360))) : nil
            }
            let sides = [Side.left, .right]
            let maneuver: Maneuver = switch next(16) {
            case 0: .straight
            case 1, 2: .turn(TurnDirection.allCases[next(TurnDirection.allCases.count)])
            case 3: .floorChange(change)
            case 4: .upcomingFloorChange(change)
            case 5: next(2) == 0 ? .enterBuilding : .exitBuilding
            case 6: .depart
            case 7: .arrive(side: next(2) == 0 ? nil : sides[next(2)])
            case 8: .roundabout(exit: 1 + next(12))
            case 9: .fork(sides[next(2)])
            case 10: .merge(sides[next(2)])
            case 11: .onRamp(sides[next(2)])
            case 12: .offRamp(sides[next(2)])
            case 13: .bear(TurnDirection.allCases[next(TurnDirection.allCases.count)])
            case 14: .endOfRoad(TurnDirection.allCases[next(TurnDirection.allCases.count)])
            default: .exitRoundabout
            }
            // A named destination sometimes says what kind of place it is (grammars may read it).
            let nameKind = name == nil ? nil : [LandmarkKind.bar, .shop, .pharmacy, nil][next(4)]
            return Instruction(maneuver, distance: distance(), name: name, nameKind: nameKind, landmarks: landmarks, road: road)
        }
    }
}
