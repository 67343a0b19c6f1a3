/// A position in a text file, 1-based, with columns counted in Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `file:line:column`, or `file` alone when the position is unknown: the prefix editors
    /// jump to, shared by every error and finding Guidepost writes.
    package static func prefix(_ file: String, _ location: SourceLocation?) -> String {
        guard let location else { return file }
        return "\(file):\(location.line):\(location.column)"
    }
}
