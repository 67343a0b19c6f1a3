/// Writes an OSRM v5 / Mapbox Directions response back with Guidepost's text on every
/// step, in the shape Mapbox and MapLibre navigation SDKs read, from the one announcement
/// schedule (`Renderer.guidance(for:voice:)`, `Announcement`):
///
/// - `maneuver.instruction`: the step's own maneuver without its distance (the SDK shows the
///   distance apart).
/// - `bannerInstructions`: the step's banners (`Renderer.banners`): from its start, the
///   maneuver at its end as its sign says it (`primary`: exit number, road name and route
///   numbers, else destinations, else the maneuver in words; `type` and `modifier` copied from
///   the next maneuver, `degrees` and `driving_side` on a roundabout), its destinations
///   (`secondary`); close to the maneuver a second banner with `sub` (lanes, or the maneuver
///   after it).
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
        // Parsed once; the response is written back as it came, with only the members
        // Guidepost writes spliced in (geometry, annotations and intersections are copied as bytes).
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, skim: skim)
        } catch {
            throw InputError(file: file, path: error.path, location: error.location, message: error.message)
        }
        let document = try RouteReader.read(root, format: .osrm, file: file)
        var splice = Splice()
        if let routes = root["routes"]?.array {
            for (node, route) in zip(routes, document.routes) {
                annotateRoute(node, route: route, display: display, voice: voice, into: &splice)
            }
        } else if let route = document.routes.first {
            annotateRoute(root, route: route, display: display, voice: voice, into: &splice)
        }
        return splice.apply(to: text)
    }

    /// What the OSRM reader does not read of a response, and the annotator copies as bytes
    /// or replaces: geometry, annotations, the router's own banners and voice, and every
    /// intersection of a step but the first, of which it reads the lanes and classes.
    package static let skim = JSONParser.Skim(
        values: ["geometry", "annotation", "bannerInstructions", "voiceInstructions", "weight", "weight_name"],
        firstItemOnly: ["intersections"], firstItemMembers: ["lanes", "classes"])

    private static func annotateRoute(_ node: JSONNode, route: Route, display: Renderer, voice: Renderer,
        into splice: inout Splice)
    {
        if let legs = node["legs"]?.array {
            for (legNode, leg) in zip(legs, route.legs) {
                guard let steps = legNode["steps"]?.array else { continue }
                // Guidance comes per instruction, in step order (a skipped step has none; a
                // step may have several): each step takes its last instruction's.
                var own: [Int: Int] = [:]
                for (position, item) in leg.instructions.enumerated() { own[item.stepIndex] = position }
                for (stepIndex, step) in steps.enumerated() {
                    let nextManeuver = stepIndex + 1 < steps.count ? steps[stepIndex + 1]["maneuver"] : nil
                    // Where the step after a roundabout leads off: how far round the exit is.
                    let exitBearing = stepIndex + 2 < steps.count ? steps[stepIndex + 2]["maneuver"]?["bearing_after"]?.number : nil
                    // A step whose text cannot be rendered keeps the router's and gets no banners or voice.
                    let guidance = own[stepIndex].flatMap { try? display.guidance(at: $0, of: leg, voice: voice) }
                    annotateStep(step, guidance: guidance, nextManeuver: nextManeuver, exitBearing: exitBearing, into: &splice)
                }
            }
        }
        splice.set("voiceLocale", in: node, to: JSONWriter.quoted(voice.formattingLocale.replacingOccurrences(of: "_", with: "-")))
    }

    private static func annotateStep(_ step: JSONNode, guidance: StepGuidance?, nextManeuver: JSONNode?,
        exitBearing: Double?, into splice: inout Splice)
    {
        guard step.members != nil else { return }
        guard let guidance else {
            splice.set("bannerInstructions", in: step, to: "[]")
            splice.set("voiceInstructions", in: step, to: "[]")
            return
        }
        if let maneuver = step["maneuver"], maneuver.members != nil {
            splice.set("instruction", in: maneuver, to: JSONWriter.quoted(guidance.instruction))
        }
        // Written straight to bytes, with no nodes in between.
        var banners = JSONStream()
        banners.beginArray()
        for banner in guidance.banners {
            var primary = banner.primary
            // The arrow the router drew for the next maneuver, as it wrote it.
            if let type = nextManeuver?["type"]?.string { primary.type = type }
            primary.modifier = nextManeuver?["modifier"]?.string ?? primary.modifier
            primary.degrees = roundaboutDegrees(nextManeuver, exitBearing: exitBearing, drivingSide: primary.drivingSide)
            banners.beginObject()
            banners.key("distanceAlongGeometry")
            banners.number(text: number(banner.distanceAlongGeometry))
            banners.key("primary")
            write(primary, to: &banners)
            banners.key("secondary")
            if let secondary = banner.secondary { write(secondary, to: &banners) } else { banners.null() }
            if let sub = banner.sub {
                banners.key("sub")
                write(sub, to: &banners)
            }
            banners.endObject()
        }
        banners.endArray()
        var voices = JSONStream()
        voices.beginArray()
        for said in guidance.voice {
            voices.beginObject()
            voices.key("distanceAlongGeometry")
            voices.number(text: number(said.distanceAlongGeometry))
            voices.member("announcement", said.announcement)
            voices.member("ssmlAnnouncement", said.ssmlAnnouncement)
            voices.endObject()
        }
        voices.endArray()
        splice.set("bannerInstructions", in: step, to: banners.text)
        splice.set("voiceInstructions", in: step, to: voices.text)
    }

    /// Edits to a JSON text by the byte ranges its parse recorded: a member's value replaced,
    /// or a member added at the end of its object; everything else copied as it is.
    struct Splice {
        /// Replacements of byte ranges (an empty range inserts), in the order they were made.
        private var edits: [(range: Range<Int>, text: String)] = []

        /// Sets an object's member to JSON text: its value replaced where it has one, else
        /// added after its last member.
        mutating func set(_ key: String, in object: JSONNode, to value: String) {
            guard let members = object.members, object.bytes.count >= 2 else { return }
            if let member = members.first(where: { $0.key == key }), !member.value.bytes.isEmpty {
                edits.append((member.value.bytes, value))
                return
            }
            // Before the closing brace (after any whitespace the object ends with).
            let end = object.bytes.upperBound - 1
            edits.append((end..<end, (members.isEmpty ? "" : ",") + JSONWriter.quoted(key) + ":" + value))
        }

        /// The text with the edits made (insertions at one place in the order they were made).
        /// The source's bytes are copied as slices of it, already known to be UTF-8.
        func apply(to text: String) -> String {
            let utf8 = text.utf8
            let count = utf8.count
            let ordered = edits.enumerated().sorted {
                ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
            }
            var out = ""
            out.reserveCapacity(count + edits.reduce(0) { $0 + $1.text.utf8.count })
            var position = 0
            func copy(_ range: Range<Int>) {
                guard !range.isEmpty else { return }
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                let end = utf8.index(start, offsetBy: range.count)
                out += text[start..<end]
            }
            for (_, edit) in ordered {
                let range = edit.range.clamped(to: position..<max(position, count))
                copy(position..<range.lowerBound)
                out += edit.text
                position = range.upperBound
            }
            copy(position..<count)
            return out
        }
    }

    /// How far round a roundabout its exit is, as the Mapbox API gives it (180: straight on;
    /// 90: a right turn where traffic keeps right): from the bearing entering it and the
    /// bearing leaving it, in whole degrees; nil for other maneuvers or without bearings.
    static func roundaboutDegrees(_ maneuver: JSONNode?, exitBearing: Double?, drivingSide: String?) -> Double? {
        guard let maneuver, let type = maneuver["type"]?.string, ["roundabout", "rotary"].contains(type),
            let entry = maneuver["bearing_before"]?.number, let exit = exitBearing,
            entry.isFinite, exit.isFinite, abs(entry) <= 360, abs(exit) <= 360
        else { return nil }
        // The turn, right positive, in (-180, 180].
        var turn = (exit - entry).truncatingRemainder(dividingBy: 360)
        if turn > 180 { turn -= 360 }
        if turn <= -180 { turn += 360 }
        let degrees = drivingSide == "left" ? 180 + turn : 180 - turn
        return degrees.rounded()
    }

    private static func write(_ text: BannerText, to out: inout JSONStream) {
        out.beginObject()
        out.member("text", text.text)
        out.key("components")
        out.beginArray()
        for component in text.components { write(component, to: &out) }
        out.endArray()
        if let type = text.type { out.member("type", type) }
        if let modifier = text.modifier { out.member("modifier", modifier) }
        if let drivingSide = text.drivingSide { out.member("driving_side", drivingSide) }
        if let degrees = text.degrees {
            out.key("degrees")
            out.number(text: number(degrees))
        }
        out.endObject()
    }

    private static func write(_ component: BannerComponent, to out: inout JSONStream) {
        out.beginObject()
        out.member("text", component.text)
        out.member("type", component.type)
        if let directions = component.directions {
            out.key("directions")
            out.beginArray()
            for direction in directions { out.string(direction) }
            out.endArray()
        }
        if let active = component.active {
            out.key("active")
            out.bool(active)
        }
        if let direction = component.activeDirection { out.member("active_direction", direction) }
        if let short = component.abbreviation { out.member("abbr", short) }
        if let priority = component.abbreviationPriority {
            out.key("abbr_priority")
            out.number(text: String(priority))
        }
        out.endObject()
    }

    /// A distance in metres to one decimal, as JSON number text.
    private static func number(_ value: Double) -> String {
        let tenths = value.isFinite ? (value * 10).rounded() / 10 : 0
        return tenths == tenths.rounded() && abs(tenths) < 1e15 ? String(Int64(tenths)) : String(tenths)
    }

}
