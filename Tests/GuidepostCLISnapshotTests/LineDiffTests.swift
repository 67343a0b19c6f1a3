@testable import GuidepostCLI
import Testing

struct LineDiffTests {
    @Test(arguments: [
        ("", ""),
        ("a\n", "a\n"),
        ("a\nb", "a\nb\n"),  // a final newline does not make a line
    ])
    func sameLinesHaveNoDiff(old: String, new: String) {
        let diff = LineDiff(old: old, new: new)
        #expect(diff.isEmpty)
        #expect(diff.unified(oldName: "a", newName: "b") == "")
    }

    @Test func changedLineWithContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(LineDiff(old: old, new: new).unified(oldName: "golden", newName: "rendered") == """
            --- golden
            +++ rendered
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeTwoHunks() {
        let lines = (1...20).map { "\($0)" }
        let old = lines.joined(separator: "\n")
        var edited = lines
        edited[1] = "two"
        edited[18] = "nineteen"
        let new = edited.joined(separator: "\n")
        let diff = LineDiff(old: old, new: new).unified(oldName: "a", newName: "b", context: 1)
        #expect(diff == """
            --- a
            +++ b
            @@ -1,3 +1,3 @@
             1
            -2
            +two
             3
            @@ -18,3 +18,3 @@
             18
            -19
            +nineteen
             20

            """)
    }

    @Test func insertionsAndDeletionsAtTheEnds() {
        #expect(LineDiff(old: "b\nc\n", new: "a\nb\nc\n").unified(oldName: "a", newName: "b", context: 0) == """
            --- a
            +++ b
            @@ -0,0 +1 @@
            +a

            """)
        #expect(LineDiff(old: "a\nb\n", new: "a\n").unified(oldName: "a", newName: "b", context: 0) == """
            --- a
            +++ b
            @@ -2 +1,0 @@
            -b

            """)
    }

    @Test func keepsTheLongestCommonLines() {
        let diff = LineDiff(old: "a\nb\nc\nd\n", new: "b\nx\nc\nd\ne\n")
        #expect(diff.edits == [.removed("a"), .same("b"), .added("x"), .same("c"), .same("d"), .added("e")])
    }

    @Test func unrelatedLargeTextsAreBoundedAndStillComplete() {
        let old = (0..<30_000).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<30_000).map { "new \($0)" }.joined(separator: "\n")
        let diff = LineDiff(old: old, new: new)
        #expect(diff.edits.count == 60_000)
        #expect(diff.edits.first == .removed("old 0"))
        #expect(diff.edits.last == .added("new 29999"))
    }
}
