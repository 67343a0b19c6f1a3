import Foundation
import Guidepost
import GuidepostTranslation
import Testing

/// `guidepost init`: a new locale from a skeleton to its first translations.
@Suite("Starting a locale")
struct InitTests {
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("init writes every message with the locale's own plural slots; lint and coverage take it from the start")
    func skeleton() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try GuidepostBinary.run(["init", "pl", "--localizations", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("guidepost lint --localizations \(directory.path) --locale pl"))
        let file = directory.appendingPathComponent("pl.json")
        let localization = try Localization.load(text: try String(contentsOf: file, encoding: .utf8), file: "pl.json")
        #expect(localization.locale == "pl")
        #expect(localization.keys.isEmpty, "every slot is still to fill")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let messages = try #require(root["messages"] as? [String: Any])
        #expect(messages.count == Catalog.embedded.source.messages.count)
        // Polish counts one, few, many, other, where the source has English's one and other.
        let stops = try #require(messages["route.stops"] as? [String: String])
        #expect(Set(stops.keys) == ["plural", "one", "few", "many", "other"])
        let context = try #require(root["context"] as? [String: String])
        #expect(context["route.stops"]?.contains("$0 (count)") == true)

        // Nothing but missing translations to report; a second init never overwrites.
        let lint = try GuidepostBinary.run(["lint", "--localizations", directory.path, "--locale", "pl"])
        #expect(lint.status == 1)
        #expect(lint.stdout.split(separator: "\n").dropLast().allSatisfy { $0.hasSuffix("[missing-key]") })
        let again = try GuidepostBinary.run(["init", "pl", "--localizations", directory.path])
        #expect(again.status == 2)

        // The first translation counts, lints clean and renders.
        // The translator fills the slots in place.
        var text = try String(contentsOf: file, encoding: .utf8)
        let empty = ["one", "few", "many", "other"].map { #"      "\#($0)": """# }.joined(separator: ",\n")
        let slots = try #require(text.range(of: "\"route.stops\": {\n      \"plural\": \"$0\",\n" + empty))
        let filled = [("one", "przystanek"), ("few", "przystanki"), ("many", "przystanków"), ("other", "przystanku")]
            .map { #"      "\#($0.0)": "$0 \#($0.1)""# }.joined(separator: ",\n")
        text.replaceSubrange(slots, with: "\"route.stops\": {\n      \"plural\": \"$0\",\n" + filled)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let loaded = try Localization.load(text: text, file: "pl.json")
        #expect(loaded.keys == ["route.stops"])
        let afterLint = try GuidepostBinary.run(["lint", "--localizations", directory.path, "--locale", "pl"])
        #expect(!afterLint.stdout.contains(": route.stops: "))
        let coverage = try GuidepostBinary.run(["coverage", "--localizations", directory.path])
        #expect(coverage.stdout.contains("1/\(Catalog.embedded.source.messages.count)"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let renderer = try Renderer(locale: "pl", catalog: catalog)
        for (count, expected) in [(2, "2 przystanki"), (5, "5 przystanków"), (22, "22 przystanki")] {
            let line = try renderer.render(message: "route.stops", values: [0: .count(count)])
            #expect(line.text == expected)
        }

        // Exported for a tool, the slots are Polish ones.
        let xliff = directory.appendingPathComponent("pl.xliff")
        let export = try GuidepostBinary.run(["export", "--format", "xliff", "--locale", "pl", "--output", xliff.path,
            "--localizations", directory.path])
        #expect(export.status == 0, "\(export.stderr)")
        let exported = try String(contentsOf: xliff, encoding: .utf8)
        #expect(exported.contains("route.stops|==|plural.many"))
    }

    @Test("lint and coverage say how to start a locale that has no file")
    func noFileYet() throws {
        // Welsh: a language Guidepost does not ship.
        let lint = try GuidepostBinary.run(["lint", "--locale", "cy"])
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("guidepost init cy"))
    }

    @Test("a clean lint says so in one line")
    func cleanSummary() throws {
        let lint = try GuidepostBinary.run(["lint", "--locale", "ja", "--max-length-factor", "10"])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.hasPrefix("clean: 1 localization (ja), "))
    }
}

/// The preview shows what the renderer says: a sample equals the rendered instruction.
@Suite("Preview against the renderer")
struct PreviewRendererTests {
    @Test("every sample of a message an instruction selects is that instruction, rendered as an app renders it",
        arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func everySampleIsRendered(locale: String) throws {
        let samples = try CatalogPreview(locale: locale).samples()
        let source = Catalog.embedded.source.sourceLocale
        var fromValues: [String] = []
        var unreached: [String] = []
        var checked = 0
        for sample in samples {
            guard let instruction = sample.instruction else {
                if sample.isUnreached {
                    unreached.append("\(sample.key) \(sample.values)")
                } else {
                    fromValues.append("\(sample.key) \(sample.values)")
                }
                continue
            }
            // A renderer of the app's own, made here, gives the same sentence in both languages.
            let rendered = try Renderer(locale: locale, options: sample.options).render(instruction, distance: sample.phrasing)
            let english = try Renderer(locale: source, options: sample.options).render(instruction, distance: sample.phrasing)
            #expect(rendered.messageKey == sample.key)
            #expect(rendered.text == sample.translation.text, "\(locale) \(sample.key) \(sample.values)")
            #expect(rendered.spans == sample.translation.spans, "\(locale) \(sample.key) \(sample.values)")
            #expect(english.text == sample.source.text, "\(sample.key) \(sample.values)")
            checked += 1
        }
        // Every sample of an instruction message comes from an instruction, or says that no
        // instruction reaches it; only the phrases, units and route lines the renderer inserts
        // into others are rendered from values without a word.
        let instructionMessages = Set(samples.filter { $0.instruction != nil }.map(\.key))
        let stray = fromValues.filter { line in instructionMessages.contains(String(line.prefix { $0 != " " })) }
        #expect(stray == [], "\(locale): \(stray.count) samples of instruction messages rendered from values")
        // Those that no instruction reaches are the variants the renderer cannot say: a floor
        // count of one or less, an elevator's floors, a form no directions service sends, no
        // lanes or a million of them.
        for line in unreached {
            // A `known` form of a destination or rotary name comes from the locale's rules, which
            // the corpus's values take or not (Russian genitives, French articles).
            let known = line.hasPrefix("floorChange.floors ") || line.range(of: #":[A-Za-z0-9]+ = known"#, options: .regularExpression) != nil
                || (line.hasPrefix("lanes ") && (line.contains("$0 = 0 (zero)") || line.contains("$0 = 1000000")))
            #expect(known, "\(locale): \(line)")
        }
        #expect(unreached.count <= samples.count / 10, "\(locale): \(unreached.count) of \(samples.count)")
        let english = try Renderer(locale: source, options: CatalogPreview.options)
        let corpusMessages = Set(GoldenCorpus.instructions.filter { $0.then == nil }.compactMap {
            try? english.render($0.instruction, distance: $0.phrasing).messageKey
        })
        #expect(corpusMessages.count > 50)
        let missing = corpusMessages.subtracting(instructionMessages)
        #expect(missing == [], "\(locale): \(fromValues.filter { missing.contains(String($0.prefix { $0 != " " })) })")
        #expect(checked > 150, "\(checked)")
    }

    static let cases: [(key: String, values: String, instruction: Instruction, phrasing: DistancePhrasing)] = [
        ("fork", "$1:when = later", Instruction(.fork(.left), distance: 20), .stated),
        ("fork", "$1:when = none", Instruction(.fork(.left), distance: 20), .omitted),
        ("merge", "$1:when = later", Instruction(.merge(.left), distance: 20), .stated),
        ("onRamp", "$1:when = later", Instruction(.onRamp(.left), distance: 20), .stated),
        ("offRamp", "$1:when = later", Instruction(.offRamp(.left), distance: 20), .stated),
        ("upcomingFloorChange", "$1:when = none",
         Instruction(.upcomingFloorChange(FloorChange(type: .elevator, direction: .up, floorName: "Level 2")), distance: 20), .omitted),
    ]

    @Test("fork, merge, ramp and upcoming floor change samples are the renderer's sentences",
        arguments: ["en", "de", "fr", "ru", "ar", "ja"])
    func samplesAreRendered(locale: String) throws {
        let preview = try CatalogPreview(locale: locale)
        let samples = preview.samples()
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, rounding: .cldr))
        for (key, values, instruction, phrasing) in Self.cases {
            let rendered = try renderer.render(instruction, distance: phrasing)
            #expect(rendered.messageKey == key)
            guard let sample = samples.first(where: { $0.key == key && $0.values.contains(values) }) else {
                // The translation has no select on the distance's timing: its one sample.
                let only = try #require(samples.first { $0.key == key }, "\(locale) \(key)")
                if phrasing == .stated { #expect(only.translation.text == rendered.text, "\(locale) \(key)") }
                continue
            }
            #expect(sample.translation.text == rendered.text, "\(locale) \(key) \(values)")
        }
    }

    @Test("floors are counted on the stairs, as the renderer counts them")
    func floors() throws {
        let preview = try CatalogPreview(locale: "ru")
        let sample = try #require(preview.samples().first { $0.key == "floorChange.floors" && $0.values.contains("$3 = 2 (few)") })
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric, rounding: .cldr))
        let change = try #require(sample.instruction?.maneuver.floorChange)
        #expect(change.type == .stairs && change.direction == .up && change.floors == 2)
        #expect(sample.translation.text == (try renderer.render(Instruction(.floorChange(change)))).text)
    }

    @Test("a select on a floor's form shows a bare floor in its form, and a named floor for other")
    func floorForms() throws {
        let samples = try CatalogPreview(locale: "fr").samples().filter { $0.key == "floorChange.floors" }
        let known = try #require(samples.first { $0.values.contains("$2:etage = known") })
        let other = try #require(samples.first { $0.values.contains("$2:etage = other") })
        // The locale's own phrase of floor 2, in the form the message asks for.
        let renderer = try Renderer(locale: "fr", options: RenderOptions(unitSystem: .metric, rounding: .cldr))
        let floor = try renderer.render(Instruction(.floorChange(FloorChange(type: .elevator, direction: .up, floorName: "2"))))
        #expect(floor.text.contains("niveau 2"))
        #expect(known.translation.text.contains("au niveau 2"), "\(known.translation.text)")
        #expect(!known.translation.text.contains("Level"))
        #expect(other.translation.text.contains("Atrium"), "\(other.translation.text)")
    }

    @Test("the then sample joins two different maneuvers as the renderer does", arguments: ["en", "de", "cs", "ja"])
    func thenSample(locale: String) throws {
        let preview = try CatalogPreview(locale: locale)
        let sample = try #require(preview.samples().first { $0.key == "then" })
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, rounding: .cldr))
        let joined = try renderer.render(Instruction(.turn(.left), distance: 200, name: "Main Street"),
            then: Instruction(.turn(.right), name: "Market Street"))
        #expect(sample.translation.text == joined.text)
        #expect(sample.translation.text.contains("Main Street") && sample.translation.text.contains("Market Street"))
    }

    @Test("an ordinal's other category is shown with a number no exact variant takes")
    func otherOrdinal() throws {
        let preview = try CatalogPreview(locale: "ar")
        // The variant said without a distance (not the "later" one live guidance announces).
        let sample = try #require(preview.samples().first {
            $0.key == "roundabout" && $0.values.contains("(other)") && !$0.values.contains("later")
        })
        let renderer = try Renderer(locale: "ar", options: RenderOptions(unitSystem: .metric, rounding: .cldr))
        #expect(sample.translation.text == (try renderer.render(Instruction(.roundabout(exit: 11)))).text)
    }
}

@Suite("Exporting a new locale")
struct NewLocaleExportTests {
    @Test("an XLIFF export for a locale without a file offers its own plural slots, and a filled one imports")
    func lithuanianSlots() throws {
        // Lithuanian, which Guidepost does not ship: one, few, many (fractions) and other.
        let directory = try InitTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xliff = directory.appendingPathComponent("lt.xliff")
        let export = try GuidepostBinary.run(["export", "--format", "xliff", "--locale", "lt", "--output", xliff.path,
            "--localizations", directory.path])
        #expect(export.status == 0, "\(export.stderr)")
        var text = try String(contentsOf: xliff, encoding: .utf8)
        for category in ["one", "few", "many", "other"] {
            #expect(text.contains("<trans-unit id=\"route.stops|==|plural.\(category)\""))
        }
        // The translator fills the four units of one message.
        let words = ["one": "stotelė", "few": "stotelės", "many": "stotelės", "other": "stotelių"]
        for (category, word) in words {
            let unit = try #require(text.range(of: "<trans-unit id=\"route.stops|==|plural.\(category)\" xml:space=\"preserve\">"))
            let source = try #require(text.range(of: "</source>", range: unit.upperBound..<text.endIndex))
            text.insert(contentsOf: "\n        <target state=\"translated\">%1$lld \(word)</target>", at: source.upperBound)
        }
        try text.write(to: xliff, atomically: true, encoding: .utf8)
        let imported = try GuidepostBinary.run(["import", xliff.path, "--localizations", directory.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let file = try Localization.load(text: try String(contentsOf: directory.appendingPathComponent("lt.json"), encoding: .utf8),
            file: "lt.json")
        #expect(file.keys == ["route.stops"])
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let renderer = try Renderer(locale: "lt", catalog: catalog)
        for (count, expected) in [(1, "1 stotelė"), (5, "5 stotelės"), (10, "10 stotelių"), (21, "21 stotelė")] {
            #expect(try renderer.render(message: "route.stops", values: [0: .count(count)]).text == expected)
        }
    }
}

@Suite("A new locale from start to finish")
struct NewLocaleEndToEndTests {
    /// The skeleton's slots filled with the source's text of the same variant (its own
    /// branch, else `other`), marked "pl: ": a stand-in translator who keeps every placeholder.
    static func filled(_ slot: JSONNode, source: JSONNode) -> JSONNode {
        func text(_ node: JSONNode) -> String {
            if let string = node.string { return string }
            let branches = (node.members ?? []).dropFirst()
            return (branches.first { $0.key == "other" } ?? branches.first).map { text($0.value) } ?? ""
        }
        guard let members = slot.members, let selector = members.first else { return .string("pl: " + text(source)) }
        var out: [(String, JSONNode)] = [(selector.key, selector.value)]
        let sourceMembers = source.members ?? []
        let sameSelector = sourceMembers.first.map { $0.key == selector.key && $0.value.string == selector.value.string } ?? false
        for member in members.dropFirst() {
            let branch = sameSelector
                ? (sourceMembers.first { $0.key == member.key } ?? sourceMembers.first { $0.key == "other" })?.value ?? source
                : source
            out.append((member.key, filled(member.value, source: branch)))
        }
        return .object(out)
    }

    @Test("init pl, fill, lint clean, preview, export and re-import with Polish plural slots")
    func polishFromInitToReimport() throws {
        let directory = try InitTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try GuidepostBinary.run(["init", "pl", "--localizations", directory.path]).status == 0)
        let file = directory.appendingPathComponent("pl.json")

        // Every slot filled, in the skeleton's layout (the context object stays).
        let skeleton = try JSONParser.parse(try String(contentsOf: file, encoding: .utf8))
        let source = Catalog.embedded.source
        var root: [(String, JSONNode)] = []
        for member in skeleton.members ?? [] {
            guard member.key == "messages" else {
                root.append((member.key, member.value))
                continue
            }
            let messages = (member.value.members ?? []).map { message in
                (message.key, Self.filled(message.value, source: source.message(message.key)?.source ?? .string("")))
            }
            root.append(("messages", .object(messages)))
        }
        let text = JSONWriter.pretty(.object(root))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let localization = try Localization.load(text: text, file: "pl.json")
        #expect(localization.keys.count == source.messages.count)
        let stops = try #require(localization.entry("route.stops"))
        #expect(stops.value.members?.map(\.key) == ["plural", "one", "few", "many", "other"])

        // Lint-clean, fully covered.
        let lint = try GuidepostBinary.run(["lint", "--localizations", directory.path, "--locale", "pl"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.split(separator: "\n").count == 1, "\(lint.stdout)")
        let coverage = try GuidepostBinary.run(["coverage", "--localizations", directory.path])
        #expect(coverage.stdout.contains("\(source.messages.count)/\(source.messages.count)"), "\(coverage.stdout)")

        // The preview shows Polish categories, from the working copy.
        let preview = try GuidepostBinary.run(["preview", "--locale", "pl", "--localizations", directory.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        for category in ["$0 = 1 (one)", "$0 = 2 (few)", "$0 = 5 (many)"] {
            #expect(preview.stdout.contains("route.stops\n") && preview.stdout.contains(category), "\(category)")
        }
        // Polish "other" is for fractions, which a count of stops never reaches: not shown.
        #expect(!preview.stdout.contains("$0 = 1.5 (other)\n    en    1.5 stops"))

        // Exported in both formats with Polish slots, and imported back: nothing changes.
        for format in ExchangeFormat.allCases {
            let exchange = directory.appendingPathComponent("pl.\(format.rawValue)")
            let export = try GuidepostBinary.run(["export", "--format", format.rawValue, "--locale", "pl", "--output",
                exchange.path, "--localizations", directory.path])
            #expect(export.status == 0, "\(export.stderr)")
            let exported = try String(contentsOf: exchange, encoding: .utf8)
            switch format {
            case .xliff: #expect(exported.contains("<trans-unit id=\"route.stops|==|plural.many\""))
            case .xcstrings: #expect(exported.contains("\"many\" : {"))
            }
            let before = try Data(contentsOf: file)
            let back = try GuidepostBinary.run(["import", exchange.path, "--localizations", directory.path])
            #expect(back.status == 0, "\(back.stderr)")
            #expect(back.stdout == "unchanged \(file.path)\n", "\(back.stdout)")
            #expect(try Data(contentsOf: file) == before)
            try FileManager.default.removeItem(at: exchange)
        }
    }
}
