import Clocks
import Foundation
import StoreRuntime
import TestClockSupport
import Testing

/// (The time limit turns a hang in a wait for an effect or a task to end —
/// loops that count, not time — into a failure.)
@Suite(.timeLimit(.minutes(1))) struct EffectTests {
    @Test func anEffectSendsItsResultBackAsAnAction() async {
        let clock = TestClock()
        let store = Store(initialState: LookupState(), clock: clock)
        store.dispatch(.lookUp("a"))
        #expect(store.isEffectRunning(id: LookupState.LookupID()))
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.waitForCommands()
        #expect(store.state.results == ["A"])
        #expect(store.runningCommandCount == 0)
        #expect(!store.isEffectRunning(id: LookupState.LookupID()))
    }

    @Test func aNewEffectWithTheSameIdentityCancelsTheOneInFlight() async {
        let clock = TestClock()
        let store = Store(initialState: LookupState(), clock: clock)
        store.dispatch(.lookUp("a"))
        await clock.waitUntilSomethingSleeps()
        store.dispatch(.lookUp("b"))
        // The first ends once cancelled (leaving the clock); then the second
        // waits on the clock, and advancing wakes only it.
        while store.runningCommandCount > 1, !Task.isCancelled { await Task.yield() }
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.waitForCommands()
        #expect(store.state.requests == 2)
        #expect(store.state.results == ["B"])
        #expect(store.state.failures == [])
    }

    @Test func cancellingByIdentityStopsTheEffectWithoutAnError() async {
        let clock = TestClock()
        let store = Store(initialState: LookupState(), clock: clock)
        let errors = Recorder<String>()
        store.commandErrorHandler = { errors.append("\($0)") }
        store.dispatch(.lookUp("a"))
        store.dispatch(.stop)
        #expect(!store.isEffectRunning(id: LookupState.LookupID()))
        await store.waitForCommands()
        #expect(store.state.results == [])
        #expect(store.state.failures == [])
        #expect(errors.values == [])
    }

    @Test func anErrorArrivesAsTheEffectsErrorAction() async {
        let clock = TestClock()
        let store = Store(initialState: LookupState(), clock: clock)
        store.dispatch(.lookUp("missing"))
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.waitForCommands()
        #expect(store.state.failures == ["missing not found"])
    }

    @Test func anErrorWithoutAnErrorActionGoesToTheStoresHandler() async {
        let store = Store(initialState: LookupState())
        let errors = Recorder<String>()
        store.commandErrorHandler = { errors.append("\($0)") }
        store.dispatch(.failWithoutErrorAction)
        await store.waitForCommands()
        #expect(errors.values == ["unmapped not found"])
    }

    @Test func aPersistedStoreRunsEffectsAndSavesWhatTheySent() async throws {
        let sandbox = try PersistenceSandbox()
        let file = sandbox.directory.appendingPathComponent("lookup.json")
        let clock = TestClock()
        let persistence = StatePersistence<LookupState>(url: file, version: 1, onError: { _ in })
        do {
            let store = Store(initialState: LookupState(), persistence: persistence, clock: clock)
            store.dispatch(.lookUp("a"))
            await clock.waitUntilSomethingSleeps()
            await clock.advance(by: .seconds(1))
            await store.waitForCommands()
            #expect(store.state.results == ["A"])
            try persistence.flush()
        }
        let reloaded = StatePersistence<LookupState>(url: file, version: 1, onError: { _ in }).load()
        #expect(reloaded?.results == ["A"])
        #expect(reloaded?.requests == 1)
    }

    @Test func reducingDirectlyStartsNothing() {
        var state = LookupState()
        state.reduce(.lookUp("a"))
        #expect(state.requests == 1)
        let effect = state.reduceWithEffects(.found("A"))
        #expect(effect.isNone)
        #expect(!state.reduceWithEffects(.lookUp("b")).isNone)
    }

    @Test func releasingTheStoreCancelsItsEffects() async throws {
        let clock = TestClock()
        let probe = WeakProbe()
        do {
            let store = Store(initialState: LookupState(), clock: clock)
            let held = Probe()
            probe.value = held
            store.dispatch(.holdProbe(held))
            await clock.waitUntilSomethingSleeps()
        }
        // The effect sleeps for an hour of a clock nobody advances: only
        // cancelling ends it and drops what it captured.
        try await waitUntil("the cancelled effect releases its probe") { probe.value == nil }
    }

    @Test func aMappedEffectSendsWrappedActions() async {
        let inner = Effect<String>.run { effect in effect.send("inner") }
        let store = Store<[String], String>(initialState: []) { state, action in state.append(action) }
        let runner = EffectRunner<String>()
        runner.start(
            inner.map { "outer(\($0))" }, clock: ContinuousClock(), dependencies: StoreDependencies(),
            send: { action, _ in store.dispatch(action) }, report: { _ in })
        await runner.waitUntilIdle()
        #expect(store.state == ["outer(inner)"])
    }

    @Test func mergedEffectsAllRun() async {
        let store = Store<[String], String>(initialState: []) { state, action in state.append(action) }
        let runner = EffectRunner<String>()
        let merged = Effect<String>.merge(
            .run { effect in effect.send("first") },
            .cancel(id: "nothing running"),
            .run { effect in effect.send("second") })
        runner.start(
            merged, clock: ContinuousClock(), dependencies: StoreDependencies(),
            send: { action, _ in store.dispatch(action) }, report: { _ in })
        await runner.waitUntilIdle()
        #expect(Set(store.state) == ["first", "second"])
        #expect(store.state.count == 2)
    }

    @Test func anEmbeddedStatesEffectsRunWithTheirActionsWrapped() async {
        let clock = TestClock()
        let store = Store(initialState: Embedding(), clock: clock)
        store.dispatch(.lookup(.lookUp("a")))
        store.dispatch(.count)
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.waitForCommands()
        #expect(store.state.lookup.results == ["A"])
        #expect(store.state.counter.count == 1)
    }

    @Test func anEmbeddedStateKeepsItsDerivedValuesUpToDateWithOrWithoutEffects() async {
        var basket = BasketState(prices: [1])
        #expect(Effect<BasketState.Action>.embedding(&basket, .add(price: 2), as: { $0 }).isNone)
        #expect(basket.total == 3)

        var checkout = CheckoutBasket()
        #expect(Effect<String>.embedding(&checkout, .add(4), as: { "\($0)" }).isNone)
        #expect(checkout.total == 4)
        let started = Effect<String>.embedding(&checkout, .checkout, as: { "basket.\($0)" })
        let sent = Recorder<String>()
        let runner = EffectRunner<String>()
        runner.start(
            started, clock: ContinuousClock(), dependencies: StoreDependencies(),
            send: { action, _ in sent.append(action) }, report: { _ in })
        await runner.waitUntilIdle()
        #expect(sent.values == ["basket.checkedOut"])
    }

    /// 10,000 actions each start an effect holding an object, and 10,000
    /// more cancel it: once the cancelled tasks end (awaited, not timed),
    /// nothing runs, the registry holds no entry, and every object is gone.
    @Test func tenThousandStartedAndCancelledEffectsLeaveNothingBehind() async throws {
        let clock = TestClock()
        let store = Store(initialState: LookupState(), clock: clock)
        let probes = WeakProbes()
        for _ in 0..<10_000 {
            let probe = Probe()
            probes.append(probe)
            store.dispatch(.holdProbe(probe))
            #expect(store.isEffectRunning(id: LookupState.LookupID()), "the effect did not start")
            store.dispatch(.releaseProbe)
            #expect(!store.isEffectRunning(id: LookupState.LookupID()), "the effect was not cancelled")
        }
        await store.waitForCommands()
        #expect(store.runningCommandCount == 0)
        #expect(store.storedCommandEntryCount == 0)
        #expect(!store.isEffectRunning(id: LookupState.LookupID()))
        // A finished task lets go of its closure just after its waiters
        // resume: counted until none is left, not timed.
        try await waitUntil("every effect released its probe") { probes.liveCount == 0 }
    }
}

/// Weak references to probes, counted from any thread.
final class WeakProbes: @unchecked Sendable {
    private let lock = NSLock()
    private var probes: [WeakProbe] = []

    func append(_ probe: Probe) {
        let reference = WeakProbe()
        reference.value = probe
        lock.withLock { probes.append(reference) }
    }

    var liveCount: Int { lock.withLock { probes.filter { $0.value != nil }.count } }
}

/// A weak reference to a probe that a `@Sendable` condition can read.
final class WeakProbe: @unchecked Sendable {
    weak var value: Probe?
}
