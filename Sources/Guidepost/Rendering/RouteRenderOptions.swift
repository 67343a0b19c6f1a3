/// What `Renderer.render(route:options:)` shows: the departure time arrivals count from,
/// the time zone clock times are shown in, and optionally one leg or one step.
public struct RouteRenderOptions: Hashable, Sendable {
    /// The departure instant in seconds since 1970-01-01T00:00:00Z; arrival times are shown
    /// only when it is set.
    public var departure: Double?
    /// The Olson time zone ID clock times are shown in.
    public var timeZone: String
    /// Render only this leg (index from 0); `nil` for all.
    public var leg: Int?
    /// Render only the instructions of this step (index from 0) of `leg` (the first leg
    /// when `leg` is `nil`); `nil` for all.
    public var step: Int?
    /// How many routes the summary shows side by side, at most.
    public var maximumRoutes: Int
    /// Where a list of instructions states distances.
    public var listStyle: ListStyle

    /// Where a route list states distances.
    public struct ListStyle: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case distanceToManeuver, distanceAfterManeuver
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// Each instruction says how far its maneuver is ("Turn right onto Main Street in
        /// 200 m"): a list read from the top, as walking directions are.
        public static let distanceToManeuver = Self(.distanceToManeuver)
        /// Each instruction names its maneuver without a distance ("Turn right onto Main
        /// Street"), and `RenderedStep.distance` says how far the route goes after it (the
        /// step's length), as road navigation apps list a route: a turn no longer repeats
        /// the length of the stretch before it.
        public static let distanceAfterManeuver = Self(.distanceAfterManeuver)
    }

    /// Creates options.
    public init(departure: Double? = nil, timeZone: String = "UTC", leg: Int? = nil, step: Int? = nil,
        maximumRoutes: Int = 3, listStyle: ListStyle = .distanceToManeuver)
    {
        self.listStyle = listStyle
        self.departure = departure
        self.timeZone = timeZone
        self.leg = leg
        self.step = step
        self.maximumRoutes = maximumRoutes
    }

    /// Every leg and step, no departure time, UTC.
    public static let `default` = RouteRenderOptions()
}

/// Why a route could not be rendered as asked.
///
/// A struct rather than an enum so that later releases can add reasons without breaking
/// a caller's `switch`: switch over `code` (with a `default`), or compare with the static values.
public struct RouteRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case noRoute, noSuchLeg, noSuchStep
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// The document has no route.
        public static let noRoute = Self(.noRoute)
        /// The selected leg does not exist.
        public static let noSuchLeg = Self(.noSuchLeg)
        /// The selected step does not exist in the leg.
        public static let noSuchStep = Self(.noSuchStep)
    }

    private enum Storage: Hashable, Sendable {
        case noRoute
        case noSuchLeg(Int, count: Int)
        case noSuchStep(Int, leg: Int, count: Int)
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    /// The document has no route.
    public static let noRoute = RouteRenderError(.noRoute)
    /// The selected leg does not exist (index from 0, and the number of legs).
    public static func noSuchLeg(_ leg: Int, count: Int) -> RouteRenderError { RouteRenderError(.noSuchLeg(leg, count: count)) }
    /// The selected step does not exist in the leg (index from 0, the leg, and its number of steps).
    public static func noSuchStep(_ step: Int, leg: Int, count: Int) -> RouteRenderError {
        RouteRenderError(.noSuchStep(step, leg: leg, count: count))
    }

    /// What kind of problem it is.
    public var code: Code {
        switch storage {
        case .noRoute: .noRoute
        case .noSuchLeg: .noSuchLeg
        case .noSuchStep: .noSuchStep
        }
    }

    public var description: String {
        switch storage {
        case .noRoute: "the input has no route"
        case .noSuchLeg(let leg, let count):
            "there is no leg \(Self.counted(leg)): the route has \(count) leg\(count == 1 ? "" : "s")"
        case .noSuchStep(let step, let leg, let count):
            "there is no step \(Self.counted(step)) in leg \(Self.counted(leg)): it has \(count) step\(count == 1 ? "" : "s")"
        }
    }

    /// An index as people count (from 1), or the raw index when it has no such form
    /// (negative, or `Int.max`, whose successor does not exist).
    private static func counted(_ index: Int) -> String {
        index >= 0 && index < Int.max ? String(index + 1) : "at index \(index)"
    }
}
