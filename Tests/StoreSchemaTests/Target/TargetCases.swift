/// The naming and target-wide cases: every schema name that would break
/// generated or app code, and every clash between the schemas of a package.
/// The cases live in one extension per concern.
enum TargetCases {
    static let all: [TargetCase] =
        childRequirements + typeNames + fieldAndActionNames + moduleAndSubscriptionNames
        + schemaClashes + embedding + embeddingAccess
}
