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
    /// The value's position in `Case.allCases`, for table lookups and `select` variants.
    package var index: Int { caseOrdinal(value) }
}

/// The position of a case of a payload-free enum in its `allCases`, without comparing raw
/// values (the `==` and hashing a `String`-backed enum inherits from `RawRepresentable` go
/// through the raw string, which the render path cannot afford).
///
/// Swift lays out an enum without payloads as an integer tag numbered in declaration order
/// (docs/ABI/TypeLayout.rst), and a synthesized `allCases` lists the cases in that order;
/// `VocabularyTests` checks both for every enum this is used on. Other enums fall back to a search.
@inline(__always)
package func caseOrdinal<Case: CaseIterable & Equatable>(_ value: Case) -> Int where Case.AllCases == [Case] {
    if MemoryLayout<Case>.size == 1 {
        return Int(unsafeBitCast(value, to: UInt8.self))
    }
    return Case.allCases.firstIndex(of: value) ?? 0
}

/// The case of a payload-free enum at a position of its `allCases` (`caseOrdinal`'s inverse),
/// nil outside `0..<count` (`count` being the number of cases, which the caller keeps).
@inline(__always)
package func caseValue<Case: CaseIterable & Equatable>(_ type: Case.Type, ordinal: Int, count: Int) -> Case?
where Case.AllCases == [Case] {
    guard ordinal >= 0, ordinal < count else { return nil }
    if MemoryLayout<Case>.size == 1 {
        return unsafeBitCast(UInt8(truncatingIfNeeded: ordinal), to: Case.self)
    }
    let all = Case.allCases
    return all.indices.contains(ordinal) ? all[ordinal] : nil
}
