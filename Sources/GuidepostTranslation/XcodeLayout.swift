import Guidepost

/// One entry of a String Catalog (or the XLIFF Xcode exports from one) that a message's
/// translation becomes.
///
/// Xcode varies a string only by CLDR plural category (and by device, which Guidepost does
/// not use): the whole string when it has a single argument (`variations.plural`), or one
/// numeric argument through a substitution (`%4$#@floorCount@` in the text, the variants in
/// `substitutions.floorCount`). Guidepost's other variants (select, ordinal, exact values
/// such as `=1`, plurals that are not the innermost level, views such as `$2:genitive`)
/// have no Xcode form; each of their texts becomes an entry of its own whose key is the
/// message key and the variant path in brackets: `floorChange.floors [select.$1.up]`.
/// Xcode keeps such entries as they are (they are ordinary manually managed strings), and
/// `guidepost import` puts them back together.
struct XcodeEntry {
    /// A plural on one numeric argument, as Xcode writes it.
    struct Substitution {
        var name: String
        /// The argument, counting from one (`$3` is 4).
        var argNum: Int
        var formatSpecifier: String
        /// Category and text; a text says `%arg` for the number.
        var branches: [(category: String, text: String)]
    }

    enum Content {
        /// One text.
        case text(String)
        /// Xcode's `variations.plural` on the string's single argument.
        case plural([(category: String, text: String)])
        /// A text with `%N$#@name@` tokens and the substitutions they name.
        case substituted(String, [Substitution])
    }

    /// The catalog key.
    var key: String
    /// The message the entry belongs to.
    var message: String
    /// The variant path of the message the entry stands for.
    var path: [TranslationUnit.Step]
    var content: Content

    /// Whether the entry's text is a translation written as JSON (`SourceShape`).
    var isInline: Bool {
        if case .text(let text) = content { return SourceShape.isInline(text) }
        return false
    }

    /// Whether every text of the entry is empty: an untranslated slot.
    var isEmpty: Bool {
        switch content {
        case .text(let text): text.isEmpty
        case .plural(let branches): branches.allSatisfy(\.text.isEmpty)
        case .substituted(_, let substitutions): substitutions.allSatisfy { $0.branches.allSatisfy(\.text.isEmpty) }
        }
    }
}

/// Converts between translations (their flattened units) and Xcode's entries.
enum XcodeLayout {
    static let categoryNames: [String] = PluralCategory.allCases.map(\.rawValue)
    /// At most this many distinct substitutions are expanded in one text: each multiplies
    /// the variants (six categories each), and the bound keeps an import's size linear in
    /// its file.
    static let maximumSubstitutions = 3

    // MARK: Keys

    /// `key` for the message itself, `key [select.$1.up/plural.$3.=1]` for a variant path.
    static func entryKey(_ key: String, _ path: ArraySlice<TranslationUnit.Step>) -> String {
        path.isEmpty ? key : key + " [" + TranslationUnit.pathString(path) + "]"
    }

    /// The message key and variant path an entry key names; nil when the brackets do not
    /// hold a variant path.
    static func parseEntryKey(_ entryKey: String) -> (key: String, path: [TranslationUnit.Step])? {
        guard entryKey.hasSuffix("]"), let open = entryKey.range(of: " [") else { return (entryKey, []) }
        let key = String(entryKey[..<open.lowerBound])
        let inner = entryKey[open.upperBound..<entryKey.index(before: entryKey.endIndex)]
        guard let path = TranslationUnit.parse(path: inner), !path.isEmpty else { return nil }
        return (key, path)
    }

    // MARK: Specifiers

    /// The numeric format specifier of a placeholder whose number a plural counts: `lf`
    /// for a distance (it can be fractional), `lld` for the counts of things. Xcode varies
    /// by plural only on numeric arguments. Other placeholders are objects (`@`).
    static func specifiers(_ definition: MessageDefinition?) -> [Int: String] {
        var result: [Int: String] = [:]
        for spec in definition?.placeholders ?? [] where spec.isCount {
            result[spec.number] = spec.role == .distance ? "lf" : "lld"
        }
        return result
    }

    // MARK: Translation → entries

    /// The entries of one message's translation units (in file order).
    static func entries(key: String, units: [TranslationUnit], definition: MessageDefinition?) -> [XcodeEntry] {
        let specifiers = specifiers(definition)
        let single = definition.map { $0.placeholders.count == 1 } ?? false
        var result: [XcodeEntry] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            guard let last = unit.path.last, let count = nativePlural(last, specifiers: specifiers) else {
                result.append(textEntry(key, unit, specifiers))
                index += 1
                continue
            }
            // The run of units that are the categories of one plural at the same place.
            let outer = unit.path.dropLast()
            var group: [TranslationUnit] = []
            var end = index
            while end < units.count, let step = units[end].path.last, units[end].path.dropLast() == outer,
                step.kind == last.kind, step.selector == last.selector
            {
                group.append(units[end])
                end += 1
            }
            let native = group.filter { nativePlural($0.path[$0.path.count - 1], specifiers: specifiers) != nil }
            guard native.contains(where: { $0.path.last?.branch == "other" }) else {
                // Xcode needs `other`; without it every text stands alone.
                result += group.map { textEntry(key, $0, specifiers) }
                index = end
                continue
            }
            // Exact values (`=1`) of the same plural stand alone; the categories are Xcode's.
            result += group.filter { nativePlural($0.path[$0.path.count - 1], specifiers: specifiers) == nil }
                .map { textEntry(key, $0, specifiers) }
            let entryKey = entryKey(key, outer)
            let texts = native.map { (category: $0.path[$0.path.count - 1].branch,
                text: FormatSpecifiers.exchange(fromTemplate: $0.text, specifiers: specifiers)) }
            if single {
                result.append(XcodeEntry(key: entryKey, message: key, path: Array(outer), content: .plural(texts)))
            } else {
                let name = definition?.placeholder(count)?.role.rawValue ?? "count"
                let specifier = specifiers[count] ?? "lld"
                let token = "%\(count + 1)$\(specifier)"
                let (main, branches) = factor(texts.map(\.text), token: token, name: name, argNum: count + 1)
                let substitution = XcodeEntry.Substitution(name: name, argNum: count + 1, formatSpecifier: specifier,
                    branches: zip(texts, branches).map { ($0.category, $1) })
                result.append(XcodeEntry(key: entryKey, message: key, path: Array(outer),
                    content: .substituted(main, [substitution])))
            }
            index = end
        }
        return result
    }

    private static func textEntry(_ key: String, _ unit: TranslationUnit, _ specifiers: [Int: String]) -> XcodeEntry {
        XcodeEntry(key: entryKey(key, unit.path[...]), message: key, path: unit.path,
            // A translation written inline (`SourceShape`) keeps its template syntax: its
            // selectors and views are not placeholders of the entry's text.
            content: .text(SourceShape.isInline(unit.text) ? unit.text
                : FormatSpecifiers.exchange(fromTemplate: unit.text, specifiers: specifiers)))
    }

    /// The placeholder a step is an Xcode plural on: a CLDR category of a plural on a
    /// bare count placeholder (`$3`, not `$3:genitive`).
    private static func nativePlural(_ step: TranslationUnit.Step, specifiers: [Int: String]) -> Int? {
        guard step.kind == "plural", categoryNames.contains(step.branch), step.selector.hasPrefix("$"),
            let number = CatalogExporter.argumentNumber(step.selector).map({ $0 - 1 }), specifiers[number] != nil
        else { return nil }
        return number
    }

    /// Splits variant texts into what they share and what varies, as a translator would
    /// write a substitution: the shared start and end (whole words, never the counted
    /// number itself) stay in the text around `%N$#@name@`, the rest become the variants,
    /// with `%arg` for the number.
    static func factor(_ texts: [String], token: String, name: String, argNum: Int) -> (String, [String]) {
        let tokenized = texts.map(FormatSpecifiers.tokens)
        var prefix = tokenized.dropFirst().reduce(tokenized.first?.count ?? 0) { length, tokens in
            min(length, zip(tokenized[0], tokens).prefix { $0 == $1 }.count)
        }
        for tokens in tokenized {
            if let first = tokens.firstIndex(of: token) { prefix = min(prefix, first) }
        }
        while prefix > 0, !(tokenized[0][prefix - 1].allSatisfy(\.isWhitespace)) { prefix -= 1 }
        let reversed = tokenized.map { Array($0[prefix...].reversed()) }
        var suffix = reversed.dropFirst().reduce(reversed.first?.count ?? 0) { length, tokens in
            min(length, zip(reversed[0], tokens).prefix { $0 == $1 }.count)
        }
        for tokens in reversed {
            if let last = tokens.firstIndex(of: token) { suffix = min(suffix, last) }
        }
        while suffix > 0, !(reversed[0][suffix - 1].allSatisfy(\.isWhitespace)) { suffix -= 1 }
        let head = tokenized.first.map { $0[..<prefix].joined() } ?? ""
        let tail = reversed.first.map { $0[..<suffix].reversed().joined() } ?? ""
        let middles = tokenized.map { tokens in
            tokens[prefix..<(tokens.count - suffix)].map { $0 == token ? "%arg" : $0 }.joined()
        }
        return (head + "%\(argNum)$#@\(name)@" + tail, middles)
    }

    // MARK: Entries → translation

    struct LayoutError: Error {
        var message: String
    }

    /// The variant paths and templates an entry stands for.
    static func units(of entry: XcodeEntry, definition: MessageDefinition?) throws(LayoutError)
        -> [(path: [TranslationUnit.Step], text: String)]
    {
        func template(_ text: String) throws(LayoutError) -> String {
            if SourceShape.isInline(text) { return text }
            do {
                return try FormatSpecifiers.template(fromExchange: text)
            } catch {
                throw LayoutError(message: "\(error.message) (column \(error.column) of \(TextForm.jsonString(text)))")
            }
        }
        switch entry.content {
        case .text(let text):
            // An empty text is an untranslated slot.
            return text.isEmpty ? [] : [(entry.path, try template(text))]
        case .plural(let branches):
            let counts = definition?.placeholders.filter(\.isCount) ?? []
            guard counts.count == 1, let count = counts.first else {
                throw LayoutError(message: "plural variations need the message's one counted placeholder, and \(entry.message) has \(counts.count); vary by plural on an argument (a substitution)")
            }
            var result: [(path: [TranslationUnit.Step], text: String)] = []
            for branch in branches where !branch.text.isEmpty {
                result.append((entry.path + [.init(kind: "plural", selector: "$\(count.number)", branch: branch.category)],
                    try template(branch.text)))
            }
            return result
        case .substituted(let text, let substitutions):
            return try expand(text, substitutions, entry: entry, definition: definition, template: template)
        }
    }

    private static func expand(
        _ text: String, _ substitutions: [XcodeEntry.Substitution], entry: XcodeEntry, definition: MessageDefinition?,
        template: (String) throws(LayoutError) -> String
    ) throws(LayoutError) -> [(path: [TranslationUnit.Step], text: String)] {
        let pieces = FormatSpecifiers.substitutionPieces(text)
        var names: [String] = []
        for case .token(let name, _) in pieces where !names.contains(name) { names.append(name) }
        guard names.count <= maximumSubstitutions else {
            throw LayoutError(message: "the text uses \(names.count) substitutions; at most \(maximumSubstitutions) are read")
        }
        var chosen: [(name: String, argNum: Int, branches: [(category: String, text: String)])] = []
        for name in names {
            guard let substitution = substitutions.first(where: { $0.name == name }) else {
                throw LayoutError(message: "the text uses %#@\(name)@, and there is no substitution \"\(name)\"")
            }
            var argNum = substitution.argNum
            if argNum == 0 {
                // Xcode may leave argNum out: the token's position, else the message's count.
                if let position = FormatSpecifiers.tokenPosition(of: name, in: pieces) {
                    argNum = position
                } else if let count = definition?.placeholders.first(where: \.isCount) {
                    argNum = count.number + 1
                } else {
                    throw LayoutError(message: "substitution \"\(name)\" names no argument (argNum)")
                }
            }
            let filled = substitution.branches.filter { !$0.text.isEmpty }
            guard !filled.isEmpty else { return [] }
            chosen.append((name, argNum, filled))
        }
        // Every combination of the substitutions' categories: a plural level per substitution.
        var combinations: [(path: [TranslationUnit.Step], picks: [String: String])] = [(entry.path, [:])]
        for substitution in chosen {
            var next: [(path: [TranslationUnit.Step], picks: [String: String])] = []
            for combination in combinations {
                for branch in substitution.branches {
                    var picks = combination.picks
                    picks[substitution.name] = FormatSpecifiers.replacingArg(in: branch.text, with: "%\(substitution.argNum)$@")
                    next.append((combination.path + [.init(kind: "plural", selector: "$\(substitution.argNum - 1)",
                        branch: branch.category)], picks))
                }
            }
            combinations = next
        }
        var result: [(path: [TranslationUnit.Step], text: String)] = []
        for combination in combinations {
            var exchange = ""
            for piece in pieces {
                switch piece {
                case .literal(let literal): exchange += literal
                case .token(let name, _): exchange += combination.picks[name] ?? ""
                }
            }
            result.append((combination.path, try template(exchange)))
        }
        return result
    }
}

/// Variant branches in a canonical order, so that translations compare equal however an
/// exchange tool ordered them (Xcode sorts keys when it saves).
package enum VariantOrder {
    /// Where a branch sorts: exact values first, then categories in CLDR order, then
    /// other names, `other` last.
    private static func rank(_ branch: String) -> (Int, String) {
        if branch.hasPrefix("=") { return (0, branch) }
        if branch == "other" { return (3, "") }
        if let index = PluralCategory.allCases.firstIndex(where: { $0.rawValue == branch }) { return (1, String(index)) }
        return (2, branch)
    }

    /// The compact JSON of a translation with every level's branches in canonical order.
    package static func canonical(_ node: JSONNode) -> String {
        JSONWriter.compact(sorted(node))
    }

    /// The translation with every level's branches in canonical order.
    static func sorted(_ node: JSONNode) -> JSONNode {
        guard let members = node.members, let first = members.first,
            ["plural", "ordinal", "select"].contains(first.key)
        else { return node }
        let branches = members.dropFirst().map { ($0.key, sorted($0.value)) }
            .sorted { rank($0.0) < rank($1.0) }
        return .object([(first.key, first.value)] + branches)
    }

    /// `imported` with its branches in the order `existing` has them where both have the
    /// same selector; branches `existing` lacks follow in canonical order.
    static func ordered(_ imported: JSONNode, like existing: JSONNode?) -> JSONNode {
        guard let members = imported.members, let first = members.first,
            ["plural", "ordinal", "select"].contains(first.key)
        else { return imported }
        var existingOrder: [String: Int] = [:]
        var existingBranches: [String: JSONNode] = [:]
        if let old = existing?.members, let oldFirst = old.first, oldFirst.key == first.key,
            oldFirst.value.string == first.value.string
        {
            for (offset, member) in old.dropFirst().enumerated() {
                existingOrder[member.key] = offset
                existingBranches[member.key] = member.value
            }
        }
        let branches = members.dropFirst().map { ($0.key, ordered($0.value, like: existingBranches[$0.key])) }
            .sorted { left, right in
                switch (existingOrder[left.0], existingOrder[right.0]) {
                case let (l?, r?): return l < r
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return rank(left.0) < rank(right.0)
                }
            }
        return .object([(first.key, first.value)] + branches)
    }
}
