/// A function or initializer. Without a body it is a protocol requirement.
struct FunctionDeclaration: Equatable, Sendable {
    enum Name: Equatable, Sendable {
        case function(String)
        case initializer(failable: Bool)
        /// `static func == (lhs:rhs:)`.
        case infixOperator(String)
    }

    var access: AccessModifier
    var modifiers: [DeclarationModifier] = []
    var name: Name
    /// `func name<Value>(...)`
    var genericParameters: [GenericParameter] = []
    var parameters: [Parameter] = []
    var isThrowing = false
    var result: TypeName?
    var body: [Statement]?
    /// A scaffold's handler, for the app to fill in: an empty body stays
    /// open, its braces on lines of their own. Any other empty body closes
    /// on its line (`static func requireCounter<State: CounterReducer>(_: State.Type) {}`).
    var isPlaceholder = false

    /// `label name: Type = default`
    struct Parameter: Equatable, Sendable {
        /// `_` for an unlabelled parameter.
        var label: String
        /// The local name inside the body, when it differs from the label.
        var localName: String?
        var type: TypeName
        var defaultValue: Expression?

        init(label: String, localName: String? = nil, type: TypeName, defaultValue: Expression? = nil) {
            self.label = label
            self.localName = localName
            self.type = type
            self.defaultValue = defaultValue
        }
    }
}
