import Guidepost
import SnapshotTesting

extension Snapshotting where Value == RouteDocument, Format == String {
    /// What live navigation says for every instruction of a route, in several locales: per
    /// instruction the list text (`text`), the banner's primary text without its distance
    /// (`banner`), the lanes line when there is lane data (`lanes`), the instruction joined
    /// with the next when that follows within `Renderer.shouldChain`'s distance or time
    /// (`then`), and its spoken announcements over the approach (`Renderer.announcements`
    /// for the instruction's distance: `speech <kind> <metres>`), with the SSML of the last
    /// (`ssml`), rendered by a renderer for speech.
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
                            // The approach is the step before, at its speed.
                            let before = position > 0 ? leg.instructions[position - 1] : nil
                            lines += NavigationText.lines(item, next: position + 1 < leg.instructions.count
                                ? leg.instructions[position + 1].instruction : nil, approach: before?.duration,
                                display: display, voice: voice)
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
    static func lines(_ item: RouteInstruction, next: Instruction?, approach: Double?, display: Renderer, voice: Renderer)
        -> [String]
    {
        var out: [String] = []
        func line(_ label: String, _ make: () throws(RenderError) -> String?) {
            do throws(RenderError) {
                if let text = try make() { out.append("    \(label): " + text) }
            } catch {
                out.append("    \(label): error: " + TextForm.escape(error.description))
            }
        }
        let instruction = item.instruction
        line("text") { () throws(RenderError) in try display.render(instruction).textForm(.default) }
        line("banner") { () throws(RenderError) in try display.render(instruction, distance: .omitted).textForm(.default) }
        line("lanes") { () throws(RenderError) in try display.renderLanes(instruction)?.textForm(.default) }
        var chained: Instruction?
        if let next, let gap = item.stepDistance, Renderer.shouldChain(next, gap: gap, duration: item.duration) {
            chained = next
            line("then") { () throws(RenderError) in try display.render(instruction, then: next).textForm(.default) }
        }
        do throws(RenderError) {
            let said = try voice.announcements(for: instruction, stepDistance: instruction.distance, duration: approach,
                then: chained)
            for (announcement, spoken) in said {
                let distance = announcement.distanceBeforeManeuver.rounded()
                let metres = abs(distance) < 1e15 ? String(Int64(distance)) : String(distance)
                out.append("    speech \(announcement.kind.rawValue) \(metres) m: " + TextForm.escape(spoken.text))
            }
            if let last = said.last { out.append("    ssml: " + TextForm.escape(last.spoken.ssml)) }
        } catch {
            out.append("    speech: error: " + TextForm.escape(error.description))
        }
        return out
    }
}
