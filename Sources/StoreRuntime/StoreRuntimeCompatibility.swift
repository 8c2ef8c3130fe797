/// Markers that generated code names, so a file generated for one runtime
/// format fails to compile (with the marker's name in the error) against a
/// runtime that no longer provides it, instead of failing somewhere obscure.
///
/// Generated files contain
/// `private typealias _StoreGenRuntimeCheck = StoreRuntimeCompatibility.Format2`
/// (or the format that first provides what the file uses).
public enum StoreRuntimeCompatibility {
    /// The API generated code used first (see Docs/Runtime.md): `Store`,
    /// `FieldSet`, `TrackedState`, `ReducibleState`, `SubscriptionToken`.
    /// Still provided: files generated in that format compile against this runtime.
    public enum Format1 {}
    /// Format 1 plus what compact generated code calls: `StoreCodingKey`,
    /// `EnumCaseDecoder`/`EnumCaseEncoder` (Coding) and `StateProps`,
    /// `ActionEvent`, `deliver`, `stream(of:)` (GeneratedSubscriptions).
    public enum Format2 {}
    /// Format 2 plus derived values (`DerivedState`) and embedded states
    /// reduced through `reduceEmbedded`: what a file whose schema has
    /// `derived:` (and neither effects nor `modules:`) names. Other files still name Format 2, so
    /// they build against a runtime without these.
    public enum Format3 {}
    /// Format 3 plus effects: `Effect`, `EffectfulState` and
    /// `Effect.embedding` (Effects), what a file whose schema has an action
    /// with `effects: true`, or `modules:` (forwarded through `embedding`),
    /// names.
    public enum Format4 {}
    /// Format 4 plus child features (Children): `ChildList`, `ChildStack`,
    /// `ElementAction`, `StackAction`, `OneOfState`, `ChildPresence`, the
    /// `Effect` child functions (`presented`, `element`, `stack`,
    /// `dismissing`, `removals`, `otherCase`), `Effect.send` and
    /// `scope(present:action:fields:)`: what a file whose schema has an
    /// optional, list, one-of or stack module, or `outputs:`, names.
    public enum Format5 {}
    /// Format 5 plus dependencies (Dependencies): `DependentState`,
    /// `StoreDependencies.current`, `UUIDSource`, `DateSource` and
    /// `StoreDependency`: what a file whose schema has an action with `uses:`,
    /// or `modules:` (whose handlers may use them), names.
    public enum Format6 {}
    /// Format 6 plus `ReducibleState.readsDependencies`, which a parent
    /// whose own handlers use no dependencies answers with its modules'
    /// (so its store binds them only where a module reads them): what a
    /// file whose schema has `modules:` and no action with `uses:` names.
    public enum Format7 {}
    /// Format 7 plus write tracking (`WriteTrackedState`, `StateWrites`):
    /// what the file of a state of more members than the generator's
    /// threshold (64) names, since such a state records its members' writes.
    public enum Format8 {}
    /// Format 8 plus models over props (`StoreModel`'s dynamic members,
    /// `StateProps.fieldKeyPaths`): what a file with a state subscription
    /// on the main actor names, since its model is a type alias of
    /// `StoreModel` over props that list their members.
    public enum Format9 {}
    /// Format 9 plus `FieldSet.filter(_:)`, with which a state that records
    /// its writes keeps the written members that differ: what the file of
    /// such a state names.
    public enum Format10 {}
    /// Format 10 plus the one-overload entry points generated code calls
    /// where Swift's own have an overload per standard type:
    /// `TrackedState.differs` (a state compared member by member) and
    /// `encodeField`/`decodeField` on `StoreCodingKey` containers (a
    /// written-out `Codable`); and `deliverProps`/`deliverEvents` for
    /// subscriptions (`deliver` before); and `PersistentState`, which
    /// declares a persisted state's `persistence` functions: what the file
    /// of such a state, schema struct or subscription names.
    public enum Format11 {}
    /// Format 11 plus `FieldSet.insert(_:ifChangedFrom:to:)`, with which a
    /// state compared member by member in one body (one of at most 64
    /// members, which does not record its writes) compares each in one
    /// line: what the file of such a state names.
    public enum Format12 {}
    /// Format 12 plus `CaseNamedAction`, which every generated action enum
    /// with cases conforms to (its nested `Case` and its `case`): what the
    /// file of a store with actions or modules names.
    public enum Format13 {}
}
