/// Resolves parsed type expressions against the schema's `TypeTable`,
/// reporting each unknown name where it is written.
struct TypeResolver {
    var table: TypeTable
    var log: DiagnosticLog
    /// The types the target's other schemas declare, which this schema may
    /// name: what a misspelt one is suggested from too.
    var targetNames: [String] = []

    func resolve(_ expression: TypeExpression) -> TypeReference? {
        switch expression {
        case .named(let name, let location):
            guard table[name] != nil else {
                if name == "Result" {
                    log.error(
                        "'Result' needs its two types: Result<Success, Failure>, such as Result<Meeting, LoadError>",
                        at: location)
                    return nil
                }
                let suffix =
                    Suggestion.clause(for: name, in: table.names + targetNames.sorted())
                    ?? "declare it under 'types' or 'external'"
                log.error(UnknownTypeDiagnostic.message(name, advice: suffix), at: location)
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
        case .result(let success, let failure, _):
            let resolvedSuccess = resolve(success)
            let resolvedFailure = resolveFailure(failure)
            guard let resolvedSuccess, let resolvedFailure else { return nil }
            return .result(success: resolvedSuccess, failure: resolvedFailure)
        }
    }

    /// A `Result`'s failure: a type of the schema (generated as an `Error`)
    /// or an external one (which the app declares an `Error`); actions are
    /// Equatable, which `any Error` is not.
    private func resolveFailure(_ expression: TypeExpression) -> TypeReference? {
        let fix =
            "declare an error type under 'types' (such as an enum of the failures; it is generated as an Error) "
            + "or name yours under 'external'"
        guard case .named(let name, let location) = expression else {
            let spelling = Quoting.quote(Self.spelling(expression))
            log.error("a Result's failure type must be an error type, not \(spelling); \(fix)", at: expression.location)
            return nil
        }
        switch table[name] {
        case .schema, .external:
            return .named(name)
        case .builtin:
            log.error(
                "\(Quoting.quote(name)) is not an Error, so it cannot be a Result's failure type; \(fix)", at: location)
        case nil where name == "Error":
            log.error(
                "a Result's failure type cannot be 'Error': actions are Equatable, and 'any Error' is not; \(fix)",
                at: location)
        case nil:
            return resolve(expression)
        }
        return nil
    }

    private static func spelling(_ expression: TypeExpression) -> String {
        HashabilityCheck.reference(expression).swiftSpelling
    }

    func resolve(_ field: inout FieldDraft) {
        field.resolved = field.type.flatMap(resolve)
    }
}
