extension Renderer {
    /// Renders a whole route: summary rows (the route, or up to three routes side by side),
    /// the number of stops of a multi-stop route, and each leg's header and instructions.
    ///
    /// Instructions or values that cannot be rendered (a negative distance, exit 0) are left
    /// out and listed in `RenderedRoute.problems`; the rest of the route still renders.
    ///
    /// ```swift
    /// let document = try RouteReader.read(json)
    /// let renderer = try Renderer(locale: "de")
    /// let route = try renderer.render(route: document,
    ///                                 options: RouteRenderOptions(departure: 1_790_000_000, timeZone: "Europe/Berlin"))
    /// print(route.textForm())
    /// ```
    ///
    /// - Throws: `RouteRenderError` when the document has no route or the selected leg or
    ///   step does not exist.
    public func render(route document: RouteDocument, options: RouteRenderOptions = .default) throws(RouteRenderError)
        -> RenderedRoute
    {
        guard let route = document.routes.first else { throw .noRoute }
        var result = RenderedRoute()
        func record(_ error: RenderError, route: Int = 0, leg: Int? = nil, step: Int? = nil) {
            result.problems.append(RouteRenderProblem(route: route, leg: leg, step: step, error: error))
        }

        if options.leg != nil || options.step != nil {
            let legIndex = options.leg ?? 0
            guard route.legs.indices.contains(legIndex) else { throw .noSuchLeg(legIndex, count: route.legs.count) }
            let leg = route.legs[legIndex]
            var header: RenderedInstruction?
            if let stepIndex = options.step {
                let stepCount = (leg.instructions.map(\.stepIndex).max() ?? -1) + 1
                guard leg.instructions.contains(where: { $0.stepIndex == stepIndex }) else {
                    throw .noSuchStep(stepIndex, leg: legIndex, count: stepCount)
                }
            } else {
                do {
                    header = try legHeader(leg, index: legIndex, arrival: nil, options: options)
                } catch {
                    record(error, leg: legIndex)
                }
            }
            var steps: [RenderedStep] = []
            for item in leg.instructions where options.step == nil || item.stepIndex == options.step {
                do {
                    steps.append(try renderStep(item, options: options))
                } catch {
                    record(error, leg: legIndex, step: item.stepIndex)
                }
            }
            result.legs = [RenderedLeg(index: legIndex, header: header, steps: steps)]
            return result
        }

        let shown = Array(document.routes.prefix(max(1, options.maximumRoutes)).enumerated())
        for (index, candidate) in shown {
            do {
                if let row = try summaryRow(candidate, index: index, sideBySide: shown.count > 1, options: options) {
                    result.summary.append(row)
                }
            } catch {
                record(error, route: index)
            }
        }
        if route.legs.count > 1 {
            do {
                result.stops = try render(.routeStops, values: [0: .count(route.legs.count)])
            } catch {
                record(error)
            }
        }
        var elapsed = 0.0
        for (legIndex, leg) in route.legs.enumerated() {
            var arrival: Double?
            if let departure = options.departure, let duration = leg.duration {
                elapsed += duration
                arrival = departure + elapsed
            }
            var header: RenderedInstruction?
            do {
                header = try legHeader(leg, index: legIndex, arrival: arrival, options: options)
            } catch {
                record(error, leg: legIndex)
            }
            var steps: [RenderedStep] = []
            for item in leg.instructions {
                do {
                    steps.append(try renderStep(item, options: options))
                } catch {
                    record(error, leg: legIndex, step: item.stepIndex)
                }
            }
            result.legs.append(RenderedLeg(index: legIndex, header: header, steps: steps))
        }
        return result
    }

    /// One instruction of a list, in the list's style.
    private func renderStep(_ item: RouteInstruction, options: RouteRenderOptions) throws(RenderError) -> RenderedStep {
        guard options.listStyle == .distanceAfterManeuver else {
            return RenderedStep(stepIndex: item.stepIndex, instruction: try render(item.instruction), isGeneric: item.isGeneric)
        }
        var distance: RenderedInstruction?
        if let length = item.stepDistance, length > 0, item.instruction.maneuver.kind != .arrive {
            distance = try render(.routeStepDistance, values: [0: .distance(length)])
        }
        return RenderedStep(stepIndex: item.stepIndex, instruction: try render(item.instruction, distance: .omitted),
            isGeneric: item.isGeneric, distance: distance)
    }

    private func summaryRow(_ route: Route, index: Int, sideBySide: Bool, options: RouteRenderOptions)
        throws(RenderError) -> RouteSummaryRow?
    {
        guard let duration = route.duration else { return nil }
        var values: [Int: MessageValue]
        let key: MessageKey
        let arrival = options.departure.map { MessageValue.clockTime(secondsSince1970: $0 + duration, timeZone: options.timeZone) }
        if sideBySide {
            values = [0: .count(index + 1), 1: .distance(route.distance), 2: .duration(duration)]
            if let arrival { values[3] = arrival }
            key = arrival == nil ? .routeAlternative : .routeAlternativeArrival
        } else {
            values = [0: .distance(route.distance), 1: .duration(duration)]
            if let arrival { values[2] = arrival }
            key = arrival == nil ? .routeSummary : .routeSummaryArrival
        }
        var row = RouteSummaryRow(routeIndex: index, overview: try render(key, values: values))
        // Less than a minute of delay is noise, not information.
        if let delay = route.trafficDelay, delay >= 60 {
            row.trafficDelay = try render(.routeTrafficDelay, values: [0: .duration(delay)])
        }
        if let toll = route.tollDistance, toll > 0 {
            row.toll = try render(.routeToll, values: [0: .distance(toll)])
        }
        return row
    }

    private func legHeader(_ leg: RouteLeg, index: Int, arrival: Double?, options: RouteRenderOptions)
        throws(RenderError) -> RenderedInstruction?
    {
        guard let duration = leg.duration else { return nil }
        var values: [Int: MessageValue] = [0: .count(index + 1), 1: .distance(leg.distance), 2: .duration(duration)]
        if let name = leg.destination { values[3] = .name(name) }
        if let arrival {
            values[leg.destination == nil ? 3 : 4] = .clockTime(secondsSince1970: arrival, timeZone: options.timeZone)
        }
        let key: MessageKey = switch (leg.destination != nil, arrival != nil) {
        case (false, false): .routeLeg
        case (false, true): .routeLegArrival
        case (true, false): .routeLegName
        case (true, true): .routeLegNameArrival
        }
        return try render(key, values: values)
    }
}
