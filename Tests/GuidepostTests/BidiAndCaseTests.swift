import Foundation
import Testing
@testable import Guidepost

@Suite("Bidi isolation")
struct BidiTests {
    @Test("automatic isolation wraps names whose direction may differ", arguments: [
        ("en", "Starbucks", false), ("en", "مقهى النخيل", true), ("en", "Café مقهى", true), ("en", "12", false),
        ("ar", "Starbucks", true), ("ar", "مقهى النخيل", false), ("ar", "12", true), ("ar", "بوابة 12", false),
        ("en", "Gate\u{202E}21", true), ("ja", "東口", false), ("ja", "Gate B", false),
        // ASCII names are decided on their bytes: with left-to-right text, isolated in right-to-left.
        ("ru", "Gate 7-A", false), ("he", "Gate 5", true), ("fa", "B2", true), ("ur", "(12)", true),
    ])
    func automatic(locale: String, name: String, isolated: Bool) throws {
        let renderer = try Renderer(locale: locale)
        let line = try renderer.render(Instruction(.arrive(), name: name))
        let span = try #require(line.span(.name))
        #expect(line[span] == (isolated ? "\u{2068}\(name)\u{2069}" : name))
        #expect(line[span].contains(name))
    }

    @Test("always and never", arguments: [
        (RenderOptions.BidiIsolation.always, "en", "You have arrived at \u{2068}Starbucks\u{2069}"),
        (.never, "ar", "لقد وصلت إلى Starbucks"),
    ])
    func modes(mode: RenderOptions.BidiIsolation, locale: String, expected: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(bidiIsolation: mode))
        #expect(try renderer.render(Instruction(.arrive(), name: "Starbucks")).text == expected)
    }

    @Test("UTF-16 offsets count the isolates")
    func offsets() throws {
        let renderer = try Renderer(locale: "ar", options: RenderOptions(unitSystem: .metric))
        let line = try renderer.render(Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Gate 😀")]))
        let landmark = try #require(line.span(.landmark))
        let ns = line.text as NSString
        #expect(ns.substring(with: landmark.nsRange) == "\u{2068}Gate 😀\u{2069}")
        #expect(landmark.utf16Length == "Gate 😀".utf16.count + 2)
        #expect(renderer.isRightToLeft)
    }
}

@Suite("Capitalization")
struct CapitalizationTests {
    /// A localization whose landmark template starts with the landmark, to test the rule.
    static func catalog(locale: String) -> Catalog {
        var catalog = Catalog.embedded
        catalog.add(text: """
            {"locale": "\(locale)", "messages": {"straight.landmark": "$2: $0, $1"}}
            """, file: "Test/\(locale).json")
        return catalog
    }

    @Test("a name that starts the sentence gets its first grapheme upper-cased with the locale's rules", arguments: [
        ("tr", "istanbul kapısı", "İstanbul kapısı"),
        ("nl", "ijssel hal", "IJssel hal"),
        ("de", "östliches tor", "Östliches tor"),
        ("el", "άγιος", "Άγιος"),
        ("ru", "южный вход", "Южный вход"),
        ("it", "Already Upper", "Already Upper"),
        ("it", "ǆungla", "ǅungla"), ("it", "iPhone repair", "IPhone repair"),
    ])
    func cased(locale: String, name: String, expected: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, bidiIsolation: .never),
            catalog: Self.catalog(locale: locale))
        let line = try renderer.render(Instruction(.straight, distance: 20, landmarks: [Landmark(name: name)]))
        #expect(String(line[try #require(line.span(.landmark))]) == expected)
    }

    @Test("never in a locale without case, and never mid-sentence", arguments: [
        ("ja", "starbucks"), ("ar", "starbucks"),
    ])
    func uncased(locale: String, name: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(bidiIsolation: .never),
            catalog: Self.catalog(locale: locale))
        let line = try renderer.render(Instruction(.straight, distance: 20, landmarks: [Landmark(name: name)]))
        #expect(line.text.hasPrefix(name))
        let english = try Renderer(locale: "en").render(Instruction(.turn(.left), distance: 5, landmarks: [Landmark(name: name)]))
        #expect(english.text.hasSuffix(" " + name))
    }
}

@Suite("Attributed output")
struct AttributedOutputTests {
    @Test("AttributedString carries role, highlight and placeholder")
    func attributes() throws {
        let renderer = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric))
        let line = try renderer.render(Instruction(.turn(.right), distance: 30, landmarks: [Landmark(name: "Zoë's Café", position: .after)]))
        let attributed = line.attributedString
        #expect(String(attributed.characters) == line.text)
        var highlighted: [String] = []
        for run in attributed.runs where run.guidepost.highlight == true {
            highlighted.append(String(attributed[run.range].characters))
        }
        #expect(highlighted == ["Turn right", "Zoë's Café"])
        let roles = attributed.runs.compactMap { $0.guidepost.role?.rawValue }
        #expect(roles == ["maneuver", "text", "distanceNumber", "distance", "distanceUnit", "text", "position", "text", "landmark"])
        #expect(attributed.runs.compactMap { $0.guidepost.placeholder } == [0, 1, 1, 1, 2, 3])
        #expect(attributed.runs.first?.guidepost.role == .maneuver)
        #expect(line.highlightNSRanges.map { ($0.location, $0.length) }.elementsEqual([(0, 10), (25, 10)], by: ==))
        #expect(line.highlightRanges.map { String(line.text[$0]) } == ["Turn right", "Zoë's Café"])
    }
}
