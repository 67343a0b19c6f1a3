import Foundation
import Testing
import Guidepost

/// `guidepost route --emit mapbox` and the library behind it.
@Suite("Mapbox-shaped output")
struct MapboxAnnotatorTests {
    @Test("the bundled OSRM examples come back as valid JSON with text, banners and voice on every step, other keys kept",
        arguments: [RouteExamples.berlin, RouteExamples.lyon], ["en", "de", "fr", "ru", "ar", "ja"])
    func examples(file: String, locale: String) throws {
        let text = try RouteExamples.text(file)
        let display = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let voice = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric, medium: .speech))
        let annotated = try MapboxAnnotator.annotate(text, display: display, voice: voice, file: file)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(try JSONSerialization.jsonObject(with: Data(annotated.utf8)) as? [String: Any])
        #expect(Set(result.keys) == Set(original.keys))
        let routes = try #require(result["routes"] as? [[String: Any]])
        let originalRoutes = try #require(original["routes"] as? [[String: Any]])
        #expect(routes.count == originalRoutes.count)
        for (route, originalRoute) in zip(routes, originalRoutes) {
            #expect(Set(route.keys) == Set(originalRoute.keys))
            let legs = try #require(route["legs"] as? [[String: Any]])
            for leg in legs {
                let steps = try #require(leg["steps"] as? [[String: Any]])
                for (index, step) in steps.enumerated() {
                    let maneuver = try #require(step["maneuver"] as? [String: Any])
                    let instruction = try #require(maneuver["instruction"] as? String)
                    #expect(!instruction.isEmpty && !instruction.contains("$"))
                    let banners = try #require(step["bannerInstructions"] as? [[String: Any]])
                    let voices = try #require(step["voiceInstructions"] as? [[String: Any]])
                    let last = index == steps.count - 1
                    #expect(banners.isEmpty == last, "\(locale) step \(index)")
                    #expect(voices.isEmpty == last, "\(locale) step \(index)")
                    for banner in banners {
                        let primary = try #require(banner["primary"] as? [String: Any])
                        let components = try #require(primary["components"] as? [[String: Any]])
                        // The components spell the text.
                        #expect(components.compactMap { $0["text"] as? String }.joined() == primary["text"] as? String)
                        #expect(banner["distanceAlongGeometry"] is NSNumber)
                    }
                    for spoken in voices {
                        let ssml = try #require(spoken["ssmlAnnouncement"] as? String)
                        #expect(ssml.hasPrefix("<speak") && ssml.hasSuffix("</speak>"))
                        #expect((spoken["announcement"] as? String)?.isEmpty == false)
                    }
                }
            }
        }
    }

    @Test("numbers of the response are kept as written")
    func numbersKept() throws {
        let text = try RouteExamples.text(RouteExamples.berlin)
        let renderer = try Renderer(locale: "en")
        let annotated = try MapboxAnnotator.annotate(text, display: renderer, voice: renderer)
        #expect(annotated.contains("13.38891"))
    }

    @Test("a response the reader refuses is an input error")
    func refusal() throws {
        let renderer = try Renderer(locale: "en")
        #expect(throws: InputError.self) { try MapboxAnnotator.annotate("{\"routes\": []}", display: renderer, voice: renderer) }
        #expect(throws: InputError.self) { try MapboxAnnotator.annotate("not json", display: renderer, voice: renderer) }
    }
}
