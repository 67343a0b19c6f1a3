import GuidepostICU
/// A length unit Guidepost writes distances in.
public struct DistanceUnit: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case meter, kilometer, foot, yard, mile
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// Metres.
    public static let meter = Self(.meter)
    /// Kilometres.
    public static let kilometer = Self(.kilometer)
    /// International feet.
    public static let foot = Self(.foot)
    /// International yards.
    public static let yard = Self(.yard)
    /// Statute miles.
    public static let mile = Self(.mile)

    /// The ICU measure unit identifier.
    package var icuUnit: String { "length-\(rawValue)" }

    /// Metres in one of this unit.
    package var meters: Double {
        switch value {
        case .meter: 1
        case .kilometer: 1000
        case .foot: 0.3048
        case .yard: 0.9144
        case .mile: 1609.344
        }
    }
}
