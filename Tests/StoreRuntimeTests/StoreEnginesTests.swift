import Dispatch
import Foundation
@testable import StoreRuntime
import Testing

/// `StoreEngines` asks every live store whether the calling thread applies
/// its actions; a store may lose its last owner while being asked.
@Suite struct StoreEnginesTests {
    /// The reference taken to ask an engine can be its last: its owner lets
    /// go while it answers. Releasing it runs the engine's `deinit`, which
    /// removes the engine from `StoreEngines`, so the engines must be asked
    /// outside the lock that removal takes (asked under it, the asking thread
    /// waited for itself for ever).
    @Test func anEngineWhoseLastOwnerLetsGoWhileAskedIsRemoved() {
        let owner = EngineOwner()
        let removed = DispatchSemaphore(value: 0)
        owner.hold(LastOwnerLetsGoEngine(owner: owner, removed: removed))

        let asked = DispatchSemaphore(value: 0)
        Thread {
            _ = StoreEngines.shared.callerIsApplyingActions
            asked.signal()
        }.start()

        // Hang guards only: each wait is for microseconds of work at any load.
        #expect(asked.wait(timeout: .now() + 60) == .success,
                "callerIsApplyingActions never returned: the engine's deinit waited for the lock its caller held")
        // Another test's question at the same moment may hold the last reference instead.
        #expect(removed.wait(timeout: .now() + 60) == .success, "the engine was never freed")
    }
}

/// Holds the engine's only strong reference until the engine is asked (by
/// this test, or by another test's thread at the same moment).
private final class EngineOwner: @unchecked Sendable {
    private let lock = Lock()
    private var engine: LastOwnerLetsGoEngine?

    func hold(_ engine: LastOwnerLetsGoEngine) {
        lock.withLock { self.engine = engine }
        StoreEngines.shared.add(engine)
    }

    func letGo() {
        let last = lock.withLock { () -> LastOwnerLetsGoEngine? in
            defer { engine = nil }
            return engine
        }
        _ = last        // released here, outside `lock`
    }
}

/// An engine that, when asked, makes its owner let go of it, as a store's
/// owner on another thread may at that moment.
private final class LastOwnerLetsGoEngine: StoreQueue, @unchecked Sendable {
    private let owner: EngineOwner
    private let removed: DispatchSemaphore
    var maximumQueuedActions = 0

    init(owner: EngineOwner, removed: DispatchSemaphore) {
        self.owner = owner
        self.removed = removed
    }

    deinit {
        StoreEngines.shared.remove(self)
        removed.signal()
    }

    func isApplyingActions(on thread: ThreadIdentity) -> Bool {
        owner.letGo()
        return false
    }

    func settled() async {}
    func waitUntilSettled() -> Bool { true }
}
