import Foundation

/// One compiler invocation measured from outside: CPU seconds and peak memory
/// from `/usr/bin/time`, the deterministic IR counts from the compiler's own
/// statistics (`-stats-output-dir`; emitted in whole-module mode, which for a
/// one-file module does the same work as `swift build`'s debug compile).
struct CompilerRun {
    var cpuSeconds: Double
    var peakMegabytes: Double
    var irFunctions: Int
    var irInstructions: Int
    /// Type-checker work, deterministic: what call-site overload resolution costs.
    var constraintScopes: Int

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
        process.arguments = ["-f", "%U %S %M", "-o", timing.path, "/usr/bin/env", "swiftc", "-swift-version", "6"]
            + arguments + ["-Xfrontend", "-stats-output-dir", "-Xfrontend", statistics.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "swiftc \(arguments.joined(separator: " ")) failed:\n"
                          + String(decoding: output, as: UTF8.self).prefix(4_000))
        }
        let times = try String(contentsOf: timing, encoding: .utf8)
            .split(whereSeparator: \.isNewline).last.map { $0.split(separator: " ") } ?? []
        guard times.count == 3, let user = Double(times[0]), let system = Double(times[1]),
              let kilobytes = Double(times[2]) else {
            throw Failure(description: "unexpected /usr/bin/time output: \(times)")
        }
        var counters: [String: Int] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: statistics, includingPropertiesForKeys: nil) {
            let data = try Data(contentsOf: file)
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            for (key, value) in json {
                if let number = value as? NSNumber, !key.hasPrefix("time.") {
                    counters[key, default: 0] += number.intValue
                }
            }
        }
        return CompilerRun(
            cpuSeconds: user + system,
            peakMegabytes: kilobytes / 1024,
            irFunctions: counters["IRModule.NumIRFunctions"] ?? 0,
            irInstructions: counters["IRModule.NumIRInsts"] ?? 0,
            constraintScopes: counters["Sema.NumConstraintScopes"] ?? 0
        )
    }

    /// `runs` runs of the same compile: the counts of the first (they do not
    /// vary), the median CPU time and the largest peak memory.
    static func median(of runs: Int, _ arguments: [String], in directory: URL) throws -> CompilerRun {
        var results: [CompilerRun] = []
        for _ in 0..<max(1, runs) { results.append(try run(arguments, in: directory)) }
        var summary = results[0]
        let times = results.map(\.cpuSeconds).sorted()
        summary.cpuSeconds = times[times.count / 2]
        summary.peakMegabytes = results.map(\.peakMegabytes).max() ?? 0
        return summary
    }
}
