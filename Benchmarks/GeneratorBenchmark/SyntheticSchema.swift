/// A schema with `size` state fields, actions and subscriptions (and a
/// type per ten fields), as YAML, plus the bare Swift declarations of the
/// same shapes for the compile-time baseline.
struct SyntheticSchema {
    let size: Int

    private let fieldTypes = ["Int", "String", "[String]", "Bool", "Double", "Item?"]

    private func fieldType(_ index: Int) -> String { fieldTypes[index % fieldTypes.count] }

    private func defaultValue(_ index: Int) -> String {
        switch fieldType(index) {
        case "Int": "\(index)"
        case "String": "\"value \(index)\""
        case "[String]": "[a, b]"
        case "Bool": "true"
        case "Double": "0.5"
        default: "null"
        }
    }

    private var typeCount: Int { max(1, size / 10) }

    var yaml: String {
        var lines = ["store: Synthetic", "access: public", "", "types:"]
        for type in 0..<typeCount {
            lines += ["  Item\(type == 0 ? "" : String(type)):", "    fields:",
                      "      name: String", "      count: {type: Int, default: 0}", "      tags: {type: \"[String]\", default: []}"]
        }
        lines += ["", "state:"]
        for field in 0..<size {
            lines.append("  field\(field): {type: \"\(fieldType(field))\", default: \(defaultValue(field))}")
        }
        lines += ["", "actions:"]
        for action in 0..<size {
            lines.append("  action\(action): {value: \"\(fieldType(action))\"}")
        }
        lines += ["", "subscriptions:"]
        for subscription in 0..<size {
            lines.append("  view\(subscription): {select: field\(subscription)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same data shapes a hand-written store would need at the very least:
    /// the types, the state struct, the action enum and a props struct per
    /// subscription, without glue; with `conformances`, also declaring the
    /// protocols the design asks of them (Equatable, Sendable, Codable actions).
    func bareDeclarations(conformances: Bool) -> String {
        func declared(_ list: String) -> String { conformances ? ": " + list : "" }
        var lines: [String] = []
        for type in 0..<typeCount {
            lines += ["public struct Item\(type == 0 ? "" : String(type))\(declared("Equatable, Sendable, Hashable, Codable")) {",
                      "    public var name: String", "    public var count: Int = 0", "    public var tags: [String] = []", "}"]
        }
        lines.append("public struct SyntheticState\(declared("Equatable, Sendable")) {")
        for field in 0..<size {
            let value = defaultValue(field)
            lines.append("    public var field\(field): \(fieldType(field)) = \(value == "null" ? "nil" : value == "[a, b]" ? "[\"a\", \"b\"]" : value)")
        }
        lines.append("}")
        lines.append("public enum SyntheticAction\(declared("Equatable, Sendable, Codable")) {")
        for action in 0..<size {
            lines.append("    case action\(action)(value: \(fieldType(action)))")
        }
        lines.append("}")
        for subscription in 0..<size {
            lines += ["public struct SyntheticView\(subscription)Props\(declared("Equatable, Sendable")) {",
                      "    public var field\(subscription): \(fieldType(subscription))", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
