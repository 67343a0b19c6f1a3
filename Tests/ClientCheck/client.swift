// A client of the Guidepost library as an app outside SwiftPM compiles it: against the
// Guidepost module alone, without the C shim's module map. `Scripts/check-client` builds
// Guidepost as a binary framework would (library evolution) and type-checks this file.
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
