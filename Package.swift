// swift-tools-version: 6.0
import PackageDescription

/// An example app: its schema is turned into Swift by the build plugin, the
/// way an app that adopts StoreGen builds.
func example(_ name: String, library: Bool = false, dependencies: [Target.Dependency] = []) -> Target {
    let dependencies: [Target.Dependency] = ["StoreRuntime"] + dependencies
    let path = "Sources/Examples/\(name)"
    let plugins: [Target.PluginUsage] = [.plugin(name: "StoreGenPlugin")]
    return library
        ? .target(name: name, dependencies: dependencies, path: path, plugins: plugins)
        : .executableTarget(name: name, dependencies: dependencies, path: path, plugins: plugins)
}

let package = Package(
    name: "StoreGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "StoreRuntime", targets: ["StoreRuntime"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
        // Only apps whose schema says `persist: {to: sqlite}` depend on it (and on GRDB).
        .library(name: "StoreSQLite", targets: ["StoreSQLite"]),
        .library(name: "StoreSchema", targets: ["StoreSchema"]),
        .library(name: "StoreCodegen", targets: ["StoreCodegen"]),
        .executable(name: "storegen", targets: ["storegen"]),
        .executable(name: "storegen-inspector", targets: ["storegen-inspector"]),
        .plugin(name: "StoreGenPlugin", targets: ["StoreGenPlugin"]),
        .plugin(name: "StoreGenStubs", targets: ["StoreGenStubs"]),
        .plugin(name: "StoreGenValidate", targets: ["StoreGenValidate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.7.3"),
        // storegen inspect's HTTP server: only the inspector's targets use it,
        // so an app's build (and the build plugin's storegen) never builds it.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        // `swift package generate-documentation`: the DocC reference of
        // StoreRuntime and StoreTesting (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // StoreSQLite only: SQLite (the system's on Linux, the SDK's on Apple platforms).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Test targets only: a clock tests advance instead of waiting.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // Test targets only: packages apps import beside StoreGen, whose
        // public names StoreGen's must not take (CoexistenceTests).
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    ],
    targets: [
        // MARK: Libraries and tools: YAML -> validated model -> Swift text, and what apps import

        .target(
            name: "StoreSchema",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "StoreCodegen",
            dependencies: ["StoreSchema"]
        ),
        .executableTarget(
            name: "storegen",
            dependencies: [
                "StoreSchema",
                "StoreCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "StoreRuntime"),
        // A persisted state in an SQLite database, table by table (`persist: {to: sqlite}`).
        .target(
            name: "StoreSQLite",
            dependencies: [
                "StoreRuntime", .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the rows a save writes and a launch reads.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // `storegen inspect`: a recording's timeline in a browser. Its own
        // executable, which `storegen inspect` runs, so that nothing the build
        // plugin needs depends on the HTTP server.
        .target(
            name: "StoreInspector",
            // FlyingFox's sockets only: its HTTP decoding is replaced (see
            // Server/HTTP/LoopbackHTTPServer.swift).
            dependencies: [.product(name: "FlyingSocks", package: "FlyingFox")],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "storegen-inspector",
            dependencies: ["StoreInspector", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "StoreTesting",
            dependencies: ["StoreRuntime", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),

        // MARK: Plugins

        .plugin(
            name: "StoreGenPlugin",
            capability: .buildTool(),
            dependencies: ["storegen"]
        ),
        .plugin(
            name: "StoreGenStubs",
            capability: .command(
                intent: .custom(
                    verb: "generate-reducer-stubs",
                    description: "Writes a scaffold of each schema's reducer conformance, never overwriting a file."
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes reducer scaffolds next to the schemas.")]
            ),
            dependencies: ["storegen"]
        ),
        .plugin(
            name: "StoreGenValidate",
            capability: .command(
                intent: .custom(
                    verb: "validate-store-schemas",
                    description: "Checks every *.store.yaml in the package's targets (for CI); fails on any error."
                )
            ),
            dependencies: ["storegen"]
        ),

        // MARK: Examples (see Docs/Examples-*.md)

        example("CounterApp"),
        example("TimeTracker", dependencies: ["ExampleSupport", "StoreSQLite"]),
        example("CounterFeature", library: true),
        example("ModularCounter", dependencies: ["CounterFeature"]),
        example("Todos", dependencies: ["ExampleSupport"]),
        example("Shopping", dependencies: ["ExampleSupport"]),
        example("CommandCounter", dependencies: ["ExampleSupport"]),
        example("ContactSearch", library: true),
        // Every kind of child feature in one app (Docs/Composition.md).
        example("Standups", library: true),
        // What the command-line examples share: their transcript console and
        // how they read `swift run`'s arguments.
        .target(
            name: "ExampleSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Examples/ExampleSupport"
        ),

        // MARK: Tests (each mirrors the module it tests)

        // Runs child processes and blocking work off Swift's cooperative pool,
        // finds built executables and repository files (see Tests/TestSupport).
        .target(
            name: "StoreGenTestSupport",
            path: "Tests/TestSupport"
        ),
        // Stores generated by the plugin, as an app's are, for the tests of
        // data held once (StoreTestingTests/SharedValueTests) and of the
        // stores of children (StoreRuntimeTests/Children/ChildStoreTests).
        .target(
            name: "SharedValueFeatures",
            dependencies: ["StoreRuntime"],
            path: "Tests/SharedValueFeatures",
            plugins: [.plugin(name: "StoreGenPlugin")]
        ),
        // Generated forms an app's row uses (`key:`, `Duration`, `Result`),
        // through the plugin, for StoreTestingTests/GeneratedFormTests.
        .target(
            name: "PlaybackFeatures",
            dependencies: ["StoreRuntime"],
            path: "Tests/PlaybackFeatures",
            plugins: [.plugin(name: "StoreGenPlugin")]
        ),
        // Stores kept in an SQLite database, generated by the plugin, for
        // StoreSQLiteTests and its helper process.
        .target(
            name: "SQLiteFeatures",
            dependencies: ["StoreRuntime"],
            path: "Tests/SQLiteFeatures",
            plugins: [.plugin(name: "StoreGenPlugin")]
        ),
        // Killed mid-save, and read from a second process, by StoreSQLiteTests.
        .executableTarget(
            name: "SQLitePersistenceHelper",
            dependencies: ["StoreSQLite", "SQLiteFeatures", "StoreRuntime"],
            path: "Tests/SQLitePersistenceHelper"
        ),
        // What the runtime's own tests that drive commands and effects on
        // swift-clocks' TestClock share (apps' tests use StoreTesting's ManualClock).
        .target(
            name: "TestClockSupport",
            dependencies: [.product(name: "Clocks", package: "swift-clocks")],
            path: "Tests/TestClockSupport"
        ),
        .testTarget(
            name: "StoreSchemaTests",
            dependencies: ["StoreSchema", "StoreGenTestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["JSONSchemaCheck.py"],
            resources: [.copy("Fixtures")]
        ),
        // StoreRuntime: the compile tests type-check generated code against its built module.
        .testTarget(
            name: "StoreCodegenTests",
            dependencies: ["StoreCodegen", "StoreSchema", "StoreRuntime", "StoreGenTestSupport"],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            name: "StoreRuntimeTests",
            dependencies: [
                "StoreRuntime", "PersistenceCrashHelper", "StoreGenTestSupport", "TestClockSupport",
                "SharedValueFeatures",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        // Killed mid-save by StoreRuntimeTests' crash-safety test.
        .executableTarget(
            name: "PersistenceCrashHelper",
            dependencies: ["StoreRuntime"],
            path: "Tests/PersistenceCrashHelper"
        ),
        .testTarget(
            name: "StoreSQLiteTests",
            dependencies: [
                "StoreSQLite", "StoreRuntime", "SQLiteFeatures", "SQLitePersistenceHelper", "StoreGenTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "StoreTestingTests",
            dependencies: [
                "StoreTesting", "StoreRuntime", "StoreGenTestSupport", "TestClockSupport", "SharedValueFeatures",
                "PlaybackFeatures", .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "CoexistenceTests",
            dependencies: [
                "StoreRuntime", "StoreTesting", "StoreGenTestSupport",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "CasePaths", package: "swift-case-paths"),
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(
            name: "storegenTests",
            dependencies: ["storegen", "StoreSchema", "StoreCodegen", "StoreGenTestSupport"]
        ),
        // The inspector: its reading of recordings, its server's refusals, and
        // its page in a real (headless) Chromium.
        .testTarget(
            name: "StoreInspectorTests",
            dependencies: [
                "StoreInspector", "storegen-inspector", "StoreRuntime", "StoreTesting", "CommandCounter",
                "Todos", "StoreGenTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["storegen", "StoreGenTestSupport"],
            exclude: ["Fixtures"]
        ),
        // Keeps README.md's and Docs/' excerpts true: compiles the Swift,
        // runs the examples whose output they show.
        .testTarget(
            name: "DocsTests",
            dependencies: [
                "StoreGenTestSupport", "storegen", "StoreSchema", "StoreRuntime", "StoreTesting", "StoreSQLite",
                "CounterApp", "TimeTracker", "ModularCounter", "Todos", "Shopping", "CommandCounter", "ContactSearch",
            ],
            exclude: ["Inputs"]
        ),
        .testTarget(
            name: "TimeTrackerTests",
            dependencies: ["TimeTracker", "StoreRuntime", "StoreSQLite", "StoreTesting", "StoreGenTestSupport"]
        ),
        .testTarget(
            name: "ModularCounterTests",
            dependencies: ["ModularCounter", "CounterFeature", "StoreRuntime", "StoreTesting"]
        ),
        .testTarget(
            name: "TodosTests",
            dependencies: ["Todos", "StoreRuntime", "StoreTesting", "StoreGenTestSupport"]
        ),
        .testTarget(
            name: "ShoppingTests",
            dependencies: ["Shopping", "StoreTesting", "ExampleSupport"]
        ),
        .testTarget(
            name: "ContactSearchTests",
            dependencies: [
                "ContactSearch", "StoreRuntime", "StoreTesting",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "StandupsTests",
            dependencies: ["Standups", "StoreRuntime", "StoreTesting"]
        ),
        .testTarget(
            name: "CommandCounterTests",
            dependencies: ["CommandCounter", "StoreTesting", "ExampleSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
