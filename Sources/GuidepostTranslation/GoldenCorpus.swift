import Guidepost

/// A fixed set of instructions that exercises every message Guidepost renders, and the
/// golden text files made from it.
///
/// The corpus covers every maneuver kind, every template variant (with and without a
/// landmark or name, every side of a fork, merge or ramp, every floor change type and direction, same floor, counted floors,
/// unknown type, every arrival form, roundabout exits), every select value, and counts
/// chosen so that each CLDR plural category of each shipped locale fires somewhere
/// (a count ICU places in a category the renderer can never reach, such as Russian
/// "one" for a single floor, is simply absent). It is rendered per ``Variant`` (a locale
/// and a unit system) into one document; `guidepost snapshot` and the package's own
/// snapshot tests write and compare exactly these documents.
///
/// ```swift
/// for variant in try GoldenCorpus.variants(locales: ["de"]) {
///     let text = try GoldenCorpus.document(for: variant)
///     // compare with the file named variant.fileName
/// }
/// ```
public enum GoldenCorpus {
    /// One line of the corpus: a stable label and the instruction it renders.
    public struct Case: Hashable, Sendable {
        /// What the line exercises, e.g. `turn.left.landmark.at`; unique within a document.
        public var label: String
        /// The instruction to render.
        public var instruction: Instruction
        /// The unit width to render with (the distance cases use long names, which show
        /// the plural forms of units).
        public var unitWidth: RenderOptions.UnitWidth
        /// The count whose CLDR plural category the line should show, if any.
        public var count: Count?
        /// How the line treats the distance: stated, or left out as on a banner.
        public var phrasing: DistancePhrasing
        /// The maneuver the line joins to the instruction ("…, then turn right"), if any.
        public var then: Instruction?

        /// Creates a case.
        public init(_ label: String, _ instruction: Instruction, unitWidth: RenderOptions.UnitWidth = .short, count: Count? = nil,
            phrasing: DistancePhrasing = .stated, then: Instruction? = nil)
        {
            self.label = label
            self.instruction = instruction
            self.unitWidth = unitWidth
            self.count = count
            self.phrasing = phrasing
            self.then = then
        }

        /// A number whose plural category a golden line records next to its label.
        public enum Count: Hashable, Sendable {
            /// The instruction's distance, as formatted.
            case distance
            /// The floor count of the instruction's floor change.
            case floors
        }
    }

    /// A locale and a unit system: one golden document.
    public struct Variant: Hashable, Sendable, CustomStringConvertible {
        /// The BCP-47 tag rendered, as given (`de`, `en-GB`).
        public var locale: String
        /// The unit system; never `automatic` in variants made by ``variants(for:catalog:)``.
        public var unitSystem: RenderOptions.UnitSystem

        /// Creates a variant.
        public init(locale: String, unitSystem: RenderOptions.UnitSystem) {
            self.locale = locale
            self.unitSystem = unitSystem
        }

        /// A path-safe identifier: `de-metric`, `en-GB-imperial-uk`.
        public var id: String {
            let tag = String(locale.unicodeScalars.map { scalar -> Character in
                let safe = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                return safe ? Character(scalar) : "-"
            })
            return tag + "-" + GoldenCorpus.unitName(unitSystem)
        }

        /// The golden file's name: `corpus.<id>.txt`.
        public var fileName: String { "corpus.\(id).txt" }

        /// The locale and units in words: `de, metric units`.
        public var description: String { "\(locale), \(GoldenCorpus.unitName(unitSystem)) units" }
    }

    /// The text form options of golden lines: every placeholder marked with its role.
    public static let textFormOptions = TextFormOptions.detailed

    /// The locales golden files are made for by default: every locale of the catalog,
    /// then `en-GB` (English with UK units and number style).
    public static func defaultLocales(in catalog: Catalog = .embedded) -> [String] {
        // en-GB is shown even where a catalog has no file of its own for it: British
        // readers get yards and "lift" (or, without the file, the English text).
        catalog.locales.contains("en-GB") ? catalog.locales : catalog.locales + ["en-GB"]
    }

    /// The unit systems a locale's readers use: the one of its region first, then the
    /// other common one (metric ↔ imperial; imperial-uk → metric).
    ///
    /// - Throws: `ICUError` when ICU cannot open the locale.
    public static func variants(for locale: String, catalog: Catalog = .embedded) throws(ICUError) -> [Variant] {
        let own = try Renderer(locale: locale, catalog: catalog).unitSystem
        let other: RenderOptions.UnitSystem = own == .metric ? .imperial : .metric
        return [Variant(locale: locale, unitSystem: own), Variant(locale: locale, unitSystem: other)]
    }

    /// The variants of several locales (``defaultLocales(in:)`` when `locales` is empty),
    /// in order, without duplicates.
    ///
    /// - Throws: `ICUError` when ICU cannot open a locale.
    public static func variants(locales: [String] = [], catalog: Catalog = .embedded) throws(ICUError) -> [Variant] {
        var result: [Variant] = []
        for locale in locales.isEmpty ? defaultLocales(in: catalog) : locales {
            for variant in try variants(for: locale, catalog: catalog) where !result.contains(variant) {
                result.append(variant)
            }
        }
        return result
    }

    /// The name of a unit system in file names and headers, as the CLI spells it.
    public static func unitName(_ system: RenderOptions.UnitSystem) -> String {
        switch system.value {
        case .automatic: "auto"
        case .metric: "metric"
        case .imperial: "imperial"
        case .imperialUK: "imperial-uk"
        }
    }

    // MARK: The corpus

    /// The instruction cases, rendered with short units; the same in every variant.
    /// Real venue and road data as it arrives: bare floor names (`1`, `-1`, `B2`, `P1`, `G`),
    /// names in positions that need a grammatical case, names with forms the app supplies,
    /// landmarks with a kind, and names that start with an article. The same in every
    /// variant; rendered with short units after the instructions.
    public static let probes: [Case] = {
        var cases: [Case] = []
        func add(_ label: String, _ instruction: Instruction) {
            cases.append(Case("probe." + label, instruction))
        }
        for floor in ["1", "3", "0", "-1", "B2", "P1", "G", "M", "3A", "Ground Floor", "Mezzanine"] {
            func change(_ type: FloorChangeType, _ direction: FloorChangeDirection, floors: Int? = nil) -> FloorChange {
                FloorChange(type: type, direction: direction, floorName: floor, floors: floors)
            }
            let id = floor.replacingOccurrences(of: " ", with: "-")
            add("floor.\(id).elevator.up", Instruction(.floorChange(change(.elevator, .up))))
            add("floor.\(id).stairs.down.2", Instruction(.floorChange(change(.stairs, .down, floors: 2))))
            add("floor.\(id).travelator.same", Instruction(.floorChange(change(.travelator, .sameFloor))))
            add("floor.\(id).unknown", Instruction(.floorChange(change(.unknown, .up))))
            add("floor.\(id).upcoming.escalator", Instruction(.upcomingFloorChange(change(.escalator, .up)), distance: 30))
            add("floor.\(id).upcoming.unknown", Instruction(.upcomingFloorChange(change(.unknown, .up)), distance: 30))
        }
        let forms = NameForms(language: "ru", ["genitive": "Аптеки", "instrumental": "Аптекой", "prepositional": "Аптеке",
            "accusative": "Аптеку", "dative": "Аптеке"])
        let landmarks: [(String, Landmark)] = [
            ("brand", Landmark(name: "Starbucks", kind: .cafe)),
            ("article", Landmark(name: "Le Bon Marché", kind: .shop)),
            ("noun", Landmark(name: "Information", kind: .information)),
            ("cyrillic", Landmark(name: "Аптека", kind: .pharmacy)),
            ("cyrillic-with-forms", Landmark(name: "Аптека", kind: .pharmacy, forms: forms)),
        ]
        for (id, landmark) in landmarks {
            for position in LandmarkPosition.allCases {
                var placed = landmark
                placed.position = position
                add("landmark.\(id).\(position)", Instruction(.turn(.left), distance: 20, landmarks: [placed]))
            }
            add("landmark.\(id).straight", Instruction(.straight, distance: 40, landmarks: [landmark]))
            add("landmark.\(id).depart", Instruction(.depart, landmarks: [landmark]))
        }
        for (id, name) in [("article", "La Rambla"), ("plural-article", "Les Halles"), ("cyrillic", "Тверская улица"),
            ("brand", "Oxford Street")]
        {
            add("name.\(id).turn", Instruction(.turn(.right), distance: 200, name: name))
            add("name.\(id).straight", Instruction(.straight, distance: 400, name: name))
            add("name.\(id).arrive", Instruction(.arrive(side: nil), name: name))
            add("name.\(id).enter", Instruction(.enterBuilding, name: name))
            add("name.\(id).exit", Instruction(.exitBuilding, name: name))
            add("name.\(id).turn.landmark", Instruction(.turn(.left), distance: 30, name: name,
                landmarks: [Landmark(name: "Аптека", position: .after, kind: .pharmacy)]))
            add("name.\(id).fork", Instruction(.fork(.left), distance: 300, name: name))
            add("name.\(id).merge", Instruction(.merge(.straightAhead), distance: 300, name: name))
        }
        return cases
    }()

    public static let instructions: [Case] = {
        var cases: [Case] = []
        func add(_ label: String, _ instruction: Instruction, count: Case.Count? = nil) {
            cases.append(Case(label, instruction, count: count))
        }
        let starbucks = Landmark(name: "Starbucks", position: .at)

        add("straight", Instruction(.straight, distance: 40))
        add("straight.name", Instruction(.straight, distance: 40, name: "Main Concourse"))
        add("straight.landmark", Instruction(.straight, distance: 40, landmarks: [Landmark(name: "Food Court", position: .towards)]))
        add("straight.landmark.past", Instruction(.straight, distance: 40, landmarks: [Landmark(name: "Food Court", position: .past)]))
        add("straight.name.landmark.past", Instruction(.straight, distance: 40, name: "Main Concourse",
            landmarks: [Landmark(name: "Food Court", position: .past)]))

        for direction in TurnDirection.allCases {
            add("turn.\(direction)", Instruction(.turn(direction), distance: 20))
            add("turn.\(direction).name", Instruction(.turn(direction), distance: 200, name: "Market Street"))
            add("turn.\(direction).landmark.at", Instruction(.turn(direction), distance: 20, landmarks: [starbucks]))
        }
        for position in LandmarkPosition.allCases where position != .at {
            add("turn.left.landmark.\(position)",
                Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Starbucks", position: position)]))
        }
        // The nearest named landmark (the last) is the one named; an unnamed one is skipped.
        add("turn.left.landmark.nearest", Instruction(.turn(.left), distance: 20,
            landmarks: [Landmark(name: "Apple Store"), Landmark(name: "Starbucks", position: .past), Landmark(name: "")]))
        // A right-to-left name in a left-to-right text (and the reverse in Arabic) is isolated.
        add("turn.right.landmark.rtl", Instruction(.turn(.right), distance: 20, landmarks: [Landmark(name: "مقهى النخيل")]))
        add("turn.right.landmark.nbsp", Instruction(.turn(.right), distance: 20, landmarks: [Landmark(name: "Gate\u{A0}B12")]))
        // A street and a landmark on the same step: both are stated.
        add("turn.left.name.landmark", Instruction(.turn(.left), distance: 20, name: "Market Street", landmarks: [starbucks]))
        add("turn.uTurn.name.landmark", Instruction(.turn(.uTurn), distance: 20, name: "Market Street", landmarks: [starbucks]))
        add("straight.name.landmark", Instruction(.straight, distance: 40, name: "Main Concourse",
            landmarks: [Landmark(name: "Food Court", position: .towards)]))

        // Forks, merges and ramps take a side for their phrase, and a name when known.
        let sideManeuvers: [(kind: String, make: @Sendable (Side) -> Maneuver)] = [
            ("fork", Maneuver.fork), ("merge", Maneuver.merge), ("onRamp", Maneuver.onRamp), ("offRamp", Maneuver.offRamp),
        ]
        for (kind, make) in sideManeuvers {
            for side in Side.allCases {
                add("\(kind).\(side)", Instruction(make(side), distance: 300))
                add("\(kind).\(side).name", Instruction(make(side), distance: 300, name: "Ring Road"))
            }
        }

        for type in FloorChangeType.allCases {
            add("upcomingFloorChange.\(type)",
                .init(.upcomingFloorChange(FloorChange(type: type, direction: .up, floorName: "Level 2")), distance: 30))
        }
        for type in FloorChangeType.allCases {
            for direction in FloorChangeDirection.allCases {
                let floor = direction == .up ? "Level 2" : direction == .down ? "B1" : "Level 1"
                add("floorChange.\(type).\(direction)",
                    .init(.floorChange(FloorChange(type: type, direction: direction, floorName: floor))))
            }
        }
        // One floor, and floors of an elevator, are not counted in the text.
        add("floorChange.stairs.up.floors-1",
            .init(.floorChange(FloorChange(type: .stairs, direction: .up, floorName: "Level 2", floors: 1))))
        add("floorChange.elevator.up.floors-3",
            .init(.floorChange(FloorChange(type: .elevator, direction: .up, floorName: "Level 4", floors: 3))))
        // Counts that reach every plural category a floor count can reach:
        // en/de other 2; fr other 2, many 1000000; ru one 21, few 2 3 22, many 5 11 100;
        // ar two 2, few 3, many 11, other 100; ja other.
        let floorCounts = [2, 3, 5, 11, 21, 22, 100, 1_000_000]
        for direction in [FloorChangeDirection.up, .down] {
            for count in floorCounts {
                add("floorChange.stairs.\(direction).floors-\(count)",
                    .init(.floorChange(FloorChange(type: .stairs, direction: direction, floorName: "Level 9", floors: count))),
                    count: .floors)
            }
        }
        for type in [FloorChangeType.escalator, .ramp] {
            for direction in [FloorChangeDirection.up, .down] {
                for count in [2, 21, 1_000_000] {
                    add("floorChange.\(type).\(direction).floors-\(count)",
                        .init(.floorChange(FloorChange(type: type, direction: direction, floorName: "Level 9", floors: count))),
                        count: .floors)
                }
            }
        }

        add("enterBuilding", Instruction(.enterBuilding))
        add("enterBuilding.name", Instruction(.enterBuilding, name: "North Mall"))
        add("exitBuilding", Instruction(.exitBuilding))
        add("exitBuilding.name", Instruction(.exitBuilding, name: "North Mall"))
        add("depart", Instruction(.depart))
        add("depart.name", Instruction(.depart, name: "Main Concourse"))
        add("depart.landmark", Instruction(.depart, landmarks: [Landmark(name: "Information Desk")]))
        add("arrive", Instruction(.arrive()))
        add("arrive.name", Instruction(.arrive(), name: "Gate B12"))
        for side in Side.allCases {
            add("arrive.side.\(side)", Instruction(.arrive(side: side)))
        }
        for side in Side.allCases {
            add("arrive.name.side.\(side)", Instruction(.arrive(side: side), name: "Gate B12"))
        }

        // English ordinals: one 1 21, two 2 22, few 3 23, other 4 11 12 13; the exact
        // forms (=1 … =10) of Russian and Arabic, and their "other" from 11.
        for exit in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 21, 22, 23, 101] {
            add("roundabout.exit-\(exit)", Instruction(.roundabout(exit: exit)))
        }
        for exit in [1, 2, 3, 4, 11, 21] {
            add("roundabout.name.exit-\(exit)", Instruction(.roundabout(exit: exit), name: "Ring Road"))
        }
        // Road facts: the heading on departure, stops on the way, named roundabouts, leaving a
        // roundabout, signposted exits (numbers and destinations).
        func road(_ build: (inout RoadFacts) -> Void) -> RoadFacts {
            var facts = RoadFacts()
            build(&facts)
            return facts
        }
        for heading in CompassDirection.allCases {
            add("depart.heading.\(heading)", Instruction(.depart, road: road { $0.heading = heading }))
        }
        add("depart.heading.name", Instruction(.depart, name: "Avenue Kléber", road: road { $0.heading = .west }))
        for stop in [1, 2, 3, 11, 21] {
            add("arrive.waypoint-\(stop)", Instruction(.arrive(), road: road { $0.waypoint = stop }))
        }
        add("arrive.waypoint.name", Instruction(.arrive(), name: "Café am Tiergarten", road: road { $0.waypoint = 1 }))
        for side in Side.allCases {
            add("arrive.waypoint.side.\(side)", Instruction(.arrive(side: side), road: road { $0.waypoint = 2 }))
            add("arrive.waypoint.name.side.\(side)",
                Instruction(.arrive(side: side), name: "Café am Tiergarten", road: road { $0.waypoint = 1 }))
        }
        for exit in [1, 2, 3, 11] {
            add("roundabout.rotary.exit-\(exit)",
                Instruction(.roundabout(exit: exit), road: road { $0.rotaryName = "Place Charles de Gaulle" }))
        }
        add("roundabout.rotary.name.exit-2",
            Instruction(.roundabout(exit: 2), name: "Avenue Foch", road: road { $0.rotaryName = "Place Charles de Gaulle" }))
        let rotary = "Place Charles de Gaulle"
        add("enterRoundabout", Instruction(.enterRoundabout))
        add("enterRoundabout.name", Instruction(.enterRoundabout, name: "Avenue Foch"))
        add("enterRoundabout.destination", Instruction(.enterRoundabout, road: road { $0.destinations = ["La Défense", "Neuilly"] }))
        add("enterRoundabout.rotary", Instruction(.enterRoundabout, road: road { $0.rotaryName = rotary }))
        add("enterRoundabout.rotary.name", Instruction(.enterRoundabout, name: "Avenue Foch", road: road { $0.rotaryName = rotary }))
        add("turn.left.destination", Instruction(.turn(.left), distance: 200, road: road { $0.destinations = ["Hamburg", "Berlin-Mitte"] }))
        add("endOfRoad.right.destination", Instruction(.endOfRoad(.right), distance: 200, road: road { $0.destinations = ["Zentrum"] }))
        add("straight.destination", Instruction(.straight, distance: 2000, road: road { $0.destinations = ["Potsdam"] }))
        // A named road with a sign: the sign added by road.towards.
        add("road.towards.turn", Instruction(.turn(.left), distance: 200, name: "Lindenstraße",
            road: road { $0.destinations = ["Hamburg", "Berlin-Mitte"] }))
        add("road.towards.exitRoundabout", Instruction(.exitRoundabout, name: "Avenue Foch", road: road { $0.destinations = ["La Défense"] }))
        for side in Side.allCases {
            add("merge.\(side).destination", Instruction(.merge(side), distance: 900, road: road { $0.destinations = ["Berlin-Zentrum"] }))
        }
        add("exitRoundabout", Instruction(.exitRoundabout))
        add("exitRoundabout.name", Instruction(.exitRoundabout, name: "Avenue Foch"))
        add("exitRoundabout.destination",
            Instruction(.exitRoundabout, road: road { $0.destinations = ["La Défense", "Neuilly", "Paris"] }))
        for side in Side.allCases {
            add("offRamp.\(side).exit", Instruction(.offRamp(side), distance: 600, road: road { $0.exitNumbers = ["4A"] }))
            add("offRamp.\(side).exit.destination", Instruction(.offRamp(side), distance: 600, road: road {
                $0.exitNumbers = ["4A"]
                $0.destinations = ["Hamburg", "Berlin-Mitte"]
            }))
            add("offRamp.\(side).destination", Instruction(.offRamp(side), distance: 600, name: "Messedamm",
                road: road { $0.destinations = ["Messedamm", "ICC"] }))
        }
        // Continuing on the road as it bends (OSRM's continue with a modifier).
        for direction in TurnDirection.allCases where direction != .uTurn {
            add("bear.\(direction)", Instruction(.bear(direction), distance: 200))
        }
        add("bear.slightRight.name", Instruction(.bear(.slightRight), distance: 200, name: "Ring Road"))
        // Where the road ends, and a small roundabout said as a turn.
        for direction in [TurnDirection.left, .right, .sharpLeft, .slightRight] {
            add("endOfRoad.\(direction)", Instruction(.endOfRoad(direction), distance: 200))
            add("roundaboutTurn.\(direction)", Instruction(.roundaboutTurn(direction), distance: 200))
        }
        add("endOfRoad.left.name", Instruction(.endOfRoad(.left), distance: 200, name: "Elm Street"))
        add("roundaboutTurn.right.name", Instruction(.roundaboutTurn(.right), distance: 200, name: "Elm Street"))
        add("endOfRoad.right.landmark", Instruction(.endOfRoad(.right), distance: 20, landmarks: [starbucks]))
        // Lanes to use (OSRM's use lane): left, right, middle, any, and lanes not side by side.
        let lanePatterns: [(String, [Bool])] = [
            ("left-1", [true, false, false]), ("left-2", [true, true, false]), ("right-1", [false, false, true]),
            ("right-3", [false, true, true, true]), ("middle-2", [false, true, true, false]), ("any", [true, true]),
            ("marked", [true, false, true]), ("left-5", [true, true, true, true, true, false]),
        ]
        for (id, valid) in lanePatterns {
            add("useLane.\(id)", Instruction(.useLane, distance: 500, road: road {
                $0.lanes = valid.map { Lane(indications: [.straight], isValid: $0) }
            }))
        }
        add("useLane.without-lanes", Instruction(.useLane, distance: 500))
        // Within RenderOptions.immediateDistance the maneuver is due now.
        add("turn.left.now", Instruction(.turn(.left), distance: 4))
        add("turn.uTurn.name.now", Instruction(.turn(.uTurn), distance: 3, name: "Market Street"))
        add("turn.left.name.landmark.now", Instruction(.turn(.left), distance: 4, name: "Market Street", landmarks: [starbucks]))
        add("fork.left.name.now", Instruction(.fork(.left), distance: 2, name: "A 100"))
        add("merge.right.now", Instruction(.merge(.right), distance: 2))
        add("offRamp.right.exit.destination.now", Instruction(.offRamp(.right), distance: 5, road: road {
            $0.exitNumbers = ["4A"]
            $0.destinations = ["Hamburg"]
        }))
        add("offRamp.right.exit.combined", Instruction(.offRamp(.right), distance: 600, road: road { $0.exitNumbers = ["4A", "4B"] }))
        // A road's route numbers next to its name; a road known only by its numbers.
        add("turn.left.name.ref", Instruction(.turn(.left), distance: 200, name: "Main Street", road: road { $0.refs = ["B 96"] }))
        add("fork.right.name.refs", Instruction(.fork(.right), distance: 400, name: "Stadtring",
            road: road { $0.refs = ["A 100", "E 51"] }))
        add("merge.left.ref-only", Instruction(.merge(.left), distance: 400, road: road { $0.refs = ["A 5", "E 451"] }))
        add("straight.name.ref", Instruction(.straight, distance: 800, name: "Kaiserallee", road: road { $0.refs = ["L 3262"] }))
        // A stretch by ferry (OSRM's mode "ferry").
        add("ferry", Instruction(.straight, distance: 4_000, road: road { $0.travelMode = "ferry" }))
        add("ferry.name", Instruction(.straight, distance: 4_000, name: "Glückstadt–Wischhafen", road: road { $0.travelMode = "ferry" }))
        // Where a fork's or an on-ramp's sign points.
        for side in [Side.left, .right] {
            add("fork.\(side).destination", Instruction(.fork(side), distance: 400, road: road {
                $0.destinations = ["Darmstadt", "Offenbach"]
            }))
            add("onRamp.\(side).destination", Instruction(.onRamp(side), distance: 900, road: road {
                $0.destinationCodes = ["A 5"]
                $0.destinations = ["Frankfurt-Süd", "Kassel"]
            }))
        }
        // Banners: the distance shown apart, so the sentence leaves it out.
        let banners: [(String, Instruction)] = [
            ("straight", Instruction(.straight, distance: 400)),
            ("straight.name", Instruction(.straight, distance: 400, name: "Main Concourse")),
            ("straight.landmark", Instruction(.straight, distance: 400, landmarks: [Landmark(name: "Food Court", position: .towards)])),
            ("straight.name.landmark", Instruction(.straight, distance: 400, name: "Main Concourse",
                landmarks: [Landmark(name: "Food Court", position: .towards)])),
            ("straight.landmark.past", Instruction(.straight, distance: 400, landmarks: [Landmark(name: "Food Court", position: .past)])),
            ("straight.name.landmark.past", Instruction(.straight, distance: 400, name: "Main Concourse",
                landmarks: [Landmark(name: "Food Court", position: .past)])),
            ("turn.left", Instruction(.turn(.left), distance: 200)),
            ("turn.left.landmark", Instruction(.turn(.left), distance: 200, landmarks: [starbucks])),
            ("turn.left.name", Instruction(.turn(.left), distance: 200, name: "Market Street")),
            ("turn.left.name.ref", Instruction(.turn(.left), distance: 200, name: "Main Street", road: road { $0.refs = ["B 96"] })),
            ("turn.uTurn.name", Instruction(.turn(.uTurn), distance: 200, name: "Market Street")),
            ("turn.left.name.landmark", Instruction(.turn(.left), distance: 200, name: "Market Street", landmarks: [starbucks])),
            ("turn.uTurn.name.landmark", Instruction(.turn(.uTurn), distance: 200, name: "Market Street", landmarks: [starbucks])),
            ("bear.left.name", Instruction(.bear(.left), distance: 200, name: "Ring Road")),
            ("endOfRoad.right.name", Instruction(.endOfRoad(.right), distance: 200, name: "Elm Street")),
            ("upcomingFloorChange", Instruction(.upcomingFloorChange(FloorChange(type: .escalator, direction: .up,
                floorName: "Level 2")), distance: 40)),
            ("upcomingFloorChange.unknown", Instruction(.upcomingFloorChange(FloorChange(type: .unknown, direction: .up,
                floorName: "Level 2")), distance: 40)),
            ("fork.left", Instruction(.fork(.left), distance: 400)),
            ("fork.left.name", Instruction(.fork(.left), distance: 400, name: "A 100")),
            ("fork.right.destination", Instruction(.fork(.right), distance: 400, road: road { $0.destinations = ["Darmstadt"] })),
            ("merge.left", Instruction(.merge(.left), distance: 400)),
            ("merge.left.name", Instruction(.merge(.left), distance: 400, name: "Stadtring")),
            ("merge.straightAhead.name", Instruction(.merge(.straightAhead), distance: 400, name: "Stadtring")),
            ("onRamp.right", Instruction(.onRamp(.right), distance: 400)),
            ("onRamp.right.name", Instruction(.onRamp(.right), distance: 400, name: "Halenseestraße")),
            ("onRamp.right.destination", Instruction(.onRamp(.right), distance: 400, road: road { $0.destinations = ["Kassel"] })),
            ("offRamp.right", Instruction(.offRamp(.right), distance: 400)),
            ("offRamp.right.name", Instruction(.offRamp(.right), distance: 400, name: "Messedamm")),
            ("offRamp.right.destination", Instruction(.offRamp(.right), distance: 400, road: road { $0.destinations = ["Messedamm", "ICC"] })),
        ]
        for (label, instruction) in banners {
            cases.append(Case("banner." + label, instruction, phrasing: .omitted))
        }
        for side in Side.allCases {
            cases.append(Case("banner.offRamp.\(side).exit", Instruction(.offRamp(side), distance: 600,
                road: road { $0.exitNumbers = ["21"] }), phrasing: .omitted))
            cases.append(Case("banner.offRamp.\(side).exit.destination", Instruction(.offRamp(side), distance: 600, road: road {
                $0.exitNumbers = ["21"]
                $0.destinations = ["Offenbach", "Darmstadt"]
            }), phrasing: .omitted))
        }
        // Two maneuvers close together, said as one.
        let chains: [(String, Instruction, Instruction)] = [
            ("turn.left+turn.right", Instruction(.turn(.left), distance: 300), Instruction(.turn(.right), distance: 60)),
            ("turn.left.name.ref+turn.right.name", Instruction(.turn(.left), distance: 300, name: "Main Street",
                road: road { $0.refs = ["B 96"] }), Instruction(.turn(.right), distance: 60, name: "Oak Street")),
            ("turn.right.name+roundabout", Instruction(.turn(.right), distance: 40, name: "Oak Street"),
                Instruction(.roundabout(exit: 2), name: "Avenue Foch")),
            ("offRamp.exit+fork.destination", Instruction(.offRamp(.right), distance: 500, road: road { $0.exitNumbers = ["21"] }),
                Instruction(.fork(.left), distance: 80, road: road { $0.destinations = ["Darmstadt"] })),
            ("exitRoundabout.name+turn.sharpLeft.name", Instruction(.exitRoundabout, name: "Lindenstraße"),
                Instruction(.turn(.sharpLeft), distance: 60, name: "Am Markt")),
            ("floorChange+turn.left.landmark", Instruction(.floorChange(FloorChange(type: .escalator, direction: .up,
                floorName: "Level 2"))), Instruction(.turn(.left), distance: 10, landmarks: [starbucks])),
            ("straight.name+endOfRoad.left", Instruction(.straight, distance: 90, name: "Main Concourse"),
                Instruction(.endOfRoad(.left), distance: 90)),
            ("bear.right.name+offRamp.destination", Instruction(.bear(.right), distance: 700, name: "A 100"),
                Instruction(.offRamp(.right), distance: 90, road: road { $0.destinations = ["Messedamm"] })),
        ]
        for (label, first, second) in chains {
            cases.append(Case("then." + label, first, then: second))
        }
        return cases
    }()

    /// The distance cases of a unit system, rendered with long unit names so that each
    /// plural form of a unit shows: every number from 0 to the millions that a plural
    /// rule of a shipped locale names and that the navigation rounding can produce.
    public static func distances(for system: RenderOptions.UnitSystem) -> [Case] {
        let small: (DistanceUnit, [Double])
        let large: (DistanceUnit, [Double])
        switch system.value {
        case .metric, .automatic:
            small = (.meter, [0, 1, 2, 3, 5, 15, 20, 100, 450])
            large = (.kilometer, [1, 1.5, 2, 11, 21, 22, 25, 100, 101, 1_000_000])
        case .imperial:
            small = (.foot, [0, 5, 15, 20, 100, 400])
            large = (.mile, [0.5, 1, 1.5, 2, 11, 21, 22, 25, 100, 101, 1_000_000])
        case .imperialUK:
            small = (.yard, [0, 5, 15, 20, 100, 150])
            large = (.mile, [0.5, 1, 1.5, 2, 11, 21, 22, 25, 100, 101, 1_000_000])
        }
        var cases: [Case] = []
        for (unit, values) in [small, large] {
            for value in values {
                let label = "distance.\(numberLabel(value))-\(unit.rawValue)"
                cases.append(Case(label, Instruction(.straight, distance: value * unit.meters), unitWidth: .long, count: .distance))
            }
        }
        return cases
    }

    private static func numberLabel(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }

    // MARK: Documents

    /// Renders the corpus for one variant into its golden document.
    ///
    /// The document starts with a header (locale, units, the message fallback chain),
    /// then one line per case: its label, the plural category of its count in
    /// brackets when it has one, and the instruction's text form
    /// (``textFormOptions``). Warnings and errors the catalog reports for the locale about
    /// the messages shown follow at the end, without file positions, so a broken
    /// translation shows why its lines fell back. An instruction that cannot be rendered shows its error on its line.
    ///
    /// - Throws: `ICUError` when ICU cannot open the locale.
    public static func document(for variant: Variant, catalog: Catalog = .embedded) throws(ICUError) -> String {
        let short = try Renderer(locale: variant.locale, options: RenderOptions(unitSystem: variant.unitSystem), catalog: catalog)
        let long = try Renderer(
            locale: variant.locale, options: RenderOptions(unitSystem: variant.unitSystem, unitWidth: .long), catalog: catalog)

        var out = "# Guidepost golden corpus: \(variant.locale), \(unitName(variant.unitSystem)) units\n"
        out += "# messages: \(short.resolution.chain.joined(separator: " → ")); formatting: \(short.formattingLocale)"
        out += short.isRightToLeft ? "; right to left\n" : "\n"
        out += "# ⟦…⟧ highlighted, ‹…› other placeholders, {role}, \\u{…} invisible characters, [plural category]\n"

        var renderedKeys: Set<String> = []
        out += "\n## Instructions\n"
        out += lines(instructions, renderer: short, keys: &renderedKeys)
        out += "\n## Distances with long unit names\n"
        out += lines(distances(for: variant.unitSystem), renderer: long, keys: &renderedKeys)
        out += "\n## Real-data probes\n"
        out += lines(probes, renderer: short, keys: &renderedKeys)

        // Keep the findings about this locale and the messages the corpus shows, so that a
        // message added for something else (route summaries) does not change every file.
        let chain = Set(short.resolution.chain)
        let findings = short.diagnostics.filter { finding in
            let concernsLocale = !catalog.diagnostics.contains(finding) || finding.locale.map(chain.contains) == true
            guard concernsLocale, finding.severity >= .warning else { return false }
            guard let key = finding.key else { return true }
            return renderedKeys.contains(key) || fragmentPrefixes.contains { key.hasPrefix($0) }
        }
        if !findings.isEmpty {
            out += "\n## Diagnostics\n"
            for finding in findings {
                out += "\(finding.severity.rawValue): " + (finding.key.map { "\($0): " } ?? "")
                out += TextForm.escape(finding.message) + " [\(finding.check)]\n"
            }
        }
        return out
    }

    /// The messages inserted into instruction messages (maneuver phrases, positions, …).
    private static let fragmentPrefixes = ["maneuver.", "position.", "floorChangeType.", "floorChangeDirection.", "side."]

    private static func lines(_ cases: [Case], renderer: Renderer, keys: inout Set<String>) -> String {
        var labels: [String] = []
        var texts: [String] = []
        for item in cases {
            var label = item.label
            var text: String
            do throws(RenderError) {
                let rendered = if let next = item.then {
                    try renderer.render(item.instruction, then: next)
                } else {
                    try renderer.render(item.instruction, distance: item.phrasing)
                }
                keys.insert(rendered.messageKey)
                text = rendered.textForm(textFormOptions)
                switch item.count {
                case .distance:
                    label += " [\(try renderer.formatDistance(item.instruction.distance).pluralCategory.rawValue)]"
                case .floors:
                    if let floors = item.instruction.maneuver.floorChange?.floors {
                        label += " [\(try renderer.pluralCategory(floors).rawValue)]"
                    }
                case nil:
                    break
                }
            } catch {
                text = "error: " + TextForm.escape(error.description)
            }
            labels.append(label)
            texts.append(text)
        }
        let width = labels.map(\.count).max() ?? 0
        var out = ""
        for (label, text) in zip(labels, texts) {
            out += label + String(repeating: " ", count: width - label.count + 2) + text + "\n"
        }
        return out
    }
}
