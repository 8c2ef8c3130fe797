/// Collects output lines at the current indentation, so no other part of the
/// renderer ever counts spaces.
struct LineWriter {
    private(set) var lines: [String] = []
    private var depth = 0
    private static let indentUnit = "    "

    /// Appends `text` at the current indentation; an empty line gets no indentation.
    mutating func line(_ text: String) {
        if text.isEmpty {
            lines.append("")
        } else {
            lines.append(String(repeating: Self.indentUnit, count: depth) + text)
        }
    }

    /// Appends an empty line unless the output is empty or already ends with one.
    mutating func blankLine() {
        if let last = lines.last, !last.isEmpty {
            lines.append("")
        }
    }

    /// How long `text` would be at the current indentation.
    func indentedLength(of text: String) -> Int {
        text.count + Self.indentUnit.count * depth
    }

    mutating func indent() { depth += 1 }
    mutating func outdent() { depth -= 1 }

    /// The text with one trailing newline.
    var text: String {
        var lines = lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
