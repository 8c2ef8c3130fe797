/// Reads the scalar option values of a schema (`doc`, `version`, `persist`,
/// names), each with one sentence when the value has the wrong kind.
enum ScalarReaders {
    /// Text written as a scalar; `null` (an empty value) reads as `nil` quietly.
    static func text(_ node: SyntaxNode, as what: String, log: DiagnosticLog) -> String? {
        guard let scalar = node.scalar else {
            log.error("\(what) must be text, found \(node.kindDescription)", at: node)
            return nil
        }
        return node.isNull ? nil : scalar.text
    }

    /// A name (store, module, import): a non-null scalar that is not a number or boolean.
    static func name(_ node: SyntaxNode, as what: String, log: DiagnosticLog) -> String? {
        guard let scalar = node.scalar else {
            log.error("\(what) must be a name, found \(node.kindDescription)", at: node)
            return nil
        }
        switch scalar.resolved {
        case .string(let text):
            return text
        case .null:
            log.error("\(what) needs a value", at: node)
        default:
            log.error("\(what) must be a name, found \(node.kindDescription)", at: node)
        }
        return nil
    }

    static func bool(_ node: SyntaxNode, as what: String, log: DiagnosticLog) -> Bool? {
        if let scalar = node.scalar, case .bool(let value) = scalar.resolved { return value }
        log.error("\(what) must be true or false, found \(describe(node))", at: node)
        return nil
    }

    static func positiveInteger(_ node: SyntaxNode, as what: String, log: DiagnosticLog) -> Int? {
        if let scalar = node.scalar, case .integer(let digits) = scalar.resolved, let value = Int(digits), value > 0 {
            return value
        }
        log.error("\(what) must be a positive integer, found \(describe(node))", at: node)
        return nil
    }

    /// A scalar shown as written ('yes'), anything else by its kind.
    static func describe(_ node: SyntaxNode) -> String {
        if let scalar = node.scalar, !node.isNull { return Quoting.quote(scalar.text) }
        return node.kindDescription
    }
}
