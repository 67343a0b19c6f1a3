import Guidepost

/// A fixed, mixed corpus of instructions for benchmarks: every kind, with and without
/// landmarks and names, distances from 3 m to 40 km. Deterministic (a fixed LCG), so
/// figures compare across runs and machines.
enum BenchmarkCorpus {
    /// Makes `count` instructions.
    static func make(count: Int) -> [Instruction] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let landmarks = ["Starbucks", "Gate B12", "Apple Store", "Information desk", "Food court", "مقهى النخيل", "東口", "Аптека"]
        let kinds: [LandmarkKind?] = [.cafe, .gate, .shop, .information, nil, .cafe, .entrance, .pharmacy]
        // Some names carry forms, as an app with a gazetteer would supply them.
        let forms: [NameForms?] = [nil, nil, nil, nil, nil, nil, nil,
            NameForms(language: "ru", ["genitive": "Аптеки", "instrumental": "Аптекой", "prepositional": "Аптеке"])]
        let names = ["Main Concourse", "Market Street", "Corridor C", "North Mall"]
        // Bare numbers and codes are phrased by the catalog (floor labels); names are inserted.
        let floors = ["Level 2", "3", "B1", "-1", "G", "Mezzanine", "P2", "3A"]
        let distances: [Double] = [3, 7, 12, 18, 26, 42, 75, 120, 240, 480, 760, 1_200, 2_600, 8_400, 15_000, 40_000]
        var result: [Instruction] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            let distance = distances[next(distances.count)] * (0.9 + Double(next(20)) / 100)
            let which = next(landmarks.count)
            let landmark = next(3) == 0 ? [] : [Landmark(name: landmarks[which],
                position: LandmarkPosition.allCases[next(LandmarkPosition.allCases.count)], kind: kinds[which], forms: forms[which])]
            let name: String? = next(2) == 0 ? names[next(names.count)] : nil
            let type = FloorChangeType.allCases[next(FloorChangeType.allCases.count)]
            let direction = FloorChangeDirection.allCases[next(FloorChangeDirection.allCases.count)]
            let change = FloorChange(type: type, direction: direction, floorName: floors[next(floors.count)],
                floors: next(3) == 0 ? 1 + next(4) : nil)
            let maneuver: Maneuver
            switch next(12) {
            case 0, 1: maneuver = .straight
            case 2, 3, 4, 5: maneuver = .turn(TurnDirection.allCases[next(TurnDirection.allCases.count)])
            case 6: maneuver = .floorChange(change)
            case 7: maneuver = .upcomingFloorChange(change)
            case 8: maneuver = next(2) == 0 ? .enterBuilding : .exitBuilding
            case 9: maneuver = .depart
            case 10: maneuver = .arrive(side: next(2) == 0 ? nil : Side.allCases[next(Side.allCases.count)])
            default: maneuver = .roundabout(exit: 1 + next(8))
            }
            result.append(Instruction(maneuver, distance: distance, name: name, landmarks: landmark))
        }
        return result
    }

    /// The instruction with every string in storage of its own, as a newly decoded response
    /// has them (strings of up to 15 UTF-8 bytes are values, with no storage to tell apart).
    static func freshCopy(_ instruction: Instruction) -> Instruction {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        var copy = instruction
        copy.name = instruction.name.map(fresh)
        copy.landmarks = instruction.landmarks.map { landmark in
            var landmark = landmark
            landmark.name = fresh(landmark.name)
            return landmark
        }
        if var change = instruction.maneuver.floorChange {
            change.floorName = fresh(change.floorName)
            copy.maneuver = instruction.maneuver.kind == .floorChange ? .floorChange(change) : .upcomingFloorChange(change)
        }
        if !instruction.road.isEmpty {
            var road = instruction.road
            road.refs = road.refs.map(fresh)
            road.destinations = road.destinations.map(fresh)
            road.rotaryName = road.rotaryName.map(fresh)
            copy.road = road
        }
        return copy
    }
}
