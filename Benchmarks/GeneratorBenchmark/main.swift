// `stdout` is a mutable C global; preconcurrency lets main.swift's one
// setvbuf call below read it in Swift 6 mode.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation
import StoreCodegen
import StoreSchema
import Yams

// Generator benchmark: for synthetic schemas of 10 to 5,000 fields, actions
// and subscriptions, generation time against the time Yams takes to parse
// the same YAML (target: at most 2x, growing linearly), and the compile time
// of the generated file against the bare declarations of the same shapes
// (target: at most 3x).
//
//     swift run -c release --package-path Benchmarks GeneratorBenchmark [--compile-up-to N] [--skip-compile]

/// Writes a line straight away, so progress shows even when output goes to a file.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
let compileLimit = arguments.firstIndex(of: "--compile-up-to").flatMap { Int(arguments[$0 + 1]) } ?? 5_000
let skipCompile = arguments.contains("--skip-compile")
let sizes = [10, 100, 1_000, 5_000]

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

/// The folder with StoreRuntime.swiftmodule: this executable's build folder.
let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules")

/// CPU seconds used so far by finished child processes (the compiler): unlike
/// wall time, barely affected by other work on a shared machine.
func childCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Compiles `source` to an object file in debug mode, as `swift build` would;
/// returns wall and CPU seconds.
func compileTime(_ source: String, name: String) throws -> (wall: Double, cpu: Double) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let cpuBefore = childCPUSeconds()
    let wall = try fastest(runs: 1) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench",
                             "-I", modules.path, "-c", file.path, "-o", directory.appendingPathComponent("out.o").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "compile", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: output, as: UTF8.self)])
        }
    }
    return (wall, childCPUSeconds() - cpuBefore)
}

report("Generation vs Yams parse (fastest of several runs, release build)")
report("  size   YAML KB     Yams parse     generation   ratio   gen µs/item   output KB")
var compileInputs: [(size: Int, generated: String, bare: String, conforming: String)] = []
for size in sizes {
    let schema = SyntheticSchema(size: size)
    let yaml = schema.yaml
    let runs = size >= 1_000 ? 5 : 20
    let parse = try fastest(runs: runs) { _ = try Yams.compose(yaml: yaml) }
    let result = SchemaLoader.load(text: yaml, file: "Synthetic.store.yaml")
    guard let definition = result.definition else {
        report(result.diagnostics.map(\.description).joined(separator: "\n"))
        exit(1)
    }
    var generated = ""
    let generation = fastest(runs: runs) { generated = CodeGenerator().generateStore(definition) }
    let items = Double(3 * size)
    report(String(format: "  %5d  %8.1f  ", size, Double(yaml.utf8.count) / 1024)
          + milliseconds(parse) + "   " + milliseconds(generation)
          + String(format: "   %5.2fx   %11.2f   %9.1f", generation / parse, generation / items * 1e6,
                   Double(generated.utf8.count) / 1024))
    compileInputs.append((size, generated, schema.bareDeclarations(conformances: false),
                          schema.bareDeclarations(conformances: true)))
}

if !skipCompile {
    report("")
    report("Compile time, debug object file (swiftc -c, one run each), CPU seconds (wall in brackets)")
    report("  size            generated                 bare    ratio    bare + conformances    ratio")
    for input in compileInputs where input.size <= compileLimit {
        let generated = try compileTime(input.generated, name: "Generated")
        let bare = try compileTime(input.bare, name: "Bare")
        let conforming = try compileTime(input.conforming, name: "Conforming")
        report(String(format: "  %5d  %8.2f s (%7.2f)  %7.2f s (%6.2f)  %6.2fx  %10.2f s (%7.2f)  %6.2fx",
                     input.size, generated.cpu, generated.wall, bare.cpu, bare.wall, generated.cpu / bare.cpu,
                     conforming.cpu, conforming.wall, generated.cpu / conforming.cpu))
    }
}
