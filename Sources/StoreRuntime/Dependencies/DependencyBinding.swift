extension ReducibleState {
    /// `reduce`, run with `dependencies` bound as `StoreDependencies.current`
    /// when this state's reducer reads them (a `DependentState`); `reduce`
    /// itself otherwise, so other stores pay nothing per action. How stores
    /// made with dependencies apply actions.
    @inlinable
    static func binding<Result>(
        _ dependencies: StoreDependencies, to reduce: @escaping @Sendable (inout Self, Action) -> Result
    ) -> @Sendable (inout Self, Action) -> Result {
        guard Self.self is any DependentState.Type else { return reduce }
        return { state, action in
            StoreDependencies.$current.withValue(dependencies) { reduce(&state, action) }
        }
    }
}
