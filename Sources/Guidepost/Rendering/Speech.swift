/// An instruction to be spoken: the text for a synthesizer and the same as SSML.
public struct SpokenInstruction: Hashable, Sendable {
    /// The text to speak, without bidi controls.
    public var text: String
    /// The text as SSML: `<speak xml:lang="…">`, names with a pronunciation as `<phoneme>`,
    /// the letters of an exit number read as letters and its digits as a number ("12a" is
    /// "twelve a", not "one two a"), every other character XML-escaped.
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
    /// try voice.speak(step).ssml
    /// // <speak xml:lang="en">Take exit 12<say-as interpret-as="characters">a</say-as> or 12<say-as …>b</say-as> …</speak>
    /// ```
    public func speak(_ instruction: Instruction) throws(RenderError) -> SpokenInstruction {
        let rendered = try render(instruction)
        return spoken(rendered, pronunciation: instruction.road.phoneticName)
    }

    /// Renders two instructions to be spoken as one, as `render(_:then:)` joins them
    /// ("Turn left onto Main Street, then turn right"); each name's pronunciation stays with
    /// its own instruction.
    public func speak(_ instruction: Instruction, then next: Instruction) throws(RenderError) -> SpokenInstruction {
        try speak(instruction, distance: .stated, then: next)
    }

    /// Renders an instruction to be spoken, stating its distance or not (`DistancePhrasing`).
    public func speak(_ instruction: Instruction, distance phrasing: DistancePhrasing) throws(RenderError)
        -> SpokenInstruction
    {
        spoken(try render(instruction, distance: phrasing), pronunciation: instruction.road.phoneticName)
    }

    /// Renders two instructions to be spoken as one, the first with its distance phrased as asked.
    public func speak(_ instruction: Instruction, distance phrasing: DistancePhrasing, then next: Instruction)
        throws(RenderError) -> SpokenInstruction
    {
        let (rendered, boundary) = try joined(instruction, distance: phrasing, then: next)
        return spoken(rendered, pronunciation: instruction.road.phoneticName, within: boundary,
            otherPronunciation: next.road.phoneticName)
    }

    /// The spoken forms of rendered text; `pronunciation` (IPA) is given to a name span
    /// inside `within` (anywhere when nil), `otherPronunciation` to one outside it.
    func spoken(_ rendered: RenderedInstruction, pronunciation: String?, within: Range<String.Index>? = nil,
        otherPronunciation: String? = nil) -> SpokenInstruction
    {
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
            let inside = within.map { $0.contains(span.range.lowerBound) } ?? true
            if span.role == .name, let pronunciation = inside ? pronunciation : otherPronunciation, !pronunciation.isEmpty {
                ssml += "<phoneme alphabet=\"ipa\" ph=\"\(Self.escaped(pronunciation))\">\(Self.escaped(piece))</phoneme>"
            } else if span.role == .exitNumber {
                ssml += Self.exitNumberSSML(piece)
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
        // Most text has nothing to drop: printable ASCII needs no look-up at all.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        if !text.unicodeScalars.contains(where: isUnspeakable) { return String(text) }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnspeakable($0) }))
    }

    /// Bidi controls, C0 and C1 controls but the line feed, and noncharacters (by their
    /// code points: no Unicode property look-up).
    private static func isUnspeakable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// An exit number for a synthesizer: the letters of "12a" or "4A" read as letters
    /// (`<say-as interpret-as="characters">`), the digits as the number they are, the words
    /// between combined exits ("12a or 12b") as words.
    static func exitNumberSSML(_ text: String) -> String {
        var out = ""
        var letters = ""
        var previousIsDigit = false
        func flush(nextIsDigit: Bool) {
            guard !letters.isEmpty else { return }
            let attached = previousIsDigit || nextIsDigit
            if attached, letters.unicodeScalars.count <= 2 {
                out += "<say-as interpret-as=\"characters\">" + escaped(letters) + "</say-as>"
            } else {
                out += escaped(letters)
            }
            letters = ""
        }
        var lastWasDigit = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                if letters.isEmpty { previousIsDigit = lastWasDigit }
                letters.unicodeScalars.append(scalar)
                lastWasDigit = false
            } else {
                let isDigit = scalar.properties.numericType != nil
                flush(nextIsDigit: isDigit)
                out += escaped(String(scalar))
                lastWasDigit = isDigit
            }
        }
        flush(nextIsDigit: false)
        return out
    }

    /// Text escaped for SSML content and attributes.
    static func escaped(_ text: String) -> String { XMLEscape.escape(text, attribute: true) }
}
