import Guidepost
import GuidepostJSON

/// A translation laid out in its source message's shape for the exchange formats, so that
/// every locale fills the same String Catalog entries and XLIFF units, whatever variants
/// the locale added.
///
/// The source's selects give the entries (`turn [select.$1:when.none]`); a locale's own
/// variants go inside them:
/// - A select the source also has, on the same value, is followed branch by branch; a
///   branch the locale lacks reads its `other`, and branches only the locale has stay
///   in the source's `other` entry, as a select of their own.
/// - Any other level (a select on a value the source does not select on, a plural
///   nested elsewhere, an ordinal, an exact value) stays below the source's selects,
///   which are moved above it: selects on different values commute, so the meaning is
///   the same.
/// - Below the source's selects, a translation Xcode can write as the source's entry
///   (a text, or a plural on the same count) is written so; anything else is written in
///   the entry as its compact JSON (`{"select":"%3$@:genitive","known":…}`), which the
///   import reads back.
///
/// An import puts the variants back together and writes a translation whose meaning did
/// not change as its file has it (`sameMeaning`), so export → import gives the file back
/// byte for byte; a changed one is written in the source's shape, simplified.
enum SourceShape {
    /// Variant levels nested deeper than this are left as they are (a message selects on a
    /// handful of values; the bound keeps the walks shallow whatever a file says).
    static let maximumDepth = TranslationTree.maximumDepth

    /// A variant level: its kind, selector and branches; nil for a text (or a malformed node).
    static func level(_ node: JSONNode) -> (kind: String, selector: String, branches: [JSONMember])? {
        guard let members = node.members, let first = members.first, ["plural", "ordinal", "select"].contains(first.key),
            let selector = first.value.string
        else { return nil }
        return (first.key, selector, Array(members.dropFirst()))
    }

    private static func variants(_ kind: String, _ selector: String, _ branches: [(String, JSONNode)]) -> JSONNode {
        .object([(kind, .string(selector))] + branches)
    }

    // MARK: Export

    /// The translation as an exchange file writes it: in the source's select shape, with
    /// what has no entry of its own written inline.
    static func exchangeNode(_ translation: JSONNode, definition: MessageDefinition) -> JSONNode {
        inlining(project(translation, onto: definition.source), source: definition.source, key: definition.key,
            definition: definition)
    }

    /// The translation with the source's selects on top, in the source's branches.
    static func project(_ node: JSONNode, onto source: JSONNode) -> JSONNode {
        guard let (kind, selector, branches) = level(source), kind == "select" else { return node }
        let names = Set(branches.map(\.key))
        return variants(kind, selector, branches.map { branch in
            (branch.key, project(restrict(node, selector: selector, to: branch.key, sourceBranches: names, depth: 0),
                onto: branch.value))
        })
    }

    /// `node` where the value `selector` selects on is `branch`: each select on it replaced
    /// by that branch (its `other` when it has none). For the source's `other`, the
    /// branches only the locale has stay, as a select with its `other`.
    private static func restrict(_ node: JSONNode, selector: String, to branch: String, sourceBranches: Set<String>,
        depth: Int) -> JSONNode
    {
        guard depth < maximumDepth, let (kind, own, branches) = level(node) else { return node }
        func inner(_ value: JSONNode) -> JSONNode {
            restrict(value, selector: selector, to: branch, sourceBranches: sourceBranches, depth: depth + 1)
        }
        guard kind == "select", own == selector else {
            return variants(kind, own, branches.map { ($0.key, inner($0.value)) })
        }
        if branch == "other" {
            let extra = branches.filter { !sourceBranches.contains($0.key) || $0.key == "other" }
            if extra.count > 1 {
                return variants(kind, own, extra.map { ($0.key, inner($0.value)) })
            }
        }
        let chosen = branches.first { $0.key == branch } ?? branches.first { $0.key == "other" } ?? branches.first
        return chosen.map { inner($0.value) } ?? node
    }

    /// Below the source's selects: a text, or a plural on a count with a text per category,
    /// is written as Xcode writes it; anything else as its compact JSON text (an empty
    /// text when every text in it is empty: a slot to fill). So each locale has one entry
    /// per branch of the source's selects.
    private static func inlining(_ node: JSONNode, source: JSONNode, key: String, definition: MessageDefinition) -> JSONNode {
        if let (kind, selector, branches) = level(source), kind == "select", let (_, _, own) = level(node) {
            return variants(kind, selector, zip(branches, own).map { sourceBranch, ownBranch in
                (ownBranch.key, inlining(ownBranch.value, source: sourceBranch.value, key: key, definition: definition))
            })
        }
        if case .string = node.value { return node }
        if isNativePlural(node, definition: definition) { return node }
        if TranslationUnit.flatten(key: key, node)?.allSatisfy(\.text.isEmpty) == true { return .string("") }
        return .string(JSONWriter.compact(node))
    }

    /// A plural on a count placeholder with a text for each of its categories and `other`:
    /// what Xcode writes as plural variations or a substitution.
    private static func isNativePlural(_ node: JSONNode, definition: MessageDefinition) -> Bool {
        guard let (kind, selector, branches) = level(node), kind == "plural", selector.hasPrefix("$"),
            let number = Int(selector.dropFirst()), XcodeLayout.specifiers(definition)[number] != nil
        else { return false }
        let categories = Set(XcodeLayout.categoryNames)
        return branches.contains { $0.key == "other" }
            && branches.allSatisfy { categories.contains($0.key) && $0.value.string != nil }
    }

    // MARK: Import

    /// Whether a text is a translation written inline by `exchangeNode`.
    static func isInline(_ text: String) -> Bool {
        text.hasPrefix("{\"select\":") || text.hasPrefix("{\"plural\":") || text.hasPrefix("{\"ordinal\":")
    }

    /// An imported translation: inline parts read, selects simplified (`simplified`).
    static func imported(_ node: JSONNode) -> JSONNode {
        simplified(expandingInline(node, depth: 0), depth: 0)
    }

    private static func expandingInline(_ node: JSONNode, depth: Int) -> JSONNode {
        if let text = node.string, isInline(text), let parsed = try? JSONParser.parse(text), level(parsed) != nil {
            return parsed
        }
        guard depth < maximumDepth, let (kind, selector, branches) = level(node) else { return node }
        return variants(kind, selector, branches.map { ($0.key, expandingInline($0.value, depth: depth + 1)) })
    }

    /// The same translation with its selects as simple as they mean: no select nested in
    /// a select on the same value (an inner one under `other` gives the outer its branches,
    /// one under a named branch is that branch), no named branch that says what `other`
    /// says, and no select left with `other` alone. The source's selects a locale does
    /// not make (laid out as the same text in every branch) so go away again. Plurals and
    /// ordinals are kept as written: their categories are the locale's.
    ///
    /// - Parameter dropping: Whether branches that say what `other` says go (`false` keeps
    ///   every branch, to compare variant by variant).
    static func simplified(_ node: JSONNode, dropping: Bool = true, depth: Int) -> JSONNode {
        guard depth < maximumDepth, let (kind, selector, branches) = level(node) else { return node }
        var merged: [(String, JSONNode)] = []
        for branch in branches {
            let value = simplified(branch.value, dropping: dropping, depth: depth + 1)
            guard kind == "select", let (innerKind, innerSelector, inner) = level(value), innerKind == kind,
                innerSelector == selector
            else {
                merged.append((branch.key, value))
                continue
            }
            if branch.key == "other" {
                for member in inner where !branches.contains(where: { $0.key == member.key }) || member.key == "other" {
                    merged.append((member.key, member.value))
                }
            } else if let own = inner.first(where: { $0.key == branch.key }) ?? inner.first(where: { $0.key == "other" }) {
                merged.append((branch.key, own.value))
            }
        }
        guard dropping, kind == "select", let other = merged.first(where: { $0.0 == "other" }) else {
            return variants(kind, selector, merged)
        }
        let otherText = JSONWriter.compact(other.1)
        merged.removeAll { $0.0 != "other" && JSONWriter.compact($0.1) == otherText }
        return merged.count == 1 ? other.1 : variants(kind, selector, merged)
    }

    /// Whether two translations of a message mean the same: equal once both are in the
    /// source's shape, simplified, branches in canonical order.
    static func sameMeaning(_ a: JSONNode, _ b: JSONNode, source: JSONNode?) -> Bool {
        canonical(a, source: source) == canonical(b, source: source)
    }

    /// A translation in the source's shape, simplified (`dropping` as `simplified` says).
    static func shaped(_ node: JSONNode, source: JSONNode?, dropping: Bool = true) -> JSONNode {
        simplified(source.map { project(node, onto: $0) } ?? node, dropping: dropping, depth: 0)
    }

    /// An imported translation with its inline parts read and every branch it has, to
    /// compare variant by variant with `shaped(_:source:dropping: false)`.
    static func importedBranches(_ node: JSONNode) -> JSONNode {
        simplified(expandingInline(node, depth: 0), dropping: false, depth: 0)
    }

    /// The compact JSON `sameMeaning` compares.
    static func canonical(_ node: JSONNode, source: JSONNode?) -> String {
        VariantOrder.canonical(shaped(node, source: source))
    }
}
