// Runtime benchmark: ns per dispatch, each next to the floor of calling the
// same reducer directly on an inout state in the same run.
//
//     swift run -c release --package-path Benchmarks RuntimeBenchmark
//
// Targets (issue 3): <= 50 ns per dispatch with one subscriber, <= 1 us with
// 1000 subscribers of which one changes.

import Dispatch
import StoreRuntime
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

struct Counter: TrackedState {
    var count = 0
    static func changedFields(from old: Counter, to new: Counter) -> FieldSet {
        old.count != new.count ? [0] : FieldSet()
    }
}

enum CounterAction: Sendable {
    case increment
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
    switch action {
    case .bump(let field): state.bump(field)
    }
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

/// The fastest of `runs` timings of `body`, divided by `operations` (the
/// fastest run is the one least disturbed by other processes).
func measure(runs: Int = 7, operations: Int, clock: () -> Double = { cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) }, _ body: () -> Void) -> Double {
    body()  // warm-up
    var best = Double.infinity
    for _ in 0..<runs {
        let start = clock()
        body()
        best = min(best, (clock() - start) / Double(operations))
    }
    return best
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
        line += perDispatch <= target ? "   target <= \(Int(target)) ns: met" : "   target <= \(Int(target)) ns: NOT met"
    }
    print(line)
}

// MARK: (a) one subscriber

let oneSubscriberCount = 2_000_000

let counterFloor = measure(operations: oneSubscriberCount) {
    let reduce = counterReducer()
    var state = Counter()
    for _ in 0..<oneSubscriberCount { reduce(&state, .increment) }
    consume(state)
}

let oneSubscriber = measure(operations: oneSubscriberCount) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [0], select: \.count) { delivered.value = $0 }
    for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == oneSubscriberCount)
    consume(delivered.value)
}

let untrackedOneSubscriber = measure(operations: oneSubscriberCount) {
    let store = Store(initialState: Counter(), changes: nil, reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(select: \.count) { delivered.value = $0 }
    for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
    token.cancel()
    consume(delivered.value)
}

// MARK: (b) 1000 subscribers on their own fields, one field changes per dispatch

let wideCount = 200_000

let wideFloor = measure(operations: wideCount) {
    let reduce = wideReducer()
    var state = WideState()
    for index in 0..<wideCount { reduce(&state, .bump(index % WideState.fieldCount)) }
    consume(state)
}

let wideStore = Store(initialState: WideState(), reducer: wideReducer())
let wideDeliveries = Sink()
var wideTokens: [SubscriptionToken] = []
for field in 0..<WideState.fieldCount {
    wideTokens.append(wideStore.subscribeSynchronously(fields: [field], select: { $0.value(at: field) }) { _ in
        wideDeliveries.value &+= 1
    })
}
let wide = measure(operations: wideCount) {
    for index in 0..<wideCount { wideStore.dispatch(.bump(index % WideState.fieldCount)) }
}
// One delivery per dispatch (plus the 1000 first values): only the changed field's subscriber ran.
precondition(wideDeliveries.value == WideState.fieldCount + 8 * wideCount)
wideTokens.removeAll()

// MARK: (c) 2 threads x 100,000 dispatches

let threadedCount = 100_000
func threadedRun() {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let token = store.subscribeSynchronously(fields: [0], select: \.count) { consume($0) }
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        for _ in 0..<threadedCount { store.dispatch(.increment) }
    }
    precondition(store.state.count == 2 * threadedCount)
    token.cancel()
}
let threadedCPU = measure(operations: 2 * threadedCount, clock: { cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) }, threadedRun)
let threadedWall = measure(operations: 2 * threadedCount, clock: wallNanoseconds, threadedRun)

// MARK: (a'') one main-actor subscriber, dispatching on the main actor
//
// Top-level code runs on the main thread, so delivery is synchronous (the
// precondition checks it).

func mainActorOneSubscriber() -> Double {
    MainActor.assumeIsolated {
        measure(operations: oneSubscriberCount) {
            let store = Store(initialState: Counter(), reducer: counterReducer())
            let delivered = Sink()
            let token = store.subscribe(fields: [0], select: \.count) { delivered.value = $0 }
            for _ in 0..<oneSubscriberCount { store.dispatch(.increment) }
            token.cancel()
            precondition(delivered.value == oneSubscriberCount, "main-actor delivery was not synchronous")
        }
    }
}

let mainActorSubscriber = mainActorOneSubscriber()

print("StoreRuntime benchmark (release; CPU time, best of 7 runs)")
report("floor: Counter reducer on an inout state", counterFloor, floor: counterFloor)
report("(a) 1 subscriber (TrackedState, synchronous)", oneSubscriber, floor: counterFloor, target: 50)
report("(a') 1 subscriber (untracked state, synchronous)", untrackedOneSubscriber, floor: counterFloor)
report("(a'') 1 subscriber (TrackedState, main actor)", mainActorSubscriber, floor: counterFloor)
report("floor: 1000-field reducer on an inout state", wideFloor, floor: wideFloor)
report("(b) 1000 subscribers, 1 field changes", wide, floor: wideFloor, target: 1000)
report("(c) 2 threads x 100,000, 1 subscriber (CPU)", threadedCPU, floor: counterFloor)
report("(c) 2 threads x 100,000, 1 subscriber (wall)", threadedWall, floor: counterFloor)
