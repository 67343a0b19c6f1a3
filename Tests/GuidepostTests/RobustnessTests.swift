import Foundation
import Testing
@testable import Guidepost
import GuidepostTranslation

/// Mutated catalogs and inputs: whatever a translator or an app hands over, Guidepost
/// reports it and keeps rendering. Deterministic (a fixed LCG), so failures reproduce.
@Suite("Robustness")
struct RobustnessTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// More rounds on demand: `GUIDEPOST_FUZZ_ROUNDS=2000 swift test --filter Robustness`.
    static let rounds = Int(ProcessInfo.processInfo.environment["GUIDEPOST_FUZZ_ROUNDS"] ?? "") ?? 40

    static let noise: [String] = ["$", "$$", "$9", "$1", "{", "}", "\"", "\\", ",", ":", "[", "]", "\u{2068}", "\u{202E}", "é", "😀", "\n", "=1"]

    static func mutate(_ text: String, _ generator: inout Generator, edits: Int) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<edits {
            let position = generator.next(max(scalars.count, 1))
            switch generator.next(3) {
            case 0 where !scalars.isEmpty:
                scalars.remove(at: min(position, scalars.count - 1))
            default:
                let insert = Array(noise[generator.next(noise.count)].unicodeScalars)
                scalars.insert(contentsOf: insert, at: min(position, scalars.count))
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    @Test("mutated localization files never crash the renderer", arguments: ["de", "ru", "ar"])
    func mutatedLocalizations(locale: String) throws {
        let original = try String(contentsOf: Paths.localizations.appendingPathComponent("\(locale).json"), encoding: .utf8)
        var generator = Generator(state: 0x5EED_0000 &+ UInt64(locale.unicodeScalars.first?.value ?? 0))
        let corpus = GoldenCorpus.instructions.map(\.instruction)
        var reported = 0
        for _ in 0..<Self.rounds {
            var catalog = Catalog.embedded
            catalog.add(text: Self.mutate(original, &generator, edits: 1 + generator.next(6)), file: "Fuzz/\(locale).json")
            let renderer = try Renderer(locale: locale, catalog: catalog)
            if !renderer.diagnostics.isEmpty || !catalog.diagnostics.isEmpty { reported += 1 }
            for instruction in corpus {
                let line = try renderer.render(instruction)
                #expect(!line.text.isEmpty)
                #expect(line.spans.reduce(0) { $0 + $1.utf16Length } == line.text.utf16.count)
            }
        }
        #expect(reported > 0)
    }

    @Test("mutated instruction JSON is an InputError or valid instructions, never a crash")
    func mutatedInstructions() throws {
        let original = try String(contentsOf: Paths.package.appendingPathComponent("Examples/mall-route.json"), encoding: .utf8)
        var generator = Generator(state: 42)
        let renderer = try Renderer(locale: "en")
        var errors = 0
        for _ in 0..<(Self.rounds * 8) {
            let text = Self.mutate(original, &generator, edits: 1 + generator.next(4))
            do {
                for instruction in try InstructionDecoder.decode(text, file: "fuzz.json") {
                    _ = try? renderer.render(instruction)
                }
            } catch {
                errors += 1
                #expect(error.description.hasPrefix("fuzz.json:"))
            }
        }
        #expect(errors > 0)
    }

    @Test("mutated directions responses are reported or rendered, never a crash",
        arguments: ["osrm-berlin-two-stops.json", "osrm-lyon-alternatives.json", "indoor-terminal.json"])
    func mutatedRoutes(example: String) throws {
        let original = try String(contentsOf: Paths.package.appendingPathComponent("Examples/\(example)"), encoding: .utf8)
        var generator = Generator(state: UInt64(example.utf8.count) &* 7919)
        let renderer = try Renderer(locale: "ru")
        var outcomes = (errors: 0, rendered: 0)
        for _ in 0..<(Self.rounds * 2) {
            let text = Self.mutate(original, &generator, edits: 1 + generator.next(4))
            do {
                let document = try RouteReader.read(text, file: "fuzz.json")
                if (try? renderer.render(route: document, options: RouteRenderOptions(departure: 1_768_487_700))) != nil {
                    outcomes.rendered += 1
                }
            } catch {
                outcomes.errors += 1
                #expect(error.description.hasPrefix("fuzz.json"))
            }
        }
        #expect(outcomes.errors > 0)
        #expect(outcomes.rendered > 0)
    }

    @Test("mutated XLIFF and String Catalog files are an error with a position or a plan, never a crash",
        arguments: [ExchangeFormat.xliff, .xcstrings])
    func mutatedExchangeFiles(format: ExchangeFormat) throws {
        let exported = try CatalogExporter().export(.embedded, locales: ["ru", "ar"], format: format)
        let importer = CatalogImporter(source: Catalog.embedded.source)
        var generator = Generator(state: format == .xliff ? 11 : 13)
        var errors = 0
        for _ in 0..<(Self.rounds * 2) {
            let text = Self.mutate(exported, &generator, edits: 1 + generator.next(4))
            do {
                _ = try importer.plan(text: text, file: "fuzz.\(format.rawValue)", format: format)
            } catch {
                errors += 1
                #expect(error.description.hasPrefix("fuzz."))
            }
        }
        #expect(errors > 0)
    }
}
