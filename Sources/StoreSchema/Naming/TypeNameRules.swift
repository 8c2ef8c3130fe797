/// The rules every declared type name (schema type or external) follows.
enum TypeNameRules {
    /// Reports a name that is not an identifier or is taken; returns whether it is usable.
    @discardableResult
    static func check(_ name: String, role: String, at key: SyntaxNode, log: DiagnosticLog) -> Bool {
        if let problem = Identifier.problem(with: name, role: role, isMember: false) {
            log.error(problem, at: key)
            return false
        }
        if let owner = TakenNames.typeNames[name] {
            let quoted = Quoting.quote(name)
            switch owner {
            case .swiftOrGenerated:
                let user =
                    TakenNames.declaredByGeneratedCode.contains(name)
                    ? "generated code declares a \(quoted) of its own (a nested type or a generic parameter), "
                        + "which this one would be taken for"
                    : "generated code spells Swift's \(quoted), which this one would hide"
                log.error("\(role) name \(quoted) is reserved, because \(user); give it another name", at: key)
            case .library:
                log.error(
                    """
                    \(role) name \(quoted) is reserved, because it would hide Swift's \(quoted) from all \
                    code in the module
                    """, at: key)
            case .runtime:
                log.error(
                    """
                    \(role) name \(quoted) is reserved, because StoreRuntime declares \(quoted) and \
                    generated and app code use it
                    """, at: key)
            case .testing:
                log.error(
                    """
                    \(role) name \(quoted) is reserved, because StoreTesting declares \(quoted) and an \
                    app's tests use it
                    """, at: key)
            }
            return false
        }
        return true
    }
}
