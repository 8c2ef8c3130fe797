/// Markers that generated code names, so a file generated for one runtime
/// format fails to compile (with the marker's name in the error) against a
/// runtime that no longer provides it, instead of failing somewhere obscure.
///
/// Generated files contain
/// `private typealias _StoreGenRuntimeCheck = StoreRuntimeCompatibility.Format1`.
public enum StoreRuntimeCompatibility {
    /// The API generated code uses (see Docs/Runtime.md): `Store`,
    /// `FieldSet`, `TrackedState`, `ReducibleState`, `SubscriptionToken`.
    public enum Format1 {}
}
