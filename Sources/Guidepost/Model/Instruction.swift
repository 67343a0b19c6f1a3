/// One classified wayfinding instruction: a maneuver and what surrounds it.
///
/// ```swift
/// let step = Instruction(.turn(.left), distance: 20,
///                        landmarks: [Landmark(name: "Starbucks", position: .at)])
/// ```
public struct Instruction: Hashable, Sendable {
    /// What to do.
    public var maneuver: Maneuver
    /// The distance in metres to the maneuver (or along the step). Must be finite and not
    /// negative; the renderer reports anything else as `RenderError.invalidDistance`.
    public var distance: Double
    /// The path, corridor or street name, when known.
    public var name: String?
    /// Grammatical forms of `name`, if the app has them.
    public var nameForms: NameForms?
    /// What kind of place `name` is, if known (the shop or café a route arrives at or enters):
    /// where a locale's grammar reads a kind as a name's head noun, an unknown name takes the
    /// article or case of its kind ("Você chegou ao Giovannetti" for a bar).
    public var nameKind: LandmarkKind?
    /// Landmarks along the step, ordered so that the last is nearest the maneuver; that
    /// one is the landmark a template names.
    public var landmarks: [Landmark]
    /// Route numbers, signposted destinations, exit numbers, a roundabout's name, the
    /// heading, lanes and the stop reached, as a directions service gives them.
    ///
    /// Kept behind one reference (none when there are no facts): instructions are copied
    /// on the render path, and most carry none.
    public var road: RoadFacts {
        get { roadFacts?.facts ?? RoadFacts() }
        set { roadFacts = newValue.isEmpty ? nil : Box(newValue) }
    }
    private var roadFacts: Box?
    /// Whether the instruction has any road fact (without making an empty `RoadFacts`).
    var hasRoadFacts: Bool { roadFacts != nil }

    /// Road facts by value behind a reference, compared and hashed by value.
    private final class Box: Hashable, Sendable {
        let facts: RoadFacts
        init(_ facts: RoadFacts) { self.facts = facts }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.facts == rhs.facts }
        func hash(into hasher: inout Hasher) { hasher.combine(facts) }
    }

    /// Creates an instruction.
    public init(
        _ maneuver: Maneuver, distance: Double = 0, name: String? = nil, nameForms: NameForms? = nil,
        nameKind: LandmarkKind? = nil, landmarks: [Landmark] = [], road: RoadFacts = RoadFacts()
    ) {
        self.maneuver = maneuver
        self.distance = distance
        self.name = name
        self.nameForms = nameForms
        self.nameKind = nameKind
        self.landmarks = landmarks
        self.roadFacts = road.isEmpty ? nil : Box(road)
    }

    /// The landmark a template names: the one nearest the maneuver (the last), if any has a name.
    public var nearestLandmark: Landmark? {
        nearestLandmarkIndex.map { landmarks[$0] }
    }

    /// The position of `nearestLandmark` in `landmarks`.
    var nearestLandmarkIndex: Int? {
        // Walked by index: `last(where:)` copied every landmark it passed to its closure.
        var index = landmarks.endIndex
        while index > landmarks.startIndex {
            index -= 1
            if !landmarks[index].name.isEmpty { return index }
        }
        return nil
    }
}
