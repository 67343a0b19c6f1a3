import Foundation

/// The messages Guidepost renders: the source catalog and the localizations.
///
/// `Catalog.embedded` is built into the library. `overlaying(localizationsAt:)` reads a
/// directory of localization files over it (a translator's working copy, an app's
/// overrides). Loading never fails for a problem in one message or file: such problems
/// are in `diagnostics`, and the renderer falls back.
public struct Catalog: Sendable {
    /// The source catalog.
    public var source: SourceCatalog
    /// Localizations by canonical BCP-47 tag.
    public var localizations: [String: Localization]
    /// Problems found while loading.
    public var diagnostics: [Diagnostic]
    /// Partial localizations (an app's overrides) by canonical tag: their messages take
    /// precedence, and every message they lack comes from `localizations`.
    public var overrides: [String: Localization] = [:]

    /// The locales that have messages: the source locale and every localization.
    /// The pseudo-locales (`en-XA`, `ar-XB`) are not listed; see `PseudoLocale`.
    public var locales: [String] {
        ([source.sourceLocale] + localizations.keys.sorted().filter { PseudoLocale(tag: $0) == nil })
    }

    /// The catalogs built into the library.
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
            catalog.add(text: file.text, file: file.file)
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
                catalog.diagnostics.append(Diagnostic(.error, check: "unreadable-file", "cannot read the file", file: display))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                catalog.diagnostics.append(Diagnostic(.error, check: "invalid-encoding", "the file is not UTF-8", file: display))
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
            } else {
                localizations[tag] = localization
            }
        } catch {
            diagnostics.append(Diagnostic(.error, check: "invalid-file", error.message, file: error.file, location: error.location))
        }
    }
}
