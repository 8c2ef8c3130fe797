/// User text as it appears inside a diagnostic: quoted, on one line, and
/// short, so a 5 MB name or value can never make a 5 MB message.
enum Quoting {
    static let maxQuotedLength = 40

    static func quote(_ text: String) -> String {
        "'\(shortened(text))'"
    }

    static func shortened(_ text: String) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == maxQuotedLength {
                result += "…"
                break
            }
            result.append(character.isNewline ? " " : character)
            count += 1
        }
        return result
    }

    /// Caps a whole message, the last guard of the one-short-line promise.
    static func capped(_ message: String) -> String {
        let flattened = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flattened.count > SchemaLimits.maxMessageLength else { return flattened }
        return String(flattened.prefix(SchemaLimits.maxMessageLength - 1)) + "…"
    }
}
