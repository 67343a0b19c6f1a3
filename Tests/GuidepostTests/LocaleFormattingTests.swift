import Guidepost
import Testing

/// Each shipped locale formats a distance, a duration, a clock time and an ordinal with
/// ICU's data for that locale: digits, separators, unit words and ordinal marks.
@Suite("Formatting per locale")
struct LocaleFormattingTests {
    @Test("distance, duration, clock time and ordinal", arguments: [
        // locale, 1,234 m, 1 h 15 min (the locale's unit.duration where it has one), a clock time (UTC), the ordinal 3
        // (the number alone where ICU 72 has no ordinal rules of the language: bn, ur, mn, uz, yo)
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
        ("zh-Hans", "1.2公里", "1小时15分钟", "21:13", "第3"),
        ("zh-Hant", "1.2 公里", "1小時15分鐘", "下午9:13", "第3"),
        ("zh-HK", "1.2 公里", "1小時15分鐘", "下午9:13", "第3"),
        ("ko", "1.2km", "1시간 15분", "오후 9:13", "3번째"),
        ("hi", "1.2 कि॰मी॰", "1 घंटा 15 मिनट", "9:13 pm", "3रा"),
        ("bn", "১.২ কিমি", "১ ঘণ্টা ১৫ মিনিট", "৯:১৩ PM", "৩"),
        ("ta", "1.2 கி.மீ.", "1 மணிநேரம் 15 நிமிடம்", "பிற்பகல் 9:13", "3."),
        ("th", "1.2 กม.", "1 ชม. 15 นาที", "21:13", "ที่\u{A0}3"),
        ("vi", "1,2 km", "1 giờ 15 phút", "21:13", "thứ 3"),
        ("id", "1,2 km", "1 jam 15 mnt", "21.13", "ke-3"),
        ("my", "၁.၂ km", "၁ နာရီ ၁၅ မိနစ်", "၂၁:၁၃", "၃."),
        ("he", "1.2 ק״מ", "שעה ו־15 דק׳", "21:13", "3."),
        ("fa", "۱٫۲ km", "۱ ساعت و ۱۵ دقیقه", "۲۱:۱۳", "۳."),
        ("ur", "1.2 کلو میٹر", "1 گھنٹہ اور 15 منٹ", "9:13 PM", "3"),
        ("mn", "1.2 км", "1 цаг 15 минут", "21:13", "3"),
        ("uz", "1,2 km", "1 soat 15 daqiqa", "21:13", "3"),
        ("sw", "km 1.2", "saa 1 na dakika 15", "21:13", "3."),
        ("yo", "1.2 km", "wákàtí 1 àti ìṣẹ́jú 15", "21:13", "3"),
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
