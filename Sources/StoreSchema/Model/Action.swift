/// One action: a case of `<Store>Action` and a requirement of `<Store>Reducer`.
public struct Action: Sendable, Equatable {
    public var name: String
    public var doc: String?
    public var params: [Field]
    /// Whether handling it may start effects (`effects: true`): its handler
    /// returns an `Effect` instead of nothing.
    public var startsEffects: Bool
    /// The dependencies its handler receives after its parameters (`uses:`),
    /// in schema order.
    public var uses: [Dependency]
    public var location: SourceLocation

    public init(
        name: String, doc: String? = nil, params: [Field] = [], startsEffects: Bool = false, uses: [Dependency] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.doc = doc
        self.params = params
        self.startsEffects = startsEffects
        self.uses = uses
        self.location = location
    }
}
