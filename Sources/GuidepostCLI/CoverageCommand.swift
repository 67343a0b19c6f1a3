import ArgumentParser
import Guidepost
import GuidepostTranslation

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show per locale the share of messages translated, the missing keys and the lint findings.",
        discussion: "Exit code 0 when every locale is complete and clean, 1 otherwise, 2 on errors."
    )

    @OptionGroup var localizations: LocalizationsOption

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let catalog = try localizations.checkedCatalog()
        let report = CoverageReport(catalog: catalog)
        // Locales whose file cannot be read: listed as broken, with where.
        let covered = Set(report.entries.map(\.locale))
        let broken = catalog.locales.filter { !covered.contains($0) && $0 != catalog.source.sourceLocale }
            .compactMap { tag in Translator.brokenFileDiagnostics(catalog, tag: tag).first.map { (tag, $0) } }
        switch format {
        case .text:
            IO.out(Translator.pad("locale", 8) + Translator.pad("translated", 12) + Translator.pad("messages", 10)
                + Translator.pad("missing", 9) + Translator.pad("errors", 8) + Translator.pad("warnings", 10) + "nouns")
            for entry in report.entries {
                let percent = String(Int((entry.share * 100).rounded(.down))) + "%"
                IO.out(Translator.pad(entry.locale, 8) + Translator.pad(percent, 12)
                    + Translator.pad("\(entry.translated)/\(entry.total)", 10) + Translator.pad(String(entry.missingKeys.count), 9)
                    + Translator.pad(String(entry.errors), 8) + Translator.pad(String(entry.warnings), 10) + String(entry.nouns))
            }
            for (tag, problem) in broken {
                IO.out(Translator.pad(tag, 8) + "broken: " + problem.description)
            }
            for entry in report.entries where !entry.missingKeys.isEmpty {
                IO.out("")
                IO.out("\(entry.locale) lacks: " + entry.missingKeys.joined(separator: ", "))
            }
        case .json:
            let rows = report.entries.map { entry in
                "{\"locale\": \(Translator.quote(entry.locale)), \"file\": \(Translator.quote(entry.file)), "
                    + "\"translated\": \(entry.translated), \"total\": \(entry.total), "
                    + "\"missing\": [" + entry.missingKeys.map(Translator.quote).joined(separator: ", ") + "], "
                    + "\"errors\": \(entry.errors), \"warnings\": \(entry.warnings), \"nouns\": \(entry.nouns)}"
            }
            let brokenRows = broken.map { tag, problem in
                "{\"locale\": \(Translator.quote(tag)), \"broken\": \(Translator.quote(problem.description))}"
            }
            IO.out("[" + (rows + brokenRows).joined(separator: ",\n ") + "]")
        }
        if !broken.isEmpty || report.entries.contains(where: { !$0.missingKeys.isEmpty || $0.errors > 0 || $0.warnings > 0 }) {
            throw Translator.findings
        }
    }
}
