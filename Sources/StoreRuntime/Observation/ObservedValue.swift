#if canImport(Observation)
import Observation

// Retired: `ObservedValue` tracks its whole value, so a view reading one
// field is redrawn when any other changes. Generated models (`StoreModel`)
// replace it; it stays, deprecated, for code written against it.

/// A slice of a store's state that SwiftUI views (or anything using
/// Observation's tracking) read like a property: a view reading `value`, or a
/// field of it through dynamic member lookup, is redrawn when the slice
/// changes, and not when other parts of the state change.
///
/// Made by `store.observe(fields:select:)`. It follows the store through a
/// main-actor subscription, which it cancels when it is released; it does not
/// keep the store alive.
///
/// ```swift
/// struct CounterView: View {
///     @State private var counter = store.observe(fields: [.count]) { $0.count }
///     var body: some View { Text("\(counter.value)") }
/// }
/// ```
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@available(
    *, deprecated,
    message: """
        use the generated model of a subscription (<Store><Name>Model, see Docs/SwiftUI.md): \
        it tracks each field on its own
        """
)
@MainActor @Observable @dynamicMemberLookup
public final class ObservedValue<Value: Equatable & Sendable> {
    /// The selected value, updated on the main actor after each change.
    public private(set) var value: Value

    @ObservationIgnored private var subscription: SubscriptionToken?

    init(_ value: Value) {
        self.value = value
    }

    /// Reads a field of the value; observation tracks `value` as a whole.
    public subscript<Field>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field {
        value[keyPath: keyPath]
    }

    /// Assigns only real changes, so observers are not told about equal values.
    fileprivate func update(_ newValue: Value) {
        if newValue != value { value = newValue }
    }

    fileprivate func follow(_ token: SubscriptionToken) {
        subscription = token
    }
}

extension Store {
    /// An observable object holding `select(state)`, kept current on the main actor.
    ///
    /// - Parameters:
    ///   - fields: the top-level fields `select` reads (with a `TrackedState`,
    ///     only their changes run `select`), by name (`[.count]`);
    ///     `.all` when unsure.
    ///   - select: picks the slice or builds the props a view shows.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @available(
        *, deprecated,
        message: """
            use the generated model of a subscription (<Store><Name>Model, see Docs/SwiftUI.md): \
            it tracks each field on its own
            """
    )
    @MainActor
    public func observe<Value: Equatable & Sendable>(
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value
    ) -> ObservedValue<Value> {
        let observed = ObservedValue(select(state))
        observed.follow(
            subscribe(fields: fields, select: select) { [weak observed] value in
                observed?.update(value)
            })
        return observed
    }
}
#endif
