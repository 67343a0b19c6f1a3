/// The route input formats Guidepost reads.
public struct RouteFormat: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case osrm, indoor, guidepost
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// A Mapbox Directions or OSRM v5 response: `routes[].legs[].steps[]` with a `maneuver` object.
    public static let osrm = Self(.osrm)
    /// An indoor route in the indoor-mapping SDK's shape: `legs[].steps[]` with
    /// `start_location`, `end_location`, `highway`, `routeContext`, `html_instructions`.
    public static let indoor = Self(.indoor)
    /// Guidepost's own JSON: an array of classified instructions.
    public static let guidepost = Self(.guidepost)
}
