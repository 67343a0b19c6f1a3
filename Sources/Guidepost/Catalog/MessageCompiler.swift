/// Compiles one translation (or source text) of a message against its definition,
/// collecting every problem as a diagnostic.
///
/// The render path uses the result when `node` is non-nil; `lint` reports all of
/// `diagnostics`. Errors that would garble or lose text (bad `$`, a placeholder the
/// source lacks or one a variant lost, no `other`) leave `node` nil so the renderer falls
/// back; the rest (a plural category the locale needs but the translation lacks) are
/// reported while the message still renders through `other`.
package struct MessageCompiler: Sendable {
    /// How variants below a message's top are compiled later (a built-in file, which the
    /// package's tests lint whole): each finished subtree is capitalized by `finish`, and
    /// what compiling one finds (nothing, for a linted file) goes to `report`.
    package struct Deferral: Sendable {
        package var finish: @Sendable (MessageNode) -> MessageNode
        package var report: @Sendable ([Diagnostic]) -> Void

        package init(finish: @escaping @Sendable (MessageNode) -> MessageNode,
            report: @escaping @Sendable ([Diagnostic]) -> Void)
        {
            self.finish = finish
            self.report = report
        }
    }

    /// Set to compile nested variants when first rendered; nil compiles the whole message now.
    package var deferral: Deferral?

    package var file: String?
    package var locale: String
    package var key: String
    package var placeholders: [PlaceholderSpec]
    /// The locale's cardinal and ordinal categories, to check plural variants against.
    package var cardinalCategories: Set<PluralCategory>
    package var ordinalCategories: Set<PluralCategory>
    /// Whether the locale's grammar gives every name a form (a rule that matches anything),
    /// which a template may then ask for without a variant for names that lack it.
    package var isFormAlwaysKnown: @Sendable (String) -> Bool

    package private(set) var diagnostics: [Diagnostic] = []
    /// The placeholder numbers the source message declares (checked for every pattern).
    private let declaredNumbers: Set<Int>
    private var blocked = false
    /// The `$n:form` views a surrounding `select` has checked are known (its `known` branch).
    private var guardedViews: Set<String> = []

    package init(
        file: String?, locale: String, key: String, placeholders: [PlaceholderSpec],
        cardinalCategories: Set<PluralCategory>, ordinalCategories: Set<PluralCategory>,
        isFormAlwaysKnown: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.isFormAlwaysKnown = isFormAlwaysKnown
        declaredNumbers = Set(placeholders.map(\.number))
        self.file = file
        self.locale = locale
        self.key = key
        self.placeholders = placeholders
        self.cardinalCategories = cardinalCategories
        self.ordinalCategories = ordinalCategories
    }

    /// Compiles `node`; returns nil when an error makes the message unusable.
    package mutating func compile(_ node: JSONNode) -> MessageNode? {
        let result = compileNode(node, selectedOn: [], isTop: true)
        return blocked ? nil : result
    }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ check: String, _ message: String, at location: SourceLocation?,
        blocking: Bool = true
    ) {
        if severity == .error && blocking { blocked = true }
        diagnostics.append(
            Diagnostic(severity, check: check, message, file: file, location: location, locale: locale, key: key))
    }

    private mutating func compileNode(_ node: JSONNode, selectedOn: Set<Int>, isTop: Bool = false) -> MessageNode? {
        switch node.value {
        case .string(let text):
            return compilePattern(text, at: node.location, selectedOn: selectedOn)
        case .object(let members):
            if !isTop, let deferral {
                // Compiled as it would be now, with this compiler's state, when first reached.
                var copy = self
                copy.diagnostics = []
                copy.blocked = false
                let later = copy
                let location = node.location
                return .deferred(DeferredNode(compiling: {
                    var compiler = later
                    if let node = compiler.compileVariants(members, at: location, selectedOn: selectedOn), !compiler.blocked {
                        if !compiler.diagnostics.isEmpty { deferral.report(compiler.diagnostics) }
                        return deferral.finish(node)
                    }
                    // Reported; the variant says nothing rather than something garbled.
                    deferral.report(compiler.diagnostics)
                    return .pattern(Pattern([]))
                }))
            }
            return compileVariants(members, at: node.location, selectedOn: selectedOn)
        default:
            report(.error, "invalid-message", "a translation must be a string or a variant object, not \(node.typeName)",
                at: node.location)
            return nil
        }
    }

    private mutating func compilePattern(_ text: String, at location: SourceLocation, selectedOn: Set<Int>) -> MessageNode? {
        let segments: [TemplateSegment]
        do {
            segments = try TemplateParser.parse(text)
        } catch {
            // The column inside the string maps to the file when the string has no escapes.
            let fileColumn = SourceLocation(line: location.line, column: location.column + error.column)
            report(.error, "placeholder-syntax", "\(error.message) (column \(error.column) of the text)", at: fileColumn)
            return nil
        }
        let pattern = Pattern(segments)
        let declared = declaredNumbers
        for number in pattern.placeholders.sorted() where !declared.contains(number) {
            let known = placeholders.map { "$\($0.number)" }.joined(separator: ", ")
            report(.error, "unknown-placeholder",
                "uses $\(number), which the source message does not have (it has \(known.isEmpty ? "none" : known))",
                at: location)
        }
        for spec in placeholders where !spec.isOptional && !selectedOn.contains(spec.number) {
            if !pattern.placeholders.contains(spec.number) {
                report(.error, "missing-placeholder",
                    "lost $\(spec.number) (\(spec.role.rawValue)); every variant must keep it", at: location)
            }
        }
        // A variant that spells out a highlighted value it selects on ("первый съезд" for
        // exit 1) must keep it highlighted: `$0{первый}`, or another highlighted number.
        let keepsAHighlightedNumber = placeholders.contains {
            $0.isHighlighted && $0.role.isNumeric && pattern.placeholders.contains($0.number)
        }
        for spec in placeholders
        where spec.isHighlighted && selectedOn.contains(spec.number) && !pattern.placeholders.contains(spec.number)
            && !(spec.role.isNumeric && keepsAHighlightedNumber)
        {
            report(.warning, "highlight-lost",
                "this variant leaves out $\(spec.number) (\(spec.role.rawValue)), which is highlighted; write the words that stand for it as $\(spec.number){…} so they stay highlighted",
                at: location, blocking: false)
        }
        if let problem = BidiControls.imbalance(in: text) {
            report(.error, "bidi-unbalanced", problem, at: location)
        }
        for (number, view) in pattern.views {
            guard let spec = placeholders.first(where: { $0.number == number }) else { continue }
            if let problem = spec.role.problem(withTextView: view) {
                report(.error, "invalid-view", "$\(number):\(view): \(problem)", at: location)
            } else if spec.role.isName, !guardedViews.contains("\(number):\(view)"),
                !isFormAlwaysKnown(view)
            {
                // A name may have no such form (the app gave none, no rule matched); the
                // render then inserts it as written, which is what this message must avoid.
                report(.warning, "form-without-fallback",
                    "$\(number):\(view) asks for a form a name may not have; put it in the \"known\" branch of "
                        + "{\"select\": \"$\(number):\(view)\", …} with an \"other\" for names in their base form",
                    at: location, blocking: false)
            }
        }
        return .pattern(pattern)
    }

    private mutating func compileVariants(_ members: [JSONMember], at location: SourceLocation, selectedOn: Set<Int>)
        -> MessageNode?
    {
        let selectors = members.filter { ["plural", "ordinal", "select"].contains($0.key) }
        guard selectors.count == 1, let selector = selectors.first else {
            report(.error, "invalid-variant",
                "a variant object needs exactly one of \"plural\", \"ordinal\" or \"select\" naming a placeholder",
                at: location)
            return nil
        }
        let branches = members.filter { $0.key != selector.key }
        if selector.key == "select", selector.value.string == "medium" {
            return compileMediumSelect(branches, at: selector.keyLocation, selectedOn: selectedOn)
        }
        if selector.key == "select", selector.value.string == "form" {
            return compileFormSelect(branches, at: selector.keyLocation, selectedOn: selectedOn)
        }
        if selector.key == "select", let name = selector.value.string, name.hasPrefix("$"),
            let colon = name.firstIndex(of: ":"), let number = Int(name[name.index(after: name.startIndex)..<colon]),
            let spec = placeholders.first(where: { $0.number == number })
        {
            let view = String(name[name.index(after: colon)...])
            return compileViewSelect(spec, view: view, branches, at: selector.value.location, selectedOn: selectedOn)
        }
        guard let name = selector.value.string, name.hasPrefix("$"), let number = Int(name.dropFirst()),
            let spec = placeholders.first(where: { $0.number == number })
        else {
            report(.error, "invalid-variant",
                "\"\(selector.key)\" must name a placeholder of the source message, like \"$1\"",
                at: selector.value.location)
            return nil
        }
        let nested = selectedOn.union([number])
        if selector.key == "select" {
            return compileSelect(spec, branches, at: selector.keyLocation, selectedOn: nested)
        }
        return compilePlural(spec, ordinal: selector.key == "ordinal", branches, at: selector.keyLocation, selectedOn: nested)
    }

    private mutating func compilePlural(
        _ spec: PlaceholderSpec, ordinal: Bool, _ branches: [JSONMember], at location: SourceLocation,
        selectedOn: Set<Int>
    ) -> MessageNode? {
        guard spec.role.isNumeric else {
            report(.error, "plural-on-non-number",
                "$\(spec.number) is a \(spec.role.rawValue), which has no number to count", at: location)
            return nil
        }
        var exact: [MessageNode.ExactVariant] = []
        var categories = [MessageNode?](repeating: nil, count: PluralCategory.allCases.count)
        var other: MessageNode?
        var seen: Set<PluralCategory> = []
        for branch in branches {
            let compiled = compileNode(branch.value, selectedOn: selectedOn)
            if branch.key.hasPrefix("=") {
                let wholeNumber = spec.role != .distance
                guard let value = Self.exactValue(branch.key, wholeNumber: wholeNumber) else {
                    if wholeNumber, Self.exactValue(branch.key, wholeNumber: false) != nil {
                        report(.error, "invalid-variant",
                            "\"\(branch.key)\" can never match: $\(spec.number) is a \(spec.role.rawValue), which is a whole number",
                            at: branch.keyLocation)
                    } else {
                        report(.error, "invalid-variant",
                            "\"\(branch.key)\" is not an exact value like \"=1\" (digits with an optional minus sign\(wholeNumber ? "" : " and decimals"), at most 16 digits, no exponent)",
                            at: branch.keyLocation)
                    }
                    continue
                }
                if let compiled { exact.append(.init(value: value, node: compiled)) }
                continue
            }
            guard let category = PluralCategory(rawValue: branch.key) else {
                report(.error, "invalid-variant",
                    "\"\(branch.key)\" is not a plural category (zero, one, two, few, many, other) or exact value (=1)",
                    at: branch.keyLocation)
                continue
            }
            seen.insert(category)
            let used = ordinal ? ordinalCategories : cardinalCategories
            if !used.contains(category) {
                report(.warning, ordinal ? "ordinal-extra-category" : "plural-extra-category",
                    "\(locale) never uses the \(ordinal ? "ordinal " : "")category \"\(category.rawValue)\"",
                    at: branch.keyLocation)
            }
            if category == .other {
                other = compiled
            } else {
                categories[category.index] = compiled
            }
        }
        let needed = (ordinal ? ordinalCategories : cardinalCategories).subtracting(seen).sorted()
        let missingNonOther = needed.filter { $0 != .other }
        if !missingNonOther.isEmpty {
            report(.error, ordinal ? "ordinal-missing-category" : "plural-missing-category",
                "plural variants on $\(spec.number) lack \(missingNonOther.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), which \(locale) needs",
                at: location, blocking: false)
        }
        guard let other else {
            report(.error, "plural-missing-other", "plural variants on $\(spec.number) need an \"other\" variant",
                at: location)
            return nil
        }
        return .plural(placeholder: spec.number, ordinal: ordinal, exact: exact, categories: categories, other: other)
    }

    /// Guidepost's own selectors, which name no placeholder: `form` (the form a sentence asks
    /// of a phrase) and `medium` (`speech` for text written for the ear).
    package static let ownSelectors: Set<String> = ["form", "medium"]

    /// `"select": "medium"`: a `speech` variant for spoken output, and `other` for the screen.
    private mutating func compileMediumSelect(_ branches: [JSONMember], at location: SourceLocation, selectedOn: Set<Int>)
        -> MessageNode?
    {
        var speech: MessageNode?
        var other: MessageNode?
        for branch in branches {
            let node = compileNode(branch.value, selectedOn: selectedOn)
            switch branch.key {
            case "other": other = node
            case "speech": speech = node
            default:
                report(.error, "invalid-variant", "\"\(branch.key)\" is not a medium (speech, other)", at: branch.keyLocation)
            }
        }
        guard let other else {
            report(.error, "select-missing-value", "variants by medium need an \"other\" variant", at: location)
            return nil
        }
        return .medium(speech: speech, other: other)
    }

    /// `"select": "form"`: variants by the form the enclosing message asks of this one.
    private mutating func compileFormSelect(_ branches: [JSONMember], at location: SourceLocation, selectedOn: Set<Int>)
        -> MessageNode?
    {
        var compiled: [String: MessageNode] = [:]
        var other: MessageNode?
        for branch in branches {
            let node = compileNode(branch.value, selectedOn: selectedOn)
            if branch.key == "other" {
                other = node
            } else if Self.isFormName(branch.key) {
                if let node { compiled[branch.key] = node }
            } else {
                report(.error, "invalid-variant", "\"\(branch.key)\" is not a form name (ASCII letters and digits, starting with a letter)",
                    at: branch.keyLocation)
            }
        }
        guard let other else {
            report(.error, "select-missing-value", "variants by form need an \"other\" variant", at: location)
            return nil
        }
        return .form(branches: compiled, other: other)
    }

    /// `"select": "$1:unit"`, `"$2:kind"`, `"$3:genitive"`: variants by a view of a value.
    private mutating func compileViewSelect(
        _ spec: PlaceholderSpec, view: String, _ branches: [JSONMember], at location: SourceLocation,
        selectedOn: Set<Int>
    ) -> MessageNode? {
        guard let values = spec.role.selectValues(ofView: view) else {
            report(.error, "invalid-view",
                "$\(spec.number):\(view): a \(spec.role.rawValue) has no view \"\(view)\" to select on", at: location)
            return nil
        }
        var compiled: [String: MessageNode] = [:]
        var other: MessageNode?
        let guardKey = "\(spec.number):\(view)"
        for branch in branches {
            let guards = branch.key == "known" && !guardedViews.contains(guardKey)
            if guards { guardedViews.insert(guardKey) }
            let keyed = spec.role.mayLeaveOut(view: view, value: branch.key) ? selectedOn.union([spec.number]) : selectedOn
            let node = compileNode(branch.value, selectedOn: keyed)
            if guards { guardedViews.remove(guardKey) }
            if branch.key == "other" {
                other = node
            } else if values.contains(branch.key) {
                if let node { compiled[branch.key] = node }
            } else {
                report(.warning, "select-unknown-value",
                    "\"\(branch.key)\" is not a value of $\(spec.number):\(view) (\(values.joined(separator: ", ")))",
                    at: branch.keyLocation)
            }
        }
        guard let other else {
            report(.error, "select-missing-value", "select on $\(spec.number):\(view) needs an \"other\" variant", at: location)
            return nil
        }
        return .selectView(placeholder: spec.number, view: view, branches: MessageNode.ViewBranches(compiled), other: other)
    }

    /// A form name: an ASCII letter, then ASCII letters and digits.
    package static func isFormName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The largest magnitude of an exact value, 2^53: beyond it a `Double` no longer tells
    /// whole numbers apart (`=9007199254740993` would match 9007199254740992), and every
    /// value up to it converts to `Int` exactly.
    package static let maximumExactValue: Double = 9_007_199_254_740_992

    /// The number an exact-value variant key (`=1`, `=-2`, `=0.5`) names, nil when it names
    /// no number the placeholder can take.
    ///
    /// An exact key is `=`, an optional `-`, digits and, unless `wholeNumber`, optionally
    /// `.` and digits; at most ±2^53. `Double.init` would also take `=1e300`, `=nan` and
    /// `=inf`, which no count takes and which trap where a tool turns them into an `Int`;
    /// lint, preview and rendering all read exact keys through this one function so they
    /// agree on what is one.
    ///
    /// - Parameter wholeNumber: Whether the placeholder takes whole numbers only (a count,
    ///   floor count or ordinal; a distance shows decimals).
    package static func exactValue(_ key: String, wholeNumber: Bool) -> Double? {
        var scalars = Substring(key).unicodeScalars
        guard scalars.first == "=" else { return nil }
        scalars.removeFirst()
        if scalars.first == "-" { scalars.removeFirst() }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let integer = scalars.prefix(while: isDigit)
        let rest = scalars.dropFirst(integer.count)
        guard !integer.isEmpty, integer.count <= 16 else { return nil }
        if let point = rest.first {
            let fraction = rest.dropFirst()
            guard !wholeNumber, point == ".", !fraction.isEmpty, fraction.count <= 16, fraction.allSatisfy(isDigit) else {
                return nil
            }
        }
        // The whole part is compared as an integer: as a `Double`, 2^53 + 1 reads as 2^53.
        guard let whole = Int(Substring(integer)), whole <= Int(maximumExactValue),
            let value = Double(key.dropFirst()), value.isFinite, abs(value) <= maximumExactValue
        else { return nil }
        return value == 0 ? 0 : value  // `=-0` is `=0`
    }

    private mutating func compileSelect(
        _ spec: PlaceholderSpec, _ branches: [JSONMember], at location: SourceLocation, selectedOn: Set<Int>
    ) -> MessageNode? {
        guard let values = spec.role.selectValues else {
            report(.error, "select-on-non-enum",
                "$\(spec.number) is a \(spec.role.rawValue), which has no values to select on", at: location)
            return nil
        }
        var compiledBranches = [MessageNode?](repeating: nil, count: values.count)
        var other: MessageNode?
        for branch in branches {
            let compiled = compileNode(branch.value, selectedOn: selectedOn)
            if branch.key == "other" {
                other = compiled
            } else if let index = values.firstIndex(of: branch.key) {
                compiledBranches[index] = compiled
            } else {
                report(.warning, "select-unknown-value",
                    "\"\(branch.key)\" is not a value of $\(spec.number) (\(values.joined(separator: ", ")))",
                    at: branch.keyLocation)
            }
        }
        if other == nil {
            // Only the values this message can actually receive must be covered.
            let reachable = spec.values ?? values
            let missing = reachable.filter { value in
                guard let index = values.firstIndex(of: value) else { return false }
                return compiledBranches[index] == nil
            }
            if !missing.isEmpty {
                report(.error, "select-missing-value",
                    "select on $\(spec.number) has no variant for \(missing.joined(separator: ", ")) and no \"other\"",
                    at: location)
                return nil
            }
        }
        return .select(placeholder: spec.number, branches: compiledBranches, other: other)
    }
}

/// Checks explicit bidi embeddings, overrides and isolates for balance.
package enum BidiControls {
    /// A description of the first imbalance, or nil when balanced.
    package static func imbalance(in text: String) -> String? {
        // Every control it looks for is U+202x or U+206x, encoded from the byte E2.
        guard text.utf8.contains(0xE2) else { return nil }
        var stack: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
                stack.append(scalar)
            case 0x202C:  // PDF closes an embedding or override
                guard let last = stack.last, [0x202A, 0x202B, 0x202D, 0x202E].contains(last.value) else {
                    return "U+202C (pop directional formatting) has nothing to close"
                }
                stack.removeLast()
            case 0x2069:  // PDI closes an isolate (and any embeddings inside it)
                guard let isolate = stack.lastIndex(where: { (0x2066...0x2068).contains($0.value) }) else {
                    return "U+2069 (pop directional isolate) has no isolate to close"
                }
                stack.removeSubrange(isolate...)
            default:
                continue
            }
        }
        if let open = stack.first {
            return "U+\(String(open.value, radix: 16, uppercase: true)) is never closed"
        }
        return nil
    }
}
