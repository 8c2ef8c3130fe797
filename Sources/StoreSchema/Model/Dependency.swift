/// Something from outside the state a handler can use, named in an action's
/// `uses:`: one every store has (`uuid`, `now`), or one of the app's own,
/// declared under `dependencies:` with its type.
public struct Dependency: Sendable, Equatable {
    /// The name handlers receive it as (`uuid`, `permissions`).
    public var name: String
    /// The Swift type the handler's parameter has (`UUIDSource`, `Date`,
    /// or the app's type, which conforms to StoreRuntime's `StoreDependency`).
    public var typeName: String
    public var doc: String?
    /// Where it is declared; `nil` for the ones every store has.
    public var location: SourceLocation?

    public init(name: String, typeName: String, doc: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.typeName = typeName
        self.doc = doc
        self.location = location
    }

    /// Whether it is one every store has rather than the app's own.
    public var isBuiltIn: Bool { location == nil }

    /// The ones every store has: new UUIDs, and the date the action is applied at.
    public static let builtIn: [Dependency] = [
        Dependency(name: "uuid", typeName: "UUIDSource", doc: "Makes new UUIDs: `uuid()`."),
        Dependency(name: "now", typeName: "Date", doc: "The date the action is applied at."),
    ]
}
