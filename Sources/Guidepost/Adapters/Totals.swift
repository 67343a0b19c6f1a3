/// A route's or leg's distance and duration: the sums of its parts, replaced by the
/// values the input states when it states them.
struct Totals {
    var distance: Double
    var duration: Double?

    init(distance: Double, duration: Double?) {
        self.distance = distance
        self.duration = duration
    }

    /// The sums of a leg's steps: no duration unless every step states one (a route
    /// without times shows none, rather than "less than a minute").
    init(steps: [(distance: Double, duration: Double?)]) {
        distance = steps.reduce(0) { $0 + $1.distance }
        let durations = steps.compactMap(\.duration)
        duration = durations.count == steps.count && !steps.isEmpty ? durations.reduce(0, +) : nil
    }

    /// The sums of the legs (no duration unless every leg has one).
    init(legs: [RouteLeg]) {
        distance = legs.reduce(0) { $0 + $1.distance }
        let durations = legs.compactMap(\.duration)
        duration = durations.count == legs.count && !legs.isEmpty ? durations.reduce(0, +) : nil
    }

    /// Takes `distance` and `duration` from `node` where it states them; a value that is
    /// not a usable measure is a warning, and the sum stays.
    mutating func read(from node: JSONNode, path: String, leg: Int?, context: inout RouteReadContext) {
        do {
            if let value = try Field.measure(node, "distance", path) { distance = value }
            if let value = try Field.measure(node, "duration", path) { duration = value }
        } catch {
            context.warn(error, leg: leg, step: nil,
                action: leg == nil ? "the sum of the legs is used" : "the sum of the steps is used")
        }
    }
}
