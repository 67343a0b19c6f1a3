/// What a directions service says about the road at a step beyond its name: route
/// numbers, signposted destinations, exit numbers, a roundabout's name, the heading on
/// departure, lanes, the stop reached.
///
/// Every field is optional data; a reader fills what the response carries (OSRM v5 and
/// Mapbox Directions: `ref`, `destinations`, `exits`, `rotary_name`, `pronunciation`,
/// `driving_side`, `mode`, `intersections[].lanes`, `maneuver.bearing_after`), and the
/// renderer states each fact its message has room for.
///
/// ```swift
/// var road = RoadFacts()
/// road.refs = ["A 100"]
/// road.destinations = ["Hamburg", "Berlin-Mitte"]
/// road.exitNumbers = ["4A"]
/// let step = Instruction(.offRamp(.right), distance: 600, name: "Messedamm", road: road)
/// ```
public struct RoadFacts: Hashable, Sendable {
    /// Route numbers of the road after the maneuver ("A 100", "E 51"), as signposted.
    public var refs: [String] = []
    /// Signposted destinations of the road after the maneuver ("Hamburg", "Messedamm").
    public var destinations: [String] = []
    /// Route numbers on the destination signs ("A 100" in "A 100: Hamburg").
    public var destinationCodes: [String] = []
    /// Signposted motorway exit numbers ("4A"); several when exits are combined.
    public var exitNumbers: [String] = []
    /// Names of a roundabout's exit, when signposted.
    public var exitNames: [String] = []
    /// The name of a large roundabout or rotary ("Place de l'Étoile").
    public var rotaryName: String?
    /// The direction of travel on departure, from the bearing after the start.
    public var heading: CompassDirection?
    /// Which side of the road traffic drives on.
    public var drivingSide: DrivingSide?
    /// The lanes at the maneuver, left to right.
    public var lanes: [Lane] = []
    /// On arrival at a stop that is not the last: which stop, counting from 1.
    public var waypoint: Int?
    /// The travel mode the service named ("driving", "walking", "ferry").
    public var travelMode: String?
    /// How the name is pronounced (IPA), for speech.
    public var phoneticName: String?

    /// No facts.
    public init() {}

    /// Whether no fact is set.
    public var isEmpty: Bool { self == RoadFacts() }
}

/// A direction of travel, to 8 points of the compass.
public struct CompassDirection: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case north, northEast, east, southEast, south, southWest, west, northWest
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// North.
    public static let north = Self(.north)
    /// North-east.
    public static let northEast = Self(.northEast)
    /// East.
    public static let east = Self(.east)
    /// South-east.
    public static let southEast = Self(.southEast)
    /// South.
    public static let south = Self(.south)
    /// South-west.
    public static let southWest = Self(.southWest)
    /// West.
    public static let west = Self(.west)
    /// North-west.
    public static let northWest = Self(.northWest)

    /// The compass point nearest a bearing in degrees clockwise from north (any finite
    /// value; 360 and -45 wrap). Nil for NaN or an infinite bearing.
    public init?(bearing: Double) {
        guard bearing.isFinite else { return nil }
        var degrees = bearing.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        // Eight sectors of 45°, the first centred on north (0 ≤ degrees < 360, so the
        // conversion is in range).
        let sector = Int(((degrees + 22.5) / 45).rounded(.down)) % 8
        self.init(Case.allCases[sector])
    }
}

/// The side of the road traffic keeps to.
public struct DrivingSide: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case left, right
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// Traffic keeps left (the UK, Japan, India…).
    public static let left = Self(.left)
    /// Traffic keeps right.
    public static let right = Self(.right)
}

/// One lane at a maneuver: where its arrows point and whether it leads where the route goes.
public struct Lane: Hashable, Sendable {
    /// The lane's arrows, as signposted.
    public var indications: [LaneIndication]
    /// Whether the lane can be used for the maneuver.
    public var isValid: Bool

    /// Creates a lane.
    public init(indications: [LaneIndication], isValid: Bool) {
        self.indications = indications
        self.isValid = isValid
    }
}

/// An arrow painted on a lane (OSRM's and Mapbox's lane indications).
public struct LaneIndication: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case none, uturn, sharpRight = "sharp right", right, slightRight = "slight right", straight,
            slightLeft = "slight left", left, sharpLeft = "sharp left"
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// A lane with no arrow.
    public static let none = Self(.none)
    /// A U-turn arrow.
    public static let uturn = Self(.uturn)
    /// A sharp-right arrow.
    public static let sharpRight = Self(.sharpRight)
    /// A right arrow.
    public static let right = Self(.right)
    /// A slight-right arrow.
    public static let slightRight = Self(.slightRight)
    /// A straight-on arrow.
    public static let straight = Self(.straight)
    /// A slight-left arrow.
    public static let slightLeft = Self(.slightLeft)
    /// A left arrow.
    public static let left = Self(.left)
    /// A sharp-left arrow.
    public static let sharpLeft = Self(.sharpLeft)
}

/// Where the lanes to use lie across the road: at the left or right edge, in the middle,
/// every lane, or lanes that are not side by side (`separate`).
public struct LanePosition: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case left, right, middle, any, separate
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The lanes at the left edge.
    public static let left = Self(.left)
    /// The lanes at the right edge.
    public static let right = Self(.right)
    /// The lanes in the middle (neither edge).
    public static let middle = Self(.middle)
    /// Every lane.
    public static let any = Self(.any)
    /// Lanes that are not side by side.
    public static let separate = Self(.separate)

    /// Which lanes to use: how many are valid and where they lie; nil when none is valid.
    public static func summary(of lanes: [Lane]) -> (count: Int, position: LanePosition)? {
        var count = 0
        var first = -1
        var last = -1
        for (index, lane) in lanes.enumerated() where lane.isValid {
            if first < 0 { first = index }
            last = index
            count += 1
        }
        guard count > 0 else { return nil }
        if count == lanes.count { return (count, .any) }
        guard last - first + 1 == count else { return (count, .separate) }
        if first == 0 { return (count, .left) }
        if last == lanes.count - 1 { return (count, .right) }
        return (count, .middle)
    }
}
