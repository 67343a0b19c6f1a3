/// How a renderer rounds distances, and the key a rounded distance is cached by: fixed when
/// the renderer is built, so that finding a distance already formatted needs no lock.
struct DistanceRounder: Sendable {
    let rounding: RenderOptions.Rounding
    let system: NavigationRounding.System
    /// For speech: the mile fractions the locale's `unit.distance` says in words (its exact
    /// variants below one, `=0.25` "a quarter mile"), which spoken miles round to.
    let spokenMileFractions: [Double]

    /// A distance cache key: the rounded value and unit (navigation rounding) or the metres'
    /// bit pattern (CLDR rounding); a renderer uses one rounding, so the two never mix.
    typealias Key = UInt64

    /// The key of a distance; nil for one too large to key (which
    /// `GuidepostLimits.maximumDistance` keeps from happening).
    func key(meters: Double) -> Key? {
        switch rounding.value {
        case .navigation: rounded(meters: meters).cacheKey.map { Key(bitPattern: $0) }
        case .cldr: meters.bitPattern
        }
    }

    /// A distance rounded for navigation; spoken, a mile below one is the fraction the
    /// locale says ("a quarter mile"). The one rounding both the formatting and its cache
    /// keys use.
    func rounded(meters: Double) -> RoundedDistance {
        var rounded = NavigationRounding.round(meters: meters, system: system)
        if !spokenMileFractions.isEmpty, rounded.unit == .mile, rounded.value < 1,
            let fraction = spokenMileFractions.min(by: { abs($0 - rounded.value) < abs($1 - rounded.value) }),
            abs(fraction - rounded.value) <= 0.1 + 1e-9
        {
            rounded.value = fraction
            rounded.fractionDigits = 2
        }
        return rounded
    }
}
