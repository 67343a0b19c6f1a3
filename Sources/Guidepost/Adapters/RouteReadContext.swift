/// Collects warnings while a reader walks a document.
struct RouteReadContext {
    let file: String
    var warnings: [RouteWarning] = []

    mutating func warn(_ message: String, path: String, at node: JSONNode?, leg: Int? = nil, step: Int? = nil) {
        warnings.append(RouteWarning(file: file, path: path, location: node?.location, leg: leg, step: step,
            message: message))
    }

    mutating func warn(_ problem: StepProblem, leg: Int?, step: Int?, action: String) {
        warnings.append(RouteWarning(file: file, path: problem.path, location: problem.location, leg: leg, step: step,
            message: problem.message + "; " + action))
    }

    func error(_ message: String, path: String, at node: JSONNode) -> InputError {
        InputError(file: file, path: path, location: node.location, message: message)
    }
}

/// Why one step (or one field of it) cannot be used.
struct StepProblem: Error {
    var path: String
    var location: SourceLocation?
    var message: String
}

/// Typed access to the fields of a JSON object, failing with the field's path.
enum Field {
    /// A number that may be absent or null; present with another type is a problem.
    static func number(_ object: JSONNode, _ key: String, _ path: String) throws(StepProblem) -> Double? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let number = value.number, number.isFinite else {
            throw StepProblem(path: path + "." + key, location: value.location,
                message: "\"\(key)\" must be a number, found \(value.typeName)")
        }
        return number
    }

    /// A distance or duration: a finite number, 0 or more (absent: `nil`).
    static func measure(_ object: JSONNode, _ key: String, _ path: String) throws(StepProblem) -> Double? {
        guard let number = try number(object, key, path) else { return nil }
        guard number >= 0 else {
            throw StepProblem(path: path + "." + key, location: object[key]?.location,
                message: "\"\(key)\" must not be negative, found \(number)")
        }
        return number
    }

    /// A string that may be absent or null; an empty string counts as absent.
    static func string(_ object: JSONNode, _ key: String, _ path: String) throws(StepProblem) -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.string else {
            throw StepProblem(path: path + "." + key, location: value.location,
                message: "\"\(key)\" must be a string, found \(value.typeName)")
        }
        return text.isEmpty ? nil : text
    }

    /// A string, or `nil` for anything else (for fields whose wrong type is harmless).
    static func lenientString(_ object: JSONNode, _ key: String) -> String? {
        guard let text = object[key]?.string, !text.isEmpty else { return nil }
        return text
    }
}
