import GuidepostICU
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

    public static let north = Self(.north)
    public static let northEast = Self(.northEast)
    public static let east = Self(.east)
    public static let southEast = Self(.southEast)
    public static let south = Self(.south)
    public static let southWest = Self(.southWest)
    public static let west = Self(.west)
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

    public static let left = Self(.left)
    public static let right = Self(.right)
    public static let middle = Self(.middle)
    public static let any = Self(.any)
    public static let separate = Self(.separate)
}
