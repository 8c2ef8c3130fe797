// swift-tools-version: 6.0
import PackageDescription

// StoreGen's benchmarks, in a package of their own so that apps resolving
// StoreGen never see them. Run from the repository root, in release:
//
//     swift run -c release --package-path Benchmarks RuntimeBenchmark
//     swift run -c release --package-path Benchmarks GeneratorBenchmark
//     swift run -c release --package-path Benchmarks PersistenceBenchmark
//     Benchmarks/effect-flood.sh
let package = Package(
    name: "StoreGenBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "StoreGen", path: ".."),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [.product(name: "StoreRuntime", package: "StoreGen")],
            path: "RuntimeBenchmark",
            // WideState comes from Wide.store.yaml at build time, and so do
            // its tables of field number i (WideTablesPlugin).
            plugins: [.plugin(name: "StoreGenPlugin", package: "StoreGen"), "WideTablesPlugin"]
        ),
        .plugin(
            name: "WideTablesPlugin",
            capability: .buildTool(),
            dependencies: ["WideTablesGenerator"],
            path: "Plugins/WideTablesPlugin"
        ),
        .executableTarget(name: "WideTablesGenerator", path: "WideTablesGenerator"),
        // Usually built by effect-flood.sh; a target too, so that CI's build
        // of this package keeps it compiling.
        .executableTarget(
            name: "EffectFlood",
            dependencies: [.product(name: "StoreRuntime", package: "StoreGen")],
            path: "EffectFlood"
        ),
        // The JSON file against the SQLite database (Results/PersistenceBenchmark.md).
        .executableTarget(
            name: "PersistenceBenchmark",
            dependencies: [
                .product(name: "StoreRuntime", package: "StoreGen"),
                .product(name: "StoreSQLite", package: "StoreGen"),
            ],
            path: "PersistenceBenchmark",
            plugins: [.plugin(name: "StoreGenPlugin", package: "StoreGen")]
        ),
        .executableTarget(
            name: "GeneratorBenchmark",
            dependencies: [
                .product(name: "StoreSchema", package: "StoreGen"),
                .product(name: "StoreCodegen", package: "StoreGen"),
                // Built alongside so the generated code can be compiled against it.
                .product(name: "StoreRuntime", package: "StoreGen"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "GeneratorBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
