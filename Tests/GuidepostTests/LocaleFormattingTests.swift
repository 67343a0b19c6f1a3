import Guidepost
import Testing

/// Each shipped locale formats a distance, a duration, a clock time and an ordinal with
/// ICU's data for that locale: digits, separators, unit words and ordinal marks.
@Suite("Formatting per locale")
struct LocaleFormattingTests {
    @Test("distance, duration, clock time and ordinal", arguments: [
        // locale, 1,234 m, 1 h 15 min (the locale's unit.duration where it has one), a clock time (UTC), the ordinal 3
        ("es", "1,2 km", "1 h y 15 min", "21:13", "3.º"),
        ("es-MX", "1.2 km", "1 h y 15 min", "21:13", "3º."),
        ("pt-BR", "1,2 km", "1 h e 15 min", "21:13", "3º"),
        ("pt-PT", "1,2 km", "1 h e 15 min", "21:13", "3º"),
        ("it", "1,2 km", "1 h e 15 min", "21:13", "3º"),
        ("ca", "1,2 km", "1 h i 15 min", "21:13", "3r"),
        ("nl", "1,2 km", "1 uur, 15 min", "21:13", "3e"),
        ("sv", "1,2 km", "1 tim, 15 min", "21:13", "3:e"),
        ("da", "1,2 km", "1 t. og 15 min.", "21.13", "3."),
        ("nb", "1,2 km", "1 t, 15 min", "21:13", "3."),
        ("no", "1,2 km", "1 t, 15 min", "21:13", "3."),
        ("eo", "1,2 km", "1 h, 15 min", "21:13", "3."),
        ("pl", "1,2 km", "1 godz. i 15 min", "21:13", "3."),
        ("cs", "1,2 km", "1 h, 15 min", "21:13", "3."),
        ("sk", "1,2 km", "1 h, 15 min", "21:13", "3."),
        ("sl", "1,2 km", "1 h in 15 min", "21:13", "3."),
        ("uk", "1,2 км", "1 год і 15 хв", "21:13", "3."),
        ("bg", "1,2 km", "1 ч и 15 мин", "21:13 ч.", "3-ти"),
        ("ro", "1,2 km", "1 oră 15 min", "21:13", "3a"),
        ("el", "1,2 χλμ.", "1 ώρα 15 λεπτά", "9:13\u{202F}μ.μ.", "3."),
        ("hu", "1,2 km", "1 óra 15 perc", "21:13", "3."),
        ("fi", "1,2 km", "1 t, 15 min", "21.13", "3."),
        ("et", "1,2 km", "1 t, 15 min", "21:13", "3."),
        ("tr", "1,2 km", "1 saat 15 dakika", "21:13", "3."),
    ])
    func formats(locale: String, distance: String, duration: String, clock: String, ordinal: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        // The locale is served by its own file (or its parent's), never by English.
        #expect(renderer.resolution.chain.first != "en", "\(locale)")
        let got = [try renderer.formatDistance(1_234).text, try renderer.formatDuration(4_500),
            try renderer.formatClockTime(secondsSince1970: 1_700_000_000 - 3_600, timeZone: "UTC"), try renderer.formatOrdinal(3)]
        #expect(got == [distance, duration, clock, ordinal], "\(locale)")
    }
}
