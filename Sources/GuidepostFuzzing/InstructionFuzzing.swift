import Guidepost

/// Instructions as an app's server sends them (`[{"kind": "turn", …}]`), decoded and
/// rendered in every test locale, then once more with what an app adds from its own data:
/// landmark kinds and grammatical forms of names.
enum InstructionFuzzing {
    /// The forms localizations ask for (`$3:genitive`); an app supplies any of them.
    static let formNames = ["genitive", "dative", "accusative", "instrumental", "prepositional", "nominative"]

    static func run(_ input: FuzzInput) throws(FuzzViolation) {
        let instructions: [Instruction]
        do {
            instructions = try InstructionDecoder.decode(input.text, file: "fuzz.json")
        } catch {
            _ = error.description
            return
        }
        let renderers = try FuzzRenderers.perLocale(for: input, target: .instructions)
        let chosen = input.pick(renderers.count)
        for (index, renderer) in renderers.enumerated() {
            try render(instructions, with: renderer, views: index == chosen, "")
        }
        // Forms and kinds come from the app, not the JSON; which ones is the input's choice,
        // and the forms' text is the input's own names, so every form a translation asks
        // for may be present, missing, empty or odd.
        let enriched = instructions.enumerated().map { position, instruction in
            enrich(instruction, input: input, position: position)
        }
        try render(enriched, with: renderers[chosen], views: false, " with kinds and forms")
    }

    private static func render(_ instructions: [Instruction], with renderer: Renderer, views: Bool, _ label: String)
        throws(FuzzViolation)
    {
        for (position, instruction) in instructions.enumerated() {
            let line: RenderedInstruction
            do {
                line = try renderer.render(instruction)
            } catch {
                _ = error.description
                continue
            }
            try RenderChecks.check(line, .instructions, "\(renderer.formattingLocale) instruction \(position)\(label)")
            // The Foundation and text views read the spans once more, as apps and the CLI do;
            // live navigation renders the same instruction as a banner, continuing a sentence,
            // joined with the next one, and spoken.
            if views {
                _ = line.attributedString
                _ = line.highlightNSRanges
                _ = line.textForm(.detailed)
                let context = "\(renderer.formattingLocale) instruction \(position)\(label)"
                for phrasing in DistancePhrasing.allCases {
                    if let other = try? renderer.render(instruction, distance: phrasing) {
                        try RenderChecks.check(other, .instructions, context + " (\(phrasing))")
                    }
                }
                if position + 1 < instructions.count,
                    let joined = try? renderer.render(instruction, then: instructions[position + 1])
                {
                    try RenderChecks.check(joined, .instructions, context + " then the next")
                    _ = try? renderer.speak(instruction, then: instructions[position + 1])
                }
                _ = try? renderer.speak(instruction)
                _ = try? renderer.renderLanes(instruction)
            }
        }
    }

    private static func enrich(_ instruction: Instruction, input: FuzzInput, position: Int) -> Instruction {
        var result = instruction
        let languages: [String?] = [nil, "ru", "de", "fr", "ar", "ja", "en"]
        func forms(of name: String, _ salt: Int) -> NameForms {
            var forms: [String: String] = [:]
            for (offset, form) in formNames.enumerated() where input.pick(3, offset: salt + offset) != 0 {
                // The name itself, altered so that a wrong choice of form shows in the text.
                forms[form] = offset.isMultiple(of: 2) ? name : String(name.reversed())
            }
            return NameForms(language: languages[input.pick(languages.count, offset: salt)], forms)
        }
        if let name = result.name {
            result.nameForms = forms(of: name, position)
        }
        let kinds = LandmarkKind.allCases
        result.landmarks = result.landmarks.enumerated().map { offset, landmark in
            var landmark = landmark
            let salt = position &+ offset &+ 1
            landmark.kind = input.pick(kinds.count + 1, offset: salt) == kinds.count ? nil : kinds[input.pick(kinds.count, offset: salt)]
            landmark.forms = forms(of: landmark.name, salt)
            return landmark
        }
        return result
    }
}
