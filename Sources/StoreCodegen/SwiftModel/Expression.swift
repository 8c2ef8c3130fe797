/// A Swift expression in generated code.
indirect enum Expression: Equatable, Sendable {
    /// A variable, function or type name; escaped when it is a keyword.
    case identifier(String)
    /// `$0` in a closure.
    case closureArgument(Int)
    /// `self`
    case selfReference
    /// `base.init`, an initializer called through its type or `self`.
    case initializer(Expression)
    /// `base.name`, or `.name` (an implicit member) when `base` is nil.
    case member(Expression?, String)
    /// `callee(label: argument, ...)`
    case call(Expression, [Argument])
    /// `base[label: argument, ...]`
    case `subscript`(Expression, [Argument])
    /// `{ statements }`, using `$0`... for its parameters.
    case closure([Statement])
    case literal(Literal)
    /// `lhs op rhs`
    case binary(Expression, BinaryOperator, Expression)
    /// `condition ? then : otherwise`
    case conditional(Expression, Expression, Expression)
    /// `try expression`
    case `try`(Expression)
    /// `expression!`
    case forceUnwrap(Expression)
    /// `expression as Type`
    case coerce(Expression, TypeName)
    /// `expression as? Type`
    case conditionalCast(Expression, TypeName)
    /// `&expression`, an in-out argument.
    case inOut(Expression)
    /// `(expression)`
    case parenthesized(Expression)
    /// `(first, second, …)`
    case tuple([Expression])
    /// `Type.self`
    case metatype(TypeName)
    /// A type used as a value (`CounterState()`, `Decimal(string:)`).
    case type(TypeName)
    /// `\.name.name`: a key path from the type the context gives.
    case keyPath([String])
    /// `{ if case .name(let state) = $0 { state } else { nil } }`: the value
    /// of one case of an enum, or `nil`.
    case caseValue(String)
    /// `{ if case pattern = $0 { name } else { nil } }`: what `pattern`
    /// binds to `name`, or `nil` (`.items(.element(id, let action))`).
    case caseBinding(SwitchCase.Pattern, String)

    /// One argument of a call, optionally labelled.
    struct Argument: Equatable, Sendable {
        var label: String?
        var value: Expression

        init(_ label: String?, _ value: Expression) {
            self.label = label
            self.value = value
        }
    }

    /// `callee(arguments)` with unlabelled arguments.
    static func call(_ callee: Expression, _ arguments: Expression...) -> Expression {
        .call(callee, arguments.map { Argument(nil, $0) })
    }

    static func string(_ value: String) -> Expression { .literal(.string(value)) }
}

/// An infix operator between two expressions.
enum BinaryOperator: String, Equatable, Sendable {
    case notEqual = "!="
    case and = "&&"
    case or = "||"
    case nilCoalescing = "??"
}

/// A literal value. Strings are kept as their value: the renderer escapes them.
indirect enum Literal: Equatable, Sendable {
    case string(String)
    /// `"Delete \(title)?"`: text, escaped by the renderer, and values interpolated.
    case interpolatedString([InterpolationPart])
    /// An integer in decimal form (`-12`).
    case integer(String)
    /// A floating-point number in a form Swift accepts (`0.5`, `1e-05`).
    case float(String)
    case boolean(Bool)
    case `nil`
    case array([Expression])
    case dictionary([DictionaryElement])

    /// A piece of an interpolated string.
    enum InterpolationPart: Equatable, Sendable {
        case text(String)
        /// `\(name)`: the value of a local name.
        case value(String)
    }

    /// `key: value` in a dictionary literal.
    struct DictionaryElement: Equatable, Sendable {
        var key: Expression
        var value: Expression
    }
}
