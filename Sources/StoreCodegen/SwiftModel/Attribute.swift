/// An attribute of generated code: on the line above a declaration
/// (`@discardableResult`), or before a function type (`@escaping @Sendable`).
/// Only the attributes generated code uses; the renderer spells them.
enum Attribute: String, Equatable, Sendable {
    case discardableResult
    case escaping
    case mainActor = "MainActor"
    case sendable = "Sendable"
}
