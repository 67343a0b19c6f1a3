internal import CGuidepostICU

/// A regular expression compiled by the system ICU (`uregex`): the engine of a catalog's
/// grammar rules, with ICU's pattern syntax (`\p{Lu}`, `(?i)`, lookbehind, `$1`).
///
/// An ICU regular expression carries the state of its matcher, so matches on one expression
/// take turns under its lock; a match takes microseconds, and renderers of one locale share
/// the expression. The matcher keeps no pointer to a text after a match.
package final class ICURegularExpression: Sendable {
    /// The pattern as written.
    package let pattern: String
    /// How many capture groups the pattern has.
    package let groupCount: Int
    private let regex: Lock<OpaquePointer>

    /// A pattern ICU cannot compile: ICU's error, and where in the pattern ICU found it.
    package struct CompileError: Error, Sendable, CustomStringConvertible {
        /// ICU's error.
        package var error: ICUError
        /// The offset in UTF-16 units from the pattern's start where ICU found the problem;
        /// nil when ICU did not say.
        package var offset: Int?
        /// The pattern's length in UTF-16 units.
        package var patternLength: Int

        package var description: String {
            guard let offset else { return error.name }
            return offset < patternLength ? "\(error.name) at character \(offset + 1)" : "\(error.name) at the end"
        }
    }

    /// Compiles `pattern` with no flags.
    package init(_ pattern: String) throws(CompileError) {
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        var offset: Int32 = -1
        guard let count = Int32(exactly: units.count) else {
            throw CompileError(error: ICUError(code: 1, operation: "compile a regular expression"), offset: nil,
                patternLength: units.count)
        }
        let handle = units.withUnsafeBufferPointer { gp_regex_open($0.baseAddress, count, &offset, &status) }
        guard status <= 0, let handle else {
            throw CompileError(error: ICUError(code: status > 0 ? status : 1, operation: "compile a regular expression"),
                offset: offset >= 0 ? Int(offset) : nil, patternLength: units.count)
        }
        let groups = gp_regex_group_count(handle, &status)
        guard status <= 0 else {
            gp_regex_close(handle)
            throw CompileError(error: ICUError(code: status, operation: "count a regular expression's groups"), offset: nil,
                patternLength: units.count)
        }
        self.pattern = pattern
        groupCount = Int(groups)
        regex = Lock(handle)
    }

    deinit {
        regex.withLock { gp_regex_close($0) }
    }

    /// The first match in `text`: the UTF-16 range of the whole match (index 0) and of each
    /// group (nil for a group that took no part); nil when the expression does not match.
    package func firstMatch(inUTF16 text: [UInt16]) throws(ICUError) -> [Range<Int>?]? {
        guard let length = Int32(exactly: text.count) else {
            throw ICUError(code: 1, operation: "match a regular expression against a text over 2 GB")
        }
        var bounds = [Int32](repeating: -1, count: 2 * (groupCount + 1))
        var status: Int32 = 0
        let capacity = Int32(groupCount + 1)
        let found = regex.withLock { handle in
            text.withUnsafeBufferPointer { text in
                bounds.withUnsafeMutableBufferPointer { bounds in
                    gp_regex_first_match(handle, text.baseAddress, length, bounds.baseAddress, capacity, &status)
                }
            }
        }
        try ICU.check(status, "match a regular expression")
        guard found == 1 else { return nil }
        var ranges: [Range<Int>?] = []
        ranges.reserveCapacity(groupCount + 1)
        for group in 0...groupCount {
            let start = Int(truncatingIfNeeded: bounds[2 * group]), end = Int(truncatingIfNeeded: bounds[2 * group + 1])
            ranges.append(start >= 0 && start <= end && end <= text.count ? start..<end : nil)
        }
        return ranges
    }
}
