// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Guidepost",
    // Linux builds and is tested, against the system ICU (Debian libicu-dev). On Apple
    // platforms the shim calls the OS's libicucore through declarations checked against real
    // ICU headers here (not built on an Apple system here). The minimum Apple versions are
    // those of Swift's `Duration`, the newest standard-library type the library uses (see the
    // README's "Platforms").
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What an app links: model, templates, catalogs, ICU formatting, rendering, route readers.
        .library(name: "Guidepost", targets: ["Guidepost"]),
        // Translator and test tooling: lint, coverage, preview, plural samples, XLIFF and
        // String Catalog exchange, the golden corpus. Apps do not need it.
        .library(name: "GuidepostTranslation", targets: ["GuidepostTranslation"]),
        .executable(name: "guidepost", targets: ["GuidepostCLI"]),
        .library(name: "GuidepostSnapshotTesting", targets: ["GuidepostSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (Scripts/docs): a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The only code that calls ICU's C API; see include/guidepost_icu.h for why it exists.
        .target(
            name: "CGuidepostICU",
            linkerSettings: [
                // The system ICU: Debian's libicu-dev elsewhere; on Apple platforms the OS's
                // libicucore, called through Sources/CGuidepostICU/icucore/icu_declarations.h.
                .linkedLibrary("icui18n", .when(platforms: [.linux, .android, .openbsd])),
                .linkedLibrary("icuuc", .when(platforms: [.linux, .android, .openbsd])),
                .linkedLibrary("icudata", .when(platforms: [.linux, .android, .openbsd])),
                .linkedLibrary("icucore", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])),
            ]
        ),
        // The ICU layer: the only importer of the C shim (numbers, plurals, ordinals, time, case
        // mapping, bidi classes), with the bounded tables and byte keys every cache uses.
        // `Guidepost` re-exports what apps use of it (`ICUError`, `PluralCategory`).
        .target(
            name: "GuidepostICU",
            dependencies: ["CGuidepostICU"]
        ),
        // Guidepost's JSON reader and writer (positions, key order, numbers as written, skimming),
        // apart so that the embedder reports a broken file where it is broken.
        .target(name: "GuidepostJSON"),
        // Turns Templates/ and Localizations/ into Swift source so the library carries its catalogs.
        .executableTarget(name: "GuidepostEmbedder", dependencies: ["GuidepostJSON"]),
        .plugin(
            name: "EmbedCatalogs",
            capability: .buildTool(),
            dependencies: ["GuidepostEmbedder"]
        ),
        .target(
            name: "Guidepost",
            dependencies: ["GuidepostICU", "GuidepostJSON"],
            plugins: ["EmbedCatalogs"]
        ),
        .target(
            name: "GuidepostTranslation",
            dependencies: ["Guidepost"]
        ),
        .executableTarget(
            name: "GuidepostCLI",
            dependencies: [
                "Guidepost",
                "GuidepostTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzz target logic (no product): the libFuzzer binaries of Scripts/fuzz and the
        // regression tests replaying Tests/Fuzz/Regressions/ both call it.
        .target(
            name: "GuidepostFuzzing",
            dependencies: ["Guidepost", "GuidepostTranslation"]
        ),
        .testTarget(
            name: "GuidepostTests",
            dependencies: ["Guidepost", "GuidepostTranslation", "GuidepostFuzzing"],
            exclude: ["Fixtures"]
        ),
        // Snapshot strategies for apps' tests; kept out of `Guidepost` so apps do not ship
        // swift-snapshot-testing.
        .target(
            name: "GuidepostSnapshotTesting",
            dependencies: [
                "Guidepost",
                "GuidepostTranslation",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The golden corpus in every shipped locale, recorded under __Snapshots__/.
        .testTarget(
            name: "GuidepostSnapshotTests",
            dependencies: ["GuidepostSnapshotTesting", "GuidepostTranslation", "Guidepost"],
            exclude: ["__Snapshots__"]
        ),
        // Runs the built `guidepost snapshot` command end to end.
        .testTarget(
            name: "GuidepostCLISnapshotTests",
            dependencies: ["GuidepostCLI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
