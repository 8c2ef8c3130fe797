/// How text is written as a YAML scalar so that a schema reads it back as
/// that same text: tools that write schemas (`storegen init`) spell names
/// through this, so a store named `true` or `null` stays a name.
public enum YAMLScalarText {
    /// `text` plain when YAML's core schema reads it as that string and it
    /// holds only letters, digits and `_`; double-quoted otherwise
    /// (`"true"`, `"Null"`, `"my name"`), with `"`, `\` and control
    /// characters escaped.
    public static func scalar(_ text: String) -> String {
        let isWord =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        if isWord, ResolvedScalar(plain: text) == .string(text) { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
