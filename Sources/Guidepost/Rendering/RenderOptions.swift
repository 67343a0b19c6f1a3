/// How a renderer formats: units, rounding, unit width and bidi isolation.
public struct RenderOptions: Hashable, Sendable {
    /// Which units distances use.
    public struct UnitSystem: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case automatic, metric, imperial, imperialUK
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// From the locale's region (CLDR's measurement system: US, UK, or metric).
        public static let automatic = Self(.automatic)
        /// Metres and kilometres.
        public static let metric = Self(.metric)
        /// Feet and miles.
        public static let imperial = Self(.imperial)
        /// Yards and miles.
        public static let imperialUK = Self(.imperialUK)
    }

    /// How distances are rounded.
    public struct Rounding: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case navigation, cldr
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// Coarse steps for small distances, tenths up to ten units, whole units beyond
        /// (the table is in the README).
        public static let navigation = Self(.navigation)
        /// ICU's `usage/road` preferences for the locale, as they are.
        public static let cldr = Self(.cldr)
    }

    /// How units are written.
    public struct UnitWidth: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case short, long
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// "20 m"
        public static let short = Self(.short)
        /// "20 meters"
        public static let long = Self(.long)
    }

    /// When inserted names are wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP
    /// DIRECTIONAL ISOLATE.
    public struct BidiIsolation: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case automatic, always, never
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// When the name's direction may differ from the text's.
        public static let automatic = Self(.automatic)
        /// Every inserted name.
        public static let always = Self(.always)
        /// Never (for consumers that handle bidi themselves).
        public static let never = Self(.never)
    }

    /// Whether text is shown or spoken.
    public struct Medium: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case display, speech
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// Text for a screen: short units, bidi isolation.
        public static let display = Self(.display)
        /// Text for a speech synthesizer: units in full, no isolation, each message's
        /// `"select": "medium"` `speech` variant where its translation has one.
        public static let speech = Self(.speech)
    }

    /// Which units distances use.
    public var unitSystem: UnitSystem
    /// How distances are rounded.
    public var rounding: Rounding
    /// How units are written.
    public var unitWidth: UnitWidth
    /// When inserted names are bidi-isolated.
    public var bidiIsolation: BidiIsolation
    /// Whether the text is shown or spoken. A renderer for speech writes units in full and
    /// isolates nothing, whatever `unitWidth` and `bidiIsolation` say.
    public var medium: Medium

    /// Creates options; every parameter has the default apps usually want.
    public init(
        unitSystem: UnitSystem = .automatic, rounding: Rounding = .navigation, unitWidth: UnitWidth = .short,
        bidiIsolation: BidiIsolation = .automatic, medium: Medium = .display
    ) {
        self.unitSystem = unitSystem
        self.rounding = rounding
        self.medium = medium
        self.unitWidth = unitWidth
        self.bidiIsolation = bidiIsolation
    }

    /// The defaults: automatic units, navigation rounding, short units, automatic isolation.
    public static let `default` = RenderOptions()

    /// A maneuver closer than this many metres (as rounded for display) is due now: a
    /// translation's `{"select": "$1:when", "now": …}` variant says "Turn left now" instead
    /// of "Turn left in 0 m".
    public static let immediateDistance: Double = 10
}

/// How a rendered instruction treats the distance to its maneuver (`Renderer.render(_:distance:)`).
public struct DistancePhrasing: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case stated, omitted, continuation, announced
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The sentence states the distance ("Turn left in 200 m"), or "now" when the maneuver
    /// is within `RenderOptions.immediateDistance`.
    public static let stated = Self(.stated)
    /// The distance is shown apart, so the sentence leaves it out ("Turn left onto Main
    /// Street"): a banner's primary text, a list with a distance column.
    public static let omitted = Self(.omitted)
    /// As `omitted`, continuing a sentence: the first letter is not capitalized (the
    /// second half of "Turn left, then turn right").
    public static let continuation = Self(.continuation)
    /// As `stated`, said by live guidance while the maneuver is still ahead: an arrival reads
    /// "In 200 m, you will arrive at …" (not "You have arrived"), a departure "Head west on
    /// Kaivokatu for 2 km". The announcement schedule (`Announcement`) uses it.
    package static let announced = Self(.announced)
}
