import Testing
@testable import Guidepost

/// The seven templates of the landmark turn-by-turn sample (two reworded in English, where
/// the sample's phrasing read badly), in every shipped locale.
@Suite("Sample templates")
struct SampleTemplateTests {
    static let locales = ["en", "de", "fr", "ru", "ar", "ja"]

    struct Case: Sendable, CustomStringConvertible {
        var key: String
        var source: String
        var instruction: Instruction
        /// Roles highlighted, in the source order of their placeholders.
        var highlighted: Set<Role>
        var standard: Set<Role>
        var description: String { key }
    }

    static let cases: [Case] = [
        Case(key: "straight.landmark", source: "$0 for $1 towards $2",
            instruction: Instruction(.straight, distance: 20, landmarks: [Landmark(name: "Starbucks", position: .towards)]),
            highlighted: [.maneuver, .landmark], standard: [.distance]),
        Case(key: "straight", source: "$0 for $1", instruction: Instruction(.straight, distance: 20),
            highlighted: [.maneuver], standard: [.distance]),
        Case(key: "turn.landmark", source: "$0 in $1 $2 $3",
            instruction: Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Starbucks", position: .at)]),
            highlighted: [.maneuver, .landmark], standard: [.distance, .position]),
        Case(key: "turn", source: "$0 in $1", instruction: Instruction(.turn(.left), distance: 20),
            highlighted: [.maneuver], standard: [.distance]),
        Case(key: "upcomingFloorChange", source: "$0 for $1 to $2 for $3",
            instruction: Instruction(.upcomingFloorChange(FloorChange(type: .elevator, direction: .up, floorName: "Level 2")),
                distance: 20),
            highlighted: [.maneuver, .floorChangeType, .floor], standard: [.distance]),
        Case(key: "floorChange.sameFloor", source: "take the $0 and stay on $2",
            instruction: Instruction(.floorChange(FloorChange(type: .travelator, direction: .sameFloor, floorName: "Level 1"))),
            highlighted: [.floorChangeType, .floor], standard: []),
        Case(key: "floorChange", source: "take the $0 $1 to $2",
            instruction: Instruction(.floorChange(FloorChange(type: .elevator, direction: .up, floorName: "Level 3"))),
            highlighted: [.floorChangeType, .floor], standard: [.floorChangeDirection]),
    ]

    @Test("the source catalog holds the seven templates with their highlighting", arguments: cases)
    func sourceCatalog(_ sample: Case) throws {
        let message = try #require(Catalog.embedded.source.message(sample.key))
        // A maneuver due now, or with its distance shown apart, has variants without the
        // distance; the template is the other one. Templates are written as they read
        // mid-sentence (the renderer capitalizes a sentence's start).
        let plain = "\"\(sample.source)\""
        #expect(message.sourceText == plain || message.sourceText.hasPrefix("{\"select\": \"$1:when\"")
            && message.sourceText.hasSuffix("\"other\": \(plain)}"), "\(message.sourceText)")
        for spec in message.placeholders {
            #expect(spec.isHighlighted == sample.highlighted.contains(spec.role), "\(sample.key) $\(spec.number)")
        }
    }

    @Test("each template renders with the right highlights in every locale",
        arguments: locales, cases)
    func renders(locale: String, sample: Case) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        #expect(renderer.diagnostics.filter { $0.severity == .error }.isEmpty)
        let line = try renderer.render(sample.instruction)
        #expect(line.messageKey == sample.key)
        let highlighted = Set(line.spans.filter(\.isHighlighted).map(\.role))
        // A translation may fold a fragment into a select branch, but never loses highlighted data.
        #expect(highlighted.isSubset(of: sample.highlighted))
        #expect(highlighted.contains(.floor) == sample.highlighted.contains(.floor))
        #expect(highlighted.contains(.landmark) == sample.highlighted.contains(.landmark))
        for span in line.spans where sample.standard.contains(span.role) {
            #expect(!span.isHighlighted, "\(span.role) should be standard")
        }
        // Spans cover the text in order, without gaps.
        var offset = 0
        for span in line.spans {
            #expect(span.utf16Offset == offset)
            offset += span.utf16Length
        }
        #expect(offset == line.text.utf16.count)
        #expect(line.spans.map { String(line[$0]) }.joined() == line.text)
    }

    @Test("English text of the seven templates", arguments: zip(cases, [
        "⟦Continue straight⟧ for 20 m towards ⟦Starbucks⟧",
        "⟦Continue straight⟧ for 20 m",
        "⟦Turn left⟧ in 20 m at ⟦Starbucks⟧",
        "⟦Turn left⟧ in 20 m",
        "⟦Continue straight⟧ for 20 m to ⟦the elevator⟧ for ⟦Level 2⟧",
        "Take the ⟦moving walkway⟧ and stay on ⟦Level 1⟧",
        "Take the ⟦elevator⟧ up to ⟦Level 3⟧",
    ]))
    func english(_ sample: Case, expected: String) throws {
        let renderer = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(sample.instruction).textForm() == expected)
    }

    @Test("German, Russian, Arabic and Japanese text of the landmark turn", arguments: [
        ("de", "In 20 m bei ⟦Starbucks⟧ ⟦links abbiegen⟧"),
        ("fr", "⟦Tournez à gauche⟧ dans 20\\u{202F}m devant ⟦Starbucks⟧"),
        ("ru", "Через 20 м ⟦поверните налево⟧ у ⟦Starbucks⟧"),
        ("ar", "بعد ٢٠ مترًا، ⟦انعطف يسارًا⟧ عند ⟦\\u{2068}Starbucks\\u{2069}⟧"),
        ("ja", "20 m先、⟦Starbucks⟧で⟦左に曲がってください⟧"),
    ])
    func translated(locale: String, expected: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        #expect(try renderer.render(Self.cases[2].instruction).textForm() == expected)
    }
}
