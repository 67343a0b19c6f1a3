// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Guidepost",
    products: [
        .library(name: "Guidepost", targets: ["Guidepost"]),
        .executable(name: "guidepost", targets: ["GuidepostCLI"]),
        .library(name: "GuidepostSnapshotTesting", targets: ["GuidepostSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The only code that calls ICU's C API; see include/guidepost_icu.h for why it exists.
        .target(
            name: "CGuidepostICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        // Turns Templates/ and Localizations/ into Swift source so the library carries its catalogs.
        .executableTarget(name: "GuidepostEmbedder"),
        .plugin(
            name: "EmbedCatalogs",
            capability: .buildTool(),
            dependencies: ["GuidepostEmbedder"]
        ),
        .target(
            name: "Guidepost",
            dependencies: ["CGuidepostICU"],
            plugins: ["EmbedCatalogs"]
        ),
        .executableTarget(
            name: "GuidepostCLI",
            dependencies: [
                "Guidepost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "GuidepostTests",
            dependencies: ["Guidepost"],
            exclude: ["Fixtures"]
        ),
        // Snapshot strategies for apps' tests; kept out of `Guidepost` so apps do not ship
        // swift-snapshot-testing.
        .target(
            name: "GuidepostSnapshotTesting",
            dependencies: [
                "Guidepost",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The golden corpus in every shipped locale, recorded under __Snapshots__/.
        .testTarget(
            name: "GuidepostSnapshotTests",
            dependencies: ["GuidepostSnapshotTesting", "Guidepost"],
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
