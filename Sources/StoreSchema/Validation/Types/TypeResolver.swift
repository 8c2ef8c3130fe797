/// Resolves parsed type expressions against the schema's `TypeTable`,
/// reporting each unknown name where it is written.
struct TypeResolver {
    var table: TypeTable
    var log: DiagnosticLog

    func resolve(_ expression: TypeExpression) -> TypeReference? {
        switch expression {
        case .named(let name, let location):
            guard table[name] != nil else {
                let suffix = Suggestion.clause(for: name, in: table.names) ?? "declare it under 'types' or 'external'"
                log.error("unknown type \(Quoting.quote(name)); \(suffix)", at: location)
                return nil
            }
            return .named(name)
        case .optional(let wrapped, _):
            return resolve(wrapped).map(TypeReference.optional)
        case .array(let element, _):
            return resolve(element).map(TypeReference.array)
        case .set(let element, _):
            return resolve(element).map(TypeReference.set)
        case .dictionary(let key, let value, _):
            let resolvedKey = resolve(key)
            let resolvedValue = resolve(value)
            guard let resolvedKey, let resolvedValue else { return nil }
            return .dictionary(key: resolvedKey, value: resolvedValue)
        }
    }

    func resolve(_ field: inout FieldDraft) {
        field.resolved = field.type.flatMap(resolve)
    }
}
