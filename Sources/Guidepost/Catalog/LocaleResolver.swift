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

    /// Whether a localization file is partial by design, so a message it lacks is not missing:
    /// a regional variant's (`en-GB`, `es-419`) or the source language's own (`en.json`, which
    /// holds only what the source text cannot say, English articles).
    package static func isPartial(_ tag: String, sourceLocale: String) -> Bool {
        tag == sourceLocale || isRegionalVariant(tag)
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

    /// The most parents a chain follows: CLDR's chains are three or four long; the bound
    /// keeps a loop in locale data from hanging a lookup.
    static let maximumChain = 8

    /// A canonical tag and its CLDR parents, nearest first, as ICU's locale data gives them:
    /// `es-MX` → `es-419` → `es`; `pt-AO` → `pt-PT` → `pt`; `en-AU` → `en-001` → `en`;
    /// `zh-HK` → `zh-Hant-HK` → `zh-Hant` (whose parent is the root, not `zh`);
    /// `de-AT-u-nu-latn` → `de-AT` → `de`.
    package static func parentChain(_ canonical: String) -> [String] {
        guard var id = try? ICU.localeID(forTag: canonical) else { return [canonical] }
        // Extensions and private use (`@nu=latn`) are not part of a parent.
        if let keywords = id.firstIndex(of: "@") { id = String(id[..<keywords]) }
        var tags = [canonical]
        if let base = try? ICU.languageTag(forID: id), !tags.contains(base) { tags.append(base) }
        // A region written in another script than the language's usual one: the parent is
        // that script's (zh-HK is zh-Hant-HK, whose parent is zh-Hant; sr-ME is sr-Latn-ME).
        let parts = id.split(separator: "_")
        if parts.count == 2, parts[1].count != 4, let language = parts.first,
            let maximized = try? ICU.maximize(id), let usual = try? ICU.maximize(String(language))
        {
            let script = maximized.split(separator: "_").dropFirst().first
            if let script, script.count == 4, script != usual.split(separator: "_").dropFirst().first {
                id = "\(language)_\(script)_\(parts[1])"
                if let tag = try? ICU.languageTag(forID: id), !tags.contains(tag) { tags.append(tag) }
            }
        }
        for _ in 0..<maximumChain {
            guard let parent = try? ICU.parent(id), !parent.isEmpty, parent != "root", parent != id else { break }
            if let tag = try? ICU.languageTag(forID: parent), !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
            id = parent
        }
        return tags
    }

    /// The catalog locale that stands for a language without a file of its own: one whose
    /// CLDR parents reach the language, the one whose likely script and region match the
    /// request's best (`pt` → `pt-BR` rather than `pt-PT`); nil when none does.
    static func child(of language: String, requested: String, in catalog: Catalog) -> String? {
        func likely(_ tag: String) -> [Substring] {
            guard let id = try? ICU.localeID(forTag: tag), let maximized = try? ICU.maximize(id) else { return [] }
            return maximized.split(separator: "@").first?.split(separator: "_") ?? []
        }
        let wanted = likely(requested)
        var best: (score: Int, locale: String)?
        for locale in catalog.locales.sorted() where locale != catalog.source.sourceLocale && PseudoLocale(tag: locale) == nil {
            let parents = parentChain(locale)
            guard parents.dropFirst().contains(language) else { continue }
            let subtags = likely(locale)
            // Script and region of the maximized forms (`pt_Latn_BR`): script weighs more.
            let script = subtags.count > 1 && wanted.count > 1 && subtags[1] == wanted[1] ? 2 : 0
            let region = subtags.count > 2 && wanted.count > 2 && subtags[2] == wanted[2] ? 1 : 0
            if best == nil || script + region > best?.score ?? 0 { best = (script + region, locale) }
        }
        return best?.locale
    }

    package static func resolve(_ requested: String, in catalog: Catalog) -> LocaleResolution {
        let sourceLocale = catalog.source.sourceLocale
        guard let canonical = canonicalTag(requested) else {
            return LocaleResolution(
                requested: requested, formattingLocale: sourceLocale, chain: [sourceLocale],
                diagnostics: [Diagnostic(.warning, check: "unknown-locale",
                    "\"\(requested)\" is not a valid BCP-47 language tag; using \(sourceLocale)", locale: requested)])
        }
        let candidates = parentChain(canonical)
        var chain = candidates.filter {
            catalog.hasLocalization($0) && $0 != sourceLocale
        }
        let language = candidates.last ?? canonical
        if chain.isEmpty, language != sourceLocale, let child = child(of: language, requested: canonical, in: catalog) {
            // A language with no file of its own, served by the locale CLDR makes its child
            // (Norwegian "no" by "nb", "zh" by "zh-Hans", "pt" by "pt-BR").
            chain = parentChain(child).filter { catalog.hasLocalization($0) && $0 != sourceLocale }
        }
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
