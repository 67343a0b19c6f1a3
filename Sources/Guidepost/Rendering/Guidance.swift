/// What live navigation shows and says along one step of a route: the values a navigation
/// SDK reads (Mapbox's `maneuver.instruction`, `bannerInstructions`, `voiceInstructions`),
/// made by the one announcement schedule (`Announcement.plan`) that `Renderer.announcements`,
/// `MapboxAnnotator` and the snapshot strategies all use.
///
/// A step runs from one maneuver to the next; its banners and announcements are about the
/// maneuver at its end, except the departure said at the start of a leg. Distances along
/// geometry are metres before the end of the step, as in the Mapbox Directions API.
public struct StepGuidance: Hashable, Sendable, Codable {
    /// The step's own maneuver, without a distance (`maneuver.instruction`: an SDK shows the
    /// distance apart).
    public var instruction: String
    /// The banners shown along the step, earliest first.
    public var banners: [Banner]
    /// The announcements spoken along the step, earliest first.
    public var voice: [VoiceInstruction]

    /// Creates a step's guidance.
    public init(instruction: String, banners: [Banner], voice: [VoiceInstruction]) {
        self.instruction = instruction
        self.banners = banners
        self.voice = voice
    }
}

/// One spoken announcement (a Mapbox `voiceInstructions` entry).
public struct VoiceInstruction: Hashable, Sendable, Codable {
    /// Which announcement of the schedule it is.
    public var kind: Announcement.Kind
    /// Metres before the end of the step at which to speak.
    public var distanceAlongGeometry: Double
    /// The text to speak.
    public var announcement: String
    /// The same as SSML.
    public var ssmlAnnouncement: String

    /// Creates an announcement.
    public init(kind: Announcement.Kind, distanceAlongGeometry: Double, announcement: String, ssmlAnnouncement: String) {
        self.kind = kind
        self.distanceAlongGeometry = distanceAlongGeometry
        self.announcement = announcement
        self.ssmlAnnouncement = ssmlAnnouncement
    }
}

/// One banner (a Mapbox `bannerInstructions` entry): shown from `distanceAlongGeometry`
/// metres before the end of the step.
public struct Banner: Hashable, Sendable, Codable {
    /// Metres before the end of the step from which to show the banner.
    public var distanceAlongGeometry: Double
    /// The maneuver ahead.
    public var primary: BannerText
    /// The sign's destinations, when the router gives them.
    public var secondary: BannerText?
    /// The lanes, or the maneuver after, when it follows closely.
    public var sub: BannerText?

    /// Creates a banner.
    public init(distanceAlongGeometry: Double, primary: BannerText, secondary: BannerText? = nil, sub: BannerText? = nil) {
        self.distanceAlongGeometry = distanceAlongGeometry
        self.primary = primary
        self.secondary = secondary
        self.sub = sub
    }
}

/// A line of a banner: its text, its parts (`BannerComponent`), and the maneuver it shows.
public struct BannerText: Hashable, Sendable, Codable {
    /// The line as one string (its components' texts joined).
    public var text: String
    /// The line's parts, in order.
    public var components: [BannerComponent]
    /// The maneuver's type in the Mapbox API's words ("turn", "merge", "roundabout"), for the arrow.
    public var type: String?
    /// The maneuver's direction in the Mapbox API's words ("left", "slight right", "uturn").
    public var modifier: String?
    /// The side of the road traffic keeps to, on a roundabout's banner ("left", "right"):
    /// which way round the arrow goes.
    public var drivingSide: String?
    /// On a roundabout's banner, how far round it the exit is, in degrees (180: straight on),
    /// when the route's bearings say (`MapboxAnnotator` fills it from the response).
    public var degrees: Double?

    /// A line whose text is its components joined (as the API's components spell its text).
    init(components: [BannerComponent]) {
        self.init(text: components.map(\.text).joined(), components: components)
    }

    /// Creates a banner line.
    public init(text: String, components: [BannerComponent], type: String? = nil, modifier: String? = nil,
        drivingSide: String? = nil, degrees: Double? = nil)
    {
        self.text = text
        self.components = components
        self.type = type
        self.modifier = modifier
        self.drivingSide = drivingSide
        self.degrees = degrees
    }
}

/// A part of a banner line, as the Mapbox API types them: `text`, `icon` (a route number's
/// shield), `delimiter`, `exit-number`, `lane`.
public struct BannerComponent: Hashable, Sendable, Codable {
    /// The component's text (a road name, a route number, a delimiter's "/").
    public var text: String
    /// The component's type in the Mapbox API's words: `text`, `icon`, `delimiter`, `exit-number`, `lane`.
    public var type: String
    /// A lane's arrows (`lane` components).
    public var directions: [String]?
    /// Whether a lane can be used for the maneuver (`lane` components).
    public var active: Bool?
    /// Which of an active lane's arrows the route takes.
    public var activeDirection: String?
    /// The text with its road words shortened as the locale's signs shorten them
    /// ("Friedrichstr." for "Friedrichstraße"), for a banner too narrow for the text (`abbr`).
    public var abbreviation: String?
    /// Which abbreviated component a banner shortens first: 0 first, then 1 (`abbr_priority`).
    public var abbreviationPriority: Int?

    /// Creates a banner component.
    public init(text: String, type: String, directions: [String]? = nil, active: Bool? = nil,
        activeDirection: String? = nil, abbreviation: String? = nil, abbreviationPriority: Int? = nil)
    {
        self.text = text
        self.type = type
        self.directions = directions
        self.active = active
        self.activeDirection = activeDirection
        self.abbreviation = abbreviation
        self.abbreviationPriority = abbreviationPriority
    }
}

extension Announcement.Kind: Codable {
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let kind = Self(rawValue: raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "\"\(raw)\" is not an announcement kind (\(Self.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Renderer {
    /// The live guidance of every step of a leg: what a navigation SDK shows and says, with
    /// this renderer's text for display and `voice`'s for speech (build it with
    /// `RenderOptions(medium: .speech)`).
    ///
    /// One entry per instruction of the leg, in order; the last (the arrival) has its
    /// instruction and no banners or announcements.
    ///
    /// - Throws: `RenderError` when an instruction cannot be rendered.
    public func guidance(for leg: RouteLeg, voice: Renderer) throws(RenderError) -> [StepGuidance] {
        var result: [StepGuidance] = []
        result.reserveCapacity(leg.instructions.count)
        for index in leg.instructions.indices { result.append(try guidance(at: index, of: leg, voice: voice)) }
        return result
    }

    /// The live guidance of the step that starts at the leg's instruction `index` (an index
    /// of `leg.instructions`, as an array's subscript takes).
    public func guidance(at index: Int, of leg: RouteLeg, voice: Renderer) throws(RenderError) -> StepGuidance {
        precondition(leg.instructions.indices.contains(index), "guidance(at:of:voice:): \(index) is not an instruction of the leg")
        let text = try render(leg.instructions[index].instruction, distance: .omitted).text
        guard let step = Announcement.Step(at: index, of: leg) else { return StepGuidance(instruction: text, banners: [], voice: []) }
        return StepGuidance(instruction: text, banners: try banners(step),
            voice: try voice.announcements(step).map { planned, spoken in
                VoiceInstruction(kind: planned.kind, distanceAlongGeometry: planned.distanceBeforeManeuver,
                    announcement: spoken.text, ssmlAnnouncement: spoken.ssml)
            })
    }

    /// The banners of a step, as the Mapbox API means them: from the step's start, the
    /// maneuver ahead as its sign says it (an exit's number, then the road's name and route
    /// numbers, else the sign's destinations, else the maneuver in words), the sign's
    /// destinations below; close to the
    /// maneuver a second banner adds `sub`: the lanes to use, or the maneuver after it when
    /// it follows closely.
    func banners(_ step: Announcement.Step) throws(RenderError) -> [Banner] {
        let ahead = step.ahead
        let road = ahead.road
        let (type, modifier) = ahead.maneuver.mapboxTypeAndModifier
        let drivingSide: String? = switch ahead.maneuver.kind.value {
        case .roundabout, .roundaboutTurn, .exitRoundabout: road.drivingSide?.rawValue
        default: nil
        }
        var signLine = Self.signLine(road)
        var primary: BannerText
        // An exit's number first, as the sign writes it ("Exit 21").
        var exit: [BannerComponent] = []
        if case .offRamp = ahead.maneuver.storage, !road.exitNumbers.isEmpty {
            exit = try signExit(road.exitNumbers) + [BannerComponent(text: " ", type: "delimiter")]
        }
        if let name = ahead.name, !name.isEmpty {
            let short = engine.table.grammar.abbreviations.abbreviate(name)
            var components = exit + [BannerComponent(text: name, type: "text", abbreviation: short,
                abbreviationPriority: short == nil ? nil : 0)]
            for ref in road.refs where !ref.isEmpty {
                components.append(BannerComponent(text: " / ", type: "delimiter"))
                components.append(BannerComponent(text: ref, type: "icon"))
            }
            primary = BannerText(components: components)
        } else if let sign = signLine {
            primary = BannerText(components: exit + sign.components)
            signLine = nil
        } else if !exit.isEmpty {
            primary = BannerText(components: Array(exit.dropLast()))
        } else {
            let rendered = try render(ahead, distance: .omitted)
            primary = BannerText(text: rendered.text, components: Self.components(rendered))
        }
        primary.type = type
        primary.modifier = modifier
        primary.drivingSide = drivingSide
        var sub: BannerText?
        if !road.lanes.isEmpty {
            sub = BannerText(text: "", components: road.lanes.map { lane in
                BannerComponent(text: "", type: "lane", directions: lane.indications.map(\.rawValue), active: lane.isValid,
                    activeDirection: lane.isValid ? Self.activeDirection(lane, modifier: modifier) : nil)
            })
        } else if let then = step.then {
            let rendered = try render(then, distance: .omitted)
            let (thenType, thenModifier) = then.maneuver.mapboxTypeAndModifier
            sub = BannerText(text: rendered.text, components: Self.components(rendered), type: thenType, modifier: thenModifier)
        }
        let first = Banner(distanceAlongGeometry: step.length, primary: primary, secondary: signLine)
        guard let sub else { return [first] }
        // Close to the maneuver: 400 m driving, 50 m walking, or the whole of a shorter step.
        let near = min(step.length, step.isWalking ? 50 : 400)
        let second = Banner(distanceAlongGeometry: near, primary: primary, secondary: signLine, sub: sub)
        return near < step.length ? [first, second] : [second]
    }

    /// An exit's number as the locale's signs label it (`sign.exit`: "Exit 21", "21番出口"):
    /// the number as `exit-number`, the locale's words as `exit`.
    func signExit(_ numbers: [String]) throws(RenderError) -> [BannerComponent] {
        var args = Arguments()
        args[.exitNumber] = engine.nameArgument(numbers.joined(separator: "/"))
        let rendered = try engine.fill(engine.table[.signExit], key: MessageKey.signExit.rawValue, with: &args,
            sentenceStart: false)
        return rendered.spans.compactMap { span in
            let text = Self.speakable(rendered[span])
            guard !text.isEmpty else { return nil }
            return BannerComponent(text: text, type: span.role == .exitNumber ? "exit-number" : "exit")
        }
    }

    /// The sign's line: its route numbers as shields, then its places; nil without a sign.
    static func signLine(_ road: RoadFacts) -> BannerText? {
        guard !road.destinations.isEmpty || !road.destinationCodes.isEmpty else { return nil }
        var items: [BannerComponent] = []
        for code in road.destinationCodes {
            if !items.isEmpty { items.append(BannerComponent(text: " / ", type: "delimiter")) }
            items.append(BannerComponent(text: code, type: "icon"))
        }
        if !road.destinations.isEmpty {
            if !items.isEmpty { items.append(BannerComponent(text: " / ", type: "delimiter")) }
            items.append(BannerComponent(text: road.destinations.joined(separator: ", "), type: "text"))
        }
        return BannerText(components: items)
    }

    /// Which of a usable lane's arrows the route takes: the one that points as the maneuver
    /// does, else the lane's only arrow.
    static func activeDirection(_ lane: Lane, modifier: String?) -> String? {
        let arrows = lane.indications.map(\.rawValue)
        if let modifier, arrows.contains(modifier) { return modifier }
        return arrows.count == 1 ? arrows[0] : nil
    }

    /// A banner's components from the spans of rendered text: exit numbers and route numbers
    /// (shields, `icon`, several separated by a `delimiter`) apart, without bidi isolates;
    /// neighbouring text merged. Joined, the components spell the text (isolates aside).
    static func components(_ rendered: RenderedInstruction) -> [BannerComponent] {
        var items: [BannerComponent] = []
        var pending = ""
        func flush() {
            if !pending.isEmpty { items.append(BannerComponent(text: pending, type: "text")) }
            pending = ""
        }
        for span in rendered.spans {
            let text = String(rendered[span])
            switch span.role {
            case .exitNumber:
                flush()
                items.append(BannerComponent(text: speakable(Substring(text)), type: "exit-number"))
            case .ref:
                flush()
                for (index, ref) in speakable(Substring(text)).split(separator: "/").enumerated() {
                    if index > 0 { items.append(BannerComponent(text: "/", type: "delimiter")) }
                    items.append(BannerComponent(text: String(ref), type: "icon"))
                }
            default:
                pending += text
            }
        }
        flush()
        return items
    }
}

extension Announcement.Step {
    /// The step that starts at a leg's instruction `index`, toward the next; nil for the last.
    init?(at index: Int, of leg: RouteLeg) {
        let items = leg.instructions
        guard items.indices.contains(index), index + 1 < items.count else { return nil }
        let own = items[index]
        let next = items[index + 1]
        // The maneuver after the next one, said with it when it follows closely.
        var chained: Instruction?
        if index + 2 < items.count, let gap = next.stepDistance,
            Renderer.shouldChain(items[index + 2].instruction, gap: gap, duration: next.duration)
        {
            chained = items[index + 2].instruction
        }
        // Whether the step before named this maneuver ("…, then turn right").
        let announcedBefore = index >= 1 && own.stepDistance.map {
            Renderer.shouldChain(next.instruction, gap: $0, duration: own.duration)
        } == true
        self.init(length: own.stepDistance ?? next.instruction.distance, duration: own.duration, ahead: next.instruction,
            then: chained, departure: index == 0 && own.instruction.maneuver.kind == .depart ? own.instruction : nil,
            road: own.instruction, announcedBefore: announcedBefore)
    }
}

extension Maneuver {
    /// The maneuver's type and modifier in the Mapbox Directions API's words, for a banner's arrow.
    var mapboxTypeAndModifier: (type: String, modifier: String?) {
        func modifier(_ direction: TurnDirection) -> String {
            switch direction.value {
            case .slightLeft: "slight left"
            case .left: "left"
            case .sharpLeft: "sharp left"
            case .slightRight: "slight right"
            case .right: "right"
            case .sharpRight: "sharp right"
            case .uTurn: "uturn"
            }
        }
        func modifier(_ side: Side?) -> String? {
            switch side?.value {
            case .left: "left"
            case .right: "right"
            case .straightAhead: "straight"
            case nil: nil
            }
        }
        switch storage {
        case .straight, .useLane: return ("continue", "straight")
        case .turn(let direction): return ("turn", modifier(direction))
        case .bear(let direction): return ("continue", modifier(direction))
        case .endOfRoad(let direction): return ("end of road", modifier(direction))
        case .roundaboutTurn(let direction): return ("roundabout turn", modifier(direction))
        case .depart: return ("depart", nil)
        case .arrive(let side): return ("arrive", modifier(side))
        case .roundabout, .enterRoundabout: return ("roundabout", nil)
        case .exitRoundabout: return ("exit roundabout", nil)
        case .fork(let side): return ("fork", modifier(side))
        case .merge(let side): return ("merge", modifier(side))
        case .onRamp(let side): return ("on ramp", modifier(side))
        case .offRamp(let side): return ("off ramp", modifier(side))
        case .floorChange, .upcomingFloorChange, .enterBuilding, .exitBuilding: return ("continue", "straight")
        }
    }
}
