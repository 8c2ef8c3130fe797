/// The access written before a declaration; `internal` is the default and is
/// not spelt out, as hand-written code would not.
enum AccessModifier: String, Equatable, Sendable {
    case `public`
    case `package`
    case `internal`
    case `private`
}
