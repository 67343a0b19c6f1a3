import Foundation
import Guidepost
import GuidepostTranslation
import GuidepostSnapshotTesting
import SnapshotTesting
import Testing

/// The public strategies on a small route, as an app would use them.
@Suite(.snapshots(record: .fromEnvironment))
struct StrategySnapshotTests {
    static let route: [Instruction] = [
        Instruction(.depart, name: "Main Concourse"),
        Instruction(.straight, distance: 120, landmarks: [Landmark(name: "Food Court", position: .towards)]),
        Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "مقهى النخيل", position: .after)]),
        Instruction(.upcomingFloorChange(FloorChange(type: .escalator, direction: .up, floorName: "Level 2")), distance: 35),
        Instruction(.floorChange(FloorChange(type: .escalator, direction: .up, floorName: "Level 2", floors: 2))),
        Instruction(.turn(.right), distance: 1_450, name: "North Mall"),
        Instruction(.arrive(side: .left), name: "Gate B12"),
    ]

    @Test func instruction() throws {
        let renderer = try Renderer(locale: "de")
        assertSnapshot(of: try renderer.render(Self.route[2]), as: .textForm, named: "de")
    }

    @Test func instructionWithDefaultTextForm() throws {
        let renderer = try Renderer(locale: "ar")
        assertSnapshot(of: try renderer.render(Self.route[1]), as: .textForm(.default), named: "ar")
    }

    @Test func route() throws {
        let renderer = try Renderer(locale: "fr")
        let rendered = try Self.route.map { instruction throws(RenderError) in try renderer.render(instruction) }
        assertSnapshot(of: rendered, as: .textForm, named: "fr")
    }

    @Test func routeInEveryLocale() {
        assertSnapshot(of: Self.route, as: .rendered(inLocales: GoldenCorpus.defaultLocales()), named: "all-locales")
    }

    /// A two-leg route as a route source would give it: the second leg has a step that
    /// cannot be rendered (exit 0), which the snapshot lists as a problem.
    static let document = RouteDocument(format: .guidepost, routes: [
        Route(legs: [
            RouteLeg(instructions: [
                RouteInstruction(Instruction(.depart, name: "Main Concourse"), stepIndex: 0, duration: 10),
                RouteInstruction(Instruction(.turn(.right), distance: 40, landmarks: [Landmark(name: "Pharmacy")]),
                    stepIndex: 1, duration: 35),
                RouteInstruction(Instruction(.arrive(side: .right), name: "Apotek"), stepIndex: 2),
            ], distance: 130, duration: 126, destination: "Apotek"),
            RouteLeg(instructions: [
                RouteInstruction(Instruction(.roundabout(exit: 0)), stepIndex: 0),
                RouteInstruction(Instruction(.floorChange(FloorChange(type: .elevator, direction: .down, floorName: "B1"))),
                    stepIndex: 1, duration: 60),
                RouteInstruction(Instruction(.arrive(), name: "Gate B12"), stepIndex: 2),
            ], distance: 300, duration: 240, destination: "Gate B12"),
        ], distance: 430, duration: 366),
    ])

    @Test func renderedRoute() throws {
        let renderer = try Renderer(locale: "en-GB")
        assertSnapshot(of: try renderer.render(route: Self.document), as: .textForm, named: "en-GB")
    }

    @Test func routeDocumentInEveryLocale() {
        assertSnapshot(of: Self.document, as: .rendered(inLocales: GoldenCorpus.defaultLocales()), named: "all-locales")
    }

    @Test func errorsAreWrittenIntoTheSnapshot() {
        let broken = [Instruction(.straight, distance: -1), Instruction(.roundabout(exit: 0))]
        assertSnapshot(of: broken, as: .rendered(inLocales: ["en", "ru"]), named: "en-ru")
    }

    /// The bundled OSRM examples as live navigation says them in every shipped locale:
    /// list text, banner, lanes, chained instructions, speech and SSML (metric units).
    @Test(arguments: ["osrm-berlin-two-stops", "osrm-lyon-alternatives", "osrm-motorway-lanes"])
    func navigationInEveryLocale(example: String) throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let text = try String(contentsOf: examples.appendingPathComponent(example + ".json"), encoding: .utf8)
        let document = try RouteReader.read(text, file: example)
        assertSnapshot(of: document, as: .navigation(inLocales: GoldenCorpus.defaultLocales(),
            options: RenderOptions(unitSystem: .metric)), named: example)
    }
}
