import StoreSchema

/// The reference schemas by name, so parameterised tests print a short name.
enum ReferenceSchema: String, CaseIterable, CustomStringConvertible, Sendable {
    case counter = "Counter"
    case timeTracker = "TimeTracker"

    var description: String { rawValue }

    var definition: StoreDefinition {
        switch self {
        case .counter: ReferenceDefinitions.counter
        case .timeTracker: ReferenceDefinitions.timeTracker
        }
    }
}
