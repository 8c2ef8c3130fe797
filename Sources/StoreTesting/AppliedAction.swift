/// An action a `TestStore` applied, with the states around it: what an
/// assertion of it checks.
struct AppliedAction<State, Action> {
    let action: Action
    let before: State
    let after: State
}
