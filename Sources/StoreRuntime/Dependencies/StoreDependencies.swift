import Foundation

// How dependencies work, file by file: `StoreDependencies` (here) is what a
// store is given once: the `UUIDSource` and `DateSource` that handlers
// declaring `uses: [uuid]` or `uses: [now]` get, and the app's own values
// (`StoreDependency` types, a schema's `dependencies:`), looked up by type.
// A store binds them as `StoreDependencies.current` while its reducer runs
// (for a `DependentState`), where generated reducers read what each handler
// uses; effects get the same value as `EffectContext.dependencies`.
// StoreTesting's `TestStore` gives deterministic ones.

/// What reducers' handlers and effects use from outside the state — new ids,
/// the date, the app's own services — given to the store (or `TestStore`)
/// once, so that reducers stay pure and tests control them:
///
/// ```swift
/// let store = SearchStore(initialState: SearchState(),
///                         dependencies: StoreDependencies().with(LiveSearchAPI() as any SearchAPI))
/// // in an effect:
/// let api = try effect.dependency((any SearchAPI).self)
/// ```
public struct StoreDependencies: Sendable {
    /// What handlers that use `uuid` get: random UUIDs unless replaced.
    public var uuid: UUIDSource { didSet { isDefault = false } }
    /// What handlers that use `now` read: the system's date unless replaced.
    public var date: DateSource { didSet { isDefault = false } }
    private var values: [ObjectIdentifier: any Sendable] = [:] { didSet { isDefault = false } }
    /// Whether an app dependency nobody set is its `testValue` (a
    /// `TestStore`'s dependencies) rather than its `defaultValue`.
    private var usesTestValues = false
    /// Made by `init()` and never changed: random UUIDs, the system's date,
    /// the app's defaults. Binding such dependencies where such are already
    /// current changes nothing, so a store skips it (see `binding`).
    @usableFromInline private(set) var isDefault: Bool

    /// Dependencies with the given sources; by default random UUIDs and the system clock's dates.
    public init(uuid: UUIDSource = .random, date: DateSource = .system) {
        self.uuid = uuid
        self.date = date
        isDefault = false
    }

    /// The system's dependencies.
    public init() {
        uuid = .random
        date = .system
        isDefault = true
    }

    /// The dependencies of the store whose reducer is running (bound by the
    /// store around each action of a `DependentState`); elsewhere the
    /// system's (random UUIDs, the current date, the app's defaults).
    /// Generated reducers read what each handler uses from it.
    @TaskLocal public static var current = StoreDependencies()

    /// These dependencies and `value`, looked up as `Value` (an existential
    /// such as `any SearchAPI` stays one: pass `value as any SearchAPI`).
    public func with<Value: Sendable>(_ value: Value) -> StoreDependencies {
        var copy = self
        copy.values[ObjectIdentifier(Value.self)] = value
        return copy
    }

    /// The value given as `type`, or `nil`.
    public subscript<Value: Sendable>(type: Value.Type) -> Value? {
        values[ObjectIdentifier(type)] as? Value
    }

    /// An app's own dependency (a schema's `dependencies:`): the value given
    /// as `type`, else its `defaultValue` (its `testValue` in a `TestStore`).
    /// Set it to replace it, or change one of its members:
    /// `dependencies[Permissions.self].status = { .granted }`.
    public subscript<Value: StoreDependency>(type: Value.Type) -> Value {
        get { values[ObjectIdentifier(type)] as? Value ?? (usesTestValues ? Value.testValue : Value.defaultValue) }
        set { values[ObjectIdentifier(type)] = newValue }
    }

    /// These dependencies, where an app dependency nobody set is its
    /// `testValue`: a `TestStore`'s.
    package func usingTestValues() -> StoreDependencies {
        var copy = self
        copy.usesTestValues = true
        return copy
    }
}

/// Why an effect could not run: the store was not given a dependency it asked for.
public struct MissingEffectDependency: Error, CustomStringConvertible {
    /// The type asked for.
    public let type: String

    public var description: String {
        "no dependency of type \(type) was given to the store (StoreDependencies.with)"
    }
}
