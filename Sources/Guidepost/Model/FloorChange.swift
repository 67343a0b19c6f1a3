

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
