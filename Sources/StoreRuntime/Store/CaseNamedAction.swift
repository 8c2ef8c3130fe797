/// An action enum whose case can be named without its payload: `Case` has
/// one payload-free case per case of the enum, of the same name, and `case`
/// is the one a value is. Every generated `<Store>Action` conforms
/// (`CounterAction.Case.add` for `.add(amount: 3)`), so a test can receive
/// an action by its case alone: `await store.receive(case: .add)`.
///
/// Not a macro: the generator writes the nested enum and the `switch`, and a
/// hand-written action enum conforms the same way.
public protocol CaseNamedAction: Sendable {
    /// The action's cases without their payloads.
    associatedtype Case: Hashable & Sendable
    /// The case of this action, without its payload.
    var `case`: Case { get }
}
