import Guidepost
import Testing

struct TextFormTests {
    @Test(arguments: [
        ("Gate\u{A0}B12", "Gate\\u{A0}B12"),
        ("1\u{202F}000", "1\\u{202F}000"),
        ("\u{2068}مقهى\u{2069}", "\\u{2068}مقهى\\u{2069}"),
        ("a\u{200F}b\u{061C}c", "a\\u{200F}b\\u{61C}c"),
        ("two\nlines", "two\\u{A}lines"),
        ("thin\u{2009}space", "thin\\u{2009}space"),
        ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
        ("⟦x⟧ ‹y› {z} \\", "\\u{27E6}x\\u{27E7} \\u{2039}y\\u{203A} \\u{7B}z\\u{7D} \\\\"),
        ("Café 東口", "Café 東口"),
    ])
    func escapes(text: String, expected: String) {
        #expect(TextForm.escape(text) == expected)
    }

    @Test func instructionsAreOneLineEach() throws {
        let renderer = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric))
        let lines = try [
            Instruction(.depart, name: "Line\nBreak"),
            Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Starbucks")]),
        ].map { instruction throws(RenderError) in try renderer.render(instruction) }
        #expect(lines.textForm() == """
            Start along ⟦Line\\u{A}Break⟧
            ⟦Turn left⟧ in 20 m at ⟦Starbucks⟧
            """)
        #expect(lines.textForm(.detailed).split(separator: "\n").count == 2)
        #expect([RenderedInstruction]().textForm() == "")
    }
}
