/// How a renderer formats: units, rounding, unit width and bidi isolation.
public struct RenderOptions: Hashable, Sendable {
    /// Which units distances use.
    public enum UnitSystem: String, Hashable, Sendable, CaseIterable {
        /// From the locale's region (CLDR's measurement system: US, UK, or metric).
        case automatic
        /// Metres and kilometres.
        case metric
        /// Feet and miles.
        case imperial
        /// Yards and miles.
        case imperialUK
    }

    /// How distances are rounded.
    public enum Rounding: String, Hashable, Sendable, CaseIterable {
        /// Coarse steps for small distances, tenths up to ten units, whole units beyond
        /// (the table is in the README).
        case navigation
        /// ICU's `usage/road` preferences for the locale, as they are.
        case cldr
    }

    /// How units are written.
    public enum UnitWidth: String, Hashable, Sendable, CaseIterable {
        /// "20 m"
        case short
        /// "20 meters"
        case long
    }

    /// When inserted names are wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP
    /// DIRECTIONAL ISOLATE.
    public enum BidiIsolation: String, Hashable, Sendable, CaseIterable {
        /// When the name's direction may differ from the text's.
        case automatic
        /// Every inserted name.
        case always
        /// Never (for consumers that handle bidi themselves).
        case never
    }

    /// Which units distances use.
    public var unitSystem: UnitSystem
    /// How distances are rounded.
    public var rounding: Rounding
    /// How units are written.
    public var unitWidth: UnitWidth
    /// When inserted names are bidi-isolated.
    public var bidiIsolation: BidiIsolation

    /// Creates options; every parameter has the default apps usually want.
    public init(
        unitSystem: UnitSystem = .automatic, rounding: Rounding = .navigation, unitWidth: UnitWidth = .short,
        bidiIsolation: BidiIsolation = .automatic
    ) {
        self.unitSystem = unitSystem
        self.rounding = rounding
        self.unitWidth = unitWidth
        self.bidiIsolation = bidiIsolation
    }

    /// The defaults: automatic units, navigation rounding, short units, automatic isolation.
    public static let `default` = RenderOptions()
}
