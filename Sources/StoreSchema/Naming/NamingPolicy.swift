/// The one place that decides the names generated code declares for a
/// schema and the names that are taken.
///
/// Code generation asks this type for every name it emits (types, members,
/// forwarders, locals, the file name); the validator checks a schema against
/// exactly the same answers, so what the validator accepts is what the
/// generator can spell. The rules are split by concern:
/// - `NamingPolicy+GeneratedTypes`: `<Store>State`, `<Store><Name>Props`, ...
/// - `NamingPolicy+GeneratedMembers`: members generated code adds to the
///   state and to `Store`, and the private helpers it declares;
/// - `TakenNames`: names of Swift, Foundation and StoreRuntime that schema
///   names must not shadow, and names Swift refuses even in backticks;
/// - `SwiftKeywords`: words that need backticks where they are spelled;
/// - `NamingPolicy+LocalNames`: parameter and binding names;
/// - `NamingPolicy+Files`: the generated files' names;
/// - `NamingPolicy+SubscriptionGroups`: which file and protocol a
///   subscription's members go into.
public struct NamingPolicy: Sendable, Equatable {
    /// The schema's `store:` name, which prefixes every generated type.
    public let storeName: String

    public init(storeName: String) {
        self.storeName = storeName
    }

    /// `display` -> `Display`: how a member name is spelled inside a type
    /// name (props and event types, Codable's per-case coding keys).
    public static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
