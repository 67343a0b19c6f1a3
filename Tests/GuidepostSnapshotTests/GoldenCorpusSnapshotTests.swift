import Foundation
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
    static let variants: [GoldenCorpus.Variant] = (try? GoldenCorpus.variants()) ?? []

    /// The golden files checked in.
    static let files: Set<String> = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/GoldenCorpusSnapshotTests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return Set(names.filter { $0.hasPrefix("corpus.") })
    }()

    @Test(arguments: variants)
    func corpus(_ variant: GoldenCorpus.Variant) {
        // testName and name give the file name `guidepost snapshot` uses: corpus.<id>.txt.
        assertSnapshot(of: variant, as: .goldenCorpus(), named: variant.id, testName: "corpus")
    }

    @Test func defaultVariantsAreTheGoldenFiles() throws {
        // Every shipped locale in two unit systems, each with its file, and no stale file.
        #expect(Set(Self.variants.map(\.fileName)) == Self.files)
        #expect(Self.variants.count == 2 * GoldenCorpus.defaultLocales().count)
        #expect(Self.variants.count >= 16)
        #expect(Self.variants.map(\.fileName).contains("corpus.en-GB-imperial-uk.txt"))
    }
}
