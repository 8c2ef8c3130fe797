// swift-tools-version: 6.0
import PackageDescription

// Hummingbird under the probes the inspector's server is measured with
// (scripts/inspector-burst.py, scripts/inspector-probe.py): a package of its
// own, so that neither StoreGen nor its other benchmarks depend on SwiftNIO.
// Results: Benchmarks/Results/Inspector.md.
//
//     swift build -c release --package-path Benchmarks/HTTPServerComparison
let package = Package(
    name: "HTTPServerComparison",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1")
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdProbeServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")]
        )
    ],
    swiftLanguageModes: [.v6]
)
