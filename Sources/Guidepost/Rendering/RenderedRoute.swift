/// A whole route rendered for one locale: summary rows, then each leg's header and
/// instructions. Made by `Renderer.render(route:options:)`.
public struct RenderedRoute: Hashable, Sendable {
    /// One row per route shown: the route alone ("Total: 12 km, 18 min, arriving at 14:35"),
    /// or up to three routes side by side ("Route 2: …") when the input has alternatives.
    /// Empty when the input carries no durations or one leg or step was selected.
    public var summary: [RouteSummaryRow]
    /// The number of stops of a multi-stop route ("3 stops"), when it has more than one leg.
    public var stops: RenderedInstruction?
    /// The legs of the first route (or the selected one), in order.
    public var legs: [RenderedLeg]
    /// Instructions and summary values that could not be rendered and were left out.
    public var problems: [RouteRenderProblem]

    /// Creates a rendered route.
    public init(summary: [RouteSummaryRow] = [], stops: RenderedInstruction? = nil, legs: [RenderedLeg] = [],
        problems: [RouteRenderProblem] = [])
    {
        self.summary = summary
        self.stops = stops
        self.legs = legs
        self.problems = problems
    }

    /// Every rendered line in reading order: summary rows' cells, the stops line, then each
    /// leg's header and instructions.
    public var allInstructions: [RenderedInstruction] {
        summary.flatMap(\.cells) + (stops.map { [$0] } ?? []) + legs.flatMap { leg in
            (leg.header.map { [$0] } ?? []) + leg.steps.map(\.instruction)
        }
    }

    /// The deterministic text form: one line per item, each written with
    /// `RenderedInstruction.textForm(_:)`.
    ///
    /// Summary rows come first, their cells joined by ` · `; then the stops line; then each
    /// leg's header followed by its instructions indented by two spaces. The text ends with
    /// a newline unless it is empty.
    ///
    /// ```
    /// Total: ⟦12 km⟧, ⟦18 min⟧ · ⟦+4 min⟧ traffic
    /// Leg 1: 12 km, ⟦18 min⟧
    ///   ⟦Turn right⟧ onto ⟦Main Street⟧ in 200 m
    /// ```
    public func textForm(_ options: TextFormOptions = .default) -> String {
        var lines: [String] = []
        for row in summary {
            lines.append(row.cells.map { $0.textForm(options) }.joined(separator: " · "))
        }
        if let stops { lines.append(stops.textForm(options)) }
        for leg in legs {
            if let header = leg.header { lines.append(header.textForm(options)) }
            let indent = leg.header == nil ? "" : "  "
            for step in leg.steps {
                let distance = step.distance.map { " · " + $0.textForm(options) } ?? ""
                lines.append(indent + step.instruction.textForm(options) + distance)
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// One route of the summary: its overview and, when known, its traffic delay and toll distance.
public struct RouteSummaryRow: Hashable, Sendable {
    /// The index (from 0) of the route in the input.
    public var routeIndex: Int
    /// Distance, duration and arrival time.
    public var overview: RenderedInstruction
    /// The delay caused by traffic ("+12 min traffic"), when the input carries it and it is a minute or more.
    public var trafficDelay: RenderedInstruction?
    /// The distance on toll roads, when the input carries it.
    public var toll: RenderedInstruction?

    /// Creates a row.
    public init(routeIndex: Int, overview: RenderedInstruction, trafficDelay: RenderedInstruction? = nil,
        toll: RenderedInstruction? = nil)
    {
        self.routeIndex = routeIndex
        self.overview = overview
        self.trafficDelay = trafficDelay
        self.toll = toll
    }

    /// The row's cells in display order: overview, traffic delay, toll.
    public var cells: [RenderedInstruction] {
        [overview] + (trafficDelay.map { [$0] } ?? []) + (toll.map { [$0] } ?? [])
    }
}

/// One rendered leg.
public struct RenderedLeg: Hashable, Sendable {
    /// The index (from 0) of the leg in its route.
    public var index: Int
    /// The header ("Leg 2 to Central Station: 3.1 km, 9 min"), when the input carries durations.
    public var header: RenderedInstruction?
    /// The rendered instructions, in order.
    public var steps: [RenderedStep]

    /// Creates a rendered leg.
    public init(index: Int, header: RenderedInstruction?, steps: [RenderedStep]) {
        self.index = index
        self.header = header
        self.steps = steps
    }
}

/// One rendered instruction of a leg and the input step it came from.
public struct RenderedStep: Hashable, Sendable {
    /// The index (from 0) of the input step in its leg.
    public var stepIndex: Int
    /// The rendered instruction.
    public var instruction: RenderedInstruction
    /// Whether the instruction is a generic stand-in for a step that could not be classified.
    public var isGeneric: Bool
    /// How far the route goes after the maneuver (`route.stepDistance`), in a list of the
    /// `distanceAfterManeuver` style when the step's length is known; else nil.
    public var distance: RenderedInstruction?

    /// Creates a rendered step.
    public init(stepIndex: Int, instruction: RenderedInstruction, isGeneric: Bool = false,
        distance: RenderedInstruction? = nil)
    {
        self.distance = distance
        self.stepIndex = stepIndex
        self.instruction = instruction
        self.isGeneric = isGeneric
    }
}

/// Something of a route that could not be rendered and was left out.
public struct RouteRenderProblem: Hashable, Sendable, CustomStringConvertible {
    /// The route index (from 0).
    public var route: Int
    /// The leg index (from 0), when the problem is in a leg.
    public var leg: Int?
    /// The step index (from 0), when the problem is in a step.
    public var step: Int?
    /// Why.
    public var error: RenderError

    /// Creates a problem.
    public init(route: Int, leg: Int?, step: Int?, error: RenderError) {
        self.route = route
        self.leg = leg
        self.step = step
        self.error = error
    }

    /// `route 1, leg 2, step 4: invalid distance …`, counting from 1.
    public var description: String {
        var parts = ["route \(route + 1)"]
        if let leg { parts.append("leg \(leg + 1)") }
        if let step { parts.append("step \(step + 1)") }
        return parts.joined(separator: ", ") + ": " + error.description
    }
}
