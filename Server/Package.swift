// swift-tools-version: 6.1
import PackageDescription

// `guidepost serve`: Guidepost in front of a self-hosted OSRM or Valhalla, as its own package so
// that an app depending on Guidepost never resolves or builds a server's dependencies.
let package = Package(
    name: "GuidepostServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "guidepost-serve", targets: ["guidepost-serve"]),
        .library(name: "GuidepostServer", targets: ["GuidepostServer"]),
    ],
    dependencies: [
        // By name: a path dependency is otherwise named after its folder, which differs between clones.
        .package(name: "Guidepost", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The service: routes, the renderer pool, limits, the upstream proxy, metrics.
        .target(
            name: "GuidepostServer",
            dependencies: [
                .product(name: "Guidepost", package: "Guidepost"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The command: flags and environment variables, then the service until SIGTERM.
        .executableTarget(
            name: "guidepost-serve",
            dependencies: [
                "GuidepostServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "GuidepostServerTests",
            dependencies: [
                "GuidepostServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
