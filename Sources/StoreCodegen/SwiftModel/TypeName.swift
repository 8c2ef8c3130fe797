/// A Swift type as generated code spells it, kept structured so the renderer
/// alone decides spelling and escaping.
indirect enum TypeName: Equatable, Sendable {
    /// A nominal type (`Int`, `CounterState`); escaped when the name is a keyword.
    case named(String)
    /// A type nested in another (`StoreRuntimeCompatibility.Format14`).
    case member(TypeName, String)
    /// `Base<Arguments>`
    case generic(TypeName, [TypeName])
    case optional(TypeName)
    case array(TypeName)
    case dictionary(key: TypeName, value: TypeName)
    /// `any Protocol`
    case existential(TypeName)
    /// `Base.Type`, a metatype.
    case metatype(TypeName)
    /// `inout Base`, for a parameter.
    case inOut(TypeName)
    /// `borrowing Base`, for a parameter the function only reads: the caller
    /// keeps ownership, so neither side copies or destroys the value.
    case borrowing(TypeName)
    /// A function type with its attributes (`@MainActor @Sendable (Props) -> Void`).
    case function(attributes: [Attribute], parameters: [TypeName], throws: Bool = false, result: TypeName)

    static let void = TypeName.named("Void")

    /// `Set<Element>`
    static func set(_ element: TypeName) -> TypeName {
        .generic(.named("Set"), [element])
    }
}
