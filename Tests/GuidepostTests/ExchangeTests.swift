import Foundation
import Guidepost
@testable import GuidepostTranslation
import GuidepostJSON
import Testing

@Suite("Exchange")
struct ExchangeTests {
    static let shipped = ["de", "fr", "ru", "ar", "ja"]
    static let rows: [(String, String)] = shipped.flatMap { locale in [(locale, "xliff"), (locale, "xcstrings")] }

    @Test(arguments: rows)
    func roundTripIsByteIdenticalOverItsFile(locale: String, format: String) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exchange = directory.appendingPathComponent("\(locale).\(format)")
        let imported = directory.appendingPathComponent("Localizations")
        let export = try GuidepostBinary.run([
            "export", "--format", format, "--locale", locale, "--output", exchange.path, "--localizations", "Localizations",
        ])
        #expect(export.status == 0, "\(export.stderr)")
        // The working copy's file without its messages: the import brings them back, and
        // keeps what the exchange formats do not carry (the locale's "grammar").
        try FileManager.default.createDirectory(at: imported, withIntermediateDirectories: true)
        let shippedText = try String(contentsOf: Paths.localizations.appendingPathComponent("\(locale).json"), encoding: .utf8)
        var working = try Localization.load(text: shippedText, file: "\(locale).json").root
        if case .object(let members) = working.value {
            working.value = .object(members.map { member in
                var member = member
                if member.key == "messages" { member.value.value = .object([]) }
                return member
            })
        }
        try Data(JSONWriter.pretty(working).utf8).write(to: imported.appendingPathComponent("\(locale).json"))
        let result = try GuidepostBinary.run(["import", exchange.path, "--localizations", imported.path])
        #expect(result.status == 0, "\(result.stderr)")
        let original = try Data(contentsOf: Paths.localizations.appendingPathComponent("\(locale).json"))
        let back = try Data(contentsOf: imported.appendingPathComponent("\(locale).json"))
        do {
            // Into a file without messages, every translation comes back with its meaning,
            // laid out as the exchange file has it: in the source's shape, branches in the
            // order Xcode saves them...
            let messages = { (data: Data) throws -> [String: String] in
                let root = try JSONParser.parse(String(decoding: data, as: UTF8.self))
                return Dictionary(uniqueKeysWithValues: (root["messages"]?.members ?? []).map {
                    ($0.key, SourceShape.canonical($0.value, source: Catalog.embedded.source.message($0.key)?.source))
                })
            }
            #expect(try messages(back) == messages(original))
            // ...and over the working copy it came from, byte for byte (its order is kept).
            let same = directory.appendingPathComponent("Same")
            try FileManager.default.createDirectory(at: same, withIntermediateDirectories: true)
            try original.write(to: same.appendingPathComponent("\(locale).json"))
            let again = try GuidepostBinary.run(["import", exchange.path, "--localizations", same.path])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.contains("unchanged"), "\(again.stdout)")
            #expect(try Data(contentsOf: same.appendingPathComponent("\(locale).json")) == original)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: imported.path) == ["\(locale).json"])
    }

    /// Every shipped file, in both formats: an import of its own export with no edits gives
    /// it back byte for byte (rule arrays, lint notes and all, in the file's own layout).
    @Test(arguments: [ExchangeFormat.xliff, .xcstrings])
    func theImporterReproducesEveryShippedFile(format: ExchangeFormat) throws {
        let catalog = try Catalog.embedded.overlaying(localizationsAt: Paths.localizations)
        let files = try FileManager.default.contentsOfDirectory(atPath: Paths.localizations.path).filter { $0.hasSuffix(".json") }
        #expect(files.count > 40)
        for file in files.sorted() {
            let locale = String(file.dropLast(5))
            // A String Catalog's source language is its entries' own text, not a file of its own.
            if format == .xcstrings, locale == catalog.source.sourceLocale { continue }
            let text = try String(contentsOf: Paths.localizations.appendingPathComponent(file), encoding: .utf8)
            let plan = try CatalogImporter(source: catalog.source).plan(
                text: try CatalogExporter().export(catalog, locales: [locale], format: format), file: "x",
                format: format, existingDirectory: Paths.localizations)
            #expect(plan.files.map(\.text) == [text], "\(file) \(format)")
            #expect(plan.losses == [], "\(file) \(format)")
        }
    }

    /// `guidepost init`'s skeleton: its empty slots stay slots, and one message translated in
    /// the exchange file lands at its place, the rest of the file as it was.
    @Test(arguments: [ExchangeFormat.xliff, .xcstrings])
    func aSkeletonKeepsItsSlotsAndTakesATranslationInPlace(format: ExchangeFormat) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let skeleton = LocaleSkeleton.text(locale: "lt", source: Catalog.embedded.source)
        try Data(skeleton.utf8).write(to: directory.appendingPathComponent("lt.json"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let exported = try CatalogExporter().export(catalog, locales: ["lt"], format: format)
        let importer = CatalogImporter(source: catalog.source)
        let same = try importer.plan(text: exported, file: "x", format: format, existingDirectory: directory)
        #expect(same.files.map(\.text) == [skeleton])
        #expect(same.losses == [])

        // A translation of "arrive" made in the exchange file, from Lithuanian's own words.
        let german = try importer.plan(text: try CatalogExporter().export(.embedded, locales: ["de"], format: format),
            file: "x", format: format, existingDirectory: nil)
        let germanFile = try #require(german.files.first)
        let arrive = try #require(try JSONParser.parse(germanFile.text)["messages"]?["arrive"])
        var root = try JSONParser.parse(skeleton)
        guard case .object(var members) = root.value, let index = members.firstIndex(where: { $0.key == "messages" }),
            case .object(var messages) = members[index].value.value
        else {
            Issue.record("the skeleton has messages")
            return
        }
        let keys = messages.map(\.key)
        let position = try #require(messages.firstIndex { $0.key == "arrive" })
        messages[position].value = arrive
        members[index].value.value = .object(messages)
        root.value = .object(members)
        let filled = directory.appendingPathComponent("Filled")
        try FileManager.default.createDirectory(at: filled, withIntermediateDirectories: true)
        try Data(JSONWriter.pretty(root).utf8).write(to: filled.appendingPathComponent("lt.json"))
        let translated = try CatalogExporter().export(try Catalog.embedded.overlaying(localizationsAt: filled),
            locales: ["lt"], format: format)
        let plan = try importer.plan(text: translated, file: "x", format: format, existingDirectory: directory)
        let written = try JSONParser.parse(try #require(plan.files.first).text)
        #expect(written["messages"]?.members?.map(\.key) == keys)
        #expect(written["messages"]?["arrive"].map(JSONWriter.compact) == JSONWriter.compact(arrive))
        // Every other byte as the skeleton wrote it: the message's value is all that changed.
        let slot = try #require(try JSONParser.parse(skeleton)["messages"]?["arrive"]).bytes
        var expected = Array(skeleton.utf8)
        expected.replaceSubrange(slot, with: Array(JSONWriter.pretty(arrive, indent: 2).utf8))
        #expect(plan.files.first?.text == String(decoding: expected, as: UTF8.self))
    }

    /// Entries come from the source message, so a String Catalog of every shipped locale has
    /// each locale in every entry, and Xcode's completion figures are true.
    @Test func everyLocaleFillsTheSourcesEntries() throws {
        let catalog = try Catalog.embedded.overlaying(localizationsAt: Paths.localizations)
        let locales = catalog.localizations.keys.filter { PseudoLocale(tag: $0) == nil && $0 != catalog.source.sourceLocale }.sorted()
        #expect(locales.count > 40)
        let text = try CatalogExporter().export(catalog, locales: locales, format: .xcstrings)
        let root = try JSONParser.parse(text)
        let strings = try #require(root["strings"]?.members)
        let expected = Set(locales.map { catalog.localizations[$0]?.locale ?? $0 } + [catalog.source.sourceLocale])
        for entry in strings {
            #expect(Set(entry.value["localizations"]?.members?.map(\.key) ?? []) == expected, "\(entry.key)")
        }
        // The same entries as a one-locale export of any of them.
        for locale in ["ru", "ja", "ar"] {
            let own = try JSONParser.parse(try CatalogExporter().export(catalog, locales: [locale], format: .xcstrings))
            #expect(own["strings"]?.members?.map(\.key) == strings.map(\.key), "\(locale)")
        }
    }

    /// A translator edits a translation written as JSON in a String Catalog: the import
    /// changes that message, in the source's shape, and nothing else in the file.
    @Test func anEditedJSONTranslationImports() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shipped = try String(contentsOf: Paths.localizations.appendingPathComponent("ru.json"), encoding: .utf8)
        try Data(shipped.utf8).write(to: directory.appendingPathComponent("ru.json"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let exported = try CatalogExporter().export(catalog, locales: ["ru"], format: .xcstrings)
        let before = "поднимитесь $0 на этаж выше — $2:floorTo"
        #expect(exported.contains(before))
        let edited = exported.replacingOccurrences(of: before, with: "поднимитесь $0 на один этаж выше — $2:floorTo")
        let plan = try CatalogImporter(source: catalog.source).plan(text: edited, file: "ru.xcstrings", format: .xcstrings,
            existingDirectory: directory)
        #expect(plan.errors.isEmpty && plan.losses.isEmpty)
        let written = try #require(plan.files.first).text
        let message = try #require(try JSONParser.parse(written)["messages"]?["floorChange.floors"])
        #expect(message["up"]?["=1"]?.string == "поднимитесь $0 на один этаж выше — $2:floorTo")
        // Every other message as the file has it.
        let original = try JSONParser.parse(shipped)
        let back = try JSONParser.parse(written)
        for member in original["messages"]?.members ?? [] where member.key != "floorChange.floors" {
            #expect(back["messages"]?[member.key].map(JSONWriter.compact) == JSONWriter.compact(member.value))
        }
    }

    @Test("a message the file lacks goes after the last message before it in the source's order")
    func newMessagesFollowTheSourceOrder() {
        let rank = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        #expect(CatalogImporter.merging(["b", "d"], into: ["a", "c", "e"], rank: rank) == ["a", "b", "c", "d", "e"])
        // The file's own order is kept; a new key follows the latest key ranked before it.
        #expect(CatalogImporter.merging(["b"], into: ["c", "a", "e"], rank: rank) == ["c", "a", "b", "e"])
        #expect(CatalogImporter.merging(["a"], into: ["c", "e"], rank: rank) == ["a", "c", "e"])
        // Keys the source does not have go last.
        #expect(CatalogImporter.merging(["x", "d"], into: ["c", "e"], rank: rank) == ["c", "d", "e", "x"])
        #expect(CatalogImporter.merging(["b", "a"], into: [], rank: rank) == ["b", "a"])
    }

    @Test("XLIFF units follow Xcode's ids: the text, then a unit per substitution category; other variants are entries of their own")
    func xliffHasXcodeUnitsWithNoteAndState() throws {
        let xliff = try CatalogExporter().export(.embedded, locales: ["ru"], format: .xliff)
        // The source's entry, with Russian's own select (up or down) and exact value in it as JSON.
        #expect(xliff.contains("""
                  <trans-unit id="floorChange.floors" xml:space="preserve">
                    <source>take the %1$@ %2$@ %4$#@floorCount@ to %3$@</source>
                    <target state="translated">{"select": "$1", "up": {"plural": "$3", "=1": "поднимитесь $0 на этаж выше — $2:floorTo"
            """))
        #expect(xliff.contains("is written here as JSON in Guidepost's template syntax"))
        // A one-argument message varies as a whole: `key|==|plural.few`.
        #expect(xliff.contains("<trans-unit id=\"route.stops|==|plural.few\" xml:space=\"preserve\">"))
        // A branch of the source's select is an entry of its own, which the note explains.
        #expect(xliff.contains("<trans-unit id=\"roundabout [select.$4:when.other]\" xml:space=\"preserve\">"))
        #expect(xliff.contains("The variant select.$4:when.other of roundabout: Xcode cannot vary a string by a select"))
        #expect(xliff.contains("target-language=\"ru\""))
    }

    @Test func xcstringsUsesSubstitutionsCLDRNamesAndSortedKeys() throws {
        let catalog = try CatalogExporter().export(.embedded, locales: ["ru", "de"], format: .xcstrings)
        #expect(catalog.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        // A plural the source has, in the source's entry: a substitution on the count.
        #expect(catalog.contains("\"value\" : \"die %1$#@count@ benutzen\""))
        #expect(catalog.contains("\"argNum\" : 1,\n"))
        #expect(catalog.contains("\"formatSpecifier\" : \"lld\",\n"))
        // Russian's plural on the number of stops, in CLDR's categories.
        #expect(catalog.contains("\"few\" : {\n"))
        // Russian's own selects (up or down, a name's genitive) are in the source's entry,
        // as JSON in the template syntax.
        #expect(catalog.contains(#""value" : "{\"select\": \"$1\", \"up\": {\"plural\": \"$3\", \"=1\": \"поднимитесь $0 на этаж выше — $2:floorTo\""#))
        #expect(catalog.contains(#""value" : "{\"select\": \"$2:genitive\", \"known\": \"$0 $1 в сторону $2:genitive\""#))
        // No key Xcode does not know.
        for foreign in ["\"view\"", "\"selectsOn\"", "\"select\" :", "\"ordinal\" :"] {
            #expect(!catalog.contains(foreign), "\(foreign)")
        }
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(keys["version"] as? String == "1.0")
    }

    @Test func statesSurviveBothFormats() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            {
              "locale": "de",
              "messages": {
                "depart": "100 % los, $$5",
                "arrive": "Angekommen"
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
        // A new file has the source catalog's order.
        #expect(plan.files.map(\.text) == ["{\n  \"locale\": \"de\",\n  \"messages\": {\n    \"depart\": \"Los\",\n    \"arrive\": \"Da\"\n  }\n}\n"])
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
        ("<xliff>\n  <file target-language=\"de\"><body><trans-unit id=\"arrive\"><target>%1$q</target></trans-unit></body></file></xliff>",
            "bad.xliff:2:60: error: arrive: unsupported format specifier %1$q; use %1$@ (column 1 of \"%1$q\")"),
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

    // MARK: Numbers and sizes from the file

    @Test("an argNum that is not a whole number from 1 is an error with its position, never a trap", arguments: [
        ("1e19", "1e19"), ("-1", "-1"), ("0", "0"), ("1.5", "1.5"), ("1e300", "1e300"), ("-0", "-0"),
        ("10000", "10000"), ("2.0000000001", "2.0000000001"), ("9223372036854775807", "9223372036854775807"),
        (#""2""#, #""2""#), ("true", "true"), ("null", "null"),
    ])
    func argNumOutOfRange(argNum: String, written: String) throws {
        let text = #"{"sourceLanguage": "en", "strings": {"floorChange": {"localizations": {"de": {"argNum": "#
            + argNum
            + #", "variations": {"select": {"up": {"stringUnit": {"state": "translated", "value": "%1$@ hoch bis %3$@"}}, "other": {"stringUnit": {"state": "translated", "value": "%1$@ %2$@ bis %3$@"}}}}}}}}}"#
        let column = text.distance(from: text.startIndex, to: try #require(text.range(of: "\"argNum\": ")).upperBound) + 1
        #expect {
            try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "de.xcstrings", format: .xcstrings)
        } throws: { error in
            (error as? ExchangeError)?.description
                == "de.xcstrings:1:\(column): error: floorChange: \"argNum\" must be a whole number from 1 to 9999 (1 for %1$@), not \(written)"
        }
    }

    @Test(arguments: [("2", "$1"), ("2.0", "$1"), ("1", "$0"), ("9999", "$9998")])
    func argNumInRangeNamesItsPlaceholder(argNum: String, selector: String) throws {
        let text = #"{"sourceLanguage": "en", "strings": {"floorChange": {"localizations": {"de": {"argNum": "#
            + argNum
            + #", "variations": {"select": {"up": {"stringUnit": {"state": "translated", "value": "%1$@ hoch"}}, "other": {"stringUnit": {"state": "translated", "value": "%1$@"}}}}}}}}}"#
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "de.xcstrings", format: .xcstrings)
        #expect(plan.files.first?.text.contains("\"select\": \"\(selector)\"") == true)
    }

    /// Runs `body` on a thread with a 512 KiB stack, as an app's background thread may
    /// have, and returns what it returned.
    static func onSmallStack(_ body: @escaping @Sendable () -> String) -> String {
        let box = ThreadResult()
        let thread = Thread {
            box.value = body()
            box.done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        box.done.wait()
        guard let value = box.value else { preconditionFailure("the thread returned nothing") }
        return value
    }

    static func timed<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let start = Date()
        defer { print("\(what): \(String(format: "%.3f", Date().timeIntervalSince(start))) s") }
        return try body()
    }

    /// What a plan of an XLIFF text gives: the first file's text, or the error.
    static func planXLIFF(_ text: String, file: String) -> String {
        do {
            let plan = try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: file, format: .xliff)
            return plan.files.first?.text ?? "no file"
        } catch {
            return error.description
        }
    }

    @Test("XML nested deeper than the reader's limit is an error at the element that goes too deep, on any stack",
        arguments: [30_000, 2_000, 257])
    func deeplyNestedXML(depth: Int) throws {
        // <xliff> is the first level, so the element at depth 257 is the first too deep.
        let text = "<xliff>" + String(repeating: "<g>", count: depth - 1) + String(repeating: "</g>", count: depth - 1) + "</xliff>"
        let expected = "deep.xliff:1:\(8 + 255 * 3): error: elements are nested more than 256 deep"
        let result = Self.timed("\(text.utf8.count) bytes nested \(depth) deep, main stack") { Self.planXLIFF(text, file: "deep.xliff") }
        #expect(result == expected)
        let small = Self.timed("\(text.utf8.count) bytes nested \(depth) deep, 512 KiB stack") {
            Self.onSmallStack { Self.planXLIFF(text, file: "deep.xliff") }
        }
        #expect(small == expected)
    }

    @Test func nestingUpToTheLimitReadsOnASmallStack() throws {
        // xliff, file, body, trans-unit, target: five levels, then inline elements up to 256.
        let inline = 256 - 5
        let text = "<xliff version=\"1.2\"><file target-language=\"de\"><body><trans-unit id=\"arrive\"><target>"
            + String(repeating: "<g>", count: inline) + "Da" + String(repeating: "</g>", count: inline)
            + "</target></trans-unit></body></file></xliff>"
        let result = Self.timed("nested 256 deep, 512 KiB stack") { Self.onSmallStack { Self.planXLIFF(text, file: "deep.xliff") } }
        #expect(result == "{\n  \"locale\": \"de\",\n  \"messages\": {\n    \"arrive\": \"Da\"\n  }\n}\n")
    }

    @Test func manyVariantsOfOneKeyTakeLinearTime() throws {
        let count = 50_000
        var text = "<xliff version=\"1.2\"><file target-language=\"ru\"><body>\n"
        for index in 0..<count {
            text += "<trans-unit id=\"floorChange.floors|==|plural.$3.=\(index)\"><target>%1$@ %2$@ %4$@ %3$@</target></trans-unit>\n"
        }
        text += "</body></file></xliff>\n"
        let plan = try Self.timed("\(text.utf8.count) bytes, \(count) variants of one key") {
            try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "many.xliff", format: .xliff)
        }
        let file = try #require(plan.files.first)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any])
        let messages = try #require(root["messages"] as? [String: Any])
        let variants = try #require(messages["floorChange.floors"] as? [String: Any])
        #expect(variants.count == count + 1)
        #expect(variants["=49999"] as? String == "$0 $1 $3 $2")
    }

    @Test func manyFilesOfOneLocaleMerge() throws {
        let count = 20_000
        var text = "<xliff version=\"1.2\">\n"
        for index in 0..<count {
            text += "<file target-language=\"ru\"><body><trans-unit id=\"floorChange.floors|==|plural.$3.=\(index)\"><target>x</target></trans-unit></body></file>\n"
        }
        text += "</xliff>\n"
        let plan = try Self.timed("\(text.utf8.count) bytes, \(count) <file>s of one locale") {
            try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "many.xliff", format: .xliff)
        }
        #expect(plan.files.count == 1)
        #expect(plan.files.first?.text.contains("\"=19999\": \"x\"") == true)
    }

    @Test("variant paths deeper than 32 levels are an error, in both formats", arguments: [ExchangeFormat.xliff, .xcstrings])
    func deepVariantPaths(format: ExchangeFormat) throws {
        let text: String
        switch format {
        case .xliff:
            let path = Array(repeating: "plural.$3.other", count: 100_000).joined(separator: "/")
            text = "<xliff version=\"1.2\"><file target-language=\"ru\"><body><trans-unit id=\"floorChange.floors|==|\(path)\"><target>x</target></trans-unit></body></file></xliff>"
        case .xcstrings:
            var node = #"{"stringUnit": {"state": "translated", "value": "x"}}"#
            for _ in 0..<40 { node = #"{"argNum": 4, "variations": {"plural": {"other": "# + node + "}}}" }
            text = #"{"sourceLanguage": "en", "strings": {"floorChange.floors": {"localizations": {"ru": "# + node + "}}}}"
        }
        #expect {
            try Self.timed("variants nested deep, \(format)") {
                try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "x", format: format)
            }
        } throws: { error in
            (error as? ExchangeError)?.description.contains("nested more than 32 deep") == true
        }
    }
}

/// What a thread hands back: written once by the thread before it signals `done`, read
/// after `done` is waited for.
private final class ThreadResult: @unchecked Sendable {
    var value: String?
    let done = DispatchSemaphore(value: 0)
}
