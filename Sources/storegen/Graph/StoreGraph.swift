import StoreSchema

/// A store as boxes and arrows, independent of the drawing language: the
/// state fields, modules and derived values (with the schema types they use,
/// recursively; a derived value names its inputs), the actions,
/// and the subscriptions with what each one watches. Mermaid and DOT
/// renderings are two spellings of this one picture, so they never disagree.
struct StoreGraph: Equatable {
    struct Node: Equatable {
        /// A short id that is valid in every output language (names in a
        /// schema may be keywords there, or non-ASCII).
        var id: String
        /// Display lines; the first is the heading.
        var lines: [String]
    }

    struct Edge: Equatable {
        enum Kind: Equatable {
            /// A field (or type) whose type mentions a schema type.
            case usesType
            /// A subscription's `select:` of a state field.
            case selects
            /// An action delivered to an action subscription.
            case delivers
            /// A state field whose value a module's children share (`share:`).
            case shares
        }

        var from: String
        var to: String
        var kind: Kind
    }

    var storeName: String
    var stateFields: [Node] = []
    var types: [Node] = []
    var actions: [Node] = []
    var subscriptions: [Node] = []
    var edges: [Edge] = []

    init(_ definition: StoreDefinition) {
        storeName = definition.name
        let typeIDs = Dictionary(
            definition.types.enumerated().map { ($0.element.name, "t\($0.offset)") },
            uniquingKeysWith: { first, _ in first }
        )

        var fieldIDs: [String: String] = [:]
        for field in definition.state {
            let id = "f\(fieldIDs.count)"
            fieldIDs[field.name] = id
            stateFields.append(Node(id: id, lines: [Self.describe(field)]))
            edges += field.type.mentionedNames.compactMap { typeIDs[$0] }.map {
                Edge(from: id, to: $0, kind: .usesType)
            }
        }
        for module in definition.modules {
            let id = "f\(fieldIDs.count)"
            fieldIDs[module.name] = id
            let lines =
                module.kind == .always
                ? ["\(module.name): \(NamingPolicy.stateType(ofStore: module.store))", "module \(module.store)"]
                : ["\(module.name)", "module \(module.summary)"]
            stateFields.append(Node(id: id, lines: lines + module.shares.map(Self.describe)))
            // A module's field (`list.items`) is drawn from the module that holds it.
            edges += module.shares.map { $0.module ?? $0.source.field }.uniqued().compactMap { fieldIDs[$0] }.map {
                Edge(from: $0, to: id, kind: .shares)
            }
        }
        for derived in definition.derived {
            let id = "f\(fieldIDs.count)"
            fieldIDs[derived.name] = id
            stateFields.append(
                Node(
                    id: id,
                    lines: [
                        "\(derived.name): \(derived.type.swiftSpelling)",
                        "derived from \(derived.inputs.joined(separator: ", "))",
                    ]))
            edges += derived.type.mentionedNames.compactMap { typeIDs[$0] }.map {
                Edge(from: id, to: $0, kind: .usesType)
            }
        }

        for (index, type) in definition.types.enumerated() {
            let id = "t\(index)"
            switch type.kind {
            case .structure(let fields):
                types.append(Node(id: id, lines: ["struct \(type.name)"] + fields.map(Self.describe)))
                let used = fields.flatMap(\.type.mentionedNames)
                edges += used.uniqued().compactMap { typeIDs[$0] }.map { Edge(from: id, to: $0, kind: .usesType) }
            case .enumeration(let cases):
                types.append(
                    Node(
                        id: id,
                        lines: ["enum \(type.name)"] + cases.map { "case " + Self.signature($0.name, $0.payload) }))
                let used = cases.flatMap { $0.payload.flatMap(\.type.mentionedNames) }
                edges += used.uniqued().compactMap { typeIDs[$0] }.map { Edge(from: id, to: $0, kind: .usesType) }
            }
        }

        var actionIDs: [String: String] = [:]
        for action in definition.actions {
            let id = "a\(actionIDs.count)"
            actionIDs[action.name] = id
            actions.append(Node(id: id, lines: [Self.signature(action.name, action.params)]))
        }
        for module in definition.modules {
            let id = "a\(actionIDs.count)"
            actionIDs[module.name] = id
            actions.append(
                Node(
                    id: id,
                    lines: [
                        module.kind == .always
                            ? "\(module.name)(\(NamingPolicy.actionType(ofStore: module.store)))"
                            : "\(module.name)(\(module.summary))"
                    ]))
        }

        for (index, subscription) in definition.subscriptions.enumerated() {
            let id = "s\(index)"
            switch subscription.kind {
            case .state(let fields, let delivery):
                subscriptions.append(Node(id: id, lines: [subscription.name] + Self.deliveryNote(delivery)))
                edges += fields.compactMap { fieldIDs[$0] }.map { Edge(from: $0, to: id, kind: .selects) }
            case .actions(let names, let delivery):
                subscriptions.append(Node(id: id, lines: [subscription.name] + Self.deliveryNote(delivery)))
                edges += names.compactMap { actionIDs[$0] }.map { Edge(from: $0, to: id, kind: .delivers) }
            }
        }
    }

    private static func deliveryNote(_ delivery: Subscription.Delivery) -> [String] {
        delivery == .background ? ["on background"] : []
    }

    /// `name: Type = default`, as the schema would say it (`, shared` when
    /// its parent holds it).
    private static func describe(_ field: Field) -> String {
        var text = "\(field.name): \(field.type.swiftSpelling)"
        if let value = field.defaultValue {
            text += " = \(DefaultValueText.short(value))"
        }
        return field.isShared ? text + ", shared" : text
    }

    /// `shares product.product as products[id]`.
    private static func describe(_ share: ModuleShare) -> String {
        let field = share.caseName.map { "\($0).\(share.field)" } ?? share.field
        return "shares \(field) as \(share.sourceDescription)"
    }

    /// `add(amount: Int)`, or just `reset` without parameters.
    private static func signature(_ name: String, _ params: [Field]) -> String {
        params.isEmpty
            ? name : "\(name)(\(params.map { "\($0.name): \($0.type.swiftSpelling)" }.joined(separator: ", ")))"
    }
}
