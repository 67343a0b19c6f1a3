import Testing
@testable import Guidepost

/// `RenderEngine.join` finds a contraction through words of bytes (`Grammar.Joins`): it must
/// find exactly the rule a plain scan of the file's rules in order finds.
@Suite("Contraction index")
struct JoinIndexTests {
    /// The rule the file's order gives: the first elision whose initials and text fit, else
    /// the first contraction whose text ends the text and whose name start begins the name.
    static func scan(_ text: String, gap: String, _ name: String, joins: Grammar.Joins) -> (elision: Int, rule: Int)? {
        let joined = Array((text + gap).utf8)
        if let initial = name.unicodeScalars.first,
            let index = joins.elisions.indices.first(where: {
                joins.elisions[$0].initials.contains(initial) && joined.ends(with: joins.elisions[$0].textUTF8)
            })
        {
            return (index, -1)
        }
        let nameBytes = Array(name.utf8)
        guard let index = joins.contractions.indices.first(where: {
            !joins.contractions[$0].textUTF8.isEmpty && !joins.contractions[$0].nameUTF8.isEmpty
                && joined.ends(with: joins.contractions[$0].textUTF8) && nameBytes.starts(with: joins.contractions[$0].nameUTF8)
        })
        else { return nil }
        return (-1, index)
    }

    @Test("every shipped locale's contractions and elisions are found as a scan in file order finds them",
        arguments: ["el", "it", "fr", "es", "ca", "pt", "pt-PT", "de", "nl", "ar", "he", "tr", "ga", "cy", "th"])
    func indexedJoinIsTheScan(locale: String) throws {
        let renderer = try Renderer(locale: locale)
        let joins = renderer.engine.table.grammar.joins
        let texts = Set(joins.contractions.map(\.text) + joins.elisions.map(\.text))
        let names = Set(joins.contractions.map(\.name) + joins.elisions.flatMap { $0.initials.map { String($0) } })
        var compared = 0
        for text in texts {
            // The rule's text as it is, after more text, cut short, and with its last byte
            // given as the template space between.
            var before = ["Dopo ", "x" + text, String(text.dropFirst()), text]
            before.append(contentsOf: text.hasSuffix(" ") ? [String(text.dropLast())] : [])
            for name in names {
                for candidate in [name + "Mercato Centrale", name, String(name.dropLast()) + "Q", "Zona " + name] {
                    for preceding in before {
                        for gap in ["", " "] where !(preceding.isEmpty && gap.isEmpty) {
                            let found = RenderEngine.join(preceding, gap: gap, candidate, joins: joins)
                            let expected = Self.scan(preceding, gap: gap, candidate, joins: joins)
                            #expect(found.map { ($0.elision, $0.rule) } ?? (-2, -2) == expected ?? (-2, -2),
                                "\(locale): \"\(preceding)\" + \"\(gap)\" + \"\(candidate)\"")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 0 || joins.isEmpty, "\(locale): nothing compared")
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
