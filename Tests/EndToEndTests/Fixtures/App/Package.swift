// swift-tools-version: 6.0
import PackageDescription

// An app that adopts StoreGen the way a user would: a path dependency on the
// StoreGen checkout (the end-to-end test rewrites the path to an absolute one
// when it copies this package) and the build plugin on its target.
let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "StoreGen", path: "../../../.."),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "StoreRuntime", package: "StoreGen")],
            plugins: [.plugin(name: "StoreGenPlugin", package: "StoreGen")]
        ),
        // A schema in a target that forgot the plugin: the command plugins
        // must say so (the end-to-end test checks the warning).
        .target(name: "Unplugged"),
    ],
    swiftLanguageModes: [.v6]
)
