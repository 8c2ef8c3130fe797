import StoreRuntime

/// The reducers live in global variables, which the optimiser cannot assume
/// constant, so the floor loop calls the closure like the store does instead
/// of folding the loop away.
nonisolated(unsafe) var counterReducerStorage: @Sendable (inout Counter, CounterAction) -> Void = { state, _ in
    state.count &+= 1
}

nonisolated(unsafe) var wideReducerStorage: @Sendable (inout WideState, WideAction) -> Void = { state, action in
    state.reduce(action)
}

@inline(never)
func counterReducer() -> @Sendable (inout Counter, CounterAction) -> Void { counterReducerStorage }

@inline(never)
func wideReducer() -> @Sendable (inout WideState, WideAction) -> Void { wideReducerStorage }
