/// Spells a `StoreGraph` in Graphviz DOT (`storegen graph ... --format dot | dot -Tsvg`).
enum DOTRenderer {
    static func render(_ graph: StoreGraph) -> String {
        var lines = [
            "digraph \(quote(graph.storeName)) {",
            "    rankdir=LR;",
            "    node [shape=box, fontname=\"Helvetica\"];",
        ]
        func cluster(_ id: String, _ title: String, _ nodes: [StoreGraph.Node], shape: String) {
            guard !nodes.isEmpty else { return }
            lines.append("    subgraph cluster_\(id) {")
            lines.append("        label=\(quote(title));")
            for node in nodes {
                lines.append("        \(node.id) [label=\(label(node.lines)), shape=\(shape)];")
            }
            lines.append("    }")
        }
        cluster("state", "\(graph.storeName)State", graph.stateFields, shape: "box")
        cluster("types", "Types", graph.types, shape: "box")
        cluster("actions", "\(graph.storeName)Action", graph.actions, shape: "box")
        cluster("subscriptions", "Subscriptions", graph.subscriptions, shape: "ellipse")
        for edge in graph.edges {
            let style =
                switch edge.kind {
                case .usesType: " [style=dashed]"
                case .shares: " [style=bold]"
                case .selects, .delivers: ""
                }
            lines.append("    \(edge.from) -> \(edge.to)\(style);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line is centred; several are a heading and left-aligned lines
    /// (`\l` ends a left-justified line in DOT).
    private static func label(_ lines: [String]) -> String {
        guard lines.count > 1 else { return quote(lines.first ?? "") }
        return "\"" + lines.map(escape).map { $0 + "\\l" }.joined() + "\""
    }

    private static func quote(_ text: String) -> String {
        "\"\(escape(text))\""
    }

    /// Inside a DOT string only `"` and `\` are special (and a raw newline
    /// would end up in the label), so those are escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
