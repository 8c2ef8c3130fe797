import Foundation

/// The JSON file storage: `{"version": <format version>, "state": <the state>}`,
/// replaced whole and atomically on each write (`AtomicFileWriter`), read by
/// `StateFileReader` (which migrates an older version or moves an unusable
/// file aside).
public struct JSONStateFile<State: Codable & Sendable>: StateStorage {
    public let url: URL
    public let version: Int
    private let migrate: (@Sendable (_ data: Data, _ storedVersion: Int) throws -> State)?

    /// - Parameters:
    ///   - url: the state file.
    ///   - version: the state's format version written with it.
    ///   - migrate: turns the JSON of a state saved with an older
    ///     `version` (without the envelope) into the current one; without it,
    ///     an older file is moved aside and reported.
    public init(
        url: URL, version: Int,
        migrate: (@Sendable (_ data: Data, _ storedVersion: Int) throws -> State)? = nil
    ) {
        self.url = url
        self.version = version
        self.migrate = migrate
    }

    public func load() -> StateLoadOutcome<State> {
        StateFileReader.read(State.self, from: url, version: version, migrate: migrate)
    }

    /// Writes the whole state: a JSON file has no parts to update.
    public func write(_ state: State, previous: State?, changed: FieldSet) throws(PersistenceError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(StateEnvelope(version: version, state: state))
        } catch {
            throw .encodingFailed(file: url, reason: StateFileReader.readableReason(error))
        }
        do {
            try AtomicFileWriter.write(data, to: url)
        } catch {
            throw .writeFailed(file: url, reason: StateFileReader.readableReason(error))
        }
    }
}
