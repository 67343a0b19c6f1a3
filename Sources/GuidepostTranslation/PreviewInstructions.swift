import Guidepost

/// The instructions behind preview samples: a message an instruction selects is previewed
/// by rendering an instruction, so that the preview shows what the renderer says and not a
/// sentence put together from values.
///
/// Each instruction message starts from the golden corpus's first instruction that renders
/// it (`GoldenCorpus.instructions`); a sample's choices are then applied to that
/// instruction's fields: the distance (its plural sample number, now, shown apart, a unit),
/// the floor count, the roundabout exit, a turn's direction or a fork's side, the floor
/// change's type and direction, the landmark's position and kind, and the grammatical forms
/// an app supplies for a name, landmark or floor.
struct PreviewInstructions {
    /// A message's corpus instruction and how the corpus phrases its distance.
    struct Base {
        var instruction: Instruction
        var phrasing: DistancePhrasing
    }

    /// An instruction for one sample, and the options to render it with (nil: the preview's).
    struct Built {
        var instruction: Instruction
        var phrasing: DistancePhrasing
        var options: RenderOptions?
    }

    let bases: [String: Base]

    /// The corpus instruction of every message an instruction selects, by key.
    init(renderer: Renderer) {
        var bases: [String: Base] = [:]
        for item in GoldenCorpus.instructions where item.then == nil {
            guard let rendered = try? renderer.render(item.instruction, distance: item.phrasing),
                bases[rendered.messageKey] == nil
            else { continue }
            bases[rendered.messageKey] = Base(instruction: item.instruction, phrasing: item.phrasing)
        }
        self.bases = bases
    }

    /// The instruction for a message and a sample's choices; nil when the message is not one
    /// an instruction selects, or a choice has no field of the instruction to go into.
    func instruction(for definition: MessageDefinition, choices: [Int: [CatalogPreview.Choice]], locale: String,
        distance: (Double?, [String: String]) -> CatalogPreview.DistanceSample) -> Built?
    {
        guard let base = bases[definition.key] else { return nil }
        var instruction = base.instruction
        var phrasing = base.phrasing
        var options: RenderOptions?
        let lanes = LanePosition.summary(of: instruction.road.lanes)
        var laneCount = lanes?.count
        var lanePosition = lanes?.position
        for spec in definition.placeholders {
            let own = choices[spec.number] ?? []
            guard !own.isEmpty else { continue }
            let (number, selected, views) = CatalogPreview.Choice.split(own)
            switch spec.role {
            case .distance:
                let sample = distance(number, views)
                instruction.distance = sample.meters
                phrasing = sample.phrasing
                options = sample.options ?? options
            case .floorCount:
                guard var change = instruction.maneuver.floorChange, let floors = number.flatMap(CatalogPreview.wholeNumber)
                else { return nil }
                change.floors = floors
                instruction.maneuver = Self.replacingFloorChange(instruction.maneuver, with: change)
            case .ordinal:
                // A roundabout's exit, or the stop an arrival reaches.
                guard let value = number.flatMap(CatalogPreview.wholeNumber) else { return nil }
                if instruction.maneuver.kind == .roundabout {
                    instruction.maneuver = .roundabout(exit: value)
                } else if instruction.road.waypoint != nil {
                    instruction.road.waypoint = value
                } else {
                    return nil
                }
            case .count:
                guard instruction.maneuver.kind == .useLane, let value = number.flatMap(CatalogPreview.wholeNumber) else {
                    return nil
                }
                laneCount = value
            case .lanes:
                guard let selected, let position = LanePosition(rawValue: selected) else { return nil }
                lanePosition = position
            case .heading:
                guard let selected, let heading = CompassDirection(rawValue: selected) else { return nil }
                instruction.road.heading = heading
            case .destination, .exitNumber, .rotaryName, .ref:
                // Directions services send no grammatical forms of these: a `known` form
                // comes only from the locale's own rules, which the corpus values take or not.
                if views.values.contains("known") { return nil }
            case .maneuver, .side:
                guard let selected, let maneuver = Self.maneuver(instruction.maneuver, taking: selected) else { return nil }
                instruction.maneuver = maneuver
            case .floorChangeType, .floorChangeDirection:
                guard let selected, var change = instruction.maneuver.floorChange else { return nil }
                if spec.role == .floorChangeType {
                    guard let type = FloorChangeType(rawValue: selected) else { return nil }
                    change.type = type
                } else {
                    guard let direction = FloorChangeDirection(rawValue: selected) else { return nil }
                    change.direction = direction
                }
                instruction.maneuver = Self.replacingFloorChange(instruction.maneuver, with: change)
            case .position:
                guard let selected, let position = LandmarkPosition(rawValue: selected),
                    let index = instruction.landmarks.lastIndex(where: { !$0.name.isEmpty })
                else { return nil }
                instruction.landmarks[index].position = position
            case .landmark:
                guard let index = instruction.landmarks.lastIndex(where: { !$0.name.isEmpty }) else { return nil }
                if let kind = views["kind"] {
                    guard let value = LandmarkKind(rawValue: kind) else { return nil }
                    instruction.landmarks[index].kind = value
                }
                instruction.landmarks[index].forms = Self.forms(views, name: instruction.landmarks[index].name, locale: locale)
            case .name:
                guard let name = instruction.name else { return nil }
                instruction.nameForms = Self.forms(views, name: name, locale: locale)
            case .floor:
                guard var change = instruction.maneuver.floorChange else { return nil }
                if let floor = Self.floorSample(views) {
                    change.floorName = floor
                    change.floorNameForms = nil
                }
                instruction.maneuver = Self.replacingFloorChange(instruction.maneuver, with: change)
            default:
                // Lanes, headings, counts: the corpus's own values only.
                return nil
            }
        }
        if let laneCount, let lanePosition, laneCount != lanes?.count || lanePosition != lanes?.position {
            guard let built = Self.lanes(count: laneCount, at: lanePosition) else { return nil }
            instruction.road.lanes = built
        }
        return Built(instruction: instruction, phrasing: phrasing, options: options)
    }

    /// Lanes of which `count` are valid, placed as `position` says (nil for a count no road
    /// has, or a position that needs more lanes than that).
    private static func lanes(count: Int, at position: LanePosition) -> [Lane]? {
        guard (1...200).contains(count) else { return nil }
        let valid = Array(repeating: Lane(indications: [], isValid: true), count: count)
        let invalid = Lane(indications: [], isValid: false)
        switch position {
        case .any: return valid
        case .left: return valid + [invalid]
        case .right: return [invalid] + valid
        case .middle: return [invalid] + valid + [invalid]
        case .separate:
            // Apart from each other: at least two, with a lane between them.
            let lanes = count >= 2 ? valid : valid + valid
            return Array(lanes.dropFirst()) + [invalid] + [lanes[0]]
        default: return nil
        }
    }

    /// Forms for a name whose form a sample selects on: the form itself for `known` (as an
    /// app would supply it), none for `other`.
    private static func forms(_ views: [String: String], name: String, locale: String) -> NameForms? {
        let known = views.filter { $0.key != "kind" && $0.value == "known" }.keys.sorted()
        guard !known.isEmpty else { return nil }
        return NameForms(language: locale, Dictionary(uniqueKeysWithValues: known.map { ($0, name) }))
    }

    /// The floor a sample selecting on a floor's form shows: for `known` a bare floor
    /// number, which the locale's floor phrases put in their forms ("au 2e étage"), what a
    /// venue's data says most often; for `other` a floor with a name of its own, which no
    /// rule forms. Nil when the sample selects on no form.
    static func floorSample(_ views: [String: String]) -> String? {
        let asked = views.filter { $0.key != "kind" }
        if asked.values.contains("known") { return "2" }
        return asked.isEmpty ? nil : "Atrium"
    }

    /// The maneuver with another floor change, of the same kind.
    private static func replacingFloorChange(_ maneuver: Maneuver, with change: FloorChange) -> Maneuver {
        maneuver.kind == .upcomingFloorChange ? .upcomingFloorChange(change) : .floorChange(change)
    }

    /// The maneuver taking a direction or side value, nil when its kind has none such.
    private static func maneuver(_ maneuver: Maneuver, taking value: String) -> Maneuver? {
        switch maneuver.kind {
        case .turn: return TurnDirection(rawValue: value).map(Maneuver.turn)
        case .bear: return TurnDirection(rawValue: value).map(Maneuver.bear)
        case .endOfRoad: return TurnDirection(rawValue: value).map(Maneuver.endOfRoad)
        case .roundaboutTurn: return TurnDirection(rawValue: value).map(Maneuver.roundaboutTurn)
        case .fork: return Side(rawValue: value).map(Maneuver.fork)
        case .merge: return Side(rawValue: value).map(Maneuver.merge)
        case .onRamp: return Side(rawValue: value).map(Maneuver.onRamp)
        case .offRamp: return Side(rawValue: value).map(Maneuver.offRamp)
        case .arrive: return Side(rawValue: value).map { Maneuver.arrive(side: $0) }
        default: return nil
        }
    }
}
