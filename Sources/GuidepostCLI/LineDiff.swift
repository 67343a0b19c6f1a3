import Guidepost
import GuidepostTranslation

/// A line-by-line comparison of two texts, printed as a unified diff.
///
/// Used by `guidepost snapshot verify` to show how a golden file and a fresh rendering
/// differ. The edit script is the standard library's `difference(from:)` over the lines
/// (a shortest edit script), so unchanged lines between two edits stay context rather than
/// being removed and added again.
///
/// ```swift
/// let diff = LineDiff(old: "a\nb\nc\n", new: "a\nB\nc\n")
/// diff.isEmpty                                           // false
/// diff.unified(oldName: "golden/x.txt", newName: "rendered")
/// // --- golden/x.txt
/// // +++ rendered
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public struct LineDiff: Hashable, Sendable {
    /// One line of the edit script.
    public enum Edit: Hashable, Sendable {
        /// A line both texts have.
        case same(String)
        /// A line only the old text has.
        case removed(String)
        /// A line only the new text has.
        case added(String)
    }

    /// The edit script turning the old lines into the new, in order.
    public let edits: [Edit]

    /// Compares two texts line by line. A final newline does not make an empty last line.
    public init(old: String, new: String) {
        edits = Self.script(Self.lines(old), Self.lines(new))
    }

    /// Whether the texts have the same lines.
    public var isEmpty: Bool {
        edits.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The differences as a unified diff with `context` unchanged lines around each
    /// change, or an empty string when the texts have the same lines.
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        if isEmpty { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Positions of changed edits, grouped into hunks whose context would touch.
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        // Line numbers (1-based) in the old and new texts at the start of each edit.
        var oldLine = [Int](repeating: 0, count: edits.count + 1)
        var newLine = [Int](repeating: 0, count: edits.count + 1)
        var o = 1
        var n = 1
        for (index, edit) in edits.enumerated() {
            oldLine[index] = o
            newLine[index] = n
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        oldLine[edits.count] = o
        newLine[edits.count] = n

        for group in groups {
            let start = max(0, group.lowerBound - context)
            let end = min(edits.count - 1, group.upperBound + context)
            let slice = edits[start...end]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            // An empty range is written at the line before it, as diff(1) does.
            let oldStart = oldCount == 0 ? oldLine[start] - 1 : oldLine[start]
            let newStart = newCount == 0 ? newLine[start] - 1 : newLine[start]
            out += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for edit in slice {
                switch edit {
                case .same(let line): out += " " + line + "\n"
                case .removed(let line): out += "-" + line + "\n"
                case .added(let line): out += "+" + line + "\n"
                }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The most lines the changed middle of the two texts may have for a line-by-line
    /// edit script; beyond it the middle is shown as removed and then added. The standard
    /// library's Myers difference keeps a trace of size O(D²) for D differing lines, so a
    /// bound keeps two unrelated 40,000-line files from needing gigabytes.
    static let maximumMiddleLines = 4_000

    /// The edit script: common leading and trailing lines first, then the standard
    /// library's `difference(from:)` (Myers) over the changed middle.
    static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = old[prefix..<(old.count - suffix)]
        let b = new[prefix..<(new.count - suffix)]

        var edits = old[..<prefix].map(Edit.same)
        if a.count + b.count > maximumMiddleLines {
            edits += a.map(Edit.removed)
            edits += b.map(Edit.added)
        } else {
            var removed = Set<Int>()
            var inserted = Set<Int>()
            for change in b.difference(from: a) {
                switch change {
                case .remove(let offset, _, _): removed.insert(offset)
                case .insert(let offset, _, _): inserted.insert(offset)
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, removed.contains(i) {
                    // Removals come before additions at the same place: "-old" then "+new" reads best.
                    edits.append(.removed(a[a.startIndex + i]))
                    i += 1
                } else if j < b.count, inserted.contains(j) {
                    edits.append(.added(b[b.startIndex + j]))
                    j += 1
                } else {
                    edits.append(.same(a[a.startIndex + i]))
                    i += 1
                    j += 1
                }
            }
        }
        edits += old[(old.count - suffix)...].map(Edit.same)
        return edits
    }
}
