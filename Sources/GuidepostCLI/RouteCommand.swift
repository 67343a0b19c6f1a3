import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

extension RouteRenderOptions.ListStyle: ExpressibleByArgument {}

extension RouteFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Where a route comes from and which part of it to show: shared by `route` and `render`.
struct RouteSelection: ParsableArguments {
    @Option(name: .long, help: "Input format: osrm, indoor or guidepost (detected when left out).")
    var input: RouteFormat?

    @Option(name: .long, help: "Show only this leg (counting from 1).")
    var leg: Int?

    @Option(name: .long, help: "Show only this step of the leg (counting from 1; the first leg without --leg).")
    var step: Int?

    func validate() throws {
        if let leg, leg < 1 { throw ValidationError("--leg counts from 1") }
        if let step, step < 1 { throw ValidationError("--step counts from 1") }
    }

    /// The instructions `render` prints: Guidepost's JSON as before, or the selected leg or
    /// step of a route read from another format. Exits with 2 on bad input.
    func instructions(_ text: String, file: String) throws -> [Instruction] {
        let format = input ?? RouteReader.detectFormat(text) ?? .guidepost
        if format == .guidepost && leg == nil && step == nil {
            do {
                return try InstructionDecoder.decode(text, file: file)
            } catch {
                IO.err(error.description)
                throw ExitCode(2)
            }
        }
        let document = try read(text, file: file)
        guard let route = document.routes.first else { return [] }
        let legIndex = leg.map { $0 - 1 }
        if let legIndex, !route.legs.indices.contains(legIndex) {
            IO.err("\(file): error: \(RouteRenderError.noSuchLeg(legIndex, count: route.legs.count))")
            throw ExitCode(2)
        }
        var selected: [Instruction] = []
        for (index, candidate) in route.legs.enumerated() where legIndex == nil || legIndex == index {
            if step != nil && index != (legIndex ?? 0) { continue }
            for item in candidate.instructions where step.map({ item.stepIndex == $0 - 1 }) ?? true {
                selected.append(item.instruction)
            }
        }
        if let step, selected.isEmpty {
            IO.err("\(file): error: there is no step \(step) in leg \(leg ?? 1)")
            throw ExitCode(2)
        }
        return selected
    }

    /// Reads the file, printing reader warnings to standard error; exits with 2 on bad input.
    func read(_ text: String, file: String) throws -> RouteDocument {
        do {
            let document = try RouteReader.read(text, format: input, file: file)
            for warning in document.warnings { IO.err(warning.description) }
            return document
        } catch {
            IO.err(error.description)
            throw ExitCode(2)
        }
    }
}

struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Render a whole route: summary, then every leg header and instruction.",
        discussion: """
            Reads an OSRM/Mapbox Directions response, an indoor route, or Guidepost's own \
            instruction JSON (detected, or named with --input). With --depart the summary and \
            leg headers show arrival clock times in --time-zone. Up to three alternative routes \
            are summarised side by side. Reader warnings (unknown maneuver types, skipped steps) \
            go to standard error with their leg, step and JSON path.
            """
    )

    @Option(name: .long, help: "BCP-47 locale tag, e.g. de, fr-CA, ar.")
    var locale: String

    @OptionGroup var selection: RouteSelection

    @OptionGroup var formatting: FormattingOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .long, help: "Departure time, ISO 8601 (2026-11-22T14:05:00Z or with an offset).")
    var depart: String?

    @Option(name: .customLong("time-zone"), help: "Time zone for clock times, e.g. Europe/Berlin (default UTC).")
    var timeZone: String = "UTC"

    @Flag(name: .long, help: "Mark every placeholder and show span roles in text output.")
    var roles = false

    @Option(name: .long, help: "A directory of localization files read over the built-in ones (a translator's working copy).")
    var localizations: String?

    @Option(name: .customLong("list-style"), help: "Where distances go: distanceToManeuver ('Turn right in 200 m') or distanceAfterManeuver ('Turn right · 1.2 km', the distance after the maneuver beside it).")
    var listStyle: RouteRenderOptions.ListStyle = .distanceToManeuver

    @Option(name: .long, help: "Write the OSRM/Mapbox response back with maneuver.instruction, bannerInstructions and voiceInstructions on every step (value: mapbox).")
    var emit: EmitFormat?

    @Argument(help: "A route JSON file, or - for standard input.")
    var file: String

    /// The built-in catalogs, with `--localizations` read over them.
    private func catalogWithOverlay() throws -> Catalog {
        guard let localizations else { return Catalog.embedded }
        return try Catalog.embedded.overlaying(localizationsAt: URL(fileURLWithPath: localizations))
    }

    enum EmitFormat: String, ExpressibleByArgument, CaseIterable {
        case mapbox
    }

    func run() throws {
        if emit == .mapbox {
            let text = try IO.readInput(file)
            let catalog = try catalogWithOverlay()
            let display = try Renderer(locale: locale, options: formatting.renderOptions, catalog: catalog)
            var spoken = formatting.renderOptions
            spoken.medium = .speech
            let voice = try Renderer(locale: locale, options: spoken, catalog: catalog)
            do {
                IO.out(try MapboxAnnotator.annotate(text, display: display, voice: voice, file: file))
            } catch {
                IO.err(error.description)
                throw ExitCode(2)
            }
            return
        }
        var departure: Double?
        if let depart {
            guard let date = Self.parseDate(depart) else {
                throw ValidationError("--depart must be an ISO 8601 date and time, e.g. 2026-11-22T14:05:00Z")
            }
            departure = date.timeIntervalSince1970
        }
        guard TimeZone(identifier: timeZone) != nil else {
            throw ValidationError("unknown time zone \(timeZone)")
        }
        let document = try selection.read(try IO.readInput(file), file: file)
        let renderer = try Renderer(locale: locale, options: formatting.renderOptions, catalog: try catalogWithOverlay())
        for diagnostic in renderer.diagnostics where diagnostic.severity >= .warning || diagnostic.check == "locale-fallback" {
            IO.err(diagnostic.description)
        }
        let options = RouteRenderOptions(departure: departure, timeZone: timeZone, leg: selection.leg.map { $0 - 1 },
            step: selection.step.map { $0 - 1 }, listStyle: listStyle)
        let rendered: RenderedRoute
        do {
            rendered = try renderer.render(route: document, options: options)
        } catch {
            IO.err("\(file): error: \(error.description)")
            throw ExitCode(2)
        }
        switch format {
        case .text:
            let text = rendered.textForm(roles ? .detailed : .default)
            if !text.isEmpty { FileHandle.standardOutput.write(Data(text.utf8)) }
        case .json:
            IO.out(Self.json(rendered, document: document))
        }
        for problem in rendered.problems { IO.err("\(file): error: \(problem.description)") }
        if !rendered.problems.isEmpty { throw ExitCode(1) }
    }

    static func parseDate(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// `{"format", "summary": [[cell…]…], "stops", "legs": [{"leg", "header", "instructions": [{"step", …}]}]}`.
    static func json(_ route: RenderedRoute, document: RouteDocument) -> String {
        var out = "{\"format\": " + JSONOutput.quote(document.format.rawValue) + ", \"summary\": ["
        out += route.summary.map { row in
            "{\"route\": \(row.routeIndex + 1), \"cells\": [" + row.cells.map(JSONOutput.instruction).joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        out += "], \"stops\": " + (route.stops.map(JSONOutput.instruction) ?? "null")
        out += ", \"legs\": ["
        out += route.legs.map { leg in
            var item = "{\"leg\": \(leg.index + 1), \"header\": " + (leg.header.map(JSONOutput.instruction) ?? "null")
            item += ", \"instructions\": ["
            item += leg.steps.map { step in
                var line = JSONOutput.instruction(step.instruction)
                line.removeFirst()
                let distance = step.distance.map { "\"distance\": " + JSONOutput.instruction($0) + ", " } ?? ""
                return "{\"step\": \(step.stepIndex + 1), \"generic\": \(step.isGeneric), " + distance + line
            }.joined(separator: ", ")
            return item + "]}"
        }.joined(separator: ", ")
        return out + "]}"
    }
}
