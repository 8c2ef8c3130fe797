/// A schema with `size` state fields, actions and subscriptions (and a type
/// per ten fields), shaped like a real store: a persisted state of scalars,
/// strings, arrays and optionals of a schema type; actions with zero to three
/// parameters; subscriptions of one to three fields, every tenth on a
/// background executor and every tenth to actions. Alongside, the bare Swift
/// declarations of the same shapes (the floor a hand-written store cannot go
/// below) and a consumer file that uses the generated API the way an app does.
struct SyntheticSchema {
    let size: Int

    private let fieldTypes = ["Int", "String", "[String]", "Bool", "Double", "Item?"]

    private func fieldType(_ index: Int) -> String { fieldTypes[index % fieldTypes.count] }

    private func yamlDefault(_ index: Int) -> String {
        switch fieldType(index) {
        case "Int": "\(index)"
        case "String": "\"value \(index)\""
        case "[String]": "[a, b]"
        case "Bool": "true"
        case "Double": "0.5"
        default: "null"
        }
    }

    private func swiftDefault(_ index: Int) -> String {
        switch fieldType(index) {
        case "String": "\"value \(index)\""
        case "[String]": "[\"a\", \"b\"]"
        case "Item?": "nil"
        default: yamlDefault(index)
        }
    }

    /// A value of the field type at `index`, as an argument in the consumer.
    private func argument(_ index: Int) -> String {
        switch fieldType(index) {
        case "Int": "1"
        case "String": "\"x\""
        case "[String]": "[\"x\"]"
        case "Bool": "true"
        case "Double": "0.5"
        default: "nil"
        }
    }

    private var typeCount: Int { max(1, size / 10) }

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

    var yaml: String {
        var lines = ["store: Synthetic", "access: public", "version: 1", "persist: true", "", "types:"]
        for type in 0..<typeCount {
            lines += ["  Item\(type == 0 ? "" : String(type)):", "    fields:",
                      "      name: String", "      count: {type: Int, default: 0}", "      tags: {type: \"[String]\", default: []}"]
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
                lines.append("  view\(subscription): {actions: [action\(subscription), action\((subscription + 1) % size)]}")
            } else {
                let fields = selectedFields(subscription).map { "field\($0)" }.joined(separator: ", ")
                lines.append("  view\(subscription): {select: [\(fields)]\(isBackground(subscription) ? ", on: background" : "")}")
            }
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
                return "    case action\(action)" + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))")
            }
        }
        var lines: [String] = []
        for type in 0..<typeCount {
            lines += ["public struct Item\(type == 0 ? "" : String(type))\(declared("Equatable, Sendable, Hashable, Codable")) {",
                      "    public var name: String", "    public var count: Int = 0", "    public var tags: [String] = []", "}"]
        }
        lines.append("public struct SyntheticState\(declared("Equatable, Sendable, Codable")) {")
        for field in 0..<size {
            lines.append("    public var field\(field): \(fieldType(field)) = \(swiftDefault(field))")
        }
        lines.append("}")
        lines.append("public enum SyntheticAction\(declared("Equatable, Sendable, Codable")) {")
        lines += cases(Array(0..<size))
        lines.append("}")
        for subscription in 0..<size {
            if isActionSubscription(subscription) {
                lines.append("public enum SyntheticView\(subscription)Event\(declared("Equatable, Sendable")) {")
                lines += cases([subscription, (subscription + 1) % size])
            } else {
                lines.append("public struct SyntheticView\(subscription)Props\(declared("Equatable, Sendable")) {")
                lines += selectedFields(subscription).map { "    public var field\($0): \(fieldType($0))" }
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An app file using the generated store: 20 subscriptions (main actor,
    /// owner, background, action and async-sequence forms) and 20 dispatches,
    /// spread over the whole schema; what call-site overload resolution costs.
    var consumer: String {
        let indices = (0..<20).map { $0 * size / 20 }
        var lines = ["import StoreRuntime", "import Synthetic", "",
                     "final class Screen: Sendable {}", "",
                     "@MainActor",
                     "func use(_ store: SyntheticStore, screen: Screen) async -> [SubscriptionToken] {",
                     "    var tokens: [SubscriptionToken] = []"]
        for (position, index) in indices.enumerated() {
            // Move off the subscriptions that are not main-actor state ones.
            var subscription = index
            while isActionSubscription(subscription) || isBackground(subscription) {
                subscription = (subscription + 1) % size
            }
            switch position % 4 {
            case 0: lines.append("    tokens.append(store.subscribe(view\(subscription): { props in print(props) }))")
            case 1: lines.append("    tokens.append(store.subscribe(screen, view\(subscription): { screen, props in print(screen, props) }))")
            case 2: lines.append("    for await props in store.view\(subscription) { print(props); break }")
            default:
                let special = index - index % 10 + (position % 8 == 3 ? 5 : 9)  // background or actions
                lines.append(special < size
                    ? "    tokens.append(store.subscribe(view\(special): { value in print(value) }))"
                    : "    tokens.append(store.subscribe(view\(subscription): { props in print(props) }))")
            }
        }
        for index in indices {
            let arguments = parameters(ofAction: index).enumerated()
                .map { "\($0.element.name): \(argument(index + $0.offset))" }
            lines.append("    store.dispatch(.action\(index)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + ")")
        }
        lines += ["    return tokens", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
