import Foundation

/// Where a `StatePersistence` keeps its state: a JSON file (`JSONStateFile`,
/// what `StatePersistence(url:version:)` uses) or another format a library
/// provides (StoreSQLite's database).
///
/// The persistence does everything around the storage, the same for every
/// format: it coalesces saves, runs them in order on its serial queue, waits
/// for stores in `flush()` and `saveNow`, reports failures to `onError`, and
/// stops saving for good after a failed load that left the stored state in
/// place (`StateLoadOutcome.failed` with `blocksSaving`). A storage only
/// reads and writes.
public protocol StateStorage<State>: Sendable {
    /// The state the storage keeps.
    associatedtype State: Sendable

    /// The file the state is kept in, named in every `PersistenceError`.
    var url: URL { get }
    /// The state's format version written with it.
    var version: Int { get }

    /// The stored state. Called once, before the first write. A stored state
    /// that cannot be used is moved aside (never left where a write would
    /// replace it) and reported in the outcome.
    func load() -> StateLoadOutcome<State>

    /// Stores `state`, completely or not at all (a crash or kill at any moment
    /// leaves the previous stored state or this one). Called on the
    /// persistence's serial queue, one write at a time.
    ///
    /// - Parameters:
    ///   - state: the state to store.
    ///   - previous: the state this storage last loaded or wrote successfully,
    ///     or nil when it holds none (a write must then store everything).
    ///     A storage that writes only what changed compares against it.
    ///   - changed: the state's fields (`FieldSet` indices) that may differ
    ///     from `previous`; `.all` when the persistence cannot tell.
    /// - Throws: `encodingFailed` or `writeFailed`: the stored state was not
    ///   changed, and the next write is given the same `previous`.
    func write(_ state: State, previous: State?, changed: FieldSet) throws(PersistenceError)

    /// Makes every write so far survive a power cut, for a storage whose
    /// writes survive a crash of the app on their own but not a power cut
    /// until synced (StoreSQLite's database). `flush()` and `saveNow(_:)`
    /// call it after their write, when something was written since the
    /// last call, so they still return once the state is on disk; the
    /// coalesced saves between them do not wait for the disk. The default
    /// does nothing: a storage that syncs every write (`JSONStateFile`).
    ///
    /// - Throws: `writeFailed`: what was written may not survive a power
    ///   cut; `flush()` throws it until a later sync succeeds.
    func synchronize() throws(PersistenceError)
}

extension StateStorage {
    /// Nothing to do: every write is on disk when it returns.
    public func synchronize() throws(PersistenceError) {}
}

/// What a `StateStorage` found when loading.
public enum StateLoadOutcome<State> {
    /// Nothing stored yet: the app starts from its initial state.
    case missing
    /// The stored state, migrated to the current version if it was older.
    case loaded(State)
    /// The stored state was not used. `blocksSaving` is set when it is still
    /// in place (it could not be read or moved aside), so saving must stay off
    /// to keep it from being overwritten.
    case failed(PersistenceError, blocksSaving: Bool)
}
