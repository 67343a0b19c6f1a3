import Foundation
import Testing

/// Rules the library's own sources keep, checked by reading them.
@Suite("Source rules")
struct SourceRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The targets whose sources are checked.
    static let checkedTargets = ["GuidepostICU", "Guidepost", "GuidepostTranslation", "GuidepostFuzzing"]

    /// Converting a floating-point number to an integer traps when it is NaN, infinite or out
    /// of range, so the library never writes `Int(someDouble)`: it writes `Int(exactly:)`
    /// (nil when not representable) after a range check. A conversion whose argument looks
    /// floating (it rounds, divides, multiplies, names `Double`, or is one of the names this
    /// code base gives Doubles: a JSON `number`, `meters`, `seconds`, a z-level `difference`)
    /// must use `exactly:`; integer widenings and string parses are not flagged. A heuristic,
    /// not a type check: it keeps the rule visible, review keeps it true.
    @Test("no unchecked floating-point to integer conversion in the libraries")
    func checkedIntegerConversions() throws {
        let pattern = try NSRegularExpression(pattern: #"\b(?:U?Int(?:8|16|32|64)?)\((?!exactly:|clamping:|truncatingIfNeeded:|bitPattern:)([^()]*(?:\([^()]*\)[^()]*)*)\)"#)
        let floating = try NSRegularExpression(pattern: #"\.rounded|\bDouble\b|\bFloat\b| / | \* |\bmeters\b|\bseconds\b|\bnumber\b|\bdifference\b"#)
        var offenders: [String] = []
        for target in Self.checkedTargets {
            let directory = Self.sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                    let range = NSRange(code.startIndex..., in: code)
                    for match in pattern.matches(in: code, range: range) {
                        guard let argument = Range(match.range(at: 1), in: code) else { continue }
                        let inside = String(code[argument])
                        if floating.firstMatch(in: inside, range: NSRange(inside.startIndex..., in: inside)) != nil {
                            offenders.append("\(target)/\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                        }
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "unchecked conversions:\n\(offenders.joined(separator: "\n"))")
    }
}
