/// A word before `func` or `init` other than the access level, in the
/// order written (`static`, `mutating`, `convenience`).
enum DeclarationModifier: String, Equatable, Sendable {
    case `static`
    case `mutating`
    case `convenience`
}
