/// A finding about a catalog, a localization or a locale: what, where, and how bad.
///
/// Its description follows the compiler convention editors jump to:
/// `Localizations/de.json:14:22: error: … [missing-placeholder]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    ///
    /// Frozen: the three levels compilers and editors use; it will not grow.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Said for information: a translator's accepted judgement, a fallback that is expected.
        case note
        /// Worth a look: the text renders, but may read wrongly (a form without a fallback, a sentence too long).
        case warning
        /// Wrong: the translation is not used (a dropped placeholder, a plural without `other`, a file that does not parse).
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable name for the check that fired, e.g. `missing-placeholder`.
    public var check: String
    /// What is wrong, in a sentence.
    public var message: String
    /// The file, as given when it was loaded (`Localizations/de.json`), if any.
    public var file: String?
    /// Where in the file, if known.
    public var location: SourceLocation?
    /// The locale concerned, if any.
    public var locale: String?
    /// The message key concerned, if any.
    public var key: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, check: String, _ message: String, file: String? = nil, location: SourceLocation? = nil,
        locale: String? = nil, key: String? = nil
    ) {
        self.severity = severity
        self.check = check
        self.message = message
        self.file = file
        self.location = location
        self.locale = locale
        self.key = key
    }

    public var description: String {
        var prefix = ""
        if let file {
            prefix = SourceLocation.prefix(file, location) + ": "
        } else if let locale {
            prefix = "[\(locale)] "
        }
        var subject = ""
        if let key { subject = "\(key): " }
        return "\(prefix)\(severity.rawValue): \(subject)\(message) [\(check)]"
    }
}
