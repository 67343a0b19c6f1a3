import Foundation
import Guidepost
import GuidepostTranslation
import Testing

/// The exchange files against String Catalogs in the shape Xcode writes them (Fixtures/Xcode):
/// `Localizable.xcstrings` is what Xcode saves for a one-argument plural (`variations.plural`),
/// a plural on one of several arguments (a substitution with `argNum` and
/// `formatSpecifier`, `%arg` in its variants) and a text, with keys sorted, `" : "` and
/// two-space indentation; `Edited.xcstrings` is the same catalog after a translator worked on
/// it in Xcode (a string without positions, a substitution without argNum, a state changed).
@Suite("Xcode's String Catalog format")
struct XcodeFormatTests {
    static let folder = Paths.fixtures.appendingPathComponent("Xcode")

    /// The small source catalog and Polish localization the fixtures were written for.
    static func catalog() throws -> Catalog {
        let text = try String(contentsOf: folder.appendingPathComponent("messages.json"), encoding: .utf8)
        let (source, diagnostics) = try SourceCatalog.load(text: text, file: "messages.json")
        #expect(diagnostics.filter { $0.severity == .error } == [])
        let polish = try Localization.load(
            text: try String(contentsOf: folder.appendingPathComponent("pl.json"), encoding: .utf8), file: "pl.json")
        return Catalog(source: source, localizations: ["pl": polish])
    }

    @Test("an export of plural messages is the catalog Xcode writes, byte for byte")
    func exportMatchesXcode() throws {
        let exported = try CatalogExporter().export(try Self.catalog(), locales: ["pl"], format: .xcstrings)
        let xcode = try String(contentsOf: Self.folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(exported == xcode)
    }

    @Test("the XLIFF export has Xcode's ids for the same catalog")
    func xliffIds() throws {
        let xliff = try CatalogExporter().export(try Self.catalog(), locales: ["pl"], format: .xliff)
        let ids = xliff.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<trans-unit id=\""), let end = line.range(of: "\" xml:space") else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
        #expect(ids == [
            "route.stops|==|plural.one", "route.stops|==|plural.few", "route.stops|==|plural.many", "route.stops|==|plural.other",
            "floorChange.floors",
            "floorChange.floors|==|substitutions.floorCount.plural.one",
            "floorChange.floors|==|substitutions.floorCount.plural.few",
            "floorChange.floors|==|substitutions.floorCount.plural.many",
            "floorChange.floors|==|substitutions.floorCount.plural.other",
            "arrive",
        ])
        // A substitution's variants name the number by its position, as Xcode's XLIFF does.
        #expect(xliff.contains("<target state=\"translated\">%4$lld pięter</target>"))
        #expect(xliff.contains("<target state=\"translated\">jedź %1$@ %2$@ o %4$#@floorCount@ na %3$@</target>"))
        #expect(xliff.contains("<target state=\"needs-review-translation\">jesteś na miejscu</target>"))
    }

    @Test("Xcode's catalog imports back to the localization file, states included")
    func importsBack() throws {
        let catalog = try Self.catalog()
        let text = try String(contentsOf: Self.folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        let plan = try CatalogImporter(source: catalog.source).plan(text: text, file: "Localizable.xcstrings", format: .xcstrings)
        #expect(plan.losses == [])
        #expect(plan.errors == [])
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("pl.json"), encoding: .utf8)
        #expect(plan.files.map(\.text) == [expected])
    }

    @Test("what a translator saves in Xcode imports: positions left out, no argNum, a changed state")
    func editedInXcode() throws {
        let catalog = try Self.catalog()
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("pl.json"),
            to: directory.appendingPathComponent("pl.json"))
        let text = try String(contentsOf: Self.folder.appendingPathComponent("Edited.xcstrings"), encoding: .utf8)
        let plan = try CatalogImporter(source: catalog.source).plan(text: text, file: "Edited.xcstrings", format: .xcstrings,
            existingDirectory: directory)
        #expect(plan.losses == [])
        #expect(plan.errors == [])
        let file = try Localization.load(text: try #require(plan.files.first).text, file: "pl.json")
        let messages = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, JSONWriter.compact($0.value)) })
        #expect(messages["route.stops"]
            == #"{"plural": "$0", "one": "$0 przystanek", "few": "$0 przystanki", "many": "$0 przystanków", "other": "$0 przystanka"}"#)
        #expect(messages["floorChange.floors"]
            == #"{"plural": "$3", "one": "wjedź $0 $1 o $3 piętro na $2", "few": "wjedź $0 $1 o $3 piętra na $2", "many": "wjedź $0 $1 o $3 pięter na $2", "other": "wjedź $0 $1 o $3 piętra na $2"}"#)
        #expect(messages["arrive"] == #""jesteś u celu""#)
        // Reviewed in Xcode: the state is translated again, which the file says by saying nothing.
        #expect(file.states == [:])
        // And the new file renders.
        let overlaid = Catalog(source: catalog.source, localizations: ["pl": file])
        let renderer = try Renderer(locale: "pl", catalog: overlaid)
        #expect(try renderer.render(message: "route.stops", values: [0: .count(5)]).text == "5 przystanków")
    }
}
