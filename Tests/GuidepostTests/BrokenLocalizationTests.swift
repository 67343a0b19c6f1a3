import Foundation
import Testing
@testable import Guidepost

/// A half-saved localization file never breaks a build or a tool: the embedder warns where
/// it is broken and leaves it out, the library falls back and says why, lint and coverage
/// report it at its position, and a broken working file is never replaced by a stale copy.
@Suite("Broken localization files")
struct BrokenLocalizationTests {
    /// A working folder with a complete German file and a Finnish one cut off mid-edit.
    static func workingCopy() throws -> (directory: URL, brokenLine: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let localizations = Paths.package.appendingPathComponent("Localizations")
        try FileManager.default.copyItem(at: localizations.appendingPathComponent("de.json"),
            to: directory.appendingPathComponent("de.json"))
        let finnish = try String(contentsOf: localizations.appendingPathComponent("fi.json"), encoding: .utf8)
        let cut = String(finnish.prefix(3_000))
        try cut.write(to: directory.appendingPathComponent("fi.json"), atomically: true, encoding: .utf8)
        return (directory, cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("the embedder warns in the compiler's format, leaves the file out and lists it as broken")
    func embedder() throws {
        let (directory, lastLine) = try Self.workingCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try #require(GuidepostBinary.url?.deletingLastPathComponent().appendingPathComponent("GuidepostEmbedder-tool"))
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build the package first")
        let output = directory.appendingPathComponent("Embedded.swift")
        let process = Process()
        process.executableURL = tool
        process.arguments = [output.path, Paths.package.appendingPathComponent("Templates").path, directory.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        // path:line:column: warning: …, at the end of the cut file.
        let warning = try #require(stderr.split(separator: "\n").first { $0.contains("fi.json:") })
        #expect(warning.hasPrefix(directory.appendingPathComponent("fi.json").path + ":\(lastLine):"), "\(warning)")
        #expect(warning.contains(": warning: not valid JSON"))
        let generated = try String(contentsOf: output, encoding: .utf8)
        #expect(generated.contains("(locale: \"de\", file: \"Localizations/de.json\""))
        #expect(!generated.contains("(locale: \"fi\", file: \"Localizations/fi.json\", text:"))
        #expect(generated.contains("(locale: \"fi\", file: \"Localizations/fi.json\", line: \(lastLine),"))
    }

    @Test("a broken working file replaces the built-in one: the locale falls back and says where")
    func libraryFallsBack() throws {
        let (directory, lastLine) = try Self.workingCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        #expect(catalog.localization("fi") == nil)
        let renderer = try Renderer(locale: "fi", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let problem = try #require(renderer.diagnostics.first { $0.check == "invalid-file" })
        #expect(problem.severity == .error && problem.file?.hasSuffix("fi.json") == true)
        #expect(problem.location?.line == lastLine)
        // Rendered from the fallback, not from the built-in Finnish the file replaces.
        let text = try renderer.render(Instruction(.turn(.left), distance: 200)).text
        #expect(text == "Turn left in 200 m", "\(text)")
    }

    @Test("lint reports the file at its position and fails; coverage lists the locale as broken")
    func tools() throws {
        let (directory, lastLine) = try Self.workingCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lint = try GuidepostBinary.run(["lint", "--localizations", directory.path, "--locale", "fi"])
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("fi.json:\(lastLine):") && lint.stdout.contains(": error: "), "\(lint.stdout)")
        let coverage = try GuidepostBinary.run(["coverage", "--localizations", directory.path])
        #expect(coverage.status == 1)
        #expect(coverage.stdout.contains("fi      broken: "), "\(coverage.stdout)")
    }
}
