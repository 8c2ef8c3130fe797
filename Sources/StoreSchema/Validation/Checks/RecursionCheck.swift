/// Rejects types that contain themselves directly (not through an optional
/// or a collection), which would have infinite size.
///
/// Iterative (Tarjan's strongly connected components), so tens of thousands
/// of types cannot exhaust the stack.
struct RecursionCheck {
    /// A field of `owner` whose type is directly `target`.
    struct Edge {
        var target: Int
        var field: FieldDraft
    }

    var log: DiagnosticLog

    func check(_ types: [TypeDraft]) {
        let index = Dictionary(types.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let edges: [[Edge]] = types.map { type in
            fields(of: type).compactMap { field in
                guard case .named(let name)? = field.resolved, let target = index[name] else { return nil }
                return Edge(target: target, field: field)
            }
        }
        for component in stronglyConnectedComponents(edges) {
            let first = component.min()!
            let members = Set(component)
            guard members.count > 1 || edges[first].contains(where: { $0.target == first }) else { continue }
            let path = cycle(from: first, within: members, edges: edges)
            let route = path.map { "\(types[$0.owner].name).\($0.edge.field.name)" }.joined(separator: " -> ")
            log.error(
                "type \(Quoting.quote(types[first].name)) contains itself through \(Quoting.shortened(route)) with no optional or collection in between, so it would have infinite size",
                at: path[0].edge.field.key)
        }
    }

    private func fields(of type: TypeDraft) -> [FieldDraft] {
        switch type.kind {
        case .structure(let fields): fields
        case .enumeration(let cases): cases.flatMap(\.payload)
        }
    }

    /// The shortest way from `start` back to itself (breadth-first).
    private func cycle(from start: Int, within members: Set<Int>, edges: [[Edge]]) -> [(owner: Int, edge: Edge)] {
        var cameFrom: [Int: (owner: Int, edge: Edge)] = [:]
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

    private func stronglyConnectedComponents(_ edges: [[Edge]]) -> [[Int]] {
        var indexOf = [Int?](repeating: nil, count: edges.count)
        var lowLink = [Int](repeating: 0, count: edges.count)
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in edges.indices where indexOf[root] == nil {
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            indexOf[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < edges[node].count {
                    frames[frames.count - 1].next += 1
                    let target = edges[node][frame.next].target
                    if let targetIndex = indexOf[target] {
                        if onStack[target] { lowLink[node] = min(lowLink[node], targetIndex) }
                    } else {
                        indexOf[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == indexOf[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
