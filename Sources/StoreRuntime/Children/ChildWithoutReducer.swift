// A parent's generated code embedding a store whose state has no reducer:
// the parent's generated `_StoreGenReducerCheck` stops the build at the
// schema line that embeds it, naming the protocol to adopt. So that this is
// the build's only error, the generated calls that need the child's
// `ReducibleState` conformance (`Effect.embedding`, `presented`, `element`,
// the `share:` links, `StoreDependencies.areRead(by:)`) have an overload here
// for a state without it. Swift picks the constrained overload whenever the
// conformance exists, so these are chosen only in a build that fails at the
// check: none of them ever runs. They are SPI, seen only by generated files.

extension Effect {
    /// `embedding(_:_:as:)` for a module whose state has no reducer; never runs.
    @_spi(Generated)
    public static func embedding<Module, ModuleAction>(
        _ state: inout Module, _ action: ModuleAction, as embed: @escaping @Sendable (ModuleAction) -> Action
    ) -> Effect {
        noReducer(Module.self)
    }

    /// `presented(_:_:as:at:)` for a child whose state has no reducer; never runs.
    @_spi(Generated)
    public static func presented<Child, ChildAction>(
        _ child: inout Child?, _ action: ChildAction, as embed: @escaping @Sendable (ChildAction) -> Action,
        at name: String
    ) -> Effect {
        noReducer(Child.self)
    }

    /// `element(_:_:as:at:)` for a list whose rows have no reducer; never runs.
    @_spi(Generated)
    public static func element<Element, RowAction>(
        _ list: inout ChildList<Element>, _ action: ElementAction<Element.ID, RowAction>,
        as embed: @escaping @Sendable (ElementAction<Element.ID, RowAction>) -> Action, at name: String
    ) -> Effect {
        noReducer(Element.self)
    }
}

extension SharedLink {
    /// `field(_:is:)` for a child whose state has no reducer; never runs.
    @_spi(Generated)
    public static func field(_ field: WritableKeyPath<Held, Value>, is source: WritableKeyPath<Parent, Value>)
        -> SharedLink
    {
        noReducer(Held.self)
    }

    /// `element(_:of:by:)` for a child whose state has no reducer; never runs.
    @_spi(Generated)
    public static func element<Key>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Parent, [Value]>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        noReducer(Held.self)
    }

    /// `field(_:is:in:)` for a child or module whose state has no reducer; never runs.
    @_spi(Generated)
    public static func field<Module>(
        _ field: WritableKeyPath<Held, Value>, is source: WritableKeyPath<Module, Value>,
        in module: WritableKeyPath<Parent, Module>
    ) -> SharedLink {
        noReducer(Held.self, Module.self)
    }

    /// `element(_:of:in:by:)` for a child or module whose state has no reducer; never runs.
    @_spi(Generated)
    public static func element<Module, Key>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Module, [Value]>,
        in module: WritableKeyPath<Parent, Module>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        noReducer(Held.self, Module.self)
    }
}

extension StoreDependencies {
    /// Whether `state`'s reducer reads dependencies (`readsDependencies`):
    /// what a generated parent whose own handlers read none answers with.
    @_spi(Generated) @inlinable
    public static func areRead<State: ReducibleState>(by state: State.Type) -> Bool {
        State.readsDependencies
    }

    /// `areRead(by:)` for a state without a reducer; never runs.
    @_spi(Generated)
    public static func areRead<State>(by state: State.Type) -> Bool {
        noReducer(State.self)
    }
}

/// What an overload above would do if it ran: a build that chose it stopped
/// at the generated reducer check.
private func noReducer(_ states: Any.Type...) -> Never {
    preconditionFailure("\(states) has no reducer: the generated _StoreGenReducerCheck stops the build")
}
