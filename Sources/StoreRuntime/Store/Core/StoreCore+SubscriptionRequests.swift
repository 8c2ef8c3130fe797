// Subscriptions added and removed (Docs/Concurrency.md, "Subscribing"): a
// request made while the store is busy waits under `queueLock` with the
// slot its requester saw, and the drainer takes it before it writes a slot
// again, so a subscription's first value is the state as its caller saw
// it, then every later change, none missed or repeated.
//
// Off the hot path: a drain learns of requests from the drain state's
// `requested` flag, read by the operation it makes after each publication
// anyway; handling them is never inlined.
extension StoreCore {
    /// Registers a subscription; its first value is the state as it is now
    /// (as seen from the calling thread), then it gets every later change.
    @usableFromInline
    func attach(_ subscription: Subscription) {
        let claimed = claim(orElse: {
            if callerIsDrainer { subscribedByCallback = true }
            requests.append(Request(subscription, isCancel: false, seenSlot: published.request(drainState)))
        })
        guard claimed else { return }
        handle([Request(subscription, isCancel: false, seenSlot: currentSlot)])
        endFrame()
        drain(budget: Self.budget)
    }

    @usableFromInline
    func cancel(_ subscription: Subscription) {
        let claimed = claim(orElse: {
            if callerIsDrainer { subscription.isActive = false }
            _ = published.request(drainState)
            requests.append(Request(subscription, isCancel: true, seenSlot: 0))
        })
        guard claimed else { return }
        handle([Request(subscription, isCancel: true, seenSlot: 0)])
        drain(budget: Self.budget)
    }

    @usableFromInline
    func takeRequests() {
        handle(queueLock.withLock { takeRequestsLocked() })
    }

    /// Call holding `queueLock`.
    @usableFromInline
    func takeRequestsLocked() -> [Request] {
        published.takeRequests(drainState)
        defer { requests = [] }
        return requests
    }

    /// Adds and removes subscriptions, in the order they were requested. A
    /// first value is of every field (what models read in `frames`).
    @usableFromInline
    func handle(_ requests: [Request]) {
        frames.changedFields = UnsafePointer(frames.everyField)
        defer { frames.changedFields = UnsafePointer(delivered) }
        for request in requests {
            let subscription = request.subscription
            if request.isCancel {
                detach(subscription)
                continue
            }
            if subscription.isDetached { continue }
            registry.add(subscription)
            if subscription.observesActions { continue }
            // Subscribed before the latest action was published: its first
            // value is the state it saw, then the latest one (if different).
            if request.seenSlot != currentSlot, !subscription.observe(UnsafeRawPointer(slots + request.seenSlot)) {
                pruned.append(subscription)
                continue
            }
            if !subscription.observe(UnsafeRawPointer(slots + currentSlot)) {
                pruned.append(subscription)
            }
        }
        prune()
    }

    @usableFromInline
    func detach(_ subscription: Subscription) {
        if subscription.isDetached { return }
        subscription.isActive = false
        subscription.isDetached = true
        registry.remove(subscription)
    }

    @usableFromInline
    func prune() {
        if pruned.isEmpty { return }
        let gone = pruned
        pruned = []
        for subscription in gone { detach(subscription) }
    }
}
