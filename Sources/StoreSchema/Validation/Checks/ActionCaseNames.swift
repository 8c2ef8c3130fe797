/// Names that cannot live with what every generated `<Store>Action` with
/// cases declares so a case can be named without its payload
/// (`NamingPolicy.ActionMember`): its nested enum `Case` and its `case`.
/// - an action or module named `Case` would be a case of the action enum
///   beside the nested type of that name, which Swift rejects as a
///   redeclaration;
/// - a schema or external type named `Case` in an action's payload would be
///   spelled inside the action enum, where the nested `Case` hides it (Swift
///   takes the nested one and the payload has the wrong type).
/// An action or module named `case` is fine: the enum case is a static
/// member, the `case` property an instance one.
struct ActionCaseNames {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let caseType = NamingPolicy.ActionMember.caseType
        let actionType = draft.storeName.map { NamingPolicy(storeName: $0).actionType } ?? "the action type"
        let nested = Quoting.quote("\(actionType).\(caseType)")
        let why = "the payload-free case names `receive(case:)` matches"
        for action in draft.actions where action.name == caseType {
            log.error(
                """
                action \(Quoting.quote(caseType)) would clash with the type \(nested) that generated \
                code declares (\(why))
                """,
                at: action.key)
        }
        for module in draft.modules where module.module.name == caseType {
            log.error(
                """
                module \(Quoting.quote(caseType)) would clash with the type \(nested) that generated \
                code declares (\(why))
                """,
                at: module.key)
        }
        let declared =
            draft.types.contains { $0.name == caseType } || draft.externals.contains { $0.type.name == caseType }
            || draft.targetTypes.contains { $0.name == caseType }
        guard declared else { return }
        for action in draft.actions {
            for param in action.params {
                for (name, location) in param.type?.names ?? [] where name == caseType {
                    log.error(
                        """
                        value \(Quoting.quote(param.name)) of action \(Quoting.quote(action.name)) has \
                        the type \(Quoting.quote(caseType)), which generated code cannot spell inside \
                        \(Quoting.quote(actionType)): its nested type \(nested) (\(why)) would hide it; \
                        rename the type
                        """,
                        at: location)
                }
            }
        }
    }
}
