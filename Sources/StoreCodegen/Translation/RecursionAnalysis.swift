import StoreSchema

/// Schema types may contain themselves through an optional (the validator
/// only rejects cycles with no optional or collection). Swift value types
/// cannot, so the cycle is broken: enums in a cycle become `indirect`, and a
/// struct field that reaches its own cycle through optionals only is stored
/// in a box on the heap.
struct RecursionAnalysis {
    /// Enums that must be declared `indirect`.
    private(set) var indirectEnums: Set<String> = []
    /// `Type.field` of struct fields stored boxed.
    private(set) var boxedFields: Set<String> = []

    init(_ types: [TypeDefinition]) {
        let index = Dictionary(types.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Edges of inline storage: a field whose type is a schema type, possibly optional.
        let edges: [[(target: Int, field: Field)]] = types.map { type in
            Self.fields(of: type).compactMap { field in
                guard let name = Self.inlineTarget(field.type), let target = index[name] else { return nil }
                return (target, field)
            }
        }
        for component in Self.stronglyConnectedComponents(edges.map { $0.map(\.target) }) {
            let members = Set(component)
            let isCycle = members.count > 1 || edges[component[0]].contains { $0.target == component[0] }
            guard isCycle else { continue }
            for owner in component {
                switch types[owner].kind {
                case .enumeration:
                    indirectEnums.insert(types[owner].name)
                case .structure:
                    for edge in edges[owner] where members.contains(edge.target) {
                        if case .structure = types[edge.target].kind, edge.field.type.isOptional {
                            boxedFields.insert(Self.key(types[owner].name, edge.field.name))
                        }
                    }
                }
            }
        }
    }

    func isBoxed(_ field: Field, in type: String) -> Bool {
        boxedFields.contains(Self.key(type, field.name))
    }

    private static func key(_ type: String, _ field: String) -> String { "\(type).\(field)" }

    private static func fields(of type: TypeDefinition) -> [Field] {
        switch type.kind {
        case .structure(let fields): fields
        case .enumeration(let cases): cases.flatMap(\.payload)
        }
    }

    /// The type stored inline: `T` or `T?` (collections store on the heap).
    private static func inlineTarget(_ reference: TypeReference) -> String? {
        switch reference {
        case .named(let name): name
        case .optional(let wrapped): inlineTarget(wrapped)
        case .array, .dictionary, .set: nil
        }
    }

    /// Tarjan's algorithm, iterative so deep type graphs cannot exhaust the stack.
    private static func stronglyConnectedComponents(_ graph: [[Int]]) -> [[Int]] {
        var indexOf = Array(repeating: -1, count: graph.count)
        var lowLink = Array(repeating: 0, count: graph.count)
        var onStack = Array(repeating: false, count: graph.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in graph.indices where indexOf[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indexOf[root] = counter; lowLink[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (node, next) = work.last {
                if next < graph[node].count {
                    work[work.count - 1].next += 1
                    let target = graph[node][next]
                    if indexOf[target] < 0 {
                        indexOf[target] = counter; lowLink[target] = counter; counter += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], indexOf[target])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node {
                        lowLink[parent] = min(lowLink[parent], lowLink[node])
                    }
                    if lowLink[node] == indexOf[node] {
                        var component: [Int] = []
                        while let top = stack.popLast() {
                            onStack[top] = false
                            component.append(top)
                            if top == node { break }
                        }
                        components.append(component.sorted())
                    }
                }
            }
        }
        return components
    }
}
