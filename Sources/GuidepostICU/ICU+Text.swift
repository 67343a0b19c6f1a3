internal import CGuidepostICU

extension ICU {
    /// Title-cases the first letter of the text as a sentence start, leaving the rest alone.
    package static func titlecasedSentenceStart(_ text: String, localeID: String) throws(ICUError) -> String {
        let source = Array(text.utf16)
        let units = try withGrowingBuffer(of: UInt16.self, initialCapacity: source.count + 8, operation: "title-case text") {
            buffer, capacity, status in
            gp_title_sentence_start(localeID, source, Int32(source.count), buffer, capacity, &status)
        }
        return string(fromUTF16: units)
    }

    /// Alternatives as the locale says them ("12a or 12b", "12a oder 12b"); at most 16 items.
    package static func alternatives(_ items: [String], localeID: String) throws(ICUError) -> String {
        var joined: [UInt16] = []
        for (index, item) in items.prefix(16).enumerated() {
            if index > 0 { joined.append(0) }
            joined += item.utf16.filter { $0 != 0 }
        }
        let units = try withGrowingBuffer(of: UInt16.self, initialCapacity: joined.count + 32, operation: "format a list") {
            buffer, capacity, status in
            gp_list_format_or(localeID, joined, Int32(joined.count), buffer, capacity, &status)
        }
        return string(fromUTF16: units)
    }

    /// Unicode bidi classes Guidepost needs to tell apart.
    package enum BidiClass {
        case leftToRight
        case rightToLeft
        /// An explicit embedding, override or isolate control.
        case control
        case other
    }

    /// A letter's simple titlecase mapping as ICU's Unicode data has it (nil: none).
    package static func simpleTitlecase(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let mapped = gp_simple_titlecase(scalar.value)
        return mapped == scalar.value ? nil : Unicode.Scalar(mapped)
    }

    package static func bidiClass(_ scalar: Unicode.Scalar) -> BidiClass {
        // ICU UCharDirection: 0 L, 1 R, 13 AL, 11/12 LRE/LRO, 14/15 RLE/RLO, 16 PDF, 19/20/21/22 isolates.
        switch gp_char_direction(scalar.value) {
        case 0: .leftToRight
        case 1, 13: .rightToLeft
        case 11, 12, 14, 15, 16, 19, 20, 21, 22: .control
        default: .other
        }
    }
}
