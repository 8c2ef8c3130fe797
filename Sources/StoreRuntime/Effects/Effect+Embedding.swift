extension Effect {
    /// Applies `action` to an embedded store's state (a schema's `modules:`)
    /// as `reduceEmbedded` does (derived values included); a state without
    /// effects starts none. Generated reducers of stores with modules call
    /// this, so an embedded store's effects run whether or not it has any:
    /// the overload for `EffectfulState` is chosen when it does.
    @inlinable
    public static func embedding<Module: ReducibleState>(
        _ state: inout Module, _ action: Module.Action, as embed: @escaping @Sendable (Module.Action) -> Action
    ) -> Effect {
        state.reduceEmbedded(action)
        return .none
    }

    /// Applies `action` to an embedded store's state and returns the effects
    /// it starts, their actions wrapped by `embed` (`{ .reports($0) }`).
    @inlinable
    public static func embedding<Module: EffectfulState>(
        _ state: inout Module, _ action: Module.Action, as embed: @escaping @Sendable (Module.Action) -> Action
    ) -> Effect {
        state.updatingDerivedValues { $0.reduceWithEffects(action) }.map(embed)
    }
}
