import ArgumentParser
import Guidepost
import GuidepostTranslation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check localizations for mistakes, as file:line:column: severity: message [check].",
        discussion: """
            Checks: unknown-placeholder, missing-placeholder, placeholder-syntax, \
            plural-missing-category / plural-extra-category (and ordinal-…, from ICU's rules \
            for the locale), plural-missing-other, select-missing-value, select-unknown-value, \
            invalid-variant, bidi-unbalanced, identical-to-source, too-long, unknown-key, \
            missing-key, invalid-file, invalid-view, form-without-fallback, highlight-lost, \
            invalid-grammar, unused-pattern, case-folded-set, invalid-lint, accepted-unused. A missing message is reported where \
            it belongs (after the message before it in the source). With findings, a last line \
            counts them. Exit code 0 when clean, 1 with findings, 2 on errors.
            """
    )

    @OptionGroup var localizations: LocalizationsOption

    @Option(name: .long, parsing: .upToNextOption, help: "Locales to check (default: every localization).")
    var locale: [String] = []

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("max-length-factor"), help: "Warn when a translation is this many times longer than the source.")
    var maxLengthFactor: Double = CatalogLinter.Options.default.maximumLengthFactor

    @Flag(name: .long, help: "The files are an app's overrides: check only the messages they contain (no missing-key).")
    var overrides = false

    func validate() throws {
        _ = try linter()
    }

    /// The linter for the options given; the library decides which values are valid.
    private func linter() throws -> CatalogLinter {
        do {
            return try CatalogLinter(options: .init(maximumLengthFactor: maxLengthFactor, overrides: overrides))
        } catch {
            throw ValidationError("--max-length-factor must be a finite number greater than 0, not \(maxLengthFactor)")
        }
    }

    func run() throws {
        let catalog = try localizations.checkedCatalog()
        let linter = try linter()
        for tag in locale where catalog.localizations[tag] == nil && !catalog.localizations.values.contains(where: { $0.locale == tag }) {
            // A file that cannot be read is an error at its position, not a missing locale.
            let problems = Translator.brokenFileDiagnostics(catalog, tag: tag)
            if !problems.isEmpty {
                for problem in problems { IO.out(problem.description) }
                throw Translator.findings
            }
            let directory = localizations.localizations ?? "Localizations"
            IO.err("error: no localization for \(tag) yet; start one with: guidepost init \(tag) --localizations \(directory)")
            throw Translator.failure
        }
        let all = linter.lint(catalog, locales: locale)
        // Warnings a file accepts are notes: listed in JSON, counted in the text summary.
        let findings = all.filter { $0.severity >= .warning }
        let accepted = all.count - findings.count
        switch format {
        case .text:
            for finding in findings { IO.out(finding.description) }
            if !findings.isEmpty {
                let errors = findings.filter { $0.severity >= .error }.count
                let files = Set(findings.map { $0.file ?? "" }).count
                IO.out("\(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s") "
                    + "in \(files) file\(files == 1 ? "" : "s")" + (accepted == 0 ? "" : " (\(accepted) accepted in the files)"))
            }
            if findings.isEmpty {
                let checked = locale.isEmpty ? catalog.localizations.values.map(\.locale).sorted() : locale
                IO.out("clean: \(checked.count) localization\(checked.count == 1 ? "" : "s") (\(checked.joined(separator: ", "))), "
                    + "\(catalog.source.messages.count) messages, no findings"
                    + (accepted == 0 ? "" : " (\(accepted) accepted in the files)"))
            }
        case .json:
            IO.out("[" + all.map(Self.json).joined(separator: ",\n ") + "]")
        }
        if !findings.isEmpty { throw Translator.findings }
    }

    static func json(_ finding: Diagnostic) -> String {
        var fields = [
            "\"severity\": " + Translator.quote(finding.severity.rawValue),
            "\"check\": " + Translator.quote(finding.check),
            "\"message\": " + Translator.quote(finding.message),
        ]
        fields.append("\"file\": " + (finding.file.map(Translator.quote) ?? "null"))
        fields.append("\"line\": " + (finding.location.map { String($0.line) } ?? "null"))
        fields.append("\"column\": " + (finding.location.map { String($0.column) } ?? "null"))
        fields.append("\"locale\": " + (finding.locale.map(Translator.quote) ?? "null"))
        fields.append("\"key\": " + (finding.key.map(Translator.quote) ?? "null"))
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
