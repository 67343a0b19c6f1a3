@_spi(Caches) import GuidepostICU

/// Everything a renderer keeps between renders: the one owner of its derived values, behind
/// one lock, each table bounded the same way (`BoundedTable`).
///
/// Every value here is a function of its key and of the renderer's fixed settings (locale,
/// options, catalog), never of another entry: an argument that needs more later (a
/// distance's forms, a floor phrase's) carries what they are made from, not a key into
/// another table. So a renderer kept alive for hours renders what a fresh one renders,
/// whatever was evicted in between (`LongSessionTests`, `SessionPressure`).
///
/// Bound: `capacity` entries per generation, two generations, `Tables.count` tables: at most
/// 2 × 512 × 9 = 9,216 entries (each a short text and its measurements). ICU formatter handles
/// are not kept here but by `Formatters`, whose number is bounded by the settings.
final class RenderCache: Sendable {
    /// Entries per table generation.
    static let capacity = 512

    /// A key with the grammatical form asked (nil for the base form).
    struct FormKey<Base: CacheKey & Sendable>: CacheKey, Sendable {
        let base: Base
        let form: String?
        let digest: UInt64

        init(base: Base, form: String?) {
            self.base = base
            self.form = form
            digest = form.map { TextKey.digest($0, seed: base.digest) } ?? CacheDigest.mix(base.digest)
        }
    }

    /// What a floor phrase is made from: the message (by `MessageKey.ordinal`), the number, the code.
    struct FloorPhraseKey: CacheKey, Sendable {
        var message: Int
        var number: Int?
        var code: String

        var digest: UInt64 {
            let numbered = UInt64(truncatingIfNeeded: number ?? Int.min)
            return TextKey.digest(code, seed: UInt64(truncatingIfNeeded: message) << 48 ^ numbered)
        }
    }

    /// A distance formatted by ICU, and the argument sentences insert for it (a class: a
    /// lookup copies one reference, not two texts and their measurements).
    final class DistanceEntry: Sendable {
        let formatted: FormattedDistance
        let argument: Argument

        init(formatted: FormattedDistance, argument: Argument) {
            self.formatted = formatted
            self.argument = argument
        }
    }

    struct Tables: Sendable {
        /// By `Formatters.DistanceKey`.
        var distances = BoundedTable<UInt64, DistanceEntry>(capacity: capacity)
        /// A distance in a form of the locale's `unit.distance`: nil for ICU's text as it is.
        var distancePhrases = BoundedTable<FormKey<UInt64>, RenderEngine.UnitPhraseText?>(capacity: capacity)
        var counts = BoundedTable<Int, ICUFormattedNumber>(capacity: capacity)
        var ordinals = BoundedTable<Int, Formatters.Ordinal>(capacity: capacity)
        /// A name in a form by the locale's rules (the name; the form's index in `Grammar.formNames`): nil when the rules give it none.
        var nameForms = BoundedTable<TextKey, RenderEngine.FormedText?>(capacity: capacity)
        /// A destination floor the app describes no further, by its name.
        var floors = BoundedTable<TextKey, Argument>(capacity: capacity)
        /// A floor phrase in a form: nil when the phrase has no variant for the form.
        var floorPhrases = BoundedTable<FormKey<FloorPhraseKey>, RenderEngine.FormedText?>(capacity: capacity)
        /// A catalog fragment in a form, by `MessageKey.ordinal`.
        var fragmentForms = BoundedTable<FormKey<Int>, RenderEngine.FormedText?>(capacity: capacity)
        /// A value that starts a sentence, capitalized: nil when nothing changes.
        var capitals = BoundedTable<TextKey, RenderEngine.FormedText?>(capacity: capacity)
        static let count = 9

        /// Entries held now, in every table.
        var count: Int { entriesByTable.values.reduce(0, +) }

        /// Entries held now, by table.
        var entriesByTable: [String: Int] {
            ["distances": distances.count, "distancePhrases": distancePhrases.count, "counts": counts.count,
                "ordinals": ordinals.count, "nameForms": nameForms.count, "floors": floors.count,
                "floorPhrases": floorPhrases.count, "fragmentForms": fragmentForms.count, "capitals": capitals.count]
        }
    }

    private let tables = Lock(Tables())

    /// The value a table holds for a key, or the one `make` makes (then stored). `make` runs
    /// outside the lock: it may render (a phrase in a form) and so use the cache itself.
    @inline(__always)
    func value<Key: CacheKey & Sendable, Value: Sendable, Failure: Error>(
        _ table: WritableKeyPath<Tables, BoundedTable<Key, Value>>, _ key: Key,
        make: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // A key path literal is immutable: shared with the locked closure safely.
        nonisolated(unsafe) let table = table
        if let known = tables.withLock({ $0[keyPath: table].value(key) }) { return known }
        let made = try make()
        tables.withLock { $0[keyPath: table].insert(made, for: key) }
        return made
    }

    /// Entries held now, in every table (the tests check the stated bound with it).
    var count: Int { tables.withLock { $0.count } }

    /// Entries held now, by table (the tests check each table's bound with it).
    var entriesByTable: [String: Int] { tables.withLock { $0.entriesByTable } }
}
