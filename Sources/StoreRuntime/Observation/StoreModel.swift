import Observation

// How observation works, file by file: a generated model (`<Store><Name>Model`,
// one per state subscription on the main actor) is a type alias of
// `StoreModel` (here) over the subscription's props, whose members it
// offers as its own (`model.count`, a dynamic member): each read tells
// Observation which field was read, through the props' `fieldKeyPaths`. The
// model follows the store through a main-actor subscription
// (`Store+Subscribe`), so its updates run in the store's frames
// (`MainActorFrames`): every model of one change is updated in one
// main-actor job. Observation is told about each field on its own, from the
// fields the store found changed (no props are compared).

/// The runtime half of a generated Observation model: the props of one
/// subscription, kept current on the main actor, that SwiftUI views (or
/// anything using Observation's tracking) read as the model's own members
/// (`display.count` reads the props' `count`).
///
/// Per-field precision: a view that reads `count` is invalidated when
/// `count` changes, and not when another field of the same props does; an
/// action that changes several fields a view reads invalidates it once
/// (every change of one action is applied in one frame). A derived value
/// invalidates its readers only when it was recomputed to a different value.
///
/// The model follows the store for as long as it lives: release it and its
/// subscription ends (it does not keep the store alive either; `send` to a
/// store that is gone does nothing).
///
/// ```swift
/// struct CounterView: View {
///     @State private var display = CounterDisplayModel(store)
///     var body: some View {
///         Button("\(display.count)") { display.send(.increment) }
///     }
/// }
/// ```
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@dynamicMemberLookup
open class StoreModel<Props: StateProps, Action: Sendable>: Observable, ActionSending where Props.State: Sendable {
    // Inlinable, like the members below, so that a generated model runs
    // code specialised for its props: unspecialised, every update looked up
    // generic metadata and copied the whole state into `Props.init`.
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline var props: Props
    /// Each selected field's index and the key path Observation tracks it by.
    @usableFromInline let tracked: [(index: Int, keyPath: KeyPath<StoreModel, Void>)]
    /// Where a read finds its field (see `MemberPositions`).
    @usableFromInline let positions: MemberPositions<Props>
    @usableFromInline let sender: @Sendable (Action) -> Void
    @usableFromInline var token: SubscriptionToken?

    /// The props of `store`'s current state, then of each change.
    @inlinable
    public init(_ store: Store<Props.State, Action>) {
        props = Props(store.state)
        tracked = Self.trackedFields()
        positions = MemberPositions(Props.fieldKeyPaths)
        sender = store.weakAccess.send
        token = store.follow(Props.self) { [weak self] update in self?.apply(update) }
    }

    @usableFromInline
    static func trackedFields() -> [(index: Int, keyPath: KeyPath<StoreModel, Void>)] {
        Props.fields.indices.map { ($0, \StoreModel.[field: $0]) }
    }

    /// Dispatches `action` to the store.
    public func send(_ action: Action) {
        sender(action)
    }

    /// The props' `member`, telling Observation that its field was read:
    /// `display.count` is the props' `count`. A member the props do not list
    /// in `fieldKeyPaths` counts as a read of every field.
    @inlinable
    public final subscript<Value>(dynamicMember member: KeyPath<Props, Value>) -> Value {
        if let position = positions.position(of: member), tracked.indices.contains(position) {
            registrar.access(self, keyPath: tracked[position].keyPath)
        } else {
            for field in tracked { registrar.access(self, keyPath: field.keyPath) }
        }
        return props[keyPath: member]
    }

    /// The props, telling Observation that `field` was read, for a subclass's
    /// own properties (`var count: Int { read(.count).count }`).
    @inlinable
    public final func read(_ field: StateField<Props.State>) -> Props {
        if let keyPath = tracked.first(where: { $0.index == field.index })?.keyPath {
            registrar.access(self, keyPath: keyPath)
        }
        return props
    }

    /// A key path per field, for Observation: the index is its identity.
    private subscript(field index: Int) -> Void { () }

    /// Takes the props of a new state: Observation hears of the fields that
    /// changed (all of them, when the store cannot tell and the props differ).
    @inlinable
    final func apply(_ update: ModelUpdate<Props>) {
        let changed = update.changed
        if changed.isAll && update.props == props { return }
        for field in tracked where changed.contains(field.index) { registrar.willSet(self, keyPath: field.keyPath) }
        props = update.props
        for field in tracked where changed.contains(field.index) { registrar.didSet(self, keyPath: field.keyPath) }
    }
}

/// What a model is told after a change: its props and which of the
/// store's fields changed (`.all` when the store cannot tell).
@usableFromInline
struct ModelUpdate<Props: Sendable>: Sendable {
    @usableFromInline let props: Props
    @usableFromInline let changed: FieldSet

    @inlinable
    init(props: Props, changed: FieldSet) {
        self.props = props
        self.changed = changed
    }
}

extension Store {
    /// A main-actor subscription to `Props` that hands each change, with
    /// the fields that changed, to `handler`: a model's, which compares
    /// nothing itself.
    @inlinable
    func follow<Props: StateProps>(
        _: Props.Type,
        _ handler: @escaping @MainActor @Sendable (ModelUpdate<Props>) -> Void
    ) -> SubscriptionToken where Props.State == State {
        let frames = self.frames
        return subscribe(
            fields: Props.fields,
            observing: { mailbox in
                { state in
                    mailbox.deliver(
                        ModelUpdate(
                            props: Props(state.assumingMemoryBound(to: State.self).pointee), changed: frames.changed))
                    return true
                }
            }, handler)
    }
}

/// Something views send actions through (a store model): what a SwiftUI
/// binding sends its edits to.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public protocol ActionSending: AnyObject {
    /// The actions it sends.
    associatedtype Action
    /// Sends `action` to the store.
    func send(_ action: Action)
}
