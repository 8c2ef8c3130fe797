/// A type the app defines itself and the schema only refers to.
public struct ExternalType: Sendable, Equatable {
    public var name: String
    public var doc: String?
    /// Declared `hashable: true`: it may be a `Set` element or dictionary key.
    public var isHashable: Bool
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, isHashable: Bool = false, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.isHashable = isHashable
        self.location = location
    }
}

/// A struct or enum declared under `types:`.
public struct TypeDefinition: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `fields:` — a struct.
        case structure(fields: [Field])
        /// `enum:` — cases in schema order, each with an optional payload.
        case enumeration(cases: [EnumCase])
    }

    public var name: String
    public var doc: String?
    public var kind: Kind
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, kind: Kind, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.location = location
    }
}

/// One case of a schema enum.
public struct EnumCase: Sendable, Equatable {
    public var name: String
    public var doc: String?
    /// Labelled associated values; empty for a case without payload.
    public var payload: [Field]
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, payload: [Field] = [], location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.payload = payload
        self.location = location
    }
}
