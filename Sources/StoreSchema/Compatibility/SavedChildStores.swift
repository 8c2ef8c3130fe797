/// The stores a persisted store may save inside its own file, found by name:
/// the other schemas of the older and the newer store's targets. A module's
/// state is saved with its parent's when the parent's schema saves the module
/// (`persist:`, see `Module.savedByDefault`) and the child store's state is
/// Codable (`codable: true` or `persist: true`; a stack's screens always are), so
/// `storegen check-compat` judges those children's saved fields as part of
/// the parent's file (`SavedShapeComparison+Children`).
///
/// Their `types:` are the target's too: a schema names a type another schema
/// of its target declares, and a file saves it as the declaring schema says.
public struct SavedChildStores: Sendable {
    let old: [String: StoreDefinition]
    let new: [String: StoreDefinition]
    let oldTypes: [String: TypeDefinition]
    let newTypes: [String: TypeDefinition]

    /// The first store of each name counts (a second is a target error of its own).
    public init(old: [StoreDefinition], new: [StoreDefinition]) {
        self.old = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.new = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        oldTypes = Self.types(of: old)
        newTypes = Self.types(of: new)
    }

    /// The first type of each name counts (a second is a target error of its own).
    static func types(of stores: [StoreDefinition]) -> [String: TypeDefinition] {
        Dictionary(stores.flatMap(\.types).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension StoreDefinition {
    /// Whether a parent that saves its state saves this store's state too
    /// (its generated state is Codable).
    var isSavedInItsParent: Bool { persist || codable }
}
