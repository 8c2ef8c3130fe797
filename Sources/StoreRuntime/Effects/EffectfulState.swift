/// A state whose handling of an action may start effects: it applies the
/// action and returns the work to run (`Effect.none` when there is none).
///
/// Generated `<Store>Reducer` protocols refine it when an action of the
/// schema declares `effects: true`, or the schema has `modules:` (an embedded
/// store's effects are forwarded). A `Store` made from such a state runs the
/// effects it returns; a `TestStore` runs them too and lets the test
/// `receive` what they send. `reduce(_:)` (from `ReducibleState`) applies
/// the action and drops its effects: what replaying recorded actions wants.
public protocol EffectfulState: ReducibleState {
    /// Applies `action` and returns the effects it starts.
    mutating func reduceWithEffects(_ action: Action) -> Effect<Action>
}

extension EffectfulState {
    /// Applies `action` without running its effects (a replay, a direct call).
    public mutating func reduce(_ action: Action) {
        _ = reduceWithEffects(action)
    }

    /// Applies `action` and returns its effects (`reduceWithEffects`).
    public mutating func _reduceWithEffects(_ action: Action) -> Effect<Action> {
        reduceWithEffects(action)
    }
}
