import Testing
import Guidepost

@Suite("Announcement schedule")
struct AnnouncementTests {
    /// (step length m, speed m/s, expected kinds and distances before the maneuver)
    static let rows: [(Double, Double, [(Announcement.Kind, Double)])] = [
        // A motorway step: all three, by time (60 s, 15 s, 3 s at 30 m/s).
        (5_000, 30, [(.early, 1_800), (.near, 450), (.atManeuver, 90)]),
        // A city step shorter than the early lead: no early one.
        (300, 12, [(.near, 180), (.atManeuver, 36)]),
        (200, 12, [(.near, 180), (.atManeuver, 36)]),
        // Too short for its near one: that one at the step's start, a gap before the last.
        (150, 12, [(.near, 150), (.atManeuver, 36)]),
        // Too short for a gap: only the one at the maneuver.
        (60, 12, [(.atManeuver, 36)]),
        // Walking (under 3 m/s): no early one; 20 s and 5 s before (28 m, 7 m).
        (500, 1.4, [(.near, 28), (.atManeuver, 7)]),
        // A few metres: only the one at the maneuver, at the step's start.
        (2, 1.4, [(.atManeuver, 2)]),
        // No speed: walking speed.
        (500, 0, [(.near, 28), (.atManeuver, 7)]),
        (500, .nan, [(.near, 28), (.atManeuver, 7)]),
    ]

    @Test("early, near and at the maneuver, fewer on short steps and walking, never within the gap", arguments: rows)
    func schedule(row: (Double, Double, [(Announcement.Kind, Double)])) {
        let (length, speed, expected) = row
        let schedule = Announcement.schedule(stepDistance: length, speed: speed)
        #expect(schedule.map(\.kind) == expected.map(\.0))
        for (announcement, (_, distance)) in zip(schedule, expected) {
            #expect(abs(announcement.distanceBeforeManeuver - distance) < 1e-9, "\(announcement)")
        }
        let effectiveSpeed = speed.isFinite && speed > 0 ? speed : Announcement.defaultSpeed
        for (earlier, later) in zip(schedule, schedule.dropFirst()) {
            #expect((earlier.distanceBeforeManeuver - later.distanceBeforeManeuver) / effectiveSpeed >= 5)
        }
        #expect(schedule.allSatisfy { $0.distanceBeforeManeuver <= length })
    }

    @Test("no schedule for a length that is no distance")
    func badLengths() {
        #expect(Announcement.schedule(stepDistance: .nan, speed: 10).isEmpty)
        #expect(Announcement.schedule(stepDistance: -1, speed: 10).isEmpty)
        #expect(Announcement.schedule(stepDistance: .infinity, speed: 10).isEmpty)
    }

    @Test("a step's announcements say the distance still to go, in every shipped locale",
        arguments: ["en", "de", "fr", "ru", "ar", "ja"])
    func spoken(locale: String) throws {
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        let said = try voice.announcements(for: Instruction(.turn(.left), distance: 500, name: "Elm Street"),
            stepDistance: 500, duration: 357)
        #expect(said.map(\.announcement.kind) == [.near, .atManeuver])
        #expect(said.allSatisfy { !$0.spoken.text.isEmpty && $0.spoken.ssml.hasPrefix("<speak") })
        // The last one, at the maneuver, says the maneuver without a distance.
        #expect(said.last?.spoken.rendered.spans.contains { $0.role == .distance } == false, "\(said.last?.spoken.text ?? "")")
        #expect(said.first?.spoken.rendered.spans.contains { $0.role == .distance } == true)
    }
}
