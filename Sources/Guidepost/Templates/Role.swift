/// What a piece of rendered text is: the literal text of a template, or the value a
/// placeholder of a given role was filled with.
public struct Role: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case text
        case maneuver, distance, landmark, floor, floorChangeType, floorChangeDirection, position, name, side,
            floorCount, ordinal, count, duration, clockTime
        case distanceNumber, distanceUnit
        case heading, exitNumber, destination, rotaryName, lanes, ref
        case instruction
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// Literal text of the template itself.
    public static let text = Self(.text)
    /// The maneuver phrase ("Turn left", "Continue straight").
    public static let maneuver = Self(.maneuver)
    /// A formatted distance ("20 m"); its `parts` are the number and the unit.
    public static let distance = Self(.distance)
    /// A landmark's name.
    public static let landmark = Self(.landmark)
    /// A floor's name.
    public static let floor = Self(.floor)
    /// How a floor changes ("elevator").
    public static let floorChangeType = Self(.floorChangeType)
    /// Which way a floor changes ("up").
    public static let floorChangeDirection = Self(.floorChangeDirection)
    /// Where a landmark lies ("at", "after").
    public static let position = Self(.position)
    /// A path, street, building or destination name.
    public static let name = Self(.name)
    /// The side a destination is on ("on the left").
    public static let side = Self(.side)
    /// A number of floors.
    public static let floorCount = Self(.floorCount)
    /// An ordinal such as a roundabout exit ("3rd").
    public static let ordinal = Self(.ordinal)
    /// A number of things (stops, routes, …) in route-level messages.
    public static let count = Self(.count)
    /// A formatted duration ("12 min").
    public static let duration = Self(.duration)
    /// A clock time ("14:35", "2:35 PM").
    public static let clockTime = Self(.clockTime)
    /// The number of a distance (a sub-span of `distance`).
    public static let distanceNumber = Self(.distanceNumber)
    /// The unit of a distance (a sub-span of `distance`).
    public static let distanceUnit = Self(.distanceUnit)
    /// A compass direction of travel ("west" in "Head west").
    public static let heading = Self(.heading)
    /// A signposted motorway exit number ("4A").
    public static let exitNumber = Self(.exitNumber)
    /// Signposted destinations ("Hamburg, Berlin-Mitte").
    public static let destination = Self(.destination)
    /// The name of a large roundabout or rotary ("Place de l'Étoile").
    public static let rotaryName = Self(.rotaryName)
    /// Where the lanes to use lie (`left`, `right`, `middle`, `any`), for `select`.
    public static let lanes = Self(.lanes)
    /// A road's route number next to its name ("B 96" in "Main Street (B 96)").
    public static let ref = Self(.ref)
    /// A whole instruction inside another (the two halves of "Turn left, then turn right").
    public static let instruction = Self(.instruction)

    /// The roles a template placeholder may have (not `text` nor the distance parts).
    package static let placeholderRoles: [Role] = [
        .maneuver, .distance, .landmark, .floor, .floorChangeType, .floorChangeDirection, .position, .name, .side,
        .floorCount, .ordinal, .count, .duration, .clockTime, .heading, .exitNumber, .destination, .rotaryName, .lanes, .ref, .instruction,
    ]

    /// The values a `select` on a placeholder of this role can name, if it has any.
    package var selectValues: [String]? {
        switch value {
        // A turn's direction, or the side of a fork, merge or ramp (left and right are shared).
        case .maneuver: TurnDirection.Case.allCases.map(\.rawValue) + [Side.straightAhead.rawValue]
        case .position: LandmarkPosition.Case.allCases.map(\.rawValue)
        case .floorChangeType: FloorChangeType.Case.allCases.map(\.rawValue)
        case .floorChangeDirection: FloorChangeDirection.Case.allCases.map(\.rawValue)
        case .side: Side.Case.allCases.map(\.rawValue)
        case .heading: CompassDirection.Case.allCases.map(\.rawValue)
        case .lanes: LanePosition.Case.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// Why a template cannot write `$n:view` for a placeholder of this role, or nil when it can.
    ///
    /// A distance has `number` (the formatted number alone), `unit` (the unit word) and the
    /// forms its locale's `unit.distance` phrase gives; a duration, the forms of `unit.duration`;
    /// names, landmarks and floors take any grammatical form (`genitive`, `dative`, …; the
    /// name as written when no form is known); the phrases the catalog inserts (maneuvers,
    /// positions, sides, floor change types and directions) take any form their own
    /// `"select": "form"` variants provide.
    package func problem(withTextView view: String) -> String? {
        switch value {
        case .distance:
            // number, unit, or a form of the locale's `unit.distance` phrase.
            if view == "width" || view == "when" { return "\"\(view)\" can only be selected on (\"select\": \"$n:\(view)\")" }
            return view == "kind" ? "a distance has the views \"number\", \"unit\" and the forms of unit.distance" : nil
        case .duration:
            if view == "unit" { return "\"unit\" of a duration can only be selected on (\"select\": \"$n:unit\")" }
            return view == "number" || view == "kind" ? "a duration has the forms of unit.duration as views" : nil
        case .landmark, .name, .floor, .maneuver, .position, .side, .floorChangeType, .floorChangeDirection, .heading,
            .destination, .rotaryName:
            if view == "kind" { return "\"kind\" can only be selected on (\"select\": \"$n:kind\")" }
            return nil
        case .text, .floorCount, .ordinal, .count, .clockTime, .distanceNumber, .distanceUnit, .exitNumber, .lanes, .ref, .instruction:
            return "a \(rawValue) has no views"
        }
    }

    /// The values a `select` on `$n:view` can name, or nil when the role has no such view:
    /// a distance's `unit`, a landmark's `kind`, and for a name, landmark or floor any
    /// grammatical form, which is `known` when the form is available.
    package func selectValues(ofView view: String) -> [String]? {
        switch value {
        case .distance:
            switch view {
            case "unit": return DistanceUnit.allCases.map(\.rawValue)
            case "number": return ["whole", "fraction"]
            case "width": return ["short", "long"]
            case "when": return MessageNode.ViewBranches.timingValues
            default: return nil
            }
        case .duration:
            return view == "unit" ? Self.durationUnits : nil
        case .landmark where view == "kind":
            return LandmarkKind.allCases.map(\.rawValue)
        default:
            return isName && view != "kind" ? ["known"] : nil
        }
    }

    /// Whether `"select": "$n:view"` on this role chooses by a value of the view (a unit, a
    /// width, a kind) rather than by whether a grammatical form is `known`.
    package func selectsOnValue(ofView view: String) -> Bool {
        switch value {
        case .distance: view == "when" || view == "unit" || view == "number" || view == "width"
        case .duration: view == "unit"
        case .landmark: view == "kind"
        default: false
        }
    }

    /// What a duration is counted in, for `"select": "$n:unit"` on a duration: whole
    /// minutes below an hour, whole hours, or hours and minutes.
    package static let durationUnits = ["minute", "hour", "hourMinute"]

    /// Whether a variant of `"select": "$n:view"` for `value` may leave `$n` out, the value
    /// being said by the variant itself: a maneuver due now (`$1:when` = `now`) is said
    /// without its distance, and so is one whose distance is shown apart (`none`) or that
    /// is the second half of a chained instruction (`then`).
    package func mayLeaveOut(view: String, value: String) -> Bool {
        self.value == .distance && view == "when" && (value == "now" || value == "none" || value == "then")
    }

    /// Whether the value is a name from map or venue data (which may lack a grammatical form).
    package var isName: Bool {
        switch value {
        case .name, .landmark, .floor, .destination, .rotaryName: true
        default: false
        }
    }

    /// Whether a value of this role carries a number that plural variants can select on.
    package var isNumeric: Bool {
        switch value {
        case .distance, .floorCount, .ordinal, .count: true
        default: false
        }
    }

}
