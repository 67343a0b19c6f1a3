import Foundation
import GuidepostFuzzing
import Testing

/// Replays what fuzzing found and started from, through the same entry the libFuzzer binaries
/// call (`FuzzTarget.run`), so `swift test` keeps every crash `Scripts/fuzz` ever saved fixed.
///
/// Each input runs in a child process (an exit test): an input that still traps fails its own
/// test, with the runtime's message, instead of taking the whole test run down.
/// Without AddressSanitizer, only Swift traps and broken promises replay; a memory error in
/// the C shim needs `swift test --sanitize=address --filter FuzzRegression` or the fuzz binary.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// An input saved under Tests/Fuzz/<kind>/<target>/.
    struct SavedInput: CustomTestStringConvertible, Sendable {
        var target: String
        /// The path from the package root, as a failure names it.
        var path: String
        var testDescription: String { path }
    }

    static let fuzzDirectory = Paths.package.appendingPathComponent("Tests/Fuzz")

    /// Every file in Tests/Fuzz/<kind>/<target>/, sorted so runs list them in one order.
    static func inputs(_ kind: String) -> [SavedInput] {
        FuzzTarget.allCases.flatMap { target in
            let directory = fuzzDirectory.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map {
                SavedInput(target: target.rawValue, path: "Tests/Fuzz/\(kind)/\(target.rawValue)/\($0)")
            }
        }
    }

    @Test("a crash that fuzzing saved runs cleanly now", .timeLimit(.minutes(2)), arguments: inputs("Regressions"))
    func regression(_ input: SavedInput) async {
        await Self.replay(input)
    }

    @Test("a hand-written seed runs cleanly", .timeLimit(.minutes(2)), arguments: inputs("Seeds"))
    func seed(_ input: SavedInput) async {
        await Self.replay(input)
    }

    @Test("Scripts/fuzz --list names every fuzz target, in order")
    func scriptListsTargets() throws {
        let output = try runScript(["--list"])
        #expect(output.split(separator: "\n").map(String.init) == FuzzTarget.allCases.map(\.rawValue))
    }

    @Test("every fuzz target has a dictionary")
    func dictionaries() {
        for target in FuzzTarget.allCases {
            let path = Self.fuzzDirectory.appendingPathComponent("Dictionaries/\(target.rawValue).dict").path
            #expect(FileManager.default.fileExists(atPath: path), "no libFuzzer dictionary at \(path)")
        }
    }

    /// Runs one input in a child process and fails, with the child's standard error, unless
    /// it exits normally.
    static func replay(_ input: SavedInput) async {
        let root = Paths.package.path
        let target = input.target
        let path = input.path
        let passed = await #expect(processExitsWith: .success) {
            [root = root as String, target = target as String, path = path as String] in
            runFuzzInputInChild(root: root, target: target, path: path)
        }
        guard passed == nil else { return }
        // A failed exit test returns no result, so run the input once more to show what the
        // child printed: the trap's message or the broken promise.
        let failed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            [root = root as String, target = target as String, path = path as String] in
            runFuzzInputInChild(root: root, target: target, path: path)
        }
        if let failed {
            let message = String(decoding: failed.standardErrorContent.prefix(3000), as: UTF8.self)
            Issue.record("\(path) (replay with ASan: Scripts/fuzz --build; .build-fuzz/bin/fuzz-\(target) \(path)):\n\(message)")
        }
    }

    private func runScript(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Paths.package.appendingPathComponent("Scripts/fuzz").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The child's side of `replay`: runs the input and turns a violation into a trap.
private func runFuzzInputInChild(root: String, target: String, path: String) {
    guard let fuzzTarget = FuzzTarget(rawValue: target) else { fatalError("no fuzz target named \(target)") }
    let rootURL = URL(fileURLWithPath: root)
    guard let data = FileManager.default.contents(atPath: rootURL.appendingPathComponent(path).path) else {
        fatalError("cannot read \(path)")
    }
    do {
        try fuzzTarget.run(Array(data), environment: .package(at: rootURL))
    } catch {
        fatalError(error.description)
    }
}
