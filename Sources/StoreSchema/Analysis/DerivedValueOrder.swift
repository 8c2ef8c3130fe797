/// Which derived values read which: the validator rejects cycles among them,
/// and generated code computes them so that each comes after the derived
/// values it reads.
public enum DerivedValueOrder {
    /// The indices of `derived` in an order where each comes after the
    /// derived values it reads (given no cycles; see `cycles`).
    public static func evaluationOrder(of derived: [DerivedValue]) -> [Int] {
        // Tarjan's algorithm finishes a component only after every component
        // it reaches: with edges from a value to its inputs, inputs come first.
        StronglyConnectedComponents.of(graph(names: derived.map(\.name), inputs: derived.map(\.inputs))).flatMap { $0 }
    }

    /// The groups of derived values that read themselves, directly or
    /// through others, each sorted by schema position; in schema order.
    static func cycles(names: [String], inputs: [[String]]) -> [[Int]] {
        let graph = graph(names: names, inputs: inputs)
        return StronglyConnectedComponents.of(graph)
            .filter { $0.count > 1 || graph[$0[0]].contains($0[0]) }
            .sorted { $0[0] < $1[0] }
    }

    /// Adjacency lists by schema position: each derived value to the derived
    /// values among its inputs (names that are not derived values are left out).
    private static func graph(names: [String], inputs: [[String]]) -> [[Int]] {
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return inputs.map { $0.compactMap { index[$0] } }
    }
}
