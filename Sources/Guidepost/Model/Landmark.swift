
/// A named place that helps a person recognise where to act ("at Starbucks").
public struct Landmark: Hashable, Sendable {
    /// The landmark's display name, inserted as is (bidi-isolated when needed).
    public var name: String
    /// Where the landmark lies relative to the maneuver.
    public var position: LandmarkPosition
    /// What kind of place it is, if known (translations may name the kind around the name).
    public var kind: LandmarkKind?
    /// Grammatical forms of the name, if the app has them.
    public var forms: NameForms?

    /// Creates a landmark.
    public init(name: String, position: LandmarkPosition = .at, kind: LandmarkKind? = nil, forms: NameForms? = nil) {
        self.name = name
        self.position = position
        self.kind = kind
        self.forms = forms
    }
}

