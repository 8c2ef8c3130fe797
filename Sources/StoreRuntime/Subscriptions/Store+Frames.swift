/// Frames: one change's main-actor deliveries, run together.
///
/// Every main-actor delivery one published state causes (its state
/// subscribers in the order they subscribed, then its action subscribers,
/// then the first values of subscriptions those callbacks made when the
/// frame runs on the main thread) runs in one main-actor job, a frame: when
/// the action was applied on the main thread, before `dispatch` returns;
/// otherwise as one block on the main queue. Frames run in the order the
/// store published their states, never inside one another: an action a
/// handler dispatches gets a frame of its own, after this one. Observation
/// models are updated in the same frame, so SwiftUI renders once per change.
extension Store {
    /// Calls `willDeliver` before and `didDeliver` after each frame of this
    /// store (its root store, when scoped), on the main actor: the boundary a
    /// callback-based (UIKit-style) app renders at, once per change, the way
    /// a run-loop turn does. A change with no main-actor delivery has no
    /// frame. Ends when the token is cancelled or released.
    ///
    /// ```swift
    /// let frames = store.subscribeToFrames(didDeliver: { screen.render() })
    /// ```
    @discardableResult
    public func subscribeToFrames(
        willDeliver: @escaping @MainActor @Sendable () -> Void = {},
        didDeliver: @escaping @MainActor @Sendable () -> Void
    ) -> SubscriptionToken {
        SubscriptionToken(frames.addBoundary(begin: willDeliver, end: didDeliver))
    }
}
