import StoreSchema

/// Parameters whose local name the naming policy chose
/// (`NamingPolicy.localNames(for:)`).
enum LocalNames {
    /// The parameter for a field whose label is `label` and local name `local`.
    static func parameter(
        label: String, local: String, type: TypeName, defaultValue: Expression? = nil
    ) -> FunctionDeclaration.Parameter {
        FunctionDeclaration.Parameter(
            label: label, localName: local == label ? nil : local, type: type, defaultValue: defaultValue)
    }
}
