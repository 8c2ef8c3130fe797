/// A state that knows how to apply its own actions.
///
/// Generated `<Store>Reducer` protocols refine it, so once the app conforms
/// its state, `Store(initialState:)` needs no reducer closure.
public protocol ReducibleState: Sendable {
    associatedtype Action: Sendable
    mutating func reduce(_ action: Action)
}
