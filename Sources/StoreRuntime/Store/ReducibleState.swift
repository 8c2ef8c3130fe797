/// A state that knows how to apply its own actions.
///
/// Generated `<Store>Reducer` protocols refine it, so once the app conforms
/// its state, `Store(initialState:)` needs no reducer closure.
public protocol ReducibleState: Sendable {
    associatedtype Action: Sendable
    mutating func reduce(_ action: Action)
}

extension ReducibleState {
    /// Applies `action` to the state of an embedded module: what a parent
    /// state's generated `reduce(_:)` calls. An embedded state with derived
    /// values is not in a store of its own, so this brings them up to date
    /// as its store would (those whose inputs changed); any other state just
    /// applies the action.
    @inlinable
    public mutating func reduceEmbedded(_ action: Action) {
        guard let derived = Self.self as? any DerivedState.Type else { return reduce(action) }
        let old = self
        reduce(action)
        withUnsafeMutablePointer(to: &self) { new in
            withUnsafePointer(to: old) { derived.updateDerivedValues(of: new, after: $0) }
        }
    }
}
