/// A state field, struct field, action parameter or enum payload value.
public struct Field: Sendable, Equatable {
    public var name: String
    public var type: TypeReference
    /// The default, already checked against `type`. An optional without an
    /// explicit default has `nil` here and defaults to `nil` in Swift.
    public var defaultValue: Value?
    public var doc: String?
    /// `false` for `persist: false` fields, which are never written to disk.
    public var persist: Bool
    /// `shared: true` (state fields only): the value is held by the parent
    /// that embeds the store, which links it with `share:` (see `ModuleShare`).
    public var isShared: Bool
    /// Where the field's key is.
    public var location: SourceLocation
    /// Where the field's type is written (the scalar, or the `type:` value).
    public var typeLocation: SourceLocation

    public init(
        name: String,
        type: TypeReference,
        defaultValue: Value? = nil,
        doc: String? = nil,
        persist: Bool = true,
        isShared: Bool = false,
        location: SourceLocation,
        typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.persist = persist
        self.isShared = isShared
        self.location = location
        self.typeLocation = typeLocation ?? location
    }
}
