import Foundation
import Testing

/// Runs the built `guidepost` executable, as swift-argument-parser's `AssertExecuteCommand`
/// does: it lives in the build products directory next to the test bundle.
enum GuidepostBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let url: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let binary = directory.appendingPathComponent("guidepost")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: binary.path)
                {
                    return binary
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs the tool with arguments, in the package directory.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let binary = try #require(url, "build the executable first: swift build --product guidepost", sourceLocation: sourceLocation)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: outURL.path, contents: nil), sourceLocation: sourceLocation)
        try #require(FileManager.default.createFile(atPath: errURL.path, contents: nil), sourceLocation: sourceLocation)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Paths.package
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

enum Paths {
    /// The package's root directory.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let localizations = package.appendingPathComponent("Localizations")

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
