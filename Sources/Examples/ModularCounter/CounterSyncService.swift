import CounterFeature
import Foundation

/// Uploads the counter whenever it changes (here: records the upload). It
/// runs on the background executor of the `counterSync` subscription, so a
/// slow upload never holds up the main actor; the app only waits for it when
/// it wants to show what happened.
final class CounterSyncService: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var synced: [CounterState] = []
    private var waiters: [(CounterState, CheckedContinuation<Void, Never>)] = []
    private let report: @Sendable (String) -> Void

    init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    /// Every counter state uploaded so far, in order.
    var uploads: [CounterState] {
        lock.withLock { synced }
    }

    /// The subscription's handler.
    func sync(_ props: AppCounterSyncProps) {
        report("uploaded count \(props.counter.count), step \(props.counter.step)")
        let ready = lock.withLock {
            synced.append(props.counter)
            let ready = waiters.filter { $0.0 == props.counter }.map(\.1)
            waiters.removeAll { $0.0 == props.counter }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Returns once `counter` is the last state uploaded. Deliveries keep the
    /// store's order and come only on change, so after any dispatch the last
    /// upload eventually equals the store's counter.
    func waitUntilSynced(_ counter: CounterState) async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                if synced.last == counter { return true }
                waiters.append((counter, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
