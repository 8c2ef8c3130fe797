/// The engine behind a root `Store`: the queue of pending work, the state, the
/// subscriptions and the loop that applies actions.
///
/// Concurrency model: one thread at a time is the *drainer*. `dispatch` on a
/// store that is not busy makes the caller the drainer; a dispatch made while
/// another is being processed (from a subscriber, middleware, command or
/// another thread) is appended to `queue` and applied by the thread already
/// draining, after the current one. So actions are applied one at a time in
/// FIFO order, never recursively, with constant stack depth however long the
/// chain. `lock` guards `draining`, `queue`, `cancelRequests` and the
/// publication of `current`; everything else is touched only by the drainer,
/// and the lock orders one drainer after the next.
@usableFromInline
final class StoreCore<State: Sendable, Action: Sendable>: @unchecked Sendable {
    @usableFromInline
    enum Work {
        case action(Action)
        case attach(Subscription<State, Action>)
    }

    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline var draining = false
    @usableFromInline var drainer: ThreadIdentity
    @usableFromInline var queue: [Work] = []
    @usableFromInline var queueHead = 0
    @usableFromInline var cancelRequests: [Subscription<State, Action>] = []
    /// The published state; replaced (not mutated) under `lock`.
    @usableFromInline var current: StateBuffer<State>

    // Drainer-owned.
    @usableFromInline var spare: StateBuffer<State>
    @usableFromInline var registry = SubscriptionRegistry<State, Action>()
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var pruned: [Subscription<State, Action>] = []

    @usableFromInline let reducer: @Sendable (inout State, Action) -> Void
    @usableFromInline let changes: (@Sendable (State, State) -> FieldSet)?
    @usableFromInline let middleware: [Middleware<State, Action>]
    /// How middleware dispatches: back into this store, weakly.
    @usableFromInline var middlewareDispatch: @Sendable (Action) -> Void = { _ in }
    @usableFromInline let commands = CommandRegistry()

    @usableFromInline
    init(
        initialState: State,
        middleware: [Middleware<State, Action>],
        changes: (@Sendable (State, State) -> FieldSet)?,
        reducer: @escaping @Sendable (inout State, Action) -> Void
    ) {
        current = StateBuffer(initialState)
        spare = StateBuffer(initialState)
        drainer = .current
        self.middleware = middleware
        self.changes = changes
        self.reducer = reducer
        middlewareDispatch = { [weak self] action in self?.dispatch(action) }
    }

    deinit {
        commands.cancelAll()
    }

    @inlinable
    var state: State {
        lock.lock()
        defer { lock.unlock() }
        return current.value
    }

    @inlinable
    func dispatch(_ action: Action) {
        lock.lock()
        if draining {
            queue.append(.action(action))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        apply(action)
        drain()
    }

    /// Registers a subscription; the current value reaches it before any
    /// action dispatched after this call.
    @usableFromInline
    func attach(_ subscription: Subscription<State, Action>) {
        lock.lock()
        if draining {
            queue.append(.attach(subscription))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        perform(.attach(subscription))
        drain()
    }

    @usableFromInline
    func cancel(_ subscription: Subscription<State, Action>) {
        lock.lock()
        cancelRequests.append(subscription)
        if draining {
            if drainer.isSame(as: .current) { subscription.isActive = false }
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        drain()
    }

    /// Applies queued work until the queue is empty, then stops draining.
    @inlinable
    func drain() {
        while true {
            lock.lock()
            if !cancelRequests.isEmpty {
                let requests = cancelRequests
                cancelRequests = []
                lock.unlock()
                detach(requests)
                continue
            }
            if queueHead < queue.count {
                let work = queue[queueHead]
                queueHead += 1
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                lock.unlock()
                perform(work)
                continue
            }
            draining = false
            lock.unlock()
            return
        }
    }

    @usableFromInline
    func perform(_ work: Work) {
        switch work {
        case .action(let action):
            apply(action)
        case .attach(let subscription):
            if subscription.isDetached { return }
            registry.add(subscription)
            if let onState = subscription.onState, !onState(current.value) {
                pruned.append(subscription)
            }
            prune()
        }
    }

    @usableFromInline
    func detach(_ subscriptions: [Subscription<State, Action>]) {
        for subscription in subscriptions where !subscription.isDetached {
            subscription.isActive = false
            subscription.isDetached = true
            registry.remove(subscription)
        }
    }

    @inlinable
    func prune() {
        if pruned.isEmpty { return }
        let gone = pruned
        pruned = []
        detach(gone)
    }

    /// Middleware, reducer, publication, notification: one action.
    @inlinable
    func apply(_ incoming: Action) {
        var action = incoming
        if !middleware.isEmpty {
            for link in middleware {
                guard let before = link.before else { continue }
                guard let next = before(action, current.value, middlewareDispatch) else { return }
                action = next
            }
        }
        spare.value = current.value
        reducer(&spare.value, action)
        let changed = changes?(current.value, spare.value) ?? .all

        lock.lock()
        let new = spare
        spare = current
        current = new
        let hasCancelRequests = !cancelRequests.isEmpty
        var requests: [Subscription<State, Action>] = []
        if hasCancelRequests {
            requests = cancelRequests
            cancelRequests = []
        }
        lock.unlock()
        if hasCancelRequests { detach(requests) }

        if !middleware.isEmpty {
            for link in middleware.reversed() {
                link.after?(action, spare.value, current.value, changed)
            }
        }
        notify(changed)
        if !registry.actionObservers.isEmpty {
            for observer in registry.actionObservers where observer.isActive {
                if !observer.onAction.unsafelyUnwrapped(action) { pruned.append(observer) }
            }
        }
        prune()
    }

    /// Evaluates the subscribers of the changed fields (all of them when the
    /// state cannot tell), each at most once.
    @inlinable
    func notify(_ changed: FieldSet) {
        if changed.isAll {
            for subscription in registry.all where subscription.isActive {
                evaluate(subscription)
            }
            return
        }
        if changed.isEmpty { return }
        generation &+= 1
        let stamp = generation
        changed.forEachIndex { field in
            guard field < registry.byField.count else { return }
            for subscription in registry.byField[field]
            where subscription.isActive && subscription.evaluatedGeneration != stamp {
                subscription.evaluatedGeneration = stamp
                evaluate(subscription)
            }
        }
        for subscription in registry.everyField where subscription.isActive {
            evaluate(subscription)
        }
    }

    @inlinable @inline(__always)
    func evaluate(_ subscription: Subscription<State, Action>) {
        if !subscription.onState.unsafelyUnwrapped(current.value) {
            pruned.append(subscription)
        }
    }
}
