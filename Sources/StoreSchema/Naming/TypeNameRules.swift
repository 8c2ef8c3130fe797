/// The rules every declared type name (schema type or external) follows.
enum TypeNameRules {
    /// Reports a name that is not an identifier or is reserved; returns whether it is usable.
    @discardableResult
    static func check(_ name: String, role: String, at key: SyntaxNode, log: DiagnosticLog) -> Bool {
        if let problem = Identifier.problem(with: name, role: role, isMember: false) {
            log.error(problem, at: key)
            return false
        }
        if TakenNames.typeNames.contains(name) {
            log.error("\(role) name \(Quoting.quote(name)) is reserved, because Swift or generated code already uses it", at: key)
            return false
        }
        return true
    }
}
