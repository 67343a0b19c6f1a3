/// How a route changes floor: by elevator, escalator, stairs, ramp or travelator.
public struct FloorChangeType: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case elevator, escalator, stairs, ramp, travelator, unknown
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// By elevator (lift).
    public static let elevator = Self(.elevator)
    /// By escalator.
    public static let escalator = Self(.escalator)
    /// By stairs.
    public static let stairs = Self(.stairs)
    /// By a ramp.
    public static let ramp = Self(.ramp)
    /// By a travelator (moving walkway), which may also join two parts of one floor.
    public static let travelator = Self(.travelator)
    /// The route changes floor by a way the venue data does not name.
    public static let unknown = Self(.unknown)

    /// Whether a change of several floors says how many ("up 3 floors"): true for the ways
    /// a person climbs floor by floor (stairs, escalator, ramp), false for an elevator.
    public var countsFloors: Bool {
        switch value {
        case .stairs, .escalator, .ramp: true
        case .elevator, .travelator, .unknown: false
        }
    }
}

/// Whether a floor change goes up, down, or stays on the same floor (a travelator, a ramp
/// between two parts of one level).
public struct FloorChangeDirection: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case up, down, sameFloor
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// To a higher floor.
    public static let up = Self(.up)
    /// To a lower floor.
    public static let down = Self(.down)
    /// To another part of the same floor.
    public static let sameFloor = Self(.sameFloor)
}

/// A change of floor: how, which way, to which floor, and across how many floors.
public struct FloorChange: Hashable, Sendable {
    /// How the floor changes.
    public var type: FloorChangeType
    /// Which way the floor changes.
    public var direction: FloorChangeDirection
    /// The destination floor's display name ("Level 2", "B1", "Mezzanine").
    public var floorName: String
    /// How many floors the change spans, when the route data says; `nil` when unknown.
    public var floors: Int?
    /// What the floor name is, when the app knows (`nil`: `FloorLabel(classifying:)` decides,
    /// so `3` reads "Level 3" and `B2` "Basement 2" in each language).
    public var label: FloorLabel?
    /// The destination floor's index as the venue data numbers it (an SDK's z-level), if known.
    public var level: Int?
    /// Grammatical forms of a floor name inserted as written, if the app has them.
    public var floorNameForms: NameForms?

    /// Creates a floor change.
    public init(
        type: FloorChangeType, direction: FloorChangeDirection, floorName: String, floors: Int? = nil,
        label: FloorLabel? = nil, level: Int? = nil, floorNameForms: NameForms? = nil
    ) {
        self.type = type
        self.direction = direction
        self.floorName = floorName
        self.floors = floors
        self.label = label
        self.level = level
        self.floorNameForms = floorNameForms
    }

    /// The label the renderer phrases: the app's, or the floor name classified.
    public var resolvedLabel: FloorLabel { label ?? FloorLabel(classifying: floorName) }
}
