/// Parses the type expressions fields and parameters are written in:
/// names, `T?`, `[T]`, `[K: V]`, `Set<T>` and `Result<T, E>`, with spaces allowed anywhere
/// between parts.
struct TypeExpressionParser {
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    private let text: String
    private let scalars: [Unicode.Scalar]
    private let start: SourceLocation
    private var position = 0

    /// `start` is where the first character of `text` is.
    init(_ text: String, at start: SourceLocation) {
        self.text = text
        self.scalars = Array(text.unicodeScalars.prefix(SchemaLimits.maxTypeExpressionLength + 1))
        self.start = start
    }

    mutating func parse() throws(Failure) -> TypeExpression {
        guard scalars.count <= SchemaLimits.maxTypeExpressionLength else {
            throw Failure(
                message: "type is longer than \(SchemaLimits.maxTypeExpressionLength) characters", location: start)
        }
        skipSpaces()
        guard position < scalars.count else {
            throw Failure(message: "type cannot be empty", location: start)
        }
        let type = try parseType(depth: 1)
        skipSpaces()
        if position < scalars.count {
            throw Failure(
                message: "unexpected \(describeHere()) after the type in \(Quoting.quote(text))", location: here)
        }
        return type
    }

    private mutating func parseType(depth: Int) throws(Failure) -> TypeExpression {
        guard depth <= SchemaLimits.maxTypeExpressionDepth else {
            throw Failure(
                message: "type is nested more than \(SchemaLimits.maxTypeExpressionDepth) levels deep", location: here)
        }
        skipSpaces()
        let begin = here
        var type: TypeExpression
        if peek == "[" {
            position += 1
            let element = try parseType(depth: depth + 1)
            skipSpaces()
            if peek == ":" {
                position += 1
                let value = try parseType(depth: depth + 1)
                try expect("]", closing: "[")
                type = .dictionary(key: element, value: value, begin)
            } else {
                try expect("]", closing: "[")
                type = .array(element, begin)
            }
        } else if let name = readName() {
            skipSpaces()
            if peek == "<" {
                position += 1
                switch name {
                case "Set":
                    let element = try parseType(depth: depth + 1)
                    try expect(">", closing: "Set<")
                    type = .set(element, begin)
                case "Result":
                    let success = try parseType(depth: depth + 1)
                    try expect(",", closing: "Result<", what: "between its success and failure types")
                    let failure = try parseType(depth: depth + 1)
                    try expect(">", closing: "Result<")
                    type = .result(success: success, failure: failure, begin)
                default:
                    throw Failure(
                        message: "generic type \(Quoting.quote(name + "<…>")) is not supported; "
                            + "write [T], [K: V], Set<T>, Result<T, E> or T?",
                        location: begin)
                }
            } else {
                if let problem = Identifier.problem(with: name, role: "type", isMember: false) {
                    throw Failure(message: problem, location: begin)
                }
                type = .named(name, begin)
            }
        } else {
            throw Failure(message: "expected a type, found \(describeHere())", location: here)
        }
        skipSpaces()
        if peek == "?" {
            position += 1
            type = .optional(type, begin)
            skipSpaces()
            if peek == "?" {
                throw Failure(message: "double optionals such as 'Int??' are not supported", location: here)
            }
        }
        return type
    }

    private mutating func expect(
        _ closer: Unicode.Scalar, closing opener: String, what purpose: String? = nil
    ) throws(Failure) {
        skipSpaces()
        guard peek == closer else {
            let role = purpose ?? "to close '\(opener)'"
            throw Failure(message: "expected '\(closer)' \(role), found \(describeHere())", location: here)
        }
        position += 1
    }

    /// A run of characters that could belong to a name (those Swift
    /// accepts, and letters and marks it does not, so that `xⸯ` is one name
    /// that the identifier rule explains rather than a stray character).
    private mutating func readName() -> String? {
        let begin = position
        while let scalar = peek,
            IdentifierCharacters.isContinuation(scalar) || scalar.properties.isAlphabetic
                || scalar.properties.generalCategory == .nonspacingMark || scalar.properties.numericType == .decimal
        {
            position += 1
        }
        guard position > begin else { return nil }
        return String(String.UnicodeScalarView(scalars[begin..<position]))
    }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { position += 1 }
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private var here: SourceLocation {
        SourceLocation(file: start.file, line: start.line, column: start.column + position)
    }

    private func describeHere() -> String {
        guard let scalar = peek else { return "the end of \(Quoting.quote(text))" }
        return "'\(Character(scalar))'"
    }
}
