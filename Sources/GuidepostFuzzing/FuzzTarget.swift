import Foundation

/// One way untrusted bytes reach Guidepost, as a fuzz target.
///
/// The same entry serves the libFuzzer binaries that `Scripts/fuzz` builds and the
/// regression tests that `swift test` runs over `Tests/Fuzz/Regressions/<target>/`, so a
/// crash found by fuzzing is replayed by the normal test suite exactly as it was found.
///
/// Each target calls the public (or package) API as real input reaches it: a directions
/// response, a venue file, an instruction list, a translator's file. Bytes that are not
/// UTF-8 are decoded with replacement characters, as an app holding `Data` would do.
///
/// ```swift
/// try FuzzTarget.osrm.run(Array(data), environment: .init(localizations: nil))
/// ```
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// The JSON reader, and writing what it read back (reading that again must agree).
    case json
    /// `InstructionDecoder.decode`, then every instruction rendered in en, ar, ru and ja.
    case instructions
    /// The same instructions rendered by the process's long-lived renderers and by fresh ones:
    /// what a renderer keeps between renders must never change what it renders.
    case session
    /// `RouteReader.read(format: .osrm)`, then `Renderer.render(route:options:)`.
    case osrm
    /// `RouteReader.read(format: .indoor)`, then route rendering.
    case indoor
    /// `RouteReader.read(format: .guidepost)`, then route rendering.
    case guidepost
    /// A localization file: `Catalog.add(text:file:)`, `CatalogLinter`, and rendering on it.
    case localization
    /// A source catalog (`Templates/messages.json`): loading, lint and rendering on it.
    case source
    /// An XLIFF 1.2 file through `CatalogImporter.plan`.
    case xliff
    /// A String Catalog (`.xcstrings`) through `CatalogImporter.plan`.
    case xcstrings

    /// Runs the target on one input.
    ///
    /// A crash inside the library traps as it would in an app; that is what the fuzzer
    /// looks for. A broken promise that does not crash (spans that do not cover the text,
    /// JSON written back that reads differently, an import naming a file outside its
    /// directory) is thrown, so the fuzz binary can abort on it and a test can report it.
    ///
    /// - Throws: `FuzzViolation` when the library returned something it documents it never returns.
    package func run(_ bytes: [UInt8], environment: FuzzEnvironment) throws(FuzzViolation) {
        let input = FuzzInput(bytes)
        switch self {
        case .json: try JSONFuzzing.run(input)
        case .instructions: try InstructionFuzzing.run(input)
        case .session: try SessionFuzzing.run(input)
        case .osrm: try RouteFuzzing.run(input, format: .osrm)
        case .indoor: try RouteFuzzing.run(input, format: .indoor)
        case .guidepost: try RouteFuzzing.run(input, format: .guidepost)
        case .localization: try CatalogFuzzing.runLocalization(input)
        case .source: try CatalogFuzzing.runSource(input)
        case .xliff: try ExchangeFuzzing.run(input, format: .xliff, environment: environment)
        case .xcstrings: try ExchangeFuzzing.run(input, format: .xcstrings, environment: environment)
        }
    }
}

/// What a target may read besides its input.
package struct FuzzEnvironment: Sendable {
    /// The package's `Localizations/` directory: imports compare against the shipped
    /// files there (the loss check), as `guidepost import` does. `nil` skips the comparison.
    package var localizations: URL?

    /// Creates an environment.
    package init(localizations: URL?) {
        self.localizations = localizations
    }

    /// The environment for a checkout whose root is `packageRoot`.
    package static func package(at packageRoot: URL) -> FuzzEnvironment {
        FuzzEnvironment(localizations: packageRoot.appendingPathComponent("Localizations"))
    }
}

/// A documented promise the library broke without crashing.
package struct FuzzViolation: Error, Sendable, CustomStringConvertible {
    /// The target that found it.
    package var target: String
    /// What was promised and what came back.
    package var message: String

    package init(_ target: FuzzTarget, _ message: String) {
        self.target = target.rawValue
        self.message = message
    }

    package var description: String { "fuzz target \(target): \(message)" }
}
