/// Capitalizes text that starts a sentence: its first letter title-cased with the
/// locale's rules (Turkish "i" → "İ", Dutch "ij" → "IJ", Greek keeps its tonos), the
/// rest left as written (only the first letter changes: "iPhone case" becomes "IPhone case").
package struct Casing: Sendable {
    package let localeID: String
    /// Whether the locale's script has case at all (Latin, Cyrillic, Greek, Armenian, …).
    package let isCased: Bool
    /// Whether the language has no casing rules of its own (Turkish, Azeri, Lithuanian and
    /// Dutch do, for "i", "ı", dotted letters and "ij"): its first letters take the default
    /// mapping without a title-casing of the whole text by ICU.
    private let hasPlainCasing: Bool

    /// - Parameters:
    ///   - localeID: The ICU locale ID ICU title-cases with.
    ///   - maximizedID: The same with likely subtags, which names the script.
    package init(localeID: String, maximizedID: String) {
        self.localeID = localeID
        let parts = maximizedID.split(separator: "_")
        let script = parts.count > 1 ? String(parts[1]) : ""
        isCased = ["Latn", "Cyrl", "Grek", "Armn", "Copt", "Glag", "Geor", "Dsrt", "Adlm", "Cher", "Osge"].contains(script)
        let language = parts.first.map(String.init) ?? ""
        hasPlainCasing = !["tr", "az", "lt", "nl"].contains(language)
    }

    /// The text with its first letter capitalized, or nil when nothing changes. Opening
    /// punctuation and invisible format characters before it are skipped ("¿", "«", "[",
    /// a bidi control); a digit or a symbol first means there is nothing to capitalize.
    package func capitalizingFirst(_ text: String) throws(ICUError) -> String? {
        guard isCased, let first = text.unicodeScalars.first else { return nil }
        if !first.isASCII || !(("a"..."z").contains(first) || ("A"..."Z").contains(first)) {
            var scalars = text.unicodeScalars[...]
            while let scalar = scalars.first, Self.precedesFirstLetter(scalar) { scalars = scalars.dropFirst() }
            if scalars.startIndex != text.unicodeScalars.startIndex, !scalars.isEmpty {
                let rest = String(String.UnicodeScalarView(scalars))
                guard let capitalized = try capitalizingFirst(rest) else { return nil }
                return String(String.UnicodeScalarView(text.unicodeScalars[..<scalars.startIndex])) + capitalized
            }
        }
        if first.isASCII {
            guard ("a"..."z").contains(first) else { return nil }
            // The languages whose casing differs for ASCII letters differ only at "i" (Turkish
            // and Azeri "İ", Dutch "IJ", Lithuanian dotted i): every other letter needs no ICU.
            if hasPlainCasing || first != "i" {
                // One byte changes: copied as bytes (replacing a scalar in place re-validates
                // the whole string, a seventh of a Dutch render).
                var bytes = Array(text.utf8)
                bytes[0] -= 32
                return String(decoding: bytes, as: UTF8.self)
            }
        } else if !first.properties.changesWhenUppercased {
            return nil
        } else if hasPlainCasing, Self.isLetter(first), first.properties.titlecaseMapping.unicodeScalars.count == 1 {
            // Outside the languages with casing rules of their own (above), ICU title-cases a
            // sentence's first letter, when its mapping is one letter to one (not "ß", "և"),
            // as its simple titlecase mapping (Cyrillic "а" → "А", Greek "ά" → "Ά"): one
            // lookup in ICU's data instead of a title-casing of the whole text, which a
            // Mongolian or Russian sentence starting with a phrase made on every render.
            guard let mapped = ICU.simpleTitlecase(first) else { return nil }
            var titled = String(mapped)
            titled.unicodeScalars.append(contentsOf: text.unicodeScalars.dropFirst())
            return titled
        }
        let titled = try ICU.titlecasedSentenceStart(text, localeID: localeID)
        return titled == text ? nil : titled
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// Whether text is only what may come before a sentence's first letter (a pseudo-locale's
    /// "[", an opening quote), so that the first letter is in the text after it.
    package static func precedesFirstLetter(_ text: String) -> Bool {
        // Most texts start with an ASCII letter or digit: no property lookup.
        if let first = text.utf8.first, first < 0x80 {
            if (0x30...0x39).contains(first) || (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) { return false }
        }
        return !text.isEmpty && text.unicodeScalars.allSatisfy { precedesFirstLetter($0) }
    }

    /// Opening punctuation, quotes and format characters that may come before a sentence's first letter.
    package static func precedesFirstLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .otherPunctuation, .format, .spaceSeparator: true
        default: false
        }
    }
}

/// Decides when an inserted name needs bidi isolation.
package enum BidiIsolation {
    /// True unless every strong character of the name runs in the text's direction (and,
    /// in right-to-left text, there is at least one). Names with explicit bidi controls
    /// are always isolated so that their embeddings end with them.
    package static func needsIsolation(_ name: String, rightToLeft: Bool, isASCII: Bool? = nil) -> Bool {
        // ASCII holds no right-to-left letter and no bidi control: such a name runs with
        // left-to-right text, and is isolated in right-to-left text whether it has letters
        // (they run the other way) or not (nothing strong to anchor it). Decided on its bytes.
        if isASCII ?? UTF8Bytes.isASCII(name) { return rightToLeft }
        var sawStrong = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                    if rightToLeft { return true }
                    sawStrong = true
                }
                continue
            }
            switch ICU.bidiClass(scalar) {
            case .leftToRight:
                if rightToLeft { return true }
                sawStrong = true
            case .rightToLeft:
                if !rightToLeft { return true }
                sawStrong = true
            case .control:
                return true
            case .other:
                continue
            }
        }
        return rightToLeft && !sawStrong
    }
}
