import Foundation
import Testing

/// Runs the built `guidepost snapshot` command: it records, verifies, and fails with a
/// diff when a translator's copy of a localization changes one word.
@Suite(.serialized)
struct SnapshotCommandTests {
    /// The package root, from this file's path (Tests/GuidepostCLISnapshotTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func recordThenVerifyPasses() throws {
        let directory = try TemporaryDirectory()
        let golden = directory.url.appendingPathComponent("golden").path
        let record = try GuidepostExecutable.run(["snapshot", "record", golden])
        #expect(record.status == 0, "\(record.error)")
        // As many as the package keeps: two unit systems per shipped locale.
        let kept = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot
            .appendingPathComponent("Tests/GuidepostSnapshotTests/__Snapshots__/GoldenCorpusSnapshotTests").path)
            .filter { $0.hasPrefix("corpus.") }.count
        #expect(kept >= 14)
        #expect(record.output.contains("recorded \(kept) golden files"), "\(record.output)")

        let verify = try GuidepostExecutable.run(["snapshot", "verify", golden])
        #expect(verify.status == 0, "\(verify.output)\(verify.error)")
        #expect(verify.output.contains("\(kept) golden files match"))

        // A file of a variant that is no longer rendered fails the complete check only.
        let stale = URL(fileURLWithPath: golden).appendingPathComponent("corpus.xx-metric.txt")
        try Data("old\n".utf8).write(to: stale)
        let complete = try GuidepostExecutable.run(["snapshot", "verify", golden])
        #expect(complete.status == 1)
        #expect(complete.output.contains("unexpected: \(stale.path)"))
        let partial = try GuidepostExecutable.run(["snapshot", "verify", golden, "--locale", "ja"])
        #expect(partial.status == 0, "\(partial.output)")
    }

    @Test func verifyFailsWithADiffAfterAOneWordEdit() throws {
        let directory = try TemporaryDirectory()
        let golden = directory.url.appendingPathComponent("golden")
        let record = try GuidepostExecutable.run(["snapshot", "record", golden.path, "--locale", "de", "fr"])
        #expect(record.status == 0, "\(record.error)")

        // A translator's working copy of the shipped German file, with one word changed.
        let shipped = Self.packageRoot.appendingPathComponent("Localizations/de.json")
        let text = try String(contentsOf: shipped, encoding: .utf8)
        let original = "\"links abbiegen\""
        #expect(text.components(separatedBy: original).count == 2, "the edited word must occur once")
        let localizations = directory.url.appendingPathComponent("l10n")
        try FileManager.default.createDirectory(at: localizations, withIntermediateDirectories: true)
        try Data(text.replacingOccurrences(of: original, with: "\"links einbiegen\"").utf8)
            .write(to: localizations.appendingPathComponent("de.json"))

        let verify = try GuidepostExecutable.run(["snapshot", "verify", golden.path, "--locale", "de", "fr",
            "--localizations", localizations.path])
        #expect(verify.status == 1)
        #expect(verify.error.contains("2 golden files of 4 differ"))
        let diff = verify.output.split(separator: "\n").map(String.init)
        #expect(diff.contains("--- \(golden.path)/corpus.de-metric.txt"))
        #expect(diff.contains("+++ rendered/corpus.de-metric.txt"))
        #expect(diff.contains { $0.hasPrefix("@@ -") })
        #expect(diff.contains { $0.hasPrefix("-turn.left ") && $0.contains("⟦links abbiegen⟧{maneuver}") })
        #expect(diff.contains { $0.hasPrefix("+turn.left ") && $0.contains("⟦links einbiegen⟧{maneuver}") })
        #expect(!diff.contains { $0.hasPrefix("+++ rendered/corpus.fr") })
        // Only the lines that name the edited message change.
        #expect(diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.allSatisfy { $0.contains("einbiegen") })

        // Without the edit, the same files still match.
        let clean = try GuidepostExecutable.run(["snapshot", "verify", golden.path, "--locale", "de", "fr"])
        #expect(clean.status == 0, "\(clean.output)")
    }

    @Test func verifyReportsMissingFiles() throws {
        let directory = try TemporaryDirectory()
        let verify = try GuidepostExecutable.run(["snapshot", "verify", directory.url.path, "--locale", "ja"])
        #expect(verify.status == 1)
        #expect(verify.output.contains("missing: \(directory.url.path)/corpus.ja-metric.txt"))
        #expect(verify.output.contains("corpus.ja-imperial.txt"))
    }

    /// The golden files of the Swift snapshot tests are the files the command writes.
    @Test func theCheckedInGoldenFilesVerify() throws {
        let checkedIn = Self.packageRoot.appendingPathComponent("Tests/GuidepostSnapshotTests/__Snapshots__/GoldenCorpusSnapshotTests")
        let verify = try GuidepostExecutable.run(["snapshot", "verify", checkedIn.path])
        #expect(verify.status == 0, "\(verify.output)\(verify.error)")
    }
}

/// The built `guidepost` executable.
enum GuidepostExecutable {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the guidepost executable is not next to the test bundle; run `swift build` first" }
    }

    /// The executable in the build products directory, beside the test bundle.
    static func executable() throws -> URL {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appendingPathComponent("guidepost")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw NotBuilt()
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting: a large diff would fill the pipe and block the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            error: String(decoding: errData, as: UTF8.self))
    }
}

/// A directory under the system's temporary directory, removed when the value is freed.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
