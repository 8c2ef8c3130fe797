import Yams

/// Turns a Yams error into one short diagnostic. Yams' own descriptions quote
/// the whole offending line, which for a one-line 5 MB file is 5 MB.
struct YAMLErrorTranslator {
    var file: String
    var text: String

    func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if let hint = unquotedOptionalType(near: [mark.line] + (context.map { [$0.mark.line] } ?? [])) {
                return hint
            }
            if let context,
                let unclosed = unclosedFlow(context: context.text, problem: problem, opening: context.mark, found: mark)
            {
                return unclosed
            }
            if problem.contains("nesting level") {
                return .error(
                    "lists and mappings are nested more than \(SchemaLimits.maxDepth) levels deep, which is the limit",
                    at: location(mark.line, mark.column))
            }
            if problem.contains("cannot start any token"),
                line(mark.line)?.unicodeScalars.dropFirst(mark.column - 1).first == "\t"
            {
                return .error("a tab cannot indent YAML; use spaces", at: location(mark.line, mark.column))
            }
            if problem.contains("mapping values are not allowed"), mark.column > 1024 {
                return .error("a key is longer than the 1024 characters YAML allows", at: location(mark.line, 1))
            }
            var message = "invalid YAML: \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return .error(Quoting.capped(message), at: location(mark.line, mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { Quoting.quote($0) }.joined(separator: ", ")
            let message =
                duplicates.count == 1
                ? "the key \(keys) appears more than once in this mapping"
                : "the keys \(keys) appear more than once in this mapping"
            return .error(Quoting.capped(message), at: location(context.mark.line, context.mark.column))
        case .reader(let problem, _, _, _):
            return .error(Quoting.capped("the file cannot be read as text: \(problem)"), at: location(1, 1))
        default:
            return .error("the YAML could not be parsed", at: location(1, 1))
        }
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: max(line, 1), column: max(column, 1))
    }

    /// libyaml says "did not find expected ',' or '}'" where a flow mapping
    /// or sequence runs on: report the bracket that was opened and never
    /// closed, where it was opened, rather than the later line where YAML
    /// gave up.
    private func unclosedFlow(context: String, problem: String, opening: Mark, found: Mark) -> Diagnostic? {
        let kind: (name: String, open: String, close: String)
        if context.contains("flow mapping"), problem.contains("'}'") {
            kind = ("mapping", "{", "}")
        } else if context.contains("flow sequence"), problem.contains("']'") {
            kind = ("list", "[", "]")
        } else {
            return nil
        }
        return .error(
            """
            this '\(kind.open)' starts a \(kind.name) that is not closed: YAML found no ',' or \
            '\(kind.close)' before line \(found.line), column \(found.column); add the missing \
            '\(kind.close)' (or ',')
            """,
            at: location(opening.line, opening.column))
    }

    /// In flow style `{type: Int?, default: 3}` the `?` after `Int` starts a
    /// YAML key, which libyaml reports as an unrelated-sounding error. When a
    /// failing line has a type-looking word ending in `?` inside braces, say
    /// what actually went wrong.
    private func unquotedOptionalType(near lines: [Int]) -> Diagnostic? {
        for lineNumber in Set(lines).sorted() {
            guard let line = line(lineNumber), line.contains("{") else { continue }
            let scalars = Array(line.unicodeScalars)
            let quoted = Self.quotedPositions(scalars)
            for index in scalars.indices where scalars[index] == "?" && index > 0 && !quoted.contains(index) {
                guard let start = typeStart(endingBefore: index, in: scalars) else { continue }
                let typeText = String(String.UnicodeScalarView(scalars[start...index]))
                return .error(
                    Quoting.capped(
                        """
                        the type \(Quoting.quote(typeText)) must be quoted inside { }, as in \
                        \"\(Quoting.shortened(typeText))\", because YAML reads its brackets and '?' as YAML \
                        syntax
                        """),
                    at: location(lineNumber, start + 1))
            }
        }
        return nil
    }

    /// Where a type-looking word that ends just before `end` starts: a name,
    /// or a bracketed `[…]` / `Set<…>` found by matching brackets backwards.
    private func typeStart(endingBefore end: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var start = end
        let last = scalars[end - 1]
        if last == "]" || last == ">" {
            var depth = 0
            repeat {
                start -= 1
                switch scalars[start] {
                case "]", ">": depth += 1
                case "[", "<": depth -= 1
                default: break
                }
            } while depth > 0 && start > 0
            guard depth == 0 else { return nil }
        }
        while start > 0, Self.isNameScalar(scalars[start - 1]) { start -= 1 }
        return start < end && (Self.isNameScalar(scalars[start]) || scalars[start] == "[") ? start : nil
    }

    /// Positions inside '…' or "…" on one line: a `?` there is text, not YAML.
    private static func quotedPositions(_ scalars: [Unicode.Scalar]) -> Set<Int> {
        var positions: Set<Int> = []
        var quote: Unicode.Scalar?
        for (index, scalar) in scalars.enumerated() {
            if let open = quote {
                positions.insert(index)
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
                positions.insert(index)
            }
        }
        return positions
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The text of one line, found without copying the rest of the file.
    private func line(_ number: Int) -> Substring? {
        let utf8 = text.utf8
        var current = 1
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                if current == number { return Substring(text[lineStart..<index]) }
                current += 1
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        return current == number ? Substring(text[lineStart...]) : nil
    }
}
