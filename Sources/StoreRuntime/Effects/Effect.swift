// How effects work, file by file: a reducer of an `EffectfulState` returns an
// `Effect` (here), a description of work, and does not run it, so it stays
// pure and a replay can drop what it returns. The store hands what a reducer
// returned to its `EffectRunner`, which starts each `run` as a task in the
// store's `CommandRegistry` (so releasing the store cancels it, and
// `runningCommandCount` counts it) under its `EffectID`, and cancels by
// identity. The operation sees an `EffectContext`: a `send` back into the
// store and the store's clock. `Store+Effects` makes such stores;
// StoreTesting's `TestStore` runs the same effects on its own clock.

/// Work an action starts, returned by its handler instead of being done there:
/// requests, timers, debounced searches. The reducer only describes it; the
/// store runs it once the action is applied, and what it sends comes back as
/// actions.
///
/// ```swift
/// mutating func search(query: String) -> Effect<SearchAction> {
///     isLoading = true
///     return .run(id: SearchID(), cancelInFlight: true) { effect in
///         try await effect.clock.sleep(for: .milliseconds(300))   // debounce
///         effect.send(.loaded(try await api.search(query)))
///     } catch: { error in
///         .failed(message: "\(error)")
///     }
/// }
/// ```
///
/// An effect with an identity can be cancelled by it (`.cancel(id:)`, or a
/// new `run` with the same identity and `cancelInFlight`). Cancelling is
/// cooperative (`clock.sleep` and other cancellable awaits throw
/// `CancellationError`), and nothing the effect sends is applied after the
/// action that cancelled it: sends it makes once cancelled are dropped, and
/// so is what it sent before but the store had not applied yet (a `Store`
/// checks when each such action's turn comes), even if the effect had
/// already ended. So a replaced search never delivers its answer after the
/// newer one started. An effect without an identity is cancelled only with
/// its store.
public struct Effect<Action: Sendable>: Sendable {
    /// One piece of work, in the order the store starts them.
    @usableFromInline
    enum Work: Sendable {
        case run(Operation)
        case cancel(EffectID)
        /// An action to queue at once (`Effect.send`).
        case send(Action)
        /// An action that reached no child, for the store to report (see `DroppedChildAction`).
        case report(DroppedChildAction)
        /// A child asks to be dismissed (`Effect.dismiss`): `nil` as the child
        /// returned it, the child's `ChildOwner` once its parent addressed it.
        case dismiss(EffectID?)
    }

    /// An operation to start, with what it needs to be identified and to
    /// report failure.
    @usableFromInline
    struct Operation: Sendable {
        let id: EffectID?
        /// The children whose removal cancels it (see `Effect.scoped(under:)`),
        /// innermost last.
        var owners: [EffectID] = []
        let cancelInFlight: Bool
        let body: @Sendable (EffectContext<Action>) async throws -> Void
        let errorAction: (@Sendable (any Error) -> Action)?
    }

    @usableFromInline let works: [Work]

    @usableFromInline init(_ works: [Work]) { self.works = works }

    /// No work: what handlers of actions that start nothing return.
    @inlinable public static var none: Effect { Effect([]) }

    /// Whether there is no work to start.
    @inlinable public var isNone: Bool { works.isEmpty }

    /// Starts `operation`, which sends actions back through its context.
    ///
    /// - Parameters:
    ///   - operation: the work; it sends actions through its context and
    ///     reads the store's clock and dependencies there.
    ///   - id: an identity to cancel it by (`.cancel(id:)`); any `Hashable`
    ///     value, compared by type and value (a dedicated empty struct per
    ///     kind of work is clearest).
    ///   - cancelInFlight: cancels a running effect with the same `id` first
    ///     (start a search, cancel the previous one).
    ///   - errorAction: the action an error `operation` throws becomes (not
    ///     `CancellationError`); without it, the store's `commandErrorHandler`
    ///     receives the error, like a command's.
    public static func run(
        id: (any Hashable & Sendable)? = nil,
        cancelInFlight: Bool = false,
        _ operation: @escaping @Sendable (EffectContext<Action>) async throws -> Void,
        catch errorAction: (@Sendable (any Error) -> Action)? = nil
    ) -> Effect {
        Effect([
            .run(
                Operation(
                    id: id.map(EffectID.init), cancelInFlight: cancelInFlight, body: operation, errorAction: errorAction
                ))
        ])
    }

    /// Sends `action` back to the store at once: it is queued behind the
    /// action being applied, as a dispatch from a subscriber would be, with
    /// no task started. How a child tells its parent something
    /// (`return .send(.delegate(.saved(item)))`).
    public static func send(_ action: Action) -> Effect {
        Effect([.send(action)])
    }

    /// Cancels the running effects started with identity `id`; nothing
    /// happens when none is running.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect([.cancel(EffectID(id))])
    }

    /// Several effects' work, started in the order given.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Several effects' work, started in the order given.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(effects.flatMap(\.works))
    }

    /// This work, then `other`'s (nothing is allocated when either has none).
    @inlinable
    public func merging(_ other: Effect) -> Effect {
        if other.isNone { return self }
        if isNone { return other }
        return Effect(works + other.works)
    }

    /// The same work sending `transform`ed actions: how an embedding store
    /// runs the effects of an embedded store's reducer.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        Effect<Other>(works.map { $0.map(transform) })
    }
}

extension Effect.Work {
    /// The same work sending `transform`ed actions.
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other>.Work {
        switch self {
        case .cancel(let id):
            return .cancel(id)
        case .run(let operation):
            return .run(operation.map(transform))
        case .send(let action):
            return .send(transform(action))
        case .report(let dropped):
            return .report(dropped)
        case .dismiss(let owner):
            return .dismiss(owner)
        }
    }
}

extension Effect.Operation {
    /// The same operation sending `transform`ed actions.
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other>.Operation {
        let body = body
        var mappedErrorAction: (@Sendable (any Error) -> Other)?
        if let errorAction {
            mappedErrorAction = { error in transform(errorAction(error)) }
        }
        return Effect<Other>.Operation(
            id: id, owners: owners, cancelInFlight: cancelInFlight,
            body: { (context: EffectContext<Other>) in
                let inner: EffectContext<Action> = context.map(transform)
                try await body(inner)
            },
            errorAction: mappedErrorAction)
    }
}
