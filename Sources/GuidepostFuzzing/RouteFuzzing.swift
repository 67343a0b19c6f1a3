import Guidepost

/// A directions response or venue file, read and rendered as a whole route, one leg, or
/// one step, as an app's route screen does.
enum RouteFuzzing {
    /// What an app asks for (never input-derived): everything, a departure time in a
    /// zone with daylight saving, a leg, a step of a later leg, one summary row.
    static let routeOptions: [RouteRenderOptions] = [
        .default,
        RouteRenderOptions(departure: 1_790_000_000, timeZone: "Europe/Berlin"),
        RouteRenderOptions(leg: 0),
        RouteRenderOptions(leg: 1, step: 0),
        RouteRenderOptions(step: 2),
        RouteRenderOptions(departure: 0, timeZone: "Asia/Tokyo", maximumRoutes: 1),
        RouteRenderOptions(listStyle: .distanceAfterManeuver),
    ]

    static func run(_ input: FuzzInput, format: RouteFormat) throws(FuzzViolation) {
        let target: FuzzTarget = format == .osrm ? .osrm : format == .indoor ? .indoor : .guidepost
        let document: RouteDocument
        do {
            document = try RouteReader.read(input.text, format: format, file: "fuzz.json")
        } catch {
            _ = error.description
            return
        }
        if format == .guidepost {
            // The CLI's --input default: the same text through format detection.
            _ = RouteReader.detectFormat(input.text)
        }
        for warning in document.warnings { _ = warning.description }
        let renderers = try FuzzRenderers.perLocale(for: input, target: target)
        for (index, renderer) in renderers.enumerated() {
            let options = routeOptions[input.pick(routeOptions.count, offset: index)]
            let rendered: RenderedRoute
            do {
                rendered = try renderer.render(route: document, options: options)
            } catch {
                _ = error.description
                continue
            }
            for problem in rendered.problems { _ = problem.description }
            for (position, line) in rendered.allInstructions.enumerated() {
                try RenderChecks.check(line, target, "\(renderer.formattingLocale) route line \(position)")
            }
            if index == input.pick(renderers.count) {
                _ = rendered.textForm(.detailed)
                // What live navigation does with a directions response.
                if format == .osrm {
                    _ = try? MapboxAnnotator.annotate(input.text, display: renderer, voice: renderer, file: "fuzz.json")
                }
            }
        }
    }
}
