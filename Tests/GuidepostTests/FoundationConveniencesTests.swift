import Foundation
import Testing
import Guidepost

/// The first guesses of a Swift developer who knows Foundation work.
@Suite("Foundation conveniences")
struct FoundationConveniencesTests {
    @Test("errors say what went wrong through localizedDescription")
    func localizedDescriptions() throws {
        let renderer = try Renderer(locale: "en")
        do {
            _ = try renderer.render(Instruction(.turn(.left), distance: -5))
            Issue.record("a negative distance rendered")
        } catch {
            let described = (error as any Error).localizedDescription
            #expect(described == error.description)
            #expect(!described.contains("operation could not be completed"))
        }
        do {
            _ = try RouteReader.read("{\"routes\": [", file: "drive.json")
            Issue.record("broken JSON read")
        } catch {
            #expect((error as any Error).localizedDescription == error.description)
            #expect(error.description.contains("drive.json"))
        }
    }

    /// (measurement, metres)
    static let distances: [(Measurement<UnitLength>, Double)] = [
        (Measurement(value: 20, unit: .meters), 20), (Measurement(value: 1.5, unit: .kilometers), 1_500),
        (Measurement(value: 1, unit: .miles), 1_609.344), (Measurement(value: 100, unit: .feet), 30.48),
    ]

    @Test("a distance as a Measurement in any unit of length", arguments: distances)
    func measurement(row: (Measurement<UnitLength>, Double)) throws {
        let instruction = Instruction(.turn(.left), distance: row.0, name: "Elm Street")
        // Foundation's own coefficients (its mile is 1,609.34 m).
        #expect(abs(instruction.distance - row.1) < 0.01)
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(instruction).text == (try renderer.render(Instruction(.turn(.left), distance: row.1,
            name: "Elm Street")).text))
    }

    @Test("durations and distances as Measurements format as seconds and metres do")
    func formatters() throws {
        let renderer = try Renderer(locale: "de")
        #expect(try renderer.formatDuration(Measurement(value: 90, unit: UnitDuration.minutes)) == (try renderer.formatDuration(5_400)))
        #expect(try renderer.formatDistance(Measurement(value: 2, unit: UnitLength.kilometers)) == (try renderer.formatDistance(2_000)))
    }

    @Test("a response as Data reads as its text does; bytes that are not UTF-8 are an input error")
    func data() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/osrm-berlin-two-stops.json")
        let data = try Data(contentsOf: url)
        let fromData = try RouteReader.read(data, file: "berlin.json")
        let fromText = try RouteReader.read(String(decoding: data, as: UTF8.self), file: "berlin.json")
        #expect(fromData == fromText)
        let renderer = try Renderer(locale: "en")
        #expect(try MapboxAnnotator.annotate(data, display: renderer, voice: renderer)
            == (try MapboxAnnotator.annotate(String(decoding: data, as: UTF8.self), display: renderer, voice: renderer)))
        #expect(throws: InputError.self) { try RouteReader.read(Data([0x7B, 0xFF, 0x7D]), file: "bad.json") }
    }
}
