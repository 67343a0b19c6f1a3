import Testing
@testable import Guidepost

@Suite("Template syntax")
struct TemplateParserTests {
    @Test("placeholders are greedy, $$ is a dollar", arguments: [
        ("$0 in $1", [TemplateSegment.placeholder(0), .literal(" in "), .placeholder(1)]),
        ("$10", [.placeholder(10)]),
        ("$1$0", [.placeholder(1), .placeholder(0)]),
        ("Pay $$5 at $2", [.literal("Pay $5 at "), .placeholder(2)]),
        ("$$$1", [.literal("$"), .placeholder(1)]),
        ("no placeholders", [.literal("no placeholders")]),
        ("", []),
        ("у $3:genitive", [.literal("у "), .placeholder(3, view: "genitive")]),
        ("$1:number $1:unit.", [.placeholder(1, view: "number"), .literal(" "), .placeholder(1, view: "unit"), .literal(".")]),
        ("$0: next", [.placeholder(0), .literal(": next")]),
        ("$0:2", [.placeholder(0), .literal(":2")]),
        ("$0:", [.placeholder(0), .literal(":")]),
        ("$2:dat2x", [.placeholder(2, view: "dat2x")]),
        ("выберите $0{первый} съезд", [.literal("выберите "), .spelled(0, "первый"), .literal(" съезд")]),
        ("$0{a b}$1", [.spelled(0, "a b"), .placeholder(1)]),
        ("بعد $1:number $1:unit{أمتار}", [.literal("بعد "), .placeholder(1, view: "number"), .literal(" "), .spelled(1, "أمتار", view: "unit")]),
    ])
    func parses(template: String, expected: [TemplateSegment]) throws {
        #expect(try TemplateParser.parse(template) == expected)
    }

    @Test("any other $ is an error with its column", arguments: [
        ("Turn $x", 6),
        ("$", 1),
        ("at $ the end", 4),
        ("ok $1 then $-", 12),
        ("émoji 🚶 $a", 9),
        ("$0{open", 3),
        ("$0{}", 3),
        ("$0{a$1}", 5),
        ("Exit $01", 6),
        ("$007", 1),
    ])
    func rejects(template: String, column: Int) {
        #expect(throws: TemplateSyntaxError.self) { try TemplateParser.parse(template) }
        do {
            _ = try TemplateParser.parse(template)
        } catch {
            #expect(error.column == column)
        }
    }

    @Test("inserted text is never scanned again")
    func noRescan() throws {
        let renderer = try Renderer(locale: "en", options: RenderOptions(unitSystem: .metric))
        let line = try renderer.render(
            Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Gate $1 $$ $0", position: .at)]))
        #expect(line.text == "Turn left in 20 m at Gate $1 $$ $0")
    }
}
