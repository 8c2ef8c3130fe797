/// `Set` elements and dictionary keys must be Hashable; reports each one
/// that is not where its type is written.
struct HashabilityCheck {
    var hashable: HashableTypes
    var externals: Set<String>
    var log: DiagnosticLog

    func check(_ field: FieldDraft) {
        guard field.resolved != nil, let expression = field.type else { return }
        visit(expression)
    }

    private func visit(_ expression: TypeExpression) {
        switch expression {
        case .named:
            break
        case .optional(let wrapped, _), .array(let wrapped, _):
            visit(wrapped)
        case .result(let success, let failure, _):
            visit(success)
            visit(failure)
        case .set(let element, _):
            require(element, role: "Set element")
            visit(element)
        case .dictionary(let key, let value, _):
            require(key, role: "dictionary key")
            visit(key)
            visit(value)
        }
    }

    private func require(_ expression: TypeExpression, role: String) {
        let type = Self.reference(expression)
        guard !hashable.contains(type) else { return }
        let spelling = Quoting.quote(type.swiftSpelling)
        if let external = expression.names.first(where: { externals.contains($0.0) && !hashable.contains(.named($0.0)) }
        ) {
            log.error(
                """
                \(role) type \(spelling) is not Hashable; declare the external type \
                \(Quoting.quote(external.0)) with 'hashable: true' if it is
                """,
                at: expression.location)
        } else {
            log.error(
                "\(role) type \(spelling) is not Hashable, because some of its fields are not", at: expression.location)
        }
    }

    /// The reference an already-resolved expression stands for.
    static func reference(_ expression: TypeExpression) -> TypeReference {
        switch expression {
        case .named(let name, _): .named(name)
        case .optional(let wrapped, _): .optional(reference(wrapped))
        case .array(let element, _): .array(reference(element))
        case .set(let element, _): .set(reference(element))
        case .dictionary(let key, let value, _): .dictionary(key: reference(key), value: reference(value))
        case .result(let success, let failure, _): .result(success: reference(success), failure: reference(failure))
        }
    }
}
