// The subscribers of what changed told, in the order they subscribed, each
// at most once per change, and the change's main-actor frame ended
// (Docs/Concurrency.md, "Delivery").
//
// Hot path: `notify` is inlined into every action. The common cases go
// straight to their subscribers without gathering: one subscription, or
// one changed field (below 64, or above in a wide state) with nobody
// subscribed to every field. Several fields gather, deduplicate and sort
// in `notifyInOrder`, which is not inlined.
extension StoreCore {
    /// Ends the frame of the change just delivered; first, a subscription
    /// that one of its callbacks made gets its first value (this state) in it.
    @inlinable @inline(__always)
    func endFrame() {
        while _slowPath(subscribedByCallback) {
            subscribedByCallback = false
            takeRequests()
        }
        frames.finish()
    }

    @usableFromInline
    func notifyObservers(_ action: Action) {
        withUnsafePointer(to: action) { action in
            for observer in registry.actionObservers where observer.isActive {
                if !observer.observe(UnsafeRawPointer(action)) { pruned.append(observer) }
            }
        }
    }

    /// Evaluates the subscribers of the fields in `delivered` (all of them
    /// when the state cannot tell), each at most once, in the order they
    /// subscribed. (`frames.changedFields` points at `delivered`, except
    /// while `handle` delivers first values: models read it from there.)
    ///
    /// Reads `delivered` where it lies: a copy of the set would retain and
    /// release its array of high indices. The common sets are told apart
    /// first: fields below 64, not every field (`lowFields`, the set's
    /// `lowFieldsOnly`); then the common stores: one subscription, or one
    /// field changed (below 64, or, in a wide state, above).
    @inlinable @inline(__always)
    func notify(state: UnsafeRawPointer, lowFields: UInt64?) {
        registry.refreshIndexIfNeeded()
        let changed = delivered
        if _fastPath(lowFields != nil) {
            let low = lowFields.unsafelyUnwrapped
            if low == 0 { return }
            // A store with one subscription (of fields below 64).
            if let only = registry.only {
                if registry.onlyFields & low != 0 { evaluate(only, state) }
                return
            }
            // One field, and no one listens to every field: its subscribers
            // are filed in the order they subscribed, and each appears once.
            if _fastPath(low & (low &- 1) == 0 && registry.everyField.isEmpty) {
                notifyField(low.trailingZeroBitCount, state)
                return
            }
        } else if changed.pointee.isAll {
            for entry in registry.all { evaluate(entry, state) }
            return
        } else if let field = changed.pointee.onlyHighIndex, registry.everyField.isEmpty {
            // One field of 64 or more (a wide state's action): as above.
            notifyField(field, state)
            return
        }
        notifyInOrder(changed.pointee, state: state)
    }

    /// Evaluates the subscribers of `field`, the only field that changed.
    @inlinable @inline(__always)
    func notifyField(_ field: Int, _ state: UnsafeRawPointer) {
        let starts = registry.fieldStarts
        guard field < starts.count &- 1 else { return }
        let entries = registry.fieldEntries
        // A loop over a `Range` would check its bounds first.
        var index = starts[field]
        let end = starts[field &+ 1]
        while index < end {
            evaluate(entries[index], state)
            index &+= 1
        }
    }

    /// Evaluates the subscribers of several changed fields (and those of
    /// every field), each once, in the order they subscribed.
    @usableFromInline
    func notifyInOrder(_ changed: FieldSet, state: UnsafeRawPointer) {
        generation &+= 1
        let stamp = generation
        gathered.removeAll(keepingCapacity: true)
        let starts = registry.fieldStarts
        let entries = registry.fieldEntries
        changed.forEachIndex { field in
            guard field < starts.count &- 1 else { return }
            for index in starts[field]..<starts[field &+ 1] {
                let entry = entries[index]
                let isNew: Bool = entry._withUnsafeGuaranteedRef { subscription in
                    defer { subscription.evaluatedGeneration = stamp }
                    return subscription.evaluatedGeneration != stamp
                }
                if isNew { gathered.append(entry) }
            }
        }
        if !registry.everyField.isEmpty { gathered.append(contentsOf: registry.everyField) }
        if gathered.count > 1 {
            gathered.sort { first, second in
                first._withUnsafeGuaranteedRef { $0.order } < second._withUnsafeGuaranteedRef { $0.order }
            }
        }
        for entry in gathered { evaluate(entry, state) }
    }

    @inlinable @inline(__always)
    func evaluate(_ entry: SubscriptionRegistry.Entry, _ state: UnsafeRawPointer) {
        entry._withUnsafeGuaranteedRef { evaluate($0, state) }
    }

    @inlinable @inline(__always)
    func evaluate(_ subscription: Subscription, _ state: UnsafeRawPointer) {
        guard subscription.isActive else { return }
        if _slowPath(!subscription.observe(state)) {
            pruned.append(subscription)
        }
    }
}
