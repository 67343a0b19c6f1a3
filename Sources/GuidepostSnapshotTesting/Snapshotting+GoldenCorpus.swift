import Foundation
import Guidepost
import GuidepostTranslation
import SnapshotTesting

extension Snapshotting where Value == GoldenCorpus.Variant, Format == String {
    /// The golden corpus document of a locale and unit system, exactly as
    /// `guidepost snapshot record` writes it (see `GoldenCorpus.document(for:catalog:)`).
    ///
    /// ```swift
    /// for variant in try GoldenCorpus.variants() {
    ///     assertSnapshot(of: variant, as: .goldenCorpus(), named: variant.id, testName: "corpus")
    /// }
    /// ```
    ///
    /// - Parameter catalog: The messages; the built-in catalogs by default.
    public static func goldenCorpus(catalog: Catalog = .embedded) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { variant in
            do throws(ICUError) {
                return try GoldenCorpus.document(for: variant, catalog: catalog)
            } catch {
                return "error: " + TextForm.escape(error.description) + "\n"
            }
        }
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The record mode for golden files kept in a repository: never on CI, so that a
    /// difference or a missing file fails instead of being written; elsewhere the mode in
    /// `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`, `never`), else `missing`.
    ///
    /// CI is recognised by the `CI` environment variable set to `true` or `1`, as GitHub
    /// Actions, GitLab CI and most other services set it.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .fromEnvironment))
    /// struct RouteSnapshotTests { … }
    /// ```
    public static var fromEnvironment: Self {
        let environment = ProcessInfo.processInfo.environment
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = Self(rawValue: value) { return mode }
        return .missing
    }
}
