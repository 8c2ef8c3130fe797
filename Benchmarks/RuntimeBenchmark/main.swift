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

/// Shaped like generated code (see the Counter golden file).
struct Counter: TrackedState, FieldNaming, Codable {
    var count = 0
    static let fieldNames = ["count"]
    static func changedFields(from old: Counter, to new: Counter) -> FieldSet {
        var changed = FieldSet()
        if old.count != new.count {
            changed.insert(0)
        }
        return changed
    }
}

extension StateField where State == Counter {
    static let count = StateField<Counter>(index: 0)
}

enum CounterAction: Sendable, Codable {
    case increment
}

/// Counter applying its own actions, as generated states do: the store
/// calls `reduce` (case (a-r)).
struct ReducingCounter: TrackedState, ReducibleState {
    var count = 0
    static func changedFields(from old: Self, to new: Self) -> FieldSet {
        old.count == new.count ? FieldSet() : [0]
    }
    mutating func reduce(_ action: CounterAction) {
        count &+= 1
    }
}

/// The same with a handler that `uses:` a dependency, as generated code
/// marks it: the store binds its `StoreDependencies` around every action
/// (case (a-deps)). The handler reads nothing, so the difference to (a-r)
/// is the binding alone.
struct DependentCounter: TrackedState, DependentState {
    var count = 0
    static func changedFields(from old: Self, to new: Self) -> FieldSet {
        old.count == new.count ? FieldSet() : [0]
    }
    mutating func reduce(_ action: CounterAction) {
        count &+= 1
    }
}

/// `count` dispatches to a store of `State` made by `make`, one subscriber.
func dispatchReducing<State: TrackedState & ReducibleState>(_ count: Int, _ make: () -> Store<State, CounterAction>)
where State.Action == CounterAction {
    let store = make()
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [StateField(index: 0)], select: { $0 }) { _ in
        delivered.value &+= 1
    }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    // Once when subscribing, then once per dispatch.
    precondition(delivered.value == count + 1)
}

/// Where subscribers put what they receive (only the store's serialised
/// delivery writes it).
final class Sink: @unchecked Sendable {
    var value = 0
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The reducers live in global variables, which the optimiser cannot assume
/// constant, so the floor loop calls the closure like the store does instead
/// of folding the loop away.
nonisolated(unsafe) var counterReducerStorage: @Sendable (inout Counter, CounterAction) -> Void = { state, _ in
    state.count &+= 1
}

nonisolated(unsafe) var wideReducerStorage: @Sendable (inout WideState, WideAction) -> Void = { state, action in
    state.reduce(action)
}

@inline(never)
func counterReducer() -> @Sendable (inout Counter, CounterAction) -> Void { counterReducerStorage }

@inline(never)
func wideReducer() -> @Sendable (inout WideState, WideAction) -> Void { wideReducerStorage }

/// CPU time, not wall time: the machine is shared, and time spent waiting for
/// a core is not time the store spent. `CLOCK_THREAD_CPUTIME_ID` for work on
/// this thread; `CLOCK_PROCESS_CPUTIME_ID` (all threads) for the threaded case.
func cpuNanoseconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func wallNanoseconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds)
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

func report(_ label: String, _ perDispatch: Double, floor: Double, target: Double? = nil) {
    var line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    line += "\(format(perDispatch)) ns/dispatch".padding(toLength: 22, withPad: " ", startingAt: 0)
    line += "\(format(perDispatch / floor))x floor"
    if let target {
        line +=
            perDispatch <= target ? "   target <= \(Int(target)) ns: met" : "   target <= \(Int(target)) ns: NOT met"
    }
    print(line)
}

// MARK: Instruction counts
//
// `RuntimeBenchmark --only CASE N` runs N dispatches of one case and exits,
// for `valgrind --tool=callgrind`: the difference between two N gives
// instructions per dispatch, which no other process on the machine changes.

func dispatchOneSubscriber(_ count: Int) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == count)
    consume(delivered.value)
}

/// Where case (a) with the inspector's recorder writes: a file in the
/// temporary folder, capped and rotated at the recorder's default size.
let recordingURL = FileManager.default.temporaryDirectory.appendingPathComponent(
    "RuntimeBenchmark-\(getpid()).inspect.jsonl")

/// Case (a) with `Middleware.inspectorRecording` on the store, default settings.
func recordedOneSubscriberStore() -> Store<Counter, CounterAction> {
    Store(initialState: Counter(), middleware: [try! .inspectorRecording(to: recordingURL)], reducer: counterReducer())
}

func dispatchOneSubscriberRecorded(_ count: Int) {
    let store = recordedOneSubscriberStore()
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == count)
    consume(delivered.value)
}

/// (a) with the recorder, dispatched in bursts of 100 with a pause after
/// each, long enough under valgrind for the background encoder to catch up:
/// the queue never fills, so the dispatching thread only queues (for
/// `valgrind --tool=callgrind --separate-threads=yes`, whose main thread's
/// count is then the cost on dispatch).
func dispatchOneSubscriberRecordedInBursts(_ count: Int) {
    let store = recordedOneSubscriberStore()
    for start in stride(from: 0, to: count, by: 100) {
        for _ in start..<min(count, start + 100) { store.dispatch(.increment) }
        usleep(200_000)
    }
    precondition(store.state.count == count)
}

/// (a) with the recorder as an app meets it, dispatching in bursts of
/// `burst` with a pause after each: CPU time per dispatch of the
/// dispatching thread (the bursts only), and of all threads from the first
/// dispatch until the store's release has written the end of the recording
/// (the background encoding included). Fastest of `rounds`.
func timeRecordedInBursts(bursts: Int = 100, burst: Int = 100, rounds: Int = 5) -> (
    dispatching: Double, allThreads: Double
) {
    var best = (dispatching: Double.infinity, allThreads: Double.infinity)
    for _ in 0..<rounds {
        var store: Store<Counter, CounterAction>? = recordedOneSubscriberStore()
        var dispatching = 0.0
        let processStart = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
        for _ in 0..<bursts {
            let start = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
            for _ in 0..<burst { store?.dispatch(.increment) }
            dispatching += cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - start
            usleep(5_000)
        }
        store = nil
        let all = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - processStart
        let count = Double(bursts * burst)
        best = (min(best.dispatching, dispatching / count), min(best.allThreads, all / count))
    }
    return best
}

func dispatchOneMainActorSubscriber(_ count: Int) {
    MainActor.assumeIsolated {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let delivered = Sink()
        let token = store.subscribe(fields: [.count], select: \.count) { delivered.value = $0 }
        for _ in 0..<count { store.dispatch(.increment) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

/// (a-gen) (a'') as an app writes it: a generated store (Tally.store.yaml)
/// and its generated main-actor subscription, `subscribe(display:)`,
/// dispatched to on the main thread, so delivery is synchronous.
func dispatchGeneratedMainActor(_ count: Int) {
    MainActor.assumeIsolated {
        let store = TallyStore()
        let delivered = Sink()
        let token = store.subscribe(display: { delivered.value = $0.count })
        for _ in 0..<count { store.dispatch(.increment) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

/// (m) (a-gen) through a module: a generated parent (Panel.store.yaml)
/// embedding the Tally store, with a main-actor subscription of the module,
/// each dispatch the module's action sent through the parent.
func dispatchToModule(_ count: Int) {
    MainActor.assumeIsolated {
        let store = PanelStore()
        let delivered = Sink()
        let token = store.subscribe(counter: { delivered.value = $0.tally.count })
        for _ in 0..<count { store.dispatch(.tally(.increment)) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

/// (b)'s subscribers: one selector-closure subscriber per field of `store`
/// in `fields` (all of them unless told), each delivery adding one to
/// `delivered`.
func subscribeWide(
    _ store: Store<WideState, WideAction>, _ delivered: Sink, fields: Range<Int> = 0..<WideState.fieldCount
) -> [SubscriptionToken] {
    fields.map { field in
        store.subscribeSynchronously(fields: [StateField(index: field)], select: { $0.value(at: field) }) { _ in
            delivered.value &+= 1
        }
    }
}

/// (b) as it is timed: `count` bumps, one field after another, each
/// delivered to that field's subscriber only.
func dispatchWide(_ count: Int) {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWide(store, delivered)
    for index in 0..<count { store.dispatch(.bump(field: index % WideState.fieldCount)) }
    // Cancelled here, so they live until here: Swift may release a value
    // after its last use, and `tokens.removeAll()` does not read them.
    for token in tokens { token.cancel() }
    precondition(delivered.value == WideState.fieldCount + count, "a dispatch ran other fields' subscribers")
}

/// The fields (b') bumps: those with a generated subscription in Wide.store.yaml.
let generatedFieldCount = 8

/// One subscriber per field of `store`: the first `generatedFieldCount`
/// through their generated subscriptions (main actor; dispatched on the main
/// thread, they are called synchronously), the others through selector
/// closures as in (b). Each delivery adds one to `delivered`.
func subscribeWideGenerated(_ store: Store<WideState, WideAction>, _ delivered: Sink) -> [SubscriptionToken] {
    let tokens = [
        store.subscribe(field0: { _ in delivered.value &+= 1 }),
        store.subscribe(field1: { _ in delivered.value &+= 1 }),
        store.subscribe(field2: { _ in delivered.value &+= 1 }),
        store.subscribe(field3: { _ in delivered.value &+= 1 }),
        store.subscribe(field4: { _ in delivered.value &+= 1 }),
        store.subscribe(field5: { _ in delivered.value &+= 1 }),
        store.subscribe(field6: { _ in delivered.value &+= 1 }),
        store.subscribe(field7: { _ in delivered.value &+= 1 }),
    ]
    precondition(tokens.count == generatedFieldCount)
    return tokens + subscribeWide(store, delivered, fields: generatedFieldCount..<WideState.fieldCount)
}

func dispatchWideGenerated(_ count: Int) {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWideGenerated(store, delivered)
    for index in 0..<count { store.dispatch(.bump(field: index % generatedFieldCount)) }
    for token in tokens { token.cancel() }
    precondition(delivered.value == WideState.fieldCount + count, "generated subscribers were not called synchronously")
}

/// (g) and (g'): see `WideModels`.
func runWideModels(_ count: Int, tracked: Bool) {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else {
        fatalError("(g) needs Observation (macOS 14)")
    }
    MainActor.assumeIsolated { WideModels(tracked: tracked).run(count) }
}

/// (g0) and, with `observed: false`, (g0'): see `ObservationFloor`.
func runObservationFloor(_ count: Int, observed: Bool = true) {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else {
        fatalError("(g0) needs Observation (macOS 14)")
    }
    MainActor.assumeIsolated { ObservationFloor(observed: observed).run(count) }
}

// A second thread, started before anything is timed or counted and parked
// for the whole run, as every app has one: (a-gen) is issue 26's case
// measured in such a process, and `--only c` runs (c) as the full run does.
let secondThreadParked = DispatchSemaphore(value: 0)
Thread { secondThreadParked.wait() }.start()

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--only", let count = Int(CommandLine.arguments[3]) {
    switch CommandLine.arguments[2] {
    case "a": dispatchOneSubscriber(count)
    case "a''": dispatchOneMainActorSubscriber(count)
    case "a-gen": dispatchGeneratedMainActor(count)
    case "locked": runLockedFloor(count)
    case "m": dispatchToModule(count)
    case "a-rec": dispatchOneSubscriberRecorded(count)
    case "a-rec-bursts": dispatchOneSubscriberRecordedInBursts(count)
    case "a-r": dispatchReducing(count) { Store(initialState: ReducingCounter()) }
    case "a-deps":
        dispatchReducing(count) { Store(initialState: DependentCounter(), dependencies: StoreDependencies()) }
    case "b": dispatchWide(count)
    case "b'": dispatchWideGenerated(count)
    case "rows100": dispatchToRow(rows: 100, count)
    case "rows10000": dispatchToRow(rows: 10_000, count)
    case "push": pushAndPop(count)
    case "top20": dispatchToTop(depth: 20, count)
    case "shared": dispatchBesideSharedValue(count)
    case "g": runWideModels(count, tracked: true)
    case "g'": runWideModels(count, tracked: false)
    case "g0": runObservationFloor(count)
    case "g0'": runObservationFloor(count, observed: false)
    case "c":
        let one = threadedNanosecondsPerAction(threads: 1)
        let many = threadedNanosecondsPerAction(threads: count)
        print(
            """
            wall: 1 thread \(1e3 / one.wall) M/s, \(count) threads \(1e3 / many.wall) M/s: \
            \(one.wall / many.wall * 100)%
            """)
        print(
            "cpu:  1 thread \(1e3 / one.cpu) M/s, \(count) threads \(1e3 / many.cpu) M/s: \(one.cpu / many.cpu * 100)%")
        // Each repetition in ms: wall, CPU of all threads, latest start of a
        // dispatching thread, longest wait for a core of one while
        // dispatching, the main thread's (see `ThreadedRepetition`).
        for (threads, result) in [(1, one), (count, many)] {
            for repetition in result.repetitions {
                print(
                    "repetition: \(threads) threads",
                    [
                        repetition.wall, repetition.cpu, repetition.latestStart, repetition.dispatcherWait,
                        repetition.mainWait,
                    ]
                    .map { format($0 / 1e6) }.joined(separator: " "))
            }
        }
    default:
        fatalError(
            """
            unknown case \(CommandLine.arguments[2]); use a, a'', a-gen, locked, m, a-rec, a-rec-bursts, a-r, \
            a-deps, b, b', rows100, rows10000, push, top20, shared, c, g, g', g0 or g0'
            """)
    }
    exit(0)
}

// MARK: Child features: `RuntimeBenchmark --children` times only these
//
// Each the fastest of `singleThreadRounds` runs of CPU time (see `Cases`).

func timeChildFeatures() {
    var cases = Cases()
    let dispatches = 200_000
    let rows100 = cases.add(operations: dispatches) { dispatchToRow(rows: 100, dispatches) }
    let rows10000 = cases.add(operations: dispatches) { dispatchToRow(rows: 10_000, dispatches) }
    let push = cases.add(operations: dispatches) { pushAndPop(dispatches) }
    let top20 = cases.add(operations: dispatches) { dispatchToTop(depth: 20, dispatches) }
    let shared = cases.add(operations: dispatches) { dispatchBesideSharedValue(dispatches) }
    let times = cases.timed()
    print(
        """
        Child features (CPU ns per operation, fastest of \(singleThreadRounds) runs; the store setup is \
        included, amortized)
        """)
    reportLine("  dispatch to one row of 100", "\(format(times[rows100])) ns")
    reportLine(
        "  dispatch to one row of 10,000", "\(format(times[rows10000])) ns",
        "\(format(times[rows10000] / times[rows100]))x the 100-row figure")
    reportLine("  push + pop of a stack screen (two dispatches)", "\(format(times[push])) ns")
    reportLine("  dispatch to the top of a 20-deep stack", "\(format(times[top20])) ns")
    reportLine("  dispatch beside a shared list of 1,000 (a sheet open)", "\(format(times[shared])) ns")
}

// MARK: (a) one subscriber, (b) 1000 subscribers: the single-thread cases
//
// Timed in rounds, each round running every case once (see `Cases`).

/// Cases timed together: each is run once to warm up, then `runs` rounds
/// run every case once in turn, and each case keeps its fastest run. A
/// disturbance from other processes lasting a few hundred milliseconds —
/// which, when a case's runs came back to back, could slow all of them and
/// made whole benchmark runs come out a third slower — now meets at most
/// one or two runs of each case.
///
/// `addPrepared` takes a closure that sets up a run untimed and returns
/// the work to time. The 1,000-subscriber cases build a new store
/// in every round, and every store stays alive until all rounds are done,
/// so each round's store lies somewhere else in memory: where the
/// allocator puts a store and its 1,000 subscriptions moves what its
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

if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--children" {
    timeChildFeatures()
    exit(0)
}

var singleThreadCases = Cases()
let oneSubscriberCount = 2_000_000

// The locked instructions of a dispatch into an idle store, alone (see
// `LockedInstructionFloor`): its two, the three it made before, and one.
func runLockedFloor(_ count: Int, publishingByAdd: Bool = false, onlyOne: Bool = false) {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else {
        fatalError("needs Synchronization (macOS 15)")
    }
    let floor = LockedInstructionFloor()
    if onlyOne { floor.runOne(count) } else { floor.run(count, publishingByAdd: publishingByAdd) }
}
let lockedFloorCase = singleThreadCases.add(operations: oneSubscriberCount) { runLockedFloor(oneSubscriberCount) }
let lockedBeforeCase = singleThreadCases.add(operations: oneSubscriberCount) {
    runLockedFloor(oneSubscriberCount, publishingByAdd: true)
}
let lockedOneCase = singleThreadCases.add(operations: oneSubscriberCount) {
    runLockedFloor(oneSubscriberCount, onlyOne: true)
}

let counterFloorCase = singleThreadCases.add(operations: oneSubscriberCount) {
    let reduce = counterReducer()
    var state = Counter()
    for _ in 0..<oneSubscriberCount { reduce(&state, .increment) }
    consume(state)
}

let oneSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == oneSubscriberCount)
    consume(delivered.value)
}

// (a) with the inspector's recorder (Middleware.inspectorRecording, default
// settings: encoded by a background thread, written in 64 KB blocks). This
// tight loop outruns the encoder, so the dispatching thread mostly finds
// 1,000 actions queued and encodes them itself: the recorder's whole cost.
// Fewer dispatches: each writes a line.
let recordedCount = 200_000

let recordedOneSubscriberCase = singleThreadCases.add(operations: recordedCount) {
    let store = recordedOneSubscriberStore()
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<recordedCount { store.dispatch(.increment) }
    token.cancel()
    consume(delivered.value)
}

// (a-r) (a) with a state that applies its own actions, as generated ones
// do; (a-deps) the same state declaring dependencies, which the store binds
// around every action.
let reducingCase = singleThreadCases.add(operations: oneSubscriberCount) {
    dispatchReducing(oneSubscriberCount) { Store(initialState: ReducingCounter()) }
}
let dependentCase = singleThreadCases.add(operations: oneSubscriberCount) {
    dispatchReducing(oneSubscriberCount) { Store(initialState: DependentCounter(), dependencies: StoreDependencies()) }
}

let untrackedOneSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
    let store = Store(initialState: Counter(), changes: nil, reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(select: \.count) { delivered.value = $0 }
    for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
    token.cancel()
    consume(delivered.value)
}

// (a'') one main-actor subscriber, dispatching on the main actor. Top-level
// code runs on the main thread, so delivery is synchronous (the
// precondition checks it).
let mainActorSubscriberCase = singleThreadCases.add(operations: oneSubscriberCount) {
    MainActor.assumeIsolated {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let delivered = Sink()
        let token = store.subscribe(fields: [.count], select: \.count) { delivered.value = $0 }
        for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
        token.cancel()
        precondition(delivered.value == oneSubscriberCount, "main-actor delivery was not synchronous")
    }
}

// (a-gen) and (m): see `dispatchGeneratedMainActor` and `dispatchToModule`.
let generatedMainActorCase = singleThreadCases.add(operations: oneSubscriberCount) {
    dispatchGeneratedMainActor(oneSubscriberCount)
}
let moduleCase = singleThreadCases.add(operations: oneSubscriberCount) { dispatchToModule(oneSubscriberCount) }

// (b) 1000 subscribers on their own fields, one field changes per dispatch.
let wideCount = 200_000

let wideFloorCase = singleThreadCases.add(operations: wideCount) {
    let reduce = wideReducer()
    var state = WideState()
    for index in 0..<wideCount { reduce(&state, .bump(field: index % WideState.fieldCount)) }
    consume(state)
}

/// A store with one selector-closure subscriber per field; the returned
/// run dispatches `wideCount` bumps, one field after another, and checks
/// that each ran exactly one subscriber.
func prepareWide() -> () -> Void {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWide(store, delivered)
    return {
        let before = delivered.value
        for index in 0..<wideCount { store.dispatch(.bump(field: index % WideState.fieldCount)) }
        // One delivery per dispatch: only the changed field's subscriber ran.
        precondition(delivered.value == before + wideCount)
        consume(tokens)
    }
}

let wideCase = singleThreadCases.addPrepared(operations: wideCount, prepareWide)

// (b') the same 1000 subscribers, but the one that changes is a generated
// subscription, as in an app (props built from the state in place, no
// selector closure): each dispatch bumps one of the fields that have one.
func prepareWideGenerated() -> () -> Void {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    let delivered = Sink()
    let tokens = subscribeWideGenerated(store, delivered)
    return {
        let before = delivered.value
        for index in 0..<wideCount { store.dispatch(.bump(field: index % generatedFieldCount)) }
        precondition(delivered.value == before + wideCount)
        consume(tokens)
    }
}

let wideGeneratedCase = singleThreadCases.addPrepared(operations: wideCount, prepareWideGenerated)

// (g) 1,000 generated Observation models, one per field, each observed and
// observed anew after each change (see `WideModels`); (g') the same models
// with nobody observing them.
func prepareWideModels(tracked: Bool) -> () -> Void {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return {} }
    let models = MainActor.assumeIsolated { WideModels(tracked: tracked) }
    return { MainActor.assumeIsolated { models.run(wideCount) } }
}

let wideModelsCase = singleThreadCases.addPrepared(operations: wideCount) { prepareWideModels(tracked: true) }
let observationFloorCase = singleThreadCases.addPrepared(operations: wideCount) {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return {} }
    let floor = MainActor.assumeIsolated { ObservationFloor() }
    return { MainActor.assumeIsolated { floor.run(wideCount) } }
}
let wideUnobservedModelsCase = singleThreadCases.addPrepared(operations: wideCount) {
    prepareWideModels(tracked: false)
}

let singleThreadTimes = singleThreadCases.timed()
let counterFloor = singleThreadTimes[counterFloorCase]
let lockedInstructions = singleThreadTimes[lockedFloorCase]
let lockedInstructionsBefore = singleThreadTimes[lockedBeforeCase]
let lockedInstruction = singleThreadTimes[lockedOneCase]
let oneSubscriber = singleThreadTimes[oneSubscriberCase]
let untrackedOneSubscriber = singleThreadTimes[untrackedOneSubscriberCase]
let recordedOneSubscriber = singleThreadTimes[recordedOneSubscriberCase]
let recordedInBursts = timeRecordedInBursts()
let reducing = singleThreadTimes[reducingCase]
let dependent = singleThreadTimes[dependentCase]
try? FileManager.default.removeItem(at: recordingURL)
try? FileManager.default.removeItem(at: InspectorRecording.previousFile(of: recordingURL))
let mainActorSubscriber = singleThreadTimes[mainActorSubscriberCase]
let generatedMainActor = singleThreadTimes[generatedMainActorCase]
let moduleDispatch = singleThreadTimes[moduleCase]
let wideFloor = singleThreadTimes[wideFloorCase]
let wide = singleThreadTimes[wideCase]
let wideGenerated = singleThreadTimes[wideGeneratedCase]
let wideModels = singleThreadTimes[wideModelsCase]
let observationFloor = singleThreadTimes[observationFloorCase]
let wideUnobservedModels = singleThreadTimes[wideUnobservedModelsCase]

// MARK: (c) threads: 1, 2 and 8 threads x 100,000 dispatches
//
// Wall time from the start signal until the last action has been applied
// (the subscriber sees the final count), best of 7: actions per second the
// store gets through with that many threads feeding it.

/// Starts `threads` threads that each run `body` once the last has started.
func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) -> (start: () -> Void, join: () -> Void) {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<threads {
        let thread = Thread {
            ready.signal()
            go.wait()
            body(index)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<threads { ready.wait() }
    return ({ for _ in 0..<threads { go.signal() } }, { for _ in 0..<threads { done.wait() } })
}

/// Nanoseconds the calling thread has spent runnable but waiting for a core
/// (Linux: the second field of /proc/thread-self/schedstat, kept by the
/// scheduler; 0 where there is none).
func runqueueWaitNanoseconds() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) else { return 0 }
    return text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
}

/// One repetition of the threaded case: its wall and CPU time, and where
/// the wall time went that was no work: the latest start of a dispatching
/// thread after the start signal (waking up), the longest time one of them
/// then spent runnable but waiting for a core while dispatching, and the
/// main thread's wait for a core once woken to stop the clock.
struct ThreadedRepetition {
    var wall: Double
    var cpu: Double
    var latestStart: Double
    var dispatcherWait: Double
    var mainWait: Double
}

final class WaitLog: @unchecked Sendable {
    let lock = NSLock()
    var latestStart: Double = 0
    var longest: Double = 0
}

/// Nanoseconds per applied action: wall time (best of 7), and CPU time of
/// all threads (which other processes on a busy machine do not inflate;
/// they lower it, as threads that seldom run at once contend less; median of 7:
/// the process clock occasionally reads short); and each repetition's times
/// (for `--only c`).
func threadedNanosecondsPerAction(threads: Int, perThread: Int = 100_000) -> (
    wall: Double, cpu: Double, repetitions: [ThreadedRepetition]
) {
    let total = threads * perThread
    var wall = Double.infinity
    var cpu: [Double] = []
    var repetitions: [ThreadedRepetition] = []
    for _ in 0..<7 {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let applied = DispatchSemaphore(value: 0)
        let token = store.subscribeSynchronously(fields: [.count], select: \.count) { count in
            if count == total { applied.signal() }
        }
        let waits = WaitLog()
        let startedAt = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        defer { startedAt.deallocate() }
        nonisolated(unsafe) let signalledAt = startedAt
        let run = onThreads(threads) { _ in
            let started = wallNanoseconds()
            let waitedBefore = runqueueWaitNanoseconds()
            for _ in 0..<perThread { store.dispatch(.increment) }
            let waited = runqueueWaitNanoseconds() - waitedBefore
            waits.lock.withLock {
                waits.latestStart = max(waits.latestStart, started - signalledAt.pointee)
                waits.longest = max(waits.longest, waited)
            }
        }
        let mainWaitBefore = runqueueWaitNanoseconds()
        let start = (wall: wallNanoseconds(), cpu: cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID))
        startedAt.pointee = start.wall
        run.start()
        applied.wait()
        let elapsed = (wall: wallNanoseconds() - start.wall, cpu: cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - start.cpu)
        let mainWait = runqueueWaitNanoseconds() - mainWaitBefore
        run.join()
        precondition(store.state.count == total)
        token.cancel()
        wall = min(wall, elapsed.wall / Double(total))
        cpu.append(elapsed.cpu / Double(total))
        repetitions.append(
            waits.lock.withLock {
                ThreadedRepetition(
                    wall: elapsed.wall, cpu: elapsed.cpu, latestStart: waits.latestStart, dispatcherWait: waits.longest,
                    mainWait: mainWait)
            })
    }
    return (wall, cpu.sorted()[cpu.count / 2], repetitions)
}

let oneThread = threadedNanosecondsPerAction(threads: 1)
let twoThreads = threadedNanosecondsPerAction(threads: 2)
let eightThreads = threadedNanosecondsPerAction(threads: 8)

// MARK: (d) 8-thread burst: longest single dispatch call, peak memory
//
// 8 threads dispatch for one second; each times every call and keeps its
// longest: in wall time (CLOCK_MONOTONIC; includes time the thread waited
// for a core, which on a loaded 2-core machine is most of it: the same
// threads doing no store work give the floor) and in the thread's own CPU
// time (which includes spinning and yielding while a preempted thread holds
// the lock). What neither depends on: how many actions the call applied,
// counted per thread by a synchronous subscriber. Resident memory is
// sampled every millisecond meanwhile.

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Resident set size now, in KiB (Linux: /proc/self/statm; elsewhere the peak so far).
func residentKiB() -> Int {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024
    #endif
}

final class Longest: @unchecked Sendable {
    let lock = NSLock()
    var nanoseconds: UInt64 = 0
    var cpuNanoseconds: Double = 0
    var mostApplied = 0
    var calls = 0
}

/// Counts, per thread, the actions applied on that thread: a synchronous
/// subscriber runs on the thread applying the action, and bumps the counter
/// of that thread (found through a thread-specific key; the background
/// drainer has none and counts nowhere). A dispatching thread reads its own
/// counter around each call, so it knows how many actions that call applied,
/// whatever the scheduler did meanwhile. In (f) the reducer also marks when
/// it starts (`beginApplying`), and the subscriber adds the thread's CPU
/// time since then: what the call spent applying actions, as against
/// waiting.
enum AppliedCounter {
    nonisolated(unsafe) static var key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// This thread's log from now on (the caller keeps it alive); `nil` for none.
    static func install(_ log: UnsafeMutablePointer<AppliedLog>?) {
        pthread_setspecific(key, log)
    }

    /// The reducer starts applying an action on the current thread (timed
    /// only where a log is installed: the background drainer pays a lookup).
    static func beginApplying() {
        guard let log = pthread_getspecific(key) else { return }
        log.assumingMemoryBound(to: AppliedLog.self).pointee.applyingSince = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
    }

    /// One more action applied on the current thread.
    static func countOne() {
        guard let raw = pthread_getspecific(key) else { return }
        let log = raw.assumingMemoryBound(to: AppliedLog.self)
        log.pointee.applied &+= 1
        if let since = log.pointee.applyingSince {
            log.pointee.applyingCPU += cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - since
            log.pointee.applyingSince = nil
        }
    }
}

/// What one thread applied (see `AppliedCounter`).
struct AppliedLog {
    var applied = 0
    /// CPU time from the start of each action's reducer to the end of its
    /// subscriber (when the reducer marks its start, as (f)'s does).
    var applyingCPU: Double = 0
    var applyingSince: Double?
}

/// The thread's voluntary context switches (it parked) and involuntary ones
/// (it was preempted) so far.
func contextSwitches() -> (parked: Int, preempted: Int) {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return (usage.ru_nvcsw, usage.ru_nivcsw)
}

/// Where one call's CPU time went: applying actions, or the rest (taking
/// the lock, queueing, waiting for room), and how often its thread parked
/// and was preempted meanwhile.
struct CallCost {
    var cpu: Double = 0
    var applying: Double = 0
    var applied = 0
    var parked = 0
    var preempted = 0
    /// CPU time not spent applying actions: what a waiter burns.
    var waiting: Double { cpu - applying }
}

/// What one thread saw of its own dispatch calls.
struct CallTimes {
    /// The longest call in wall time, in nanoseconds.
    var longest: UInt64 = 0
    /// The longest call in the thread's CPU time (when measured), in nanoseconds.
    var longestCPU: Double = 0
    /// The most actions one call applied.
    var mostApplied = 0
    var calls = 0
    /// With `splittingCPU`: the call that used the most CPU time, the one
    /// that spent the most of it not applying actions, and how many spent
    /// more than 1 ms so.
    var costliest = CallCost()
    var mostWaiting = CallCost()
    /// The same among calls during which the thread was not preempted.
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    /// Of those, the calls during which the thread was preempted: on this
    /// machine the thread's CPU clock can charge it for time it was not
    /// running (see (f) in Docs/Runtime.md).
    var waitingOverOneMillisecondPreempted = 0

    /// Counts `call` among the calls that waited most, and over 1 ms.
    mutating func addWaiting(_ call: CallCost) {
        if call.waiting > mostWaiting.waiting { mostWaiting = call }
        if call.preempted == 0 && call.waiting > mostWaitingUnpreempted.waiting { mostWaitingUnpreempted = call }
        if call.waiting > 1e6 {
            waitingOverOneMillisecond += 1
            if call.preempted > 0 { waitingOverOneMillisecondPreempted += 1 }
        }
    }
}

/// Dispatches into `store` until `stopAt`, timing each call in wall time
/// and, `withCPUTime`, in the thread's CPU time (two system calls per call,
/// which are also points where the thread can be descheduled); counts the
/// actions each call applied through this thread's `AppliedCounter`.
/// `splittingCPU` also tells each call's CPU time spent applying actions
/// from the rest, and counts its context switches (two more system calls).
func timeDispatchCalls(
    _ store: Store<Counter, CounterAction>, until stopAt: UInt64, withCPUTime: Bool, splittingCPU: Bool = false
) -> CallTimes {
    let log = UnsafeMutablePointer<AppliedLog>.allocate(capacity: 1)
    log.initialize(to: AppliedLog())
    AppliedCounter.install(log)
    defer {
        AppliedCounter.install(nil)
        log.deallocate()
    }
    var times = CallTimes()
    while true {
        let before = monotonicNanoseconds()
        if before >= stopAt { break }
        let switchesBefore = splittingCPU ? contextSwitches() : (0, 0)
        let cpuBefore = withCPUTime ? cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) : 0
        let logBefore = log.pointee
        store.dispatch(.increment)
        let cpu = withCPUTime ? cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore : 0
        let applied = log.pointee.applied - logBefore.applied
        times.mostApplied = max(times.mostApplied, applied)
        times.longestCPU = max(times.longestCPU, cpu)
        if splittingCPU {
            let switches = contextSwitches()
            let call = CallCost(
                cpu: cpu, applying: log.pointee.applyingCPU - logBefore.applyingCPU, applied: applied,
                parked: switches.parked - switchesBefore.0, preempted: switches.preempted - switchesBefore.1)
            if call.cpu > times.costliest.cpu { times.costliest = call }
            times.addWaiting(call)
        }
        times.longest = max(times.longest, monotonicNanoseconds() - before)
        times.calls += 1
    }
    return times
}

func burst(threads: Int = 8, seconds: Double = 1) -> (
    longest: Double, longestCPU: Double, mostApplied: Int, calls: Int, peakKiB: Int, baselineKiB: Int
) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let longest = Longest()
    let baseline = residentKiB()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(threads) { _ in
        let mine = timeDispatchCalls(store, until: stopAt, withCPUTime: true)
        longest.lock.lock()
        longest.nanoseconds = max(longest.nanoseconds, mine.longest)
        longest.cpuNanoseconds = max(longest.cpuNanoseconds, mine.longestCPU)
        longest.mostApplied = max(longest.mostApplied, mine.mostApplied)
        longest.calls += mine.calls
        longest.lock.unlock()
    }
    run.start()
    var peak = baseline
    while monotonicNanoseconds() < stopAt {
        peak = max(peak, residentKiB())
        usleep(1_000)
    }
    run.join()
    // Wait for the background drainer to finish what was queued.
    let drained = DispatchSemaphore(value: 0)
    let target = longest.calls
    let waiter = store.subscribeSynchronously(fields: [.count], select: { $0.count >= target }) {
        if $0 { drained.signal() }
    }
    drained.wait()
    peak = max(peak, residentKiB())
    waiter.cancel()
    token.cancel()
    return (Double(longest.nanoseconds), longest.cpuNanoseconds, longest.mostApplied, longest.calls, peak, baseline)
}

let burstResult = burst()

/// The scheduling floor of the burst: 8 threads for one second doing what
/// the burst's threads do around each call (two clock reads) but no store
/// work, each keeping the longest gap between its two reads. Whatever this
/// reaches is time a thread spent waiting for a core, which the longest
/// dispatch call cannot be expected to beat.
func schedulingFloor(threads: Int = 8, seconds: Double = 1) -> Double {
    let longest = Longest()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(threads) { _ in
        var mine: UInt64 = 0
        var spins = 0
        while true {
            let before = monotonicNanoseconds()
            if before >= stopAt { break }
            spins &+= 1
            consume(spins)
            mine = max(mine, monotonicNanoseconds() - before)
        }
        longest.lock.lock()
        longest.nanoseconds = max(longest.nanoseconds, mine)
        longest.lock.unlock()
    }
    run.start()
    run.join()
    return Double(longest.nanoseconds)
}

let burstFloor = schedulingFloor()

// MARK: (e) the main thread among 7 flooding threads of lower priority
//
// What an app's user sees: the main thread dispatches while 7 threads of
// lower priority (nice 10, as an app's utility-QoS work would be) dispatch
// as fast as they can, for one second. The main thread times each of its own
// calls in wall time and counts the actions each applied. The floor is the
// same 8 threads with no store: the main thread's longest gap between two
// clock reads while the 7 spin.

/// Lowers the calling thread's priority (Linux: `setpriority` with 0 is the
/// calling thread, not the process; elsewhere nothing happens).
func lowerThreadPriority(toNice nice: Int32) {
    #if os(Linux)
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
    #endif
}

/// Runs `flooders` threads at nice 10 doing `flood` until `stopAt`, while the
/// calling thread runs `probe` (given the stop time); returns what `probe` returns.
func amongFlooders<Result>(
    _ flooders: Int, seconds: Double, flood: @escaping @Sendable () -> Void, probe: (UInt64) -> Result
) -> Result {
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(flooders) { _ in
        lowerThreadPriority(toNice: 10)
        while monotonicNanoseconds() < stopAt { flood() }
    }
    run.start()
    let result = probe(stopAt)
    run.join()
    return result
}

func mainThreadAmongFlooders(flooders: Int = 7, seconds: Double = 1) -> (
    longest: Double, mostApplied: Int, calls: Int, floor: Double
) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let main = amongFlooders(flooders, seconds: seconds, flood: { store.dispatch(.increment) }) { stopAt in
        timeDispatchCalls(store, until: stopAt, withCPUTime: false)
    }
    token.cancel()
    let floor = amongFlooders(flooders, seconds: seconds, flood: { consume(0) }) { stopAt in
        var longest: UInt64 = 0
        while true {
            let before = monotonicNanoseconds()
            if before >= stopAt { break }
            consume(longest)
            longest = max(longest, monotonicNanoseconds() - before)
        }
        return longest
    }
    return (Double(main.longest), main.mostApplied, main.calls, Double(floor))
}

let mainAmongFlooders = mainThreadAmongFlooders()

// MARK: (f) a flood into a slower store: the queue's bound
//
// 8 threads at nice 10 dispatch as fast as they can into a store whose
// reducer is slower than they are, for `floodSeconds` (10 s; set
// RUNTIME_BENCHMARK_FLOOD_SECONDS to change it), while the main thread
// dispatches among them. The queue's bound makes the producers wait in their
// dispatch calls; what it must show: resident memory stays flat, every
// dispatched action is applied once the flood ends, the main thread's calls
// stay short, and no call burns CPU waiting: each call's CPU time is split
// into applying actions (a call that finds the store idle applies up to 17,
// which is work) and the rest, which a waiter would burn. The floor is the
// same threads timing a few nanoseconds of arithmetic the same way: on a
// virtual machine a thread's CPU clock also counts what the host or an
// interrupt took while the thread was current, so a reading can be long
// with no work of the thread's own in it.

let floodSeconds = ProcessInfo.processInfo.environment["RUNTIME_BENCHMARK_FLOOD_SECONDS"].flatMap(Double.init) ?? 10

/// About 0.3 µs of arithmetic per action: slower than a producer's dispatch.
nonisolated(unsafe) var slowReducerStorage: @Sendable (inout Counter, CounterAction) -> Void = { state, _ in
    AppliedCounter.beginApplying()
    var mixed = UInt64(truncatingIfNeeded: state.count)
    for _ in 0..<100 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    consume(mixed)
    state.count &+= 1
}

struct FloodResult {
    var dispatched = 0
    var applied = 0
    var mainLongest: Double = 0
    var mainCalls = 0
    var costliest = CallCost()
    var mostWaiting = CallCost()
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    var waitingOverOneMillisecondPreempted = 0
    var peakKiB = 0
    var baselineKiB = 0
}

/// The threads' results, gathered under `lock`.
final class FloodLog: @unchecked Sendable {
    let lock = NSLock()
    var calls = 0
    var costliest = CallCost()
    var mostWaiting = CallCost()
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    var waitingOverOneMillisecondPreempted = 0

    func add(_ times: CallTimes) {
        lock.withLock {
            calls += times.calls
            if times.costliest.cpu > costliest.cpu { costliest = times.costliest }
            if times.mostWaiting.waiting > mostWaiting.waiting { mostWaiting = times.mostWaiting }
            if times.mostWaitingUnpreempted.waiting > mostWaitingUnpreempted.waiting {
                mostWaitingUnpreempted = times.mostWaitingUnpreempted
            }
            waitingOverOneMillisecond += times.waitingOverOneMillisecond
            waitingOverOneMillisecondPreempted += times.waitingOverOneMillisecondPreempted
        }
    }
}

func flood(producers: Int = 8, seconds: Double) -> FloodResult {
    let store = Store(initialState: Counter(), reducer: slowReducerStorage)
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let log = FloodLog()
    var result = FloodResult()
    result.baselineKiB = residentKiB()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(producers) { _ in
        lowerThreadPriority(toNice: 10)
        log.add(timeDispatchCalls(store, until: stopAt, withCPUTime: true, splittingCPU: true))
    }
    let peak = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    defer { peak.deallocate() }
    peak.initialize(to: result.baselineKiB)
    nonisolated(unsafe) let sampled = peak
    let sampler = onThreads(1) { _ in
        while monotonicNanoseconds() < stopAt {
            sampled.pointee = max(sampled.pointee, residentKiB())
            usleep(1_000)
        }
    }
    run.start()
    sampler.start()
    let main = timeDispatchCalls(store, until: stopAt, withCPUTime: true, splittingCPU: true)
    run.join()
    sampler.join()
    log.add(main)
    // Every action dispatched is applied: wait for the last.
    let dispatched = log.lock.withLock { log.calls }
    let drained = DispatchSemaphore(value: 0)
    let waiter = store.subscribeSynchronously(fields: [.count], select: { $0.count >= dispatched }) {
        if $0 { drained.signal() }
    }
    drained.wait()
    waiter.cancel()
    token.cancel()
    result.dispatched = dispatched
    result.applied = store.state.count
    result.mainLongest = Double(main.longest)
    result.mainCalls = main.calls
    log.lock.withLock {
        result.costliest = log.costliest
        result.mostWaiting = log.mostWaiting
        result.mostWaitingUnpreempted = log.mostWaitingUnpreempted
        result.waitingOverOneMillisecond = log.waitingOverOneMillisecond
        result.waitingOverOneMillisecondPreempted = log.waitingOverOneMillisecondPreempted
    }
    result.peakKiB = max(peak.pointee, residentKiB())
    return result
}

/// (f)'s floor: the same threads (8 at nice 10 and the main thread) for as
/// long, each timing a few nanoseconds of arithmetic as (f) times a call
/// (the thread's CPU clock and context switches around it): the longest
/// reading (and the longest of those not preempted), and how many of how
/// many were over 1 ms (and of those, how many preempted).
func floodCPUFloor(threads: Int = 8, seconds: Double) -> (
    longest: CallCost, longestUnpreempted: CallCost, overOneMillisecond: Int, overOneMillisecondPreempted: Int,
    readings: Int
) {
    let log = FloodLog()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let spin: @Sendable () -> CallTimes = {
        var times = CallTimes()
        var mixed: UInt64 = 1
        while monotonicNanoseconds() < stopAt {
            let switchesBefore = contextSwitches()
            let cpuBefore = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
            for _ in 0..<10 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
            consume(mixed)
            let cpu = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore
            let switches = contextSwitches()
            let reading = CallCost(
                cpu: cpu, parked: switches.parked - switchesBefore.parked,
                preempted: switches.preempted - switchesBefore.preempted)
            times.addWaiting(reading)
            times.calls += 1
        }
        return times
    }
    let run = onThreads(threads) { _ in
        lowerThreadPriority(toNice: 10)
        log.add(spin())
    }
    run.start()
    log.add(spin())
    run.join()
    return log.lock.withLock {
        (
            log.mostWaiting, log.mostWaitingUnpreempted, log.waitingOverOneMillisecond,
            log.waitingOverOneMillisecondPreempted, log.calls
        )
    }
}

let floodResult = flood(seconds: floodSeconds)
let floodFloor = floodCPUFloor(seconds: floodSeconds)

func reportRate(_ label: String, _ perAction: Double, oneThread: Double, goal: Double? = nil) {
    var line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    line += "\(format(1e3 / perAction)) M actions/s".padding(toLength: 22, withPad: " ", startingAt: 0)
    let ratio = oneThread / perAction
    line += "\(format(ratio * 100))% of 1 thread"
    if let goal {
        line += ratio >= goal ? "   goal >= \(Int(goal * 100))%: met" : "   goal >= \(Int(goal * 100))%: NOT met"
    }
    print(line)
}

var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
print("StoreRuntime benchmark (release; CPU time, best of \(singleThreadRounds) runs; load average \(format(load[0])))")
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
    "(m) (a-gen) through a module of a parent", moduleDispatch, floor: counterFloor, target: 1.5 * generatedMainActor)
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
/// One line of the burst report: the label, the value, and what it is measured against.
func reportLine(_ label: String, _ value: String, _ note: String = "") {
    let line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    print(note.isEmpty ? line + value : line + value.padding(toLength: 22, withPad: " ", startingAt: 0) + note)
}

func reportLongestCall(_ label: String, nanoseconds: Double) {
    let milliseconds = nanoseconds / 1e6
    reportLine(label, "\(format(milliseconds)) ms", milliseconds <= 5 ? "goal <= 5 ms: met" : "goal <= 5 ms: NOT met")
}

func reportMostApplied(_ label: String, _ count: Int) {
    let bound = 1 + Store<Counter, CounterAction>.dispatchBudget
    reportLine(label, "\(count)", "bound 1 + Store.dispatchBudget = \(bound): " + (count <= bound ? "met" : "NOT met"))
}

print("(d) 8 threads dispatching for 1 s: \(burstResult.calls) dispatches")
reportLongestCall("    longest dispatch call", nanoseconds: burstResult.longest)
reportLine(
    "    floor: longest gap, same threads, no store work", "\(format(burstFloor / 1e6)) ms",
    "(time spent waiting for a core)")
reportMostApplied("    most actions one dispatch call applied", burstResult.mostApplied)
reportLine("    longest dispatch call, CPU time of its thread", "\(format(burstResult.longestCPU / 1e3)) us")
reportLine(
    "    peak resident memory",
    "\(burstResult.peakKiB / 1024) MiB (\((burstResult.peakKiB - burstResult.baselineKiB) / 1024) MiB above the start)")
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
    "\(floodResult.peakKiB / 1024) MiB (\((floodResult.peakKiB - floodResult.baselineKiB) / 1024) MiB above the start)")
reportLongestCall(
    "    the main thread's longest call (\(floodResult.mainCalls) calls)", nanoseconds: floodResult.mainLongest)
/// A call's (or a floor reading's) CPU time in µs, and where it went.
func describe(_ call: CallCost, applying: Bool = true) -> String {
    let switches = "parked \(call.parked)x, preempted \(call.preempted)x"
    return applying
        ? "\(call.applied) applied, \(format(call.applying / 1e3)) us of it applying; " + switches : switches
}

/// The goal's verdict on a call's CPU time spent waiting, beside the floor.
func waitingVerdict(_ nanoseconds: Double, floor: Double) -> String {
    let verdict = nanoseconds <= 1e6 ? "goal <= 1 ms: met" : "goal <= 1 ms: NOT met"
    return verdict + " (floor \(format(floor / 1e3)) us)"
}

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
    "    calls waiting over 1 ms of CPU time", "\(floodResult.waitingOverOneMillisecond) of \(floodResult.dispatched)",
    "\(floodResult.waitingOverOneMillisecondPreempted) of them preempted")
reportLine(
    "    floor: CPU time of ~10 ns of arithmetic", "\(format(floodFloor.longest.cpu / 1e3)) us",
    describe(floodFloor.longest, applying: false)
        + "; \(floodFloor.overOneMillisecond) of \(floodFloor.readings) readings over 1 ms "
        + "(\(floodFloor.overOneMillisecondPreempted) preempted)")
reportLine(
    "    floor: the same, not preempted", "\(format(floodFloor.longestUnpreempted.cpu / 1e3)) us",
    describe(floodFloor.longestUnpreempted, applying: false))
