import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

/// What the translator commands share: where the working copy is, and how failures exit.
struct LocalizationsOption: ParsableArguments {
    @Option(name: .long, help: "A directory of localization files (the translator's working copy).")
    var localizations: String?

    /// The built-in catalog with the directory's files read over it.
    func overlaidCatalog() throws -> Catalog {
        guard let localizations else { return Catalog.embedded }
        return try Translator.checked { () throws(CatalogError) in
            try Catalog.embedded.overlaying(localizationsAt: URL(fileURLWithPath: localizations))
        }
    }

    /// The catalog whose localizations are exactly the directory's files (or the shipped
    /// ones without a directory): what lint and coverage report on.
    func checkedCatalog() throws -> Catalog {
        guard let localizations else { return Catalog.embedded }
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        return try Translator.checked { () throws(CatalogError) in
            try catalog.overlaying(localizationsAt: URL(fileURLWithPath: localizations))
        }
    }
}

enum Translator {
    /// Exit code for findings (lint problems, a lossy import).
    static let findings = ExitCode(1)
    /// Exit code for usage and I/O errors.
    static let failure = ExitCode(2)

    /// Runs `body`, printing any error and exiting with code 2.
    static func checked<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
        do {
            return try body()
        } catch {
            IO.err(String(describing: error))
            throw failure
        }
    }

    /// Writes a file through a temporary file in the same directory, or to standard output for "-".
    static func write(_ text: String, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let destination = URL(fileURLWithPath: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            IO.err("\(path): error: cannot write: \(error.localizedDescription)")
            throw failure
        }
        guard rename(temporary.path, destination.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            IO.err("\(path): error: cannot move the new file into place")
            throw failure
        }
    }

    /// A JSON string literal (control and invisible characters escaped).
    static func quote(_ text: String) -> String { TextForm.jsonString(text) }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension ExchangeFormat: ExpressibleByArgument {}
