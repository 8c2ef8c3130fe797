/// What effects need from the app — a server, a database — given to the
/// store (or `TestStore`) once, so that reducers stay pure and tests can give
/// fakes. Looked up by type:
///
/// ```swift
/// let store = SearchStore(initialState: SearchState(),
///                         dependencies: EffectDependencies().with(LiveSearchAPI() as any SearchAPI))
/// // in an effect:
/// let api = try effect.dependency((any SearchAPI).self)
/// ```
public struct EffectDependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    /// These dependencies and `value`, looked up as `Value` (an existential
    /// such as `any SearchAPI` stays one: pass `value as any SearchAPI`).
    public func with<Value: Sendable>(_ value: Value) -> EffectDependencies {
        var copy = self
        copy.values[ObjectIdentifier(Value.self)] = value
        return copy
    }

    /// The value given as `type`, or `nil`.
    public subscript<Value: Sendable>(type: Value.Type) -> Value? {
        values[ObjectIdentifier(type)] as? Value
    }
}

/// Why an effect could not run: the store was not given a dependency it asked for.
public struct MissingEffectDependency: Error, CustomStringConvertible {
    /// The type asked for.
    public let type: String

    public var description: String {
        "no dependency of type \(type) was given to the store (EffectDependencies.with)"
    }
}
