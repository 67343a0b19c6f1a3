import Guidepost
import GuidepostTranslation
import GuidepostSnapshotTesting
import SnapshotTesting
import Testing

/// The golden corpus in every shipped locale and the unit systems its readers use, checked
/// against `__Snapshots__/GoldenCorpusSnapshotTests/corpus.<locale>-<units>.txt`.
///
/// Recording is off on CI (`CI=true`): a changed translation fails with a diff. To
/// re-record after an intended change, run with `SNAPSHOT_TESTING_RECORD=all` (or
/// `guidepost snapshot record Tests/GuidepostSnapshotTests/__Snapshots__/GoldenCorpusSnapshotTests`,
/// which writes the same files).
@Suite(.snapshots(record: .fromEnvironment))
struct GoldenCorpusSnapshotTests {
    /// Every golden file: each shipped locale in its own unit system and the other common one.
    static let variants: [GoldenCorpus.Variant] = [
        .init(locale: "en", unitSystem: .imperial),
        .init(locale: "en", unitSystem: .metric),
        .init(locale: "ar", unitSystem: .metric),
        .init(locale: "ar", unitSystem: .imperial),
        .init(locale: "de", unitSystem: .metric),
        .init(locale: "de", unitSystem: .imperial),
        .init(locale: "en-001", unitSystem: .metric),
        .init(locale: "en-001", unitSystem: .imperial),
        .init(locale: "en-GB", unitSystem: .imperialUK),
        .init(locale: "en-GB", unitSystem: .metric),
        .init(locale: "fr", unitSystem: .metric),
        .init(locale: "fr", unitSystem: .imperial),
        .init(locale: "ja", unitSystem: .metric),
        .init(locale: "ja", unitSystem: .imperial),
        .init(locale: "ru", unitSystem: .metric),
        .init(locale: "ru", unitSystem: .imperial),
    ]

    @Test(arguments: variants)
    func corpus(_ variant: GoldenCorpus.Variant) {
        // testName and name give the file name `guidepost snapshot` uses: corpus.<id>.txt.
        assertSnapshot(of: variant, as: .goldenCorpus(), named: variant.id, testName: "corpus")
    }

    @Test func defaultVariantsAreTheGoldenFiles() throws {
        #expect(try GoldenCorpus.variants() == Self.variants)
        #expect(Self.variants.map(\.fileName).contains("corpus.en-GB-imperial-uk.txt"))
    }
}
