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
    /// The state fields of the other schemas' stores, by store name: where a
    /// value shared from a module's field (`list.items`) is read, and its
    /// type. `nil` when not known yet (nothing that needs them is checked).
    public var stateFields: [String: [Field]]?
    /// The stores of the other schemas that have errors: their fields are
    /// not known, and their own schemas report why.
    public var storesWithErrors: Set<String>
    /// The names the other schemas of the target use as a `Result`'s
    /// failure: a type declared here for them is generated as an `Error`.
    public var failuresElsewhere: Set<String> = []
    /// The stores a schema of the target before this one (by path) embeds:
    /// that schema's generated code checks that each has a reducer, so a
    /// missing one is reported once, at the first line embedding it.
    public var storesEmbeddedEarlier: Set<String> = []

    /// `declared` keeps the first type of each name (a name declared twice
    /// is the target check's error).
    public init(declared: [ExternalType] = [], usedElsewhere: Set<String> = []) {
        self.init(declared: declared, usedElsewhere: usedElsewhere, stateFields: [:])
    }

    /// The same, with the other stores' state fields (`nil`: not known).
    public init(
        declared: [ExternalType], usedElsewhere: Set<String> = [], stateFields: [String: [Field]]?,
        storesWithErrors: Set<String> = []
    ) {
        self.declared = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.usedElsewhere = usedElsewhere
        self.stateFields = stateFields
        self.storesWithErrors = storesWithErrors
    }

    /// A schema alone, or the only one of its target.
    public static let none = TargetTypes()
}
