import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export localizations as XLIFF 1.2 or an Apple String Catalog (.xcstrings).",
        discussion: """
            Both formats are laid out as Xcode lays out a String Catalog. A plural on a counted \
            number is Xcode's: variations.plural for a one-argument message (XLIFF ids \
            key|==|plural.few), else a substitution (%4$#@floorCount@, with argNum and \
            formatSpecifier; ids key|==|substitutions.floorCount.plural.few). Variants Xcode has no \
            variation for (select, ordinal, exact values such as =1, outer plurals) become entries \
            of their own keyed "key [select.$1.up]"; the export says how many, and import puts them \
            back together. Placeholders become positional specifiers: $0 is %1$@, a counted number \
            %4$lld (a distance %2$lf). Translator comments and placeholder meanings go in <note> \
            and "comment", states in <target state> and stringUnit states. A locale without a \
            localization exports its own plural slots, untranslated (state new).
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
            var notes: [String] = []
            for tag in locale {
                let export = try Translator.checked { () throws(ExchangeError) in
                    try CatalogExporter().exportWithNotes(catalog, locales: [tag], format: format)
                }
                notes += export.notes
                // The exporter has checked that the tag is a locale identifier, so it is a plain file name.
                files.append((export.text, URL(fileURLWithPath: output).appendingPathComponent("\(tag).\(format.rawValue)")))
            }
            try Translator.write(files)
            for note in notes { IO.err("note: " + note) }
            return
        }
        let export = try Translator.checked { () throws(ExchangeError) in
            try CatalogExporter().exportWithNotes(catalog, locales: locale, format: format)
        }
        try Translator.write(export.text, to: output)
        for note in export.notes { IO.err("note: " + note) }
    }
}
