import StoreSchema

/// Named, typed field identifiers: `<Store>State.Field` is the runtime's
/// `StateField` of this state, and each top-level member is a static of it
/// at its change-tracking index, so `[CounterState.Field.count]` is what an
/// app passes to the untyped subscription APIs instead of `[0]`.
///
/// Each identifier is computed where it is read, not a `static let`: a
/// stored static costs a global, its lazy initializer and an addressor per
/// field, in code size and in the compiler's memory for large states
/// (Benchmarks/Results/GeneratorBenchmark.md has the figures).
struct FieldIdentifierTranslation {
    let context: TranslationContext

    private var fieldType: TypeName { .generic(.named("StateField"), [context.stateType]) }

    var declarations: [Declaration] {
        let alias = Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [], requirements: [],
                    members: [
                        Declaration(
                            comment: .documentation(
                                "The state's fields by name, for the store's untyped subscription APIs."),
                            .typeAlias(
                                TypeAliasDeclaration(
                                    access: context.access, name: NamingPolicy.StateMember.field, type: fieldType)))
                    ])))
        let members = context.trackedMembers
        guard !members.isEmpty else { return [alias] }
        // Spelled out rather than `Self`: a field may be named `Self`.
        let fields = members.enumerated().map { index, member in
            Declaration(
                .variable(
                    VariableDeclaration(
                        access: context.access, isStatic: true, name: member.name, type: fieldType,
                        storage: .computedValue(
                            .call(
                                .type(fieldType),
                                [
                                    .init("index", .literal(.integer(String(index))))
                                ])))))
        }
        return [
            alias,
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: .named("StateField"), conformances: [],
                        requirements: [.sameType(.named("State"), context.stateType)], members: fields))),
        ]
    }
}
