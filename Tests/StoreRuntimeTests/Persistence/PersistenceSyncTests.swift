import Clocks
import Foundation
import StoreRuntime
import Testing

/// A storage whose writes survive a crash of the app but need a sync to
/// survive a power cut (StoreSQLite's database): `flush()` and `saveNow(_:)`
/// sync what was written, so they still return once it is on disk; the
/// coalesced saves between them do not wait for the disk.
@Suite struct PersistenceSyncTests {
    @Test func flushAndSaveNowSyncWhatWasWrittenAndScheduledSavesDoNot() async throws {
        let sandbox = try PersistenceSandbox()
        let storage = SyncRecordingStorage(url: sandbox.file)
        let clock = TestClock()
        let persistence = StatePersistence(storage: storage, onError: { _ in }, saveDelay: .seconds(1), clock: clock)

        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        await clock.advance(by: .seconds(1))
        try await sandbox.wait { storage.events == ["write 1"] }
        #expect(storage.events == ["write 1"], "a scheduled save does not sync")

        try persistence.flush()
        #expect(storage.events == ["write 1", "sync"])
        try persistence.flush()
        #expect(storage.events == ["write 1", "sync"], "nothing written since the last sync")

        persistence.saveNow(PersistedProfile(name: "Ada", visits: 2))
        #expect(storage.events == ["write 1", "sync", "write 2", "sync"])
    }

    @Test func aFailedSyncIsThrownByFlushAndReportedAndTriedAgain() throws {
        let sandbox = try PersistenceSandbox()
        let storage = SyncRecordingStorage(url: sandbox.file)
        storage.failSync = true
        let errors = PersistenceRecorder<PersistenceError>()
        let persistence = StatePersistence(
            storage: storage, onError: { errors.append($0) }, saveDelay: .seconds(3600))

        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }
        #expect(errors.values == [thrown!])

        storage.failSync = false
        try persistence.flush()
        #expect(storage.events == ["write 1", "sync failed", "sync"])
    }
}

/// Records its writes and syncs; a sync fails while `failSync` is set.
private final class SyncRecordingStorage: StateStorage, @unchecked Sendable {
    let url: URL
    let version = 1
    private let lock = NSLock()
    private var recorded: [String] = []
    private var failing = false

    init(url: URL) {
        self.url = url
    }

    var events: [String] { locked { recorded } }

    var failSync: Bool {
        get { locked { failing } }
        set { locked { failing = newValue } }
    }

    func load() -> StateLoadOutcome<PersistedProfile> { .missing }

    func write(_ state: PersistedProfile, previous: PersistedProfile?, changed: FieldSet) {
        locked { recorded.append("write \(state.visits)") }
    }

    func synchronize() throws(PersistenceError) {
        let fails: Bool = locked {
            recorded.append(failing ? "sync failed" : "sync")
            return failing
        }
        if fails { throw .writeFailed(file: url, reason: "the disk is gone") }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
