/// Rejects types that contain themselves directly (not through an optional
/// or a collection), which would have infinite size. The cycles come from
/// the same `TypeGraph` code generation uses to break up allowed recursion.
struct RecursionCheck {
    var log: DiagnosticLog

    func check(_ types: [TypeDefinition]) {
        let graph = TypeGraph(types, storage: .direct)
        for component in graph.cycles {
            let first = component[0]
            let path = cycle(from: first, within: Set(component), edges: graph.edges)
            let route = path.map { "\(types[$0.owner].name).\($0.edge.field.name)" }.joined(separator: " -> ")
            log.error(
                """
                type \(Quoting.quote(types[first].name)) contains itself through \
                \(Quoting.shortened(route)) with no optional or collection in between, so it would have \
                infinite size
                """,
                at: path[0].edge.field.location)
        }
    }

    /// The shortest way from `start` back to itself (breadth-first).
    private func cycle(
        from start: Int, within members: Set<Int>, edges: [[TypeGraph.Edge]]
    ) -> [(owner: Int, edge: TypeGraph.Edge)] {
        var cameFrom: [Int: (owner: Int, edge: TypeGraph.Edge)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where members.contains(edge.target) {
                if edge.target == start {
                    var path = [(owner: node, edge: edge)]
                    var current = node
                    while current != start, let step = cameFrom[current] {
                        path.append(step)
                        current = step.owner
                    }
                    return path.reversed()
                }
                if cameFrom[edge.target] == nil {
                    cameFrom[edge.target] = (node, edge)
                    queue.append(edge.target)
                }
            }
        }
        return []
    }
}
