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
            var out = ""
            for (index, locale) in locales.enumerated() {
                if index > 0 { out += "\n" }
                out += "[\(TextForm.escape(locale))]\n"
                var spokenOptions = options
                spokenOptions.medium = .speech
                let display: Renderer
                let voice: Renderer
                do throws(ICUError) {
                    display = try Renderer(locale: locale, options: options, catalog: catalog)
                    voice = try Renderer(locale: locale, options: spokenOptions, catalog: catalog)
                } catch {
                    out += "error: " + TextForm.escape(error.description) + "\n"
                    continue
                }
                for (routeIndex, route) in document.routes.enumerated() {
                    for (legIndex, leg) in route.legs.enumerated() {
                        out += "route \(routeIndex + 1), leg \(legIndex + 1)\n"
                        for (position, item) in leg.instructions.enumerated() {
                            out += "  step \(item.stepIndex + 1): \(item.instruction.maneuver.kind.rawValue)\n"
                            // The approach is the step before, at its speed.
                            let before = position > 0 ? leg.instructions[position - 1] : nil
                            out += NavigationText.lines(item, next: position + 1 < leg.instructions.count
                                ? leg.instructions[position + 1].instruction : nil, approach: before?.duration,
                                display: display, voice: voice)
                        }
                    }
                }
            }
            return out
        }
    }
}

/// The navigation lines of one instruction in a snapshot.
enum NavigationText {
    static func lines(_ item: RouteInstruction, next: Instruction?, approach: Double?, display: Renderer, voice: Renderer)
        -> String
    {
        var out = ""
        func line(_ label: String, _ make: () throws(RenderError) -> String?) {
            do throws(RenderError) {
                if let text = try make() { out += "    \(label): " + text + "\n" }
            } catch {
                out += "    \(label): error: " + TextForm.escape(error.description) + "\n"
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
                out += "    speech \(announcement.kind.rawValue) \(metres) m: " + TextForm.escape(spoken.text) + "\n"
            }
            if let last = said.last { out += "    ssml: " + TextForm.escape(last.spoken.ssml) + "\n" }
        } catch {
            out += "    speech: error: " + TextForm.escape(error.description) + "\n"
        }
        return out
    }
}
