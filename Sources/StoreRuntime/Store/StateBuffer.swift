/// Holds one generation of the state. The store keeps two and swaps them, so
/// applying an action copies the state once (into the spare buffer, which the
/// reducer then changes) and publishing it is a pointer swap under the lock.
@usableFromInline
final class StateBuffer<State>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: State

    @usableFromInline
    init(_ value: State) { self.value = value }
}
