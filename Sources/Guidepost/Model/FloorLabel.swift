/// What a floor's name is: a number or code the catalog phrases in each language ("Level 3",
/// "3-й этаж", "الطابق ٣", "3階", "Basement 2", "地下2階"), or a name inserted as written
/// ("Food Court Level", "Level 2", "Erdgeschoss").
///
/// Indoor SDKs send floor names such as `1`, `-1`, `P1`, `B2`, `G` or `M`; inserted as
/// written they read wrongly in every language ("Take the elevator up to 1"). An app that
/// knows what its floor names are states it (`FloorChange.label`); otherwise
/// `FloorLabel(classifying:)` decides by a documented rule.
public struct FloorLabel: Hashable, Sendable {
    /// The kinds of floor label.
    public struct Kind: VocabularyStorage {
        package enum Case: String, CaseIterable {
            case numbered, basement, parking, ground, mezzanine, code, named
        }
        package let value: Case
        package init(_ value: Case) { self.value = value }
        /// Equal when the cases are: compared by position, not by raw string.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
        /// Hashed by the case's position, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }

        /// A level by its number: "Level 3" (`number` is the level, 0 and above).
        public static let numbered = Self(.numbered)
        /// A level below ground by its depth: "Basement 2" for `B2` or `-2` (`number` from 1).
        public static let basement = Self(.basement)
        /// A parking level by its number: "Parking Level 1" for `P1`.
        public static let parking = Self(.parking)
        /// The ground floor (`G`, `GF`, `EG`, `RDC`).
        public static let ground = Self(.ground)
        /// The mezzanine (`M`, `MZ`).
        public static let mezzanine = Self(.mezzanine)
        /// A short code the catalog introduces as a level ("Level 3A" for `3A`); also a level
        /// the data names by the venue's own number ("Level 2": `number` 2, said as a label).
        public static let code = Self(.code)
        /// A name inserted as written ("Food Court Level", "Erdgeschoss").
        public static let named = Self(.named)
    }

    /// What the label is.
    public var kind: Kind
    /// The number of a numbered, basement or parking level.
    public var number: Int?
    /// The name as the venue data writes it.
    public var name: String

    /// Creates a label the app has classified itself.
    public init(kind: Kind, number: Int? = nil, name: String) {
        self.kind = kind
        self.number = number
        self.name = name
    }

    /// Classifies a floor name by the rule the README documents:
    ///
    /// | name (case-insensitive, surrounding spaces ignored) | label |
    /// |---|---|
    /// | `0` … `999`, `+3`, `L3` | numbered 3 |
    /// | `Level 3`, `Lvl 3` | code, number 3: the venue's numbering said as its label |
    /// | `-1` … `-999`, `B1`, `B2`, `UG1`, `U1` | basement 1, 2 |
    /// | `P1` | parking 1 |
    /// | `P-1` | its code, as written (level −1 or parking 1, by the venue's convention) |
    /// | `G`, `GF`, `EG`, `RDC`, `PB`, `PT`, `BG`, `R/C`, `Ground Floor`, `Erdgeschoss`, `Rés do chão`, `Stueetage`, … (`groundNames`) | ground |
    /// | `M`, `MZ`, `MEZ`, `Mezzanine` | mezzanine |
    /// | up to 4 letters and digits with at least one digit (`3A`, `M2`, `LG1`) | code |
    /// | anything else | named, inserted as written |
    public init(classifying name: String) {
        self.name = name
        let trimmed = name.trimmingASCIISpaces()
        let upper = String(trimmed.unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) ? Character(Unicode.Scalar(UInt8(scalar.value - 32))) : Character(scalar)
        })
        if let number = Self.digits(upper) {
            (kind, self.number) = (.numbered, number)
        } else if upper.hasPrefix("+"), let number = Self.digits(String(upper.dropFirst())) {
            (kind, self.number) = (.numbered, number)
        } else if upper.hasPrefix("-"), let number = Self.digits(String(upper.dropFirst())), number > 0 {
            (kind, self.number) = (.basement, number)
        } else if let number = Self.number(after: ["LEVEL ", "LEVEL", "LVL ", "LVL"], in: upper) {
            // The venue's own numbering, kept visible as its label ("Level 2", "フロア2"), never
            // turned into a storey count that may differ by one ("2階").
            (kind, self.number) = (.code, number)
        } else if let number = Self.number(after: ["LEVEL -", "LEVEL −"], in: upper), number > 0 {
            (kind, self.number) = (.basement, number)
        } else if let number = Self.number(after: ["L"], in: upper) {
            (kind, self.number) = (.numbered, number)
        } else if let number = Self.number(after: ["B", "UG", "U"], in: upper), number > 0 {
            (kind, self.number) = (.basement, number)
        } else if upper.hasPrefix("P-"), Self.number(after: ["P-"], in: upper) != nil {
            // "P-1" is level −1 of a car park in much of Europe and parking 1 elsewhere: the
            // venue's own label, said as a code ("la planta P-1"), never a guessed number.
            (kind, self.number) = (.code, nil)
        } else if let number = Self.number(after: ["P"], in: upper), number > 0 {
            (kind, self.number) = (.parking, number)
        } else if Self.groundNames.contains(trimmed.uppercased()) {
            (kind, self.number) = (.ground, nil)
        } else if ["M", "MZ", "MEZ", "MEZZANINE"].contains(upper) {
            (kind, self.number) = (.mezzanine, nil)
        } else if !upper.isEmpty, upper.count <= 4,
            upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }),
            upper.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
        {
            (kind, self.number) = (.code, nil)
        } else {
            (kind, self.number) = (.named, nil)
        }
    }

    /// Names of the ground floor, upper-cased: codes and the words venues in many countries
    /// write on their signs.
    static let groundNames: Set<String> = [
        "G", "GF", "EG", "RDC", "PB", "PT", "BG", "R/C", "RC", "GROUND", "GROUND FLOOR", "GROUND LEVEL",
        "ERDGESCHOSS", "REZ-DE-CHAUSSÉE", "REZ-DE-CHAUSSEE", "RÉS DO CHÃO", "RÉS-DO-CHÃO", "R/CHÃO", "TÉRREO",
        "PLANTA BAJA", "PIANO TERRA", "BEGANE GROND", "STUEETAGE", "STUEN", "BOTTENVÅNING", "ENTRÉPLAN",
        "PARTER", "PŘÍZEMÍ", "PRÍZEMIE", "FÖLDSZINT", "POHJAKERROS", "ISOGEIO", "ΙΣΟΓΕΙΟ", "ZEMIN KAT",
    ]

    /// One to three ASCII digits as a number.
    private static func digits(_ text: String) -> Int? {
        guard (1...3).contains(text.count), text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    private static func number(after prefixes: [String], in text: String) -> Int? {
        for prefix in prefixes where text.hasPrefix(prefix) {
            if let number = digits(String(text.dropFirst(prefix.count))) { return number }
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces and tabs.
    fileprivate func trimmingASCIISpaces() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[start...end])
    }
}
