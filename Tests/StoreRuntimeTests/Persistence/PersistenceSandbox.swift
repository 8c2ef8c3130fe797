import Foundation
import StoreRuntime

/// A fresh directory per test plus thread-safe records of what a
/// `StatePersistence` reported, so tests assert errors and write counts
/// instead of timing.
final class PersistenceSandbox: @unchecked Sendable {
    let directory: URL
    private let lock = NSLock()
    private var recordedErrors: [PersistenceError] = []
    private var recordedWrites = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoreRuntimeTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var file: URL { directory.appendingPathComponent("state.json") }

    var errors: [PersistenceError] {
        lock.lock()
        defer { lock.unlock() }
        return recordedErrors
    }
    var writes: Int {
        lock.lock()
        defer { lock.unlock() }
        return recordedWrites
    }

    /// The files in the directory, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func persistence<State: Codable & Sendable>(
        _ type: State.Type = State.self,
        version: Int = 1,
        saveDelay: Duration = .seconds(3600),
        clock: any Clock<Duration> = ContinuousClock(),
        migrate: (@Sendable (Data, Int) throws -> State)? = nil
    ) -> StatePersistence<State> {
        StatePersistence(
            url: file, version: version, migrate: migrate,
            // Weak: a save still scheduled when the test ends holds the
            // persistence, and must not keep the sandbox (and its folder) alive.
            onError: { [weak self] error in self?.record(error) },
            saveDelay: saveDelay,
            clock: clock,
            didSave: { [weak self] in self?.recordWrite() }
        )
    }

    private func record(_ error: PersistenceError) {
        lock.lock()
        recordedErrors.append(error)
        lock.unlock()
    }

    private func recordWrite() {
        lock.lock()
        recordedWrites += 1
        lock.unlock()
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: file)
    }

    func contents(of name: String = "state.json") throws -> String {
        try String(decoding: Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// The state in the file, decoded directly: unlike `load()`, this does not
    /// tidy the directory, so it is safe while saves are still being written.
    func savedState<State: Decodable>(_ type: State.Type) -> State? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(SavedEnvelope<State>.self, from: data).state
    }

    /// Waits (polling, bounded) for a condition that background work makes true.
    func wait(for condition: () -> Bool) async throws {
        for _ in 0..<1_000 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

/// The file's layout as a reader outside StoreRuntime sees it.
private struct SavedEnvelope<State: Decodable>: Decodable {
    var state: State
}

/// A small persisted state shared by the persistence tests.
struct PersistedProfile: Codable, Sendable, Equatable {
    var name: String
    var visits: Int
}
