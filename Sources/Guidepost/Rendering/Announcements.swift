/// When to speak a step's instruction while driving or walking towards its maneuver.
///
/// Each announcement is placed by time before the maneuver at the step's speed, then
/// turned into a distance before the maneuver (measured along the step):
///
/// | kind | time before the maneuver | said |
/// |---|---|---|
/// | `early` | 60 s | "In 1.5 km, take exit 4A …" |
/// | `near` | 15 s | "In 400 m, take exit 4A …" |
/// | `atManeuver` | 3 s | "In 40 m, take exit 4A …"; walking, "Turn left now" (within `RenderOptions.immediateDistance`) |
///
/// An announcement farther than the step is long is left out, except that a step too short
/// for its early announcement gets one at its start when that is still a gap away from the
/// next; two announcements are never closer than `minimumGap` seconds at the step's speed
/// (the less urgent one is left out). So a long motorway step gets three, a short city step
/// one or two, and a step a few metres long only the one at the maneuver.
public struct Announcement: Hashable, Sendable {
    /// Which announcement it is.
    public struct Kind: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case early, near, atManeuver
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// Well ahead, to prepare ("In 1.5 km, …").
        public static let early = Self(.early)
        /// Shortly before ("In 400 m, …").
        public static let near = Self(.near)
        /// At the maneuver ("… now").
        public static let atManeuver = Self(.atManeuver)
    }

    /// Which announcement it is.
    public var kind: Kind
    /// Metres before the maneuver, along the step, at which to speak.
    public var distanceBeforeManeuver: Double

    /// Creates an announcement.
    public init(kind: Kind, distanceBeforeManeuver: Double) {
        self.kind = kind
        self.distanceBeforeManeuver = distanceBeforeManeuver
    }

    /// Seconds before the maneuver for each kind, most urgent last.
    static let lead: [(Kind, Double)] = [(.early, 60), (.near, 15), (.atManeuver, 3)]

    /// The speed assumed when a step states none that makes sense: 1.4 m/s, walking.
    public static let defaultSpeed = 1.4

    /// The announcements of a step, earliest first.
    ///
    /// - Parameters:
    ///   - stepDistance: The step's length in metres (from its start to its maneuver).
    ///   - speed: The expected speed in metres per second (a step's distance over its
    ///     duration); anything not finite and positive is `defaultSpeed`.
    ///   - minimumGap: The least time between two announcements, in seconds.
    /// - Returns: Nothing for a distance that is not finite or is negative.
    public static func schedule(stepDistance: Double, speed: Double, minimumGap: Double = 5) -> [Announcement] {
        guard stepDistance.isFinite, stepDistance >= 0 else { return [] }
        let speed = speed.isFinite && speed > 0 ? speed : defaultSpeed
        let gap = minimumGap.isFinite && minimumGap > 0 ? minimumGap * speed : 0
        // Most urgent first: the one at the maneuver always stays.
        var kept: [Announcement] = []
        for (kind, seconds) in lead.reversed() {
            var distance = seconds * speed
            if distance > stepDistance {
                // Too far for this step: an early announcement moves to the step's start;
                // a near one does too when the step is shorter than its lead.
                guard kind != .atManeuver else {
                    kept.append(Announcement(kind: kind, distanceBeforeManeuver: stepDistance))
                    continue
                }
                distance = stepDistance
            }
            if let closest = kept.last, distance - closest.distanceBeforeManeuver < gap { continue }
            kept.append(Announcement(kind: kind, distanceBeforeManeuver: distance))
        }
        return kept.reversed()
    }
}

extension Renderer {
    /// The spoken announcements of a step: where to speak (metres before the maneuver) and
    /// what, the instruction rendered for the distance still to go at that point (within
    /// `RenderOptions.immediateDistance` it is due now). Use a renderer built with
    /// `RenderOptions(medium: .speech)`.
    ///
    /// - Parameters:
    ///   - instruction: The step's instruction (its `distance` is replaced per announcement).
    ///   - stepDistance: The step's length in metres.
    ///   - duration: The step's duration in seconds, for its speed (walking speed when unknown).
    ///   - next: The maneuver after this one, when it comes so soon that the near and
    ///     at-maneuver announcements say both (`Renderer.shouldChain`): "Turn left onto Main
    ///     Street, then turn right".
    public func announcements(for instruction: Instruction, stepDistance: Double, duration: Double? = nil,
        then next: Instruction? = nil) throws(RenderError) -> [(announcement: Announcement, spoken: SpokenInstruction)]
    {
        let speed = duration.map { stepDistance / $0 } ?? Announcement.defaultSpeed
        var result: [(Announcement, SpokenInstruction)] = []
        for announcement in Announcement.schedule(stepDistance: stepDistance, speed: speed) {
            var step = instruction
            step.distance = announcement.distanceBeforeManeuver
            if let next, announcement.kind != .early {
                result.append((announcement, try speak(step, then: next)))
            } else {
                result.append((announcement, try speak(step)))
            }
        }
        return result
    }
}
