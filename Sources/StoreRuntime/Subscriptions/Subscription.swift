/// One registered observer of a store: of its state, or of its actions when
/// `observesActions` is set. Either way it is called through one closure,
/// `observe`.
///
/// Everything mutable here belongs to the thread applying actions (the
/// store's drainer, which the store's lock hands from thread to thread), so
/// it needs no lock of its own. `observe` returns `false` when its owner is
/// gone, which prunes the subscription.
///
/// `observe` receives a pointer to the state (or action) rather than the
/// value: large states are not copied on the way to the selector, and, since
/// its type mentions no generic parameter, calling it from code specialised
/// for a concrete store needs no reabstraction thunk (which would allocate on
/// every call).
@usableFromInline
final class Subscription: @unchecked Sendable {
    /// Reads the state behind a type-erased pointer; returns `false` to be pruned.
    @usableFromInline typealias Observer = @Sendable (UnsafeRawPointer) -> Bool

    @usableFromInline let fields: FieldSet
    /// Observes actions rather than states.
    @usableFromInline let observesActions: Bool
    /// Not optional on purpose: a closure inside `Optional` is stored in its
    /// most general form, and unwrapping it allocates a thunk on every call.
    @usableFromInline let observe: Observer
    /// Still receiving. Cleared at once when cancelled on the applying thread
    /// (inside a callback), otherwise before the next change is delivered.
    @exclusivity(unchecked) @usableFromInline var isActive = true
    /// Removed from the registry (an `attach` still queued must then not add it).
    @exclusivity(unchecked) @usableFromInline var isDetached = false
    /// The dispatch that last evaluated it: one evaluation per dispatch even
    /// when several of its fields changed.
    @exclusivity(unchecked) @usableFromInline var evaluatedGeneration: UInt64 = 0
    /// When it was added to the registry: subscribers of one change are
    /// evaluated (and their main-actor deliveries run) in this order.
    @exclusivity(unchecked) @usableFromInline var order: UInt64 = 0
    /// Called if the store goes away while this is registered (an `AsyncStream`
    /// finishes, so its consumer is not left waiting). Set before registration.
    @usableFromInline var storeEnded: (@Sendable () -> Void)?

    @usableFromInline
    init(fields: FieldSet, observesActions: Bool, observe: @escaping Observer) {
        self.fields = fields
        self.observesActions = observesActions
        self.observe = observe
    }
}

/// Remembers the last value a subscription delivered, to deliver only changes.
/// Touched only by the thread applying actions.
@usableFromInline
final class LastDelivered<Value>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: Value?
    @usableFromInline init() {}
}

extension LastDelivered where Value: Equatable {
    /// Hands `value` to `delivery` when it differs from the last one
    /// delivered (always, the first time), and remembers it.
    @inlinable @inline(__always)
    func pass<Delivery: ValueDelivery<Value>>(_ value: Value, to delivery: Delivery) {
        if self.value != value {
            self.value = value
            delivery.deliver(value)
        }
    }
}

/// Where a subscription's observer hands the values it selects: a mailbox
/// (`MainActorMailbox`, `QueueMailbox`) or a function (`DeliveryClosure`).
/// Generic rather than a closure, so that the observer, specialised for
/// the store's types, calls the mailbox's `deliver` inlined: through a
/// closure it was two more calls (and a reabstraction thunk) per delivery.
@usableFromInline
protocol ValueDelivery<Value>: Sendable {
    associatedtype Value
    func deliver(_ value: Value)
}

/// Delivery to a function: a synchronous subscriber's handler, a stream's continuation.
@usableFromInline
struct DeliveryClosure<Value>: ValueDelivery {
    @usableFromInline let deliver: @Sendable (Value) -> Void

    @inlinable
    init(_ deliver: @escaping @Sendable (Value) -> Void) {
        self.deliver = deliver
    }

    @inlinable @inline(__always)
    func deliver(_ value: Value) {
        deliver(value)
    }
}
