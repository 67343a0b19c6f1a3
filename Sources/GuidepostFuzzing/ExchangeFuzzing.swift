import Guidepost
import GuidepostTranslation

/// A translator's exchange file coming back: `guidepost import` plans from it before it
/// writes anything, so the plan is where untrusted XLIFF and String Catalogs land.
enum ExchangeFuzzing {
    static let importer = CatalogImporter(source: Catalog.embedded.source)

    static func run(_ input: FuzzInput, format: ExchangeFormat, environment: FuzzEnvironment) throws(FuzzViolation) {
        let target: FuzzTarget = format == .xliff ? .xliff : .xcstrings
        let plan: ImportPlan
        do {
            plan = try importer.plan(text: input.text, file: "fuzz.\(format.rawValue)", format: format,
                existingDirectory: environment.localizations)
        } catch {
            _ = error.description
            return
        }
        for file in plan.files {
            // The import writes `fileName` inside the localizations directory; a separator
            // or a dot name would put it (or a hidden file) somewhere else.
            let name = file.fileName
            guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"), !name.contains("\0")
            else {
                throw FuzzViolation(target, "the import would write \(name.debugDescription.clipped()), "
                    + "which is not a plain file name in the localizations directory")
            }
            // What the import writes must load as the localization it claims to be, or
            // every translation in it is lost at the app's next launch.
            let written: Localization
            do {
                written = try Localization.load(text: file.text, file: name)
            } catch {
                throw FuzzViolation(target, "the file \(name.debugDescription.clipped()) the import would write "
                    + "does not load: \(error)")
            }
            guard written.locale == file.locale else {
                throw FuzzViolation(target, "the file \(name.debugDescription.clipped()) states the locale "
                    + "\(written.locale.debugDescription.clipped()), not \(file.locale.debugDescription.clipped())")
            }
            for diagnostic in CatalogLinter().lint(written, source: importer.source) { _ = diagnostic.description }
        }
        for loss in plan.losses { _ = loss.count }
    }
}
