import Foundation
import Guidepost
import Testing

/// What a Swift developer who knows Foundation tries first, run as written (the same lines
/// `Tests/ClientCheck/Sources/client.swift` type-checks and runs against the Guidepost module alone).
@Suite("A Swift developer's first tries")
struct FirstTriesTests {
    static let cliJSON = Data(#"""
        [{"kind": "turn", "direction": "left", "distance": 20, "landmarks": [{"name": "Starbucks", "position": "after", "kind": "cafe"}]},
         {"kind": "floorChange", "floorChange": {"type": "elevator", "direction": "up", "floorName": "2", "level": 2}},
         {"kind": "roundabout", "exit": 3, "name": "Place de l’Étoile",
          "nameForms": {"language": "de", "forms": {"dat": "dem Place de l’Étoile"}},
          "road": {"refs": ["A 9"], "lanes": [{"indications": ["left"], "valid": true}]}}]
        """#.utf8)

    @Test func decodeTheCLIsJSONAndEncodeItBack() throws {
        let steps = try JSONDecoder().decode([Instruction].self, from: Self.cliJSON)
        #expect(steps.count == 3)
        #expect(steps[0].landmarks.first?.kind == .cafe)
        #expect(steps[1].maneuver.floorChange?.level == 2)
        #expect(steps[2].nameForms?.forms["dat"] == "dem Place de l’Étoile")
        #expect(steps[2].road.lanes.first?.indications == [.left])
        // The same schema both ways: encoded, decoded, equal; and what the CLI's reader reads.
        let again = try JSONDecoder().decode([Instruction].self, from: try JSONEncoder().encode(steps))
        #expect(again == steps)
        let text = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
        #expect(try InstructionDecoder.decode(text) == steps)
        // Each part of the model on its own.
        #expect(try JSONDecoder().decode(Landmark.self, from: try JSONEncoder().encode(steps[0].landmarks[0])) == steps[0].landmarks[0])
        #expect(try JSONDecoder().decode(Maneuver.self, from: Data(#"{"kind": "fork", "side": "right"}"#.utf8)) == .fork(.right))
        #expect(try JSONDecoder().decode(RoadFacts.self, from: try JSONEncoder().encode(steps[2].road)) == steps[2].road)
    }

    @Test func aValueOutsideTheSchemaIsADecodingErrorThatSaysWhere() throws {
        let bad = Data(#"[{"kind": "turn", "direction": "sideways"}]"#.utf8)
        #expect {
            try JSONDecoder().decode([Instruction].self, from: bad)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.contains("\"direction\" must be one of") && context.codingPath.count == 1
        }
    }

    @Test func renderedOutputEncodesAsTheCLIWritesIt() throws {
        let renderer = try Renderer(locale: "de")
        let steps = try JSONDecoder().decode([Instruction].self, from: Self.cliJSON)
        let line = try renderer.render(steps[0])
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(line)) as? [String: Any])
        #expect(object["text"] as? String == line.text)
        #expect(object["key"] as? String == line.messageKey)
        let spans = try #require(object["spans"] as? [[String: Any]])
        #expect(spans.count == line.spans.count)
        let landmark = try #require(line.spans.first { $0.role == .landmark })
        #expect(spans.contains { $0["role"] as? String == "landmark" && $0["start"] as? Int == landmark.utf16Offset
            && $0["length"] as? Int == landmark.utf16Length && $0["highlight"] as? Bool == true })
    }

    @Test func theFirstTriesRun() throws {
        let renderer = try Renderer(locale: "en")
        let step = Instruction(.turn(.left), distance: Measurement(value: 0.2, unit: UnitLength.kilometers))
        #expect(step.distance == 200)
        switch step.maneuver.kind {
        case .turn: #expect(step.maneuver.turnDirection == .left)
        default: Issue.record("a turn")
        }
        do {
            _ = try renderer.render(Instruction(.roundabout(exit: 0)))
            Issue.record("exit 0 is an error")
        } catch {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("operation could not be completed"))
        }
    }
}
