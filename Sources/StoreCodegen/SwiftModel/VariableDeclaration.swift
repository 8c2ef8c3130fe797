/// A stored or computed property, or a protocol's property requirement.
struct VariableDeclaration: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        /// `var name: Type` / `let name = value`
        case stored(isMutable: Bool, initialValue: Expression?)
        /// `var name: Type { body }`
        case computed([Statement])
        /// `var name: Type { value }` on one line: a value computed where it
        /// is read, which needs no global, lazy initializer or accessor. A
        /// chain of one operator too long for the line wraps an operand per line.
        case computedValue(Expression)
        /// `var name: Type { get { ... } set { ... } }`, the new value named `newValue`.
        case getSet(get: [Statement], set: [Statement])
        /// `var name: Type { get set }` in a protocol.
        case requirement(settable: Bool)
        /// `var name: Type = value { didSet { statement } }` on one line: a
        /// stored property that records its writes.
        case observed(initialValue: Expression?, didSet: Statement)
    }

    var access: AccessModifier
    var isStatic = false
    var name: String
    var type: TypeName?
    var storage: Storage
    /// `private(set)`: a stored property only its own file may write.
    var setterAccess: AccessModifier? = nil
}
