import Guidepost

/// The promises `RenderedInstruction` documents, checked on every fuzzed render: the
/// spans cover the text from start to end, in order, with no gaps or overlaps, and the
/// UTF-16 offsets match. An app slices its text by these ranges; a wrong one traps there.
enum RenderChecks {
    static func check(_ line: RenderedInstruction, _ target: FuzzTarget, _ context: @autoclosure () -> String)
        throws(FuzzViolation)
    {
        func fail(_ message: String) -> FuzzViolation {
            FuzzViolation(target, "\(context()): \(message) in \(line.text.debugDescription.clipped())")
        }
        let text = line.text
        var expected = text.startIndex
        var utf16Offset = 0
        for span in line.spans {
            // Compare bounds before measuring: measuring with an index past the end traps.
            guard span.range.lowerBound == expected, span.range.upperBound <= text.endIndex else {
                throw fail("a \(span.role) span does not start where the previous one ends")
            }
            let length = text.utf16.distance(from: span.range.lowerBound, to: span.range.upperBound)
            guard span.utf16Offset == utf16Offset, span.utf16Length == length else {
                throw fail("a \(span.role) span's UTF-16 offset \(span.utf16Offset)+\(span.utf16Length) "
                    + "is not \(utf16Offset)+\(length)")
            }
            for part in span.parts where part.range.lowerBound < span.range.lowerBound || part.range.upperBound > span.range.upperBound {
                throw fail("a \(part.role) part lies outside its \(span.role) span")
            }
            expected = span.range.upperBound
            utf16Offset += length
        }
        guard expected == text.endIndex else { throw fail("the spans stop before the end of the text") }
    }
}
