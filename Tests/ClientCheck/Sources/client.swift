// A client of the Guidepost library, compiled two ways by `Scripts/check-client`: as an app
// outside SwiftPM compiles it (type-checked against the Guidepost module alone, built as a
// binary framework would be, without the C shim's module map), and as an app's package
// (`Tests/ClientCheck/Package.swift`, depending on Guidepost by path) whose executable runs it
// (`main.swift`). Imports Foundation and Guidepost only.
import Foundation
import Guidepost

#if canImport(CGuidepostICU) && !SWIFT_PACKAGE
#error("the C shim is visible to clients of Guidepost")
#endif

// The standard library's `Span` is not shadowed by a Guidepost type.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func byteCount(_ bytes: Span<UInt8>) -> Int { bytes.count }

func highlighted(_ line: RenderedInstruction) -> [RenderedSpan] { line.spans.filter(\.isHighlighted) }

func describe() throws -> String {
    let renderer = try Renderer(locale: "de")
    let line = try renderer.render(Instruction(.turn(.left), distance: 20))
    let roles: [Role?] = line.attributedString.runs.map { $0.guidepost.role }
    let error: RenderError = .invalidExit(0)
    switch error.code {
    case .invalidExit: break
    default: break  // the code may grow
    }
    return "\(line.text) \(highlighted(line).count) \(roles.count)"
}

// Branching on a maneuver the way the README documents it: on its kind, with the associated
// values read back as properties.
func summary(of step: Instruction) -> String {
    switch step.maneuver.kind {
    case .turn, .bear, .endOfRoad, .roundaboutTurn:
        return "turn \(step.maneuver.turnDirection?.rawValue ?? "?")"
    case .roundabout:
        return "roundabout, exit \(step.maneuver.exit.map(String.init) ?? "?")"
    case .arrive, .fork, .merge, .onRamp, .offRamp:
        return "\(step.maneuver.kind.rawValue) \(step.maneuver.side?.rawValue ?? "")"
    case .floorChange, .upcomingFloorChange:
        return "floors: \(step.maneuver.floorChange?.floorName ?? "")"
    default:
        return step.maneuver.kind.rawValue  // Kind is a struct: kinds may be added
    }
}

// A Swift developer's first tries, as they are written (`main.swift` runs them and checks what
// they give; `FirstTriesTests` runs them too, in `swift test`).
func firstTries(data: Data, response: Data) throws -> String {
    let steps = try JSONDecoder().decode([Instruction].self, from: data)  // the CLI's JSON
    let renderer = try Renderer(locale: "de")
    let json = try JSONEncoder().encode(try renderer.render(steps[0]))  // text and spans
    let step = Instruction(.turn(.left), distance: Measurement(value: 0.2, unit: UnitLength.kilometers))
    var kind = ""
    switch step.maneuver.kind {
    case .turn: kind = "turn \(step.maneuver.turnDirection?.rawValue ?? "")"
    default: kind = step.maneuver.kind.rawValue
    }
    var message = ""
    do {
        _ = try renderer.render(Instruction(.roundabout(exit: 0)))
    } catch {
        message = error.localizedDescription  // the readable description
    }
    let document = try RouteReader.read(response)  // Data from URLSession
    return "\(json.count) \(kind) \(message) \(document.routes.count)"
}
