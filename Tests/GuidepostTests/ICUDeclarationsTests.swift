import Foundation
import Testing

/// Guidepost's declarations of the ICU C API, which the shim uses on Apple platforms (the
/// OS's libicucore has no public headers), checked here against the real ICU headers: the C
/// compiler must accept them in one translation unit with the headers, symbol renaming off,
/// and the shim must compile against them alone.
@Suite("ICU declarations for Apple platforms")
struct ICUDeclarationsTests {
    static func compile(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-std=c11", "-fsyntax-only", "-Werror", "-Wall"] + arguments
        process.currentDirectoryURL = Paths.package
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theDeclarationsMatchTheRealHeaders() throws {
        let result = try Self.compile(["Tests/ICUDeclarations/check.c"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theShimCompilesAgainstTheDeclarationsAlone() throws {
        let result = try Self.compile(["-DGP_ICU_USE_DECLARATIONS", "-I", "Sources/CGuidepostICU/include", "-I",
            "Sources/CGuidepostICU", "Sources/CGuidepostICU/guidepost_icu.c"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aWrongDeclarationFailsTheCheck() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let header = try String(contentsOf: Paths.package.appendingPathComponent("Sources/CGuidepostICU/icucore/icu_declarations.h"),
            encoding: .utf8)
        // A function taking a parameter of another type than ICU's.
        let wrong = header.replacingOccurrences(of: "UChar32 u_totitle(UChar32 c);", with: "UChar32 u_totitle(double c);")
        #expect(wrong != header)
        try Data(wrong.utf8).write(to: directory.appendingPathComponent("icu_declarations.h"))
        let check = try String(contentsOf: Paths.package.appendingPathComponent("Tests/ICUDeclarations/check.c"), encoding: .utf8)
            .replacingOccurrences(of: "../../Sources/CGuidepostICU/icucore/icu_declarations.h",
                with: directory.appendingPathComponent("icu_declarations.h").path)
        try Data(check.utf8).write(to: directory.appendingPathComponent("check.c"))
        let result = try Self.compile([directory.appendingPathComponent("check.c").path])
        #expect(result.status != 0)
        #expect(result.output.contains("u_totitle"))
    }
}
