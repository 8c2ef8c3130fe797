/// The identity an effect is cancelled by: any `Hashable & Sendable` value,
/// compared by type and value (so `SearchID()` and `"search"` differ).
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`; every value put in it is (the
    // initialiser takes only `Sendable` values), hence `@unchecked`.
    private let value: AnyHashable

    @usableFromInline init(_ value: any Hashable & Sendable) {
        self.value = AnyHashable(value)
    }

    /// The identity as it was given, e.g. `SearchID()`: how test failures name
    /// an effect.
    var description: String { String(describing: value.base) }

    /// The identity as it was given.
    var base: Any { value.base }
}
