// One action applied and its state published (Docs/Concurrency.md,
// "State"): middleware's `before`s, the reducer on a copy of the published
// state in the other slot, change detection, the publication; then the
// subscribers told (StoreCore+Notification.swift) and middleware's `after`s.
//
// Hot path: `applyInline` is inlined into `dispatch` and runs once per action.
// - Without middleware or a reader in the way it takes no lock, allocates
//   nothing, and copies neither the action nor the changed-field set; each
//   exception is tested behind `_slowPath`.
// - The publication is a plain store (`PublishedSlot`): the
//   read-modify-write that orders it against readers and requesters is the
//   drainer's next drain-state operation (its stop, or `afterPublishing`).
// - The slot about to be written is checked for a reader before the write.
extension StoreCore {
    /// Middleware, reducer, publication, notification: one action. The
    /// middleware's `before`s run first, and the action they return is
    /// applied by a second call (`afterMiddleware`), so that without
    /// middleware the action is used as passed: a copy of it, to replace
    /// it, retained and released an action with a payload. Called by the
    /// drain loop and the other paths; `dispatch` applies its own action
    /// with the same body inlined (`applyInline`).
    @inlinable
    func apply(_ action: Action, afterMiddleware: Bool = false) {
        applyInline(action, afterMiddleware: afterMiddleware)
    }

    /// `apply`'s body, inlined into a dispatch that claimed an idle store:
    /// one function's prologue and epilogue per dispatch instead of two,
    /// and no call (which, for stores whose types lay out alike, went
    /// through a thunk of the compiler's merged functions).
    ///
    /// `stopsNext`: the caller claimed an idle store and stops right after
    /// (its stop, a read-modify-write of the drain state, follows the
    /// publication; see `PublishedSlot`), so the publication needs none of
    /// its own. Nor does it look for subscription requests: a request made
    /// meanwhile set `pending`, so the stop fails and the drain that
    /// follows takes it, before it writes a slot (its first value is the
    /// state its requester saw, then this one, as when it is taken here).
    @inlinable @inline(__always)
    func applyInline(_ action: Action, afterMiddleware: Bool = false, stopsNext: Bool = false) {
        let old = slots + currentSlot
        let new = slots + (currentSlot ^ 1)
        if _slowPath(!afterMiddleware && !middleware.isEmpty) {
            guard let next = runBefore(action, state: old.pointee) else { return }
            return apply(next, afterMiddleware: true)
        }
        let changed = delivered
        // The last change's set is replaced below by initialising over it,
        // which releases nothing: only a set with an array of high indices
        // holds something to release, so only such a set is cleared first
        // (assigning cost a call to release an absent array per action).
        if _slowPath(changed.pointee.high != nil) { changed.pointee = FieldSet() }
        // The slot about to be written was published before the last
        // publication: a reader may still be copying it.
        if _slowPath(drainState.isBeingRead(currentSlot ^ 1)) { waitForReader() }
        let fields: FieldSet
        if let writeTracking {
            let previous = stamp
            stamp &+= 1
            if _slowPath(stamp >= stampLimit) {
                stamp = WriteStamps.reserveBlock()
                stampLimit = stamp &+ WriteStamps.blockSize
            }
            writeTracking.prepare(UnsafeRawPointer(old), UnsafeMutableRawPointer(new), stamp, previous)
            reduce(action, into: new)
            fields = writeTracking.changes(UnsafeRawPointer(old), UnsafeMutableRawPointer(new), stamp)
        } else {
            new.pointee = old.pointee
            reduce(action, into: new)
            fields = tracksChanges ? changes(UnsafeRawPointer(old), UnsafeMutableRawPointer(new)) : .all
        }
        // What `notify` tells the common sets by, taken while the set is at
        // hand: read back from `delivered` after the publication's atomic
        // operation, it cost a load of every member.
        let lowFields = fields.lowFieldsOnly
        changed.initialize(to: fields)

        published.publish(currentSlot ^ 1)
        currentSlot ^= 1
        let hasRequests = !stopsNext && drainState.afterPublishing()
        if _slowPath(hasRequests) { takeRequests() }

        if _slowPath(!middleware.isEmpty) {
            runAfter(action, old: old.pointee, new: new.pointee, changed: changed.pointee)
        }
        notify(state: UnsafeRawPointer(new), lowFields: lowFields)
        if _slowPath(!registry.actionObservers.isEmpty) { notifyObservers(action) }
        if _slowPath(!pruned.isEmpty) { prune() }
        endFrame()
    }

    /// Waits, parked, until the reader of `state` copying a slot is done
    /// (readers copy under `stateLock`).
    @usableFromInline @inline(never)
    func waitForReader() {
        stateLock.withLock {}
    }

    /// Calls the reducer on the state in `new`. The action is handed over
    /// through a pointer that lives only for the call and is only read,
    /// taken without the stack protector `withUnsafePointer` adds, whose
    /// check and spills would run on every dispatch for a pointer that
    /// cannot overflow.
    @inlinable @inline(__always)
    func reduce(_ action: Action, into new: UnsafeMutablePointer<State>) {
        _withUnprotectedUnsafePointer(to: action) { reducer(UnsafeMutableRawPointer(new), UnsafeRawPointer($0)) }
    }

    /// The middleware's `before`s in order; `nil` when one dropped the action.
    @usableFromInline
    func runBefore(_ action: Action, state: State) -> Action? {
        var action = action
        for link in middleware {
            guard let before = link.before else { continue }
            guard let next = before(action, state, middlewareDispatch) else { return nil }
            action = next
        }
        return action
    }

    @usableFromInline
    func runAfter(_ action: Action, old: State, new: State, changed: FieldSet) {
        for link in middleware.reversed() {
            link.after?(action, old, new, changed)
        }
    }
}
