/// Where a landmark lies relative to the maneuver it marks.
public struct LandmarkPosition: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case at, after, before, towards, past
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The maneuver is at the landmark ("turn left at X").
    public static let at = Self(.at)
    /// The maneuver comes just after the landmark ("after X").
    public static let after = Self(.after)
    /// The maneuver comes just before the landmark ("before X").
    public static let before = Self(.before)
    /// The maneuver heads towards the landmark ("towards X").
    public static let towards = Self(.towards)
    /// The maneuver comes once the landmark is passed ("once past X").
    public static let past = Self(.past)
}

/// A named place that helps a person recognise where to act ("at Starbucks").
public struct Landmark: Hashable, Sendable {
    /// The landmark's display name, inserted as is (bidi-isolated when needed).
    public var name: String
    /// Where the landmark lies relative to the maneuver.
    public var position: LandmarkPosition
    /// What kind of place it is, if known (translations may name the kind around the name).
    public var kind: LandmarkKind?
    /// Grammatical forms of the name, if the app has them.
    public var forms: NameForms?

    /// Creates a landmark.
    public init(name: String, position: LandmarkPosition = .at, kind: LandmarkKind? = nil, forms: NameForms? = nil) {
        self.name = name
        self.position = position
        self.kind = kind
        self.forms = forms
    }
}

/// The side of the path a destination is on.
public struct Side: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case left, right, straightAhead
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// On the left.
    public static let left = Self(.left)
    /// On the right.
    public static let right = Self(.right)
    /// Straight ahead.
    public static let straightAhead = Self(.straightAhead)
}
