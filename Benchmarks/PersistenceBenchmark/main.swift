// The JSON file against the SQLite database, in the same run, at each size:
// the time to load the saved state, and for a save with one row changed, the
// CPU time of the saving thread and the bytes it writes (what the process
// hands to write calls: Linux's /proc/self/io `wchar`, which counts the WAL
// and its checkpoints); for SQLite also a save with one row removed, and
// one with a row moved to another place. Rows have four fields. Results:
// Benchmarks/Results/PersistenceBenchmark.md.
//
//     swift run -c release --package-path Benchmarks PersistenceBenchmark [sizes…] [json|sqlite]
//
// Naming one backend measures only it (for a profiler's run).
import Foundation
import StoreRuntime
import StoreSQLite

#if canImport(Glibc)
import Glibc
#endif

func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Bytes this process has handed to write calls so far; nil where there is no /proc.
func writtenBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
    }
    return nil
}

/// The user and the system (kernel: write calls, fsync) CPU time of this
/// thread so far, in seconds; nil where `RUSAGE_THREAD` does not exist.
func threadUserAndSystemTime() -> (user: Double, system: Double)? {
    #if os(Linux)
    var usage = rusage()
    // RUSAGE_THREAD (1), a GNU extension Swift does not import.
    guard getrusage(.init(1), &usage) == 0 else { return nil }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime), seconds(usage.ru_stime))
    #else
    return nil
    #endif
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.trimmingCharacters(in: .newlines) ?? "n/a"
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func fileSize(_ urls: [URL]) -> Int {
    urls.reduce(0) { total, url in
        total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
    }
}

/// The saving thread's cost of a kind of change, save after save.
struct SaveCost {
    var change: String
    var cpuMilliseconds: Double
    var cpuMeanMilliseconds: Double
    var bytesPerChange: Double?
    /// Of the saves' CPU time, the part spent in the kernel (write calls, fsync).
    var systemShare: Double?
}

/// Saves `saves` changes made by `change` (given the state and the save's
/// number) through `storage`, as the save queue does; returns their cost and
/// the state saved last.
func measureSaves<Storage: StateStorage>(
    _ name: String, storage: Storage, from state: SheetState, saves: Int,
    change: (inout SheetState, Int) -> Void
) throws -> (cost: SaveCost, state: SheetState) where Storage.State == SheetState {
    var current = state
    var saveTimes: [Double] = []
    let bytesBefore = writtenBytes()
    let timesBefore = threadUserAndSystemTime()
    for save in 0..<saves {
        let previous = current
        change(&current, save)
        let changed = SheetState.changedFields(from: previous, to: current)
        let start = seconds(CLOCK_THREAD_CPUTIME_ID)
        try storage.write(current, previous: previous, changed: changed)
        saveTimes.append(seconds(CLOCK_THREAD_CPUTIME_ID) - start)
    }
    let bytesAfter = writtenBytes()
    let timesAfter = threadUserAndSystemTime()
    let systemShare = timesBefore.flatMap { before in
        timesAfter.map { ($0.system - before.system) / max(1e-9, $0.user - before.user + $0.system - before.system) }
    }
    let bytes = bytesBefore.flatMap { before in bytesAfter.map { $0 - before } }
    let cost = SaveCost(
        change: name, cpuMilliseconds: median(saveTimes) * 1_000,
        cpuMeanMilliseconds: saveTimes.reduce(0, +) / Double(saves) * 1_000,
        bytesPerChange: bytes.map { Double($0) / Double(saves) }, systemShare: systemShare)
    return (cost, current)
}

/// A row's title changed (an update).
func changeOneRow(_ state: inout SheetState, save: Int) {
    state.rows[id: state.rows[(save &* 7_919) % state.rows.count].id]?.title = "changed in save \(save)"
}

/// A row removed (a delete).
func removeOneRow(_ state: inout SheetState, save: Int) {
    _ = state.rows.remove(id: state.rows[(save &* 7_919) % state.rows.count].id)
}

/// A row moved to another place in the list (a new `_order`).
func moveOneRow(_ state: inout SheetState, save: Int) {
    let count = state.rows.count
    state.rows.move(id: state.rows[(save &* 7_919) % count].id, to: (save &* 104_729 + 1) % count)
}

struct Measurement {
    var backend: String
    var rows: Int
    var bytesOnDisk: Int
    var loadMilliseconds: Double
    var saveCPUMilliseconds: Double
    var saveCPUMeanMilliseconds: Double
    var bytesPerChange: Double?
    /// Of the saves' CPU time, the part spent in the kernel (write calls, fsync).
    var systemShare: Double?
    /// Saves of other changes than one row's field, each from the state the one before left.
    var otherSaves: [SaveCost] = []
}

/// Loads `loads` times (fresh, as a launch does) and saves `saves` one-row
/// changes through `storage`, then `otherSaveCount` of each of `otherChanges`.
func measure<Storage: StateStorage>(
    _ backend: String, rows count: Int, storage: Storage, fresh: () -> Storage, files: [URL], loads: Int, saves: Int,
    otherChanges: [(String, (inout SheetState, Int) -> Void)] = [], otherSaveCount: Int = 0
) throws -> Measurement where Storage.State == SheetState {
    let initial = SheetState.filled(rows: count)
    try storage.write(initial, previous: nil, changed: .all)

    var loadTimes: [Double] = []
    for _ in 0..<loads {
        let start = seconds(CLOCK_MONOTONIC)
        guard case .loaded(let loaded) = fresh().load() else { fatalError("\(backend): nothing loaded") }
        loadTimes.append(seconds(CLOCK_MONOTONIC) - start)
        precondition(loaded == initial, "\(backend): the loaded state differs from the saved one")
    }

    let (changed, saved) = try measureSaves(
        "one row changed", storage: storage, from: initial, saves: saves, change: changeOneRow)
    var current = saved
    var otherSaves: [SaveCost] = []
    for (name, change) in otherChanges {
        let (cost, state) = try measureSaves(
            name, storage: storage, from: current, saves: otherSaveCount, change: change)
        otherSaves.append(cost)
        current = state
    }
    guard case .loaded(let reloaded) = fresh().load(), reloaded == current else {
        fatalError("\(backend): the last save did not load back")
    }
    return Measurement(
        backend: backend, rows: count, bytesOnDisk: fileSize(files),
        loadMilliseconds: median(loadTimes) * 1_000,
        saveCPUMilliseconds: changed.cpuMilliseconds, saveCPUMeanMilliseconds: changed.cpuMeanMilliseconds,
        bytesPerChange: changed.bytesPerChange, systemShare: changed.systemShare, otherSaves: otherSaves)
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rowCounts = sizes.isEmpty ? [100, 1_000, 10_000, 100_000] : sizes
let named = Set(CommandLine.arguments.dropFirst().filter { Int($0) == nil })
let backends = named.isEmpty ? ["json", "sqlite"] : named
print("load average before: \(loadAverage())")
var results: [Measurement] = []
for count in rowCounts {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PersistenceBenchmark-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let jsonFile = directory.appendingPathComponent("Sheet.json")
    let database = directory.appendingPathComponent("Sheet.sqlite")
    let loads = count >= 100_000 ? 5 : 11
    if backends.contains("json") {
        results.append(
            try measure(
                "JSON", rows: count, storage: JSONStateFile<SheetState>(url: jsonFile, version: 1),
                fresh: { JSONStateFile<SheetState>(url: jsonFile, version: 1) }, files: [jsonFile],
                loads: loads, saves: count >= 10_000 ? 10 : 100))
    }
    if backends.contains("sqlite") {
        results.append(
            try measure(
                "SQLite", rows: count, storage: SheetState.storage(at: database),
                fresh: { SheetState.storage(at: database) },
                files: [database, URL(fileURLWithPath: database.path + "-wal")], loads: loads, saves: 2_000,
                otherChanges: [("one row removed", removeOneRow), ("one row moved", moveOneRow)],
                otherSaveCount: min(500, count / 4)))
    }
}
print("load average after: \(loadAverage())")
print("")
print(
    "| rows | backend | on disk | load (median) | one row changed: CPU (median / mean) | of it in the kernel "
        + "| written per change |")
print("|---:|---|---:|---:|---:|---:|---:|")
func kilobytes(_ bytes: Double) -> String { String(format: "%.1f KB", bytes / 1_024) }
for result in results {
    let written = result.bytesPerChange.map(kilobytes) ?? "n/a"
    print(
        "| \(result.rows) | \(result.backend) | \(kilobytes(Double(result.bytesOnDisk))) | "
            + String(format: "%.2f ms", result.loadMilliseconds) + " | "
            + String(format: "%.3f / %.3f ms", result.saveCPUMilliseconds, result.saveCPUMeanMilliseconds)
            + " | " + (result.systemShare.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a")
            + " | \(written) |")
}

let others = results.flatMap { result in result.otherSaves.map { (result.rows, result.backend, $0) } }
if !others.isEmpty {
    print("")
    print("| rows | backend | change | CPU (median / mean) | of it in the kernel | written per change |")
    print("|---:|---|---|---:|---:|---:|")
    for (rows, backend, cost) in others {
        let written = cost.bytesPerChange.map(kilobytes) ?? "n/a"
        print(
            "| \(rows) | \(backend) | \(cost.change) | "
                + String(format: "%.3f / %.3f ms", cost.cpuMilliseconds, cost.cpuMeanMilliseconds)
                + " | " + (cost.systemShare.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a")
                + " | \(written) |")
    }
}
