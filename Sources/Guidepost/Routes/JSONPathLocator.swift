/// Finds the JSON path of the place where a syntax error was found, so that malformed
/// input is reported as `$.routes[0].legs[1].steps[3]` and not only by line and column.
///
/// The text before the error is valid JSON up to that point, so a small scan that follows
/// strings, brackets, commas and colons knows which object member or array element it was in.
enum JSONPathLocator {
    private enum Frame {
        case object(key: String?, expectingKey: Bool)
        case array(index: Int)
    }

    /// The path of the innermost value open at `location` (1-based line and scalar column).
    static func path(in text: String, at location: SourceLocation) -> String {
        var frames: [Frame] = []
        var line = 1
        var column = 1
        var inString = false
        var escaped = false
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (line, column) >= (location.line, location.column) { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            if inString {
                if escaped {
                    escaped = false
                    current.append(scalar)  // good enough for a key: escapes are rare in keys
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                    if case .object(_, true)? = frames.last {
                        frames[frames.count - 1] = .object(key: String(current), expectingKey: true)
                    }
                } else {
                    current.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                current = String.UnicodeScalarView()
            case "{":
                frames.append(.object(key: nil, expectingKey: true))
            case "[":
                frames.append(.array(index: 0))
            case "}", "]":
                if !frames.isEmpty { frames.removeLast() }
            case ",":
                switch frames.last {
                case .array(let index)?: frames[frames.count - 1] = .array(index: index + 1)
                case .object?: frames[frames.count - 1] = .object(key: nil, expectingKey: true)
                case nil: break
                }
            case ":":
                if case .object(let key, _)? = frames.last { frames[frames.count - 1] = .object(key: key, expectingKey: false) }
            default:
                break
            }
        }
        var path = "$"
        for frame in frames {
            switch frame {
            case .array(let index):
                path += "[\(index)]"
            case .object(let key?, false):
                path += isIdentifier(key) ? "." + key : "[\"" + key + "\"]"
            case .object:
                break
            }
        }
        return path
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
