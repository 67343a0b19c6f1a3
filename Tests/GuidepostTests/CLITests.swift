import Foundation
import Guidepost
import Testing

@Suite("Translator commands")
struct CLITests {
    @Test(arguments: ["preview", "lint", "coverage", "export", "import"])
    func helpForEveryCommand(_ command: String) throws {
        let result = try GuidepostBinary.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: guidepost \(command)"))
    }

    @Test func previewMarksFallbackTextInTheLocalesColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(try GuidepostBinary.run(["init", "lt", "--localizations", directory.path]).status == 0)
        let result = try GuidepostBinary.run(["preview", "--locale", "lt", "--localizations", directory.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("    lt    (fallback, not lt) "), "\(result.stdout.prefix(400))")
        // A translated locale has no such mark.
        #expect(!(try GuidepostBinary.run(["preview", "--locale", "de"])).stdout.contains("(fallback, not de)"))
    }

    @Test func previewMarksHighlightsWhenNotATerminal() throws {
        let result = try GuidepostBinary.run(["preview", "--locale", "ru"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}["))
        // One sample per CLDR category of Russian, with ICU's numbers; 21 because "=1" takes 1.
        #expect(result.stdout.contains("  $1 = up, $3 = 21 (one)\n"))
        #expect(result.stdout.contains("  $1 = up, $3 = 2 (few)\n"))
        #expect(result.stdout.contains("  $1 = up, $3 = 5 (many)\n"))
        // Each sample: its values, then the source and the translation with highlights marked.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let many = try #require(lines.firstIndex(of: "  $1 = up, $3 = 5 (many)"))
        #expect(lines[many + 1].hasPrefix("    en    ") && lines[many + 1].contains("⟦Level 9⟧"))
        #expect(lines[many + 2].hasPrefix("    ru    ") && lines[many + 2].contains("5") && lines[many + 2].contains("⟦на этаж 9⟧"))
    }

    @Test func previewColoursOnRequest() throws {
        let result = try GuidepostBinary.run(["preview", "--locale", "de", "--color"])
        #expect(result.stdout.contains("\u{1B}[1;33m"))
        #expect(!result.stdout.contains("⟦"))
    }

    @Test func previewReadsTheWorkingCopy() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = #"{"locale": "de", "messages": {"arrive": "Geschafft!"}}"# + "\n"
        try Data(file.utf8).write(to: directory.appendingPathComponent("de.json"))
        let result = try GuidepostBinary.run(["preview", "--locale", "de", "--localizations", directory.path])
        #expect(result.stdout.contains("arrive\n    en    You have arrived\n    de    Geschafft!\n"))
    }

    @Test func previewWritesAnHTMLPage() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("ar.html")
        let result = try GuidepostBinary.run(["preview", "--locale", "ar", "--html", page.path])
        #expect(result.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"))
        #expect(html.contains("<mark>"))
        #expect(html.contains("<td dir=\"ltr\" lang=\"en\">You have arrived</td>"))
        #expect(!html.contains("<script") && !html.contains("<link"))
        // What a translator needs beside the samples: comments, placeholders, coverage, a filter, print styles.
        #expect(html.contains("A turn, no landmark."))
        #expect(html.contains("<dt>$1</dt><dd>distance: the distance, formatted with its unit"))
        #expect(html.contains("% translated (") && html.contains("lint errors"))
        #expect(html.contains("id=\"show-untranslated\"") && html.contains("id=\"show-findings\""))
        #expect(html.contains("@media print"))
    }

    @Test func previewShowsLintFindingsBesideTheirMessage() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"locale": "de", "messages": {"turn": "$0"}}"#.utf8).write(to: directory.appendingPathComponent("de.json"))
        let page = directory.appendingPathComponent("de.html")
        let result = try GuidepostBinary.run(["preview", "--locale", "de", "--localizations", directory.path, "--html", page.path])
        #expect(result.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<tbody class=\"message has-findings\">"))
        #expect(html.contains("error: lost $1 (distance); every variant must keep it [missing-placeholder]"))
        #expect(html.contains("untranslated-message"))
    }

    @Test func coverageOfTheShippedLocales() throws {
        let result = try GuidepostBinary.run(["coverage", "--format", "json"])
        for locale in ["ar", "de", "fr", "ja", "ru"] {
            #expect(result.stdout.contains("{\"locale\": \"\(locale)\", \"file\": \"Localizations/\(locale).json\""))
        }
        #expect(!result.stdout.contains("en-XA"))
    }

    @Test func coverageOfAPartialTranslation() throws {
        let result = try GuidepostBinary.run(["coverage", "--localizations", "Tests/GuidepostTests/Fixtures/Lint/mistakes"])
        #expect(result.status == 1)
        let row = try #require(result.stdout.split(separator: "\n").first(where: { $0.hasPrefix("ru ") }))
        let total = Catalog.embedded.source.messages.count
        #expect(row.split(separator: " ").map(String.init)
            == ["ru", "\(1000 / total)%", "10/\(total)", "\(total - 10)", "6", "\(4 + total - 10)", "0"])
        #expect(result.stdout.contains("ru lacks: straight.landmark, straight.name, straight.name.landmark, straight.landmark.past, straight.name.landmark.past, straight.destination, turn.landmark,"))
    }

    @Test func badUsageAndMissingDirectories() throws {
        let missing = try GuidepostBinary.run(["lint", "--localizations", "/nonexistent/guidepost"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/guidepost: error: cannot read the directory"))
        let export = try GuidepostBinary.run(["export", "--format", "xliff", "--locale", "de", "--output", "/nonexistent/dir/x.xliff"])
        #expect(export.status == 2)
    }
}
