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

    /// A shop.
    public static let shop = Self(.shop)
    /// A café.
    public static let cafe = Self(.cafe)
    /// A restaurant.
    public static let restaurant = Self(.restaurant)
    /// A bar or pub.
    public static let bar = Self(.bar)
    /// A pharmacy.
    public static let pharmacy = Self(.pharmacy)
    /// A bank.
    public static let bank = Self(.bank)
    /// A cash machine.
    public static let atm = Self(.atm)
    /// An information desk.
    public static let information = Self(.information)
    /// Toilets.
    public static let restroom = Self(.restroom)
    /// An entrance.
    public static let entrance = Self(.entrance)
    /// An exit.
    public static let exit = Self(.exit)
    /// A door.
    public static let door = Self(.door)
    /// A gate (an airport gate, a turnstile gate).
    public static let gate = Self(.gate)
    /// An elevator.
    public static let elevator = Self(.elevator)
    /// An escalator.
    public static let escalator = Self(.escalator)
    /// Stairs.
    public static let stairs = Self(.stairs)
    /// A counter or desk.
    public static let counter = Self(.counter)
    /// A check-in desk.
    public static let checkIn = Self(.checkIn)
    /// A security checkpoint.
    public static let security = Self(.security)
    /// A baggage claim.
    public static let baggageClaim = Self(.baggageClaim)
    /// A platform or track.
    public static let platform = Self(.platform)
    /// A ticket office or machine.
    public static let ticketOffice = Self(.ticketOffice)
    /// A kiosk.
    public static let kiosk = Self(.kiosk)
    /// A car park.
    public static let parking = Self(.parking)
    /// A building.
    public static let building = Self(.building)
    /// A square or plaza.
    public static let square = Self(.square)
    /// A monument or statue.
    public static let monument = Self(.monument)
    /// A kind the list does not name.
    public static let other = Self(.other)
}
