@_spi(Caches) import GuidepostICU

/// What renders a renderer's instructions, behind the `Renderer` façade: its compiled
/// messages, ICU formatters, settings and the one cache it keeps. Its jobs live in files of
/// their own: building arguments (`ArgumentBuilder.swift`, `ManeuverMessages.swift`),
/// selecting a variant (`VariantSelector.swift`), forms of values (`Forms.swift`), and
/// composing every text (`Composer.swift`, writing through `TextBuffer`).
final class RenderEngine: Sendable {
    let options: RenderOptions
    let isRightToLeft: Bool
    let table: MessageTable
    /// The forms of `unit.distance` that are ICU's text as it is for this renderer's width
    /// and medium (`MessageTable.plainDistanceForms`).
    let plainDistanceForms: Set<String>
    /// The ICU formatters, behind their lock (ICU formatters are not thread-safe).
    let formatting: Lock<Formatters>
    /// How distances are rounded and keyed, fixed when the renderer is built.
    let rounder: DistanceRounder
    let casing: Casing
    /// Everything kept between renders: the one owner of derived values, bounded.
    let cache = RenderCache()
    /// The language subtag of the formatting locale, for app-supplied name forms.
    let language: String

    init(table: MessageTable, locale: ResolvedLocale, options: RenderOptions, system: NavigationRounding.System) {
        self.options = options
        self.table = table
        isRightToLeft = locale.isRightToLeft
        casing = locale.casing
        language = locale.tag.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        let long = options.unitWidth == .long || options.medium == .speech
        plainDistanceForms = table.plainDistanceForms.indices.contains(3)
            ? table.plainDistanceForms[MessageTable.plainFormsIndex(long: long, speech: options.medium == .speech)] : []
        let rounder = DistanceRounder(rounding: options.rounding, system: system,
            spokenMileFractions: options.medium == .speech ? table.namedFractions : [])
        self.rounder = rounder
        formatting = Lock(Formatters(locale: locale, options: options, rounder: rounder))
    }
}
