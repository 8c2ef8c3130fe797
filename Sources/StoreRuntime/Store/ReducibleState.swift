/// A state that knows how to apply its own actions.
///
/// Generated `<Store>Reducer` protocols refine it, so once the app conforms
/// its state, `Store(initialState:)` needs no reducer closure.
public protocol ReducibleState: Sendable {
    /// The actions this state applies.
    associatedtype Action: Sendable
    /// Applies `action` to the state.
    mutating func reduce(_ action: Action)

    /// Applies `action` and returns the effects it starts, whatever the
    /// state: how the runtime applies an action to a child feature a parent
    /// holds. Provided (do not implement it): `reduce` and no effects, or
    /// `reduceWithEffects` for an `EffectfulState`. A requirement, so that
    /// generic code reaches an `EffectfulState`'s effects without asking the
    /// runtime for the conformance.
    mutating func _reduceWithEffects(_ action: Action) -> Effect<Action>

    /// Whether the state is a `DerivedState`. Provided (do not implement
    /// it): known where the type is, so code specialised for a state
    /// without derived values skips them, where `Self.self is any
    /// DerivedState.Type` asked the runtime on every call (a conformance
    /// lookup on each action a parent forwarded to a module).
    static var _hasDerivedValues: Bool { get }

    /// Whether `reduce` reads `StoreDependencies.current`, so a store
    /// given dependencies binds them around each action. Provided: `false`,
    /// and `true` for a `DependentState`; a generated parent whose own
    /// handlers use none answers with its modules' (`TallyState.readsDependencies`),
    /// known where the type is, so its store binds nothing when they read
    /// none.
    static var readsDependencies: Bool { get }
}

extension ReducibleState {
    /// Applies `action` and returns no effects.
    public mutating func _reduceWithEffects(_ action: Action) -> Effect<Action> {
        reduce(action)
        return .none
    }

    /// Applies `action` and returns the effects it starts.
    @available(*, deprecated, renamed: "reduceWithEffects", message: "call reduceWithEffects on an EffectfulState")
    public mutating func reduceReturningEffects(_ action: Action) -> Effect<Action> {
        _reduceWithEffects(action)
    }

    @inlinable
    public static var _hasDerivedValues: Bool { false }

    @inlinable
    public static var readsDependencies: Bool { false }
}

extension ReducibleState where Self: DerivedState {
    @inlinable
    public static var _hasDerivedValues: Bool { true }
}

extension ReducibleState {
    /// Applies `action` to the state of an embedded module, as the generated
    /// reducers of parents do through `Effect.embedding`. An embedded state with derived
    /// values is not in a store of its own, so this brings them up to date
    /// as its store would (those whose inputs changed); any other state just
    /// applies the action.
    @inlinable
    public mutating func reduceEmbedded(_ action: Action) {
        updatingDerivedValues { $0.reduce(action) }
    }

    /// Runs `change` on the state, then brings its derived values up to date
    /// (those whose inputs changed) when it has any: how an embedded state is
    /// changed, with or without effects (`Effect.embedding`).
    @inlinable
    mutating func updatingDerivedValues<Result>(_ change: (inout Self) -> Result) -> Result {
        guard Self._hasDerivedValues else { return change(&self) }
        let old = self
        let result = change(&self)
        StoreRuntime.updateDerivedValues(of: &self, after: old)
        return result
    }
}
