// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Guidepost",
    products: [
        .library(name: "Guidepost", targets: ["Guidepost"]),
        .executable(name: "guidepost", targets: ["GuidepostCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
            dependencies: ["Guidepost"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
