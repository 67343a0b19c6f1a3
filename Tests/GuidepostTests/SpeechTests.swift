import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Guidepost
import GuidepostTranslation

/// Spoken output: text for the ear (units in full, speech variants, no bidi controls) and
/// SSML that is well-formed XML for every instruction of the golden corpus in every locale.
@Suite("Speech")
struct SpeechTests {
    static let locales = ["en", "en-GB", "de", "fr", "ru", "ar", "ja"]

    /// Whether a text parses as XML, and the text of its root when it does.
    final class XMLCheck: NSObject, XMLParserDelegate {
        var text = ""
        var root: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:])
        {
            if root == nil { root = name }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        static func parse(_ xml: String) -> (ok: Bool, root: String?, text: String) {
            let check = XMLCheck()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = check
            let ok = parser.parse()
            return (ok, check.root, check.text)
        }
    }

    @Test("every golden instruction's SSML is well-formed, says the spoken text, and has no bidi controls",
        arguments: locales)
    func ssmlOfTheCorpus(locale: String) throws {
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        for sample in GoldenCorpus.instructions + GoldenCorpus.probes {
            let spoken = try sample.then.map { next throws(RenderError) in try voice.speak(sample.instruction, then: next) }
                ?? voice.speak(sample.instruction)
            let parsed = XMLCheck.parse(spoken.ssml)
            #expect(parsed.ok, "\(locale) \(sample.label): \(spoken.ssml)")
            #expect(parsed.root == "speak")
            #expect(parsed.text == spoken.text, "\(locale) \(sample.label)")
            #expect(!spoken.text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
            #expect(!spoken.text.contains("("), "\(locale) \(sample.label): \(spoken.text)")
            #expect(!spoken.text.contains("（"), "\(locale) \(sample.label): \(spoken.text)")
            #expect(!spoken.text.contains("/"), "\(locale) \(sample.label): \(spoken.text)")
        }
    }

    @Test("speech says units in full; a display renderer does not")
    func unitsInFull() throws {
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech))
        let screen = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric))
        let step = Instruction(.turn(.left), distance: 200)
        #expect(try voice.speak(step).text == "Turn left in 200 meters")
        #expect(try screen.render(step).text == "Turn left in 200 m")
        // Speech options keep units in full even when a field says otherwise.
        var options = RenderOptions(unitSystem: .metric)
        options.medium = .speech
        #expect(try Renderer(locale: "en", options: options).render(step).text == "Turn left in 200 meters")
    }

    @Test("names are XML-escaped; a pronunciation becomes a phoneme; an exit number's letters are read as letters, its digits as a number")
    func markup() throws {
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric, medium: .speech))
        var road = RoadFacts()
        road.phoneticName = "ˈɛlm ˈstriːt"
        let named = try voice.speak(Instruction(.turn(.right), distance: 100, name: "Elm & <Main> \"St\"", road: road))
        #expect(named.ssml == #"<speak xml:lang="en">Turn right onto <phoneme alphabet="ipa" ph="ˈɛlm ˈstriːt">Elm &amp; &lt;Main&gt; &quot;St&quot;</phoneme> in 100 meters</speak>"#)
        #expect(XMLCheck.parse(named.ssml).ok)
        road = RoadFacts()
        road.exitNumbers = ["4A"]
        let exit = try voice.speak(Instruction(.offRamp(.right), distance: 600, road: road))
        #expect(exit.ssml == #"<speak xml:lang="en">Take exit 4<say-as interpret-as="characters">A</say-as> on the right in 600 meters</speak>"#)
        road.exitNumbers = ["12a", "12b"]
        let combined = try voice.speak(Instruction(.offRamp(.right), distance: 600, road: road))
        #expect(combined.text == "Take exit 12a or 12b on the right in 600 meters")
        #expect(combined.ssml.contains(#"12<say-as interpret-as="characters">a</say-as> or 12<say-as interpret-as="characters">b</say-as>"#))
        #expect(try Renderer(locale: "de", options: RenderOptions(medium: .speech))
            .speak(Instruction(.offRamp(.right), distance: 600, road: road)).text.contains("12a oder 12b"))
        #expect(try Renderer(locale: "en").render(Instruction(.offRamp(.right), distance: 600, road: road)).text
            .contains("12a/12b"))
        road.exitNumbers = ["21"]
        #expect(try voice.speak(Instruction(.offRamp(.right), distance: 600, road: road)).ssml.contains("exit 21 on"))
    }

    @Test("Japanese speech has no parentheses: the destinations become a sentence of their own")
    func japaneseDestinations() throws {
        let voice = try Renderer(locale: "ja", options: RenderOptions(unitSystem: .metric, medium: .speech))
        var road = RoadFacts()
        road.destinations = ["Messedamm"]
        let spoken = try voice.speak(Instruction(.offRamp(.right), distance: 600, road: road))
        #expect(spoken.text == "600 メートル先で右側の出口から出てください。Messedamm方面です")
        let screen = try Renderer(locale: "ja", options: RenderOptions(unitSystem: .metric))
        #expect(try screen.render(Instruction(.offRamp(.right), distance: 600, road: road)).text
            == "600 m先で右側の出口から出てください（Messedamm方面）")
    }

    @Test("spoken miles below one are the fractions the locale says in words; elsewhere tenths stay", arguments: [
        ("en", 320.0, "Turn left in a quarter mile"), ("en", 480.0, "Turn left in a quarter mile"),
        ("en", 800.0, "Turn left in half a mile"), ("en", 1_200.0, "Turn left in three quarters of a mile"),
        ("en", 1_500.0, "Turn left in 0.9 miles"), ("en", 2_400.0, "Turn left in 1.5 miles"),
        ("en-GB", 400.0, "Turn left in a quarter of a mile"), ("de", 800.0, "In 0,5 Meilen links abbiegen"),
    ])
    func quarterMiles(locale: String, meters: Double, expected: String) throws {
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .imperial, medium: .speech))
        #expect(try voice.speak(Instruction(.turn(.left), distance: meters)).text == expected)
        // On screen, tenths.
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .imperial))
        #expect(try display.render(Instruction(.turn(.left), distance: 400)).text.contains("0.2 mi") || locale == "de")
    }
}


@Suite("Spoken mile fractions in a form")
struct SpokenFractionFormTests {
    @Test("a sentence asking a form of a spoken fraction gets the form's words for it", arguments: [
        (402.0, "Turn left after GEN-quarter"), (805, "Turn left after GEN-half"), (1207, "Turn left after GEN-three-quarters"),
        (1609, "Turn left after GEN 1 mile"),
    ])
    func fractionForms(meters: Double, expected: String) throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"""
            {"locale": "en", "messages": {
              "turn": "$0 after $1:genitive",
              "unit.distance": {"select": "form",
                "genitive": {"select": "medium",
                  "speech": {"plural": "$0", "=0.25": "GEN-quarter", "=0.5": "GEN-half", "=0.75": "GEN-three-quarters", "other": "GEN $0"},
                  "other": "$0"},
                "other": {"select": "medium",
                  "speech": {"plural": "$0", "=0.25": "a quarter mile", "=0.5": "half a mile", "=0.75": "three quarters of a mile", "other": "$0"},
                  "other": "$0"}}
            }}
            """#, file: "en.json", asOverride: true)
        let voice = try Renderer(locale: "en", options: RenderOptions(unitSystem: .imperial, medium: .speech), catalog: catalog)
        let text = try voice.render(Instruction(.turn(.left), distance: meters)).text
        #expect(text == expected, "\(text)")
    }
}
