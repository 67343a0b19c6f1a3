/// Routes read from a directions response: the first is the route to follow, the others
/// are alternatives. Produced by `RouteReader`.
public struct RouteDocument: Hashable, Sendable {
    /// The format the routes were read from.
    public var format: RouteFormat
    /// The routes, best first; at least one.
    public var routes: [Route]
    /// Problems found while reading: unknown maneuver types, steps with impossible values
    /// (skipped or classified generically), missing optional fields.
    public var warnings: [RouteWarning]

    /// Creates a document.
    public init(format: RouteFormat, routes: [Route], warnings: [RouteWarning] = []) {
        self.format = format
        self.routes = routes
        self.warnings = warnings
    }

    /// The route to follow (the first).
    public var primary: Route? { routes.first }
}

/// One route: legs between stops, with totals when the input carries them.
public struct Route: Hashable, Sendable {
    /// The legs, one per pair of consecutive stops.
    public var legs: [RouteLeg]
    /// The total distance in metres.
    public var distance: Double
    /// The expected total duration in seconds (with traffic, when the service knows it);
    /// `nil` when the input has no durations (Guidepost's own JSON).
    public var duration: Double?
    /// The typical duration without current traffic (Mapbox's `duration_typical`).
    public var typicalDuration: Double?
    /// The distance on toll roads in metres, when the input says.
    public var tollDistance: Double?
    /// A short description from the service (its `summary` or `name`), if any.
    public var name: String?

    /// Creates a route.
    public init(legs: [RouteLeg], distance: Double, duration: Double? = nil, typicalDuration: Double? = nil,
        tollDistance: Double? = nil, name: String? = nil)
    {
        self.legs = legs
        self.distance = distance
        self.duration = duration
        self.typicalDuration = typicalDuration
        self.tollDistance = tollDistance
        self.name = name
    }

    /// The delay caused by traffic in seconds (`duration − typicalDuration`), when positive.
    public var trafficDelay: Double? {
        guard let duration, let typicalDuration, duration > typicalDuration else { return nil }
        return duration - typicalDuration
    }
}

/// The part of a route between two stops.
public struct RouteLeg: Hashable, Sendable {
    /// The classified instructions, in order.
    public var instructions: [RouteInstruction]
    /// The leg's distance in metres.
    public var distance: Double
    /// The leg's duration in seconds, when known.
    public var duration: Double?
    /// The name of the stop the leg ends at, when the input names it.
    public var destination: String?

    /// Creates a leg.
    public init(instructions: [RouteInstruction], distance: Double, duration: Double? = nil, destination: String? = nil) {
        self.instructions = instructions
        self.distance = distance
        self.duration = duration
        self.destination = destination
    }
}

/// A classified instruction and the step of the input it came from.
public struct RouteInstruction: Hashable, Sendable {
    /// The instruction to render.
    public var instruction: Instruction
    /// The index (from 0) of the input step in its leg; several instructions may come from
    /// one step (an exit-building instruction before a turn).
    public var stepIndex: Int
    /// Where the maneuver happens, when the input says.
    public var location: Coordinate?
    /// The step's duration in seconds, when known.
    public var duration: Double?
    /// The service's own instruction text, as plain text (HTML removed), when it gave one.
    public var sourceText: String?
    /// Whether the step could not be fully classified (an unknown maneuver type, an
    /// impossible value) and got a generic instruction; a warning says why.
    public var isGeneric: Bool
    /// How far the route goes after this maneuver, to the next one (the length of the step
    /// the maneuver starts), when known: a list's distance column
    /// (`RouteRenderOptions.ListStyle.distanceAfterManeuver`) and the gap `Renderer.shouldChain` measures.
    public var stepDistance: Double?

    /// Creates a route instruction.
    public init(_ instruction: Instruction, stepIndex: Int, location: Coordinate? = nil, duration: Double? = nil,
        sourceText: String? = nil, isGeneric: Bool = false, stepDistance: Double? = nil)
    {
        self.instruction = instruction
        self.stepDistance = stepDistance
        self.stepIndex = stepIndex
        self.location = location
        self.duration = duration
        self.sourceText = sourceText
        self.isGeneric = isGeneric
    }
}

/// A problem in route input that did not stop the route from being read.
public struct RouteWarning: Hashable, Sendable, CustomStringConvertible {
    /// The file, as named by the caller.
    public var file: String
    /// The JSON path of the problem, e.g. `$.routes[0].legs[1].steps[4].distance`.
    public var path: String
    /// Line and column, when known.
    public var location: SourceLocation?
    /// The index (from 0) of the leg, when the problem is in one.
    public var leg: Int?
    /// The index (from 0) of the step in its leg, when the problem is in one.
    public var step: Int?
    /// What is wrong and what was done about it.
    public var message: String

    /// Creates a warning.
    public init(file: String, path: String, location: SourceLocation?, leg: Int? = nil, step: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.leg = leg
        self.step = step
        self.message = message
    }

    /// `file:line:col: warning: leg 1, step 3 ($.routes[0]…): message`, counting legs and steps from 1.
    public var description: String {
        var place = ""
        if let leg { place += "leg \(leg + 1)" }
        if let step { place += (place.isEmpty ? "" : ", ") + "step \(step + 1)" }
        let where_ = place.isEmpty ? path : "\(place) (\(path))"
        return "\(SourceLocation.prefix(file, location)): warning: \(where_): \(message)"
    }
}
