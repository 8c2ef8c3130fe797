import StoreSchema

/// `<Store>Action`: one case per action with labelled values, and one
/// unlabelled case per module wrapping that module's actions.
struct ActionTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        var cases = context.definition.actions.map { action in
            Declaration(
                comment: action.doc.map(Comment.documentation), location: context.line(action.location),
                .enumCase(
                    EnumCaseDeclaration(
                        name: action.name,
                        associatedValues: action.params.map { param in
                            .init(
                                label: param.name, type: context.typeName(param.type),
                                defaultValue: param.defaultValue.map {
                                    DefaultValueTranslation(context: context).expression($0, for: param.type)
                                })
                        })))
        }
        cases += context.definition.modules.map { module in
            Declaration(
                comment: .documentation("An action of the embedded `\(module.name)` module, for its own reducer."),
                location: context.line(module.location),
                .enumCase(
                    EnumCaseDeclaration(
                        name: module.name,
                        associatedValues: [.init(label: nil, type: context.moduleActionType(module), defaultValue: nil)]
                    )))
        }
        if cases.isEmpty {
            return Self.emptyEnumeration(
                context.actionName, access: context.access,
                doc: "The store has no actions yet, so its state never changes.")
        }
        return Declaration(
            comment: .documentation(
                "Everything that can happen to a `\(context.stateName)`; Codable, so actions can be\n"
                    + "logged and replayed."
            ),
            .enumeration(
                EnumDeclaration(
                    // An alert module's buttons hold these actions, which hold its actions.
                    access: context.access, isIndirect: context.definition.modules.contains(where: \.holdsAlerts),
                    name: context.actionName,
                    conformances: [
                        .named("Equatable"), .named("Sendable"), .named("Codable"),
                        .named(NamingPolicy.ActionMember.conformance),
                    ],
                    members: cases + caseNaming)))
    }

    /// The names of the cases (every action's and module's), as
    /// `CaseNamedAction` asks: `enum Case` with a payload-free case of each
    /// name, and `var case` matching `self` with a `return` per case and no
    /// bindings. The last case is the `default`: Swift then does not check
    /// the switch for exhaustiveness, a large part of this code's type
    /// checking (Benchmarks/Results/GeneratorBenchmark.md, "Naming an action's case"); past
    /// `CaseMatching.largestSwitch` cases, the switches of a piece end in
    /// `default: break` and the same `default` follows them. No call
    /// follows, which an action named like the function would hide.
    private var caseNaming: [Declaration] {
        let names = context.definition.actions.map(\.name) + context.definition.modules.map(\.name)
        let caseType = NamingPolicy.ActionMember.caseType
        let nameless = Declaration(
            comment: .documentation("`\(context.actionName)`'s cases without their payloads (`receive(case:)`)."),
            .enumeration(
                EnumDeclaration(
                    access: context.access, name: caseType,
                    conformances: [.named("Hashable"), .named("Sendable")],
                    members: names.map { .init(.enumCase(EnumCaseDeclaration(name: $0, associatedValues: []))) })))
        let matches =
            names.dropLast().map { SwitchCase(.enumCase(name: $0, bindings: []), [.return(.member(nil, $0))]) }
            + names.suffix(1).map { SwitchCase(.default, [.return(.member(nil, $0))]) }
        let property = Declaration(
            comment: .documentation("The case of this action, without its payload."),
            .variable(
                VariableDeclaration(
                    access: context.access, name: NamingPolicy.ActionMember.caseProperty, type: .named(caseType),
                    storage: .computed(CaseMatching.statements(over: .selfReference, matches)))))
        return [nameless, property]
    }

    /// An action enum without cases (a store without actions, a module whose
    /// cases all hold values): Swift cannot synthesize Codable for it, so it
    /// is written out (there is never a value to code).
    static func emptyEnumeration(_ name: String, access: AccessModifier, doc: String) -> Declaration {
        let decode = CodableMembers.decodingInitializer(
            access: access,
            body: [
                .throw(
                    .call(
                        .member(.type(.named("DecodingError")), "dataCorrupted"),
                        .call(
                            .member(.type(.named("DecodingError")), "Context"),
                            [
                                .init("codingPath", .member(.identifier(CodableMembers.decoder), "codingPath")),
                                .init("debugDescription", .string("\(name) has no cases")),
                            ])))
            ])
        let encode = CodableMembers.encodingFunction(access: access, body: [.switch(.selfReference, [])])
        return Declaration(
            comment: .documentation(doc),
            .enumeration(
                EnumDeclaration(
                    access: access, name: name,
                    conformances: [.named("Equatable"), .named("Sendable"), .named("Codable")],
                    members: [decode, encode])))
    }

    /// The values an action's case carries, bound to local names for a `switch`.
    static func bindings(_ action: Action) -> [String] {
        NamingPolicy.localNames(for: action.params.map(\.name))
    }

    /// `.name(label: local, ...)` rebuilding a case from its bindings.
    static func rebuild(_ action: Action, from locals: [String]) -> Expression {
        if action.params.isEmpty { return .member(nil, action.name) }
        return .call(.member(nil, action.name), zip(action.params, locals).map { .init($0.name, .identifier($1)) })
    }
}
