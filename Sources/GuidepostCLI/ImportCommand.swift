import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an XLIFF file or String Catalog into localization files.",
        discussion: """
            Writes one <locale>.json per target language, in the layout of the shipped files, \
            keeping the key order of an existing file. A target language must be a locale \
            identifier (BCP-47, like de or pt-BR); its canonical form names the file. When the \
            import would lose data (a key the source catalog lacks, a variation the files cannot \
            express, a message or any plural/select variant the import would remove), it lists \
            what and writes nothing (exit code 1) unless --force. Files are written all or none: \
            each is staged and flushed, then all are renamed into place, and a failed rename puts \
            the earlier ones back. An existing .json that is not the localization of that locale \
            is never replaced (exit code 2). Files the import gives unchanged are not rewritten.
            """
    )

    @Argument(help: "The .xliff/.xlf or .xcstrings file.")
    var path: String

    @Option(name: .long, help: "The localizations directory to write into.")
    var localizations: String = "Localizations"

    @Option(name: .long, help: "xliff or xcstrings (default: from the file's extension).")
    var format: ExchangeFormat?

    @Flag(name: .long, help: "Write even when the import loses data.")
    var force = false

    func run() throws {
        guard let format = format ?? ExchangeFormat(pathExtension: URL(fileURLWithPath: path).pathExtension) else {
            IO.err("\(path): error: cannot tell the format from the extension; pass --format xliff or xcstrings")
            throw Translator.failure
        }
        let text = try Translator.checked { () throws(CLIError) in
            do { return try IO.readInput(path) } catch let error as CLIError { throw error } catch { throw CLIError("\(error)") }
        }
        let directory = URL(fileURLWithPath: localizations)
        let importer = CatalogImporter(source: Catalog.embedded.source)
        let plan = try Translator.checked { () throws(ExchangeError) in
            try importer.plan(text: text, file: path, format: format, existingDirectory: directory)
        }
        for finding in plan.errors { IO.err(finding.description) }
        for loss in plan.losses { IO.err("warning: " + loss) }
        if !plan.errors.isEmpty {
            IO.err("error: the import has broken translations; nothing was written (fix them in the exchange file and import again)")
            throw Translator.findings
        }
        if !plan.losses.isEmpty && !force {
            IO.err("error: the import would lose data; nothing was written (use --force to import anyway)")
            throw Translator.findings
        }
        let outcome = try Translator.checked { () throws(ExchangeError) in
            try Translator.deferringTermination { () throws(ExchangeError) in
                try CatalogImporter.write(plan, to: directory, force: true)
            }
        }
        for name in outcome.written { IO.out("wrote " + directory.appendingPathComponent(name).path) }
        for name in outcome.unchanged { IO.out("unchanged " + directory.appendingPathComponent(name).path) }
    }
}
