/// Tarjan's strongly connected components, iterative so deep type graphs
/// cannot exhaust the stack. Shared by the validator's infinite-size check
/// and code generation's recursion breaking.
enum StronglyConnectedComponents {
    /// The components of `graph` (adjacency lists by node index), each sorted.
    static func of(_ graph: [[Int]]) -> [[Int]] {
        var indexOf = Array(repeating: -1, count: graph.count)
        var lowLink = Array(repeating: 0, count: graph.count)
        var onStack = Array(repeating: false, count: graph.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in graph.indices where indexOf[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indexOf[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < graph[node].count {
                    work[work.count - 1].next += 1
                    let target = graph[node][next]
                    if indexOf[target] < 0 {
                        indexOf[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
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
