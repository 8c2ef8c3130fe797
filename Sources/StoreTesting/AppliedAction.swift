/// A received action a non-exhaustive `TestStore` applied before any
/// `receive` asked for it, with the states around it: what a later
/// `receive` of it asserts against, or skips.
struct AppliedAction<State, Action> {
    let action: Action
    let before: State
    let after: State
}
