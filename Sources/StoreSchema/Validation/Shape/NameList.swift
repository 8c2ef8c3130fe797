/// A list of names that refer to other parts of the schema (`select: [a, b]`,
/// `from: [todos, visibility]`), where one name may stand for a one-element
/// list: every entry must be a name, and listed once.
enum NameList {
    /// The names under `key` with the nodes they are written at; `each` says
    /// what an entry must be ("a state field name").
    static func read(_ node: SyntaxNode, key: String, each: String, log: DiagnosticLog) -> [(
        name: String, node: SyntaxNode
    )] {
        var names: [(name: String, node: SyntaxNode)] = []
        var seen: Set<String> = []
        for item in node.sequence ?? [node] {
            guard let scalar = item.scalar, case .string(let name) = scalar.resolved else {
                log.error("each entry of '\(key)' must be \(each), found \(item.kindDescription)", at: item)
                continue
            }
            guard seen.insert(name).inserted else {
                log.error("'\(key)' lists \(Quoting.quote(name)) more than once", at: item)
                continue
            }
            names.append((name, item))
        }
        return names
    }
}
