import ArgumentParser
import Guidepost
import GuidepostTranslation

extension RenderOptions.UnitSystem: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "auto", "automatic": self = .automatic
        case "metric": self = .metric
        case "imperial", "imperial-us": self = .imperial
        case "imperial-uk": self = .imperialUK
        default: return nil
        }
    }
    public static var allValueStrings: [String] { ["auto", "metric", "imperial", "imperial-uk"] }
}

extension RenderOptions.Rounding: ExpressibleByArgument {}
extension DistancePhrasing: ExpressibleByArgument {}
extension RenderOptions.UnitWidth: ExpressibleByArgument {}

extension RenderOptions.BidiIsolation: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "auto", "automatic": self = .automatic
        case "always": self = .always
        case "never": self = .never
        default: return nil
        }
    }
    public static var allValueStrings: [String] { ["auto", "always", "never"] }
}

/// The options every rendering command shares.
struct FormattingOptions: ParsableArguments {
    @Option(name: .long, help: "Unit system: auto, metric, imperial (feet, miles), imperial-uk (yards, miles).")
    var units: RenderOptions.UnitSystem = .automatic

    @Option(name: .long, help: "Rounding profile: navigation or cldr.")
    var rounding: RenderOptions.Rounding = .navigation

    @Option(name: .customLong("unit-width"), help: "Unit width: short or long.")
    var unitWidth: RenderOptions.UnitWidth = .short

    @Option(name: .long, help: "Bidi isolation of inserted names: auto, always, never.")
    var bidi: RenderOptions.BidiIsolation = .automatic

    var renderOptions: RenderOptions {
        RenderOptions(unitSystem: units, rounding: rounding, unitWidth: unitWidth, bidiIsolation: bidi)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// What `render` prints: the display text (with spans), or what a voice says.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, speech, ssml
}
