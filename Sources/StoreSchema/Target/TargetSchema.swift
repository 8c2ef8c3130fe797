/// A valid schema together with the target (Swift module) whose code it
/// becomes: the unit target-wide checks reason about.
public struct TargetSchema: Sendable {
    /// The target's name, which is also the module other targets import.
    public var target: String
    public var definition: StoreDefinition

    public init(target: String, definition: StoreDefinition) {
        self.target = target
        self.definition = definition
    }
}
