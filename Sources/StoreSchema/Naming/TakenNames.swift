/// Names generated code cannot give away to the schema.
public enum TakenNames {
    /// Member names Swift rejects even escaped (`` `self` ``, `.Type`, `.Protocol`).
    public static let unusableMembers: Set<String> = ["self", "Type", "Protocol"]

    /// The nested type Swift's synthesized `Codable` conformance declares; a
    /// member of the same name makes the synthesis fail.
    public static let codingKeys = "CodingKeys"

    /// Type names that would shadow what generated code refers to: Swift's
    /// own types and protocols, the runtime's types, and the generic
    /// parameter names of `Store`.
    public static let typeNames: Set<String> = Set(BuiltinType.allCases.map(\.rawValue)).union([
        "State", "Action", "Store", "Value", "Event", "Field",
        "Optional", "Array", "Set", "Dictionary", "Never", "Self", "Type", "Protocol", "Any", "AnyObject", "Void",
        "Error", "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable",
        "FieldSet", "TrackedState", "ReducibleState", "SubscriptionToken", "Middleware", "StatePersistence",
        "StoreRuntimeCompatibility", "BackgroundDelivery", "AsyncStream", "MainActor",
        "StoreCodingKey", "EnumCaseDecoder", "EnumCaseEncoder", "StateProps", "ActionEvent",
    ])

    /// Members of the runtime's `Store` and the forwarders generated code
    /// adds to it; subscriptions and modules become members of the same
    /// type, so they must not take these names.
    public static let storeMembers: Set<String> = Set([
        "state", "dispatch", "subscribe", "subscribeSynchronously", "values", "scope", "run",
    ] + NamingPolicy.SubscriptionEntry.all)
}
