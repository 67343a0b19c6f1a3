import Testing
@testable import Guidepost

private func renderer(_ locale: String, _ units: RenderOptions.UnitSystem = .automatic,
    rounding: RenderOptions.Rounding = .navigation, width: RenderOptions.UnitWidth = .short) throws -> Renderer {
    try Renderer(locale: locale, options: RenderOptions(unitSystem: units, rounding: rounding, unitWidth: width))
}

@Suite("Distances")
struct DistanceTests {
    @Test("navigation rounding, metric", arguments: [
        (0.0, "0 m"), (3.4, "3 m"), (9.6, "10 m"), (12, "10 m"), (13, "15 m"), (97, "95 m"), (98, "100 m"),
        (137, "140 m"), (499, "500 m"), (760, "750 m"), (974, "950 m"), (975, "1.0 km"), (1234, "1.2 km"),
        (9_949, "9.9 km"), (9_960, "10 km"), (12_345, "12 km"),
    ])
    func metric(meters: Double, expected: String) throws {
        #expect(try renderer("en", .metric).formatDistance(meters).text == expected)
    }

    @Test("navigation rounding, US imperial", arguments: [
        (1.0, "3 ft"), (3, "10 ft"), (12, "40 ft"), (137, "450 ft"), (152, "500 ft"), (153, "0.1 mi"), (760, "0.5 mi"),
        (1_609.344, "1.0 mi"), (16_093.44, "10 mi"), (40_000, "25 mi"),
    ])
    func imperial(meters: Double, expected: String) throws {
        #expect(try renderer("en-US").formatDistance(meters).text == expected)
    }

    @Test("navigation rounding, UK imperial", arguments: [
        (1.0, "1 yd"), (8, "9 yd"), (30, "35 yd"), (100, "110 yd"), (152, "170 yd"), (153, "0.1 mi"),
        (1_609.344, "1.0 mi"), (20_000, "12 mi"),
    ])
    func imperialUK(meters: Double, expected: String) throws {
        #expect(try renderer("en-GB").formatDistance(meters).text == expected)
    }

    @Test("the unit system follows the locale's region", arguments: [
        ("en", RenderOptions.UnitSystem.imperial), ("en-US", .imperial), ("en-GB", .imperialUK), ("de", .metric),
        ("fr-CA", .metric), ("ar", .metric), ("ja", .metric), ("ru", .metric), ("es-419", .metric), ("es-US", .imperial), ("en-CA", .metric),
    ])
    func automatic(locale: String, expected: RenderOptions.UnitSystem) throws {
        #expect(try renderer(locale).unitSystem == expected)
    }

    @Test("localized digits and separators come from ICU", arguments: [
        ("de", 1234.0, "1,2 km"), ("fr", 1234, "1,2\u{202F}km"), ("ru", 1234, "1,2 км"), ("ar", 1234, "١٫٢ كم"),
        ("ar", 20, "٢٠ مترًا"), ("ja", 1234, "1.2 km"), ("de", 20, "20 m"),
    ])
    func localized(locale: String, meters: Double, expected: String) throws {
        #expect(try renderer(locale, .metric).formatDistance(meters).text == expected)
    }

    @Test("cldr profile is ICU's usage/road, and says which unit ICU chose", arguments: [
        ("en-US", RenderOptions.UnitSystem.automatic, 1000.0, "0.62 mi", DistanceUnit.mile),
        ("en-US", .automatic, 150, "500 ft", .foot), ("en-GB", .automatic, 150, "150 yd", .yard),
        ("de", .automatic, 1609, "1,6 km", .kilometer), ("de", .imperial, 1609, "1 mi", .mile),
        ("en", .metric, 25_000, "25 km", .kilometer), ("de", .automatic, 300, "300 m", .meter),
        ("ru", .automatic, 21_000, "21 км", .kilometer),
    ])
    func cldr(locale: String, units: RenderOptions.UnitSystem, meters: Double, expected: String, unit: DistanceUnit) throws {
        let formatted = try renderer(locale, units, rounding: .cldr).formatDistance(meters)
        #expect(formatted.text == expected)
        #expect(formatted.unit == unit)
        #expect(abs(formatted.value * unit.meters - meters) < 0.001)
    }

    @Test("a select on a distance's unit works under the cldr profile too")
    func cldrUnitSelect() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "de", "messages": {"turn": {"select": "$1:unit", "kilometer": "$0 in $1 (km)", "other": "$0 in $1"}}}"#,
            file: "de.json", asOverride: true)
        let renderer = try Renderer(locale: "de", options: RenderOptions(rounding: .cldr), catalog: catalog)
        #expect(try renderer.render(Instruction(.turn(.left), distance: 2500)).text.hasSuffix("(km)"))
        #expect(try !renderer.render(Instruction(.turn(.left), distance: 250)).text.hasSuffix("(km)"))
    }

    @Test("long unit names", arguments: [
        ("en", 20.0, "20 meters"), ("de", 20, "20 Meter"), ("ru", 21, "20 метров"), ("ru", 1234, "1,2 километра"),
    ])
    func longWidth(locale: String, meters: Double, expected: String) throws {
        #expect(try renderer(locale, .metric, width: .long).formatDistance(meters).text == expected)
    }

    @Test("number and unit are separate sub-spans")
    func parts() throws {
        let line = try renderer("en", .metric).render(Instruction(.straight, distance: 1234))
        let distance = try #require(line.span(.distance))
        #expect(line[distance] == "1.2 km")
        #expect(distance.parts.map(\.role) == [.distanceNumber, .distanceUnit])
        #expect(distance.parts.map { String(line[$0]) } == ["1.2", "km"])
        #expect(distance.parts[0].utf16Offset == distance.utf16Offset)
    }

    @Test("NaN, infinite and negative distances are typed errors", arguments: [Double.nan, .infinity, -1, -.infinity])
    func invalid(meters: Double) throws {
        let renderer = try renderer("en")
        #expect(throws: RenderError.self) { try renderer.render(Instruction(.straight, distance: meters)) }
        #expect(throws: RenderError.self) { try renderer.formatDistance(meters) }
    }
}

@Suite("Plural categories")
struct PluralTests {
    @Test("cardinal categories for integers", arguments: [
        ("en", 1, PluralCategory.one), ("en", 2, .other), ("en", 0, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
        ("ru", 1, .one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one), ("ru", 22, .few),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 11, .many), ("ar", 100, .other),
        ("ja", 1, .other), ("de", 1, .one),
    ])
    func cardinal(locale: String, value: Int, expected: PluralCategory) throws {
        #expect(try renderer(locale).pluralCategory(value) == expected)
    }

    @Test("distances select on the formatted number", arguments: [
        // "1.0 mi" has a visible fraction digit: English says "other", not "one".
        ("en", RenderOptions.UnitSystem.imperial, 1_609.344, PluralCategory.other),
        ("en", .metric, 1, .one),
        ("ru", .metric, 21, .many),  // rounded to 20 m first
        ("ru", .metric, 1, .one),
        ("ru", .metric, 1234, .other),  // "1,2 км"
        ("ar", .metric, 980, .one),  // "١٫٠ كم": n = 1
        ("ar", .metric, 3, .few),
        ("ar", .metric, 140, .many),
    ])
    func formatted(locale: String, units: RenderOptions.UnitSystem, meters: Double, expected: PluralCategory) throws {
        #expect(try renderer(locale, units).formatDistance(meters).pluralCategory == expected)
    }

    @Test("floor counts pick the locale's plural variant", arguments: [
        ("en", 2, "Take the ⟦stairs⟧ up 2 floors to ⟦Level 4⟧"),
        ("ru", 2, "Поднимитесь ⟦по лестнице⟧ на 2 этажа выше — ⟦на этаж 4⟧"),
        ("ru", 5, "Поднимитесь ⟦по лестнице⟧ на 5 этажей выше — ⟦на этаж 4⟧"),
        ("ru", 21, "Поднимитесь ⟦по лестнице⟧ на 21 этаж выше — ⟦на этаж 4⟧"),
        ("ar", 2, "استخدم ⟦الدرج⟧ للصعود طابقين إلى ⟦المستوى \\u{2068}4\\u{2069}⟧"),
        ("ar", 3, "استخدم ⟦الدرج⟧ للصعود ٣ طوابق إلى ⟦المستوى \\u{2068}4\\u{2069}⟧"),
        ("ar", 11, "استخدم ⟦الدرج⟧ للصعود ١١ طابقًا إلى ⟦المستوى \\u{2068}4\\u{2069}⟧"),
        ("de", 3, "⟦Über die Treppe⟧ 3 Etagen nach oben ⟦auf Ebene 4⟧ gehen"),
        ("ja", 3, "⟦階段⟧で3フロア上の⟦フロア4⟧へ上がってください"),
    ])
    func floors(locale: String, floors: Int, expected: String) throws {
        let change = FloorChange(type: .stairs, direction: .up, floorName: "Level 4", floors: floors)
        #expect(try renderer(locale, .metric).render(Instruction(.floorChange(change))).textForm() == expected)
    }
}

@Suite("Ordinals")
struct OrdinalTests {
    @Test("ICU ordinals, not capped at 10", arguments: [
        ("en", 1, "1st"), ("en", 2, "2nd"), ("en", 3, "3rd"), ("en", 4, "4th"), ("en", 11, "11th"), ("en", 12, "12th"),
        ("en", 13, "13th"), ("en", 21, "21st"), ("en", 22, "22nd"), ("en", 101, "101st"), ("en", 111, "111th"),
        ("de", 3, "3."), ("fr", 1, "1er"), ("fr", 3, "3e"), ("ja", 3, "第3"),
    ])
    func format(locale: String, value: Int, expected: String) throws {
        #expect(try renderer(locale).formatOrdinal(value) == expected)
    }

    @Test("roundabout exits", arguments: [
        ("en", 3, "At the roundabout, take the ⟦3rd⟧ exit"),
        ("en", 12, "At the roundabout, take the ⟦12th⟧ exit"),
        ("fr", 1, "Prenez la ⟦première⟧ sortie au rond-point"),
    ])
    func roundabout(locale: String, exit: Int, expected: String) throws {
        #expect(try renderer(locale).render(Instruction(.roundabout(exit: exit))).textForm() == expected)
    }

    @Test("exit 0 is a typed error")
    func invalidExit() throws {
        #expect(throws: RenderError.invalidExit(0)) { try renderer("en").render(Instruction(.roundabout(exit: 0))) }
    }
}

@Suite("Durations and clock times")
struct TimeTests {
    @Test("durations", arguments: [
        ("en", 0.0, "less than a minute"), ("en", 59, "less than a minute"), ("en", 60, "1 min"), ("en", 600, "10 min"),
        ("en", 3_570, "1 hr"), ("en", 3_600, "1 hr"), ("en", 4_320, "1 hr, 12 min"), ("en", 7_260, "2 hr, 1 min"),
        ("de", 4_320, "1 Std., 12 Min."), ("ru", 4_320, "1 ч 12 мин"), ("ja", 600, "10分"), ("ja", 4_320, "1時間12分"),
        ("ar", 600, "١٠ دقائق"), ("ar", 120, "دقيقتان"), ("ar", 7_500, "ساعتان و٥ دقائق"), ("de", 30, "weniger als eine Minute"),
    ])
    func durations(locale: String, seconds: Double, expected: String) throws {
        #expect(try renderer(locale).formatDuration(seconds) == expected)
    }

    @Test("clock times in the locale's 12/24-hour convention", arguments: [
        ("en-US", "UTC", "2:35\u{202F}PM"), ("en-GB", "UTC", "14:35"), ("de", "UTC", "14:35"),
        ("de", "Europe/Berlin", "15:35"), ("ja", "Asia/Tokyo", "23:35"), ("ar", "UTC", "٢:٣٥ م"),
        ("ru", "UTC", "14:35"), ("fr", "UTC", "14:35"),
    ])
    func clock(locale: String, zone: String, expected: String) throws {
        // 2026-01-15 14:35:00 UTC
        #expect(try renderer(locale).formatClockTime(secondsSince1970: 1_768_487_700, timeZone: zone) == expected)
    }

    @Test("negative and NaN durations are typed errors", arguments: [-1.0, .nan, .infinity])
    func invalid(seconds: Double) throws {
        #expect(throws: RenderError.self) { try renderer("en").formatDuration(seconds) }
    }
}
