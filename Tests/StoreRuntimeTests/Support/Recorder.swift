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

struct WaitTimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Waits (yielding, so main-queue deliveries can run) until `condition` holds;
/// throws after 30 s so a broken delivery fails instead of hanging.
func waitUntil(_ what: String, _ condition: @Sendable () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(30)
    while !condition() {
        if Date() > deadline { throw WaitTimedOut(what: what) }
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}

/// The same, for conditions on main-actor state.
@MainActor
func waitUntilOnMain(_ what: String, _ condition: @MainActor () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(30)
    while !condition() {
        if Date() > deadline { throw WaitTimedOut(what: what) }
        try await Task.sleep(nanoseconds: 1_000_000)
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
