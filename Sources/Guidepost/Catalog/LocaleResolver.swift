/// How a requested locale maps to translations and formatting.
public struct LocaleResolution: Hashable, Sendable {
    /// The tag as requested.
    public var requested: String
    /// The canonical tag ICU formats numbers, dates and case with.
    public var formattingLocale: String
    /// The localizations tried for each message, best first; the source locale is last.
    public var chain: [String]
    /// Fallbacks taken (an unknown locale, a region without its own file).
    public var diagnostics: [Diagnostic]
    /// The requested tag in canonical form, nil when it is not a valid tag.
    var canonicalRequested: String?
}

/// Resolves BCP-47 tags through a fallback chain (`de-AT` → `de` → `en`).
package enum LocaleResolver {
    /// The canonical BCP-47 form of a tag (`de-at` → `de-AT`), also accepting ICU and
    /// Apple locale identifiers (`de_AT`, `en_001`, `zh_Hant_HK`); nil when it is neither.
    package static func canonicalTag(_ tag: String) -> String? {
        var id = try? ICU.localeID(forTag: tag)
        if id == nil, tag.contains("_"), !tag.contains("-") {
            // An identifier in ICU's own form: let ICU write it as a tag, strictly.
            id = tag
        }
        guard let id, !id.isEmpty, let canonical = try? ICU.languageTag(forID: id), canonical != "und" else {
            return nil
        }
        return canonical
    }

    /// Whether a tag is a regional variant of a language (`en-GB`, `es-419`, `pt-PT`): its
    /// file holds only what differs, and every other message comes from the language's file
    /// (or the source), so a message it lacks is not missing.
    package static func isRegionalVariant(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-")
        guard subtags.count == 2 else { return false }
        let region = subtags[1]
        return (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
            || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
    }

    package static func resolve(_ requested: String, in catalog: Catalog) -> LocaleResolution {
        let sourceLocale = catalog.source.sourceLocale
        guard let canonical = canonicalTag(requested) else {
            return LocaleResolution(
                requested: requested, formattingLocale: sourceLocale, chain: [sourceLocale],
                diagnostics: [Diagnostic(.warning, check: "unknown-locale",
                    "\"\(requested)\" is not a valid BCP-47 language tag; using \(sourceLocale)", locale: requested)])
        }
        var candidates: [String] = []
        var subtags = canonical.split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            candidates.append(subtags.joined(separator: "-"))
            subtags.removeLast()
            // Drop a trailing single-letter extension marker with its subtags ("-u-…").
            while let last = subtags.last, last.count == 1 { subtags.removeLast() }
        }
        var chain = candidates.filter {
            catalog.hasLocalization($0) && $0 != sourceLocale
        }
        let language = candidates.last ?? canonical
        var diagnostics: [Diagnostic] = []
        var formatting = canonical
        if PseudoLocale(tag: canonical) != nil && !catalog.hasLocalization(canonical) {
            // Pseudo-locales are generated, not shipped: a catalog built without them says so.
            diagnostics.append(Diagnostic(.warning, check: "unknown-locale",
                "\(canonical) is a pseudo-locale this catalog lacks (see Catalog.addPseudoLocalizations()); using \(sourceLocale)",
                locale: canonical))
            formatting = sourceLocale
        } else if chain.isEmpty && language != sourceLocale {
            diagnostics.append(Diagnostic(.warning, check: "unknown-locale",
                "no translation for \(canonical); using \(sourceLocale)", locale: canonical))
            formatting = sourceLocale
        } else if let first = chain.first, first != canonical {
            diagnostics.append(Diagnostic(.note, check: "locale-fallback",
                "\(canonical) has no translation of its own; using \(first)", locale: canonical))
        }
        chain.append(sourceLocale)
        return LocaleResolution(requested: requested, formattingLocale: formatting, chain: chain, diagnostics: diagnostics,
            canonicalRequested: canonical)
    }
}
