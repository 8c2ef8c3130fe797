/// How `persist: {to: sqlite}` lays a state out in a database, the one rule
/// code generation (the `TableLayout`) and `check-compat` (what a change
/// does to the tables) both follow: a `list:` module, and an array of a
/// schema struct with a hashable `id` field, is a table keyed by that id; a
/// row's fields are its columns. Every other saved field is a single value.
extension StoreDefinition {
    /// Whether values of `type` are the rows of a table: a struct with a
    /// hashable `id` in a schema whose state is kept in a database (code
    /// generation makes it `Identifiable`).
    public func isTableRow(_ type: TypeDefinition) -> Bool {
        guard persist, storage == .sqlite, case .structure(let fields) = type.kind else { return false }
        return fields.contains { $0.name == "id" && isHashable($0.type) }
    }

    /// The row type of a state field kept as a table (`[Page]`), or nil for a single value.
    public func tableRowType(of type: TypeReference) -> TypeDefinition? {
        guard case .array(.named(let element)) = type else { return nil }
        return types.first { $0.name == element && isTableRow($0) }
    }
}
