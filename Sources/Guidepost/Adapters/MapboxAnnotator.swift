/// Writes an OSRM v5 / Mapbox Directions response back with Guidepost's text on every
/// step, in the shape Mapbox and MapLibre navigation SDKs read, from the one announcement
/// schedule (`Renderer.guidance(for:voice:)`, `Announcement`):
///
/// - `maneuver.instruction`: the step's own maneuver without its distance (the SDK shows the
///   distance apart).
/// - `bannerInstructions`: a banner at the step's start naming the maneuver at its end:
///   `primary` without its distance, with `components` from its spans (`exit-number`, `icon`
///   for a route number, `delimiter`, `text`) and `type` and `modifier` copied from the next
///   maneuver; `secondary` its sign's destinations; `sub` its lanes.
/// - `voiceInstructions`: the step's announcements (`Announcement`): the departure at the
///   start of a leg, "continue" at the start of a long step, then the maneuver ahead with
///   its distance, and close to it without; an arrival ahead is "In 200 m, you will arrive
///   at …", and "You have arrived" only at the end.
/// - `voiceLocale` on each route: the locale the voice renderer speaks.
///
/// The last step of a leg (arrival) gets its instruction and empty banner and voice lists.
/// Every key Guidepost does not write is kept as it was, numbers as written.
public enum MapboxAnnotator {
    /// Annotates a response.
    ///
    /// - Parameters:
    ///   - text: The OSRM/Mapbox response (`{"routes": [...]}` or one route).
    ///   - display: The renderer of the display text (banners, `maneuver.instruction`).
    ///   - voice: The renderer of spoken text, built with `RenderOptions(medium: .speech)`.
    ///   - file: The input's name, for errors.
    /// - Throws: `InputError` when the text is not a response the OSRM reader reads.
    public static func annotate(_ text: String, display: Renderer, voice: Renderer, file: String = "<input>")
        throws(InputError) -> String
    {
        let document = try RouteReader.read(text, format: .osrm, file: file)
        var root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(file: file, path: error.path, location: error.location, message: error.message)
        }
        if var routes = root["routes"]?.array {
            for index in routes.indices where index < document.routes.count {
                routes[index] = annotateRoute(routes[index], route: document.routes[index], display: display, voice: voice)
            }
            root = replacing(root, key: "routes", with: .array(routes))
        } else if let route = document.routes.first {
            root = annotateRoute(root, route: route, display: display, voice: voice)
        }
        return JSONWriter.pretty(root)
    }

    private static func annotateRoute(_ node: JSONNode, route: Route, display: Renderer, voice: Renderer) -> JSONNode {
        guard var legs = node["legs"]?.array else { return node }
        for index in legs.indices where index < route.legs.count {
            guard var steps = legs[index]["steps"]?.array else { continue }
            // Guidance comes per instruction, in step order (a skipped step has none; a step
            // may have several): each step takes its last instruction's.
            let instructions = route.legs[index].instructions
            var own: [Int: Int] = [:]
            for (position, item) in instructions.enumerated() { own[item.stepIndex] = position }
            for stepIndex in steps.indices {
                let nextManeuver = steps.indices.contains(stepIndex + 1) ? steps[stepIndex + 1]["maneuver"] : nil
                // A step whose text cannot be rendered keeps the router's and gets no banners or voice.
                let guidance = own[stepIndex].flatMap { try? display.guidance(at: $0, of: route.legs[index], voice: voice) }
                steps[stepIndex] = annotateStep(steps[stepIndex], guidance: guidance, nextManeuver: nextManeuver)
            }
            legs[index] = replacing(legs[index], key: "steps", with: .array(steps))
        }
        var route = replacing(node, key: "legs", with: .array(legs))
        route = replacing(route, key: "voiceLocale", with: .string(voice.formattingLocale.replacingOccurrences(of: "_", with: "-")))
        return route
    }

    private static func annotateStep(_ step: JSONNode, guidance: StepGuidance?, nextManeuver: JSONNode?) -> JSONNode {
        var step = step
        guard let guidance else {
            step = replacing(step, key: "bannerInstructions", with: .array([]))
            return replacing(step, key: "voiceInstructions", with: .array([]))
        }
        if let maneuver = step["maneuver"], maneuver.members != nil {
            step = replacing(step, key: "maneuver", with: replacing(maneuver, key: "instruction", with: .string(guidance.instruction)))
        }
        let banners = guidance.banners.map { banner -> JSONNode in
            var primary = banner.primary
            // The arrow the router drew for the next maneuver, as it wrote it.
            if let type = nextManeuver?["type"]?.string { primary.type = type }
            primary.modifier = nextManeuver?["modifier"]?.string ?? primary.modifier
            return .object([("distanceAlongGeometry", number(banner.distanceAlongGeometry)), ("primary", json(primary)),
                ("secondary", banner.secondary.map(json) ?? .null)] + (banner.sub.map { [("sub", json($0))] } ?? []))
        }
        let voices = guidance.voice.map { said -> JSONNode in
            .object([("distanceAlongGeometry", number(said.distanceAlongGeometry)),
                ("announcement", .string(said.announcement)), ("ssmlAnnouncement", .string(said.ssmlAnnouncement))])
        }
        step = replacing(step, key: "bannerInstructions", with: .array(banners))
        return replacing(step, key: "voiceInstructions", with: .array(voices))
    }

    private static func json(_ text: BannerText) -> JSONNode {
        var members: [(String, JSONNode)] = [("text", .string(text.text)), ("components", .array(text.components.map(json)))]
        if let type = text.type { members.append(("type", .string(type))) }
        if let modifier = text.modifier { members.append(("modifier", .string(modifier))) }
        return .object(members)
    }

    private static func json(_ component: BannerComponent) -> JSONNode {
        var members: [(String, JSONNode)] = [("text", .string(component.text)), ("type", .string(component.type))]
        if let directions = component.directions { members.append(("directions", .array(directions.map { .string($0) }))) }
        if let active = component.active { members.append(("active", .bool(active))) }
        return .object(members)
    }

    /// A distance in metres to one decimal, as JSON number text.
    private static func number(_ value: Double) -> JSONNode {
        let tenths = value.isFinite ? (value * 10).rounded() / 10 : 0
        let text = tenths == tenths.rounded() && abs(tenths) < 1e15 ? String(Int64(tenths)) : String(tenths)
        return JSONNode(value: .number(tenths, text), location: .init(line: 0, column: 0))
    }

    /// The object with `key` set to `value` (replaced in place, or added at the end).
    private static func replacing(_ object: JSONNode, key: String, with value: JSONNode) -> JSONNode {
        guard var members = object.members else { return object }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key: key, keyLocation: .init(line: 0, column: 0), value: value))
        }
        return JSONNode(value: .object(members), location: object.location)
    }
}
