// Runtime benchmark: ns per dispatch, each next to the floor of calling the
// same reducer directly on an inout state in the same run; then dispatch
// rates with 1, 2 and 8 threads, the longest dispatch call in an 8-thread
// burst and the peak resident memory.
//
//     swift run -c release --package-path Benchmarks RuntimeBenchmark
//
// Goals (issue 11): <= 30 ns per dispatch with one subscriber, <= 600 ns
// with 1000 subscribers of which one changes; 8 threads >= 50% and 2 threads
// >= 70% of the 1-thread rate; longest dispatch call in the burst <= 5 ms.

import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

// A second thread, started before anything is timed or counted and parked
// for the whole run, as every app has one: (a-gen) is issue 26's case
// measured in such a process, and `--only c` runs (c) as the full run does.
let secondThreadParked = DispatchSemaphore(value: 0)
Thread { secondThreadParked.wait() }.start()

// `--only CASE N` for callgrind (OnlyCase.swift), `--children` for the
// child features alone (ChildFeatures.swift), or the whole run (FullRun.swift).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--only", let count = Int(CommandLine.arguments[3]) {
    runOnly(CommandLine.arguments[2], count)
} else if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--children" {
    timeChildFeatures()
} else {
    runFullBenchmark()
}
