import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// `flush()` tells a tool whether the file holds the latest state, so it can
/// exit non-zero instead of losing a change quietly.
@Suite struct PersistenceFlushTests {
    /// A file where the state's folder should be: every write fails.
    private func unwritableFile(in sandbox: PersistenceSandbox) throws -> (blocker: URL, file: URL) {
        let blocker = sandbox.directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        return (blocker, blocker.appendingPathComponent("state.json"))
    }

    @Test func aFailedWriteIsThrownByFlushAsWellAsReported() throws {
        let sandbox = try PersistenceSandbox()
        let (_, file) = try unwritableFile(in: sandbox)
        let errors = PersistenceRecorder<PersistenceError>()
        let persistence = StatePersistence<PersistedProfile>(
            url: file, version: 1, onError: { errors.append($0) }, saveDelay: .seconds(3600))

        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }

        guard case .writeFailed(let reported, _)? = thrown else {
            Issue.record("expected .writeFailed, got \(String(describing: thrown))")
            return
        }
        #expect(reported == file)
        #expect(errors.values == [thrown!], "reported once, when it happened")
        // Nothing new to write, but the file still lacks the change.
        #expect(throws: thrown!) { try persistence.flush() }
        #expect(errors.values.count == 1)
    }

    @Test func aFailedSaveNowIsThrownByTheNextFlush() throws {
        let sandbox = try PersistenceSandbox()
        let (_, file) = try unwritableFile(in: sandbox)
        let persistence = StatePersistence<PersistedProfile>(url: file, version: 1, onError: { _ in })

        persistence.saveNow(PersistedProfile(name: "Ada", visits: 1))

        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }
        #expect(thrown?.description.hasPrefix("\(file.path): cannot save the state (") == true)
    }

    @Test func aLaterSuccessfulWriteClearsTheFailure() throws {
        let sandbox = try PersistenceSandbox()
        let (blocker, file) = try unwritableFile(in: sandbox)
        let persistence = StatePersistence<PersistedProfile>(
            url: file, version: 1, onError: { _ in }, saveDelay: .seconds(3600))
        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        #expect(throws: PersistenceError.self) { try persistence.flush() }

        try FileManager.default.removeItem(at: blocker)
        persistence.save(PersistedProfile(name: "Ada", visits: 2))
        try persistence.flush()

        #expect(
            StatePersistence<PersistedProfile>(url: file, version: 1).load() == PersistedProfile(name: "Ada", visits: 2)
        )
    }

    @Test func aStateThatCannotBeEncodedIsThrownByFlush() throws {
        struct Reading: Codable, Sendable { var value: Double }
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(Reading.self)

        persistence.save(Reading(value: .nan))  // JSON has no NaN

        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }
        guard case .encodingFailed(let file, _)? = thrown else {
            Issue.record("expected .encodingFailed, got \(String(describing: thrown))")
            return
        }
        #expect(file == sandbox.file)
        #expect(sandbox.errors == [thrown!])
        #expect(try sandbox.fileNames() == [])
    }

    @Test func aFileMovedAsideOnLoadDoesNotFailTheFlush() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write("{ not json")
        let persistence = sandbox.persistence(PersistedProfile.self)

        #expect(persistence.load() == nil)
        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        try persistence.flush()

        #expect(sandbox.errors.count == 1)
        #expect(sandbox.errors.first?.keptAt != nil)
        #expect(sandbox.savedState(PersistedProfile.self) == PersistedProfile(name: "Ada", visits: 1))
    }

    @Test func aFileThatMustNotBeOverwrittenFailsEveryFlushEvenWithoutChanges() throws {
        // A directory where the file should be: it cannot be read or moved aside.
        let sandbox = try PersistenceSandbox()
        try FileManager.default.createDirectory(at: sandbox.file, withIntermediateDirectories: false)
        let persistence = sandbox.persistence(PersistedProfile.self)

        #expect(persistence.load() == nil)

        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }
        guard case .readFailed(let file, _)? = thrown else {
            Issue.record("expected .readFailed, got \(String(describing: thrown))")
            return
        }
        #expect(file == sandbox.file)
        #expect(sandbox.errors == [thrown!])
    }

    @Test func aStoresChangeThatCouldNotBeSavedIsThrownByFlush() throws {
        let sandbox = try PersistenceSandbox()
        let (_, file) = try unwritableFile(in: sandbox)
        let persistence = StatePersistence<PersistedProfile>(
            url: file, version: 1, onError: { _ in }, saveDelay: .seconds(3600))
        let store = Store<PersistedProfile, Int>(
            initialState: PersistedProfile(name: "Ada", visits: 0), persistence: persistence
        ) { state, visits in
            state.visits += visits
        }

        store.dispatch(2)

        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }
        #expect(thrown?.file == file)
        #expect(store.state.visits == 2)
    }

    @Test func flushingWithNothingEverSavedSucceeds() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(PersistedProfile.self)
        #expect(persistence.load() == nil)
        try persistence.flush()
        #expect(sandbox.errors.isEmpty)
        #expect(try sandbox.fileNames() == [])
    }
}

/// `flush()` writes what was dispatched before it, even what a busy store
/// had only queued when the dispatch calls returned.
@Suite struct PersistenceFlushAfterDispatchTests {
    @Test(.timeLimit(.minutes(1)))
    func flushAfterEightThreadsDispatchedSavesEveryAction() async throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(HeldCount.self)  // saves only when flushed
        let gate = ReducerGate()
        let store = makeHeldCountStore(gate: gate, persistence: persistence)
        await gate.hold(store, with: .hold)

        await onThreads(8) { _ in
            for _ in 0..<1_000 { store.dispatch(.increment) }
        }
        // Every dispatch call has returned; the actions wait in the queue.
        let beforeFlush = store.state.count

        let saved = await onDedicatedThread { () -> Result<HeldCount?, PersistenceError> in
            // The store goes on once the flush has started: it must wait.
            Thread { gate.release() }.start()
            return Result { () throws(PersistenceError) -> HeldCount? in
                try persistence.flush()
                return sandbox.savedState(HeldCount.self)
            }
        }

        #expect(beforeFlush == 0)
        #expect(try saved.get() == HeldCount(count: 8_000))
    }

    @Test(.timeLimit(.minutes(1)))
    func saveNowOfAStateReadBeforeQueuedActionsStillSavesThem() async throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(HeldCount.self)
        let gate = ReducerGate()
        let store = makeHeldCountStore(gate: gate, persistence: persistence)
        await gate.hold(store, with: .hold)
        for _ in 0..<10 { store.dispatch(.increment) }

        let saved = await onDedicatedThread { () -> HeldCount? in
            let stale = store.state
            Thread { gate.release() }.start()
            persistence.saveNow(stale)
            return sandbox.savedState(HeldCount.self)
        }

        #expect(saved == HeldCount(count: 10))
    }

    @Test(.timeLimit(.minutes(1)))
    func flushFromASynchronousSubscriberWritesWhatIsAppliedWithoutWaiting() async throws {
        // The subscriber runs on the thread applying actions: waiting for the
        // queue there would wait for itself.
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(HeldCount.self)
        let store = makeHeldCountStore(gate: ReducerGate(), persistence: persistence)
        let savedInside = Recorder<Int?>()
        let token = store.subscribeSynchronously(select: \.count) { count in
            guard count == 1 else { return }
            store.dispatch(.increment)  // queued behind this change
            try? persistence.flush()
            savedInside.append(sandbox.savedState(HeldCount.self)?.count)
        }

        store.dispatch(.increment)
        await store.settled()
        try persistence.flush()

        #expect(savedInside.values == [1])
        #expect(sandbox.savedState(HeldCount.self) == HeldCount(count: 2))
        token.cancel()
    }
}
