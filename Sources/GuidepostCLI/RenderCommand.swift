import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a JSON array of instructions, one per line.",
        discussion: """
            Text output marks highlighted spans as ⟦…⟧ and writes invisible characters \
            (bidi isolates, no-break spaces) as \\u{…} escapes. JSON output prints, per \
            instruction, {"text", "spans": [{"start", "length", "role", "highlight", "placeholder"}]} \
            with start and length in UTF-16 code units. Speech output (--format speech or \
            ssml) renders for the ear: units in full, each message's speech variant, and SSML \
            with the letters of exit numbers read as letters and names with a pronunciation as <phoneme>. \
            --distance omitted renders as a banner does (no distance), --then joins each instruction with the next.
            """
    )

    @Option(name: .long, help: "BCP-47 locale tag, e.g. de, fr-CA, ar.")
    var locale: String

    @OptionGroup var formatting: FormattingOptions

    @OptionGroup var selection: RouteSelection

    @Option(name: .long, help: "Output format: text, json, speech (text for the ear) or ssml.")
    var format: RenderFormat = .text

    @Option(name: .long, help: "A directory of localization files read over the built-in ones.")
    var localizations: String?

    @Flag(name: .long, help: "Mark every placeholder and show span roles in text output.")
    var roles = false

    @Option(name: .long, help: "stated ('Turn left in 200 m'), omitted (the distance shown apart, as on a banner), continuation (omitted, continuing a sentence) or announced (said by live guidance before the maneuver: 'In 200 m, you will arrive at …', 'Head west for 2 km').")
    var distance: DistancePhrasing = .stated

    @Flag(name: .long, help: "Join each instruction with the one after it, as live navigation says two close maneuvers ('…, then turn right').")
    var then = false

    @Argument(help: "A JSON file of instructions or a route (OSRM/Mapbox, indoor), or - for standard input.")
    var file: String

    func run() throws {
        let input = try IO.readInput(file)
        let instructions = try selection.instructions(input, file: file)
        var catalog = Catalog.embedded
        if let localizations {
            catalog = try catalog.overlaying(localizationsAt: URL(fileURLWithPath: localizations))
        }
        var options = formatting.renderOptions
        if format == .speech || format == .ssml { options.medium = .speech }
        let renderer = try Renderer(locale: locale, options: options, catalog: catalog)
        for diagnostic in renderer.diagnostics where diagnostic.severity >= .warning || diagnostic.check == "locale-fallback" {
            IO.err(diagnostic.description)
        }
        var failed = false
        for (index, instruction) in instructions.enumerated() {
            let next = then && index + 1 < instructions.count ? instructions[index + 1] : nil
            if then && next == nil { continue }
            do {
                func rendered() throws(RenderError) -> RenderedInstruction {
                    if let next { return try renderer.render(instruction, distance: distance, then: next) }
                    return try renderer.render(instruction, distance: distance)
                }
                func spoken() throws(RenderError) -> SpokenInstruction {
                    if let next { return try renderer.speak(instruction, distance: distance, then: next) }
                    return try renderer.speak(instruction, distance: distance)
                }
                switch format {
                case .text: IO.out(try rendered().textForm(roles ? .detailed : .default))
                case .json: IO.out(JSONOutput.instruction(try rendered()))
                case .speech: IO.out(try spoken().text)
                case .ssml: IO.out(try spoken().ssml)
                }
            } catch {
                IO.err("\(file): error: $[\(index)]: \(error.description)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}

enum JSONOutput {
    /// The library's JSON of a rendered instruction (`RenderedInstruction`'s `Encodable`
    /// shape), on one line.
    static func instruction(_ rendered: RenderedInstruction) -> String {
        JSONWriter.compact(rendered.jsonNode)
    }

    static func quote(_ text: String) -> String { TextForm.jsonString(text) }
}
