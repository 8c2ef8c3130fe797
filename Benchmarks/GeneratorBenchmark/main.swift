import Foundation
import StoreCodegen
import StoreSchema
import Yams

// Run as a compile's frontend job (see `FrontendLauncher`), this becomes
// the real frontend at once.
FrontendLauncher.replaceWithFrontendIfLaunchedAsOne()

// Generator benchmark, for synthetic schemas of N fields, actions and
// subscriptions:
//  1. generation time against the time Yams takes to parse the same YAML
//     (target: at most 2x, growing linearly);
//  2. what the generated files cost the compiler against the bare
//     declarations of the same shapes, without and with synthesized
//     conformances, each compiled as a debug `swift build` compiles a target
//     (the driver in batch mode with two jobs: CPU summed over the jobs,
//     memory of the largest; target: IR instructions and CPU time at most 3x
//     the bare declarations at N = 100 and 1,000, under 2 GB at 5,000, linear
//     growth); with `--wmo`, also each as one `-wmo` frontend;
//     The same for an app target: 8 stores of 20 (the same mix, without
//     children) in one module, against the same declarations by hand, a
//     file per store (target: at most 1.0x those with their conformances in
//     CPU and wall time, as for one store of N = 100). The generated files
//     are laid out as the build plugin lays them out (one file per schema
//     of at most 32 KB, six up to 256 KB, else eight; `--files
//     one|parts|large` forces one layout);
//  3. the compile time of an app file that makes 20 subscriptions and 20
//     dispatches against the generated store (call-site overload resolution).
//
//     swift run -c release --package-path Benchmarks GeneratorBenchmark
//         [--sizes 10,100,1000] [--with-5000] [--runs 3] [--skip-compile]
//         [--wmo] [--all-floors] [--no-app] [--files one|parts|large] [--keep DIRECTORY]
//
// `--keep` writes each size's schema, generated files (in a folder
// SyntheticN) and bare declarations to DIRECTORY, to profile them by hand
// (e.g. `-debug-time-function-bodies`). N = 5,000 is compiled once (minutes
// and gigabytes per compile), whatever `--runs` says, and without the floor
// of synthesized conformances unless `--all-floors`.
//
// IR functions and instructions come from the compiler's statistics and do
// not vary between runs: compare those on a loaded machine. A second table
// splits each compile's CPU time by frontend phase (imports, type checking,
// SILGen, SIL optimization, IRGen, and the rest: LLVM, debug info, the index
// store) with the declarations type-checked and SIL functions emitted. CPU seconds are
// the median of `--runs`, the generated files and their floors compiled in
// turns (so each ratio compares compiles made under the same load); the
// load average is printed next to them. Each compile finds what a package's
// earlier builds leave for an app target (clang modules in the module cache,
// the system modules in the index store: `warmUpDebugBuilds`) and runs its
// jobs through `FrontendLauncher`, so that the driver's job order does not
// depend on chance.

var compileSizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10, 100, 1_000]
if arguments.contains("--with-5000") { compileSizes.append(5_000) }
let runs = option("--runs").flatMap(Int.init) ?? 3
let skipCompile = arguments.contains("--skip-compile")
let alsoWholeModule = arguments.contains("--wmo")
/// Swift's synthesized conformances at N = 5,000 take longer than the rest of
/// the run together, and more memory than the machine may have: opt in.
let allFloors = arguments.contains("--all-floors")
let keptSources = option("--keep").map { URL(fileURLWithPath: $0, isDirectory: true) }
let generationSizes = [10, 100, 1_000, 5_000]

/// The folder with StoreRuntime.swiftmodule: this executable's build folder.
let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules")

report("Generation vs Yams parse (fastest of several runs, release build)")
report("  size   YAML KB     Yams parse     generation   ratio   gen µs/item   output KB")
var schemas: [Int: (schema: SyntheticSchema, generated: [GeneratedFile])] = [:]
for size in Set(generationSizes + compileSizes).sorted() {
    let schema = SyntheticSchema(size: size, children: true)
    let yaml = schema.yaml
    let timingRuns = size >= 1_000 ? 5 : 20
    let parse = try fastest(runs: timingRuns) { _ = try Yams.compose(yaml: yaml) }
    let result = SchemaLoader.load(text: yaml, file: "Synthetic.store.yaml")
    guard let definition = result.definition else {
        report(result.diagnostics.map(\.description).joined(separator: "\n"))
        exit(1)
    }
    var generated: [GeneratedFile] = []
    let generation = fastest(runs: timingRuns) {
        generated = CodeGenerator().generateStore(definition, layout: layout(of: yaml))
    }
    let items = Double(3 * size)
    report(
        String(format: "  %5d  %8.1f  ", size, Double(yaml.utf8.count) / 1024)
            + milliseconds(parse) + "   " + milliseconds(generation)
            + String(
                format: "   %5.2fx   %11.2f   %9.1f", generation / parse, generation / items * 1e6,
                Double(generated.map(\.text.utf8.count).reduce(0, +)) / 1024))
    // The child store every child form embeds, and its (empty) reducer.
    generated +=
        generate(schema.rowYAML, file: "\(schema.rowStore).store.yaml")
        + [GeneratedFile(name: "\(schema.rowStore)Reducer.swift", text: schema.rowReducer)]
    schemas[size] = (schema, generated)
    if let keptSources {
        try FileManager.default.createDirectory(at: keptSources, withIntermediateDirectories: true)
        let folder = keptSources.appendingPathComponent("Synthetic\(size)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in generated {
            try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        for (name, text) in [
            ("Synthetic\(size).store.yaml", yaml),
            ("Bare\(size).swift", schema.bareDeclarations(conformances: false)),
            ("BareConformances\(size).swift", schema.bareDeclarations(conformances: true)),
        ] {
            try text.write(to: keptSources.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }
}

/// The app target: `appStores` stores of `appStoreSize` fields, actions and
/// subscriptions each (the synthetic mix, without children), in one module.
let appStores = 8
let appStoreSize = 20
let appTarget = (1...appStores).map { SyntheticSchema(size: appStoreSize, name: "Feature\($0)") }
if let keptSources {
    let folder = keptSources.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for store in appTarget {
        try store.yaml.write(
            to: folder.appendingPathComponent("\(store.name).store.yaml"), atomically: true, encoding: .utf8)
        for file in generate(store.yaml, file: "\(store.name).store.yaml") {
            try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        try store.bareDeclarations(conformances: true)
            .write(to: folder.appendingPathComponent("\(store.name).hand.swift"), atomically: true, encoding: .utf8)
    }
}
if skipCompile { exit(0) }

let work = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// Clang modules (Foundation, Glibc) built once for every measured compile,
/// as SwiftPM keeps its module cache between builds.
let moduleCache = work.appendingPathComponent("ModuleCache")

/// How often a size is compiled: N = 5,000 takes minutes and gigabytes.
func runs(for size: Int) -> Int { size >= 5_000 ? 1 : runs }

/// `files` written into a folder of their own, for one module's compile.
func write(_ files: [GeneratedFile], module: String) throws -> [URL] {
    let folder = work.appendingPathComponent("sources-\(module)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try files.map { file in
        let url = folder.appendingPathComponent(file.name)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

/// The index store every measured debug build starts from: the system
/// modules indexed, as SwiftPM's shared index store holds them once the app
/// target's dependencies are built (see `debugBuildArguments`).
let indexStoreSeed = work.appendingPathComponent("IndexStoreSeed")

/// A file that imports what the measured files import, for the warm-ups.
let warmUpFile = GeneratedFile(name: "Warm.swift", text: "import Foundation\nimport StoreRuntime\n")

/// A clean debug build of `files` as module `module`, the way `swift build`
/// compiles a library target of the app (see `debugBuildArguments`).
func debugBuild(_ files: [GeneratedFile], module: String) throws -> CompilerRun {
    let sources = try write(files, module: module)
    return try CompilerRun.run(
        CompilerRun.debugBuildArguments(
            sources, moduleName: module, in: work, modules: modules,
            moduleCache: moduleCache, indexStoreSeed: indexStoreSeed),
        in: work)
}

/// Builds, before any measured debug build, what a package's earlier builds
/// leave behind for an app target's: the clang modules (Foundation, Glibc)
/// in the module cache, and the index store's records of the system modules.
func warmUpDebugBuilds() throws {
    let arguments = try CompilerRun.debugBuildArguments(
        try write([warmUpFile], module: "Warm"), moduleName: "Warm", in: work, modules: modules,
        moduleCache: moduleCache)
    _ = try CompilerRun.run(arguments, in: work)
    guard let flag = arguments.firstIndex(of: "-index-store-path") else { return }
    try? FileManager.default.removeItem(at: indexStoreSeed)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: arguments[flag + 1]), to: indexStoreSeed)
}

/// The same for the whole-module compiles: the module cache.
func warmUpWholeModule() throws {
    _ = try wholeModule([warmUpFile], module: "Warm")
}

/// The same files compiled by one `-wmo` frontend (how earlier versions of
/// this benchmark measured): every file's code in one process.
func wholeModule(_ files: [GeneratedFile], module: String) throws -> CompilerRun {
    let sources = try write(files, module: module)
    return try CompilerRun.run(
        [
            "-Onone", "-wmo", "-parse-as-library", "-module-name", module, "-I", modules.path,
            "-module-cache-path", moduleCache.path, "-c",
        ] + sources.map(\.path)
            + ["-o", work.appendingPathComponent("\(module)-\(UUID().uuidString).o").path],
        in: work)
}

/// One row group of a table: generated files against the same shapes
/// written by hand, without and with their conformances.
struct CompileCase {
    /// `100`, or `app` for the app target.
    var label: String
    /// The largest store's size (how often it is compiled, which floors).
    var size: Int
    var generated: [GeneratedFile]
    var bare: [GeneratedFile]
    var conformances: [GeneratedFile]
}

let compileCases: [CompileCase] =
    compileSizes.compactMap { size in
        schemas[size].map { schema, generated in
            CompileCase(
                label: String(size), size: size, generated: generated,
                bare: [GeneratedFile(name: "Bare.swift", text: schema.bareDeclarations(conformances: false))],
                conformances: [GeneratedFile(name: "Bare.swift", text: schema.bareDeclarations(conformances: true))])
        }
    }
    + (arguments.contains("--no-app")
        ? []
        : [
            CompileCase(
                label: "app", size: appStoreSize,
                generated: appTarget.flatMap { generate($0.yaml, file: "\($0.name).store.yaml") },
                bare: appTarget.map {
                    GeneratedFile(name: "\($0.name).swift", text: $0.bareDeclarations(conformances: false))
                },
                conformances: appTarget.map {
                    GeneratedFile(name: "\($0.name).swift", text: $0.bareDeclarations(conformances: true))
                })
        ])

/// One table: per case, the generated files against the two floors.
@MainActor func compileTable(
    _ title: [String], warmUp: () throws -> Void, _ compile: ([GeneratedFile], String) throws -> CompilerRun
) throws {
    // Builds what these flags need first (the clang modules: Foundation,
    // Glibc), so no measured compile pays for it.
    try warmUp()
    report("")
    title.forEach(report)
    report(
        """
        ratios are generated / this row; app: \(appStores) stores of \(appStoreSize) in one module, a file \
        per store by hand.
        """)
    report("Load average before: \(loadAverage())")
    report(
        """
          size  code                 files       KB  ratio    IR funcs  ratio     IR insts  ratio   peak \
        MB  ratio     CPU s  ratio    wall s  ratio
        """)
    var phaseRows: [String] = []
    for compileCase in compileCases {
        let size = compileCase.size
        var variants = [
            ("generated", compileCase.generated), ("bare", compileCase.bare),
            ("bare + conformances", compileCase.conformances),
        ]
        if size >= 5_000, !allFloors {
            variants.removeLast()
            report(
                """
                         bare + conformances: not compiled at N = \(size) (passed 7.8 GB after 6.5 minutes \
                when tried; --all-floors compiles it)
                """)
        }
        // The variants take turns, run after run, so that each ratio compares
        // compiles made under the same load (on a shared machine the load
        // moves within minutes, and three runs of one variant in a row would
        // each meet a different part of it).
        var results = variants.map { _ in [CompilerRun]() }
        var failed = Set<Int>()
        for _ in 0..<runs(for: size) {
            for (index, (name, files)) in variants.enumerated() where !failed.contains(index) {
                do {
                    results[index].append(try compile(files, name == "generated" ? "Synthetic" : "Bare"))
                } catch let failure as CompilerRun.Failure where name != "generated" {
                    // A floor Swift cannot compile is a finding, not a broken run:
                    // at N = 5,000 the bare state's own memberwise initializer, with
                    // 5,000 defaulted parameters, clashes with itself.
                    let lines = failure.description.split(separator: "\n")
                    let reason =
                        lines.first { $0.contains(".swift:") && $0.contains(": error:") }
                        ?? lines.first { $0.contains("error:") } ?? "failed"
                    let message = reason.range(of: "error:").map { reason[$0.lowerBound...] } ?? reason
                    report("         \(name): does not compile at N = \(size): \(message.prefix(120))")
                    failed.insert(index)
                }
            }
        }
        let rows: [(name: String, files: Int, bytes: Int, run: CompilerRun)] = variants.indices.filter {
            !failed.contains($0)
        }.map { index in
            let (name, files) = variants[index]
            return (
                name, files.count, files.map(\.text.utf8.count).reduce(0, +), CompilerRun.median(of: results[index])
            )
        }
        phaseRows += rows.enumerated().map { index, row in
            phaseRow(index == 0 ? compileCase.label : "", row.name, row.run)
        }
        let first = rows[0]
        for (index, row) in rows.enumerated() {
            let isBase = index == 0
            func cell(_ value: Double, _ generatedValue: Double, _ format: String) -> String {
                String(format: format, value) + "  " + (isBase ? "     " : ratio(generatedValue, value))
            }
            report(
                "  " + padded(index == 0 ? compileCase.label : "", 5) + "  " + padded(row.name, 19)
                    + String(format: " %5d ", row.files)
                    + cell(Double(row.bytes) / 1024, Double(first.bytes) / 1024, "%8.1f")
                    + cell(Double(row.run.irFunctions), Double(first.run.irFunctions), "%10.0f")
                    + cell(Double(row.run.irInstructions), Double(first.run.irInstructions), "%11.0f")
                    + cell(row.run.peakMegabytes, first.run.peakMegabytes, "%8.0f")
                    + cell(row.run.cpuSeconds, first.run.cpuSeconds, "%8.2f")
                    + cell(row.run.wallSeconds, first.run.wallSeconds, "%8.2f"))
        }
    }
    report("Load average after: \(loadAverage())")
    report("")
    report("Where the frontend jobs' CPU goes (the compiler's `time.swift.*` statistics, user + system seconds")
    report("summed over the jobs of the run whose CPU time is the median; rest: LLVM's code and debug info,")
    report("the index store, serialization and start-up). Declarations type-checked and SIL functions emitted")
    report("are counts and do not vary between runs.")
    report(
        "  size  code                 "
            + CompilerRun.Phase.titles.map { padded($0, 10, left: true) }.joined(separator: " ")
            + "       rest      total   decls checked  SIL functions")
    phaseRows.forEach(report)
}

do {
    try compileTable(
        [
            "Compile cost, debug, as `swift build` compiles a target (swiftc driver, batch mode, -j2,",
            "-incremental, -Onone -g -enable-testing, index store; a clean build): CPU seconds of all",
            """
            frontend jobs and wall seconds, median of \(runs) runs taken in turns (N = 5,000: one run); \
            peak MB of the largest job;
            """,
        ], warmUp: warmUpDebugBuilds, debugBuild)
    if alsoWholeModule {
        try compileTable(
            [
                "The same, compiled by one frontend (swiftc -Onone -wmo -c, no debug info): every file's",
                "code in one process, as earlier versions of this benchmark measured;",
            ], warmUp: warmUpWholeModule, wholeModule)
    }

    report("")
    report("An app file with 20 subscriptions and 20 dispatches, compiled against the generated")
    report("module (debug, CPU seconds median of \(runs)); constraint scopes count the type checker's work")
    report("  size   CPU s   constraint scopes")
    for size in compileSizes {
        guard let (schema, generated) = schemas[size] else { continue }
        let sources = try write(generated, module: "Synthetic")
        _ = try CompilerRun.run(
            [
                "-Onone", "-wmo", "-parse-as-library", "-module-name", "Synthetic", "-I", modules.path,
                "-module-cache-path", moduleCache.path,
                "-emit-module", "-emit-module-path", work.appendingPathComponent("Synthetic.swiftmodule").path,
            ]
                + sources.map(\.path),
            in: work)
        let consumer = work.appendingPathComponent("Consumer.swift")
        try schema.consumer.write(to: consumer, atomically: true, encoding: .utf8)
        let run = try CompilerRun.median(
            of: runs(for: size),
            [
                "-Onone", "-wmo", "-parse-as-library", "-module-name", "Consumer", "-I", modules.path, "-I", work.path,
                "-module-cache-path", moduleCache.path,
                "-c", consumer.path, "-o", work.appendingPathComponent("Consumer.o").path,
            ],
            in: work)
        report(String(format: "  %5d  %6.2f   %17d", size, run.cpuSeconds, run.constraintScopes))
    }
} catch {
    report("\(error)")
    exit(1)
}
