import StoreSchema

/// The reference schemas by name, so parameterised tests print a short name.
enum ReferenceSchema: String, CaseIterable, CustomStringConvertible, Sendable {
    case counter = "Counter"
    case timeTracker = "TimeTracker"
    case everything = "Everything"
    case reports = "Reports"
    case adversarial = "Adversarial"

    var description: String { rawValue }

    var definition: StoreDefinition {
        switch self {
        case .counter: ReferenceDefinitions.counter
        case .timeTracker: ReferenceDefinitions.timeTracker
        case .everything: EverythingDefinitions.everything
        case .reports: EverythingDefinitions.reports
        case .adversarial: AdversarialDefinitions.definition
        }
    }
}
