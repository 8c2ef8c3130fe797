import Foundation

// How the benchmark reports: lines written as they come, timings, ratios
// and the columns of its tables.

/// Writes a line straight away, so progress shows even when output goes to a file.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

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

func ratio(_ value: Double, _ floor: Double) -> String { floor > 0 ? String(format: "%5.1fx", value / floor) : "    -" }

func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}

/// One row of the phase table: a variant's seconds per phase and its counts.
func phaseRow(_ label: String, _ name: String, _ run: CompilerRun) -> String {
    "  " + padded(label, 5) + "  " + padded(name, 19) + " "
        + (run.phaseSeconds + [run.restSeconds, run.frontendSeconds]).map { String(format: "%10.2f", $0) }.joined(
            separator: " ")
        + String(format: " %15d %14d", run.declarationsChecked, run.silFunctions)
}
