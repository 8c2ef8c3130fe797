/// `struct Name: Conformances { members }`
struct StructDeclaration: Equatable, Sendable {
    var access: AccessModifier
    var name: String
    var conformances: [TypeName]
    var members: [Declaration]
}

/// `enum Name: Conformances { cases and members }`; a raw type, when there is
/// one, is the first conformance.
struct EnumDeclaration: Equatable, Sendable {
    var access: AccessModifier
    /// `indirect enum`: cases stored on the heap, so the enum may contain itself.
    var isIndirect = false
    var name: String
    /// `enum Name<Value>`
    var genericParameters: [GenericParameter] = []
    var conformances: [TypeName]
    var members: [Declaration]
}

/// `case name(label: Type = default, ...)`
struct EnumCaseDeclaration: Equatable, Sendable {
    var name: String
    var associatedValues: [AssociatedValue]
    /// `case name = "raw"`, for a String-backed enum whose raw value differs from the name.
    var rawValue: String?

    init(name: String, associatedValues: [AssociatedValue], rawValue: String? = nil) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }

    struct AssociatedValue: Equatable, Sendable {
        /// `nil` for an unlabelled value (`case reports(ReportsAction)`).
        var label: String?
        var type: TypeName
        var defaultValue: Expression?
    }
}

/// `protocol Name: Inherited where Requirements { requirements }`
struct ProtocolDeclaration: Equatable, Sendable {
    var access: AccessModifier
    var name: String
    var inherits: [TypeName]
    var requirements: [GenericRequirement]
    /// Functions without bodies and variables with `{ get set }`.
    var members: [Declaration]
}

/// `extension Type: Conformances where Requirements { members }`
struct ExtensionDeclaration: Equatable, Sendable {
    var extendedType: TypeName
    var conformances: [TypeName]
    var requirements: [GenericRequirement]
    var members: [Declaration]
}

/// One requirement of a `where` clause.
enum GenericRequirement: Equatable, Sendable {
    /// `Left == Right`
    case sameType(TypeName, TypeName)
    /// `Left: Right`
    case conformance(TypeName, TypeName)
}

/// `typealias Name = Type`
struct TypeAliasDeclaration: Equatable, Sendable {
    var access: AccessModifier
    var name: String
    var type: TypeName
}
