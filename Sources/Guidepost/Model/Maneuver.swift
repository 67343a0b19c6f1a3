/// What a person does at the start of an instruction.
///
/// A struct over an internal enum so that new kinds of maneuver can be added without
/// breaking callers; inspect it with `kind` and the optional payload accessors.
public struct Maneuver: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case straight
        case turn(TurnDirection)
        case floorChange(FloorChange)
        case upcomingFloorChange(FloorChange)
        case enterBuilding
        case exitBuilding
        case depart
        case arrive(Side?)
        case roundabout(exit: Int)
        case enterRoundabout
        case fork(Side)
        case merge(Side)
        case onRamp(Side)
        case offRamp(Side)
        case exitRoundabout
        case bear(TurnDirection)
        case endOfRoad(TurnDirection)
        case roundaboutTurn(TurnDirection)
        case useLane
    }
    let storage: Storage

    /// Continue straight ahead.
    public static let straight = Maneuver(storage: .straight)
    /// Turn in the given direction.
    public static func turn(_ direction: TurnDirection) -> Maneuver { Maneuver(storage: .turn(direction)) }
    /// Change floor now (take the elevator, the stairs, …).
    public static func floorChange(_ change: FloorChange) -> Maneuver { Maneuver(storage: .floorChange(change)) }
    /// Walk to a floor change that comes next.
    public static func upcomingFloorChange(_ change: FloorChange) -> Maneuver {
        Maneuver(storage: .upcomingFloorChange(change))
    }
    /// The route goes from outside into a building.
    public static let enterBuilding = Maneuver(storage: .enterBuilding)
    /// The route leaves a building.
    public static let exitBuilding = Maneuver(storage: .exitBuilding)
    /// The start of the route.
    public static let depart = Maneuver(storage: .depart)
    /// The end of the route, optionally with the side the destination is on.
    public static func arrive(side: Side? = nil) -> Maneuver { Maneuver(storage: .arrive(side)) }
    /// Take the given exit (counting from 1) of a roundabout.
    public static func roundabout(exit: Int) -> Maneuver { Maneuver(storage: .roundabout(exit: exit)) }
    /// Enter a roundabout or rotary whose exit the router does not number ("Enter the
    /// roundabout", "Enter Großer Stern and exit onto Altonaer Straße"); the exit is a step
    /// of its own (`exitRoundabout`).
    public static let enterRoundabout = Maneuver(storage: .enterRoundabout)
    /// Keep to one side where the road forks ("Keep left at the fork").
    public static func fork(_ side: Side) -> Maneuver { Maneuver(storage: .fork(side)) }
    /// Merge into traffic on the given side ("Merge to the left"); `straightAhead` merges without a side.
    public static func merge(_ side: Side) -> Maneuver { Maneuver(storage: .merge(side)) }
    /// Take the ramp onto a motorway or expressway, on the given side.
    public static func onRamp(_ side: Side) -> Maneuver { Maneuver(storage: .onRamp(side)) }
    /// Take the exit ramp off a motorway or expressway, on the given side.
    public static func offRamp(_ side: Side) -> Maneuver { Maneuver(storage: .offRamp(side)) }
    /// Leave a roundabout or rotary (the step after the one that entered it).
    public static let exitRoundabout = Maneuver(storage: .exitRoundabout)
    /// Continue on the same road as it bends or splits, in a direction ("Continue slightly
    /// left"): OSRM's `continue` with a modifier, not a turn onto another road.
    public static func bear(_ direction: TurnDirection) -> Maneuver { Maneuver(storage: .bear(direction)) }
    /// Turn where the road ends ("At the end of the road, turn left").
    public static func endOfRoad(_ direction: TurnDirection) -> Maneuver { Maneuver(storage: .endOfRoad(direction)) }
    /// Keep to the lanes that lead on (`Instruction.road.lanes`): OSRM's `use lane`.
    public static let useLane = Maneuver(storage: .useLane)
    /// Turn at a small roundabout, said as a turn ("At the roundabout, turn left").
    public static func roundaboutTurn(_ direction: TurnDirection) -> Maneuver {
        Maneuver(storage: .roundaboutTurn(direction))
    }

    /// The kind of maneuver, without its payload.
    public var kind: Kind {
        switch storage {
        case .straight: .straight
        case .turn: .turn
        case .floorChange: .floorChange
        case .upcomingFloorChange: .upcomingFloorChange
        case .enterBuilding: .enterBuilding
        case .exitBuilding: .exitBuilding
        case .depart: .depart
        case .arrive: .arrive
        case .roundabout: .roundabout
        case .enterRoundabout: .enterRoundabout
        case .fork: .fork
        case .merge: .merge
        case .onRamp: .onRamp
        case .offRamp: .offRamp
        case .exitRoundabout: .exitRoundabout
        case .bear: .bear
        case .endOfRoad: .endOfRoad
        case .roundaboutTurn: .roundaboutTurn
        case .useLane: .useLane
        }
    }

    /// The direction of a `turn`, `bear`, `endOfRoad` or `roundaboutTurn`, else `nil`.
    public var turnDirection: TurnDirection? {
        switch storage {
        case .turn(let direction), .bear(let direction), .endOfRoad(let direction), .roundaboutTurn(let direction): direction
        default: nil
        }
    }

    /// The floor change of a `floorChange` or `upcomingFloorChange`, else `nil`.
    public var floorChange: FloorChange? {
        switch storage {
        case .floorChange(let change), .upcomingFloorChange(let change): change
        default: nil
        }
    }

    /// The side of an `arrive`, `fork`, `merge`, `onRamp` or `offRamp`, else `nil`.
    public var side: Side? {
        switch storage {
        case .arrive(let side): side
        case .fork(let side), .merge(let side), .onRamp(let side), .offRamp(let side): side
        default: nil
        }
    }

    /// The exit number of a `roundabout`, else `nil`.
    public var exit: Int? {
        if case .roundabout(let exit) = storage { return exit }
        return nil
    }

    /// The kinds of maneuver; the raw value is the `kind` field of Guidepost's JSON.
    public struct Kind: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case straight, turn, floorChange, upcomingFloorChange, enterBuilding, exitBuilding, depart, arrive,
                roundabout, fork, merge, onRamp, offRamp, exitRoundabout, bear, endOfRoad, roundaboutTurn, useLane,
                enterRoundabout
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// Continue straight (`Maneuver.straight`).
        public static let straight = Self(.straight)
        /// A turn in a ``TurnDirection`` (`Maneuver.turn(_:)`).
        public static let turn = Self(.turn)
        /// A change of floor by elevator, escalator, stairs, ramp or travelator (`Maneuver.floorChange(_:)`).
        public static let floorChange = Self(.floorChange)
        /// Continue towards a floor change ahead (`Maneuver.upcomingFloorChange(_:)`).
        public static let upcomingFloorChange = Self(.upcomingFloorChange)
        /// Enter a building.
        public static let enterBuilding = Self(.enterBuilding)
        /// Leave a building.
        public static let exitBuilding = Self(.exitBuilding)
        /// The start of a route or leg.
        public static let depart = Self(.depart)
        /// Arrival, on a ``Side`` when known (`Maneuver.arrive(side:)`).
        public static let arrive = Self(.arrive)
        /// Take a roundabout's numbered exit (`Maneuver.roundabout(exit:)`).
        public static let roundabout = Self(.roundabout)
        /// Keep to a ``Side`` at a fork (`Maneuver.fork(_:)`).
        public static let fork = Self(.fork)
        /// Merge to a ``Side`` (`Maneuver.merge(_:)`).
        public static let merge = Self(.merge)
        /// Take a ramp onto a motorway, on a ``Side`` (`Maneuver.onRamp(_:)`).
        public static let onRamp = Self(.onRamp)
        /// Take an exit ramp off a motorway, on a ``Side`` (`Maneuver.offRamp(_:)`).
        public static let offRamp = Self(.offRamp)
        /// Leave a roundabout.
        public static let exitRoundabout = Self(.exitRoundabout)
        /// Stay on the road as it bends, in a ``TurnDirection`` (`Maneuver.bear(_:)`: "Continue slightly left").
        public static let bear = Self(.bear)
        /// Turn at the end of the road, in a ``TurnDirection`` (`Maneuver.endOfRoad(_:)`).
        public static let endOfRoad = Self(.endOfRoad)
        /// Turn at a small roundabout as at a crossing, in a ``TurnDirection`` (`Maneuver.roundaboutTurn(_:)`).
        public static let roundaboutTurn = Self(.roundaboutTurn)
        /// Keep to the lanes the step's ``RoadFacts/lanes`` mark.
        public static let useLane = Self(.useLane)
        /// Enter a roundabout (its exit not known).
        public static let enterRoundabout = Self(.enterRoundabout)
    }
}
