/// The fields of one struct or enum case, indexed once so checking a default
/// costs time in proportion to what the default says, however many fields
/// the type declares and however many times the default repeats it.
struct FieldTable {
    private(set) var byName: [String: (position: Int, field: Field)] = [:]
    /// Fields a default must give: no default of their own and not optional.
    private(set) var required: [Field] = []
    private(set) var names: [String] = []

    init(_ fields: [Field]) {
        for (position, field) in fields.enumerated() {
            byName[field.name] = (position, field)
            names.append(field.name)
            if field.defaultValue == nil, !field.type.isOptional, field.type != ModelAssembly.unresolved {
                required.append(field)
            }
        }
    }
}
