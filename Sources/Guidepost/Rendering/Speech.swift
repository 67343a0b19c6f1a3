/// An instruction to be spoken: the text for a synthesizer and the same as SSML.
public struct SpokenInstruction: Hashable, Sendable {
    /// The text to speak, without bidi controls.
    public var text: String
    /// The text as SSML: `<speak xml:lang="…">`, names with a pronunciation as `<phoneme>`,
    /// exit numbers read as characters, every other character XML-escaped.
    public var ssml: String
    /// The rendered text and its spans.
    public var rendered: RenderedInstruction
}

extension Renderer {
    /// Renders an instruction to be spoken. Build the renderer with
    /// `RenderOptions(medium: .speech)`: units are then said in full and each message's
    /// `speech` variant is used where its translation has one (a display renderer speaks
    /// its display text).
    ///
    /// ```swift
    /// let voice = try Renderer(locale: "en", options: RenderOptions(medium: .speech))
    /// try voice.speak(step).ssml  // <speak xml:lang="en">Take exit <say-as interpret-as="characters">4A</say-as> …</speak>
    /// ```
    public func speak(_ instruction: Instruction) throws(RenderError) -> SpokenInstruction {
        let rendered = try render(instruction)
        return spoken(rendered, pronunciation: instruction.road.phoneticName)
    }

    /// The spoken forms of rendered text; `pronunciation` (IPA) is given to the name span.
    func spoken(_ rendered: RenderedInstruction, pronunciation: String?) -> SpokenInstruction {
        var ssml = "<speak xml:lang=\"\(Self.escaped(formattingLocale))\">"
        var text = ""
        var index = rendered.text.startIndex
        for span in rendered.spans {
            // Text between spans (none: spans cover the whole text) is written as it is.
            if index < span.range.lowerBound {
                let gap = Self.speakable(rendered.text[index..<span.range.lowerBound])
                text += gap
                ssml += Self.escaped(gap)
            }
            let piece = Self.speakable(rendered.text[span.range])
            text += piece
            if span.role == .name, let pronunciation, !pronunciation.isEmpty {
                ssml += "<phoneme alphabet=\"ipa\" ph=\"\(Self.escaped(pronunciation))\">\(Self.escaped(piece))</phoneme>"
            } else if span.role == .exitNumber {
                ssml += "<say-as interpret-as=\"characters\">\(Self.escaped(piece))</say-as>"
            } else {
                ssml += Self.escaped(piece)
            }
            index = max(index, span.range.upperBound)
        }
        if index < rendered.text.endIndex {
            let rest = Self.speakable(rendered.text[index...])
            text += rest
            ssml += Self.escaped(rest)
        }
        ssml += "</speak>"
        return SpokenInstruction(text: text, ssml: ssml, rendered: rendered)
    }

    /// Text without bidi controls and other invisible format characters a synthesizer
    /// would read or choke on.
    static func speakable(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
            default:
                !scalar.properties.isNoncharacterCodePoint
                    && (scalar.properties.generalCategory != .control || scalar == "\n")
            }
        }))
    }

    /// Text escaped for SSML content and attributes.
    static func escaped(_ text: String) -> String { XMLEscape.escape(text, attribute: true) }
}
