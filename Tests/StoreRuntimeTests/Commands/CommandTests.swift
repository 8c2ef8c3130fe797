import Foundation
import StoreRuntime
import Testing

private struct Offline: Error, Equatable {}

/// Lets a test decide when a command may continue, without cancellation.
private actor Gate {
    private var opened = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if opened { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        opened = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

@Suite struct CommandTests {
    @Test func commandReadsStateAndDispatchesConditionally() async {
        let store = makeCounterStore()
        let topUp = Command<CounterState, CounterAction> { context in
            if context.state.count < 10 { context.dispatch(.add(10 - context.state.count)) }
        }
        store.dispatch(.add(3))
        await store.run(topUp).wait()
        #expect(store.state.count == 10)
        await store.run(topUp).wait()
        #expect(store.state.count == 10)
    }

    @Test func cancellingStopsATimerWithoutReportingAnError() async throws {
        let store = makeCounterStore()
        let errors = Recorder<String>()
        // The timer says when it has ticked three times: no deadline on the
        // wall clock, so a loaded machine only makes the test slower.
        let threeTicks = Gate()
        let handle = store.run(onError: { errors.append("\($0)") }) { context in
            var ticks = 0
            while true {
                context.dispatch(.increment)
                ticks += 1
                if ticks == 3 { await threeTicks.open() }
                try await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        await threeTicks.wait()
        await store.settled()
        #expect(store.state.count >= 3)
        handle.cancel()
        await handle.wait()
        let ticks = store.state.count
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(store.state.count == ticks)
        #expect(handle.isCancelled)
        #expect(errors.values == [])
        #expect(store.runningCommandCount == 0)
    }

    @Test func thrownErrorGoesToTheCommandsHandler() async {
        let store = makeCounterStore()
        let errors = Recorder<Offline>()
        let storeErrors = Recorder<String>()
        store.commandErrorHandler = { storeErrors.append("\($0)") }
        await store.run(onError: { if let offline = $0 as? Offline { errors.append(offline) } }) { _ in
            throw Offline()
        }.wait()
        #expect(errors.values == [Offline()])
        #expect(storeErrors.values == [])
    }

    @Test func thrownErrorWithoutAHandlerGoesToTheStoresHandler() async {
        let store = makeCounterStore()
        let errors = Recorder<String>()
        store.commandErrorHandler = { errors.append("\($0)") }
        await store.run(
            Command { context in
                context.dispatch(.increment)
                throw Offline()
            }
        ).wait()
        #expect(errors.values == ["Offline()"])
        #expect(store.state.count == 1)
    }

    @Test func releasingTheStoreCancelsItsCommands() async {
        var store: Store<CounterState, CounterAction>? = makeCounterStore()
        let handle = store!.run { _ in try await Task.sleep(nanoseconds: 60_000_000_000) }
        store = nil
        await handle.wait()
        #expect(handle.isCancelled)
    }

    @Test func dispatchAfterTheStoreIsGoneIsDropped() async {
        weak var weakStore: Store<CounterState, CounterAction>?
        let gate = Gate()
        let observed = Recorder<String>()
        var store: Store<CounterState, CounterAction>? = makeCounterStore()
        weakStore = store
        store!.dispatch(.add(4))
        let handle = store!.run { context in
            _ = context.state
            await gate.wait()
            context.dispatch(.increment)
            observed.append("alive=\(context.isStoreAlive) count=\(context.state.count)")
        }
        store = nil
        #expect(weakStore == nil, "a running command does not keep the store alive")
        await gate.open()
        await handle.wait()
        #expect(observed.values == ["alive=false count=4"])
    }

    @Test func commandsDoNotKeepTheStoreAlive() async {
        weak var weakStore: Store<CounterState, CounterAction>?
        let gate = Gate()
        var handle: CommandHandle?
        do {
            let store = makeCounterStore()
            weakStore = store
            handle = store.run { _ in await gate.wait() }
        }
        #expect(weakStore == nil)
        await gate.open()
        await handle?.wait()
    }

    /// A command that does not end keeps `waitForCommands()` waiting, until
    /// the waiting task is cancelled: then the wait ends and the command
    /// runs on.
    @Test(.timeLimit(.minutes(1))) func waitingForCommandsEndsWhenItsTaskIsCancelled() async {
        let store = makeCounterStore()
        let (handle, release) = await runningUntilReleased(on: store)
        let waiting = Task { await store.waitForCommands() }
        // Waiting: the store holds an entry for the waiter beside the command's.
        while store.storedCommandEntryCount < 2, !Task.isCancelled { await Task.yield() }
        waiting.cancel()
        await untilCancelled(waiting, thenOpen: release)
        #expect(store.runningCommandCount == 1)
        await release.open()
        await handle.wait()
        await store.waitForCommands()
        #expect(store.storedCommandEntryCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func waitingForCommandsInACancelledTaskReturnsAtOnce() async {
        let store = makeCounterStore()
        let (handle, release) = await runningUntilReleased(on: store)
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await store.waitForCommands()
        }
        await untilCancelled(waiting, thenOpen: release)
        #expect(store.runningCommandCount == 1)
        await release.open()
        await handle.wait()
        #expect(store.storedCommandEntryCount == 0)
    }

    /// Starts a command on `store` that runs until `release` opens, and
    /// returns once it is running.
    private func runningUntilReleased(on store: Store<CounterState, CounterAction>) async -> (
        handle: CommandHandle, release: Gate
    ) {
        let started = Gate()
        let release = Gate()
        let handle = store.run { _ in
            await started.open()
            await release.wait()
        }
        await started.wait()
        return (handle, release)
    }

    /// Awaits `waiting`; should the wait not end on its own (the behaviour
    /// under test missing), the time limit's cancellation opens `gate`,
    /// which ends the command it waits for, so the test fails at its limit
    /// rather than hanging.
    private func untilCancelled(_ waiting: Task<Void, Never>, thenOpen gate: Gate) async {
        await withTaskCancellationHandler {
            await waiting.value
        } onCancel: {
            Task { await gate.open() }
        }
    }
}
