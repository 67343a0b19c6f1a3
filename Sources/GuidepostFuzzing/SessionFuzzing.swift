import Guidepost

/// Instructions decoded from the input and rendered by the process's long-lived renderers
/// (`FuzzRenderers.shared`, which every input of a fuzzing run goes through, so what they
/// keep is filled and evicted over and over) and by a renderer made for this input alone:
/// both must render the same text and spans, or fail the same way.
enum SessionFuzzing {
    static func run(_ input: FuzzInput) throws(FuzzViolation) {
        let instructions: [Instruction]
        do {
            instructions = try InstructionDecoder.decode(input.text, file: "fuzz.json")
        } catch {
            return
        }
        let renderers = try FuzzRenderers.perLocale(for: input, target: .session)
        for (index, shared) in renderers.enumerated() {
            let locale = FuzzRenderers.locales[index]
            let fresh: Renderer
            do {
                fresh = try Renderer(locale: locale, options: shared.options)
            } catch {
                throw FuzzViolation(.session, "a second \(locale) renderer cannot be built: \(error)")
            }
            for (position, instruction) in instructions.enumerated() {
                for phrasing in DistancePhrasing.allCases {
                    let kept = Result { () throws(RenderError) in try shared.render(instruction, distance: phrasing) }
                    let made = Result { () throws(RenderError) in try fresh.render(instruction, distance: phrasing) }
                    guard kept != made else { continue }
                    throw FuzzViolation(.session, "\(locale) instruction \(position) (\(phrasing)): the long-lived renderer "
                        + "gave \(describe(kept)), a fresh one \(describe(made))")
                }
            }
        }
    }

    private static func describe(_ result: Result<RenderedInstruction, RenderError>) -> String {
        switch result {
        case .success(let line): line.text.debugDescription.clipped()
        case .failure(let error): "error \(error)"
        }
    }
}
