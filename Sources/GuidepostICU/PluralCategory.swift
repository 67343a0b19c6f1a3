/// A CLDR plural category.
///
/// Frozen: CLDR defines exactly these six categories for every language, so this enum
/// will not grow and an exhaustive `switch` over it is safe.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    package var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.index < rhs.index }
}
