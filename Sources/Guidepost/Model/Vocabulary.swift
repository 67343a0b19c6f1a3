/// A closed vocabulary value that may grow in later releases.
///
/// Guidepost's enumerations (turn directions, floor change types, …) are structs over a
/// raw string so that adding a case later does not break a caller's exhaustive `switch`.
/// Each has a fixed, documented set of `allCases`, and its raw value is the name used in
/// JSON input and as a select value in translations.
public protocol GuidepostVocabulary: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CaseIterable
where RawValue == String, AllCases == [Self] {}

extension GuidepostVocabulary {
    public var description: String { rawValue }
}

/// Declares a vocabulary struct's storage. The `Case` enum keeps switches inside the
/// library exhaustive and gives each value a dense index for table lookups.
package protocol VocabularyStorage: GuidepostVocabulary {
    associatedtype Case: RawRepresentable, CaseIterable where Case.RawValue == String, Case.AllCases == [Case]
    var value: Case { get }
    init(_ value: Case)
}

extension VocabularyStorage {
    public var rawValue: String { value.rawValue }
    public init?(rawValue: String) {
        guard let value = Case(rawValue: rawValue) else { return nil }
        self.init(value)
    }
    public static var allCases: [Self] { Case.allCases.map(Self.init) }
}

extension VocabularyStorage where Case: Equatable {
    /// The value's position in `Case.allCases`, for table lookups.
    package var index: Int { Case.allCases.firstIndex(of: value) ?? 0 }
}
