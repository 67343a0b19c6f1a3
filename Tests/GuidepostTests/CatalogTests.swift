import Foundation
import GuidepostFuzzing
import Testing
@testable import Guidepost
import GuidepostTranslation

@Suite("Shipped catalogs")
struct CatalogTests {
    @Test("the source catalog loads cleanly and every renderer key is in it")
    func source() throws {
        let catalog = Catalog.embedded
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        for key in MessageKey.allCases {
            #expect(catalog.source.message(key.key) != nil, "missing \(key.key)")
        }
        #expect(Set(catalog.locales).isSuperset(of: ["en", "de", "fr", "ru", "ar", "ja"]))
    }

    @Test("every shipped localization is complete and each message compiles without errors when first used",
        arguments: Catalog.embedded.locales.filter { $0 != "en" })
    func localization(locale: String) throws {
        let renderer = try Renderer(locale: locale)
        // A built-in file's messages, and their nested variants, compile when first used:
        // compile them all (a walk reaches every variant), then look.
        let entries = renderer.engine.table.entries
        var pending = entries.map(\.node)
        while let node = pending.popLast() { pending += node.children }
        let problems = renderer.diagnostics.filter { $0.severity >= .warning }
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        // Every message in the locale's own words (a regional variant's from its language's
        // file; English variants' from English).
        let own = Set(renderer.resolution.chain.filter { $0 != "en" || locale.hasPrefix("en-") })
        for entry in entries {
            #expect(own.contains(entry.locale), "\(entry.locale)")
        }
    }

    @Test("placeholder roles in the source match what the renderer fills")
    func roles() throws {
        let source = Catalog.embedded.source
        for message in source.messages where message.placeholders.contains(where: { $0.values != nil }) {
            for spec in message.placeholders {
                if let values = spec.values {
                    #expect(Set(values).isSubset(of: Set(spec.role.selectValues ?? [])), "\(message.key) $\(spec.number)")
                }
            }
        }
    }

    @Test("an app overrides English too, and hears of an override key the catalog does not have")
    func englishOverrides() throws {
        var catalog = Catalog.embedded
        catalog.add(text: "{\"locale\": \"en\", \"messages\": {\"turn\": \"$0 after $1\", \"trun.name\": \"$0 onto $2\"}}",
            file: "App/en.json", asOverride: true)
        let renderer = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Turn left after 20 m")
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20, name: "Elm Street")).text == "Turn left onto Elm Street in 20 m")
        let typo = try #require(renderer.diagnostics.first { $0.check == "unknown-key" })
        #expect(typo.key == "trun.name" && typo.file == "App/en.json")
        // British English inherits the override through its chain.
        #expect(try Renderer(locale: "en-GB", options: RenderOptions(unitSystem: .metric), catalog: catalog)
            .render(Instruction(.turn(.left), distance: 20)).text == "Turn left after 20 m")
    }

    @Test("lint --overrides checks what an override file holds, without missing-key noise")
    func lintOverrides() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"locale\": \"de\", \"messages\": {\"turn\": \"in $1 $0\"}}".utf8).write(to: directory.appendingPathComponent("de.json"))
        let clean = try GuidepostBinary.run(["lint", "--overrides", "--localizations", directory.path])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.hasPrefix("clean: 1 localization (de)"))
        try Data("{\"locale\": \"de\", \"messages\": {\"turn\": \"in $1\"}}".utf8).write(to: directory.appendingPathComponent("de.json"))
        let broken = try GuidepostBinary.run(["lint", "--overrides", "--localizations", directory.path])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("[missing-placeholder]") && !broken.stdout.contains("[missing-key]"))
    }

    @Test("a broken translation falls back to the whole message in the fallback language, phrases included")
    func wholeMessageFallback() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: Paths.localizations.appendingPathComponent("de.json"), encoding: .utf8)
        var root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var messages = try #require(root["messages"] as? [String: Any])
        messages["turn.name"] = "in $1 $0 auf $x2"  // a broken placeholder
        root["messages"] = messages
        try JSONSerialization.data(withJSONObject: root).write(to: directory.appendingPathComponent("de.json"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric, bidiIsolation: .never), catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.key == "turn.name" && $0.severity == .error })
        let named = try renderer.render(Instruction(.turn(.left), distance: 30, name: "Gang B"))
        #expect(named.text == "Turn left onto Gang B in 30 m")
        #expect(named.span(.maneuver).map { String(named[$0]) } == "Turn left")
        // The German messages that are fine keep their German phrases.
        #expect(try renderer.render(Instruction(.turn(.left), distance: 30)).text == "In 30 m links abbiegen")
        // A regional variant is the same language: en-GB's own phrases stay in English messages.
        let british = try Renderer(locale: "en-GB")
        #expect(try british.render(Instruction(.floorChange(FloorChange(type: .elevator, direction: .up, floorName: "3"))))
            .text == "Take the lift up to Level 3")
    }

    @Test("a directory of localizations overlays the built-in ones")
    func overlay() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"locale\": \"de\", \"messages\": {\"maneuver.turn.left\": \"nach links\", \"turn\": \"$0 in $1\"}}".utf8)
            .write(to: directory.appendingPathComponent("de.json"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory)
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Nach links in 20 m")
    }
}

@Suite("App overrides")
struct OverrideTests {
    @Test("merged overrides change some messages and keep the rest of the locale", arguments: [
        (Instruction(.turn(.left), distance: 20), "Nach links in 20 m"),
        // The overridden template with the built-in German fragment.
        (Instruction(.turn(.right), distance: 20), "Rechts abbiegen in 20 m"),
        // A message the overrides do not touch stays German.
        (Instruction(.turn(.right), distance: 20, landmarks: [Landmark(name: "Starbucks")]), "In 20 m bei Starbucks rechts abbiegen"),
    ])
    func merged(instruction: Instruction, expected: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"locale\": \"de\", \"messages\": {\"maneuver.turn.left\": \"nach links\", \"turn\": \"$0 in $1\"}}".utf8)
            .write(to: directory.appendingPathComponent("de.json"))
        let catalog = try Catalog.embedded.overlaying(localizationsAt: directory, merging: true)
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(renderer.diagnostics.filter { $0.severity >= .warning }.isEmpty)
        let line = try renderer.render(instruction)
        #expect(line.text == expected)
    }

    @Test("overrides for a locale without its own file sit in front of English, a message never half in each")
    func newLocale() throws {
        var catalog = Catalog.embedded
        // Scottish Gaelic: a language Guidepost does not ship.
        catalog.add(text: "{\"locale\": \"gd\", \"messages\": {\"maneuver.turn.left\": \"tionndaidh gu clì\", \"turn\": \"an ceann $1 $0\"}}",
            file: "App/gd.json", asOverride: true)
        let renderer = try Renderer(locale: "gd", options: RenderOptions(unitSystem: .metric, bidiIsolation: .never), catalog: catalog)
        #expect(renderer.resolution.chain == ["gd", "en"])
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "An ceann 20 m tionndaidh gu clì")
        // A message the app did not translate is English, its phrase too.
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20, name: "Sràid an Rìgh")).text
            == "Turn left onto Sràid an Rìgh in 20 m")
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("one renderer shared by many tasks gives the same results")
    func shared() async throws {
        let renderer = try Renderer(locale: "ru")
        let corpus = GoldenCorpus.instructions.map(\.instruction)
        let expected = try corpus.map { try renderer.render($0).text }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { try corpus.map { try renderer.render($0).text } }
            }
            var all: [[String]] = []
            for try await result in group { all.append(result) }
            return all
        }
        for result in results { #expect(result == expected) }
    }

    @Test("tasks sharing a renderer under eviction pressure render what a fresh renderer does", arguments: ["de", "el"])
    func sharedUnderPressure(locale: String) async throws {
        let options = RenderOptions(medium: .speech)
        let shared = try Renderer(locale: locale, options: options)
        let probes = SessionPressure.probes
        let expected = try probes.map { try Renderer(locale: locale, options: options).render($0) }
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<3 {
                        // Distinct distances and names from every task: the tables fill and turn over.
                        for index in 0..<(RenderCache.capacity + 64) {
                            let distance = Double(1_000_000 + (task * 3 + round) * 100_000 + index * 1_000)
                            _ = try shared.render(Instruction(.turn(.left), distance: distance, name: "Straße \(task) \(round) \(index)"))
                        }
                        for (probe, fresh) in zip(probes, expected) where try shared.render(probe) != fresh { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            var total = 0
            for try await count in group { total += count }
            return total
        }
        #expect(mismatches == 0)
    }
}
