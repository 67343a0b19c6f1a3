// A client of the Guidepost library as an app outside SwiftPM compiles it: against the
// Guidepost module alone, without the C shim's module map. `Scripts/check-client` builds
// Guidepost as a binary framework would (library evolution) and type-checks this file.
import Foundation
import Guidepost

#if canImport(CGuidepostICU)
#error("the C shim is visible to clients of Guidepost")
#endif

// The standard library's `Span` is not shadowed by a Guidepost type.
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

// A Swift developer's first tries, as they are written (`FirstTriesTests` runs them).
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
