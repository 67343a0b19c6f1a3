// swift-tools-version: 6.1
import PackageDescription

// An app's package that depends on Guidepost as the README's package line does (by path here):
// its executable runs a Swift developer's first tries and exits non-zero when one gives the
// wrong thing. `Scripts/check-client` builds and runs it.
let package = Package(
    name: "ClientCheck",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        // By name: a path dependency is otherwise named after its folder, which differs between clones.
        .package(name: "Guidepost", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "client-check",
            dependencies: [.product(name: "Guidepost", package: "Guidepost")],
            path: "Sources"
        ),
    ]
)
