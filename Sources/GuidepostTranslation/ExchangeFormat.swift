import Guidepost

/// A file format translation tools exchange messages in.
public enum ExchangeFormat: String, Sendable, CaseIterable {
    /// XLIFF 1.2 as Xcode exports it: a `trans-unit` per message and per variant.
    case xliff
    /// An Apple String Catalog (`.xcstrings`).
    case xcstrings

    /// The format a file's extension names (`.xliff`, `.xlf`, `.xcstrings`), if any.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "xliff", "xlf": self = .xliff
        case "xcstrings": self = .xcstrings
        default: return nil
        }
    }
}

/// An exchange file that cannot be written or read, with where it went wrong.
public struct ExchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var file: String
    /// Where in it, if known.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, location: SourceLocation? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        "\(SourceLocation.prefix(file, location)): error: \(message)"
    }
}

/// Converts between Guidepost's `$n` placeholders and the positional format specifiers
/// (`%1$@`, counting from one) that Xcode's formats expect.
enum FormatSpecifiers {
    /// `$0 for $1` → `%1$@ for %2$@`; `$$` → `$`; `%` → `%%`. A placeholder in
    /// `specifiers` gets that specifier instead of `@` (`$3` → `%4$lld`).
    static func exchange(fromTemplate template: String, specifiers: [Int: String] = [:]) -> String {
        var out = ""
        let scalars = Array(template.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                out += "%%"
                index += 1
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "$" {
                out += "$"
                index += 2
            } else if scalar == "$", index + 1 < scalars.count, let first = digit(scalars[index + 1]) {
                var number = first
                var end = index + 2
                while end < scalars.count, let next = digit(scalars[end]), number < 100_000 {
                    number = number * 10 + next
                    end += 1
                }
                out += "%\(number + 1)$\(specifiers[number] ?? "@")"
                index = end
            } else {
                out.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return out
    }

    struct SpecifierError: Error {
        var column: Int
        var message: String
    }

    /// The specifiers an exchange text may use: objects, and the numbers Xcode's plural
    /// variations count (integers, and `lf` for distances, which can be fractional).
    static let accepted: Set<String> = ["@", "d", "ld", "lld", "u", "lu", "llu", "f", "lf"]

    /// `%1$@ for %2$@` → `$0 for $1`; `%%` → `%`; `$` → `$$`. Accepts the specifiers in
    /// `accepted`, positional (`%2$lld`) or, as Xcode writes a string with one argument,
    /// not (`%lld`: each takes the next argument); any other specifier is an error (its
    /// meaning would be lost).
    static func template(fromExchange text: String) throws(SpecifierError) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var nextArgument = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "$" {
                out += "$$"
                index += 1
                continue
            }
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                out += "%"
                index += 2
                continue
            }
            var end = index + 1
            var number = 0
            while end < scalars.count, let next = digit(scalars[end]), number < 100_000 {
                number = number * 10 + next
                end += 1
            }
            if end == index + 1, end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "@" {
                // Not positional (`%lld`, as Xcode writes a one-argument string): the next argument.
                number = nextArgument
            } else {
                guard end > index + 1, number >= 1, end < scalars.count, scalars[end] == "$" else {
                    throw SpecifierError(column: index + 1,
                        message: "a format specifier must be positional, like %1$@ (argument 1 is $0); write %% for a percent sign")
                }
                end += 1
            }
            var spec = ""
            while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "@", spec.count < 4 {
                spec.unicodeScalars.append(scalars[end])
                end += 1
                if ["@", "d", "u", "f"].contains(scalars[end - 1]) { break }
            }
            guard accepted.contains(spec) else {
                throw SpecifierError(column: index + 1, message: "unsupported format specifier %\(number)$\(spec); use %\(number)$@")
            }
            out += "$\(number - 1)"
            nextArgument = number + 1
            index = end
        }
        return out
    }

    /// An exchange text cut into what a factoring may not split: `%%`, a specifier
    /// (`%3$lld`, `%2$#@name@`), or one character.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                tokens.append(String(characters[index]))
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                tokens.append("%%")
                index += 2
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            if end < characters.count, characters[end] == "$" { end += 1 }
            if end + 1 < characters.count, characters[end] == "#", characters[end + 1] == "@",
                let close = characters[(end + 2)...].firstIndex(of: "@")
            {
                end = close + 1
            } else {
                while end < characters.count, characters[end].isLetter || characters[end] == "@" {
                    end += 1
                    if ["@", "d", "u", "f"].contains(characters[end - 1]) { break }
                }
            }
            tokens.append(String(characters[index..<end]))
            index = end
        }
        return tokens
    }

    /// A piece of a text with substitutions: literal text, or `%N$#@name@` (N when written).
    enum Piece: Equatable {
        case literal(String)
        case token(String, Int?)
    }

    /// A text cut at its substitution tokens (`%#@name@`, `%2$#@name@`).
    static func substitutionPieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        for token in tokens(text) {
            if token.hasPrefix("%"), token.hasSuffix("@"), let hash = token.range(of: "#@") {
                let position = token.dropFirst().prefix { $0 != "$" && $0 != "#" }
                let name = token[hash.upperBound..<token.index(before: token.endIndex)]
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.token(String(name), position.isEmpty ? nil : Int(position)))
            } else {
                literal += token
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The argument position written in the first token of substitution `name`, if any.
    static func tokenPosition(of name: String, in pieces: [Piece]) -> Int? {
        for case .token(let tokenName, let position) in pieces where tokenName == name { return position }
        return nil
    }

    /// A substitution variant's text with its `%arg` replaced (`%%arg` is a percent sign
    /// and the word "arg").
    static func replacingArg(in text: String, with replacement: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                out += "%%"
                rest = after.dropFirst()
            } else if after.hasPrefix("arg") {
                out += replacement
                rest = after.dropFirst(3)
            } else {
                out += "%"
                rest = after
            }
        }
        return out + rest
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}

/// A translation flattened into its texts: one per message, or one per variant with the
/// path of selectors leading to it. Both formats carry these units.
struct TranslationUnit: Sendable {
    /// One level of variants: `plural` on `$3`, branch `few`.
    struct Step: Hashable, Sendable {
        var kind: String
        var selector: String
        var branch: String
    }
    var key: String
    var path: [Step]
    var text: String

    /// The XLIFF id earlier versions wrote: the key, then `|==|` and the steps
    /// (`select.$1.up/plural.$3.few`). Still read; exports now follow Xcode's ids.
    var id: String {
        path.isEmpty ? key : key + "|==|" + Self.pathString(path[...])
    }

    /// Steps as ids and catalog keys write them: `select.$1.up/plural.$3.few`.
    static func pathString(_ path: ArraySlice<Step>) -> String {
        path.map { "\($0.kind).\($0.selector).\($0.branch)" }.joined(separator: "/")
    }

    /// Reads an id written by `id`.
    static func parse(id: String) -> (key: String, path: [Step])? {
        guard let separator = id.range(of: "|==|") else { return (id, []) }
        let key = String(id[..<separator.lowerBound])
        guard let steps = parse(path: id[separator.upperBound...]) else { return nil }
        return (key, steps)
    }

    /// Reads steps written by `pathString`; nil when a part is not a step.
    static func parse(path: Substring) -> [Step]? {
        var steps: [Step] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            // A selector is a placeholder (`$1`), a view of one (`$2:genitive`), `form` or `medium`.
            guard pieces.count == 3, ["plural", "ordinal", "select"].contains(pieces[0]),
                pieces[1].hasPrefix("$") || MessageCompiler.ownSelectors.contains(String(pieces[1])), !pieces[2].isEmpty
            else { return nil }
            steps.append(Step(kind: String(pieces[0]), selector: String(pieces[1]), branch: String(pieces[2])))
        }
        return steps
    }

    /// The units of one translation, in file order; nil when the value is neither a
    /// string nor a well-formed variant object.
    static func flatten(key: String, _ node: JSONNode, path: [Step] = []) -> [TranslationUnit]? {
        switch node.value {
        case .string(let text):
            return [TranslationUnit(key: key, path: path, text: text)]
        case .object(let members):
            let selectors = members.filter { ["plural", "ordinal", "select"].contains($0.key) }
            guard selectors.count == 1, let selector = selectors.first, let name = selector.value.string,
                members.first?.key == selector.key, members.count > 1
            else { return nil }
            var units: [TranslationUnit] = []
            for member in members.dropFirst() {
                guard let nested = flatten(key: key, member.value,
                    path: path + [Step(kind: selector.key, selector: name, branch: member.key)])
                else { return nil }
                units += nested
            }
            return units
        default:
            return nil
        }
    }

    /// The source's node a variant path leads to: a step whose selector the source's
    /// variants there share takes the same branch when the source has it, else its
    /// `other`, else its first; a step on anything else is skipped (the source does not
    /// vary by it there).
    static func sourceNode(_ node: JSONNode, path: ArraySlice<Step>) -> JSONNode? {
        var current = node
        for step in path {
            guard let members = current.members, let first = members.first, first.key == step.kind,
                first.value.string == step.selector
            else { continue }
            let branches = members.filter { !["plural", "ordinal", "select"].contains($0.key) }
            guard let chosen = branches.first(where: { $0.key == step.branch }) ?? branches.first(where: { $0.key == "other" })
                ?? branches.first
            else { return nil }
            current = chosen.value
        }
        return current
    }

    /// The source text that corresponds to a variant path: the same branch when the
    /// source has it, else its `other`, else its first.
    static func sourceText(_ node: JSONNode, path: ArraySlice<Step>) -> String {
        switch node.value {
        case .string(let text):
            return text
        case .object(let members):
            let branches = members.filter { !["plural", "ordinal", "select"].contains($0.key) }
            let wanted = path.first?.branch
            let chosen = branches.first(where: { $0.key == wanted }) ?? branches.first(where: { $0.key == "other" })
                ?? branches.first
            guard let chosen else { return "" }
            return sourceText(chosen.value, path: path.dropFirst())
        default:
            return ""
        }
    }
}

/// A translation rebuilt from its units, in the order they came.
///
/// A reference type so that adding a unit walks and changes the nodes on its path in
/// place, finding a branch through a dictionary: a value tree copied every branch list
/// on the path and searched it linearly, so n variants of one key cost n² (4 MB of XLIFF
/// took over a minute).
final class TranslationTree {
    /// Paths deeper than this are an error. A message selects on a handful of
    /// placeholders; the limit keeps the walks over the tree (`node`, the writer) shallow
    /// whatever an exchange file says.
    static let maximumDepth = 32

    struct Conflict: Error {
        var message: String
    }

    private var text: String?
    private var kind: String?
    private var selector: String?
    private var branches: [(branch: String, tree: TranslationTree)] = []
    private var branchIndex: [String: Int] = [:]

    init() {}

    /// Adds a unit's text at its path.
    func insert(_ text: String, path: ArraySlice<TranslationUnit.Step>) throws(Conflict) {
        guard path.count <= Self.maximumDepth else {
            throw Conflict(message: "has variants nested more than \(Self.maximumDepth) deep")
        }
        var node = self
        for step in path {
            guard node.text == nil else { throw Conflict(message: "has a text and variants") }
            if let kind = node.kind, let selector = node.selector {
                guard kind == step.kind, selector == step.selector else {
                    throw Conflict(message: "has variants on \(kind) \(selector) and on \(step.kind) \(step.selector) at the same level")
                }
            } else {
                node.kind = step.kind
                node.selector = step.selector
            }
            if let existing = node.branchIndex[step.branch] {
                node = node.branches[existing].tree
            } else {
                let child = TranslationTree()
                node.branchIndex[step.branch] = node.branches.count
                node.branches.append((step.branch, child))
                node = child
            }
        }
        guard node.text == nil, node.kind == nil else {
            throw Conflict(message: "has a text and variants, or the same variant twice")
        }
        node.text = text
    }

    /// The translation as it is written in a localization file.
    var node: JSONNode {
        if let kind, let selector {
            return .object([(kind, .string(selector))] + branches.map { ($0.branch, $0.tree.node) })
        }
        return .string(text ?? "")
    }
}

/// Maps translation states between the localization files and the exchange formats.
enum TranslationState {
    /// The state a message has when its file names none.
    static let translated = "translated"

    static func xliff(_ state: String) -> String {
        state == "needs-review" ? "needs-review-translation" : state
    }
    static func fromXLIFF(_ state: String) -> String {
        state == "needs-review-translation" ? "needs-review" : state
    }
    static func xcstrings(_ state: String) -> String {
        state.replacingOccurrences(of: "-", with: "_")
    }
    static func fromXcstrings(_ state: String) -> String {
        state.replacingOccurrences(of: "_", with: "-")
    }
}
