/// An attribute of generated code: on the line above a declaration
/// (`@discardableResult`), or before a function type (`@escaping @Sendable`).
/// Only the attributes generated code uses; the renderer spells them.
enum Attribute: String, Equatable, Sendable {
    /// Compiles the declaration into the code that calls it instead of where
    /// it is declared, so API a target never calls costs it no build time.
    case alwaysEmitIntoClient = "_alwaysEmitIntoClient"
    case discardableResult
    case escaping
    case mainActor = "MainActor"
    case sendable = "Sendable"
}
