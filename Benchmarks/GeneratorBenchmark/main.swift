import Foundation
import StoreCodegen
import StoreSchema
import Yams

// Generator benchmark, for synthetic schemas of N fields, actions and
// subscriptions:
//  1. generation time against the time Yams takes to parse the same YAML
//     (target: at most 2x, growing linearly);
//  2. what the generated file costs the compiler against the bare
//     declarations of the same shapes, without and with synthesized
//     conformances (target: IR instructions and CPU time at most 3x the bare
//     declarations at N = 100 and 1,000, under 2 GB at 5,000, linear growth);
//  3. the compile time of an app file that makes 20 subscriptions and 20
//     dispatches against the generated store (call-site overload resolution).
//
//     swift run -c release --package-path Benchmarks GeneratorBenchmark
//         [--sizes 10,100,1000] [--with-5000] [--runs 3] [--skip-compile]
//         [--keep DIRECTORY]
//
// `--keep` writes each size's schema, generated file and bare declarations
// to DIRECTORY, to profile them by hand (e.g. `-debug-time-function-bodies`).
//
// IR functions and instructions come from the compiler's statistics and do
// not vary between runs: compare those on a loaded machine. CPU seconds are
// the median of `--runs`; the load average is printed next to them.

/// Writes a line straight away, so progress shows even when output goes to a file.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
var compileSizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10, 100, 1_000]
if arguments.contains("--with-5000") { compileSizes.append(5_000) }
let runs = option("--runs").flatMap(Int.init) ?? 3
let skipCompile = arguments.contains("--skip-compile")
let keptSources = option("--keep").map { URL(fileURLWithPath: $0, isDirectory: true) }
let generationSizes = [10, 100, 1_000, 5_000]

/// The fastest of `runs` timings, in seconds: the least disturbed by other work.
func fastest(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

func milliseconds(_ seconds: Double) -> String { String(format: "%9.2f ms", seconds * 1_000) }

/// The load averages (1, 5, 15 minutes), as `uptime` prints them.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
        .map { $0.split(separator: " ").prefix(3).joined(separator: ", ") } ?? "unknown"
}

/// The folder with StoreRuntime.swiftmodule: this executable's build folder.
let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules")

report("Generation vs Yams parse (fastest of several runs, release build)")
report("  size   YAML KB     Yams parse     generation   ratio   gen µs/item   output KB")
var schemas: [Int: (schema: SyntheticSchema, generated: String)] = [:]
for size in Set(generationSizes + compileSizes).sorted() {
    let schema = SyntheticSchema(size: size)
    let yaml = schema.yaml
    let timingRuns = size >= 1_000 ? 5 : 20
    let parse = try fastest(runs: timingRuns) { _ = try Yams.compose(yaml: yaml) }
    let result = SchemaLoader.load(text: yaml, file: "Synthetic.store.yaml")
    guard let definition = result.definition else {
        report(result.diagnostics.map(\.description).joined(separator: "\n"))
        exit(1)
    }
    var generated = ""
    let generation = fastest(runs: timingRuns) { generated = CodeGenerator().generateStore(definition) }
    let items = Double(3 * size)
    report(String(format: "  %5d  %8.1f  ", size, Double(yaml.utf8.count) / 1024)
          + milliseconds(parse) + "   " + milliseconds(generation)
          + String(format: "   %5.2fx   %11.2f   %9.1f", generation / parse, generation / items * 1e6,
                   Double(generated.utf8.count) / 1024))
    schemas[size] = (schema, generated)
    if let keptSources {
        try FileManager.default.createDirectory(at: keptSources, withIntermediateDirectories: true)
        for (name, text) in [("Synthetic\(size).store.yaml", yaml), ("Synthetic\(size).swift", generated),
                             ("Bare\(size).swift", schema.bareDeclarations(conformances: false)),
                             ("BareConformances\(size).swift", schema.bareDeclarations(conformances: true))] {
            try text.write(to: keptSources.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }
}
if skipCompile { exit(0) }

let work = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// Debug compile of one file to an object file, as `swift build` compiles it.
func compile(_ source: String, name: String) throws -> CompilerRun {
    let file = work.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try CompilerRun.median(
        of: runs,
        ["-Onone", "-wmo", "-parse-as-library", "-module-name", name, "-I", modules.path,
         "-c", file.path, "-o", work.appendingPathComponent("\(name).o").path],
        in: work)
}

func ratio(_ value: Double, _ floor: Double) -> String { floor > 0 ? String(format: "%5.1fx", value / floor) : "    -" }

do {
    report("")
    report("Compile cost of one file, debug (swiftc -Onone -wmo -c), CPU seconds median of \(runs);")
    report("ratios are generated / this row. Load average before: \(loadAverage())")
    report("  size  code                    KB  ratio    IR funcs  ratio     IR insts  ratio   peak MB  ratio     CPU s  ratio")
    for size in compileSizes {
        guard let (schema, generated) = schemas[size] else { continue }
        let variants = [("generated", generated),
                        ("bare", schema.bareDeclarations(conformances: false)),
                        ("bare + conformances", schema.bareDeclarations(conformances: true))]
        var rows: [(name: String, bytes: Int, run: CompilerRun)] = []
        for (name, source) in variants {
            rows.append((name, source.utf8.count, try compile(source, name: name == "generated" ? "Synthetic" : "Bare")))
        }
        let first = rows[0]
        for (index, row) in rows.enumerated() {
            let isBase = index == 0
            func cell(_ value: Double, _ generatedValue: Double, _ format: String) -> String {
                String(format: format, value) + "  " + (isBase ? "     " : ratio(generatedValue, value))
            }
            func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
            report("  " + padded(index == 0 ? String(size) : "", 5) + "  " + padded(row.name, 19) + " "
                   + cell(Double(row.bytes) / 1024, Double(first.bytes) / 1024, "%8.1f")
                   + cell(Double(row.run.irFunctions), Double(first.run.irFunctions), "%10.0f")
                   + cell(Double(row.run.irInstructions), Double(first.run.irInstructions), "%11.0f")
                   + cell(row.run.peakMegabytes, first.run.peakMegabytes, "%8.0f")
                   + cell(row.run.cpuSeconds, first.run.cpuSeconds, "%8.2f"))
        }
    }
    report("Load average after: \(loadAverage())")

    report("")
    report("An app file with 20 subscriptions and 20 dispatches, compiled against the generated")
    report("module (debug, CPU seconds median of \(runs)); constraint scopes count the type checker's work")
    report("  size   CPU s   constraint scopes")
    for size in compileSizes {
        guard let (schema, generated) = schemas[size] else { continue }
        let file = work.appendingPathComponent("Synthetic.swift")
        try generated.write(to: file, atomically: true, encoding: .utf8)
        _ = try CompilerRun.run(
            ["-Onone", "-wmo", "-parse-as-library", "-module-name", "Synthetic", "-I", modules.path,
             "-emit-module", "-emit-module-path", work.appendingPathComponent("Synthetic.swiftmodule").path, file.path],
            in: work)
        let consumer = work.appendingPathComponent("Consumer.swift")
        try schema.consumer.write(to: consumer, atomically: true, encoding: .utf8)
        let run = try CompilerRun.median(
            of: runs,
            ["-Onone", "-wmo", "-parse-as-library", "-module-name", "Consumer", "-I", modules.path, "-I", work.path,
             "-c", consumer.path, "-o", work.appendingPathComponent("Consumer.o").path],
            in: work)
        report(String(format: "  %5d  %6.2f   %17d", size, run.cpuSeconds, run.constraintScopes))
    }
} catch {
    report("\(error)")
    exit(1)
}
