import Foundation

// What a Swift developer who knows Foundation reaches for first: errors whose
// `localizedDescription` is the readable description, distances as `Measurement`, and
// responses as the `Data` a `URLSession` returns.

extension ICUError: LocalizedError {
    public var errorDescription: String? { description }
}

extension RenderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension InputError: LocalizedError {
    public var errorDescription: String? { description }
}

extension CatalogError: LocalizedError {
    public var errorDescription: String? { description }
}

extension RouteRenderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension Instruction {
    /// Creates an instruction with its distance as a measurement, in any unit of length
    /// (converted to metres).
    public init(
        _ maneuver: Maneuver, distance: Measurement<UnitLength>, name: String? = nil, nameForms: NameForms? = nil,
        landmarks: [Landmark] = [], road: RoadFacts = RoadFacts()
    ) {
        self.init(maneuver, distance: distance.converted(to: .meters).value, name: name, nameForms: nameForms,
            landmarks: landmarks, road: road)
    }
}

extension RouteReader {
    /// Reads a route document from UTF-8 bytes (a `URLSession` response's `Data`).
    ///
    /// - Throws: `InputError` when the bytes are not UTF-8 text, or as `read(_:format:file:)`.
    public static func read(_ data: Data, format: RouteFormat? = nil, file: String = "<input>") throws(InputError)
        -> RouteDocument
    {
        try read(try utf8Text(data, file: file), format: format, file: file)
    }

    /// The bytes as text, or an `InputError` at the first byte that is not UTF-8.
    static func utf8Text(_ data: Data, file: String) throws(InputError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break loop
            }
        }
        throw InputError(file: file, path: "$", location: nil, message: "the input is not UTF-8 text (byte \(offset))")
    }
}

extension MapboxAnnotator {
    /// Annotates a response given as UTF-8 bytes (a `URLSession` response's `Data`).
    public static func annotate(_ data: Data, display: Renderer, voice: Renderer, file: String = "<input>")
        throws(InputError) -> String
    {
        try annotate(try RouteReader.utf8Text(data, file: file), display: display, voice: voice, file: file)
    }
}
