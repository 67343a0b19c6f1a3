import Foundation
import Testing
@testable import Guidepost

@Suite("Module surface")
struct ModuleSurfaceTests {
    @Test("ICU and Apple-style identifiers resolve like BCP-47 tags", arguments: [
        ("de_AT", "de-AT", ["de", "en"]), ("en_001", "en-001", ["en-001", "en"]), ("zh_Hant_HK", "zh-Hant-HK", ["zh-Hant", "en"]),
        ("de-at", "de-AT", ["de", "en"]), ("fr_CA", "fr-CA", ["fr", "en"]),
    ])
    func identifiers(identifier: String, canonical: String, chain: [String]) throws {
        #expect(LocaleResolver.canonicalTag(identifier) == canonical)
        let renderer = try Renderer(locale: identifier)
        #expect(renderer.resolution.chain == chain)
    }

    @Test("Renderer(locale: Locale) uses the locale's identifier and region")
    func foundationLocale() throws {
        let renderer = try Renderer(locale: Locale(identifier: "en_GB"))
        #expect(renderer.unitSystem == .imperialUK)
        let us = try Renderer(locale: Locale(identifier: "en_US"))
        #expect(us.unitSystem == .imperial)
        #expect(try Renderer(locale: Locale(identifier: "de_DE")).render(Instruction(.turn(.left), distance: 20)).text
            == "In 20 m links abbiegen")
    }

    @Test("Date, TimeZone and Duration overloads agree with seconds and zone IDs")
    func foundationTime() throws {
        let renderer = try Renderer(locale: "de")
        let date = Date(timeIntervalSince1970: 1_768_487_700)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(try renderer.formatClockTime(date, in: berlin) == "15:35")
        #expect(try renderer.formatDuration(.seconds(4_320)) == renderer.formatDuration(4_320))
        let line = try renderer.render(message: "route.trafficDelay", values: [0: .duration(.seconds(600))])
        #expect(line.text.contains("10 Min."))
        let options = RouteRenderOptions(departure: date, in: berlin)
        #expect(options.departure == 1_768_487_700 && options.timeZone == "Europe/Berlin")
    }

    @Test("renderers of one locale and catalog share one compiled table")
    func sharedTables() throws {
        let first = try Renderer(locale: "fr")
        let second = try Renderer(locale: "fr", options: RenderOptions(unitSystem: .imperial))
        #expect(first.engine.table.entries.first === second.engine.table.entries.first)
        // A changed catalog compiles its own.
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "fr", "messages": {"straight": "$0 sur $1 (remplacé)"}}"#, file: "fr.json",
            asOverride: true)
        let overridden = try Renderer(locale: "fr", catalog: catalog)
        #expect(overridden.engine.table.entries.first !== first.engine.table.entries.first)
        let text = try overridden.render(Instruction(.straight, distance: 20)).text
        #expect(text.hasSuffix("(remplacé)"), "\(text)")
        #expect(try first.render(Instruction(.straight, distance: 20)).text.hasSuffix("(remplacé)") == false)
    }

    @Test("the built-in catalog reads a localization only when its locale is used")
    func lazyLocalizations() throws {
        let catalog = Catalog.embedded
        #expect(catalog.locales.contains("ja"))
        #expect(catalog.hasLocalization("en-XA"))
        let pseudo = try Renderer(locale: "en-XA")
        #expect(pseudo.resolution.chain == ["en-XA", "en"])
        #expect(try pseudo.render(Instruction(.turn(.left), distance: 20)).text.hasPrefix("["))
    }

    @Test("a localization file that cannot be read replaces the built-in one: the renderers that need it fall back and say why")
    func unreadableLazyLocalization() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "de", "messages": {"#, file: "Localizations/de.json")
        let renderer = try Renderer(locale: "de", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(catalog.diagnostics.contains { $0.check == "invalid-file" && $0.file == "Localizations/de.json" })
        #expect(renderer.diagnostics.contains { $0.check == "invalid-file" && $0.file == "Localizations/de.json" })
        // Never the stale built-in German: the fallback, with the diagnostic above.
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20)).text == "Turn left in 20 m")
    }

    @Test("the standard library's Span is not shadowed by a Guidepost type")
    func standardSpan() throws {
        let bytes: [UInt8] = Array(try Renderer(locale: "en").render(Instruction(.straight, distance: 5)).text.utf8)
        let span: Span<UInt8> = bytes.span
        #expect(span.count == bytes.count)
    }

    @Test("render errors compare by value and expose a growable code")
    func errorCodes() {
        #expect(RenderError.invalidExit(0) == .invalidExit(0))
        #expect(RenderError.invalidExit(0) != .invalidExit(1))
        #expect(RenderError.invalidExit(0).code == .invalidExit)
        #expect(RenderError.missingFloorName.code == .missingFloorName)
        #expect(RouteRenderError.noSuchLeg(3, count: 2).code == .noSuchLeg)
        #expect(RenderError.Code.allCases.count == 11)
    }
}

@Suite("Vocabulary ordinals")
struct VocabularyTests {
    private func check<V: VocabularyStorage>(_ type: V.Type) where V.Case: Equatable {
        #expect(MemoryLayout<V.Case>.size <= 1)
        for (position, value) in V.allCases.enumerated() {
            #expect(value.index == position, "\(V.self).\(value.rawValue)")
            // Equality and hashing by case agree with the raw values, in generic code too.
            for other in V.allCases {
                #expect((value == other) == (value.rawValue == other.rawValue), "\(V.self).\(value.rawValue)")
            }
            #expect(Set(V.allCases).count == V.allCases.count)
            #expect(V(rawValue: value.rawValue).map { $0.hashValue == value.hashValue } == true)
        }
    }

    @Test("every vocabulary value's index is its position in allCases")
    func vocabularies() {
        check(TurnDirection.self)
        check(LandmarkPosition.self)
        check(FloorChangeType.self)
        check(FloorChangeDirection.self)
        check(Side.self)
        check(Role.self)
        check(Maneuver.Kind.self)
        check(RouteFormat.self)
        check(DistanceUnit.self)
        check(RenderOptions.UnitSystem.self)
        check(RenderOptions.Rounding.self)
        check(RenderOptions.UnitWidth.self)
        check(RenderOptions.BidiIsolation.self)
        check(RenderError.Code.self)
        check(RouteRenderError.Code.self)
        check(LandmarkKind.self)
        check(CompassDirection.self)
        check(DrivingSide.self)
        check(LaneIndication.self)
        check(LanePosition.self)
        check(RenderOptions.Medium.self)
        check(Announcement.Kind.self)
        check(FloorLabel.Kind.self)
        check(DistancePhrasing.self)
        check(RouteRenderOptions.ListStyle.self)
    }

    @Test("every MessageKey's ordinal is its position in allCases, and every key is in the source catalog")
    func messageKeys() {
        #expect(MemoryLayout<MessageKey>.size == 1)
        for (position, key) in MessageKey.allCases.enumerated() {
            #expect(key.ordinal == position, "\(key.rawValue)")
            #expect(Catalog.embedded.source.message(key.rawValue) != nil, "\(key.rawValue)")
        }
    }
}
