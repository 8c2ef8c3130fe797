/// The types the other schemas of a target declare under `types:`. The
/// schemas of a target are compiled into one module, so a schema names such
/// a type without declaring it (no `external:`): it stands in the schema as
/// an external type would, located where it is declared.
public struct TargetTypes: Sendable {
    /// The other schemas' types, by name, each located at its declaration and
    /// `isHashable` when its schema generates it `Hashable`.
    public var declared: [String: ExternalType]
    /// The names the other schemas of the target use: a type declared here
    /// for them is not "never used".
    public var usedElsewhere: Set<String>

    /// `declared` keeps the first type of each name (a name declared twice
    /// is the target check's error).
    public init(declared: [ExternalType] = [], usedElsewhere: Set<String> = []) {
        self.declared = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.usedElsewhere = usedElsewhere
    }

    /// A schema alone, or the only one of its target.
    public static let none = TargetTypes()
}
