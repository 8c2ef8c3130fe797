// How a store finds its change detection: the state's own `changedFields`
// (a `TrackedState`), its write tracking (a `WriteTrackedState`), and its
// derived values brought up to date after either, each as the type-erased
// closures the engine calls (see `StoreCore.Reducer`). Decided once, when
// the store is made; inlined there, so specialised for the caller's types.

extension Store {
    /// `State.changedFields`, reading both states in place, when `State` is a
    /// `TrackedState`; else `nil`. (The check is made once, when the store
    /// is made; in code specialised for a concrete state it folds away.)
    @inlinable
    static var trackedChanges: StoreCore<State, Action>.ChangeDetector? {
        guard let tracked = State.self as? any TrackedState.Type else { return nil }
        return changes(of: tracked)
    }

    @inlinable
    static func changes<Tracked: TrackedState>(of _: Tracked.Type) -> StoreCore<State, Action>.ChangeDetector {
        { old, new in
            Tracked.changedFields(
                at: old.assumingMemoryBound(to: Tracked.self), UnsafePointer(new.assumingMemoryBound(to: Tracked.self)))
        }
    }

    /// Write tracking when `State` is a `WriteTrackedState`; else `nil`
    /// (decided once, when the store is made, like `trackedChanges`).
    @inlinable
    static var writeTracking: StoreCore<State, Action>.WriteTracking? {
        guard let tracked = State.self as? any WriteTrackedState.Type else { return nil }
        return writeTracking(of: tracked)
    }

    @inlinable
    static func writeTracking<Tracked: WriteTrackedState>(of _: Tracked.Type) -> StoreCore<State, Action>.WriteTracking
    {
        StoreCore<State, Action>.WriteTracking(
            prepare: { old, new, stamp, previous in
                Tracked.startWrites(
                    stamp: stamp, previous: previous,
                    from: old.assumingMemoryBound(to: Tracked.self), to: new.assumingMemoryBound(to: Tracked.self))
            },
            changes: { old, new, stamp in
                Tracked.changedFields(
                    writtenWith: stamp,
                    from: old.assumingMemoryBound(to: Tracked.self),
                    to: UnsafePointer(new.assumingMemoryBound(to: Tracked.self)))
            })
    }

    /// Write tracking that also brings `Derived`'s derived values up to
    /// date, as `updatingDerivedValues(of:after:)` does for a detector.
    @inlinable
    static func updatingDerivedValues<Derived: DerivedState>(
        of _: Derived.Type, after base: StoreCore<State, Action>.WriteTracking
    ) -> StoreCore<State, Action>.WriteTracking {
        StoreCore<State, Action>.WriteTracking(prepare: base.prepare) { old, new, stamp in
            Derived.adding(
                derivedChangesOf: new.assumingMemoryBound(to: Derived.self), after: base.changes(old, new, stamp),
                from: old.assumingMemoryBound(to: Derived.self))
        }
    }

    /// A detector that also brings `Derived`'s derived values up to date: the
    /// fields `base` reports changed (`.all` without `base`, when the store
    /// does not track changes) and the derived values that changed with them.
    /// Only states with derived values get it, so the others' dispatch is
    /// what it was.
    @inlinable
    static func updatingDerivedValues<Derived: DerivedState>(
        of _: Derived.Type, after base: StoreCore<State, Action>.ChangeDetector?
    ) -> StoreCore<State, Action>.ChangeDetector {
        guard let base else {
            return { old, new in
                Derived.adding(
                    derivedChangesOf: new.assumingMemoryBound(to: Derived.self), after: .all,
                    from: old.assumingMemoryBound(to: Derived.self))
            }
        }
        return { old, new in
            Derived.adding(
                derivedChangesOf: new.assumingMemoryBound(to: Derived.self), after: base(old, new),
                from: old.assumingMemoryBound(to: Derived.self))
        }
    }
}
