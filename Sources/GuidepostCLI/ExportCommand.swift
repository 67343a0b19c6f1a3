import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export localizations as XLIFF 1.2 or an Apple String Catalog (.xcstrings).",
        discussion: """
            XLIFF has one trans-unit per message and per plural or select variant (id \
            key|==|plural.$3.few), the translator comment in <note> and the state in <target state>. \
            String Catalogs keep plural variations under CLDR names. Placeholders become \
            positional specifiers: $0 is %1$@. A locale without a localization exports untranslated.
            """
    )

    @Option(name: .long, help: "xliff or xcstrings.")
    var format: ExchangeFormat

    @Option(name: .long, parsing: .upToNextOption, help: "Locales to export.")
    var locale: [String]

    @Option(name: .long, help: "The file to write, - for standard output, or an existing directory for one <locale>.<format> file per locale.")
    var output: String

    @OptionGroup var localizations: LocalizationsOption

    func validate() throws {
        guard !locale.isEmpty else { throw ValidationError("name at least one --locale") }
    }

    func run() throws {
        let catalog = try localizations.overlaidCatalog()
        for diagnostic in catalog.diagnostics where diagnostic.severity == .error { IO.err(diagnostic.description) }
        var isDirectory: ObjCBool = false
        if output != "-", FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            // Every locale is exported before any file is written, and the files are written
            // together: a locale that cannot be exported leaves the directory as it was.
            var files: [(text: String, url: URL)] = []
            for tag in locale {
                let text = try Translator.checked { () throws(ExchangeError) in
                    try CatalogExporter().export(catalog, locales: [tag], format: format)
                }
                // The exporter has checked that the tag is a locale identifier, so it is a plain file name.
                files.append((text, URL(fileURLWithPath: output).appendingPathComponent("\(tag).\(format.rawValue)")))
            }
            try Translator.write(files)
            return
        }
        let text = try Translator.checked { () throws(ExchangeError) in
            try CatalogExporter().export(catalog, locales: locale, format: format)
        }
        try Translator.write(text, to: output)
    }
}
