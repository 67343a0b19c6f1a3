/// Writes an OSRM v5 / Mapbox Directions response back with Guidepost's text on every
/// step, in the shape Mapbox and MapLibre navigation SDKs read: `maneuver.instruction`, and
/// `bannerInstructions` and `voiceInstructions` announcing the maneuver that ends the step.
///
/// Per step `s` of a leg (the maneuver at the start of step `s + 1` is the one ahead):
/// - `maneuver.instruction`: step `s`'s own instruction, display text.
/// - `bannerInstructions`: one banner at `distanceAlongGeometry` = the step's distance:
///   `primary` is the next instruction without its distance (`DistancePhrasing.omitted`: the
///   SDK shows the distance beside it), with `text`, `components` from its spans
///   (`exit-number` for an exit number, `icon` for a route number, `delimiter` between route
///   numbers, `text` for the rest) and `type` and `modifier` copied from the next maneuver;
///   `secondary` its sign (destination route numbers as `icon`, then the places as `text`)
///   when it has one; `sub` its lanes (`lane` components with `directions` and `active`)
///   when it has lane data.
/// - `voiceInstructions`: the announcement schedule of the step (`Announcement`), each with
///   `distanceAlongGeometry`, `announcement` (spoken text) and `ssmlAnnouncement`; when the
///   maneuver after the next follows within `Renderer.shouldChain`'s distance or time, the
///   near and at-maneuver announcements say both ("…, then turn right").
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
            // Instructions come in step order (a skipped step has none): one pass finds each
            // step's own and the next, whatever the number of steps.
            let instructions = route.legs[index].instructions
            var position = 0
            for stepIndex in steps.indices {
                while position < instructions.count, instructions[position].stepIndex < stepIndex { position += 1 }
                let own = position < instructions.count && instructions[position].stepIndex == stepIndex
                    ? instructions[position] : nil
                var after = position
                while after < instructions.count, instructions[after].stepIndex <= stepIndex { after += 1 }
                let next = after < instructions.count ? instructions[after] : nil
                // The maneuver after the next one, said with it when it follows closely.
                var chained: Instruction?
                if let next, after + 1 < instructions.count, let gap = next.stepDistance,
                    Renderer.shouldChain(instructions[after + 1].instruction, gap: gap, duration: next.duration)
                {
                    chained = instructions[after + 1].instruction
                }
                let nextManeuver = steps.indices.contains(stepIndex + 1) ? steps[stepIndex + 1]["maneuver"] : nil
                steps[stepIndex] = annotateStep(steps[stepIndex], own: own, next: next, chained: chained,
                    nextManeuver: nextManeuver, display: display, voice: voice)
            }
            legs[index] = replacing(legs[index], key: "steps", with: .array(steps))
        }
        return replacing(node, key: "legs", with: .array(legs))
    }

    private static func annotateStep(_ step: JSONNode, own: RouteInstruction?, next: RouteInstruction?,
        chained: Instruction?, nextManeuver: JSONNode?, display: Renderer, voice: Renderer) -> JSONNode
    {
        var step = step
        if let own, let maneuver = step["maneuver"], maneuver.members != nil, let text = try? display.render(own.instruction).text {
            step = replacing(step, key: "maneuver", with: replacing(maneuver, key: "instruction", with: .string(text)))
        }
        var banners: [JSONNode] = []
        var voices: [JSONNode] = []
        let length = step["distance"]?.number ?? 0
        // The banner names the maneuver; the navigation SDK shows the distance beside it.
        if let next, let rendered = try? display.render(next.instruction, distance: .omitted) {
            var primary: [(String, JSONNode)] = [("text", .string(rendered.text)), ("components", components(rendered))]
            for key in ["type", "modifier"] {
                if let value = nextManeuver?[key]?.string { primary.append((key, .string(value))) }
            }
            var banner: [(String, JSONNode)] = [("distanceAlongGeometry", number(length)), ("primary", .object(primary))]
            let road = next.instruction.road
            if !road.destinations.isEmpty || !road.destinationCodes.isEmpty {
                // Route numbers of the sign as shields, then its places.
                var items: [JSONNode] = []
                var texts: [String] = []
                for code in road.destinationCodes {
                    if !items.isEmpty { items.append(component("/", type: "delimiter")) }
                    items.append(component(code, type: "icon"))
                    texts.append(code)
                }
                if !road.destinations.isEmpty {
                    let places = road.destinations.joined(separator: ", ")
                    if !items.isEmpty { items.append(component("/", type: "delimiter")) }
                    items.append(component(places, type: "text"))
                    texts.append(places)
                }
                banner.append(("secondary", .object([("text", .string(texts.joined(separator: " / "))),
                    ("components", .array(items))])))
            } else {
                banner.append(("secondary", .null))
            }
            if !road.lanes.isEmpty {
                let lanes = road.lanes.map { lane in
                    JSONNode.object([("text", .string("")), ("type", .string("lane")),
                        ("directions", .array(lane.indications.map { .string($0.rawValue) })),
                        ("active", .bool(lane.isValid))])
                }
                banner.append(("sub", .object([("text", .string("")),
                    ("components", .array(lanes))])))
            }
            banners.append(.object(banner))
            let duration = step["duration"]?.number
            if let said = try? voice.announcements(for: next.instruction, stepDistance: length, duration: duration,
                then: chained)
            {
                for (announcement, spoken) in said {
                    voices.append(.object([("distanceAlongGeometry", number(announcement.distanceBeforeManeuver)),
                        ("announcement", .string(spoken.text)), ("ssmlAnnouncement", .string(spoken.ssml))]))
                }
            }
        }
        step = replacing(step, key: "bannerInstructions", with: .array(banners))
        step = replacing(step, key: "voiceInstructions", with: .array(voices))
        return step
    }

    /// A banner's components from the spans of rendered text: exit numbers and route numbers
    /// (shields, `icon`, several separated by a `delimiter`) apart, without bidi isolates;
    /// neighbouring text merged. Joined, the components spell the text (isolates aside).
    private static func components(_ rendered: RenderedInstruction) -> JSONNode {
        var items: [JSONNode] = []
        var pending = ""
        func flush() {
            if !pending.isEmpty { items.append(component(pending, type: "text")) }
            pending = ""
        }
        for span in rendered.spans {
            let text = String(rendered[span])
            switch span.role {
            case .exitNumber:
                flush()
                items.append(component(Renderer.speakable(Substring(text)), type: "exit-number"))
            case .ref:
                flush()
                for (index, ref) in Renderer.speakable(Substring(text)).split(separator: "/").enumerated() {
                    if index > 0 { items.append(component("/", type: "delimiter")) }
                    items.append(component(String(ref), type: "icon"))
                }
            default:
                pending += text
            }
        }
        flush()
        return .array(items)
    }

    private static func component(_ text: String, type: String) -> JSONNode {
        .object([("text", .string(text)), ("type", .string(type))])
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
