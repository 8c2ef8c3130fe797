/// A `Result` is an effect's answer, carried by the action the effect sends
/// back: an action parameter's whole type, or its optional. Anywhere else (a
/// state field, a type's field, a derived value, a screen's value, inside a
/// collection) it would have to be saved or compared as data, which a schema
/// says with an enum of its own; and action coding writes a `Result` only as
/// a parameter's value.
struct ResultPlacement {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        for type in draft.types {
            switch type.kind {
            case .structure(let fields): fields.forEach(refuse)
            case .enumeration(let cases): cases.flatMap(\.payload).forEach(refuse)
            }
        }
        draft.state.forEach(refuse)
        draft.derived.map(\.field).forEach(refuse)
        draft.modules.flatMap(\.caseValues).forEach(refuse)
        for param in draft.actions.flatMap(\.params) {
            guard let type = param.resolved, type.containsResult else { continue }
            let whole = if case .optional(let wrapped) = type { wrapped } else { type }
            if case .result = whole { continue }
            log.error(
                "\(param.description) holds a Result inside \(Quoting.quote(type.swiftSpelling)); "
                    + "a parameter can be a Result (or its optional) but not hold one in a collection",
                at: param.typeLocation)
        }
    }

    private func refuse(_ field: FieldDraft) {
        guard let type = field.resolved, type.containsResult else { return }
        log.error(
            "\(field.description) cannot hold a Result: a Result is an action parameter's type (an effect's answer); "
                + "to keep an outcome, declare an enum under 'types' with a case for each",
            at: field.typeLocation)
    }
}
