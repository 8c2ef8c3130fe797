/// A value computed from state (`derived:`): a member of the state that the
/// app computes once, in a function of exactly its inputs, and the state keeps
/// up to date, recomputing it only when an input changed.
public struct DerivedValue: Sendable, Equatable {
    public var name: String
    public var type: TypeReference
    /// The members it is computed from, in schema order: state fields,
    /// modules, or other derived values.
    public var inputs: [String]
    public var doc: String?
    /// Where the derived value's key is.
    public var location: SourceLocation
    /// Where its `type:` value is written.
    public var typeLocation: SourceLocation

    public init(
        name: String, type: TypeReference, inputs: [String], doc: String? = nil,
        location: SourceLocation, typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.inputs = inputs
        self.doc = doc
        self.location = location
        self.typeLocation = typeLocation ?? location
    }
}
