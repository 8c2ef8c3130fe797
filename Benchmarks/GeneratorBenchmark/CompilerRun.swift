import Foundation

/// One compiler invocation measured from outside: wall and CPU seconds and
/// peak memory from `/usr/bin/time` (which reports the children the driver
/// waited for: CPU summed over every frontend job, memory of the largest),
/// the deterministic IR counts from the compiler's own statistics
/// (`-stats-output-dir`, one file per frontend job, summed).
struct CompilerRun {
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakMegabytes: Double
    var irFunctions: Int
    var irInstructions: Int
    /// Type-checker work, deterministic: what call-site overload resolution costs.
    var constraintScopes: Int
    /// Declarations the type checker checked, over all jobs (deterministic).
    var declarationsChecked: Int = 0
    /// SIL functions SILGen emitted, over all jobs (deterministic).
    var silFunctions: Int = 0
    /// CPU seconds (user + system) of the frontend phases, over all jobs
    /// (`Phase.all` order); what is left of the jobs' total is `rest`.
    var phaseSeconds: [Double] = []

    /// The frontend phases the compiler's statistics time (`time.swift.<name>`).
    enum Phase {
        static let all = [
            "Import resolution", "Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen",
        ]
        static let titles = ["imports", "type check", "SILGen", "SIL opt", "IRGen"]
    }

    /// Every frontend job's CPU seconds not in a timed phase: LLVM's code
    /// and debug info generation, the index store, serialization, start-up.
    var restSeconds: Double { max(0, frontendSeconds - phaseSeconds.reduce(0, +)) }
    /// CPU seconds of the frontend jobs, as their statistics report them.
    var frontendSeconds: Double = 0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `swiftc` with `arguments` (plus the Swift 6 mode and statistics)
    /// in `directory`; throws with the compiler's output when it fails.
    static func run(_ arguments: [String], in directory: URL) throws -> CompilerRun {
        let statistics = directory.appendingPathComponent("stats-\(UUID().uuidString)")
        let timing = directory.appendingPathComponent("time-\(UUID().uuidString).txt")
        try FileManager.default.createDirectory(at: statistics, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: statistics)
            try? FileManager.default.removeItem(at: timing)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.currentDirectoryURL = directory
        // Every job through the launcher, so that the driver starts the next
        // job when one ends (see `FrontendLauncher`).
        let launcher = FrontendLauncher.driverSettings()
        process.environment = launcher.environment
        process.arguments =
            ["-f", "%e %U %S %M", "-o", timing.path, "/usr/bin/env", "swiftc", "-swift-version", "6"]
            + launcher.arguments + arguments + ["-Xfrontend", "-stats-output-dir", "-Xfrontend", statistics.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "swiftc \(arguments.joined(separator: " ")) failed:\n"
                    + String(decoding: output, as: UTF8.self).prefix(4_000))
        }
        let times =
            try String(contentsOf: timing, encoding: .utf8)
            .split(whereSeparator: \.isNewline).last.map { $0.split(separator: " ") } ?? []
        guard times.count == 4, let wall = Double(times[0]), let user = Double(times[1]),
            let system = Double(times[2]), let kilobytes = Double(times[3])
        else {
            throw Failure(description: "unexpected /usr/bin/time output: \(times)")
        }
        var counters: [String: Int] = [:]
        var seconds: [String: Double] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: statistics, includingPropertiesForKeys: nil) {
            let data = try Data(contentsOf: file)
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            for (key, value) in json {
                guard let number = value as? NSNumber else { continue }
                if !key.hasPrefix("time.") {
                    counters[key, default: 0] += number.intValue
                } else if key.hasSuffix(".user") || key.hasSuffix(".sys") {
                    // `time.swift-frontend.<job>.user` is a job's whole time;
                    // `time.swift.<phase>.user` one phase's.
                    let name =
                        key.hasPrefix("time.swift-frontend.")
                        ? "frontend"
                        : key.dropFirst("time.swift.".count).split(separator: ".").dropLast().joined(separator: ".")
                    seconds[name, default: 0] += number.doubleValue
                }
            }
        }
        return CompilerRun(
            wallSeconds: wall,
            cpuSeconds: user + system,
            peakMegabytes: kilobytes / 1024,
            irFunctions: counters["IRModule.NumIRFunctions"] ?? 0,
            irInstructions: counters["IRModule.NumIRInsts"] ?? 0,
            constraintScopes: counters["Sema.NumConstraintScopes"] ?? 0,
            declarationsChecked: counters["Sema.NumDeclsTypechecked"] ?? 0,
            silFunctions: counters["SILModule.NumSILGenFunctions"] ?? 0,
            phaseSeconds: Phase.all.map { seconds[$0] ?? 0 },
            frontendSeconds: seconds["frontend"] ?? 0
        )
    }

    /// `runs` runs of the same compile, summarised by `median(of:)`.
    static func median(of runs: Int, _ arguments: @autoclosure () throws -> [String], in directory: URL) throws
        -> CompilerRun
    {
        var results: [CompilerRun] = []
        for _ in 0..<max(1, runs) { results.append(try run(arguments(), in: directory)) }
        return median(of: results)
    }

    /// Runs of the same compile: the counts of the first (they do not vary),
    /// the median CPU time with its phases, the median wall time and the
    /// largest peak memory.
    static func median(of results: [CompilerRun]) -> CompilerRun {
        var summary = results[0]
        let median = results.sorted { $0.cpuSeconds < $1.cpuSeconds }[results.count / 2]
        summary.cpuSeconds = median.cpuSeconds
        summary.phaseSeconds = median.phaseSeconds
        summary.frontendSeconds = median.frontendSeconds
        let walls = results.map(\.wallSeconds).sorted()
        summary.wallSeconds = walls[walls.count / 2]
        summary.peakMegabytes = results.map(\.peakMegabytes).max() ?? 0
        return summary
    }

    /// The arguments with which a debug `swift build` (SwiftPM 6.x) compiles
    /// a library target's `sources` into module `name`: the driver in batch
    /// mode with two jobs (one per core here), incremental, the module emitted
    /// by a job of its own, debug info, testing and an index store. Each call
    /// uses fresh output folders under `directory`, so the build is a clean
    /// one; `moduleCache` is shared, as SwiftPM's is, so clang modules are
    /// built once, not by every measured compile. The index store starts as a
    /// copy of `indexStoreSeed` when given: SwiftPM keeps one index store for
    /// all of a package's targets, so by the time it compiles an app target
    /// the build of its dependencies (StoreRuntime) has indexed the system
    /// modules they import, and the target's jobs index only its own files.
    static func debugBuildArguments(
        _ sources: [URL], moduleName name: String, in directory: URL, modules: URL, moduleCache: URL,
        indexStoreSeed: URL? = nil
    ) throws -> [String] {
        let build = directory.appendingPathComponent("build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        if let indexStoreSeed, FileManager.default.fileExists(atPath: indexStoreSeed.path) {
            try FileManager.default.copyItem(at: indexStoreSeed, to: build.appendingPathComponent("index"))
        }
        var map: [String: [String: String]] = [
            "": ["swift-dependencies": build.appendingPathComponent("master.swiftdeps").path]
        ]
        for source in sources {
            let base = build.appendingPathComponent(source.lastPathComponent).path
            map[source.path] = [
                "object": base + ".o", "swift-dependencies": base + ".swiftdeps",
                "dependencies": base + ".d", "diagnostics": base + ".dia",
            ]
        }
        let outputFileMap = build.appendingPathComponent("output-file-map.json")
        try JSONSerialization.data(withJSONObject: map).write(to: outputFileMap)
        return [
            "-module-name", name, "-emit-dependencies", "-emit-module",
            "-emit-module-path", build.appendingPathComponent("\(name).swiftmodule").path,
            "-output-file-map", outputFileMap.path, "-parse-as-library", "-incremental", "-c",
        ]
            + sources.map(\.path)
            + [
                "-I", modules.path, "-enable-batch-mode", "-j2", "-serialize-diagnostics",
                "-index-store-path", build.appendingPathComponent("index").path,
                "-Onone", "-enable-testing", "-g", "-DSWIFT_PACKAGE", "-DDEBUG",
                "-module-cache-path", moduleCache.path, "-Xcc", "-fPIC", "-Xcc", "-g", "-package-name", "bench",
            ]
    }
}
