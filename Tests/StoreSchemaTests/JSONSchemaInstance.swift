import Yams

/// A schema file as the JSON document an editor's JSON Schema validator sees.
///
/// Editors (yaml-language-server) read YAML 1.2, where only `true`/`false`
/// are booleans; Yams resolves plain scalars by YAML 1.1 rules, where `on`,
/// `yes` and `off` are booleans too. So plain scalars are resolved here by the
/// YAML 1.2 core schema, and `on: main` stays a string key, as in the editor.
enum JSONSchemaInstance {
    struct ConversionError: Error, CustomStringConvertible {
        var description: String
    }

    /// Nodes a document may expand to; aliases can multiply a small file far past this.
    static let nodeBudget = 200_000

    /// The JSON text of the first YAML document in `yaml` (`null` for an empty file).
    static func jsonText(fromYAML yaml: String) throws -> String {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConversionError(description: "not valid YAML: \(error)")
        }
        guard let root else { return "null" }
        var output = ""
        var remaining = nodeBudget
        try append(root, to: &output, remaining: &remaining)
        return output
    }

    private static func append(_ node: Node, to output: inout String, remaining: inout Int) throws {
        remaining -= 1
        guard remaining >= 0 else {
            throw ConversionError(description: "expands past \(nodeBudget) nodes")
        }
        switch node {
        case .scalar(let scalar):
            output += json(for: scalar)
        case .sequence(let sequence):
            output += "["
            for (index, element) in sequence.enumerated() {
                if index > 0 { output += "," }
                try append(element, to: &output, remaining: &remaining)
            }
            output += "]"
        case .mapping(let mapping):
            output += "{"
            for (index, pair) in mapping.enumerated() {
                guard case .scalar(let key) = pair.key else {
                    throw ConversionError(description: "a mapping key that is not a scalar has no JSON form")
                }
                if index > 0 { output += "," }
                output += quoted(key.string) + ":"
                try append(pair.value, to: &output, remaining: &remaining)
            }
            output += "}"
        case .alias:
            throw ConversionError(description: "an unresolved alias has no JSON form")
        }
    }

    /// A scalar as YAML 1.2's core schema types it: quoted and block scalars
    /// are always strings; plain ones may be null, a boolean or a number.
    private static func json(for scalar: Node.Scalar) -> String {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else { return quoted(text) }
        switch text {
        case "", "~", "null", "Null", "NULL":
            return "null"
        case "true", "True", "TRUE":
            return "true"
        case "false", "False", "FALSE":
            return "false"
        default:
            return number(text) ?? quoted(text)
        }
    }

    /// The JSON number of a core-schema integer or float, or `nil` when `text` is neither.
    private static func number(_ text: String) -> String? {
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil {
            let negative = text.hasPrefix("-")
            let digits = text.drop { $0 == "-" || $0 == "+" }.drop { $0 == "0" }
            return (negative ? "-" : "") + (digits.isEmpty ? "0" : String(digits))
        }
        if let match = text.wholeMatch(of: /0o([0-7]+)/), let value = UInt64(match.1, radix: 8) {
            return String(value)
        }
        if let match = text.wholeMatch(of: /0x([0-9a-fA-F]+)/), let value = UInt64(match.1, radix: 16) {
            return String(value)
        }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil,
            let value = Double(text), value.isFinite
        {
            return "\(value)"
        }
        // `.inf` and `.nan` are YAML floats JSON cannot spell; as strings they
        // still fail wherever the JSON Schema wants a non-number.
        return nil
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
