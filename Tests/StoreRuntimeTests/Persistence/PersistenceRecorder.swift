import Foundation

/// Collects values from `@Sendable` closures.
final class PersistenceRecorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []
    func append(_ value: Value) {
        lock.lock()
        recorded.append(value)
        lock.unlock()
    }
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
