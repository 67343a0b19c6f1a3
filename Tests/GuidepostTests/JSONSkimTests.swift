import Foundation
import Testing
@testable import Guidepost

/// Reading a response once, skimming what the annotator copies as bytes, and splicing only
/// what it writes: skimmed values are still checked, positions stay right, bytes stay as sent.
@Suite("JSON skim and splice")
struct JSONSkimTests {
    static let skim = JSONParser.Skim(values: ["geometry"], firstItemOnly: ["intersections"])

    @Test("a skimmed member keeps its bytes; only an array's first item is read")
    func skimmed() throws {
        let text = #"{"geometry": {"a": [1, 2.5e3, "x\"y"], "b": null}, "intersections": [{"lanes": []}, {"z": true}, 3], "name": "Ring"}"#
        let root = try JSONParser.parse(text, skim: Self.skim)
        let geometry = try #require(root["geometry"])
        guard case .skimmed = geometry.value else {
            Issue.record("geometry was read: \(geometry.typeName)")
            return
        }
        let utf8 = Array(text.utf8)
        #expect(String(decoding: utf8[geometry.bytes], as: UTF8.self) == #"{"a": [1, 2.5e3, "x\"y"], "b": null}"#)
        let intersections = try #require(root["intersections"]?.array)
        #expect(intersections.count == 1 && intersections[0]["lanes"]?.array?.isEmpty == true)
        #expect(String(decoding: utf8[try #require(root["intersections"]).bytes], as: UTF8.self).hasSuffix("3]"))
        #expect(root["name"]?.string == "Ring")
    }

    static let broken = [
        "{\"geometry\": [1, 2,]}", "{\"geometry\": \"abc}", "{\"geometry\": [tru]}", "{\"geometry\": [01]}",
        "{\"intersections\": [{}, {\"a\": 1\n, }]}", "{\"geometry\": [\"\\q\"]}", "{\"geometry\": [1e]}",
        "{\"geometry\": {\"a\" 1}}", "{\"geometry\": \"a\u{01}\"}", "{\"intersections\": [1, [2}",
        "{\"geometry\": [\"\\ud800\"]}", "{\"geometry\": [\"\\u12g4\"]}", "{\"geometry\": {\"a\": 1,}}",
        "{\"geometry\": [\n  \"ä\",\n  x]}", "{\"geometry\": [-]}", "{\"geometry\": [1.]}", "{\"geometry\": [nul]}",
        "{\"geometry\": " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}",
        "{\"geometry\": [\"ö\"]\n, \"a\": 1, \"a\": 2}",
    ]

    /// Positions after a skimmed container (stepped over with no bookkeeping) are the ones a
    /// full read gives: across line breaks and characters of several bytes.
    @Test("positions after a skimmed value are a full read's", arguments: [
        "{\"geometry\": [\"äöü\", {\"x\": \"日本\"}], \"name\": \"Ring\"}",
        "{\"geometry\": [\n  \"äöü\",\n  {\"x\": \"日本\\u00e9\"}\n], \"name\": \"Ring\"}",
        "{\"intersections\": [{\"lanes\": []},\n {\"a\": \"ß\"}, {\"b\": [true, false, null, -1.5e-3]}],\n  \"name\": \"Ring\"}",
    ])
    func positionsAfterSkimmed(text: String) throws {
        let full = try JSONParser.parse(text)
        let skimmed = try JSONParser.parse(text, skim: Self.skim)
        let name = try #require(skimmed.members?.first { $0.key == "name" })
        let expected = try #require(full.members?.first { $0.key == "name" })
        #expect(name.keyLocation == expected.keyLocation)
        #expect(name.value.location == expected.value.location)
        #expect(name.value.bytes == expected.value.bytes)
    }

    @Test("of a first item, only the members named are read; the others keep their bytes")
    func firstItemMembers() throws {
        let skim = JSONParser.Skim(values: [], firstItemOnly: ["intersections"], firstItemMembers: ["lanes"])
        let text = #"{"intersections": [{"location": [24.9, 60.1], "lanes": [{"valid": true}]}, {"lanes": []}]}"#
        let root = try JSONParser.parse(text, skim: skim)
        let first = try #require(root["intersections"]?.array?.first)
        #expect(first["lanes"]?.array?.first?["valid"]?.bool == true)
        let location = try #require(first["location"])
        guard case .skimmed = location.value else {
            Issue.record("location was read")
            return
        }
        #expect(String(decoding: Array(text.utf8)[location.bytes], as: UTF8.self) == "[24.9, 60.1]")
    }

    @Test("a skimmed value is checked as strictly as a read one, at the same position", arguments: broken)
    func brokenSkimmed(text: String) throws {
        var read: JSONSyntaxError?
        do { _ = try JSONParser.parse(text) } catch { read = error }
        let expected = try #require(read, "\(text) is valid JSON")
        do {
            _ = try JSONParser.parse(text, skim: Self.skim)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.location == expected.location, "\(text): \(error) vs \(expected)")
        }
    }

    @Test("the annotator copies every byte it does not write as it came")
    func splicedBytes() throws {
        let text = try String(contentsOf: GuidanceTests.valhalla.appendingPathComponent("helsinki-walk-en.json"), encoding: .utf8)
        let renderer = try Renderer(locale: "de")
        let annotated = try MapboxAnnotator.annotate(text, display: renderer, voice: renderer)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        let route = try #require((result["routes"] as? [[String: Any]])?.first)
        let originalRoute = try #require((original["routes"] as? [[String: Any]])?.first)
        #expect(route["geometry"] as? String == originalRoute["geometry"] as? String)
        #expect(route["voiceLocale"] as? String == "de")
        // Geometry and intersections are the very bytes of the response.
        for marker in [originalRoute["geometry"] as? String ?? "", "\"intersections\""] where !marker.isEmpty {
            #expect(annotated.components(separatedBy: marker).count == text.components(separatedBy: marker).count)
        }
    }
}
