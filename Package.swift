// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StoreGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "StoreRuntime", targets: ["StoreRuntime"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
        .library(name: "StoreSchema", targets: ["StoreSchema"]),
        .library(name: "StoreCodegen", targets: ["StoreCodegen"]),
        .executable(name: "storegen", targets: ["storegen"]),
        .plugin(name: "StoreGenPlugin", targets: ["StoreGenPlugin"]),
        .plugin(name: "StoreGenCommand", targets: ["StoreGenCommand"]),
        .plugin(name: "StoreGenValidate", targets: ["StoreGenValidate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Test targets only: a clock tests advance instead of waiting.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: Toolchain: YAML -> validated model -> Swift text
        .target(name: "StoreSchema", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "StoreCodegen", dependencies: ["StoreSchema"]),
        .executableTarget(
            name: "storegen",
            dependencies: [
                "StoreSchema",
                "StoreCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: What apps import
        .target(name: "StoreRuntime"),
        .target(name: "StoreTesting", dependencies: ["StoreRuntime"]),

        // MARK: Plugins
        .plugin(name: "StoreGenPlugin", capability: .buildTool(), dependencies: ["storegen"]),
        .plugin(
            name: "StoreGenCommand",
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

        // MARK: Examples (built through the plugin, like an app would)
        .executableTarget(
            name: "CounterApp",
            dependencies: ["StoreRuntime"],
            path: "Sources/Examples/CounterApp",
            plugins: [.plugin(name: "StoreGenPlugin")]
        ),

        // MARK: Examples (examples-b)
        .executableTarget(
            name: "Shopping", dependencies: ["StoreRuntime"], path: "Sources/Examples/Shopping",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .testTarget(name: "ShoppingTests", dependencies: ["Shopping", "StoreTesting"]),
        .executableTarget(
            name: "CommandCounter", dependencies: ["StoreRuntime"], path: "Sources/Examples/CommandCounter",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .testTarget(
            name: "CommandCounterTests",
            dependencies: ["CommandCounter", "StoreTesting", .product(name: "Clocks", package: "swift-clocks")]),
        // MARK: Examples (examples-b) end
        // MARK: Examples (examples-a)
        .executableTarget(
            name: "TimeTracker", dependencies: ["StoreRuntime"], path: "Sources/Examples/TimeTracker",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .testTarget(name: "TimeTrackerTests", dependencies: ["TimeTracker", "StoreRuntime", "StoreTesting", "StoreGenTestSupport"]),
        .target(
            name: "CounterFeature", dependencies: ["StoreRuntime"], path: "Sources/Examples/CounterFeature",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .executableTarget(
            name: "ModularCounter", dependencies: ["CounterFeature", "StoreRuntime"], path: "Sources/Examples/ModularCounter",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .testTarget(name: "ModularCounterTests", dependencies: ["ModularCounter", "CounterFeature", "StoreRuntime", "StoreTesting"]),
        .executableTarget(
            name: "Todos", dependencies: ["StoreRuntime"], path: "Sources/Examples/Todos",
            plugins: [.plugin(name: "StoreGenPlugin")]),
        .testTarget(name: "TodosTests", dependencies: ["Todos", "StoreRuntime", "StoreTesting"]),
        // MARK: End of Examples (examples-a)

        // MARK: Tests
        // Runs child processes and blocking work off Swift's cooperative pool
        // (see Tests/TestSupport), for the test targets that need either.
        .target(name: "StoreGenTestSupport", path: "Tests/TestSupport"),
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
                "StoreRuntime", "PersistenceCrashHelper", "StoreGenTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        // Killed mid-save by StoreRuntimeTests' crash-safety test.
        .executableTarget(name: "PersistenceCrashHelper", dependencies: ["StoreRuntime"], path: "Tests/PersistenceCrashHelper"),
        .testTarget(
            name: "StoreTestingTests",
            dependencies: ["StoreTesting", "StoreRuntime", .product(name: "Clocks", package: "swift-clocks")]
        ),
        .testTarget(name: "storegenTests", dependencies: ["storegen", "StoreSchema", "StoreCodegen", "StoreGenTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["storegen", "StoreGenTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
