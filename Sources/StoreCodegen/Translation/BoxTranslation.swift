import StoreSchema

/// The file-private box that stores a recursive optional field on the heap.
/// It encodes as the value it holds, so the box never shows in saved data.
struct BoxTranslation {
    static let typeName = NamingPolicy.boxType

    static func boxType(_ value: TypeName) -> TypeName {
        .generic(.named(typeName), [value])
    }

    static var declarations: [Declaration] {
        let value = TypeName.named("Value")
        let box = TypeName.named(typeName)
        let valueProperty = Declaration(
            .variable(
                VariableDeclaration(
                    access: .internal, name: "value", type: value,
                    storage: .computed([
                        .switch(
                            .selfReference,
                            [
                                SwitchCase(
                                    .enumCase(name: "value", bindings: ["value"]), [.return(.identifier("value"))])
                            ])
                    ]))))
        let enumeration = Declaration(
            comment: .documentation("Holds a value on the heap, so a struct can contain itself through an optional."),
            .enumeration(
                EnumDeclaration(
                    access: .private, isIndirect: true, name: typeName, genericParameters: [GenericParameter("Value")],
                    conformances: [],
                    members: [
                        Declaration(
                            .enumCase(
                                EnumCaseDeclaration(
                                    name: "value", associatedValues: [.init(label: nil, type: value, defaultValue: nil)]
                                ))),
                        valueProperty,
                    ])))
        func conditional(_ protocolName: String, members: [Declaration] = []) -> Declaration {
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: box, conformances: [.named(protocolName)],
                        requirements: [.conformance(value, .named(protocolName))], members: members)))
        }
        let codable = conditional(
            "Codable",
            members: [
                CodableMembers.decodingInitializer(
                    access: .internal,
                    body: [
                        .assignment(
                            .selfReference,
                            .call(
                                .member(nil, "value"),
                                .try(
                                    .call(
                                        .type(value),
                                        [
                                            .init("from", .identifier(CodableMembers.decoder))
                                        ]))))
                    ]),
                CodableMembers.encodingFunction(
                    access: .internal,
                    body: [
                        .expression(
                            .try(
                                .call(
                                    .member(.identifier("value"), "encode"),
                                    [
                                        .init("to", .identifier(CodableMembers.encoder))
                                    ])))
                    ]),
            ])
        return [enumeration, conditional("Equatable"), conditional("Hashable"), conditional("Sendable"), codable]
    }
}
