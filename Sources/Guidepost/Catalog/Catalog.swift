@_spi(Caches) import GuidepostICU
import Foundation
/// The messages Guidepost renders: the source catalog and the localizations.
///
/// `Catalog.embedded` is built into the library. `overlaying(localizationsAt:)` reads a
/// directory of localization files over it (a translator's working copy, an app's
/// overrides). Loading never fails for a problem in one message or file: such problems
/// are in `diagnostics`, and the renderer falls back.
public struct Catalog: Sendable {
    /// The source catalog.
    public var source: SourceCatalog {
        didSet {
            refreshPseudoLocalizations()
            cache = CatalogCache()
        }
    }
    /// Localizations by canonical tag, each read from its text on first use.
    private var slots: [String: LocalizationSlot]
    /// Problems found while loading files eagerly (`add(text:file:)`, `overlaying`).
    private var loadDiagnostics: [Diagnostic]
    /// Compiled tables and resolved chains, shared by every copy of this catalog until one
    /// is changed (a change gives the changed copy a new, empty cache).
    private(set) var cache = CatalogCache()

    /// Partial localizations (an app's overrides) by canonical tag: their messages take
    /// precedence, and every message they lack comes from `localizations`.
    public var overrides: [String: Localization] = [:] {
        didSet { cache = CatalogCache() }
    }

    /// Creates a catalog from a source catalog and localizations by canonical tag.
    public init(source: SourceCatalog, localizations: [String: Localization], diagnostics: [Diagnostic] = []) {
        self.source = source
        self.slots = localizations.mapValues { LocalizationSlot(loaded: $0) }
        self.loadDiagnostics = diagnostics
    }

    /// Localizations by canonical BCP-47 tag.
    ///
    /// Reading this property reads every localization not read yet (the built-in ones are
    /// read on first use); a renderer reads only the locales of its fallback chain.
    public var localizations: [String: Localization] {
        get {
            var result: [String: Localization] = [:]
            for (tag, slot) in slots {
                if case .success(let localization) = slot.load() { result[tag] = localization }
            }
            return result
        }
        set {
            slots = newValue.mapValues { LocalizationSlot(loaded: $0) }
            cache = CatalogCache()
        }
    }

    /// Problems found while loading, including those of every localization read on
    /// first use (reading this property reads them all).
    public var diagnostics: [Diagnostic] {
        loadDiagnostics + slots.keys.sorted().compactMap { slots[$0]?.load().failure }
    }

    /// Problems found while loading the files of the given locales only (as renderers read
    /// them: a built-in file is indexed, not read whole).
    func loadDiagnostics(for tags: [String]) -> [Diagnostic] {
        loadDiagnostics + tags.compactMap { tag -> Diagnostic? in
            guard case .failure(let failure)? = slots[tag]?.messageSource() else { return nil }
            return failure.diagnostic
        }
    }

    /// What a message table reads of a localization (see `MessageSource`); nil when the
    /// catalog has none or its file cannot be read.
    func messageSource(_ tag: String) -> MessageSource? {
        guard case .success(let source)? = slots[tag]?.messageSource() else { return nil }
        return source
    }

    /// The localization for a canonical tag, read now if it was not read yet; nil when
    /// the catalog has none or its file cannot be read (see `diagnostics`).
    public func localization(_ tag: String) -> Localization? {
        guard case .success(let localization)? = slots[tag]?.load() else { return nil }
        return localization
    }

    /// Whether the catalog has a localization (or overrides) for a canonical tag, without reading it.
    func hasLocalization(_ tag: String) -> Bool {
        slots[tag] != nil || overrides[tag] != nil
    }

    /// The locales that have messages: the source locale and every localization.
    /// The pseudo-locales (`en-XA`, `ar-XB`) are not listed; see `PseudoLocale`.
    public var locales: [String] {
        ([source.sourceLocale] + slots.keys.sorted().filter { PseudoLocale(tag: $0) == nil && $0 != source.sourceLocale })
    }

    /// The catalogs built into the library.
    ///
    /// Only the source catalog is read here; each localization is read the first time a
    /// renderer of its locale is built, and the pseudo-locales are generated the first
    /// time they are asked for.
    /// The texts the embedded catalog is read from, the source catalog first (for
    /// `guidepost bench`, which measures what reading them costs).
    package static var embeddedTexts: [(file: String, text: String, index: String?)] {
        [(EmbeddedCatalogs.source.file, EmbeddedCatalogs.source.text, nil)]
            + EmbeddedCatalogs.localizations.map { ($0.file, $0.text, $0.index) }
    }

    /// The catalog built into the library: the source templates and every shipped
    /// localization, read when first used (each locale's messages when first rendered).
    public static let embedded: Catalog = {
        var diagnostics: [Diagnostic] = []
        let source: SourceCatalog
        do throws(CatalogError) {
            let loaded = try SourceCatalog.load(text: EmbeddedCatalogs.source.text, file: EmbeddedCatalogs.source.file)
            source = loaded.0
            diagnostics += loaded.1
        } catch {
            // The embedded source is checked by the tests; an empty catalog keeps the
            // library usable (every message then renders from its built-in fallback).
            diagnostics.append(Diagnostic(.error, check: "invalid-catalog", error.description, file: error.file))
            source = SourceCatalog(sourceLocale: "en", messages: [], file: EmbeddedCatalogs.source.file, indexByKey: [:])
        }
        var catalog = Catalog(source: source, localizations: [:], diagnostics: diagnostics)
        for file in EmbeddedCatalogs.localizations {
            // The embedder checked that each file states the locale its name gives.
            let tag = LocaleResolver.canonicalTag(file.locale) ?? file.locale
            catalog.slots[tag] = LocalizationSlot(text: file.text, file: file.file, builtIn: true, index: file.index)
        }
        for file in EmbeddedCatalogs.broken {
            // Left out of the build (the embedder warned where): the locale falls back, and a
            // renderer's diagnostics say why.
            let tag = LocaleResolver.canonicalTag(file.locale) ?? file.locale
            catalog.slots[tag] = LocalizationSlot(broken: Diagnostic(.error, check: "invalid-file",
                "\(file.message); \(file.locale) was left out of this build and renders from its fallback locales",
                file: file.file, location: SourceLocation(line: file.line, column: file.column)))
        }
        catalog.addPseudoLocalizations()
        return catalog
    }()

    /// Reads every `*.json` file of a directory as a localization over this catalog's.
    ///
    /// - Parameters:
    ///   - directory: The directory to read.
    ///   - merging: When false (a translator's working copy), a file for `de` replaces the
    ///     built-in `de`. When true (an app's overrides), a file may hold only some
    ///     messages: those win, and the rest still come from the built-in `de`.
    /// - Throws: `CatalogError` when the directory cannot be read; a bad file is a
    ///   diagnostic instead.
    public func overlaying(localizationsAt directory: URL, merging: Bool = false) throws(CatalogError) -> Catalog {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw CatalogError(file: directory.path, location: nil, message: "cannot read the directory: \(error.localizedDescription)")
        }
        var catalog = self
        for name in names.sorted() where name.hasSuffix(".json") {
            let url = directory.appendingPathComponent(name)
            let display = directory.lastPathComponent + "/" + name
            guard let data = FileManager.default.contents(atPath: url.path) else {
                catalog.loadDiagnostics.append(Diagnostic(.error, check: "unreadable-file", "cannot read the file", file: display))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                catalog.loadDiagnostics.append(Diagnostic(.error, check: "invalid-encoding", "the file is not UTF-8", file: display))
                continue
            }
            catalog.add(text: text, file: display, asOverride: merging)
        }
        return catalog
    }

    /// Adds one localization from its text, replacing any for the same locale (or, with
    /// `asOverride`, as overrides in front of it); a file that cannot be read is reported
    /// in `diagnostics`.
    public mutating func add(text: String, file: String, asOverride: Bool = false) {
        do {
            let localization = try Localization.load(text: text, file: file)
            let tag = LocaleResolver.canonicalTag(localization.locale) ?? localization.locale
            if asOverride {
                overrides[tag] = localization
                // An override of a key the source lacks changes nothing: say so, it is a typo.
                for entry in localization.entries where source.message(entry.key) == nil {
                    loadDiagnostics.append(Diagnostic(.warning, check: "unknown-key",
                        "the source catalog has no message \"\(entry.key)\"; the override is ignored", file: file,
                        location: entry.keyLocation, locale: tag, key: entry.key))
                }
            } else {
                slots[tag] = LocalizationSlot(loaded: localization)
                cache = CatalogCache()
            }
        } catch {
            let diagnostic = Diagnostic(.error, check: "invalid-file", error.message, file: error.file, location: error.location)
            // A translator's file for a locale replaces the built-in one even when it cannot be
            // read: the locale then falls back and says why, never renders a stale copy.
            let name = (file as NSString).lastPathComponent
            if !asOverride, name.hasSuffix(".json"), let tag = LocaleResolver.canonicalTag(String(name.dropLast(5))) {
                slots[tag] = LocalizationSlot(broken: diagnostic)
                cache = CatalogCache()
            } else {
                loadDiagnostics.append(diagnostic)
            }
        }
    }
}

extension Catalog {
    /// Adds `en-XA` and `ar-XB`, generated from the source catalog the first time they
    /// are used (replacing any earlier pseudo-localization; a file of the translator's own
    /// for those tags wins when overlaid later).
    public mutating func addPseudoLocalizations() {
        for pseudo in PseudoLocale.all {
            slots[pseudo.tag] = LocalizationSlot(pseudo: pseudo, source: source)
        }
        cache = CatalogCache()
    }

    /// Regenerates pseudo-localizations from a changed source catalog.
    private mutating func refreshPseudoLocalizations() {
        for pseudo in PseudoLocale.all where slots[pseudo.tag]?.isPseudo == true {
            slots[pseudo.tag] = LocalizationSlot(pseudo: pseudo, source: source)
        }
    }
}

/// One localization of a catalog: already read, or read from its text (or generated, for a
/// pseudo-locale) the first time it is needed, once, whichever thread asks first.
final class LocalizationSlot: Sendable {
    private enum Origin: Sendable {
        case loaded(Localization)
        case text(String, file: String, index: String?)
        case pseudo(PseudoLocale, SourceCatalog)
        /// A built-in file the embedder left out (not valid JSON, or another locale's).
        case broken(Diagnostic)
    }

    enum Loaded: Sendable {
        case success(Localization)
        case failure(Diagnostic)

        var failure: Diagnostic? {
            if case .failure(let diagnostic) = self { return diagnostic }
            return nil
        }
    }

    private let origin: Origin
    private let state = Lock<Loaded?>(nil)
    private let sourceState = Lock<Result<MessageSource, Failure>?>(nil)

    /// A file that could not be read, as its diagnostic.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    init(loaded: Localization) {
        origin = .loaded(loaded)
        isBuiltIn = false
    }
    /// Whether the text is a built-in file, which the package's tests lint: renderers index
    /// it (`MessageSource.indexing`) rather than read it whole.
    private let isBuiltIn: Bool

    /// - Parameter index: A built-in file's members as the embedder found them.
    init(text: String, file: String, builtIn: Bool = false, index: String? = nil) {
        origin = .text(text, file: file, index: index)
        isBuiltIn = builtIn
    }
    init(pseudo: PseudoLocale, source: SourceCatalog) {
        origin = .pseudo(pseudo, source)
        isBuiltIn = false
    }
    init(broken diagnostic: Diagnostic) {
        origin = .broken(diagnostic)
        isBuiltIn = true
    }

    var isPseudo: Bool {
        if case .pseudo = origin { return true }
        return false
    }

    /// What renderers read of the localization: a built-in file indexed (its messages read
    /// when first used), any other read whole. Made once, whichever thread asks first.
    func messageSource() -> Result<MessageSource, Failure> {
        sourceState.withLock { state in
            if let state { return state }
            let made: Result<MessageSource, Failure>
            switch origin {
            case .text(let text, let file, let index) where isBuiltIn:
                do throws(CatalogError) {
                    made = .success(try MessageSource.indexing(text: text, file: file, index: index))
                } catch {
                    made = .failure(Failure(diagnostic: Diagnostic(.error, check: "invalid-file", error.message,
                        file: error.file, location: error.location)))
                }
            default:
                switch load() {
                case .success(let localization): made = .success(MessageSource(localization))
                case .failure(let diagnostic): made = .failure(Failure(diagnostic: diagnostic))
                }
            }
            state = made
            return made
        }
    }

    func load() -> Loaded {
        if case .loaded(let localization) = origin { return .success(localization) }
        return state.withLock { state in
            if let state { return state }
            let loaded: Loaded
            switch origin {
            case .loaded(let localization):
                loaded = .success(localization)
            case .text(let text, let file, _):
                do throws(CatalogError) {
                    loaded = .success(try Localization.load(text: text, file: file))
                } catch {
                    loaded = .failure(Diagnostic(.error, check: "invalid-file", error.message, file: error.file,
                        location: error.location))
                }
            case .pseudo(let pseudo, let source):
                loaded = .success(pseudo.localization(of: source))
            case .broken(let diagnostic):
                loaded = .failure(diagnostic)
            }
            state = loaded
            return loaded
        }
    }
}

/// What renderers of one catalog share: resolved fallback chains and compiled message
/// tables, each built once (concurrent first uses wait for the one build).
///
/// Keyed by what callers ask for (locale tags, which any request may bring), so bounded like
/// every cache (`BoundedTable`): a table evicted is built again for the next new renderer,
/// while renderers that have it keep it.
final class CatalogCache: Sendable {
    private final class Cell<Value: Sendable>: Sendable {
        let value = Lock<Value?>(nil)
    }

    /// Entries per generation: more locales than any app or server asks for.
    static let capacity = 256

    private let resolutions = Lock(BoundedTable<TextKey, LocaleResolution>(capacity: capacity))
    private let tables = Lock(BoundedTable<TextKey, Cell<MessageTable>>(capacity: capacity))

    /// The resolution of a requested tag, resolved once.
    func resolution(_ requested: String, _ resolve: () -> LocaleResolution) -> LocaleResolution {
        let key = TextKey(requested)
        if let known = resolutions.withLock({ $0.value(key) }) { return known }
        let resolution = resolve()
        resolutions.withLock { $0.insert(resolution, for: key) }
        return resolution
    }

    /// The table for a key, built by `build` on first use while other askers wait for it.
    func table(_ key: String, _ build: () -> MessageTable) -> MessageTable {
        let key = TextKey(key)
        let cell = tables.withLock { tables in
            if let cell = tables.value(key) { return cell }
            let cell = Cell<MessageTable>()
            tables.insert(cell, for: key)
            return cell
        }
        return cell.value.withLock { value in
            if let value { return value }
            let table = build()
            value = table
            return table
        }
    }
}
