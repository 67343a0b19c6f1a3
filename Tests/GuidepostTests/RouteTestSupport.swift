import Foundation
import Guidepost

/// The example inputs under Examples/, read from the package directory.
enum RouteExamples {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static let berlin = "osrm-berlin-two-stops.json"
    static let lyon = "osrm-lyon-alternatives.json"
    static let terminal = "indoor-terminal.json"
    static let motorway = "osrm-motorway-lanes.json"

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func document(_ name: String) throws -> RouteDocument {
        try RouteReader.read(try text(name), file: name)
    }

    /// A metric renderer, so that distances do not depend on the locale's region.
    static func renderer(_ locale: String) throws -> Renderer {
        try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
    }

    /// 2026-11-22T14:05:00Z
    static let berlinDeparture = 1_795_356_300.0
    /// 2026-11-22T09:30:00Z
    static let terminalDeparture = 1_795_339_800.0
    /// 2026-11-22T07:00:00Z
    static let lyonDeparture = 1_795_330_800.0
}
