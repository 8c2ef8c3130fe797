// Effect sends under a flood (issue 26's bound; run by
// Benchmarks/effect-flood.sh [seconds] [effects] [quiet-main]): `effects`
// effects (8 unless given) send as fast as they can for `seconds` (10) into a store whose
// reducer (about 0.3 µs of arithmetic, as RuntimeBenchmark (f)'s) is slower
// than they are, while the main thread dispatches among them (unless
// `quiet-main`). Every 64th
// applied effect send returns `Effect.send(.echo)`, queued by the thread
// applying actions (past the bound: it must not wait for itself), and a
// synchronous subscriber dispatches `.fromSubscriber` on every 128th change
// (the same, from a callback). It samples the queue's length through
// `Store.queuedActionCount`.
import Dispatch
import Foundation
import StoreRuntime

#if canImport(Glibc)
import Glibc
#endif

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func threadCPU() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
@inline(never) func consume(_ value: UInt64) { if value == 42 { print("") } }

let seconds = Double(CommandLine.arguments.dropFirst().first ?? "10") ?? 10
let effectCount = Int(CommandLine.arguments.dropFirst(2).first ?? "8") ?? 8
/// `quiet-main`: the main thread only waits, so the queue holds what the
/// effects (and the exempt callbacks) put there.
let mainDispatches = CommandLine.arguments.dropFirst(3).first != "quiet-main"
let stopAt = now() + UInt64(seconds * 1e9)

final class Totals: @unchecked Sendable {
    let lock = NSLock()
    var sends = 0
    var longestSendWall: UInt64 = 0
    var longestSendCPU: UInt64 = 0
    var subscriberDispatches = 0
    func add(sends: Int, wall: UInt64, cpu: UInt64) {
        lock.withLock {
            self.sends += sends
            longestSendWall = max(longestSendWall, wall)
            longestSendCPU = max(longestSendCPU, cpu)
        }
    }
}
let totals = Totals()

struct FloodState: EffectfulState, Equatable {
    enum Action: Sendable, Equatable {
        case start(Int)
        case sent, echo, tick, fromSubscriber
    }
    var applied = 0
    var echoesSent = 0
    var echoes = 0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        var mixed = UInt64(truncatingIfNeeded: applied)
        for _ in 0..<100 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        consume(mixed)
        switch action {
        case .start(let count):
            return .merge(
                (0..<count).map { _ in
                    .run { effect in
                        // Producers at nice 10, as in RuntimeBenchmark (f); the
                        // loop has no suspension point, so the task keeps its thread.
                        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                        var sends = 0
                        var longestWall: UInt64 = 0
                        var longestCPU: UInt64 = 0
                        while now() < stopAt {
                            let wall = now()
                            let cpu = threadCPU()
                            effect.send(.sent)
                            longestCPU = max(longestCPU, threadCPU() &- cpu)
                            longestWall = max(longestWall, now() &- wall)
                            sends += 1
                        }
                        totals.add(sends: sends, wall: longestWall, cpu: longestCPU)
                    }
                })
        case .sent:
            applied += 1
            if applied % 64 == 0 {
                echoesSent += 1
                return .send(.echo)
            }
        case .echo: echoes += 1
        case .tick, .fromSubscriber: applied += 1
        }
        return .none
    }
}

let store = Store(initialState: FloodState())
let token = store.subscribeSynchronously(fields: .all, select: \.applied) { applied in
    if applied % 128 == 0 {
        totals.lock.withLock { totals.subscriberDispatches += 1 }
        store.dispatch(.fromSubscriber)
    }
}

nonisolated(unsafe) var peakQueued = 0
let sampler = Thread {
    while now() < stopAt {
        peakQueued = max(peakQueued, store.queuedActionCount)
        usleep(100)
    }
}
sampler.start()

store.dispatch(.start(effectCount))
var mainCalls = 0
var mainLongest: UInt64 = 0
while mainDispatches && now() < stopAt {
    let before = now()
    store.dispatch(.tick)
    mainLongest = max(mainLongest, now() - before)
    mainCalls += 1
}
while now() < stopAt { usleep(10_000) }
await store.waitForCommands()
await store.settled()
while sampler.isExecuting { usleep(1000) }

let state = store.state
let dispatchedCounted = totals.sends + mainCalls + totals.lock.withLock { totals.subscriberDispatches }
let loadAverage = String(decoding: FileManager.default.contents(atPath: "/proc/loadavg") ?? Data(), as: UTF8.self)
print("load: \(loadAverage.split(separator: " ").prefix(3).joined(separator: " "))")
print("\(effectCount) effects + the main thread for \(seconds) s, bound \(store.maximumQueuedActions)")
print(
    """
    effect sends \(totals.sends), main dispatches \(mainCalls), subscriber dispatches \
    \(totals.subscriberDispatches), echoes sent \(state.echoesSent)
    """)
print(
    """
    applied \(state.applied) of \(dispatchedCounted), echoes applied \(state.echoes) of \
    \(state.echoesSent): lost \(dispatchedCounted - state.applied + state.echoesSent - state.echoes)
    """)
print("peak queued \(peakQueued)")
print("main thread's longest call \(Double(mainLongest) / 1e6) ms (wall)")
print(
    """
    an effect's longest send: \(Double(totals.longestSendWall) / 1e6) ms wall, \
    \(Double(totals.longestSendCPU) / 1e3) us CPU
    """)
token.cancel()
