import Dispatch

/// A caller waiting on a store's queue: a thread parked on a semaphore (it
/// uses no CPU until woken), or a suspended task. The thread applying
/// actions wakes it, after releasing the queue's lock.
@usableFromInline
enum QueueWaiter: Sendable {
    case thread(DispatchSemaphore)
    case task(CheckedContinuation<Void, Never>)

    @usableFromInline
    func wake() {
        switch self {
        case .thread(let semaphore): semaphore.signal()
        case .task(let continuation): continuation.resume()
        }
    }
}

/// Who waits on one store's queue (guarded by its `queueLock`): callers
/// waiting until what was dispatched before them has been applied, and
/// producers waiting for room in a full queue.
@usableFromInline
struct QueueWaiters: Sendable {
    /// Each waits until the thread applying actions has finished the first
    /// `through` actions ever queued (and the action it was applying when
    /// the waiter came).
    @usableFromInline private(set) var settling: [(through: UInt64, waiter: QueueWaiter)] = []
    @usableFromInline private(set) var room: [QueueWaiter] = []
    /// Kept apart from the arrays, so the drain loop checks one byte.
    @usableFromInline private(set) var isEmpty = true

    @inlinable
    init() {}

    @usableFromInline
    mutating func waitForSettling(through: UInt64, _ waiter: QueueWaiter) {
        settling.append((through, waiter))
        isEmpty = false
    }

    @usableFromInline
    mutating func waitForRoom(_ waiter: QueueWaiter) {
        room.append(waiter)
        isEmpty = false
    }

    /// Takes every producer waiting for room.
    @usableFromInline
    mutating func takeRoomWaiters() -> [QueueWaiter] {
        defer {
            room.removeAll()
            isEmpty = settling.isEmpty
        }
        return room
    }

    /// Takes every producer waiting for room, and every caller whose actions
    /// are finished: the first `finished` queued ones, or all of them once
    /// the queue is empty (`finished == .max`).
    @usableFromInline
    mutating func release(finished: UInt64) -> [QueueWaiter] {
        var woken = takeRoomWaiters()
        if finished == .max {
            woken += settling.map(\.waiter)
            settling.removeAll()
        } else {
            settling.removeAll { entry in
                guard entry.through <= finished else { return false }
                woken.append(entry.waiter)
                return true
            }
        }
        isEmpty = settling.isEmpty
        return woken
    }
}
