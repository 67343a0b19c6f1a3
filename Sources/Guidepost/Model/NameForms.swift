/// Grammatical forms of a name, supplied by the app: what a translation asking for
/// `$3:genitive` inserts ("Аптеки" for "Аптека"), before the locale's own rules are tried.
///
/// ```swift
/// Landmark(name: "Аптека", position: .after,
///          forms: NameForms(language: "ru", ["genitive": "Аптеки", "instrumental": "Аптекой"]))
/// ```
public struct NameForms: Hashable, Sendable {
    /// The language the forms are in (`ru`); they apply when the renderer's locale has that
    /// language. `nil`: they apply in every locale.
    public var language: String?
    /// The forms by name, as the locale's translations name them (`genitive`, `dative`, …).
    public var forms: [String: String]

    /// Creates forms.
    public init(language: String? = nil, _ forms: [String: String]) {
        self.language = language
        self.forms = forms
    }

    /// The forms that apply in a locale whose language subtag is `language`.
    func applying(toLanguage language: String) -> [String: String]? {
        guard let own = self.language else { return forms }
        return own.lowercased() == language ? forms : nil
    }
}

/// What kind of place a landmark is, so that a translation can name it around a name that
/// stays as written ("у кафе «Starbucks»", "nach dem Café Starbucks"): `select` on `$n:kind`.
public struct LandmarkKind: VocabularyStorage {
    package enum Case: String, CaseIterable {
        case shop, cafe, restaurant, bar, pharmacy, bank, atm, information, restroom, entrance, exit, door, gate,
            elevator, escalator, stairs, counter, checkIn, security, baggageClaim, platform, ticketOffice, kiosk,
            parking, building, square, monument, other
    }
    package let value: Case
    package init(_ value: Case) { self.value = value }
    /// Equal when the cases are: compared by position, not by raw string.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    /// Hashed by the case's position, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    public static let shop = Self(.shop)
    public static let cafe = Self(.cafe)
    public static let restaurant = Self(.restaurant)
    public static let bar = Self(.bar)
    public static let pharmacy = Self(.pharmacy)
    public static let bank = Self(.bank)
    public static let atm = Self(.atm)
    public static let information = Self(.information)
    public static let restroom = Self(.restroom)
    public static let entrance = Self(.entrance)
    public static let exit = Self(.exit)
    public static let door = Self(.door)
    public static let gate = Self(.gate)
    public static let elevator = Self(.elevator)
    public static let escalator = Self(.escalator)
    public static let stairs = Self(.stairs)
    public static let counter = Self(.counter)
    public static let checkIn = Self(.checkIn)
    public static let security = Self(.security)
    public static let baggageClaim = Self(.baggageClaim)
    public static let platform = Self(.platform)
    public static let ticketOffice = Self(.ticketOffice)
    public static let kiosk = Self(.kiosk)
    public static let parking = Self(.parking)
    public static let building = Self(.building)
    public static let square = Self(.square)
    public static let monument = Self(.monument)
    /// A kind the list does not name.
    public static let other = Self(.other)
}
