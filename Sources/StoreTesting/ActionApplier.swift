import Foundation
import StoreRuntime

/// Applies a `TestStore`'s actions the way the app's `Store` applies them:
/// each at the moment it is sent (the test's own, and those effects,
/// commands and callbacks send), one at a time, in the order sent; an action
/// sent while another is being applied waits behind it. Each action's
/// effects start as it is applied, and an action an effect sent is dropped
/// unapplied if that effect was cancelled before the action's turn came.
///
/// The test only asserts what happened: what code under test sent is kept,
/// applied, in `received` for `receive`.
final class ActionApplier<State: Sendable, Action: Sendable>: @unchecked Sendable {
    /// Guards everything below; waited on by the test's `send` while an
    /// action from another thread is being applied.
    private let condition = NSCondition()
    private var current: State
    private var inbox: [(action: Action, admission: ActionAdmission?)] = []
    private var isApplying = false
    private var currentDependencies: StoreDependencies
    private var currentClock: any Clock<Duration>
    private var currentSite: CallSite
    /// The action whose effect asked to dismiss the state, once one did.
    private var dismissal: Action?

    private let reducer: @Sendable (inout State, Action) -> Effect<Action>
    let effects: EffectRunner<Action>
    let received = ReceivedActions<State, Action>()
    let errorRoute = CommandErrorRoute<Action>()

    init(
        state: State, reducer: @escaping @Sendable (inout State, Action) -> Effect<Action>,
        effects: EffectRunner<Action>, dependencies: StoreDependencies, clock: any Clock<Duration>, site: CallSite
    ) {
        current = state
        self.reducer = reducer
        self.effects = effects
        currentDependencies = dependencies.usingTestValues()
        currentClock = clock
        currentSite = site
    }

    /// How the work this test store starts is marked (see `TrackedWork`).
    var trackingID: ObjectIdentifier { ObjectIdentifier(self) }

    /// Whether an action's handler asked to dismiss the state (`Effect.dismiss`).
    var isDismissed: Bool { condition.withLock { dismissal != nil } }

    /// The action whose handler asked to dismiss the state, if one did.
    var dismissingAction: Action? { condition.withLock { dismissal } }

    /// The state with every action applied so far.
    var state: State { condition.withLock { current } }

    /// What the reducers and effects started from now on are given: an app
    /// dependency the test did not set is its `testValue`.
    var dependencies: StoreDependencies {
        get { condition.withLock { currentDependencies } }
        set { condition.withLock { currentDependencies = newValue.usingTestValues() } }
    }

    /// What effects started from now on wait on.
    var clock: any Clock<Duration> {
        get { condition.withLock { currentClock } }
        set { condition.withLock { currentClock = newValue } }
    }

    /// The test's call that effects started from now on report their
    /// errors at (the call that let them start).
    var site: CallSite {
        get { condition.withLock { currentSite } }
        set { condition.withLock { currentSite = newValue } }
    }

    /// An action code under test sent: applied now, or, while another
    /// action is being applied, right after it (on that thread), unless its
    /// `admission` no longer holds then.
    func deliver(_ action: Action, admission: ActionAdmission? = nil) {
        let applies: Bool = condition.withLock {
            inbox.append((action, admission))
            if isApplying { return false }
            isApplying = true
            return true
        }
        if applies { applyQueued() }
    }

    /// Applies the test's own `action` (once no other is being applied),
    /// then what it sends at once; returns the states around it and the
    /// tasks of the effects it started (see `RunningTask`).
    func applySent(_ action: Action) -> (applied: AppliedAction<State, Action>, tasks: [UInt64]) {
        condition.withLock {
            while isApplying { condition.wait() }
            isApplying = true
        }
        let result = apply(action)
        applyQueued()
        return result
    }

    /// Applies the actions waiting, in order, until none is left; call as
    /// the one applying.
    private func applyQueued() {
        while true {
            let next: (action: Action, admission: ActionAdmission?)? = condition.withLock {
                if inbox.isEmpty {
                    isApplying = false
                    condition.broadcast()
                    return nil
                }
                return inbox.removeFirst()
            }
            guard let next else { return }
            if let admission = next.admission, !admission() { continue }
            received.append(apply(next.action).applied)
        }
    }

    /// Reduces `action` onto the state (derived values included), then
    /// starts the effects it returned; call as the one applying.
    private func apply(_ action: Action) -> (applied: AppliedAction<State, Action>, tasks: [UInt64]) {
        let (before, dependencies, clock, site) = condition.withLock {
            (current, currentDependencies, currentClock, currentSite)
        }
        var after = before
        // An unimplemented endpoint the reducer or an effect calls fails the
        // test at the call that let it run.
        let unimplemented: @Sendable (String) -> Void = { endpoint in
            TestFailure.record(
                """
                \(endpoint) is not implemented in this test: set it in store.dependencies before the \
                action that uses it
                """,
                at: site)
        }
        return UnimplementedEndpointReport.$handler.withValue(unimplemented) {
            let effect = StoreDependencies.$current.withValue(dependencies) { reducer(&after, action) }
            StoreRuntime.updateDerivedValues(of: &after, after: before)
            condition.withLock { current = after }
            var tasks: [UInt64] = []
            if !effect.isNone {
                var asksDismissal = false
                tasks = TrackedWork.$owner.withValue(trackingID) {
                    effects.start(
                        effect, clock: clock, dependencies: dependencies,
                        send: { [weak self] action, admission in self?.deliver(action, admission: admission) },
                        report: errorRoute.handler(
                            deliveringTo: { [weak self] in self?.deliver($0) }, thrower: "an effect", at: site),
                        dismiss: { asksDismissal = true })
                }
                if asksDismissal {
                    // As a parent would: the child goes, and what it started with it.
                    condition.withLock { dismissal = action }
                    effects.cancelRunning()
                    tasks = []
                }
            }
            return (AppliedAction(action: action, before: before, after: after), tasks)
        }
    }
}
