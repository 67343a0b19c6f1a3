/// The direction of a turn: slight, normal or sharp to either side, or a U-turn.
public struct TurnDirection: VocabularyStorage {
    enum Case: String, CaseIterable {
        case slightLeft, left, sharpLeft, slightRight, right, sharpRight, uTurn
    }
    let value: Case
    init(_ value: Case) { self.value = value }

    public static let slightLeft = Self(.slightLeft)
    public static let left = Self(.left)
    public static let sharpLeft = Self(.sharpLeft)
    public static let slightRight = Self(.slightRight)
    public static let right = Self(.right)
    public static let sharpRight = Self(.sharpRight)
    public static let uTurn = Self(.uTurn)
}
