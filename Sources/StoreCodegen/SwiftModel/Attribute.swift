/// An attribute of generated code: on the line above a declaration
/// (`@discardableResult`), or before a function type (`@escaping @Sendable`).
/// Only the attributes generated code uses; the renderer spells them.
enum Attribute: String, Equatable, Sendable {
    case discardableResult
    /// Where Observation exists: what generated models need.
    case availableWithObservation = "available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)"
    case escaping
    case mainActor = "MainActor"
    case sendable = "Sendable"
    /// What only the runtime calls (a state's in-place comparisons): kept out
    /// of the generated module's API, which is what the docs teach.
    case spiGenerated = "_spi(Generated)"
}
