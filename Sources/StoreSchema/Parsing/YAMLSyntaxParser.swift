import Yams

/// The outcome of reading a schema's YAML: a document, nothing at all, or
/// the one diagnostic that stops the file.
enum YAMLParseOutcome: Sendable {
    case document(SyntaxNode)
    case empty
    /// The error, possibly followed by notes.
    case failure([Diagnostic])
}

/// Turns YAML text into a located syntax tree within `SchemaLimits`.
///
/// A leading byte-order mark (which editors on Windows write) is dropped
/// first, so it never reaches libyaml and every column of the first line is
/// counted as an editor shows it.
///
/// Three guards, cheapest first: the file size; `YAMLEventScan`, which
/// counts the expanded nodes from libyaml's events before Yams composes
/// anything (Yams hashes mapping keys, which would expand an alias bomb used
/// as a key); and the walk below, which counts every node it visits and
/// stops at the same budget and at the depth limit, so its recursion is
/// bounded too.
struct YAMLSyntaxParser {
    var file: String

    func parse(_ text: String) -> YAMLParseOutcome {
        let text = Self.droppingByteOrderMark(text)
        let start = SourceLocation(file: file, line: 1, column: 1)
        let size = text.utf8.count
        guard size <= SchemaLimits.maxFileBytes else {
            return .failure([
                .error(
                    "the file is \(size) bytes, more than the limit of \(SchemaLimits.maxFileBytes) bytes (10 MB)",
                    at: start)
            ])
        }
        do {
            try YAMLEventScan.check(text)
        } catch {
            var diagnostics: [Diagnostic] = [
                .error(error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
            ]
            if let note = error.note {
                diagnostics.append(
                    .note(note.message, at: SourceLocation(file: file, line: note.line, column: note.column)))
            }
            return .failure(diagnostics)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            return .failure([YAMLErrorTranslator(file: file, text: text).diagnostic(for: error)])
        } catch {
            return .failure([.error("the YAML could not be read", at: start)])
        }
        guard let root else { return .empty }
        var walk = Walk(file: file)
        do {
            return .document(try walk.convert(root, depth: 1))
        } catch {
            return .failure([error.diagnostic])
        }
    }

    /// `text` without a leading U+FEFF (the UTF-8 byte-order mark).
    static func droppingByteOrderMark(_ text: String) -> String {
        guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
        return String(text.unicodeScalars.dropFirst())
    }
}

private struct LimitExceeded: Error {
    var diagnostic: Diagnostic
}

/// One pass over a composed document; recursion is bounded by `maxDepth`.
private struct Walk {
    var file: String
    var visited = 0

    init(file: String) {
        self.file = file
    }

    mutating func convert(_ node: Node, depth: Int) throws(LimitExceeded) -> SyntaxNode {
        let location = location(of: node)
        visited += 1
        guard visited <= SchemaLimits.maxNodes else {
            throw LimitExceeded(diagnostic: .error(SchemaLimits.nodeBudgetMessage, at: location))
        }
        switch node {
        case .scalar(let scalar):
            let offset = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
            let syntax = ScalarSyntax(text: scalar.string, isPlain: scalar.style == .plain, contentOffset: offset)
            return SyntaxNode(content: .scalar(syntax), location: location)
        case .sequence(let sequence):
            try checkDepth(depth, at: location)
            var items: [SyntaxNode] = []
            for item in sequence {
                items.append(try convert(item, depth: depth + 1))
            }
            return SyntaxNode(content: .sequence(items), location: location)
        case .mapping(let mapping):
            try checkDepth(depth, at: location)
            var pairs: [SyntaxPair] = []
            for (key, value) in mapping {
                let keyNode = try convert(key, depth: depth + 1)
                pairs.append(SyntaxPair(key: keyNode, value: try convert(value, depth: depth + 1)))
            }
            return SyntaxNode(content: .mapping(pairs), location: location)
        case .alias:
            throw LimitExceeded(diagnostic: .error("this YAML alias could not be resolved", at: location))
        }
    }

    private func checkDepth(_ depth: Int, at location: SourceLocation) throws(LimitExceeded) {
        guard depth <= SchemaLimits.maxDepth else {
            throw LimitExceeded(
                diagnostic: .error(
                    "lists and mappings are nested more than \(SchemaLimits.maxDepth) levels deep, which is the limit",
                    at: location))
        }
    }

    private func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
