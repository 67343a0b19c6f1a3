import Foundation
import Guidepost
import GuidepostTranslation
import Testing

/// A translator's files are never lost or written astray: the loss check reaches every
/// variant, a locale read from a file is a locale identifier before it names a file, an
/// import writes all its files or none, and every export imports back.
@Suite("Translator file safety")
struct TranslatorFileSafetyTests {
    // MARK: Helpers

    /// The shipped export of a locale, from the embedded catalog.
    static func exported(_ locale: String, _ format: ExchangeFormat) throws -> String {
        try CatalogExporter().export(.embedded, locales: [locale], format: format)
    }

    /// The XLIFF without the `<target>` of the trans-unit `id`.
    static func removingTarget(of id: String, from xliff: String) throws -> String {
        let unit = try #require(xliff.range(of: "<trans-unit id=\"\(id)\""), "no trans-unit \(id)")
        let start = try #require(xliff.range(of: "<target", range: unit.upperBound..<xliff.endIndex))
        let end = try #require(xliff.range(of: "</target>", range: start.upperBound..<xliff.endIndex))
        var text = xliff
        text.removeSubrange(start.lowerBound..<end.upperBound)
        return text
    }

    /// The String Catalog without the text that the XLIFF unit `id` names in `locale`: an
    /// entry's text (`floorChange.floors [select.$1.up/plural.$3.=1]`), a plural category
    /// (`route.stops|==|plural.other`) or a substitution's
    /// (`key [path]|==|substitutions.floorCount.plural.few`).
    static func removingVariant(id: String, locale: String, from catalog: String) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let parts = id.components(separatedBy: "|==|")
        var strings = try #require(root["strings"] as? [String: Any])
        var string = try #require(strings[parts[0]] as? [String: Any], "no entry \(parts[0])")
        var localizations = try #require(string["localizations"] as? [String: Any])
        if parts.count == 1 {
            #expect(localizations.removeValue(forKey: locale) != nil)
        } else {
            var localization = try #require(localizations[locale] as? [String: Any])
            let steps = parts[1].split(separator: ".").map(String.init)
            func removing(_ category: String, from variations: Any?) throws -> [String: Any] {
                var variations = try #require(variations as? [String: Any])
                var plural = try #require(variations["plural"] as? [String: Any])
                #expect(plural.removeValue(forKey: category) != nil, "no variant \(id)")
                variations["plural"] = plural
                return variations
            }
            if steps.first == "plural" {
                localization["variations"] = try removing(steps[1], from: localization["variations"])
            } else {
                var substitutions = try #require(localization["substitutions"] as? [String: Any])
                var substitution = try #require(substitutions[steps[1]] as? [String: Any])
                substitution["variations"] = try removing(steps[3], from: substitution["variations"])
                substitutions[steps[1]] = substitution
                localization["substitutions"] = substitutions
            }
            localizations[locale] = localization
        }
        string["localizations"] = localizations
        strings[parts[0]] = string
        var changed = root
        changed["strings"] = strings
        return String(decoding: try JSONSerialization.data(withJSONObject: changed), as: UTF8.self)
    }

    /// A working copy holding the shipped file of `locale`.
    static func workingCopy(_ locales: [String]) throws -> URL {
        let directory = try Paths.temporaryDirectory()
        for locale in locales {
            try FileManager.default.copyItem(at: Paths.localizations.appendingPathComponent("\(locale).json"),
                to: directory.appendingPathComponent("\(locale).json"))
        }
        return directory
    }

    static func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    // MARK: 0. A broken translation is never written

    @Test("an import with a dropped placeholder or a plural without other writes nothing, forced or not",
        arguments: [ExchangeFormat.xliff, .xcstrings], [false, true])
    func brokenImports(format: ExchangeFormat, force: Bool) throws {
        let directory = try Self.workingCopy(["de"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de.json")
        let original = try Data(contentsOf: file)
        var text = try Self.exported("de", format)
        switch format {
        case .xliff:
            // The distance of "turn" dropped.
            let broken = try #require(text.range(of: "<target state=\"translated\">in %2$lf:dative %1$@</target>"))
            text.replaceSubrange(broken, with: "<target state=\"translated\">in %1$@</target>")
        case .xcstrings:
            // "route.stops" without its "other".
            text = try Self.removingVariant(id: "route.stops|==|plural.other", locale: "de", from: text)
        }
        let exchange = directory.appendingPathComponent("in.\(format.rawValue)")
        try text.write(to: exchange, atomically: true, encoding: .utf8)
        let result = try GuidepostBinary.run(["import", exchange.path, "--localizations", directory.path] + (force ? ["--force"] : []))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(format == .xliff ? "turn: lost $1" : "route.stops"), "\(result.stderr)")
        // Each finding says where the message is in the imported file.
        let finding = try #require(result.stderr.split(separator: "\n").first { $0.contains(": error: ") && $0.contains("[") })
        #expect(finding.hasPrefix(exchange.path + ":"), "\(finding)")
        let position = finding.dropFirst(exchange.path.count + 1).split(separator: ":").prefix(2)
        #expect(position.count == 2 && position.allSatisfy { Int($0) != nil }, "\(finding)")
        #expect(result.stderr.contains("nothing was written"))
        #expect(!result.stdout.contains("wrote"))
        #expect(try Data(contentsOf: file) == original)
        #expect(try Self.listing(directory) == ["de.json", "in.\(format.rawValue)"])
    }

    @Test("importing what was exported changes nothing and says so")
    func unchangedImport() throws {
        let directory = try Self.workingCopy(["fr"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: directory.appendingPathComponent("fr.json"))
        let exchange = directory.appendingPathComponent("fr.xliff")
        try Self.exported("fr", .xliff).write(to: exchange, atomically: true, encoding: .utf8)
        let result = try GuidepostBinary.run(["import", exchange.path, "--localizations", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "unchanged \(directory.appendingPathComponent("fr.json").path)\n")
        #expect(try Data(contentsOf: directory.appendingPathComponent("fr.json")) == original)
    }

    // MARK: 1. The loss check reaches every variant

    @Test("removing one variant's target is a loss, listed with file, key and variant path; nothing is written",
        arguments: [
            // A plural category Xcode writes as a variation, and an entry of a source select.
            ("ru", ExchangeFormat.xliff, "route.stops", "plural.$0.few", "route.stops|==|plural.few"),
            ("ar", .xliff, "route.stops", "plural.$0.two", "route.stops|==|plural.two"),
            ("de", .xliff, "straight.landmark", "select.$1:when.none", "straight.landmark [select.$1:when.none]"),
            ("ru", .xcstrings, "route.stops", "plural.$0.few", "route.stops|==|plural.few"),
            ("de", .xcstrings, "straight.landmark", "select.$1:when.none", "straight.landmark [select.$1:when.none]"),
        ])
    func aLostVariantIsALoss(locale: String, format: ExchangeFormat, key: String, path: String, id: String) throws {
        let directory = try Self.workingCopy([locale])
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: directory.appendingPathComponent("\(locale).json"))
        let exchange = directory.appendingPathComponent("in.\(format.rawValue)")
        let text = switch format {
        case .xliff: try Self.removingTarget(of: id, from: try Self.exported(locale, format))
        case .xcstrings: try Self.removingVariant(id: id, locale: locale, from: try Self.exported(locale, format))
        }
        try Data(text.utf8).write(to: exchange)

        let refused = try GuidepostBinary.run(["import", exchange.path, "--localizations", directory.path])
        #expect(refused.status == 1, "\(refused.stderr)")
        let warning = try #require(refused.stderr.split(separator: "\n").first { $0.contains(": \(key): the import has no variant") })
        #expect(warning.hasPrefix("warning: \(locale).json:"))
        #expect(warning.hasSuffix(": \(key): the import has no variant \(path); importing would remove its translation"))
        #expect(refused.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }.count == 1)
        #expect(!refused.stdout.contains("wrote"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("\(locale).json")) == original)
        #expect(try Self.listing(directory) == ["\(locale).json", "in.\(format.rawValue)"].sorted())

        // A category the locale needs is also a broken translation, which no --force writes.
        let broken = refused.stderr.contains("[plural-missing-category]")
        #expect(broken == (path.contains(".few") || path.contains(".two") || path.contains(".many")))
        let forced = try GuidepostBinary.run(["import", exchange.path, "--localizations", directory.path, "--force"])
        if broken {
            #expect(forced.status == 1, "\(forced.stderr)")
            #expect(try Data(contentsOf: directory.appendingPathComponent("\(locale).json")) == original)
        } else {
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(forced.stdout == "wrote \(directory.appendingPathComponent("\(locale).json").path)\n")
        }
    }

    @Test func everyLossIsListedAndSplittingATextIntoVariantsIsNone() throws {
        let directory = try Self.workingCopy(["de"])
        defer { try? FileManager.default.removeItem(at: directory) }
        var xliff = try Self.exported("de", .xliff)
        xliff = try Self.removingTarget(of: "lanes [select.$1.left]|==|substitutions.count.plural.one", from: xliff)
        xliff = try Self.removingTarget(of: "straight.landmark [select.$1:when.none]", from: xliff)
        // "route.toll" becomes plural variants: its text is refined, not lost.
        let toll = try #require(xliff.range(of: "<trans-unit id=\"route.toll\""))
        xliff.replaceSubrange(toll, with: "<trans-unit id=\"route.toll|==|plural.$0.one\"><target>$0 auf Mautstraßen</target></trans-unit><trans-unit id=\"route.toll|==|plural.$0.other\"")
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: xliff, file: "de.xliff", format: .xliff, existingDirectory: directory)
        #expect(plan.losses.count == 2)
        #expect(plan.losses.contains { $0.hasSuffix(": lanes: the import has no variant select.$1.left/plural.$0.one; importing would remove its translation") })
        #expect(plan.losses.contains { $0.hasSuffix(": straight.landmark: the import has no variant select.$1:when.none; importing would remove its translation") })

        // Collapsing variants into one text loses each of them.
        let collapsed = """
            <xliff version="1.2"><file target-language="de"><body>
            <trans-unit id="floorChange.floors"><target>%1$@ %2$@ %4$@ bis %3$@</target></trans-unit>
            </body></file></xliff>
            """
        let lossy = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: collapsed, file: "de.xliff", format: .xliff, existingDirectory: directory)
        #expect(lossy.losses.filter { $0.contains(": floorChange.floors: the import has no variant select.$0.") }.count == 18)
    }

    // MARK: 2. A locale from a file is a locale identifier before it names a file

    @Test("a target-language that is not a locale identifier is an error with its position; nothing is written anywhere",
        arguments: [
            "de/../../../../victim/package", "../de", "de/x", "..", ".", "de\\x", "de.json", " de", "de&#0;/../x",
            "de%2F..", "-de", "_", "de--at",
        ])
    func aPathIsNotALocale(language: String) throws {
        let root = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // de/../../../../victim leads from Localizations/ to w/victim once Localizations/de exists.
        let target = root.appendingPathComponent("w/x/y/Localizations")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("de"), withIntermediateDirectories: true)
        let victim = root.appendingPathComponent("w/victim/package.json")
        try FileManager.default.createDirectory(at: victim.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"name\": \"victim\"}\n".utf8).write(to: victim)
        let xliff = root.appendingPathComponent("evil.xliff")
        try Data("""
            <xliff version="1.2">
              <file target-language="\(language)"><body>
                <trans-unit id="arrive"><target>Da</target></trans-unit></body></file>
            </xliff>
            """.utf8).write(to: xliff)

        let result = try GuidepostBinary.run(["import", xliff.path, "--localizations", target.path, "--force"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(xliff.path):2:3: error: target-language "))
        #expect(result.stderr.contains("is not a locale identifier"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "{\"name\": \"victim\"}\n")
        #expect(try Self.listing(victim.deletingLastPathComponent()) == ["package.json"])
        #expect(try Self.listing(target) == ["de"])
        #expect(try Self.listing(target.appendingPathComponent("de")) == [])
    }

    @Test("a locale identifier names its file in canonical form", arguments: [
        ("xliff", "de_AT", "de-AT"), ("xliff", "DE", "de"), ("xliff", "pt-br", "pt-BR"), ("xliff", "zh-hant-hk", "zh-Hant-HK"),
        ("xcstrings", "de_AT", "de-AT"), ("xcstrings", "sr-latn", "sr-Latn"),
    ])
    func aLocaleNamesItsFileCanonically(format: String, language: String, file: String) throws {
        let text = format == "xliff"
            ? "<xliff version=\"1.2\"><file target-language=\"\(language)\"><body><trans-unit id=\"arrive\"><target>Da</target></trans-unit></body></file></xliff>"
            : "{\"sourceLanguage\": \"en\", \"strings\": {\"arrive\": {\"localizations\": {\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Da\"}}}}}}"
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: text, file: "x.\(format)", format: try #require(ExchangeFormat(rawValue: format)))
        #expect(plan.files.map(\.fileName) == ["\(file).json"])
        #expect(plan.files.map(\.locale) == [file])
        #expect(plan.files.first?.text.hasPrefix("{\n  \"locale\": \"\(file)\",") == true)
    }

    @Test func aStringCatalogLocaleThatIsAPathIsAnErrorWithItsPosition() throws {
        let text = """
            {"sourceLanguage": "en", "strings": {"arrive": {"localizations": {
              "../../victim": {"stringUnit": {"state": "translated", "value": "Da"}}}}}}
            """
        #expect {
            try CatalogImporter(source: Catalog.embedded.source).plan(text: text, file: "x.xcstrings", format: .xcstrings)
        } throws: { error in
            (error as? ExchangeError)?.description
                == "x.xcstrings:2:3: error: arrive: \"../../victim\" is not a locale identifier (a BCP-47 tag such as \"de\" or \"pt-BR\")"
        }
    }

    @Test("a .json that is not the localization of that locale is never replaced, forced or not", arguments: [
        ("{\"name\": \"package\"}\n", "exists and is not a localization file (de.json:1:1: missing \"locale\""),
        ("{\"locale\": \"fr\", \"messages\": {}}\n", "is the localization of \"fr\", not of de"),
        ("not json at all\n", "exists and is not a localization file (de.json:1:"),
        ("\u{FF}\u{FE}", "exists and is not a localization file"),
    ])
    func aForeignFileIsNeverReplaced(content: String, message: String) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de.json")
        let bytes = content == "\u{FF}\u{FE}" ? Data([0xFF, 0xFE, 0x00]) : Data(content.utf8)
        try bytes.write(to: file)
        let xliff = directory.appendingPathComponent("de.xliff")
        try Data(try Self.exported("de", .xliff).utf8).write(to: xliff)
        for arguments in [["import", xliff.path, "--localizations", directory.path],
            ["import", xliff.path, "--localizations", directory.path, "--force"]]
        {
            let result = try GuidepostBinary.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("\(file.path): error: "))
            #expect(result.stderr.contains(message))
            #expect(result.stdout == "")
            #expect(try Data(contentsOf: file) == bytes)
        }
        // The library's write checks it too, whatever plan it is given.
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: try Self.exported("de", .xliff), file: "de.xliff", format: .xliff)
        #expect(throws: ExchangeError.self) { try CatalogImporter.write(plan, to: directory, force: true) }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test("a plan whose file name is a path is refused by write", arguments: [
        ("de", "../de.json"), ("de", "de/../../x.json"), ("../x", "../x.json"), ("de", ".de.json"), ("de", "fr.json"),
    ])
    func writeRefusesAPathInAPlan(locale: String, fileName: String) throws {
        let root = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("Localizations")
        // A plan is a value with settable fields: write must not trust them.
        var plan = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: try Self.exported("de", .xliff), file: "de.xliff", format: .xliff)
        plan.files[0].locale = locale
        plan.files[0].fileName = fileName
        #expect(throws: ExchangeError.self) { try CatalogImporter.write(plan, to: directory, force: true) }
        #expect(try Self.listing(root) == [])
    }

    // MARK: 3. All files or none

    @Test("a failed rename puts back the files already renamed and leaves no temporary file", arguments: [true, false])
    func aFailedRenameRollsBack(deExists: Bool) throws {
        let directory = try Self.workingCopy(deExists ? ["de"] : [])
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = deExists ? try Data(contentsOf: directory.appendingPathComponent("de.json")) : nil
        // A directory where fr.json should go: its rename fails after de.json's succeeded.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("fr.json/keep"),
            withIntermediateDirectories: true)
        let xliff = """
            <xliff version="1.2">
              <file target-language="de"><body><trans-unit id="arrive"><target>Da</target></trans-unit></body></file>
              <file target-language="fr"><body><trans-unit id="arrive"><target>Arrivé</target></trans-unit></body></file>
            </xliff>
            """
        let plan = try CatalogImporter(source: Catalog.embedded.source).plan(
            text: xliff, file: "x.xliff", format: .xliff, existingDirectory: directory)
        #expect(plan.files.map(\.fileName) == ["de.json", "fr.json"])
        #expect {
            try CatalogImporter.write(plan, to: directory, force: true)
        } throws: { error in
            let description = (error as? ExchangeError)?.description ?? ""
            return description.hasPrefix(directory.appendingPathComponent("fr.json").path + ": error: cannot move the new file into place")
                && description.hasSuffix("every file was left as it was, nothing was written")
        }
        #expect(try Self.listing(directory) == (deExists ? ["de.json", "fr.json"] : ["fr.json"]))
        if let original { #expect(try Data(contentsOf: directory.appendingPathComponent("de.json")) == original) }
        #expect(try Self.listing(directory.appendingPathComponent("fr.json")) == ["keep"])

        // The CLI says so and does not claim to have written anything.
        let file = directory.appendingPathComponent("x.xliff")
        try Data(xliff.utf8).write(to: file)
        let result = try GuidepostBinary.run(["import", file.path, "--localizations", directory.path, "--force"])
        #expect(result.status == 2)
        #expect(!result.stdout.contains("wrote"))
        #expect(result.stderr.contains("nothing was written"))
        #expect(try Self.listing(directory) == (deExists ? ["de.json", "fr.json", "x.xliff"] : ["fr.json", "x.xliff"]))
        if let original { #expect(try Data(contentsOf: directory.appendingPathComponent("de.json")) == original) }
    }

    @Test func aMultiFileImportWritesEveryFileAndNoTemporaryOrBackupFile() throws {
        let directory = try Self.workingCopy(["de", "fr"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let xliff = directory.appendingPathComponent("x.xliff")
        try Data(try CatalogExporter().export(.embedded, locales: ["de", "fr", "ru"], format: .xliff).utf8).write(to: xliff)
        // de.json differs from the export in one message; fr.json is as exported; ru.json is new.
        let de = directory.appendingPathComponent("de.json")
        let shipped = try String(contentsOf: de, encoding: .utf8)
        try Data(shipped.replacingOccurrences(of: "\"arrive\": \"", with: "\"arrive\": \"!").utf8).write(to: de)
        let frNumber = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("fr.json").path)[.systemFileNumber]
            as? Int
        let result = try GuidepostBinary.run(["import", xliff.path, "--localizations", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            wrote \(de.path)
            wrote \(directory.appendingPathComponent("ru.json").path)
            unchanged \(directory.appendingPathComponent("fr.json").path)

            """)
        #expect(try String(contentsOf: de, encoding: .utf8) == shipped)
        #expect(try Self.listing(directory) == ["de.json", "fr.json", "ru.json", "x.xliff"])
        // "unchanged" means untouched: the same file, not a rewritten copy.
        #expect(try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("fr.json").path)[.systemFileNumber]
            as? Int == frNumber)

        let again = try GuidepostBinary.run(["import", xliff.path, "--localizations", directory.path])
        #expect(again.status == 0)
        #expect(!again.stdout.contains("wrote"))
        #expect(again.stdout.split(separator: "\n").count == 3)
    }

    // MARK: 4. Every file that exports also imports back

    enum Outcome: Sendable, CustomTestStringConvertible {
        case roundTrips
        case refused(String)
        var testDescription: String {
            switch self {
            case .roundTrips: "round trips"
            case .refused(let finding): "refused: \(finding)"
            }
        }
    }

    @Test("a translation that would not import back is refused with its lint finding; any other round trips",
        arguments: [
            // A select the source message does not make is written inside the source's entries
            // (as JSON where Xcode has no form for it) and comes back as written, whatever it
            // names; lint, and the import's check before it writes, report what is wrong with it.
            ("de", ExchangeFormat.xliff, "floorChange", #"{"select": "1", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                Outcome.roundTrips),
            ("de", .xcstrings, "floorChange", #"{"select": "1", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            ("de", .xliff, "floorChange", #"{"select": "$1.x", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            ("de", .xcstrings, "floorChange", #"{"select": "$9223372036854775807", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            ("de", .xcstrings, "floorChange", #"{"select": "$01", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            // A branch the source's select does not have stays in its "other" entry.
            ("de", .xcstrings, "floorChange", #"{"select": "$1", "up/down": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            ("de", .xliff, "floorChange", #"{"select": "$1", "up/down": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            // A "$" that is not a placeholder would come back as "$$".
            ("de", .xliff, "floorChange.unknown", #""Auf $x wechseln $0""#, .refused("[placeholder-syntax]")),
            ("de", .xliff, "no.such.key", #""Hallo""#, .refused(#"the source catalog has no message "no.such.key" [unknown-key]"#)),
            ("de", .xcstrings, "no.such.key", #""Hallo""#, .refused("[unknown-key]")),
            // Lint errors that do not stop a round trip do not stop an export.
            ("de", .xliff, "floorChange", #"{"select": "$9223372036854775807", "up": "$0 hoch bis $2", "other": "$0 $1 bis $2"}"#,
                .roundTrips),
            ("ru", .xcstrings, "floorChange.floors", #"{"plural": "$3", "=1e300": "$0 $1 $2 $3", "one": "$0 $1 $2 $3", "other": "$0 $1 $2 $3"}"#,
                .roundTrips),
            ("ja", .xliff, "arrive", #""100 % $$""#, .roundTrips),
        ])
    func everyExportImportsBack(locale: String, format: ExchangeFormat, key: String, translation: String, outcome: Outcome)
        throws
    {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = "{\n  \"locale\": \"\(locale)\",\n  \"messages\": {\n    \"\(key)\": \(translation)\n  }\n}\n"
        try Data(file.utf8).write(to: directory.appendingPathComponent("\(locale).json"))
        var catalog = Catalog.embedded
        catalog.localizations = [:]
        catalog = try catalog.overlaying(localizationsAt: directory)
        switch outcome {
        case .refused(let finding):
            #expect {
                try CatalogExporter().export(catalog, locales: [locale], format: format)
            } throws: { error in
                let description = (error as? ExchangeError)?.description ?? ""
                return description.hasPrefix("\(directory.lastPathComponent)/\(locale).json:4:") && description.contains(finding)
            }
            // The CLI refuses too, and writes nothing.
            let output = directory.appendingPathComponent("out.\(format.rawValue)")
            let result = try GuidepostBinary.run([
                "export", "--format", format.rawValue, "--locale", locale, "--output", output.path, "--localizations", directory.path,
            ])
            #expect(result.status == 2)
            #expect(result.stderr.contains(finding))
            #expect(!FileManager.default.fileExists(atPath: output.path))
        case .roundTrips:
            let exported = try CatalogExporter().export(catalog, locales: [locale], format: format)
            let plan = try CatalogImporter(source: catalog.source).plan(text: exported, file: "x", format: format)
            #expect(plan.losses == [])
            let back = try #require(plan.files.first).text
            #expect(try JSONSerialization.jsonObject(with: Data(back.utf8)) as? NSDictionary
                == JSONSerialization.jsonObject(with: Data(file.utf8)) as? NSDictionary)
        }
    }

    @Test func exportingTheSameLocaleTwiceOrAPathIsHandled() throws {
        let twice = try CatalogExporter().export(.embedded, locales: ["de", "de"], format: .xliff)
        #expect(twice == (try Self.exported("de", .xliff)))
        #expect(throws: ExchangeError.self) { try CatalogExporter().export(.embedded, locales: ["../de"], format: .xliff) }
    }
}
