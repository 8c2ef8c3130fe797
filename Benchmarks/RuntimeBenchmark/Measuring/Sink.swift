/// Where subscribers put what they receive (only the store's serialised
/// delivery writes it).
final class Sink: @unchecked Sendable {
    var value = 0
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
