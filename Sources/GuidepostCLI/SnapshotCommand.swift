import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write or check golden text files of the built-in corpus in every locale.",
        discussion: """
            The corpus covers every instruction kind, template variant, select value and plural \
            category. Each locale is rendered in the unit systems its readers use, one file per \
            locale and unit system (corpus.<locale>-<units>.txt), in the same text form as \
            `guidepost render --format text --roles` and the package's snapshot tests. With \
            --localizations, a translator's working copy is rendered over the built-in \
            translations, so `verify` shows the effect of an edit as a diff.
            """,
        subcommands: [Record.self, Verify.self]
    )

    /// The arguments both subcommands take.
    struct Arguments: ParsableArguments {
        @Argument(help: "The directory of golden files.")
        var directory: String

        @Option(name: .long, parsing: .upToNextOption, help: "Locales to render (default: every shipped locale and en-GB).")
        var locale: [String] = []

        @Option(name: .long, help: "A directory of localization files read over the built-in ones.")
        var localizations: String?

        /// The golden documents, by file name, in corpus order.
        func documents() throws -> [(file: String, text: String)] {
            var catalog = Catalog.embedded
            if let localizations {
                catalog = try catalog.overlaying(localizationsAt: URL(fileURLWithPath: localizations))
                for diagnostic in catalog.diagnostics where diagnostic.severity >= .warning {
                    IO.err(diagnostic.description)
                }
            }
            return try GoldenCorpus.variants(locales: locale, catalog: catalog).map { variant in
                (variant.fileName, try GoldenCorpus.document(for: variant, catalog: catalog))
            }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the corpus and write its golden files, replacing any there.")

        @OptionGroup var arguments: Arguments

        func run() throws {
            let directory = URL(fileURLWithPath: arguments.directory, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError("cannot create \(arguments.directory): \(error.localizedDescription)")
            }
            let documents = try arguments.documents()
            for document in documents {
                let url = directory.appendingPathComponent(document.file)
                do {
                    try Data(document.text.utf8).write(to: url, options: .atomic)
                } catch {
                    throw CLIError("cannot write \(url.path): \(error.localizedDescription)")
                }
            }
            IO.out("recorded \(documents.count) golden files in \(arguments.directory)")
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the corpus and compare it with the golden files; print a diff and fail on any difference.")

        @OptionGroup var arguments: Arguments

        func run() throws {
            let directory = URL(fileURLWithPath: arguments.directory, isDirectory: true)
            let documents = try arguments.documents()
            var differing = 0
            for document in documents {
                let path = directory.appendingPathComponent(document.file).path
                guard let data = FileManager.default.contents(atPath: path) else {
                    IO.out("missing: \(path) (run `guidepost snapshot record` to write it)")
                    differing += 1
                    continue
                }
                // Bytes, not String equality: Swift compares strings up to canonical
                // equivalence, and a golden file must also keep its normalization.
                if data == Data(document.text.utf8) { continue }
                differing += 1
                let diff = LineDiff(old: String(decoding: data, as: UTF8.self), new: document.text)
                if diff.isEmpty {
                    IO.out("differs only in its final newline or Unicode normalization: \(path)")
                } else {
                    IO.out(String(diff.unified(oldName: path, newName: "rendered/\(document.file)").dropLast()))
                }
            }
            // Without --locale the corpus is complete, so any other corpus file is left over
            // from a locale or unit system that is no longer rendered.
            if arguments.locale.isEmpty {
                let expected = Set(documents.map(\.file))
                let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                for name in present.sorted() where name.hasPrefix("corpus.") && name.hasSuffix(".txt") && !expected.contains(name) {
                    IO.out("unexpected: \(directory.appendingPathComponent(name).path) (no longer rendered; delete it)")
                    differing += 1
                }
            }
            if differing > 0 {
                IO.err("\(differing) golden file\(differing == 1 ? "" : "s") of \(documents.count) differ")
                throw ExitCode(1)
            }
            IO.out("\(documents.count) golden files match")
        }
    }
}
