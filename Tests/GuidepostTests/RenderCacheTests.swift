@_spi(Caches) import GuidepostICU
import Testing
@testable import Guidepost

/// The one eviction policy (`BoundedTable`) and the one owner of a renderer's derived values
/// (`RenderCache`).
@Suite("Render cache")
struct RenderCacheTests {
    @Test("a table keeps at most twice its capacity, and what was stored reads back until evicted")
    func bound() {
        var table = BoundedTable<Int, String>(capacity: 4)
        for key in 0..<100 {
            table.insert("\(key)", for: key)
            #expect(table.count <= 8)
            #expect(table.value(key) == "\(key)")
        }
        // The last full generation and the young one hold the newest keys; older ones are gone.
        #expect(table.value(99) == "99")
        #expect(table.value(0) == nil)
        #expect(table.value(50) == nil)
    }

    @Test("an entry in use survives generations; an unused one goes after capacity insertions")
    func survival() {
        var table = BoundedTable<Int, Int>(capacity: 8)
        table.insert(-1, for: -1)
        for key in 0..<200 {
            table.insert(key, for: key)
            // Reading the entry each round keeps it young.
            #expect(table.value(-1) == -1, "lost at \(key)")
        }
        var unused = BoundedTable<Int, Int>(capacity: 8)
        unused.insert(-1, for: -1)
        for key in 0..<16 { unused.insert(key, for: key) }
        #expect(unused.value(-1) == nil)
    }

    @Test("keys whose digests collide are still told apart by their text")
    func collisions() {
        struct Colliding: CacheKey {
            var name: String
            var digest: UInt64 { 42 }
        }
        var table = BoundedTable<Colliding, Int>(capacity: 16)
        for index in 0..<16 { table.insert(index, for: Colliding(name: "name \(index)")) }
        for index in 0..<16 { #expect(table.value(Colliding(name: "name \(index)")) == index) }
        #expect(table.value(Colliding(name: "other")) == nil)
    }

    @Test("text keys compare bytes: equal text in new storage is the same key, other text another")
    func textKeys() {
        let name = String(decoding: Array("Λεωφόρος Βασιλίσσης Σοφίας".utf8), as: UTF8.self)
        let again = String(decoding: Array("Λεωφόρος Βασιλίσσης Σοφίας".utf8), as: UTF8.self)
        #expect(TextKey(name, "accusative") == TextKey(again, "accusative"))
        #expect(TextKey(name, "accusative").digest == TextKey(again, "accusative").digest)
        #expect(TextKey(name, "genitive") != TextKey(name, "accusative"))
        #expect(TextKey(name, "accusative", extra: 1) != TextKey(name, "accusative"))
        #expect(TextKey("ab", "c") != TextKey("a", "bc"))
    }

    @Test("a renderer's cache stays within its stated bound however many distinct values it meets")
    func rendererBound() throws {
        let renderer = try Renderer(locale: "de", options: RenderOptions(medium: .speech))
        let limit = 2 * RenderCache.capacity * RenderCache.Tables.count
        for index in 0..<6_000 {
            let name = "Straße \(index)"
            _ = try renderer.render(Instruction(.turn(.left), distance: Double(index * 37 % 900_000), name: name,
                landmarks: [Landmark(name: "Apotheke \(index)", position: .after)]))
            _ = try renderer.formatOrdinal(index)
        }
        #expect(renderer.engine.cache.count <= limit)
    }

    @Test("a distance re-rendered after its entries were evicted reads as a fresh renderer's",
        arguments: [("de", RenderOptions(medium: .speech)), ("fi", RenderOptions(rounding: .cldr)),
            ("hu", RenderOptions(rounding: .cldr)), ("ru", RenderOptions.default)])
    func evictedDistance(locale: String, options: RenderOptions) throws {
        let shared = try Renderer(locale: locale, options: options)
        let probe = Instruction(.straight, distance: 300, name: "Market Street")
        let first = try shared.render(probe)
        // More distinct distances than every table holds, through renders and the formatter.
        for index in 0..<(4 * RenderCache.capacity) {
            _ = try shared.render(Instruction(.turn(.right), distance: Double(1_000 + index * 1_000)))
            _ = try shared.formatDistance(Double(2_000_000 + index * 1_000))
        }
        let fresh = try Renderer(locale: locale, options: options).render(probe)
        #expect(try shared.render(probe) == fresh)
        #expect(first == fresh)
    }

    @Test("every table of a renderer's cache fills and turns over within its bound", arguments: [
        ("el", RenderOptions.default), ("de", RenderOptions(medium: .speech)), ("it", RenderOptions.default),
    ])
    func everyTableEvicts(locale: String, options: RenderOptions) throws {
        let renderer = try Renderer(locale: locale, options: options)
        let bound = 2 * RenderCache.capacity
        var road = RoadFacts()
        road.refs = ["A 1"]
        for index in 0..<(3 * RenderCache.capacity) {
            let name = "Il Mercato \(index) Street"
            let floor = FloorChange(type: .elevator, direction: .up, floorName: "Hall \(index)")
            _ = try renderer.render(Instruction(.turn(.left), distance: Double(2_000 + index * 1_000), name: name,
                landmarks: [Landmark(name: "La Farmacia \(index)", position: .after, kind: .pharmacy)], road: road))
            _ = try renderer.render(Instruction(.floorChange(floor), distance: 10))
            _ = try renderer.render(Instruction(.floorChange(FloorChange(type: .stairs, direction: .down,
                floorName: "\(index % 200)")), distance: 10))
            _ = try renderer.render(Instruction(.arrive(side: .left), landmarks: [Landmark(name: "Όμιλος \(index)")]))
            _ = try renderer.formatOrdinal(index)
            _ = try renderer.pluralCategory(index * 7)
            for table in renderer.engine.cache.entriesByTable {
                #expect(table.value <= bound, "\(locale): \(table.key) holds \(table.value) entries")
            }
        }
        // The tables that met more distinct keys than a generation holds were turned over (full
        // but bounded); the others were used.
        let entries = renderer.engine.cache.entriesByTable
        for table in ["distances", "counts", "ordinals", "floors"] {
            #expect(entries[table, default: 0] > RenderCache.capacity, "\(locale): \(table) was not filled")
        }
        // And each locale's own kind of derived text was kept: Greek's article forms of names,
        // German's spoken distances in the dative, Italian's floor phrases ("al piano 3").
        // Contractions are not kept: a join compares a few words of bytes (`Grammar.Joins`).
        let own = ["el": "nameForms", "de": "distancePhrases", "it": "floorPhrases"][locale] ?? "distances"
        #expect(entries[own, default: 0] > 0, "\(locale): \(own) was not used")
    }
}
