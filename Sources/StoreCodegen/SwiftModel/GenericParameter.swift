/// `Name` or `Name: Constraint & Constraint`, a generic parameter of a
/// function or type.
struct GenericParameter: Equatable, Sendable {
    var name: String
    /// What the parameter conforms to (`AnyObject`, `Sendable`), joined with `&`.
    var constraints: [TypeName]

    init(_ name: String, constraints: [TypeName] = []) {
        self.name = name
        self.constraints = constraints
    }
}
