/// The direction of a turn: slight, normal or sharp to either side, or a U-turn.
public struct TurnDirection: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case slightLeft, left, sharpLeft, slightRight, right, sharpRight, uTurn
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// A slight left (bear left).
    public static let slightLeft = Self(.slightLeft)
    /// A left turn.
    public static let left = Self(.left)
    /// A sharp left.
    public static let sharpLeft = Self(.sharpLeft)
    /// A slight right (bear right).
    public static let slightRight = Self(.slightRight)
    /// A right turn.
    public static let right = Self(.right)
    /// A sharp right.
    public static let sharpRight = Self(.sharpRight)
    /// A U-turn.
    public static let uTurn = Self(.uTurn)
}
