import StoreSchema

/// The schema's `types:` as Swift structs and enums. Every schema type is
/// Equatable, Sendable and Codable (actions carry them and are Codable), and
/// Hashable when all its members are.
struct TypesTranslation {
    let context: TranslationContext

    var declarations: [Declaration] {
        context.definition.types.map(declaration)
    }

    private func conformances(_ type: TypeDefinition, rawString: Bool) -> [TypeName] {
        var names: [TypeName] = rawString ? [.named("String")] : []
        names += [.named("Equatable"), .named("Sendable")]
        if context.isHashable(.named(type.name)) { names.append(.named("Hashable")) }
        names.append(.named("Codable"))
        if rawString { names.append(.named("CaseIterable")) }
        return names
    }

    private func declaration(_ type: TypeDefinition) -> Declaration {
        switch type.kind {
        case .structure(let fields):
            var members = fields.map { field in
                Declaration(
                    comment: field.doc.map(Comment.documentation), location: context.line(field.typeLocation),
                    .variable(VariableDeclaration(
                        access: context.access, name: field.name, type: context.typeName(field.type),
                        storage: .stored(isMutable: true, initialValue: nil))))
            }
            members.append(memberwiseInitializer(fields))
            return Declaration(
                comment: type.doc.map(Comment.documentation), location: context.line(type.location),
                .structure(StructDeclaration(
                    access: context.access, name: type.name,
                    conformances: conformances(type, rawString: false), members: members)))
        case .enumeration(let cases):
            let isPlain = cases.allSatisfy { $0.payload.isEmpty }
            let members = cases.map { enumCase in
                Declaration(
                    comment: enumCase.doc.map(Comment.documentation), location: context.line(enumCase.location),
                    .enumCase(EnumCaseDeclaration(
                        name: enumCase.name,
                        associatedValues: enumCase.payload.map { field in
                            .init(
                                label: field.name, type: context.typeName(field.type),
                                defaultValue: defaultValue(of: field))
                        })))
            }
            return Declaration(
                comment: type.doc.map(Comment.documentation), location: context.line(type.location),
                .enumeration(EnumDeclaration(
                    access: context.access, name: type.name,
                    conformances: conformances(type, rawString: isPlain), members: members)))
        }
    }

    private func defaultValue(of field: Field) -> Expression? {
        if let value = field.defaultValue {
            return DefaultValueTranslation(context: context).expression(value, for: field.type)
        }
        return field.type.isOptional ? .literal(.nil) : nil
    }

    /// `init(field: Type = default, ...)`, public so other modules can build values.
    private func memberwiseInitializer(_ fields: [Field]) -> Declaration {
        let locals = LocalNames.names(for: fields.map(\.name))
        return Declaration(.function(FunctionDeclaration(
            access: context.access, name: .initializer(failable: false),
            parameters: zip(fields, locals).map { field, local in
                LocalNames.parameter(
                    label: field.name, local: local, type: context.typeName(field.type),
                    defaultValue: defaultValue(of: field))
            },
            body: zip(fields, locals).map { field, local in
                .assignment(.member(.selfReference, field.name), .identifier(local))
            })))
    }
}
