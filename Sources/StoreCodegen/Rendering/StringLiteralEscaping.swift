/// Turns any string into Swift source that evaluates to exactly that string,
/// and comment text into lines that cannot end the comment. Public so that
/// every tool that shows a schema string as Swift (the graph command too)
/// spells it the one way generated code does.
public enum StringLiteralEscaping {
    /// A double-quoted, single-line Swift string literal whose value is `value`.
    /// Quotes, backslashes (so `\(` never interpolates), line breaks and every
    /// invisible or control character are escaped; everything else, emoji
    /// included, is written as is.
    public static func literal(_ value: String) -> String {
        var result = "\""
        for (index, scalar) in value.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar, isFirst: index == 0) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Controls, format characters (including bidirectional overrides),
    /// separators other than the space, unassigned and private-use scalars;
    /// and a combining mark that would otherwise join the opening quote. The
    /// joiner and tag characters inside emoji sequences stay, so emoji read as emoji.
    private static func needsEscape(_ scalar: Unicode.Scalar, isFirst: Bool) -> Bool {
        if scalar.isASCII {
            return scalar.value < 0x20 || scalar.value == 0x7F
        }
        if scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value) {
            return false
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate,
            .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return isFirst
        default:
            return false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control
    }

    /// The lines of `text` for a `//` or `///` comment. Line breaks split the
    /// text; other control characters are shown as `\u{...}` so the comment
    /// stays one readable, warning-free line each.
    static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n":
                if !previousWasCarriageReturn {
                    lines.append(current)
                    current = ""
                }
            case "\r":
                lines.append(current)
                current = ""
            case "\t":
                current.unicodeScalars.append(scalar)
            default:
                if isControl(scalar) {
                    current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
        }
        lines.append(current)
        return lines.map { line in
            var trimmed = line
            while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
            return trimmed
        }
    }
}
