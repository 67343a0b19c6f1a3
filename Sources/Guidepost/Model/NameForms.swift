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

