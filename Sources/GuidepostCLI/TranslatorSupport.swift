import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Why a locale's file cannot be read (not valid JSON, half-saved, another locale's),
    /// at its position; empty when it reads or there is none.
    static func brokenFileDiagnostics(_ catalog: Catalog, tag: String) -> [Diagnostic] {
        guard catalog.localization(tag) == nil, catalog.locales.contains(tag) else { return [] }
        return catalog.diagnostics.filter { diagnostic in
            diagnostic.severity >= .error && (diagnostic.file?.hasSuffix("/\(tag).json") == true || diagnostic.file == "\(tag).json")
        }
    }

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

    /// Writes a file through a flushed temporary file in the same directory, or to
    /// standard output for "-".
    static func write(_ text: String, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try write([(text, URL(fileURLWithPath: path))])
    }

    /// Writes files of one directory all together or none (see `FileTransaction`), with
    /// SIGINT and SIGTERM held off until the files are in place or rolled back.
    static func write(_ files: [(text: String, url: URL)]) throws {
        guard let directory = files.first?.url.deletingLastPathComponent() else { return }
        let changes = files.map { FileTransaction.Change(name: $0.url.lastPathComponent, bytes: Array($0.text.utf8)) }
        do {
            try deferringTermination { () throws(FileTransaction.Failure) in
                try FileTransaction.replace(changes, in: directory)
            }
        } catch {
            IO.err("\(directory.appendingPathComponent(error.file).path): error: \(error.message)")
            throw failure
        }
    }

    /// Runs `body` with SIGINT, SIGTERM, SIGHUP and SIGQUIT held: one that arrives while
    /// files are being staged and renamed is delivered when `body` returns, after the
    /// files are in place or rolled back and every temporary file is removed, so an
    /// interrupted import leaves neither half the files nor `.name.PID.tmp` behind.
    static func deferringTermination<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var held = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// A JSON string literal (control and invisible characters escaped).
    static func quote(_ text: String) -> String { TextForm.jsonString(text) }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension ExchangeFormat: ExpressibleByArgument {}
