/// One declaration of generated code, with what is said about it: its doc
/// comment, its attributes and the schema line it comes from.
struct Declaration: Equatable, Sendable {
    var comment: Comment?
    /// Written on the line above the declaration, after its comment; any
    /// kind of declaration, an enum case too, may carry them.
    var attributes: [Attribute]
    /// The schema line this declaration is derived from; rendered as a
    /// `#sourceLocation` so the compiler reports errors it causes there.
    var location: SchemaLine?
    var kind: Kind

    init(comment: Comment? = nil, attributes: [Attribute] = [], location: SchemaLine? = nil, _ kind: Kind) {
        self.comment = comment
        self.attributes = attributes
        self.location = location
        self.kind = kind
    }

    indirect enum Kind: Equatable, Sendable {
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        case enumCase(EnumCaseDeclaration)
        case protocolDeclaration(ProtocolDeclaration)
        case extensionDeclaration(ExtensionDeclaration)
        case function(FunctionDeclaration)
        case variable(VariableDeclaration)
        case typeAlias(TypeAliasDeclaration)
    }
}

/// A line of a schema file, the target of a `#sourceLocation` directive.
struct SchemaLine: Equatable, Sendable {
    var file: String
    var line: Int
}
