/// Statements, expressions and types: everything inside declarations.
extension SwiftRenderer {
    mutating func write(_ statement: Statement) {
        switch statement {
        case .expression(let value):
            writer.line(expression(value))
        case .binding(let isMutable, let name, let value):
            writer.line("\(isMutable ? "var" : "let") \(IdentifierEscaping.name(name)) = \(expression(value))")
        case .assignment(let target, let value):
            writer.line("\(expression(target)) = \(expression(value))")
        case .if(let condition, let body):
            writer.line("if \(expression(condition)) {")
            writeBody(body)
        case .switch(let subject, let cases):
            writer.line("switch \(expression(subject)) {")
            for switchCase in cases {
                let patterns = switchCase.patterns.map(pattern).joined(separator: ", ")
                writer.line(patterns.hasPrefix("default") ? "\(patterns):" : "case \(patterns):")
                writer.indent()
                for statement in switchCase.body {
                    write(statement)
                }
                writer.outdent()
            }
            writer.line("}")
        case .return(let value):
            writer.line(value.map { "return \(expression($0))" } ?? "return")
        case .throw(let error):
            writer.line("throw \(expression(error))")
        case .break:
            writer.line("break")
        case .inPlace(let function, let parameter, let type, let isThrowing, let body, let target):
            let name = IdentifierEscaping.name(function)
            writer.line(
                "func \(name)(_ \(IdentifierEscaping.name(parameter)): inout \(self.type(type)))"
                    + (isThrowing ? " throws {" : " {"))
            writeBody(body)
            writer.line((isThrowing ? "try " : "") + "\(name)(&\(expression(target)))")
        case .localFunction(let function):
            write(function)
        case .wrappedCall(let callee, let arguments, let returns):
            writer.line((returns ? "return " : "") + expression(callee) + "(")
            writer.indent()
            for (index, argument) in arguments.enumerated() {
                writeWrapped(argument, end: index == arguments.count - 1 ? ")" : ",")
            }
            writer.outdent()
        case .memberChain(let base, let calls):
            writer.line(expression(base))
            writer.indent()
            for call in calls {
                writer.line(expression(call))
            }
            writer.outdent()
        case .ifLet(let name, let value, let body):
            writer.line("if let \(IdentifierEscaping.name(name)) = \(expression(value)) {")
            writeBody(body)
        case .ifCase(let conditions, let body):
            let written = conditions.map { "case \(pattern($0.pattern)) = \(expression($0.value))" }.joined(
                separator: ", ")
            writer.line("if \(written) {")
            writeBody(body)
        case .guardLet(let name, let value, let otherwise):
            if otherwise.count == 1, case .return = otherwise[0] {
                writer.line(
                    """
                    guard let \(IdentifierEscaping.name(name)) = \(expression(value)) else { \
                    \(inlineStatement(otherwise[0])) }
                    """)
            } else {
                writer.line("guard let \(IdentifierEscaping.name(name)) = \(expression(value)) else {")
                writeBody(otherwise)
            }
        }
    }

    private func pattern(_ pattern: SwitchCase.Pattern) -> String {
        switch pattern {
        case .default:
            return "default"
        case .literal(let value):
            return expression(.literal(value))
        case .enumCase(let name, let bindings):
            let head = ".\(IdentifierEscaping.name(name))"
            if bindings.isEmpty { return head }
            return head + "("
                + bindings.map { $0 == "_" ? "_" : "let \(IdentifierEscaping.name($0))" }.joined(separator: ", ") + ")"
        case .nestedCase(let name, let inner):
            return ".\(IdentifierEscaping.name(name))(" + inner.map(self.pattern).joined(separator: ", ") + ")"
        case .tuple(let elements):
            return "(" + elements.map(self.pattern).joined(separator: ", ") + ")"
        case .binding(let isMutable, let name):
            return (isMutable ? "var " : "let ") + IdentifierEscaping.name(name)
        case .expression(let value):
            return self.expression(value)
        }
    }

    func expression(_ expression: Expression) -> String {
        switch expression {
        case .identifier(let name):
            return IdentifierEscaping.name(name)
        case .closureArgument(let index):
            return "$\(index)"
        case .selfReference:
            return "self"
        case .initializer(let base):
            return self.expression(base) + ".init"
        case .member(let base, let name):
            return (base.map(self.expression) ?? "") + "." + IdentifierEscaping.name(name)
        case .call(let callee, let arguments):
            // A lone closure argument trails the call: `names.map { String($0) }`.
            if arguments.count == 1, arguments[0].label == nil, case .closure = arguments[0].value {
                return self.expression(callee) + " " + self.expression(arguments[0].value)
            }
            return self.expression(callee) + "(" + argumentList(arguments) + ")"
        case .subscript(let base, let arguments):
            return self.expression(base) + "[" + argumentList(arguments) + "]"
        case .closure(let statements):
            let inner = statements.map(inlineStatement).joined(separator: "; ")
            return inner.isEmpty ? "{}" : "{ \(inner) }"
        case .literal(let literal):
            return self.literal(literal)
        case .binary(let left, let operation, let right):
            return "\(self.expression(left)) \(operation.rawValue) \(self.expression(right))"
        case .conditional(let condition, let then, let otherwise):
            return "\(self.expression(condition)) ? \(self.expression(then)) : \(self.expression(otherwise))"
        case .try(let inner):
            return "try \(self.expression(inner))"
        case .forceUnwrap(let inner):
            return "\(self.expression(inner))!"
        case .metatype(let typeName):
            return "\(type(typeName)).self"
        case .coerce(let inner, let typeName):
            return "\(self.expression(inner)) as \(type(typeName))"
        case .conditionalCast(let inner, let typeName):
            return "\(self.expression(inner)) as? \(type(typeName))"
        case .inOut(let inner):
            return "&\(self.expression(inner))"
        case .parenthesized(let inner):
            return "(\(self.expression(inner)))"
        case .tuple(let elements):
            return "(" + elements.map(self.expression).joined(separator: ", ") + ")"
        case .type(let typeName):
            return type(typeName)
        case .keyPath(let names):
            return "\\" + names.map { "." + IdentifierEscaping.name($0) }.joined()
        case .caseValue(let name):
            return self.expression(
                .caseBinding(.nestedCase(name: name, inner: [.binding(isMutable: false, name: "state")]), "state"))
        case .caseBinding(let matched, let name):
            return "{ if case \(pattern(matched)) = $0 { \(IdentifierEscaping.name(name)) } else { nil } }"
        }
    }

    /// `label: value, value`: the arguments of a call or subscript.
    /// One argument of a wrapped call on a line of its own; an array too
    /// long for the line (an alert's buttons) one element per line, as
    /// swift-format writes it.
    private mutating func writeWrapped(_ argument: Expression.Argument, end: String) {
        let text = argumentList([argument]) + end
        guard writer.indentedLength(of: text) > Self.maximumLineLength,
            case .literal(.array(let elements)) = argument.value, elements.count > 1
        else {
            writer.line(text)
            return
        }
        writer.line((argument.label.map { "\(IdentifierEscaping.callLabel($0)): " } ?? "") + "[")
        writer.indent()
        for element in elements { writer.line(expression(element) + ",") }
        writer.outdent()
        writer.line("]" + end)
    }

    private func argumentList(_ arguments: [Expression.Argument]) -> String {
        arguments.map { argument in
            let value = expression(argument.value)
            return argument.label.map { "\(IdentifierEscaping.callLabel($0)): \(value)" } ?? value
        }.joined(separator: ", ")
    }

    /// A statement inside a one-line closure.
    func inlineStatement(_ statement: Statement) -> String {
        switch statement {
        case .expression(let value): expression(value)
        case .assignment(let target, let value): "\(expression(target)) = \(expression(value))"
        case .return(let value): value.map { "return \(expression($0))" } ?? "return"
        case .binding(let isMutable, let name, let value):
            "\(isMutable ? "var" : "let") \(IdentifierEscaping.name(name)) = \(expression(value))"
        case .throw(let error): "throw \(expression(error))"
        case .if, .switch, .guardLet, .break, .inPlace, .localFunction, .ifLet, .ifCase, .memberChain, .wrappedCall:
            preconditionFailure("control flow is never generated inside a one-line closure")
        }
    }

    private func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let value): StringLiteralEscaping.literal(value)
        case .interpolatedString(let parts):
            "\""
                + parts.map { part in
                    switch part {
                    case .text(let text): String(StringLiteralEscaping.literal(text).dropFirst().dropLast())
                    case .value(let name): "\\(" + IdentifierEscaping.name(name) + ")"
                    }
                }.joined() + "\""
        case .integer(let text), .float(let text): text
        case .boolean(let value): value ? "true" : "false"
        case .nil: "nil"
        case .array(let elements): "[" + elements.map(expression).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            elements.isEmpty
                ? "[:]"
                : "[" + elements.map { "\(expression($0.key)): \(expression($0.value))" }.joined(separator: ", ") + "]"
        }
    }

    func type(_ typeName: TypeName) -> String {
        switch typeName {
        case .named(let name):
            return IdentifierEscaping.typeName(name)
        case .member(let base, let name):
            return "\(type(base)).\(IdentifierEscaping.name(name))"
        case .generic(let base, let arguments):
            return "\(type(base))<\(arguments.map(type).joined(separator: ", "))>"
        case .optional(let wrapped):
            switch wrapped {
            case .function, .existential, .inOut: return "(\(type(wrapped)))?"
            default: return "\(type(wrapped))?"
            }
        case .array(let element):
            return "[\(type(element))]"
        case .dictionary(let key, let value):
            return "[\(type(key)): \(type(value))]"
        case .existential(let constraint):
            return "any \(type(constraint))"
        case .metatype(let instance):
            return "\(type(instance)).Type"
        case .inOut(let inner):
            return "inout \(type(inner))"
        case .borrowing(let inner):
            return "borrowing \(type(inner))"
        case .function(let attributes, let parameters, let throwing, let result):
            let prefix = attributes.map { "\(Self.spelling(of: $0)) " }.joined()
            return prefix + "(" + parameters.map(type).joined(separator: ", ") + ")"
                + (throwing ? " throws" : "") + " -> " + type(result)
        }
    }
}
