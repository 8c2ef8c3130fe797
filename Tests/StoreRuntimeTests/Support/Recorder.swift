import Foundation

/// Collects values from callbacks on any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var count: Int { values.count }
}

/// A counter callbacks can bump from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0

    func increment() {
        _ = incremented()
    }

    /// Increments and returns the new value, atomically.
    func incremented() -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage += 1
        return storage
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A wait that ended because its test was cancelled (past its time limit)
/// before what it waited for happened.
struct WaitGaveUp: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what): the test was cancelled (past its time limit)" }
}

/// Waits (sleeping, so main-queue deliveries can run) until `condition`
/// holds. No deadline of its own, so a slow machine only makes the test
/// slower: the suite's time limit cancels a wait that never ends, which then
/// throws, and a broken delivery fails instead of hanging.
func waitUntil(_ what: String, _ condition: @Sendable () -> Bool) async throws {
    while !condition() {
        do { try await Task.sleep(nanoseconds: 1_000_000) } catch { throw WaitGaveUp(what: what) }
    }
}

/// The same, for conditions on main-actor state.
@MainActor
func waitUntilOnMain(_ what: String, _ condition: @MainActor () -> Bool) async throws {
    while !condition() {
        do { try await Task.sleep(nanoseconds: 1_000_000) } catch { throw WaitGaveUp(what: what) }
    }
}

/// Whether the caller runs on the main dispatch queue, where the main actor
/// runs (Foundation's `Thread.isMainThread` does not say so on Linux).
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
