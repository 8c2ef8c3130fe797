import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The whole benchmark: the single-thread cases, then (c) to (f), each in
/// the order of the report it prints at the end.
func runFullBenchmark() {
    let single = timeSingleThreadCases()
    let counterFloor = single.counterFloor
    let lockedInstructions = single.lockedInstructions
    let lockedInstructionsBefore = single.lockedInstructionsBefore
    let lockedInstruction = single.lockedInstruction
    let oneSubscriber = single.oneSubscriber
    let untrackedOneSubscriber = single.untrackedOneSubscriber
    let recordedOneSubscriber = single.recordedOneSubscriber
    let recordedInBursts = single.recordedInBursts
    let reducing = single.reducing
    let dependent = single.dependent
    let mainActorSubscriber = single.mainActorSubscriber
    let generatedMainActor = single.generatedMainActor
    let moduleDispatch = single.moduleDispatch
    let wideFloor = single.wideFloor
    let wide = single.wide
    let wideGenerated = single.wideGenerated
    let wideModels = single.wideModels
    let observationFloor = single.observationFloor
    let wideUnobservedModels = single.wideUnobservedModels
    let oneThread = threadedNanosecondsPerAction(threads: 1)
    let twoThreads = threadedNanosecondsPerAction(threads: 2)
    let eightThreads = threadedNanosecondsPerAction(threads: 8)
    let burstResult = burst()
    let burstFloor = schedulingFloor()
    let mainAmongFlooders = mainThreadAmongFlooders()
    let floodResult = flood(seconds: floodSeconds)
    let floodFloor = floodCPUFloor(seconds: floodSeconds)
    let burstGrowthKiB = burstResult.peakKiB - burstResult.baselineKiB
    let floodGrowthKiB = floodResult.peakKiB - floodResult.baselineKiB

    var load = [Double](repeating: 0, count: 3)
    getloadavg(&load, 3)
    let loadAverage = format(load[0])
    print(
        "StoreRuntime benchmark (release; CPU time, best of \(singleThreadRounds) runs; load average \(loadAverage))"
    )
    report("floor: Counter reducer on an inout state", counterFloor, floor: counterFloor)
    report("(a) 1 subscriber (TrackedState, synchronous)", oneSubscriber, floor: counterFloor, target: 30)
    report("(a) with the inspector's recorder on", recordedOneSubscriber, floor: counterFloor)
    report("    in bursts of 100: the dispatching thread", recordedInBursts.dispatching, floor: counterFloor)
    report("    in bursts of 100: all threads, encoding too", recordedInBursts.allThreads, floor: counterFloor)
    report("(a-r) (a), the state reducing itself", reducing, floor: counterFloor)
    report("(a-deps) (a-r) with its dependencies bound", dependent, floor: counterFloor)
    report("(a') 1 subscriber (untracked state, synchronous)", untrackedOneSubscriber, floor: counterFloor)
    report("(a'') 1 subscriber (TrackedState, main actor)", mainActorSubscriber, floor: counterFloor)
    report("(a-gen) generated store, subscribe(display:)", generatedMainActor, floor: counterFloor, target: 25)
    report("floor: (a-gen)'s 2 locked instructions alone", lockedInstructions, floor: counterFloor)
    report("    3, publishing with an atomic add (as before)", lockedInstructionsBefore, floor: counterFloor)
    report("    one locked instruction (compare-and-swap)", lockedInstruction, floor: counterFloor)
    report("    (a-gen) beyond its locked instructions", generatedMainActor - lockedInstructions, floor: counterFloor)
    report(
        "(m) (a-gen) through a module of a parent", moduleDispatch, floor: counterFloor,
        target: 1.5 * generatedMainActor)
    report("floor: 1000-field reducer on an inout state", wideFloor, floor: wideFloor)
    report("(b) 1000 subscribers, 1 field changes", wide, floor: wideFloor, target: 250)
    report("(b') 1000 subscribers, changed one generated", wideGenerated, floor: wideFloor, target: 250)
    report("(g) 1000 observed models, re-observed", wideModels, floor: wideFloor, target: 2 * wideGenerated)
    report("(g') 1000 models nobody observes", wideUnobservedModels, floor: wideFloor)
    report("(g0) Observation alone: (g)'s changes, no store", observationFloor, floor: wideFloor)
    print("(c) 100,000 dispatches per thread, 1 subscriber, until all applied: wall time (best of 7)")
    reportRate("    1 thread", oneThread.wall, oneThread: oneThread.wall)
    reportRate("    2 threads", twoThreads.wall, oneThread: oneThread.wall, goal: 0.7)
    reportRate("    8 threads", eightThreads.wall, oneThread: oneThread.wall, goal: 0.5)
    print(
        """
            per CPU second of all threads (median of 7; spreads widely between runs, lowest on a quiet machine: \
        Runtime.md, (c))
        """)
    reportRate("    1 thread", oneThread.cpu, oneThread: oneThread.cpu)
    reportRate("    2 threads", twoThreads.cpu, oneThread: oneThread.cpu, goal: 0.7)
    reportRate("    8 threads", eightThreads.cpu, oneThread: oneThread.cpu, goal: 0.5)
    print("(d) 8 threads dispatching for 1 s: \(burstResult.calls) dispatches")
    reportLongestCall("    longest dispatch call", nanoseconds: burstResult.longest)
    reportLine(
        "    floor: longest gap, same threads, no store work", "\(format(burstFloor / 1e6)) ms",
        "(time spent waiting for a core)")
    reportMostApplied("    most actions one dispatch call applied", burstResult.mostApplied)
    reportLine("    longest dispatch call, CPU time of its thread", "\(format(burstResult.longestCPU / 1e3)) us")
    reportLine(
        "    peak resident memory",
        "\(burstResult.peakKiB / 1024) MiB (\(burstGrowthKiB / 1024) MiB above the start)"
    )
    print(
        """
        (e) the main thread dispatching for 1 s among 7 threads at nice 10: \(mainAmongFlooders.calls) \
        dispatches of its own
        """)
    reportLongestCall("    its longest dispatch call", nanoseconds: mainAmongFlooders.longest)
    reportLine("    floor: its longest gap, same threads, no store", "\(format(mainAmongFlooders.floor / 1e6)) ms")
    reportMostApplied("    most actions one of its calls applied", mainAmongFlooders.mostApplied)
    print(
        """
        (f) 8 threads at nice 10 flooding a slower store for \(format(floodSeconds)) s, the main thread among \
        them: bound \(Store<Counter, CounterAction>.defaultMaximumQueuedActions) queued actions
        """)
    reportLine(
        "    actions dispatched / applied", "\(floodResult.dispatched) / \(floodResult.applied)",
        floodResult.applied == floodResult.dispatched
            ? "nothing lost" : "LOST \(floodResult.dispatched - floodResult.applied)")
    reportLine(
        "    peak resident memory",
        "\(floodResult.peakKiB / 1024) MiB (\(floodGrowthKiB / 1024) MiB above the start)"
    )
    reportLongestCall(
        "    the main thread's longest call (\(floodResult.mainCalls) calls)", nanoseconds: floodResult.mainLongest)

    reportLine(
        "    longest call's CPU time, any thread", "\(format(floodResult.costliest.cpu / 1e3)) us",
        describe(floodResult.costliest))
    reportLine(
        "    longest CPU time waiting (less applying)", "\(format(floodResult.mostWaiting.waiting / 1e3)) us",
        waitingVerdict(floodResult.mostWaiting.waiting, floor: floodFloor.longest.cpu))
    reportLine("    that call", describe(floodResult.mostWaiting))
    reportLine(
        "    the same, calls not preempted", "\(format(floodResult.mostWaitingUnpreempted.waiting / 1e3)) us",
        waitingVerdict(floodResult.mostWaitingUnpreempted.waiting, floor: floodFloor.longestUnpreempted.cpu))
    reportLine("    that call", describe(floodResult.mostWaitingUnpreempted))
    reportLine(
        "    calls waiting over 1 ms of CPU time",
        "\(floodResult.waitingOverOneMillisecond) of \(floodResult.dispatched)",
        "\(floodResult.waitingOverOneMillisecondPreempted) of them preempted")
    reportLine(
        "    floor: CPU time of ~10 ns of arithmetic", "\(format(floodFloor.longest.cpu / 1e3)) us",
        describe(floodFloor.longest, applying: false)
            + "; \(floodFloor.overOneMillisecond) of \(floodFloor.readings) readings over 1 ms "
            + "(\(floodFloor.overOneMillisecondPreempted) preempted)")
    reportLine(
        "    floor: the same, not preempted", "\(format(floodFloor.longestUnpreempted.cpu / 1e3)) us",
        describe(floodFloor.longestUnpreempted, applying: false))
}
