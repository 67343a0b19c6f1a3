import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a locale: write a localization file with every message as a slot to fill.",
        discussion: """
            Writes <localizations>/<locale>.json: every message of the source catalog with an \
            empty text to fill, shaped as the source is, with the locale's own plural categories \
            (CLDR, from ICU) where the source uses plural or ordinal variants, and a "context" \
            object with each message's source text, comment and placeholder meanings. A message \
            with an empty text left counts as untranslated: the file renders (falling back), \
            lints and exports from the start. An existing file is never overwritten.
            """
    )

    @Argument(help: "The locale to start: a BCP-47 tag (pl, pt-BR) or an Apple/ICU identifier (pt_BR).")
    var locale: String

    @Option(name: .long, help: "The directory to write the file into (default: Localizations).")
    var localizations: String = "Localizations"

    func run() throws {
        guard let tag = LocaleResolver.canonicalTag(locale) else {
            IO.err("error: \"\(locale)\" is not a locale identifier (use a BCP-47 tag such as pl or pt-BR)")
            throw Translator.failure
        }
        let directory = URL(fileURLWithPath: localizations)
        let name = tag + ".json"
        let path = directory.appendingPathComponent(name).path
        guard !FileManager.default.fileExists(atPath: path) else {
            IO.err("error: \(path) exists; init never overwrites a localization")
            throw Translator.failure
        }
        let text = LocaleSkeleton.text(locale: tag, source: Catalog.embedded.source)
        try Translator.checked { () throws(FileTransaction.Failure) in
            try FileTransaction.replace([FileTransaction.Change(name: name, bytes: Array(text.utf8))], in: directory)
        }
        let count = Catalog.embedded.source.messages.count
        IO.out("""
            wrote \(path): \(count) messages to translate
            next:
              fill the empty texts (each message's source, comment and placeholders are in "context")
              guidepost lint --localizations \(localizations) --locale \(tag)
              guidepost preview --localizations \(localizations) --locale \(tag) --html \(tag).html
              guidepost coverage --localizations \(localizations)
              guidepost export --format xliff --locale \(tag) --output \(tag).xliff --localizations \(localizations)
            """)
    }
}
