import Foundation
import Guidepost
import GuidepostTranslation
import Testing

@Suite("Exchange")
struct ExchangeTests {
    static let shipped = ["de", "fr", "ru", "ar", "ja"]
    static let rows: [(String, String)] = shipped.flatMap { locale in [(locale, "xliff"), (locale, "xcstrings")] }

    @Test(arguments: rows)
    func roundTripIsByteIdentical(locale: String, format: String) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exchange = directory.appendingPathComponent("\(locale).\(format)")
        let imported = directory.appendingPathComponent("Localizations")
        let export = try GuidepostBinary.run([
            "export", "--format", format, "--locale", locale, "--output", exchange.path, "--localizations", "Localizations",
        ])
        #expect(export.status == 0, "\(export.stderr)")
        let result = try GuidepostBinary.run(["import", exchange.path, "--localizations", imported.path])
        #expect(result.status == 0, "\(result.stderr)")
        let original = try Data(contentsOf: Paths.localizations.appendingPathComponent("\(locale).json"))
        let back = try Data(contentsOf: imported.appendingPathComponent("\(locale).json"))
        #expect(back == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: imported.path) == ["\(locale).json"])
    }

    @Test func theWriterReproducesEveryShippedFile() throws {
        let catalog = try Catalog.embedded.overlaying(localizationsAt: Paths.localizations)
        for locale in Self.shipped {
            let text = try String(contentsOf: Paths.localizations.appendingPathComponent("\(locale).json"), encoding: .utf8)
            let plan = try CatalogImporter(source: catalog.source).plan(
                text: try CatalogExporter().export(catalog, locales: [locale], format: .xliff), file: "x.xliff",
                format: .xliff)
            #expect(plan.files.map(\.text) == [text])
            #expect(plan.losses == [])
        }
    }

    @Test func xliffHasAUnitPerVariantWithNoteAndState() throws {
        let xliff = try CatalogExporter().export(.embedded, locales: ["ru"], format: .xliff)
        #expect(xliff.contains("""
                  <trans-unit id="floorChange.floors|==|select.$1.up/plural.$3.few" xml:space="preserve">
                    <source>Take the %1$@ %2$@ %4$@ floors to %3$@</source>
                    <target state="translated">Поднимитесь %1$@ на %4$@ этажа выше — на %3$@</target>
                    <note>Change several floors
            """))
        #expect(xliff.contains("target-language=\"ru\""))
    }

    @Test func xcstringsUsesCLDRNamesAndPositionalSpecifiers() throws {
        let catalog = try CatalogExporter().export(.embedded, locales: ["ru"], format: .xcstrings)
        #expect(catalog.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(catalog.contains("\"variations\" : {\n"))
        #expect(catalog.contains("\"few\" : {\n"))
        #expect(catalog.contains("\"value\" : \"%1$@ %2$@ в сторону %3$@\""))
    }

    @Test func statesSurviveBothFormats() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            {
              "locale": "de",
              "messages": {
                "arrive": "Angekommen",
                "depart": "100 % los, $$5"
              },
              "states": {
                "depart": "needs-review"
              }
            }

            """
        try Data(text.utf8).write(to: directory.appendingPathComponent("de.json"))
        for format in ExchangeFormat.allCases {
            var catalog = Catalog.embedded
            catalog.localizations = [:]
            catalog = try catalog.overlaying(localizationsAt: directory)
            let exported = try CatalogExporter().export(catalog, locales: ["de"], format: format)
            #expect(exported.contains("100 %% los, $5"))
            let plan = try CatalogImporter(source: catalog.source).plan(text: exported, file: "x", format: format)
            #expect(plan.files.map(\.text) == [text])
        }
    }

    @Test func exportToADirectoryWritesAFilePerLocaleAndSplitFilesMerge() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try GuidepostBinary.run(["export", "--format", "xliff", "--locale", "de", "fr", "--output", directory.path])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["de.xliff", "fr.xliff"])
        let split = """
            <xliff version="1.2">
              <file original="a" source-language="en" target-language="de"><body>
                <trans-unit id="arrive"><target>Da</target></trans-unit></body></file>
              <file original="b" source-language="en" target-language="de"><body>
                <trans-unit id="depart"><target>Los</target></trans-unit></body></file>
            </xliff>
            """
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(text: split, file: "x", format: .xliff)
        #expect(plan.files.map(\.text) == ["{\n  \"locale\": \"de\",\n  \"messages\": {\n    \"arrive\": \"Da\",\n    \"depart\": \"Los\"\n  }\n}\n"])
    }

    @Test func aLossyImportWritesNothingUnlessForced() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xliff = directory.appendingPathComponent("de.xliff")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="de.json" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="arrive"><source>You have arrived</source><target state="translated">Angekommen</target></trans-unit>
                  <trans-unit id="no.such.key"><source>x</source><target>y</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        try Data(text.utf8).write(to: xliff)
        let output = directory.appendingPathComponent("out")
        let refused = try GuidepostBinary.run(["import", xliff.path, "--localizations", output.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\"no.such.key\" is not a message of the source catalog; it would be dropped"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let forced = try GuidepostBinary.run(["import", xliff.path, "--localizations", output.path, "--force"])
        #expect(forced.status == 0)
        let written = try String(contentsOf: output.appendingPathComponent("de.json"), encoding: .utf8)
        #expect(written == "{\n  \"locale\": \"de\",\n  \"messages\": {\n    \"arrive\": \"Angekommen\"\n  }\n}\n")
        // Importing it over a fuller file would remove translations: that is a loss too.
        try FileManager.default.copyItem(
            at: Paths.localizations.appendingPathComponent("de.json"), to: directory.appendingPathComponent("de.json"))
        let over = try GuidepostBinary.run(["import", xliff.path, "--localizations", directory.path])
        #expect(over.status == 1)
        #expect(over.stderr.contains("de.json: the import has no \"straight\"; importing would remove its translation"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("de.json"))
            == Data(contentsOf: Paths.localizations.appendingPathComponent("de.json")))
    }

    @Test(arguments: [
        ("<xliff><file target-language=\"de\"><body>", "bad.xliff:1:35: error: <body> is never closed"),
        ("<xliff>\n  <file target-language=\"de\"><body><trans-unit id=\"arrive\"><target>%@</target></trans-unit></body></file></xliff>",
            "bad.xliff:2:60: error: arrive: a format specifier must be positional, like %1$@ (argument 1 is $0); write %% for a percent sign (column 1 of the text)"),
        ("<xliff><file><body/></file></xliff>", "bad.xliff:1:8: error: <file> has no target-language"),
        ("<xliff>&bogus;</xliff>", "bad.xliff:1:8: error: unknown entity &bogus;"),
    ])
    func malformedXLIFFIsAnErrorWithItsPosition(text: String, message: String) throws {
        let importer = CatalogImporter(source: Catalog.embedded.source)
        #expect(throws: ExchangeError.self) { try importer.plan(text: text, file: "bad.xliff", format: .xliff) }
        do {
            _ = try importer.plan(text: text, file: "bad.xliff", format: .xliff)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func malformedStringCatalogIsAnErrorWithItsPosition() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.xcstrings")
        try Data("{\n  \"strings\" : {\n    \"arrive\" : [\n}\n".utf8).write(to: file)
        let result = try GuidepostBinary.run(["import", file.path, "--localizations", directory.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.xcstrings:4:1: error: unexpected character '}', expected a value"))
    }

    @Test func xcodeDeviceVariationsAreALoss() throws {
        let text = """
            {"sourceLanguage": "en", "strings": {"arrive": {"localizations": {"de": {"variations": {"device": {
              "iphone": {"stringUnit": {"state": "translated", "value": "Da!"}},
              "other": {"stringUnit": {"state": "translated", "value": "Angekommen"}}}}}}}}}
            """
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "x.xcstrings", format: .xcstrings)
        #expect(plan.losses == ["x.xcstrings:1:73: arrive: \"device\" variations cannot be kept; only their \"other\" is imported"])
        #expect(plan.files.first?.text.contains("\"arrive\": \"Angekommen\"") == true)
    }
}
