import StoreSchema

/// The schema's `types:` as Swift structs and enums. Every schema type is
/// Equatable, Sendable and Codable (actions carry them and are Codable),
/// Hashable when all its members are, and an `Error` when a `Result` names it
/// as its failure.
struct TypesTranslation {
    let context: TranslationContext

    var declarations: [Declaration] {
        var declarations = context.definition.types.map(declaration)
        if !context.analysis.recursion.boxedFields.isEmpty {
            declarations += BoxTranslation.declarations
        }
        return declarations
    }

    private func conformances(_ type: TypeDefinition, rawString: Bool) -> [TypeName] {
        var names: [TypeName] = rawString ? [.named("String")] : []
        names += [.named("Equatable"), .named("Sendable")]
        if context.analysis.errorTypeNames.contains(type.name) { names.append(.named("Error")) }
        if context.isHashable(.named(type.name)) { names.append(.named("Hashable")) }
        names.append(.named("Codable"))
        if TablePersistenceTranslation.isIdentifiable(type, in: context) { names.append(.named("Identifiable")) }
        if rawString { names.append(.named("CaseIterable")) }
        return names
    }

    private func declaration(_ type: TypeDefinition) -> Declaration {
        switch type.kind {
        case .structure(let fields):
            let storage = storageNames(fields, of: type)
            var members: [Declaration] = []
            for field in fields {
                let fieldType = context.typeName(field.type)
                guard let stored = storage[field.name] else {
                    members.append(
                        Declaration(
                            comment: field.doc.map(Comment.documentation), location: context.line(field.typeLocation),
                            .variable(
                                VariableDeclaration(
                                    access: context.access, name: field.name, type: fieldType,
                                    storage: .stored(isMutable: true, initialValue: nil)))))
                    continue
                }
                members.append(
                    Declaration(
                        comment: field.doc.map(Comment.documentation), location: context.line(field.typeLocation),
                        .variable(
                            VariableDeclaration(
                                access: context.access, name: field.name, type: fieldType,
                                storage: .getSet(
                                    get: [.expression(.member(.member(.selfReference, stored), "value"))],
                                    set: [
                                        .assignment(
                                            .member(.selfReference, stored),
                                            .call(.member(nil, "value"), .identifier("newValue")))
                                    ])))))
                members.append(
                    Declaration(
                        comment: .line("`\(type.name)` contains itself through `\(field.name)`: stored on the heap."),
                        .variable(
                            VariableDeclaration(
                                access: .private, name: stored, type: BoxTranslation.boxType(fieldType),
                                storage: .stored(isMutable: true, initialValue: nil)))))
            }
            members.append(memberwiseInitializer(fields, storage: storage))
            members += coding(fields, storage: storage)
            return Declaration(
                comment: type.doc.map(Comment.documentation), location: context.line(type.location),
                .structure(
                    StructDeclaration(
                        access: context.access, name: type.name,
                        conformances: conformances(type, rawString: false), members: members)))
        case .enumeration(let cases):
            let isPlain = cases.allSatisfy { $0.payload.isEmpty }
            let members = cases.map { enumCase in
                Declaration(
                    comment: enumCase.doc.map(Comment.documentation), location: context.line(enumCase.location),
                    .enumCase(
                        EnumCaseDeclaration(
                            name: enumCase.name,
                            associatedValues: enumCase.payload.map { field in
                                .init(
                                    label: field.name, type: context.typeName(field.type),
                                    defaultValue: defaultValue(of: field))
                            })))
            }
            return Declaration(
                comment: type.doc.map(Comment.documentation), location: context.line(type.location),
                .enumeration(
                    EnumDeclaration(
                        access: context.access,
                        isIndirect: context.analysis.recursion.indirectEnums.contains(type.name),
                        name: type.name,
                        conformances: conformances(type, rawString: isPlain), members: members)))
        }
    }

    private func defaultValue(of field: Field) -> Expression? {
        DefaultValueTranslation(context: context).initialValue(of: field)
    }

    /// The stored property name of each boxed field, distinct from every field name.
    private func storageNames(_ fields: [Field], of type: TypeDefinition) -> [String: String] {
        var taken = Set(fields.map(\.name))
        var names: [String: String] = [:]
        for field in fields where context.analysis.recursion.isBoxed(field, in: type.name) {
            var name = "_" + field.name
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            names[field.name] = name
        }
        return names
    }

    /// `Codable` written out over the runtime's `StoreCodingKey`, in exactly
    /// the JSON Swift would synthesize (keys are the field names; optionals
    /// left out when `nil`, and missing ones decode as `nil`), without the
    /// `CodingKeys` enum and its conformances that synthesis declares per
    /// type. A boxed field is saved under its own name as the value it holds.
    /// Each field goes through the runtime's one generic `encodeField` or
    /// `decodeField`, not the standard overloads (see `StoreCodingKey`).
    private func coding(_ fields: [Field], storage: [String: String]) -> [Declaration] {
        let container = Expression.identifier("container")
        // A type without fields still reads and writes an empty object.
        let name = fields.isEmpty ? "_" : "container"
        var decoding = [CodableMembers.keyedDecodingContainer(named: name)]
        var encoding = [CodableMembers.keyedEncodingContainer(named: name, isMutable: !fields.isEmpty)]
        for field in fields {
            let key = Expression.Argument("forKey", .string(field.name))
            let fieldType = context.typeName(field.type)
            let (stored, type, isOptional): (String, TypeName, Bool) =
                if let box = storage[field.name] {
                    (box, BoxTranslation.boxType(fieldType), false)
                } else if case .optional(let wrapped) = fieldType {
                    (field.name, wrapped, true)
                } else {
                    (field.name, fieldType, false)
                }
            decoding.append(
                .assignment(
                    .member(.selfReference, stored),
                    .try(
                        .call(
                            .member(container, isOptional ? "decodeFieldIfPresent" : "decodeField"),
                            [.init(nil, .metatype(type)), key]))))
            encoding.append(
                .expression(
                    .try(
                        .call(
                            .member(container, isOptional ? "encodeFieldIfPresent" : "encodeField"),
                            [.init(nil, .member(.selfReference, stored)), key]))))
        }
        return [
            CodableMembers.decodingInitializer(access: context.access, body: decoding),
            CodableMembers.encodingFunction(access: context.access, body: encoding),
        ]
    }

    /// `init(field: Type = default, ...)`, public so other modules can build values.
    private func memberwiseInitializer(_ fields: [Field], storage: [String: String] = [:]) -> Declaration {
        let locals = NamingPolicy.localNames(for: fields.map(\.name))
        return Declaration(
            .function(
                FunctionDeclaration(
                    access: context.access, name: .initializer(failable: false),
                    parameters: zip(fields, locals).map { field, local in
                        LocalNames.parameter(
                            label: field.name, local: local, type: context.typeName(field.type),
                            defaultValue: defaultValue(of: field))
                    },
                    body: zip(fields, locals).map { field, local in
                        if let stored = storage[field.name] {
                            return .assignment(
                                .member(.selfReference, stored), .call(.member(nil, "value"), .identifier(local)))
                        }
                        return .assignment(.member(.selfReference, field.name), .identifier(local))
                    })))
    }
}
