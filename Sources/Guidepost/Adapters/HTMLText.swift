/// Turns the HTML of a directions service's instruction (`html_instructions`) into plain
/// text, without Foundation's HTML reader (which Linux lacks).
///
/// Tags are removed (block-level tags such as `<br>`, `<div>` and `<p>` leave a space),
/// character references are decoded — named (`&amp;`, `&nbsp;`, `&eacute;`, …), decimal
/// (`&#233;`) and hexadecimal (`&#xE9;`) — and runs of white space collapse to one space.
/// An unknown or malformed reference is kept as written.
///
/// ```swift
/// HTMLText.plainText("Take the <b>elevator</b> to Caf&eacute; &amp; Bar")
/// // "Take the elevator to Café & Bar"
/// ```
public enum HTMLText {
    /// The plain text of an HTML fragment.
    public static func plainText(_ html: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(html.unicodeScalars)
        // No tag can end after the last ">": text full of "<" without one costs nothing to scan.
        let lastClose = scalars.lastIndex(of: ">") ?? -1
        var index = 0
        var pendingSpace = false
        func emit(_ scalar: Unicode.Scalar) {
            if scalar.properties.isWhitespace && scalar != "\u{A0}" {
                pendingSpace = !out.isEmpty
                return
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index < lastClose, let end = tagEnd(scalars, from: index) {
                let name = tagName(scalars[(index + 1)..<end])
                // Tags that break a line or a block separate words; inline tags (b, span) do not.
                if blockTags.contains(name) { pendingSpace = !out.isEmpty }
                if name == "script" || name == "style" {
                    index = closingTagEnd(scalars, name: name, from: end + 1)
                } else {
                    index = end + 1
                }
                continue
            }
            if scalar == "&", let (decoded, next) = reference(scalars, from: index) {
                for part in decoded { emit(part) }
                index = next
                continue
            }
            emit(scalar)
            index += 1
        }
        return String(out)
    }

    /// The index of the `>` that closes a tag opened at `start`, if the `<` opens a tag.
    private static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let next = start + 1
        guard next < scalars.count else { return nil }
        let first = scalars[next]
        // "a < b" is text, not a tag.
        guard first == "/" || first == "!" || first == "?" || first.properties.isAlphabetic else { return nil }
        var quote: Unicode.Scalar?
        var index = next
        // A tag longer than this is taken as text: without the bound, text full of
        // unclosed "<a" would be rescanned to its end from every "<" (quadratic).
        let limit = min(scalars.count, start + maximumTagLength)
        while index < limit {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func tagName(_ inside: ArraySlice<Unicode.Scalar>) -> String {
        var name = ""
        for scalar in inside.drop(while: { $0 == "/" }) {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { break }
            name.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
        return name
    }

    private static func closingTagEnd(_ scalars: [Unicode.Scalar], name: String, from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            if scalars[index] == "<", index + 1 < scalars.count, scalars[index + 1] == "/",
                let end = tagEnd(scalars, from: index), tagName(scalars[(index + 1)..<end]) == name
            {
                return end + 1
            }
            index += 1
        }
        return scalars.count
    }

    /// Decodes the character reference starting at `start` (`&`), returning the text and the index after it.
    private static func reference(_ scalars: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], Int)? {
        var index = start + 1
        var body = ""
        while index < scalars.count, scalars[index] != ";", body.unicodeScalars.count < 32 {
            let scalar = scalars[index]
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" else { return nil }
            body.unicodeScalars.append(scalar)
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", !body.isEmpty else { return nil }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            // Surrogates, NUL and out-of-range values become U+FFFD, as HTML decoders do.
            let scalar = (value == 0 ? nil : Unicode.Scalar(value)) ?? "\u{FFFD}"
            return ([scalar], index + 1)
        }
        guard let named = namedReferences[body] else { return nil }
        return (Array(named.unicodeScalars), index + 1)
    }

    /// The longest tag read as a tag, in scalars (directions services write `<b>`, `<div style="…">`).
    static let maximumTagLength = 1_024

    private static let blockTags: Set<String> = [
        "br", "p", "div", "li", "ul", "ol", "tr", "td", "th", "table", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
        "section", "header", "footer",
    ]

    /// The named references directions services use; HTML defines more, which are kept as written.
    static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
        "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{AB}", "raquo": "\u{BB}", "middot": "\u{B7}",
        "bull": "\u{2022}", "deg": "\u{B0}", "rarr": "\u{2192}", "larr": "\u{2190}", "uarr": "\u{2191}",
        "darr": "\u{2193}", "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "euro": "\u{20AC}",
        "pound": "\u{A3}", "sect": "\u{A7}", "times": "\u{D7}",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "Eacute": "É", "Egrave": "È",
        "aacute": "á", "agrave": "à", "acirc": "â", "Agrave": "À", "ccedil": "ç", "Ccedil": "Ç",
        "iacute": "í", "icirc": "î", "iuml": "ï", "oacute": "ó", "ocirc": "ô", "uacute": "ú", "ugrave": "ù",
        "ucirc": "û", "ntilde": "ñ", "Ntilde": "Ñ", "oslash": "ø", "aring": "å", "aelig": "æ", "oelig": "œ",
    ]
}
