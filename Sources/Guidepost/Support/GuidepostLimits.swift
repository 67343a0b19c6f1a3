/// The ranges of the numbers Guidepost accepts, and what happens outside them.
///
/// Every number that reaches the library from a directions response, a venue file, a
/// catalog or an app has a defined meaning: inside these ranges it is formatted as given;
/// outside them the renderer throws a typed `RenderError` (the route readers report a
/// `RouteWarning` and skip or simplify the step, the catalog readers a `Diagnostic`). No
/// value traps.
///
/// | number | valid | outside |
/// |---|---|---|
/// | distance (m) | finite, 0 … `maximumDistance`; `-0` is `0` | `RenderError.invalidDistance` |
/// | duration (s) | finite, 0 … `maximumDuration` | `RenderError.invalidDuration` |
/// | clock time (s since 1970) | `clockTimeRange` (years 1 to 9999) | `RenderError.invalidClockTime` |
/// | time zone | an ID ICU knows (`Europe/Berlin`, `UTC`) | `RenderError.unknownTimeZone` |
/// | count (stops, floors) | any `Int`, formatted exactly | — |
/// | floors of a floor change | 1 … `Int.max` | `RenderError.invalidFloorCount` |
/// | roundabout exit | 1 … `maximumOrdinal` | `RenderError.invalidExit` |
/// | ordinal | 0 … `maximumOrdinal` | `RenderError.invalidOrdinal` |
/// | z-level (indoor) | finite, −`maximumLevel` … `maximumLevel` | warning; the step has no floor information |
/// | placeholder number | 0 … `maximumPlaceholder` | catalog diagnostic / `RenderError.unknownPlaceholder` |
/// | lanes of a step | up to `maximumLanes` | the rest are not read |
/// | refs, destinations, exit numbers of a step | up to `maximumRoadFacts` each | the rest are not read |
public enum GuidepostLimits {
    /// The longest distance rendered: a billion kilometres, far beyond any route on Earth
    /// (the golden corpus shows a million miles, to exercise every plural form).
    public static let maximumDistance: Double = 1e12
    /// The longest duration rendered: a billion seconds, about 31.7 years.
    public static let maximumDuration: Double = 1e9
    /// The instants a clock time can show: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z,
    /// in seconds since 1970 (beyond them ICU's calendar gives meaningless times).
    public static let clockTimeRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799
    /// The highest and lowest indoor z-level (floor index) read from a venue file.
    public static let maximumLevel = 1_000
    /// The largest ordinal (and roundabout exit) formatted: ICU's rule-based ordinals pick
    /// the wrong suffix for some larger numbers ("1,000,000,000,001th" in English).
    public static let maximumOrdinal = 1_000_000_000
    /// The highest placeholder number a message may declare (`$99`).
    public static let maximumPlaceholder = 99
    /// The lanes read at one maneuver (real roads have fewer than 20).
    public static let maximumLanes = 32
    /// The route numbers, destinations or exit numbers read for one step, each.
    public static let maximumRoadFacts = 16
}
