import Guidepost

/// Checks localizations against the source catalog and ICU's plural rules, the way a
/// translator wants before shipping: every finding with file, line and column.
///
/// It runs `MessageCompiler`'s checks on every translation (placeholders the source
/// lacks or a variant lost, `$` syntax, plural categories the locale needs or never
/// uses, select values, bidi balance) and adds its own: unknown keys, missing keys, a
/// translation identical to the source, one much longer than the source.
///
/// ```swift
/// let findings = CatalogLinter().lint(Catalog.embedded)
/// findings.forEach { print($0) }   // Localizations/de.json:14:22: error: … [missing-placeholder]
/// ```
public struct CatalogLinter: Sendable {
    /// What the linter checks and how strictly.
    public struct Options: Sendable {
        /// A translation whose text is longer than the source's by more than this factor is
        /// reported (`too-long`). Valid: a finite number greater than 0.
        public var maximumLengthFactor: Double
        /// Source texts shorter than this many characters are measured as if this long, so
        /// a short word may become a short phrase ("past" → "en passant devant"). Valid: 0 or more.
        public var shortTextAllowance: Int
        /// Whether the files are an app's overrides, which hold only the messages they
        /// change: only what they contain is checked (no `missing-key`).
        public var overrides: Bool

        /// Creates options; `CatalogLinter(options:)` checks them.
        public init(maximumLengthFactor: Double = 2.0, shortTextAllowance: Int = 20, overrides: Bool = false) {
            self.maximumLengthFactor = maximumLengthFactor
            self.shortTextAllowance = shortTextAllowance
            self.overrides = overrides
        }

        /// A factor of 2, short texts measured as 10 characters.
        public static let `default` = Options()

        /// Checks that every option is in its valid range.
        ///
        /// - Throws: `CatalogLinter.OptionsError` naming the first option that is not.
        public func validate() throws(OptionsError) {
            guard maximumLengthFactor.isFinite, maximumLengthFactor > 0 else {
                throw OptionsError(option: "maximumLengthFactor",
                    message: "must be a finite number greater than 0, not \(maximumLengthFactor)")
            }
            guard shortTextAllowance >= 0 else {
                throw OptionsError(option: "shortTextAllowance", message: "must be 0 or more, not \(shortTextAllowance)")
            }
        }
    }

    /// An option outside its valid range.
    public struct OptionsError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The option's name, as `Options` spells it.
        public var option: String
        /// What is wrong with its value.
        public var message: String

        public var description: String { "\(option) \(message)" }
    }

    /// The options in effect, valid by construction.
    public private(set) var options: Options

    /// Creates a linter with the default options.
    public init() {
        self.options = .default
    }

    /// Creates a linter.
    ///
    /// - Throws: `OptionsError` for an option outside its valid range (a negative, zero,
    ///   infinite or NaN `maximumLengthFactor`, a negative `shortTextAllowance`).
    public init(options: Options) throws(OptionsError) {
        try options.validate()
        self.options = options
    }

    /// Checks the catalog's localizations (all but the pseudo-locales, or only `locales`),
    /// and reports any file that could not be loaded. Findings are sorted by file and position.
    ///
    /// - Parameter locales: BCP-47 tags to check; empty checks every localization.
    public func lint(_ catalog: Catalog, locales: [String] = []) -> [Diagnostic] {
        var findings = catalog.diagnostics.filter { $0.severity >= .warning && $0.file != catalog.source.file }
        let wanted = Set(locales.map { LocaleResolver.canonicalTag($0) ?? $0 })
        for tag in catalog.localizations.keys.sorted() where PseudoLocale(tag: tag) == nil {
            guard wanted.isEmpty || wanted.contains(tag), let localization = catalog.localizations[tag] else { continue }
            // The grammar of the locales it falls back to applies to it too (pt-PT renders with
            // pt's forms): their always-known forms need no fallback in its messages either.
            var inherited: Set<String> = []
            for parent in LocaleResolver.parentChain(tag).dropFirst() {
                guard let file = catalog.localizations[parent] else { continue }
                var ignored: [Diagnostic] = []
                inherited.formUnion(Grammar(file.root["grammar"], file: file.file, locale: parent, diagnostics: &ignored)
                    .alwaysKnownForms)
            }
            findings += lint(localization, tag: tag, source: catalog.source, inheritedForms: inherited)
        }
        return findings.sorted(by: Self.order)
    }

    /// Checks one localization against the source catalog.
    public func lint(_ localization: Localization, source: SourceCatalog) -> [Diagnostic] {
        let tag = LocaleResolver.canonicalTag(localization.locale) ?? localization.locale
        return lint(localization, tag: tag, source: source).sorted(by: Self.order)
    }

    private func lint(_ localization: Localization, tag: String, source: SourceCatalog, inheritedForms: Set<String> = [])
        -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        let file = localization.file
        let categories = PluralSamples.categories(for: tag)
        var present: Set<String> = []
        // The file's grammar: its problems are findings, and the forms it always gives need no fallback.
        let grammar = Grammar(localization.root["grammar"], file: file, locale: tag, diagnostics: &findings)
        let known = grammar.alwaysKnownForms.union(inheritedForms)
        for entry in localization.entries {
            present.insert(entry.key)
            guard let definition = source.message(entry.key) else {
                findings.append(Diagnostic(.warning, check: "unknown-key",
                    "the source catalog has no message \"\(entry.key)\"", file: file, location: entry.keyLocation,
                    locale: tag, key: entry.key))
                continue
            }
            var compiler = MessageCompiler(
                file: file, locale: tag, key: entry.key, placeholders: definition.placeholders,
                cardinalCategories: categories.cardinal, ordinalCategories: categories.ordinal,
                isFormAlwaysKnown: { [known] in known.contains($0) })
            let compiled = compiler.compile(entry.value)
            findings += compiler.diagnostics
            guard compiled != nil else { continue }
            if isIdentical(entry.value, definition.source) {
                findings.append(Diagnostic(.warning, check: "identical-to-source",
                    "the translation is the same as the source text", file: file, location: entry.value.location,
                    locale: tag, key: entry.key))
            }
            let translatedLength = Self.longestText(entry.value)
            let sourceLength = Self.longestText(definition.source)
            if Double(translatedLength) > Double(max(sourceLength, options.shortTextAllowance)) * options.maximumLengthFactor {
                let factor = Double(translatedLength) / Double(max(sourceLength, 1))
                findings.append(Diagnostic(.warning, check: "too-long",
                    "the translation is \(Self.format(factor)) times as long as the source (\(translatedLength) characters against \(sourceLength)); the limit is \(Self.format(options.maximumLengthFactor))",
                    file: file, location: entry.value.location, locale: tag, key: entry.key))
            }
        }
        // A partial file (a regional variant, the source language's own) holds only what differs.
        let missing = LocaleResolver.isPartial(tag, sourceLocale: source.sourceLocale) || options.overrides
            ? [] : source.messages.map(\.key).filter { !present.contains($0) }
        let messagesLocation = localization.root.members?.first(where: { $0.key == "messages" })?.keyLocation
        // Where a missing message belongs: after the nearest message before it in the source
        // that the file has (one pass over the source, in its order).
        let missingSet = Set(missing)
        let entries = Dictionary(localization.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var previous: JSONMember?
        for key in source.messages.map(\.key) {
            if !missingSet.contains(key) {
                if let entry = entries[key] { previous = entry }
                continue
            }
            let place = previous.map { "; it belongs after \"\($0.key)\"" } ?? "; it belongs first in \"messages\""
            findings.append(Diagnostic(.warning, check: "missing-key",
                "no translation of \"\(key)\" (the source has it)" + place, file: file,
                location: previous?.keyLocation ?? messagesLocation, locale: tag, key: key))
        }
        return Self.applyingAcceptances(localization.root["lint"], to: findings, file: file, tag: tag)
    }

    /// The warnings a translator may accept for a message in the file's `"lint"` object,
    /// having judged them right for the language (a sentence that names a landmark's kind is
    /// longer than the English; "Total" is Catalan too). Errors and missing messages cannot be.
    public static let acceptableChecks: Set<String> = [
        "too-long", "identical-to-source", "plural-extra-category", "form-without-fallback", "highlight-lost",
    ]

    /// Turns the warnings the file accepts (`"lint": {"accepted": {"key": ["too-long"]}}`)
    /// into notes, and reports acceptances that are malformed, not acceptable, or that no
    /// longer match a finding (so that they do not outlive the text they were made for).
    private static func applyingAcceptances(_ node: JSONNode?, to findings: [Diagnostic], file: String, tag: String)
        -> [Diagnostic]
    {
        guard let node else { return findings }
        var findings = findings
        func problem(_ message: String, at location: SourceLocation, key: String? = nil) {
            findings.append(Diagnostic(.warning, check: "invalid-lint", message, file: file, location: location,
                locale: tag, key: key))
        }
        guard node.members != nil, let accepted = node["accepted"] else {
            problem("\"lint\" must be an object with \"accepted\": {\"message key\": [\"check\", …]}", at: node.location)
            return findings
        }
        guard let members = accepted.members else {
            problem("\"accepted\" must be an object of message keys, each with a list of checks", at: accepted.location)
            return findings
        }
        for member in members {
            guard let checks = member.value.array, checks.allSatisfy({ $0.string != nil }) else {
                problem("the checks accepted for \"\(member.key)\" must be a list of check names", at: member.value.location,
                    key: member.key)
                continue
            }
            for checkNode in checks {
                guard let check = checkNode.string else { continue }
                guard acceptableChecks.contains(check) else {
                    problem("\(check) cannot be accepted (only \(acceptableChecks.sorted().joined(separator: ", ")))",
                        at: checkNode.location, key: member.key)
                    continue
                }
                var matched = false
                for index in findings.indices
                where findings[index].key == member.key && findings[index].check == check && findings[index].severity == .warning
                    && findings[index].file == file
                {
                    findings[index].severity = .note
                    findings[index].message = "accepted in the file: " + findings[index].message
                    matched = true
                }
                if !matched {
                    findings.append(Diagnostic(.warning, check: "accepted-unused",
                        "\(check) is accepted for \"\(member.key)\" but lint no longer finds it; remove the acceptance",
                        file: file, location: checkNode.location, locale: tag, key: member.key))
                }
            }
        }
        return findings
    }

    /// Whether a translation repeats the source word for word (texts without letters,
    /// such as `$0 $1`, do not count).
    /// Whether a translation is the source text, letter case aside (templates are written
    /// mid-sentence and capitalized when rendered, so "Start your route" is still the source).
    private func isIdentical(_ translation: JSONNode, _ source: JSONNode) -> Bool {
        let text = JSONWriter.compact(translation)
        guard text.lowercased() == JSONWriter.compact(source).lowercased() else { return false }
        return Self.strings(in: translation).contains { string in
            string.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }

    static func strings(in node: JSONNode) -> [String] {
        switch node.value {
        case .string(let text): [text]
        case .object(let members):
            members.filter { !["plural", "ordinal", "select"].contains($0.key) }.flatMap { strings(in: $0.value) }
        default: []
        }
    }

    /// The length in characters of the longest text of a message, placeholders counted as one
    /// (a value spelled out in the translation, `$0{первый}`, too: it stands where the source
    /// has a placeholder).
    static func longestText(_ node: JSONNode) -> Int {
        strings(in: node).map { text in
            guard let segments = try? TemplateParser.parse(text) else { return text.count }
            return segments.reduce(0) { total, segment in
                switch segment {
                case .literal(let literal): total + literal.count
                case .placeholder: total + typicalValueLength
                case .spelled(_, let words, _): total + words.count
                }
            }
        }.max() ?? 0
    }

    /// The characters a placeholder is counted as: a typical inserted value ("Starbucks",
    /// "200 m"), so that lengths compare as users read them, not as templates are written
    /// ("Start at $0" is not a third of "Vyjděte od obchodu $0" on screen).
    static let typicalValueLength = 8

    /// A factor to two decimals, "3.75". Factors are positive (options are validated, and
    /// lengths are not negative); below a hundredth (which would read "0") and beyond
    /// 10^15 hundredths (where the conversion to `Int` would lose digits or trap), the
    /// plain `Double` text is written instead.
    static func format(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, scaled >= 1, scaled < 1e15 else { return "\(value)" }
        let hundredths = Int(scaled)
        var text = "\(hundredths / 100)"
        if hundredths % 100 != 0 {
            let fraction = String(hundredths % 100)
            text += "." + String(repeating: "0", count: max(0, 2 - fraction.count)) + fraction
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }

    static func order(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        if lhs.key != rhs.key { return (lhs.key ?? "") < (rhs.key ?? "") }
        return lhs.check < rhs.check
    }
}

/// How far a locale's translation has come: the share of source messages it translates,
/// what it lacks, and how many lint findings it has.
public struct CoverageReport: Hashable, Sendable {
    /// One locale's figures.
    public struct Entry: Hashable, Sendable {
        /// The locale's tag.
        public var locale: String
        /// The file it was read from.
        public var file: String
        /// Source messages the localization translates.
        public var translated: Int
        /// Messages in the source catalog.
        public var total: Int
        /// Source keys the localization lacks, in source order.
        public var missingKeys: [String]
        /// Lint errors in the localization.
        public var errors: Int
        /// Lint warnings in the localization (missing keys included).
        public var warnings: Int
        /// Entries of the file's noun lexicon (`grammar.nouns`): the head nouns whose
        /// articles and forms the locale knows.
        public var nouns = 0

        /// `translated / total`, from 0 to 1.
        public var share: Double { total == 0 ? 1 : Double(translated) / Double(total) }
    }

    /// A row per localization, by tag.
    public var entries: [Entry]

    /// Measures every localization of the catalog but the pseudo-locales.
    public init(catalog: Catalog, linter: CatalogLinter = CatalogLinter()) {
        let sourceKeys = catalog.source.messages.map(\.key)
        var entries: [Entry] = []
        var ignored: [Diagnostic] = []  // lint reports them
        for tag in catalog.localizations.keys.sorted() where PseudoLocale(tag: tag) == nil {
            guard let localization = catalog.localizations[tag] else { continue }
            var keys = Set(localization.keys)
            // A regional variant (en-GB) is covered where its language's file (or, for the
            // source language, the source itself) has the message.
            if LocaleResolver.isRegionalVariant(tag), let language = tag.split(separator: "-").first.map(String.init) {
                keys.formUnion(language == catalog.source.sourceLocale
                    ? sourceKeys : catalog.localizations[language]?.keys ?? [])
            }
            let findings = linter.lint(localization, source: catalog.source)
            entries.append(Entry(
                locale: tag, file: localization.file, translated: sourceKeys.filter(keys.contains).count,
                total: sourceKeys.count, missingKeys: sourceKeys.filter { !keys.contains($0) },
                errors: findings.filter { $0.severity == .error }.count,
                warnings: findings.filter { $0.severity == .warning }.count,
                nouns: Grammar(localization.root["grammar"], file: localization.file, locale: tag, diagnostics: &ignored,
                    compileEagerly: false).nouns.count))
        }
        self.entries = entries
    }
}
