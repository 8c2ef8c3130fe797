/// A case of a `oneOf:` or `stack:` module names a store (`detail:
/// StandupDetail`) or holds a value (`past: {type: Meeting}`). A case that
/// names one of the schema's types is a value the user meant to hold: said
/// here, in the schema's terms, rather than later as a store no schema
/// defines.
struct ModuleCaseTypes {
    var log: DiagnosticLog
    var table: TypeTable

    func check(_ draft: SchemaDraft) {
        for module in draft.modules.map(\.module) {
            for item in module.cases where item.value == nil && table[item.store] != nil {
                log.error(
                    "case \(Quoting.quote(item.name)) of module \(Quoting.quote(module.name)) names the type "
                        + "\(Quoting.quote(item.store)), not a store; a case that holds a value is written "
                        + "{type: \(item.store)}",
                    at: item.location)
            }
        }
    }
}
