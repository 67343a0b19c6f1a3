import Testing
import Guidepost

@Suite("Floor labels")
struct FloorLabelTests {
    @Test("floor names are classified by the documented rule", arguments: [
        ("1", "numbered", 1), ("3", "numbered", 3), ("0", "numbered", 0), ("+2", "numbered", 2), (" 12 ", "numbered", 12),
        ("L3", "numbered", 3), ("l3", "numbered", 3), ("-1", "basement", 1), ("-2", "basement", 2), ("B2", "basement", 2),
        ("b1", "basement", 1), ("UG1", "basement", 1), ("P1", "parking", 1), ("P-2", "code", nil), ("G", "ground", nil),
        ("gf", "ground", nil), ("EG", "ground", nil), ("RDC", "ground", nil), ("M", "mezzanine", nil),
        ("3A", "code", nil), ("LG1", "code", nil), ("Level 2", "code", 2), ("level 14", "code", 14),
        ("Level -1", "basement", 1), ("Lvl 3", "code", 3), ("Level Two", "named", nil), ("Food Court Level", "named", nil),
        ("Ground Floor", "ground", nil), ("mezzanine", "mezzanine", nil), ("Ground Level", "ground", nil), ("Erdgeschoss", "ground", nil), ("rés do chão", "ground", nil), ("R/C", "ground", nil),
        ("BG", "ground", nil), ("Stueetage", "ground", nil), ("Piano terra", "ground", nil), ("1. OG", "named", nil), ("", "named", nil), ("-0", "named", nil),
        ("1234", "code", nil), ("99999", "named", nil), ("B0", "code", nil), ("٣", "named", nil),
    ] as [(String, String, Int?)])
    func classify(name: String, kind: String, number: Int?) {
        let label = FloorLabel(classifying: name)
        #expect(label.kind.rawValue == kind, "\(name)")
        #expect(label.number == number, "\(name)")
        #expect(label.name == name)
    }

    @Test("the indoor reader passes the floor index along with the change")
    func levels() {
        let change = FloorChangeClassifier.change(from: 0, to: 2, highway: "elevator", floorName: "Level 2")
        #expect(change?.level == 2)
        #expect(change?.resolvedLabel.kind == .code)
        #expect(change?.resolvedLabel.number == 2)
        let bare = FloorChangeClassifier.change(from: 1, to: -1, highway: "stairs", floorName: nil)
        #expect(bare?.level == -1)
        #expect(bare?.floorName == "-1")
        #expect(bare?.resolvedLabel.kind == .basement)
        #expect(FloorChangeClassifier.change(from: 0, to: 1.5, highway: "ramp", floorName: nil)?.level == nil)
    }
}
