/// An attribute of generated code: on the line above a declaration
/// (`@discardableResult`), or before a function type (`@escaping @Sendable`).
/// Only the attributes generated code uses; the renderer spells them.
enum Attribute: Equatable, Sendable {
    case discardableResult
    /// Where Observation exists: what generated models need.
    case availableWithObservation
    case escaping
    case mainActor
    case sendable
    /// What only the runtime calls (a state's in-place comparisons): kept out
    /// of the generated module's API, which is what the docs teach.
    case spiGenerated
    /// `@available(*, unavailable, message: "…")`: a call the compiler
    /// refuses with the message, written where the schema says why.
    case unavailable(message: String)
}
