/// Local names (parameters, pattern bindings) for schema names. Most are used
/// as they are; a few would shadow or cannot be referenced (`self` would hide
/// the instance), so they get a suffix that no sibling uses.
enum LocalNames {
    private static let unusable: Set<String> = ["self", "Self", "super", "init", "Type", "Protocol", "_"]

    /// A local name for each of `names`, in order, all distinct.
    static func names(for names: [String], avoiding reserved: Set<String> = []) -> [String] {
        var taken = Set(names).union(reserved)
        return names.map { name in
            guard unusable.contains(name) || reserved.contains(name) else { return name }
            var candidate = name + "Value"
            while taken.contains(candidate) { candidate += "_" }
            taken.insert(candidate)
            return candidate
        }
    }

    /// The parameter for a field whose label is `label` and local name `local`.
    static func parameter(
        label: String, local: String, type: TypeName, defaultValue: Expression? = nil
    ) -> FunctionDeclaration.Parameter {
        FunctionDeclaration.Parameter(
            label: label, localName: local == label ? nil : local, type: type, defaultValue: defaultValue)
    }
}
