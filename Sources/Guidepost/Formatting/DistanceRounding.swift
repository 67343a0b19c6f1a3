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
    var icuUnit: String { "length-\(rawValue)" }

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

/// A distance rounded for display: the value in its unit and how many decimals it shows.
struct RoundedDistance: Hashable, Sendable {
    var value: Double
    var unit: DistanceUnit
    var fractionDigits: Int

    /// A compact key for caches: the unit and the value in hundredths (nil for a value too
    /// large to key, which `GuidepostLimits.maximumDistance` keeps from happening).
    var cacheKey: Int64? {
        guard let hundredths = Int64(exactly: (value * 100).rounded()), abs(hundredths) < 1 << 56 else { return nil }
        return hundredths << 3 | Int64(unit.index)
    }
}

/// The navigation rounding profile: the table in the README, in code.
///
/// Thresholds apply to the unrounded distance; steps are chosen so that a person
/// reading the number gets the precision that matters at that range (a door 7 m away,
/// a junction 450 m away, a city 12 km away) and numbers do not flicker as a device
/// moves.
enum NavigationRounding {
    enum System { case metric, imperial, imperialUK }

    static func round(meters: Double, system: System) -> RoundedDistance {
        switch system {
        case .metric:
            if meters < 10 { return .init(value: step(meters, 1), unit: .meter, fractionDigits: 0) }
            if meters < 100 { return .init(value: step(meters, 5), unit: .meter, fractionDigits: 0) }
            if meters < 500 { return .init(value: step(meters, 10), unit: .meter, fractionDigits: 0) }
            if meters < 975 { return .init(value: step(meters, 50), unit: .meter, fractionDigits: 0) }
            return miles(meters / 1000, unit: .kilometer)
        case .imperial:
            let feet = meters / DistanceUnit.foot.meters
            if feet < 10 { return .init(value: step(feet, 1), unit: .foot, fractionDigits: 0) }
            if feet < 50 { return .init(value: step(feet, 5), unit: .foot, fractionDigits: 0) }
            if feet < 500 { return .init(value: step(feet, 10), unit: .foot, fractionDigits: 0) }
            return miles(meters / DistanceUnit.mile.meters, unit: .mile)
        case .imperialUK:
            let yards = meters / DistanceUnit.yard.meters
            if yards < 10 { return .init(value: step(yards, 1), unit: .yard, fractionDigits: 0) }
            if yards < 50 { return .init(value: step(yards, 5), unit: .yard, fractionDigits: 0) }
            if yards < 0.095 * 1760 { return .init(value: step(yards, 10), unit: .yard, fractionDigits: 0) }
            return miles(meters / DistanceUnit.mile.meters, unit: .mile)
        }
    }

    /// Tenths below ten units, whole units from there (kilometres or miles).
    private static func miles(_ value: Double, unit: DistanceUnit) -> RoundedDistance {
        let tenths = step(value, 0.1)
        if tenths < 10 { return .init(value: max(tenths, 0.1), unit: unit, fractionDigits: 1) }
        return .init(value: step(value, 1), unit: unit, fractionDigits: 0)
    }

    private static func step(_ value: Double, _ size: Double) -> Double {
        ((value / size).rounded(.toNearestOrAwayFromZero) * size * 10).rounded() / 10
    }
}
