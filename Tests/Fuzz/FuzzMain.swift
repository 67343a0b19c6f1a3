// The libFuzzer entry of every Guidepost fuzz target. Scripts/fuzz compiles it with
// `-parse-as-library -sanitize=fuzzer,address` (libFuzzer brings `main`) and links it once;
// each target is a link to that binary named `fuzz-<target>`, so the command line a crash
// report prints names the target. The logic lives in GuidepostFuzzing, which the regression
// tests call too.
import Foundation
import GuidepostFuzzing

#if canImport(Glibc)
import Glibc
#endif

/// The target this binary runs, from the name it was started as (`fuzz-osrm`).
let selectedTarget: FuzzTarget? = {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
    guard name.hasPrefix("fuzz-") else { return nil }
    return FuzzTarget(rawValue: String(name.dropFirst("fuzz-".count)))
}()

/// The checkout this binary was built from: imports compare with its Localizations/.
let environment = FuzzEnvironment.package(
    at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

/// Turns LeakSanitizer off for every run of this binary, replays included. Swift keeps
/// pointers in enum payloads with tag bits set (a `static let` holding a `Result` of renderers),
/// which LeakSanitizer cannot see through, so it reports the process's caches as leaked.
/// ASan reads this before `main`; it touches no memory.
@_cdecl("__asan_default_options")
public func asanDefaultOptions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(("detect_leaks=0" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    guard selectedTarget != nil else {
        let names = FuzzTarget.allCases.map { "fuzz-" + $0.rawValue }.joined(separator: ", ")
        FileHandle.standardError.write(Data("start this binary through a link named one of: \(names)\n".utf8))
        exit(2)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    // libFuzzer passes a null pointer for the empty input.
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try target.run(bytes, environment: environment)
    } catch {
        // A broken promise is a finding like a crash: abort so libFuzzer saves the input.
        FileHandle.standardError.write(Data("\n\(error)\n".utf8))
        abort()
    }
    return 0
}
