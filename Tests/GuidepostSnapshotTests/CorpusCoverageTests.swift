import Guidepost
import GuidepostTranslation
import Testing

/// Checks that the golden corpus still exercises what it promises: every instruction
/// message, and every plural category ICU's rules give each shipped locale.
struct CorpusCoverageTests {
    /// The instruction messages of the source catalog (fragments such as `maneuver.*`
    /// are inserted into these and show in their lines).
    static let instructionMessages: Set<String> = [
        "straight", "straight.name", "straight.landmark", "straight.name.landmark",
        "straight.landmark.past", "straight.name.landmark.past",
        "turn", "turn.name", "turn.landmark", "turn.name.landmark",
        "upcomingFloorChange", "upcomingFloorChange.unknown",
        "floorChange", "floorChange.sameFloor", "floorChange.floors", "floorChange.unknown",
        "enterBuilding", "enterBuilding.name", "exitBuilding", "exitBuilding.name",
        "depart", "depart.name", "depart.landmark",
        "arrive", "arrive.name", "arrive.side", "arrive.name.side",
        "roundabout", "roundabout.name",
        "fork", "fork.name", "merge", "merge.name", "onRamp", "onRamp.name", "offRamp", "offRamp.name",
        "depart.heading", "depart.heading.name",
        "arrive.waypoint", "arrive.waypoint.name", "arrive.waypoint.side", "arrive.waypoint.name.side",
        "roundabout.rotary", "roundabout.rotary.name", "exitRoundabout", "exitRoundabout.name", "exitRoundabout.destination",
        "offRamp.exit", "offRamp.exit.destination", "offRamp.destination", "lanes",
        "bear.name", "fork.destination", "onRamp.destination", "then", "ferry", "ferry.name",
        "turn.destination", "straight.destination", "merge.destination", "enterRoundabout", "enterRoundabout.name",
        "enterRoundabout.destination", "enterRoundabout.rotary", "enterRoundabout.rotary.name",
    ]

    @Test func everyInstructionMessageIsRendered() throws {
        let renderer = try Renderer(locale: "en")
        let keys = Set(try GoldenCorpus.instructions.map { item in
            if let next = item.then { return try renderer.render(item.instruction, then: next).messageKey }
            return try renderer.render(item.instruction, distance: item.phrasing).messageKey
        })
        #expect(keys == Self.instructionMessages)
        for key in Self.instructionMessages {
            #expect(Catalog.embedded.source.message(key) != nil, "\(key) is no longer in Templates/messages.json")
        }
    }

    @Test func labelsAreUnique() {
        for system in [RenderOptions.UnitSystem.metric, .imperial, .imperialUK] {
            let labels = (GoldenCorpus.instructions + GoldenCorpus.distances(for: system)).map(\.label)
            #expect(Set(labels).count == labels.count)
        }
    }

    @Test func everySelectValueIsUsed() {
        let maneuvers = GoldenCorpus.instructions.map(\.instruction.maneuver)
        #expect(Set(maneuvers.map(\.kind)) == Set(Maneuver.Kind.allCases))
        for kind in [Maneuver.Kind.arrive, .fork, .merge, .onRamp, .offRamp] {
            #expect(Set(maneuvers.filter { $0.kind == kind }.compactMap(\.side)) == Set(Side.allCases), "\(kind)")
        }
        #expect(Set(maneuvers.compactMap(\.turnDirection)) == Set(TurnDirection.allCases))
        #expect(Set(maneuvers.compactMap(\.side)) == Set(Side.allCases))
        #expect(Set(maneuvers.compactMap(\.floorChange?.type)) == Set(FloorChangeType.allCases))
        #expect(Set(maneuvers.compactMap(\.floorChange?.direction)) == Set(FloorChangeDirection.allCases))
        let positions = GoldenCorpus.instructions.compactMap(\.instruction.nearestLandmark?.position)
        #expect(Set(positions) == Set(LandmarkPosition.allCases))
    }

    /// The CLDR cardinal categories of each shipped locale, as ICU's plural rules define them.
    @Test(arguments: [
        ("en", [PluralCategory.one, .other]),
        ("de", [.one, .other]),
        ("fr", [.one, .many, .other]),
        ("ru", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
    ])
    func everyPluralCategoryFires(locale: String, categories: [PluralCategory]) throws {
        var seen: Set<PluralCategory> = []
        for system in [RenderOptions.UnitSystem.metric, .imperial] {
            let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: system))
            for item in GoldenCorpus.distances(for: system) {
                seen.insert(try renderer.formatDistance(item.instruction.distance).pluralCategory)
            }
            for item in GoldenCorpus.instructions {
                if let floors = item.instruction.maneuver.floorChange?.floors, item.count == .floors {
                    seen.insert(try renderer.pluralCategory(floors))
                }
            }
        }
        #expect(seen == Set(categories))
    }
}
