import Testing
@testable import Guidepost

/// The render path's first-level caches, keyed by how strings are stored.
@Suite("Identity cache")
struct IdentityCacheTests {
    /// A long string in storage of its own (not a literal's), as a decoded route's names are.
    static func fresh(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    @Test("a string finds what was stored for it, whether it is inline or in storage of its own")
    func hits() {
        // One key per cache: two keys may share a slot (the later one wins, tested below).
        var short = IdentityCache<Int>(bits: 4)
        short.store(1, "Market St", "genitive")
        #expect(short.value("Market St", "genitive") == 1)
        // Short strings are their bytes: any copy of the text is the same key.
        #expect(short.value(String("Market St".reversed().reversed()), "genitive") == 1)
        var long = IdentityCache<Int>(bits: 4)
        let name = Self.fresh("Λεωφόρος Βασιλίσσης Σοφίας")
        long.store(2, name, "accusative")
        #expect(long.value(name, "accusative") == 2)
        #expect(long.value(name, "accusative", extra: 1) == nil)
    }

    @Test("other text, another form, or the same text in other storage is a miss, never another value")
    func misses() {
        var cache = IdentityCache<Int>(bits: 4)
        let long = Self.fresh("Λεωφόρος Βασιλίσσης Σοφίας")
        cache.store(2, long, "accusative")
        #expect(cache.value(long, "genitive") == nil)
        #expect(cache.value("Market St", "accusative") == nil)
        // Equal text in a second allocation: the second-level cache answers that one.
        #expect(cache.value(Self.fresh("Λεωφόρος Βασιλίσσης Σοφίας"), "accusative") == nil)
    }

    @Test("a slot holds its strings: text freed and made again at the same address is not mistaken for them")
    func keepsItsKeys() {
        var cache = IdentityCache<String>(bits: 0)  // one slot: every store replaces it
        for round in 0..<200 {
            let name = Self.fresh("Street number \(round) of a long avenue")
            if let stored = cache.value(name, "genitive") {
                #expect(stored == name, "round \(round)")
            }
            cache.store(name, name, "genitive")
            #expect(cache.value(name, "genitive") == name)
        }
    }

    @Test("a renderer's forms are the same through the first-level cache and past it", arguments: ["el", "hu", "ru", "fi"])
    func renderedTwice(locale: String) throws {
        let renderer = try Renderer(locale: locale)
        let instruction = Instruction(.turn(.left), distance: 40, name: Self.fresh("Ermou Street Market Road"),
            landmarks: [Landmark(name: Self.fresh("Pharmacy Central Plaza"), position: .after)])
        let first = try renderer.render(instruction)
        // The same text in other storage misses the first level and must read the same.
        let again = Instruction(.turn(.left), distance: 40, name: Self.fresh("Ermou Street Market Road"),
            landmarks: [Landmark(name: Self.fresh("Pharmacy Central Plaza"), position: .after)])
        #expect(try renderer.render(again).text == first.text)
        #expect(try renderer.render(instruction).text == first.text)
    }
}
