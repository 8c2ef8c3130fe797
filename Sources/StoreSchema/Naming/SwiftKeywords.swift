/// Where a name appears decides whether Swift needs it in backticks.
public enum SwiftKeywords {
    /// Words that cannot be used as a declaration name, a reference or a
    /// member without backticks somewhere; escaping them everywhere except
    /// call-site labels is always accepted and never warned about.
    public static let needingBackticks: Set<String> = Set([
        "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "package", "async", "actor", "get", "set", "_",
    ]).union(typeOpening)

    /// Contextual keywords that open a type (`each T`, `some P`, `sending T`,
    /// `isolated T`): ordinary names elsewhere, but where Swift expects a type
    /// it reads them as the keyword, so a type of that name must be escaped.
    /// swiftc 6.3 refuses each of them unescaped in some type position: a
    /// parameter's type (`x: each`), an unlabeled payload (`case a(sending)`),
    /// `as isolated` at the end of a line. `ContextualKeywordCompileTests`
    /// asks swiftc which words it refuses there, and compiles a schema with
    /// each of them in every name slot.
    private static let typeOpening: Set<String> = [
        "any", "some", "each", "repeat", "inout", "borrowing", "consuming", "sending", "isolated",
        "__owned", "__shared", "_const",
    ]

    /// A name as it is declared or referenced: `` `default` ``, `count`.
    public static func escaped(_ name: String) -> String {
        needingBackticks.contains(name) ? "`\(name)`" : name
    }

    /// A type name: `Any` and `Self` there mean Swift's own (schemas cannot
    /// declare types of those names), other keywords are escaped.
    public static func escapedTypeName(_ name: String) -> String {
        name == "Any" || name == "Self" ? name : escaped(name)
    }

    /// An argument label at a call site (`.add(default: 1)`): Swift accepts
    /// every keyword there except `inout`, and warns about needless backticks.
    public static func callLabel(_ label: String) -> String {
        label == "inout" ? "`inout`" : label
    }
}
