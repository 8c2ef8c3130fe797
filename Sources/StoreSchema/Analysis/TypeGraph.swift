/// Schema types as a graph: an edge for each field that stores another
/// schema type inside its owner, so a cycle is a type that contains itself.
public struct TypeGraph: Sendable {
    /// Which fields count as storing their type inside the owner.
    public enum Storage: Sendable {
        /// `T` only: a cycle of these has infinite size.
        case direct
        /// `T` or `T?` (collections store on the heap): a cycle of these
        /// needs breaking up for Swift value types.
        case inline
    }

    public struct Edge: Sendable {
        public var target: Int
        public var field: Field
    }

    public let types: [TypeDefinition]
    /// `edges[i]`: the fields of `types[i]` stored inline, in field order.
    public let edges: [[Edge]]

    public init(_ types: [TypeDefinition], storage: Storage) {
        self.types = types
        let index = Dictionary(types.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        edges = types.map { type in
            type.memberFields.compactMap { field in
                guard let name = Self.storedName(field.type, storage), let target = index[name] else { return nil }
                return Edge(target: target, field: field)
            }
        }
    }

    /// The strongly connected components that are cycles (a type that
    /// reaches itself), each sorted by type index.
    public var cycles: [[Int]] {
        StronglyConnectedComponents.of(edges.map { $0.map(\.target) }).filter { component in
            component.count > 1 || edges[component[0]].contains { $0.target == component[0] }
        }
    }

    private static func storedName(_ reference: TypeReference, _ storage: Storage) -> String? {
        switch (reference, storage) {
        case (.named(let name), _): name
        case (.optional(let wrapped), .inline): storedName(wrapped, storage)
        default: nil
        }
    }
}
