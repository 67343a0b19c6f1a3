/// When to speak along a step and what: the one announcement schedule of Guidepost
/// (`Renderer.announcements`, `Renderer.guidance`, `MapboxAnnotator` and the snapshot
/// strategies all use `Announcement.plan`).
///
/// Announcements about the maneuver at the end of a step are placed by time before it at the
/// step's speed, then turned into distances before it:
///
/// | kind | when | said |
/// |---|---|---|
/// | `departure` | at the start of a leg | "Head west on Kaivokatu for 2 km", or with a maneuver close after: "Head west on Kaivokatu, then turn right" |
/// | `continuing` | at the start of a long step (1 km, walking 200 m, and half a minute before the next announcement) | "Continue straight along Mannerheimintie for 2 km" |
/// | `early` | 60 s before (driving) | "In 1.5 km, take exit 4A …"; before an arrival, "In 1.5 km, you will arrive at …" |
/// | `near` | 15 s before (20 s walking) | "In 400 m, …" |
/// | `atManeuver` | 3 s before (5 s walking) | the maneuver without a distance ("Take exit 4A …", "You have arrived at …") |
///
/// A maneuver that only goes on (a road's new name, a lane step) is said once, at the point,
/// with the stretch after it ("Continue straight along Friedrichstraße for 330 m").
/// Walking (the step's travel mode, or without one a speed under 3 m/s) has no early announcement. Every announcement before the
/// last states how far the maneuver is; the last, close to it, does not. An announcement
/// farther than the step is long is left out (the one at the maneuver moves to the step's
/// start, and a step too short for its near one gets it at its start unless the step before
/// named the maneuver already); two are never closer than `minimumGap` seconds at the step's speed (the less
/// urgent goes: the departure, then at the maneuver, near, early, continuing); and an
/// announcement whose text is the one before's is left out. So a long motorway step gets
/// four, a short city step one or two.
public struct Announcement: Hashable, Sendable {
    /// Which announcement it is.
    public struct Kind: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case early, near, atManeuver, departure, continuing
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
        /// At the maneuver, without the distance ("Turn left onto Main Street").
        public static let atManeuver = Self(.atManeuver)
        /// At the start of a leg: the way to set off ("Head west on Kaivokatu for 2 km").
        public static let departure = Self(.departure)
        /// At the start of a long step: how long it goes on ("Continue straight along
        /// Mannerheimintie for 2 km").
        public static let continuing = Self(.continuing)
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

    /// Seconds before the maneuver for each kind, most urgent last: driving, walking.
    static let lead: [(Kind, Double)] = [(.early, 60), (.near, 15), (.atManeuver, 3)]
    static let walkingLead: [(Kind, Double)] = [(.near, 20), (.atManeuver, 5)]

    /// Below this speed (metres per second) a step is walked.
    public static let walkingSpeed = 3.0

    /// The speed assumed when a step states none that makes sense: 1.4 m/s, walking.
    public static let defaultSpeed = 1.4

    /// A step announced: how long it is and how fast it goes, the maneuver at its end, and
    /// what else the schedule says.
    struct Step {
        /// Metres from the start of the step to the maneuver.
        var length: Double
        /// Seconds the step takes, when known (for its speed).
        var duration: Double?
        /// The maneuver at the end of the step.
        var ahead: Instruction
        /// The maneuver after it, when it follows so closely that the near and at-maneuver
        /// announcements say both.
        var then: Instruction?
        /// The leg's departure, when the step starts a leg.
        var departure: Instruction?
        /// The step's own maneuver (its street, for "Continue along …"); nil when unknown.
        var road: Instruction?
        /// Whether the step before said this step's maneuver already ("…, then turn right").
        var announcedBefore = false

        /// Whether the step is walked: its travel mode says so (OSRM's `mode`), or, when it
        /// says none, its speed is under `Announcement.walkingSpeed`.
        var isWalking: Bool {
            switch road?.road.travelMode?.lowercased() {
            case "walking", "pedestrian", "foot": true
            case nil: speed < Announcement.walkingSpeed
            default: false
            }
        }

        var speed: Double {
            guard let duration, duration.isFinite, duration > 0, length.isFinite, length > 0 else {
                return Announcement.defaultSpeed
            }
            let speed = length / duration
            return speed.isFinite && speed > 0 ? speed : Announcement.defaultSpeed
        }
    }

    /// The announcements about the maneuver at the end of a step, earliest first, by the one
    /// schedule (see the type's table; a departure or "continue" needs the leg:
    /// `Renderer.guidance(for:voice:)`).
    ///
    /// - Parameters:
    ///   - stepDistance: The step's length in metres (from its start to its maneuver).
    ///   - speed: The expected speed in metres per second (a step's distance over its
    ///     duration); anything not finite and positive is `defaultSpeed`. Under
    ///     `walkingSpeed` the step is walked.
    ///   - minimumGap: The least time between two announcements, in seconds.
    /// - Returns: Nothing for a distance that is not finite or is negative.
    public static func schedule(stepDistance: Double, speed: Double, minimumGap: Double = 5) -> [Announcement] {
        let duration = speed.isFinite && speed > 0 && stepDistance.isFinite && stepDistance > 0 ? stepDistance / speed : nil
        return plan(Step(length: stepDistance, duration: duration, ahead: Instruction(.turn(.left))), minimumGap: minimumGap)
    }

    /// The announcements of a step, earliest first (the one schedule; see the type's table).
    ///
    /// - Returns: Nothing for a length that is not finite or is negative.
    static func plan(_ step: Step, minimumGap: Double = 5) -> [Announcement] {
        let length = step.length
        guard length.isFinite, length >= 0 else { return [] }
        let speed = step.speed
        let gap = minimumGap.isFinite && minimumGap > 0 ? minimumGap * speed : 0
        let leads = step.isWalking ? walkingLead : lead
        // Candidates by urgency, most urgent first; each is kept when no kept one is closer than the gap.
        // The departure is said whatever else must go (with the maneuver when it is close).
        var candidates: [Announcement] = []
        if step.departure != nil { candidates.append(Announcement(kind: .departure, distanceBeforeManeuver: length)) }
        for (kind, seconds) in leads.reversed() {
            let distance = seconds * speed
            if kind == .atManeuver {
                candidates.append(Announcement(kind: kind, distanceBeforeManeuver: min(distance, length)))
            } else if distance <= length {
                candidates.append(Announcement(kind: kind, distanceBeforeManeuver: distance))
            }
        }
        if candidates.count == 1, !step.announcedBefore {
            // A step too short for its near announcement gets one at its start, when that is
            // still a gap away from the one at the maneuver and the step before did not name it.
            candidates.append(Announcement(kind: .near, distanceBeforeManeuver: length))
        }
        if step.departure == nil, step.road != nil {
            // A long step: at least 1 km (walking, 200 m), and the first announcement about
            // its maneuver comes at least half a minute after its start.
            let first = candidates.map(\.distanceBeforeManeuver).max() ?? 0
            if length >= (step.isWalking ? 200 : 1_000), length - first >= 30 * speed {
                candidates.append(Announcement(kind: .continuing, distanceBeforeManeuver: length))
            }
        }
        var kept: [Announcement] = []
        for candidate in candidates
        where !kept.contains(where: { abs($0.distanceBeforeManeuver - candidate.distanceBeforeManeuver) < max(gap, 1) }) {
            kept.append(candidate)
        }
        return kept.sorted { $0.distanceBeforeManeuver > $1.distanceBeforeManeuver }
    }
}

extension Renderer {
    /// The spoken announcements of a step: where to speak (metres before the maneuver) and
    /// what, by the one schedule (`Announcement`): the instruction with the distance still to
    /// go, and at the maneuver without it. Use a renderer built with
    /// `RenderOptions(medium: .speech)`.
    ///
    /// - Parameters:
    ///   - instruction: The maneuver at the end of the step (its `distance` is replaced per announcement).
    ///   - stepDistance: The step's length in metres.
    ///   - duration: The step's duration in seconds, for its speed (walking speed when unknown).
    ///   - next: The maneuver after this one, when it comes so soon that the near and
    ///     at-maneuver announcements say both (`Renderer.shouldChain`): "Turn left onto Main
    ///     Street, then turn right".
    public func announcements(for instruction: Instruction, stepDistance: Double, duration: Double? = nil,
        then next: Instruction? = nil) throws(RenderError) -> [(announcement: Announcement, spoken: SpokenInstruction)]
    {
        try announcements(Announcement.Step(length: stepDistance, duration: duration, ahead: instruction, then: next))
    }

    /// What the schedule says along a step (the one place its texts are made).
    func announcements(_ step: Announcement.Step) throws(RenderError)
        -> [(announcement: Announcement, spoken: SpokenInstruction)]
    {
        var result: [(announcement: Announcement, spoken: SpokenInstruction)] = []
        for planned in Announcement.plan(step) {
            let spoken: SpokenInstruction
            switch planned.kind.value {
            case .departure:
                guard var departure = step.departure else { continue }
                if let close = Self.closeAfterDeparture(step) {
                    departure.distance = 0
                    spoken = try speak(departure, then: close)
                } else {
                    departure.distance = step.length
                    spoken = try speak(departure, distance: .announced)
                }
            case .continuing:
                var along = Instruction(.straight, distance: step.length, name: step.road?.name)
                along.nameForms = step.road?.nameForms
                spoken = try speak(along, distance: .announced)
            case .early, .near, .atManeuver:
                var ahead = step.ahead
                if Self.goesOn(ahead) {
                    // Going on (a road's new name, a lane step): its distance is how far it
                    // goes on after, said once at the point ("Continue straight along
                    // Friedrichstraße for 330 m"), not counted down.
                    guard planned.kind == .atManeuver else { continue }
                    spoken = try speak(ahead, distance: .stated)
                    if let last = result.last, last.spoken.text == spoken.text { continue }
                    result.append((planned, spoken))
                    continue
                }
                ahead.distance = planned.distanceBeforeManeuver
                // The last says the maneuver itself; the others how far it is.
                let phrasing: DistancePhrasing = planned.kind == .atManeuver ? .omitted : .announced
                if let next = step.then, planned.kind != .early {
                    spoken = try speak(ahead, distance: phrasing, then: next)
                } else {
                    spoken = try speak(ahead, distance: phrasing)
                }
                // A maneuver whose sentence cannot state its distance (a translation without
                // the variant) is not said a minute ahead as if it were close; the near one
                // says it once.
                if planned.kind == .early, !spoken.rendered.spans.contains(where: { $0.role == .distance }) { continue }
            }
            // Never the same words twice in a row.
            if let last = result.last, last.spoken.text == spoken.text { continue }
            result.append((planned, spoken))
        }
        return result
    }

    /// Whether a maneuver only goes on along the road (its distance is the stretch after it).
    static func goesOn(_ instruction: Instruction) -> Bool {
        switch instruction.maneuver.kind.value {
        case .straight, .useLane: true
        default: false
        }
    }

    /// The maneuver a departure names ("…, then turn right") when it comes so soon that no
    /// announcement of its own fits before it.
    static func closeAfterDeparture(_ step: Announcement.Step) -> Instruction? {
        guard step.departure != nil else { return nil }
        let speed = step.speed
        let near = (step.isWalking ? Announcement.walkingLead : Announcement.lead)
            .first { $0.0 == .near }.map { $0.1 * speed } ?? 0
        guard step.length <= near || Renderer.shouldChain(step.ahead, gap: step.length, duration: step.duration) else {
            return nil
        }
        return step.ahead.maneuver.kind == .arrive ? nil : step.ahead
    }
}
