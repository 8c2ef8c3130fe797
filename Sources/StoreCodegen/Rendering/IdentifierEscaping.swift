import StoreSchema

/// Where a name appears decides whether Swift needs it in backticks; which
/// words need them is the naming policy's `SwiftKeywords`.
enum IdentifierEscaping {
    /// A name as it is declared or referenced: `` `default` ``, `count`.
    static func name(_ name: String) -> String {
        SwiftKeywords.escaped(name)
    }

    /// A type name: `Any` and `Self` there mean Swift's own.
    static func typeName(_ name: String) -> String {
        SwiftKeywords.escapedTypeName(name)
    }

    /// An argument label at a call site (`.add(default: 1)`).
    static func callLabel(_ label: String) -> String {
        SwiftKeywords.callLabel(label)
    }
}
