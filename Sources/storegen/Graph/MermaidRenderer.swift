/// Spells a `StoreGraph` as a Mermaid flowchart, which GitHub, GitLab and
/// many editors render inline in Markdown.
enum MermaidRenderer {
    static func render(_ graph: StoreGraph) -> String {
        var lines = ["flowchart LR"]
        func section(_ id: String, _ title: String, _ nodes: [StoreGraph.Node], shape: (open: String, close: String)) {
            guard !nodes.isEmpty else { return }
            lines.append("    subgraph \(id)[\"\(escape(title))\"]")
            for node in nodes {
                let label = node.lines.map(escape).joined(separator: "<br/>")
                lines.append("        \(node.id)\(shape.open)\"\(label)\"\(shape.close)")
            }
            lines.append("    end")
        }
        section("state", "\(graph.storeName)State", graph.stateFields, shape: ("[", "]"))
        section("types", "Types", graph.types, shape: ("[", "]"))
        section("actions", "\(graph.storeName)Action", graph.actions, shape: ("[", "]"))
        section("subscriptions", "Subscriptions", graph.subscriptions, shape: ("([", "])"))
        for edge in graph.edges {
            let arrow =
                switch edge.kind {
                case .usesType: "-.->"
                case .selects, .delivers: "-->"
                case .shares: "==>"
                }
            lines.append("    \(edge.from) \(arrow) \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid labels are quoted strings that take HTML entities in its
    /// `#name;` form; escaping `"`, `<`, `>`, `&` and `#` keeps a generic
    /// (`Set<Int>`) or a string default from breaking the diagram.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            default: result.append(character)
            }
        }
        return result
    }
}
