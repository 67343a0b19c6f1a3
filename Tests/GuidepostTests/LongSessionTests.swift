import Foundation
import GuidepostFuzzing
import Testing
@testable import Guidepost

/// A renderer kept alive for a long session renders exactly what a fresh renderer renders:
/// the probe set's text and spans are compared after every stretch of pressure renders.
///
/// `swift test` runs a short session per locale and medium; `Scripts/differential` runs the
/// long one (GUIDEPOST_SESSION_RENDERS renders per locale and medium).
@Suite("Long session")
struct LongSessionTests {
    static let locales = ["de", "ru", "ar", "fi", "pl", "el", "fr", "en", "hu", "cs"]
    static let media: [RenderOptions] = [.default, RenderOptions(medium: .speech), RenderOptions(rounding: .cldr)]

    static var renders: Int {
        ProcessInfo.processInfo.environment["GUIDEPOST_SESSION_RENDERS"].flatMap(Int.init) ?? 6_000
    }

    @Test("a long-lived renderer renders the probe set as a fresh one does", arguments: locales)
    func matchesFresh(locale: String) throws {
        for options in Self.media {
            let report = try SessionPressure(locale: locale, options: options).run(renders: Self.renders)
            #expect(report.compared == SessionPressure.probes.count * 5)
            let shown = report.mismatches.prefix(5).map(\.description).joined(separator: "; ")
            #expect(report.mismatches.isEmpty,
                "\(locale) \(options): \(report.mismatches.count) of \(report.compared) probe lines differ: \(shown)")
        }
    }
}
