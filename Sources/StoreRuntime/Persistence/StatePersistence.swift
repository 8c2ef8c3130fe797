import Foundation

// How persistence works, file by file: `StatePersistence` (here) is the
// value an app configures and hands to a `Store` (`Store+Persistence`). At
// creation the store starts from `load()`, which `StateFileReader` answers
// (decode the `StateEnvelope`, migrate an older version, or move an unusable
// file aside and report a `PersistenceError`). After each change, a
// middleware the store runs first (`PersistenceLink`) hands the new state and
// the fields that changed to the `StateSaveQueue`, which coalesces a burst
// into one write on its serial queue, through a `StateStorage`: for the JSON
// file, `AtomicFileWriter` writes it (temporary file, fsync, rename); other
// storages (StoreSQLite's database) write only what changed.
// `flush()` waits for the stores saving here to apply what was dispatched
// (`Store.waitUntilSettled`), then for that queue.

/// Where and how a store's state is kept between launches.
///
/// The file holds `{"version": <format version>, "state": <the state>}`. Saves
/// are coalesced (at most one write per `saveDelay`, always of the latest
/// state) and atomic: a crash or kill at any moment leaves either the previous
/// file or the new one. A file that cannot be used is moved aside next to the
/// original and reported through `onError`; it is never overwritten.
///
/// Copies share one save queue, so keep the value you passed to the store and
/// call `flush()` on it before a command-line tool exits (or an app goes to
/// the background): it includes every action dispatched before the call.
/// `load()` removes the temporary files that interrupted saves left next to
/// the file, and only those: a save still running, in this process or
/// another (an app and its widget), is left alone.
public struct StatePersistence<State: Codable & Sendable>: Sendable {
    /// The state file.
    public let url: URL
    /// The state's format version written with it. Raise it when the encoded
    /// shape changes, and handle the old shape in `migrate`.
    public let version: Int
    /// Longest time a change waits before it is written.
    public let saveDelay: Duration

    private let storage: any StateStorage<State>
    private let onError: @Sendable (PersistenceError) -> Void
    private let saves: StateSaveQueue<State>

    /// - Parameters:
    ///   - url: the state file.
    ///   - version: the state's format version written with it.
    ///   - migrate: turns a state saved with an older `version` into the current one.
    ///     `data` is the JSON of the old state alone (without the envelope). Without
    ///     it, an older file is treated as unreadable: moved aside and reported.
    ///   - onError: receives every failure, on the thread that loads or on the save
    ///     queue. By default failures are written to standard error.
    ///   - saveDelay: how long changes are gathered into one write.
    ///   - clock: what `saveDelay` is measured on (tests pass a test clock and
    ///     advance it instead of waiting).
    ///   - didSave: called on the save queue after each successful write (for tests
    ///     and diagnostics).
    public init(
        url: URL, version: Int,
        migrate: (@Sendable (_ data: Data, _ storedVersion: Int) throws -> State)? = nil,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        clock: any Clock<Duration> = ContinuousClock(),
        didSave: (@Sendable () -> Void)? = nil
    ) {
        self.init(
            storage: JSONStateFile(url: url, version: version, migrate: migrate), onError: onError,
            saveDelay: saveDelay, clock: clock, didSave: didSave)
    }

    /// Keeps the state in `storage` (another format than the JSON file, such
    /// as StoreSQLite's database), with the same saving as the JSON file's:
    /// `onError`, `saveDelay`, `clock` and `didSave` as for `init(url:version:)`.
    public init(
        storage: some StateStorage<State>,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        clock: any Clock<Duration> = ContinuousClock(),
        didSave: (@Sendable () -> Void)? = nil
    ) {
        url = storage.url
        version = storage.version
        self.saveDelay = saveDelay
        self.storage = storage
        self.onError = onError
        saves = StateSaveQueue(storage: storage, delay: saveDelay, clock: clock, onError: onError, didSave: didSave)
    }

    /// The saved state, or nil when there is none or it cannot be used (then it
    /// was moved aside, or — if even that failed — saving is switched off so it
    /// survives, and the failure went to `onError`).
    public func load() -> State? {
        switch storage.load() {
        case .missing:
            saves.loaded(nil)
            return nil
        case .loaded(let state):
            saves.loaded(state)
            return state
        case .failed(let error, let blocksSaving):
            if blocksSaving { saves.block(because: error) }
            onError(error)
            return nil
        }
    }

    /// Schedules `state` to be written within `saveDelay`; later calls before the
    /// write replace it, so only the latest state is written.
    public func save(_ state: State) {
        saves.schedule(state, changed: .all)
    }

    /// The same, from a store that knows which fields changed since the
    /// state it handed over before (so a storage writes only those).
    func save(_ state: State, changed: FieldSet) {
        saves.schedule(state, changed: changed)
    }

    /// Writes `state` now, replacing any scheduled save, and returns once it is on disk.
    /// A failure goes to `onError`, and the next `flush()` throws it.
    ///
    /// With a store saving here, it first waits for the store like `flush()`,
    /// and a newer state the store handed over meanwhile is written after
    /// `state` (so `saveNow(store.state)` with actions still queued keeps
    /// them); to save a store's state, `flush()` says it best.
    public func saveNow(_ state: State) {
        saves.saveNow(state)
    }

    /// Writes the scheduled state now, if there is one, and returns once it is on
    /// disk. Call it before a command-line tool exits, and exit non-zero when it
    /// throws: the change the tool just showed is not kept.
    ///
    /// ```swift
    /// do { try persistence.flush() } catch { print("error: \(error)"); exit(1) }
    /// ```
    ///
    /// It includes every action dispatched, from any thread, into the stores
    /// that save here before the call: it first waits (parked) until they
    /// have applied them, like `Store.settled()`. One exception, since it
    /// cannot wait there: called from a store's synchronous callback (a
    /// reducer, middleware or synchronous subscriber, on the thread applying
    /// actions), it writes the state as applied so far, and the actions
    /// queued behind the current one are saved once applied, as usual.
    ///
    /// - Throws: why the file does not hold the latest state this persistence was
    ///   given: the last write failed (`writeFailed`, `encodingFailed`; a later
    ///   successful write clears it), or saving is switched off because the file
    ///   could not be read or moved aside (`readFailed`, `moveAsideFailed`; thrown
    ///   by every flush from then on). Files moved aside on load do not count: the
    ///   state starts afresh and is saved normally. Each failure has also gone to
    ///   `onError` when it happened, so a caller that only needs that may use `try?`.
    public func flush() throws(PersistenceError) {
        try saves.flush()
    }

    /// Makes `flush()` and `saveNow(_:)` wait for `store` first (weakly held).
    func addStore<Action>(_ store: Store<State, Action>) {
        saves.addStore { [weak store] in
            guard let store else { return false }
            _ = store.waitUntilSettled()
            return true
        }
    }
}

/// Defaults of `StatePersistence`, outside the generic type so they can be default arguments.
public enum StatePersistenceDefaults {
    /// How long changes are gathered into one write unless a store says
    /// otherwise: short enough that little is lost on a crash, long enough
    /// that a burst of changes is one write.
    public static let saveDelay: Duration = .milliseconds(100)

    /// Writes `StoreRuntime: <description>` to standard error.
    @Sendable public static func reportToStandardError(_ error: PersistenceError) {
        FileHandle.standardError.write(Data("StoreRuntime: \(error.description)\n".utf8))
    }
}
