import Guidepost
import GuidepostTranslation

/// Renderers shared by every run of a process. Building one resolves locales and compiles
/// message tables; doing that per input would make the fuzzer measure setup, not input.
enum FuzzRenderers {
    /// Left to right and right to left, with different plural rules (ru, ar) and a
    /// script without spaces (ja).
    static let locales = ["en", "ar", "ru", "ja"]

    /// Option mixes that reach every unit system, rounding, width and isolation rule.
    static let optionMixes: [RenderOptions] = [
        .default,
        RenderOptions(unitSystem: .metric, rounding: .cldr, unitWidth: .long, bidiIsolation: .always),
        RenderOptions(unitSystem: .imperial, rounding: .navigation, unitWidth: .long, bidiIsolation: .never),
        RenderOptions(unitSystem: .imperialUK, rounding: .cldr, unitWidth: .short, bidiIsolation: .automatic),
        RenderOptions(unitSystem: .metric, rounding: .navigation, unitWidth: .short, bidiIsolation: .never),
        RenderOptions(unitSystem: .imperial, rounding: .cldr, unitWidth: .short, bidiIsolation: .always),
    ]

    /// `shared[locale][mix]` on the embedded catalog.
    static let shared: Result<[[Renderer]], ICUError> = {
        do throws(ICUError) {
            var table: [[Renderer]] = []
            for locale in locales {
                var row: [Renderer] = []
                for options in optionMixes {
                    row.append(try Renderer(locale: locale, options: options))
                }
                table.append(row)
            }
            return .success(table)
        } catch {
            return .failure(error)
        }
    }()

    /// One renderer per locale, each with a different option mix chosen by the input.
    static func perLocale(for input: FuzzInput, target: FuzzTarget) throws(FuzzViolation) -> [Renderer] {
        switch shared {
        case .success(let table):
            return table.enumerated().map { index, row in row[input.pick(row.count, offset: index)] }
        case .failure(let error):
            throw FuzzViolation(target, "the embedded catalog's renderers cannot be built: \(error)")
        }
    }

    /// The fixed instructions rendered on a fuzzed catalog: every message the golden
    /// corpus reaches, so every translation in the file is used.
    static let corpus: [Instruction] = GoldenCorpus.instructions.map(\.instruction)
}
