/// A schema with `size` state fields, actions and subscriptions (and a type
/// per ten fields), shaped like a real store: a persisted state of scalars,
/// strings, arrays, an enum and optionals of a schema type; actions with
/// zero to three parameters; subscriptions of one to three fields, every
/// tenth on a background executor and every tenth to actions. With
/// `children`, it also holds a child store (`<Name>Row`, its own schema) in
/// each form `modules:` has: always there, optional (with an output), a
/// list (with an output), one of two cases and a stack of two screen kinds.
/// Alongside, the bare Swift declarations of the same shapes (the floor a
/// hand-written store cannot go below) and a consumer file that uses the
/// generated API the way an app does.
struct SyntheticSchema {
    let size: Int
    /// The store's name, which prefixes its schema types too, so several
    /// stores can share one module (an app target).
    var name = "Synthetic"
    /// Whether the store embeds `rowStore` in each child form.
    var children = false

    private var item: String { "\(name)Item" }
    private var mode: String { "\(name)Mode" }
    /// The child store's name.
    var rowStore: String { "\(name)Row" }

    private var fieldTypes: [String] { ["Int", "String", "[String]", "Bool", "Double", "\(item)?", mode] }

    private func fieldType(_ index: Int) -> String { fieldTypes[index % fieldTypes.count] }

    private func yamlDefault(_ index: Int) -> String {
        switch index % fieldTypes.count {
        case 0: "\(index)"
        case 1: "\"value \(index)\""
        case 2: "[a, b]"
        case 3: "true"
        case 4: "0.5"
        case 5: "null"
        default: "idle"
        }
    }

    private func swiftDefault(_ index: Int) -> String {
        switch index % fieldTypes.count {
        case 1: "\"value \(index)\""
        case 2: "[\"a\", \"b\"]"
        case 5: "nil"
        case 6: ".idle"
        default: yamlDefault(index)
        }
    }

    /// A value of the field type at `index`, as an argument in the consumer.
    private func argument(_ index: Int) -> String {
        switch index % fieldTypes.count {
        case 0: "1"
        case 1: "\"x\""
        case 2: "[\"x\"]"
        case 3: "true"
        case 4: "0.5"
        case 5: "nil"
        default: ".loading"
        }
    }

    private var typeCount: Int { max(1, size / 10) }

    private func typeName(_ index: Int) -> String { index == 0 ? item : "\(item)\(index)" }

    /// Action `index` has `index % 4` parameters, `value0`, `value1`, ...
    private func parameters(ofAction index: Int) -> [(name: String, type: String)] {
        (0..<(index % 4)).map { ("value\($0)", fieldType(index + $0)) }
    }

    /// Every tenth subscription (5, 15, ...) delivers on a background executor.
    private func isBackground(_ index: Int) -> Bool { index % 10 == 5 }

    /// Every tenth subscription (9, 19, ...) receives actions, not state.
    private func isActionSubscription(_ index: Int) -> Bool { index % 10 == 9 }

    /// Subscription `index` selects one to three fields from `index` on.
    private func selectedFields(_ index: Int) -> [Int] {
        (0...(index % 3)).map { (index + $0) % size }
    }

    /// The child forms, as `modules:` entries (name, YAML), when `children`.
    private var modules: [(name: String, yaml: String)] {
        guard children else { return [] }
        return [
            ("detail", "{store: \(rowStore)}"),
            ("sheet", "{store: \(rowStore), optional: true, outputs: [remove]}"),
            ("rows", "{store: \(rowStore), list: true, outputs: [remove]}"),
            ("destination", "{oneOf: {edit: \(rowStore), preview: \(rowStore)}}"),
            ("path", "{stack: {row: \(rowStore), other: \(rowStore)}}"),
        ]
    }

    /// The child store's schema: a codable row keyed by `id`.
    var rowYAML: String {
        """
        store: \(rowStore)
        access: public
        codable: true

        state:
          id: {type: Int, default: 0}
          title: {type: String, default: ""}
          done: {type: Bool, default: false}

        actions:
          rename: {title: String}
          toggle:
          remove:

        subscriptions:
          row: {select: [title, done]}

        """
    }

    /// The app's reducer of the child store, with empty handlers: what the
    /// parent's generated code needs to compile (its own reducer is not
    /// compiled, as for a store without children).
    var rowReducer: String {
        """
        import StoreRuntime

        extension \(rowStore)State: \(rowStore)Reducer {
            public mutating func rename(title: String) {}
            public mutating func toggle() {}
            public mutating func remove() {}
        }

        """
    }

    var yaml: String {
        var lines = [
            "store: \(name)", "access: public", "version: 1", "persist: true", "", "types:",
            "  \(mode): {enum: [idle, loading, loaded, failed]}",
        ]
        for type in 0..<typeCount {
            lines += [
                "  \(typeName(type)):", "    fields:",
                "      name: String", "      count: {type: Int, default: 0}",
                "      tags: {type: \"[String]\", default: []}",
            ]
        }
        lines += ["", "state:"]
        for field in 0..<size {
            lines.append("  field\(field): {type: \"\(fieldType(field))\", default: \(yamlDefault(field))}")
        }
        lines += ["", "actions:"]
        for action in 0..<size {
            let parameters = parameters(ofAction: action).map { "\($0.name): \"\($0.type)\"" }
            lines.append("  action\(action):" + (parameters.isEmpty ? "" : " {\(parameters.joined(separator: ", "))}"))
        }
        lines += ["", "subscriptions:"]
        for subscription in 0..<size {
            if isActionSubscription(subscription) {
                lines.append(
                    "  view\(subscription): {actions: [action\(subscription), action\((subscription + 1) % size)]}")
            } else {
                let fields = selectedFields(subscription).map { "field\($0)" }.joined(separator: ", ")
                lines.append(
                    """
                      view\(subscription): {select: \
                    [\(fields)]\(isBackground(subscription) ? ", on: background" : "")}
                    """)
            }
        }
        if !modules.isEmpty {
            lines += ["", "modules:"] + modules.map { "  \($0.name): \($0.yaml)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same data shapes a hand-written store would need at the very least:
    /// the types, the state struct, the action enum, a props struct per state
    /// subscription and an event enum per action subscription, without glue;
    /// with `conformances`, also the protocols the design asks of them
    /// (Equatable and Sendable everywhere, Codable state and actions),
    /// synthesized by the compiler.
    func bareDeclarations(conformances: Bool) -> String {
        func declared(_ list: String) -> String { conformances ? ": " + list : "" }
        func cases(_ actions: [Int]) -> [String] {
            actions.map { action in
                let parameters = parameters(ofAction: action).map { "\($0.name): \($0.type)" }
                return "    case action\(action)"
                    + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))")
            }
        }
        var lines: [String] = []
        lines.append("public enum \(mode)\(declared("String, Equatable, Sendable, Hashable, Codable, CaseIterable")) {")
        lines += ["    case idle, loading, loaded, failed", "}"]
        for type in 0..<typeCount {
            lines += [
                "public struct \(typeName(type))\(declared("Equatable, Sendable, Hashable, Codable")) {",
                "    public var name: String", "    public var count: Int = 0", "    public var tags: [String] = []",
                "}",
            ]
        }
        lines += childDeclarations(conformances: conformances)
        lines.append("public struct \(name)State\(declared("Equatable, Sendable, Codable")) {")
        for field in 0..<size {
            lines.append("    public var field\(field): \(fieldType(field)) = \(swiftDefault(field))")
        }
        if children {
            lines += [
                "    public var detail = \(rowStore)State()", "    public var sheet: \(rowStore)State? = nil",
                "    public var rows: [\(rowStore)State] = []", "    public var destination: \(name)Destination? = nil",
                "    public var path: [\(name)Path] = []",
            ]
        }
        lines.append("}")
        lines.append("public enum \(name)Action\(declared("Equatable, Sendable, Codable")) {")
        lines += cases(Array(0..<size))
        if children {
            lines += [
                "    case detail(\(rowStore)Action)", "    case sheet(\(rowStore)Action)",
                "    case rows(id: Int, action: \(rowStore)Action)", "    case destination(\(name)DestinationAction)",
                "    case path(id: Int, action: \(name)PathAction)", "    case push(\(name)Path)", "    case pop",
            ]
        }
        lines.append("}")
        for subscription in 0..<size {
            if isActionSubscription(subscription) {
                lines.append("public enum \(name)View\(subscription)Event\(declared("Equatable, Sendable")) {")
                lines += cases([subscription, (subscription + 1) % size])
            } else {
                lines.append("public struct \(name)View\(subscription)Props\(declared("Equatable, Sendable")) {")
                lines += selectedFields(subscription).map { "    public var field\($0): \(fieldType($0))" }
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The child store's state, actions and props, and the enums of the
    /// one-of and stack children, as written by hand (when `children`).
    private func childDeclarations(conformances: Bool) -> [String] {
        guard children else { return [] }
        func declared(_ list: String) -> String { conformances ? ": " + list : "" }
        return [
            "public struct \(rowStore)State\(declared("Equatable, Sendable, Codable, Identifiable")) {",
            "    public var id: Int = 0", "    public var title: String = \"\"", "    public var done: Bool = false",
            "    public init() {}", "}",
            "public enum \(rowStore)Action\(declared("Equatable, Sendable, Codable")) {",
            "    case rename(title: String)", "    case toggle", "    case remove", "}",
            "public struct \(rowStore)RowProps\(declared("Equatable, Sendable")) {",
            "    public var title: String", "    public var done: Bool", "}",
            "public enum \(name)Destination\(declared("Equatable, Sendable, Codable")) {",
            "    case edit(\(rowStore)State)", "    case preview(\(rowStore)State)", "}",
            "public enum \(name)DestinationAction\(declared("Equatable, Sendable, Codable")) {",
            "    case edit(\(rowStore)Action)", "    case preview(\(rowStore)Action)", "}",
            "public enum \(name)Path\(declared("Equatable, Sendable, Codable")) {",
            "    case row(\(rowStore)State)", "    case other(\(rowStore)State)", "}",
            "public enum \(name)PathAction\(declared("Equatable, Sendable, Codable")) {",
            "    case row(\(rowStore)Action)", "    case other(\(rowStore)Action)", "}",
        ]
    }

    /// An app file using the generated store: 20 subscriptions (main actor,
    /// owner, background, action and async-sequence forms) and 20 dispatches,
    /// spread over the whole schema; what call-site overload resolution costs.
    var consumer: String {
        let indices = (0..<20).map { $0 * size / 20 }
        var lines = [
            "import StoreRuntime", "import \(name)", "",
            "final class Screen: Sendable {}", "",
            "@MainActor",
            "func use(_ store: \(name)Store, screen: Screen) async -> [SubscriptionToken] {",
            "    var tokens: [SubscriptionToken] = []",
        ]
        for (position, index) in indices.enumerated() {
            // Move off the subscriptions that are not main-actor state ones.
            var subscription = index
            while isActionSubscription(subscription) || isBackground(subscription) {
                subscription = (subscription + 1) % size
            }
            switch position % 4 {
            case 0: lines.append("    tokens.append(store.subscribe(view\(subscription): { props in print(props) }))")
            case 1:
                lines.append(
                    """
                        tokens.append(store.subscribe(screen, view\(subscription): { screen, props in \
                    print(screen, props) }))
                    """)
            case 2: lines.append("    for await props in store.view\(subscription) { print(props); break }")
            default:
                let special = index - index % 10 + (position % 8 == 3 ? 5 : 9)  // background or actions
                lines.append(
                    special < size
                        ? "    tokens.append(store.subscribe(view\(special): { value in print(value) }))"
                        : "    tokens.append(store.subscribe(view\(subscription): { props in print(props) }))")
            }
        }
        for index in indices {
            let arguments = parameters(ofAction: index).enumerated()
                .map { "\($0.element.name): \(argument(index + $0.offset))" }
            lines.append(
                "    store.dispatch(.action\(index)"
                    + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + ")")
        }
        lines += ["    return tokens", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
