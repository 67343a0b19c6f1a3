import Guidepost
import SnapshotTesting

extension Snapshotting where Value == RouteDocument, Format == String {
    /// What live navigation says for every instruction of a route, in several locales: per
    /// instruction the list text (`text`), the banner's primary text without its distance
    /// (`banner`), the lanes line when there is lane data (`lanes`), the instruction joined
    /// with the next when that follows within `Renderer.shouldChain`'s distance or time
    /// (`then`), and what is spoken along the step that starts there, by the one schedule
    /// the Mapbox annotator uses (`Renderer.guidance(for:voice:)`: the departure, "continue",
    /// then the next maneuver, as `speech <kind> <metres before it> m`), with the SSML of the
    /// last (`ssml`), rendered by a renderer for speech.
    ///
    /// An instruction that cannot be rendered shows `error: …` in place of its lines.
    ///
    /// ```swift
    /// let document = try RouteReader.read(osrmResponse)
    /// assertSnapshot(of: document, as: .navigation(inLocales: ["en", "de", "ja"]))
    /// ```
    public static func navigation(
        inLocales locales: [String], options: RenderOptions = .default, catalog: Catalog = .embedded
    ) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { document in
            LocalizedText.blocks(locales: locales) { locale throws(RenderError) in
                var spokenOptions = options
                spokenOptions.medium = .speech
                let display: Renderer
                let voice: Renderer
                do throws(ICUError) {
                    display = try Renderer(locale: locale, options: options, catalog: catalog)
                    voice = try Renderer(locale: locale, options: spokenOptions, catalog: catalog)
                } catch {
                    throw .icu(error)
                }
                var lines: [String] = []
                for (routeIndex, route) in document.routes.enumerated() {
                    for (legIndex, leg) in route.legs.enumerated() {
                        lines.append("route \(routeIndex + 1), leg \(legIndex + 1)")
                        for (position, item) in leg.instructions.enumerated() {
                            lines.append("  step \(item.stepIndex + 1): \(item.instruction.maneuver.kind.rawValue)")
                            lines += NavigationText.lines(leg, at: position, display: display, voice: voice)
                        }
                    }
                }
                return lines
            }
        }
    }
}

/// The navigation lines of one instruction in a snapshot.
enum NavigationText {
    static func lines(_ leg: RouteLeg, at position: Int, display: Renderer, voice: Renderer) -> [String] {
        var out: [String] = []
        func line(_ label: String, _ make: () throws(RenderError) -> String?) {
            do throws(RenderError) {
                if let text = try make() { out.append("    \(label): " + text) }
            } catch {
                out.append("    \(label): error: " + TextForm.escape(error.description))
            }
        }
        let item = leg.instructions[position]
        let instruction = item.instruction
        let next = position + 1 < leg.instructions.count ? leg.instructions[position + 1].instruction : nil
        line("text") { () throws(RenderError) in try display.render(instruction).textForm(.default) }
        line("banner") { () throws(RenderError) in try display.render(instruction, distance: .omitted).textForm(.default) }
        line("lanes") { () throws(RenderError) in try display.renderLanes(instruction)?.textForm(.default) }
        if let next, let gap = item.stepDistance, Renderer.shouldChain(next, gap: gap, duration: item.duration) {
            line("then") { () throws(RenderError) in try display.render(instruction, then: next).textForm(.default) }
        }
        do throws(RenderError) {
            let said = try display.guidance(at: position, of: leg, voice: voice).voice
            for announcement in said {
                let distance = announcement.distanceAlongGeometry.rounded()
                let metres = abs(distance) < 1e15 ? String(Int64(distance)) : String(distance)
                out.append("    speech \(announcement.kind.rawValue) \(metres) m: " + TextForm.escape(announcement.announcement))
            }
            if let last = said.last { out.append("    ssml: " + TextForm.escape(last.ssmlAnnouncement)) }
        } catch {
            out.append("    speech: error: " + TextForm.escape(error.description))
        }
        return out
    }
}
