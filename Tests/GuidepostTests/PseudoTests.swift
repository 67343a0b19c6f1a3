import Foundation
@testable import Guidepost
import Testing

@Suite("Pseudo-locales")
struct PseudoTests {
    @Test(arguments: [
        ("en-XA", "Turn left", "[Ţûŕñ ļéƒţ ŏñê]"),
        ("en-XA", "$0 for $1", "[$0 ƒöŕ $1 ŏñê]"),
        ("en-XA", "Costs $$5", "[Çöšţš $$5 ŏñê]"),
        ("ar-XB", "$0 in $1", "$0 \u{202E}in\u{202C} $1"),
    ])
    func translate(locale: String, source: String, expected: String) throws {
        let pseudo = try #require(PseudoLocale(tag: locale))
        #expect(pseudo.translate(source) == expected)
    }

    @Test func accentedTextIsAboutFortyPercentLonger() throws {
        for message in Catalog.embedded.source.messages {
            // Placeholders alone ("$0": a value passed through) have no text to lengthen.
            guard let text = message.source.string, text.contains(where: { $0.isLetter }) else { continue }
            let pseudo = PseudoLocale.accented.translate(text)
            #expect(Double(pseudo.count) >= Double(text.count) * 1.4, "\(message.key): \(pseudo)")
        }
    }

    @Test func rendererAcceptsPseudoLocales() throws {
        let accented = try Renderer(locale: "en-XA")
        #expect(!accented.isRightToLeft)
        #expect(accented.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
        let line = try accented.render(message: "arrive.name", values: [0: .name("Gate 4")])
        #expect(line.text == "[Ýöû ĥåvé åŕŕîvéð åţ Gate 4 ŏñê ţŵŏ]")
        #expect(line.highlightRanges.map { String(line.text[$0]) } == ["Gate 4"])

        let mirrored = try Renderer(locale: "ar-XB")
        #expect(mirrored.isRightToLeft)
        #expect(mirrored.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
        // ar-XB counts like Arabic: every Arabic category is there, from the English variants.
        let few = try mirrored.render(message: "route.stops", values: [0: .count(3)])
        #expect(few.textForm().contains("\\u{202E}stops\\u{202C}"))
    }

    @Test func aCatalogWithoutPseudoLocalesSaysSo() throws {
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        let renderer = try Renderer(locale: "en-XA", catalog: catalog)
        #expect(renderer.resolution.diagnostics.map(\.check) == ["unknown-locale"])
        catalog.addPseudoLocalizations()
        #expect(try Renderer(locale: "en-xa", catalog: catalog).resolution.chain == ["en-XA", "en"])
    }

    @Test func pseudoLocalesAreNotShippedLocales() {
        let locales = Catalog.embedded.locales
        #expect(locales.first == "en")
        #expect(Set(["ar", "de", "en-001", "en-GB", "fr", "ja", "ru"]).isSubset(of: Set(locales)))
        #expect(!locales.contains("en-XA") && !locales.contains("ar-XB"))
        #expect(Catalog.embedded.localizations["en-XA"] != nil)
    }

    @Test(arguments: [
        ("en-XA", "⟦[Ţûŕñ ļéƒţ ŏñê]⟧ îñ 20 m [åţ ŏñê] ⟦Starbucks⟧ ŏñê]"),
        ("ar-XB", "⟦\\u{202E}turn\\u{202C} \\u{202E}left\\u{202C}⟧ \\u{202E}in\\u{202C} ٢٠ مترًا \\u{202E}at\\u{202C} ⟦\\u{2068}Starbucks\\u{2069}⟧"),
    ])
    func renderCommand(locale: String, expected: String) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("route.json")
        let route = #"[{"kind": "turn", "direction": "left", "distance": 18, "landmarks": [{"name": "Starbucks", "position": "at"}]}]"#
        try Data(route.utf8).write(to: input)
        let result = try GuidepostBinary.run(["render", "--locale", locale, input.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(expected + "\n"))
    }

    @Test func previewAndLintOfAPseudoLocale() throws {
        let preview = try GuidepostBinary.run(["preview", "--locale", "ar-XB"])
        #expect(preview.status == 0)
        #expect(preview.stdout.contains("  $0 = 2 (two)\n"))
        let lint = try GuidepostBinary.run(["lint", "--locale", "en-XA"])
        #expect(lint.stdout.hasPrefix("clean: 1 localization (en-XA), "))
    }
}
