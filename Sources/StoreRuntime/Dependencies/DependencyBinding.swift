extension ReducibleState {
    /// `reduce`, run with `dependencies` bound as `StoreDependencies.current`
    /// when this state's reducer reads them (`readsDependencies`: a
    /// `DependentState`, unless it is a parent whose modules read none);
    /// `reduce` itself otherwise, so other stores pay nothing per action.
    /// How stores made with dependencies apply actions.
    @inlinable
    static func binding<Result>(
        _ dependencies: StoreDependencies, to reduce: @escaping @Sendable (inout Self, Action) -> Result
    ) -> @Sendable (inout Self, Action) -> Result {
        guard Self.readsDependencies else { return reduce }
        // A store given the system's dependencies (a parent that binds them
        // only for its modules' sake, an app that replaces none) binds them
        // only where something else is current: reading the task-local is
        // cheap, binding it allocates, and this runs on every action.
        if dependencies.isDefault {
            return { state, action in
                if StoreDependencies.current.isDefault { return reduce(&state, action) }
                return StoreDependencies.$current.withValue(dependencies) { reduce(&state, action) }
            }
        }
        return { state, action in
            StoreDependencies.$current.withValue(dependencies) { reduce(&state, action) }
        }
    }
}
