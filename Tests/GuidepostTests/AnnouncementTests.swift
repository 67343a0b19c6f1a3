import Testing
import Guidepost

@Suite("Announcement schedule")
struct AnnouncementTests {
    /// (step length m, speed m/s, expected kinds and distances before the maneuver)
    static let rows: [(Double, Double, [(Announcement.Kind, Double)])] = [
        // A motorway step: all three, by time (60 s, 15 s, 3 s at 30 m/s).
        (5_000, 30, [(.early, 1_800), (.near, 450), (.atManeuver, 90)]),
        // A city step shorter than the early lead: early moves to the step's start.
        (300, 12, [(.early, 300), (.near, 180), (.atManeuver, 36)]),
        // Too short for a gap between early and near: the near one only.
        (200, 12, [(.near, 180), (.atManeuver, 36)]),
        // Walking: 84 m, 21 m, 4.2 m.
        (500, 1.4, [(.early, 84), (.near, 21), (.atManeuver, 4.2)]),
        // A few metres: only the one at the maneuver, at the step's start.
        (2, 1.4, [(.atManeuver, 2)]),
        // No speed: walking speed.
        (500, 0, [(.early, 84), (.near, 21), (.atManeuver, 4.2)]),
        (500, .nan, [(.early, 84), (.near, 21), (.atManeuver, 4.2)]),
    ]

    @Test("early, near and at the maneuver, fewer on short steps, never within the gap", arguments: rows)
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
        #expect(said.map(\.announcement.kind) == [.early, .near, .atManeuver])
        #expect(said.allSatisfy { !$0.spoken.text.isEmpty && $0.spoken.ssml.hasPrefix("<speak") })
        // Walking, the last one is due now: no distance is said.
        #expect(said.last?.spoken.rendered.spans.contains { $0.role == .distance } == false, "\(said.last?.spoken.text ?? "")")
        #expect(said.first?.spoken.rendered.spans.contains { $0.role == .distance } == true)
    }
}
