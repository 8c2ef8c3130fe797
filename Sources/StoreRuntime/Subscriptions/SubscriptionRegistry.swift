/// The store's subscriptions, indexed by field so that a dispatch visits only
/// the subscribers of the fields that changed.
///
/// Owned by the thread applying actions; subscribing and cancelling reach it
/// through the store's queue, so it is never changed while being iterated.
@usableFromInline
struct SubscriptionRegistry<State, Action> {
    /// State subscriptions in registration order (what an untracked state visits).
    @usableFromInline var all: [Subscription<State, Action>] = []
    /// `byField[i]`: the state subscriptions listing field `i`.
    @usableFromInline var byField: [[Subscription<State, Action>]] = []
    /// State subscriptions with `fields: .all`: visited whenever anything changed.
    @usableFromInline var everyField: [Subscription<State, Action>] = []
    @usableFromInline var actionObservers: [Subscription<State, Action>] = []

    @usableFromInline init() {}

    @usableFromInline
    mutating func add(_ subscription: Subscription<State, Action>) {
        if subscription.onAction != nil {
            actionObservers.append(subscription)
            return
        }
        all.append(subscription)
        if subscription.fields.isAll {
            everyField.append(subscription)
            return
        }
        subscription.fields.forEachIndex { field in
            if field >= byField.count {
                byField.append(contentsOf: repeatElement([], count: field - byField.count + 1))
            }
            byField[field].append(subscription)
        }
    }

    @usableFromInline
    mutating func remove(_ subscription: Subscription<State, Action>) {
        if subscription.onAction != nil {
            actionObservers.removeAll { $0 === subscription }
            return
        }
        all.removeAll { $0 === subscription }
        if subscription.fields.isAll {
            everyField.removeAll { $0 === subscription }
            return
        }
        subscription.fields.forEachIndex { field in
            if field < byField.count { byField[field].removeAll { $0 === subscription } }
        }
    }
}
