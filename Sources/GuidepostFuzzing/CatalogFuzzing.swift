import Guidepost
import GuidepostTranslation

/// Translator files: a localization (`Localizations/<locale>.json`) or a source catalog
/// (`Templates/messages.json`) as an app overlays it or a translator lints and previews it.
enum CatalogFuzzing {
    /// A localization file over the embedded catalog: loaded, linted, previewed, and the
    /// golden corpus rendered with it.
    static func runLocalization(_ input: FuzzInput) throws(FuzzViolation) {
        let file = "Fuzz/localization.json"
        var catalog = Catalog.embedded
        // The app path: a bad file is a diagnostic, never an error.
        catalog.add(text: input.text, file: file, asOverride: input.pick(2) == 1)
        // The built-in path: the file skimmed for where its messages are, each read when asked.
        let indexed = try? MessageSource.indexing(text: input.text, file: file)
        if let indexed {
            for message in catalog.source.messages { _ = indexed.entry(message.key) }
        }
        let localization: Localization
        do {
            localization = try Localization.load(text: input.text, file: file)
        } catch {
            _ = error.description
            for diagnostic in catalog.diagnostics where diagnostic.file == file { _ = diagnostic.description }
            return
        }
        // A file the parser reads whole is one the skim finds the same messages in, each
        // readable on its own.
        guard let indexed else {
            throw FuzzViolation(.localization, "the file parses but its skim fails: \(input.text.debugDescription.clipped())")
        }
        for entry in localization.entries {
            guard case .success(let member)? = indexed.entry(entry.key), member.keyLocation == entry.keyLocation,
                member.value.location == entry.value.location
            else {
                throw FuzzViolation(.localization,
                    "the skim reads \"\(entry.key)\" otherwise than the parser: \(input.text.debugDescription.clipped())")
            }
        }
        let linter = CatalogLinter()
        for diagnostic in linter.lint(localization, source: catalog.source) { _ = diagnostic.description }
        for diagnostic in linter.lint(catalog, locales: [localization.locale]) { _ = diagnostic.description }

        let options = FuzzRenderers.optionMixes[input.pick(FuzzRenderers.optionMixes.count)]
        let renderer: Renderer
        do {
            // The locale is the file's own: ICU may refuse it, which is an error, not a crash.
            renderer = try Renderer(locale: localization.locale, options: options, catalog: catalog)
        } catch {
            _ = error.description
            return
        }
        for diagnostic in renderer.diagnostics { _ = diagnostic.description }
        try render(FuzzRenderers.corpus, with: renderer, .localization)

        // What a translator looks at before lint: every message with sample values. It renders
        // the whole catalog several times over, so one input in four takes this path (chosen
        // by the input, so a saved input replays the same way).
        guard input.pick(4) == 0 else { return }
        let preview: CatalogPreview
        do {
            preview = try CatalogPreview(locale: localization.locale, catalog: catalog)
        } catch {
            _ = error.description
            return
        }
        for sample in preview.samples() {
            try RenderChecks.check(sample.translation, .localization, "preview \(sample.key) \(sample.values)")
        }
    }

    /// A source catalog in place of the embedded one, with the shipped localizations
    /// compiled against it, linted and rendered.
    static func runSource(_ input: FuzzInput) throws(FuzzViolation) {
        let source: SourceCatalog
        do {
            let loaded = try SourceCatalog.load(text: input.text, file: "Fuzz/messages.json")
            source = loaded.0
            for diagnostic in loaded.1 { _ = diagnostic.description }
        } catch {
            _ = error.description
            return
        }
        var catalog = Catalog.embedded
        catalog.source = source
        let locale = FuzzRenderers.locales[input.pick(FuzzRenderers.locales.count)]
        for diagnostic in CatalogLinter().lint(catalog, locales: [locale]) { _ = diagnostic.description }
        let options = FuzzRenderers.optionMixes[input.pick(FuzzRenderers.optionMixes.count)]
        for tag in [source.sourceLocale, locale] {
            let renderer: Renderer
            do {
                renderer = try Renderer(locale: tag, options: options, catalog: catalog)
            } catch {
                _ = error.description
                continue
            }
            try render(FuzzRenderers.corpus, with: renderer, .source)
        }
    }

    private static func render(_ instructions: [Instruction], with renderer: Renderer, _ target: FuzzTarget)
        throws(FuzzViolation)
    {
        for (position, instruction) in instructions.enumerated() {
            let line: RenderedInstruction
            do {
                line = try renderer.render(instruction)
            } catch {
                _ = error.description
                continue
            }
            try RenderChecks.check(line, target, "\(renderer.formattingLocale) corpus line \(position)")
        }
    }
}
