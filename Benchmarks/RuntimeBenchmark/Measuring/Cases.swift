#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// dispatch costs (12 stores built one after another in one process took
/// 426–496 ns per (b) dispatch, while one store timed for 18 s stayed
/// within 439–475 ns), and with one store per process that one draw set
/// the whole run's figure.
struct Cases {
    var cases: [(operations: Int, prepare: () -> () -> Void)] = []

    /// Adds a case whose every run is `body`; returns its position in `timed()`'s result.
    mutating func add(operations: Int, _ body: @escaping () -> Void) -> Int {
        addPrepared(operations: operations) { body }
    }

    /// Adds a case set up anew for each run by `prepare`, which returns the
    /// work to time; returns its position in `timed()`'s result.
    mutating func addPrepared(operations: Int, _ prepare: @escaping () -> () -> Void) -> Int {
        cases.append((operations, prepare))
        return cases.count - 1
    }

    /// Nanoseconds per operation of each case: its fastest run. Eleven
    /// rounds rather than seven: with seven, the 1,000-subscriber figures of
    /// ten runs spread 5 % ((b)) and 10 % ((b')); with eleven, 4 % and 7 %.
    func timed(runs: Int = singleThreadRounds) -> [Double] {
        var prepared: [() -> Void] = []
        for entry in cases {
            let body = entry.prepare()
            body()
            prepared.append(body)
        }
        var best = [Double](repeating: .infinity, count: cases.count)
        for _ in 0..<runs {
            for (index, entry) in cases.enumerated() {
                let body = entry.prepare()
                prepared.append(body)
                let start = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
                body()
                best[index] = min(
                    best[index], (cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - start) / Double(entry.operations))
            }
        }
        consume(prepared)
        return best
    }
}

/// How many rounds `Cases.timed` runs.
let singleThreadRounds = 11
