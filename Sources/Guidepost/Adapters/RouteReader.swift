/// Reads directions responses — OSRM/Mapbox v5, indoor routes, Guidepost's own JSON — into
/// classified routes.
///
/// ```swift
/// let document = try RouteReader.read(jsonText, file: "drive.json")
/// for warning in document.warnings { print(warning) }
/// let leg = document.routes[0].legs[0]
/// leg.instructions[1].instruction.maneuver   // .turn(.right)
/// ```
///
/// Malformed JSON (with the line, column and the JSON path of the value being read) and a
/// document whose shape is wrong (no `legs`, `steps` not an array) throw an `InputError`. A single step with impossible values
/// (a negative distance, a z-level that is not a number, an unknown maneuver type) is
/// reported in `RouteDocument.warnings` with its leg and step index and is skipped or
/// classified generically, while the rest of the route is read.
public enum RouteReader {
    /// Reads a route document.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - format: The input format; detected from the JSON when `nil`.
    ///   - file: The file name used in errors and warnings.
    /// - Throws: `InputError` for malformed JSON, an undetectable format, or a wrong document shape.
    public static func read(_ text: String, format: RouteFormat? = nil, file: String = "<input>") throws(InputError)
        -> RouteDocument
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(file: file, path: error.path, location: error.location,
                message: error.message)
        }
        return try read(root, format: format, file: file)
    }

    /// Reads a route document already parsed (the annotator parses a response once).
    package static func read(_ root: JSONNode, format: RouteFormat?, file: String) throws(InputError) -> RouteDocument {
        let resolved: RouteFormat
        if let format {
            resolved = format
        } else if let detected = detectFormat(root) {
            resolved = detected
        } else {
            throw InputError(file: file, path: "$", location: root.location,
                message: "cannot tell the input format: expected an OSRM/Mapbox response (routes[].legs[].steps[] "
                    + "with a \"maneuver\" object), an indoor route (legs[].steps[] with \"start_location\"), "
                    + "or an array of Guidepost instructions; name it with --input")
        }
        var context = RouteReadContext(file: file)
        let routes: [Route]
        switch resolved.value {
        case .osrm: routes = try OSRMReader.read(root, context: &context)
        case .indoor: routes = try IndoorRouteReader.read(root, context: &context)
        case .guidepost: routes = [try readGuidepost(root, file: file)]
        }
        return RouteDocument(format: resolved, routes: routes, warnings: context.warnings)
    }

    /// The format of a JSON document, or `nil` when it matches none.
    ///
    /// An array, or an object with `instructions`, is Guidepost's JSON. Otherwise the first
    /// step of the first leg (under `routes[0]` or the root) decides: a `maneuver` object
    /// means OSRM/Mapbox; `start_location`, `highway`, `routeContext` or
    /// `html_instructions` mean an indoor route. A response with `routes` or `code` and no
    /// steps is taken as OSRM.
    public static func detectFormat(_ text: String) -> RouteFormat? {
        guard let root = try? JSONParser.parse(text) else { return nil }
        return detectFormat(root)
    }

    static func detectFormat(_ root: JSONNode) -> RouteFormat? {
        if root.array != nil || root["instructions"]?.array != nil { return .guidepost }
        guard root.members != nil else { return nil }
        let route = root["routes"]?.array?.first ?? root
        let step = route["legs"]?.array?.first?["steps"]?.array?.first
        if let step {
            if step["maneuver"]?.members != nil { return .osrm }
            for key in ["start_location", "end_location", "highway", "routeContext", "html_instructions"]
            where step[key] != nil {
                return .indoor
            }
        }
        if root["routes"] != nil || root["code"] != nil { return .osrm }
        if root["legs"] != nil { return .indoor }
        return nil
    }

    private static func readGuidepost(_ root: JSONNode, file: String) throws(InputError) -> Route {
        let instructions = try InstructionDecoder.decode(root, file: file)
        let items = instructions.enumerated().map { RouteInstruction($0.element, stepIndex: $0.offset) }
        let distance = instructions.reduce(0.0) { $0 + ($1.distance.isFinite && $1.distance > 0 ? $1.distance : 0) }
        return Route(legs: [RouteLeg(instructions: items, distance: distance)], distance: distance)
    }
}
