import StoreSchema

/// `Codable` for `<Store>Action`, written out over the runtime's
/// `EnumCaseDecoder`/`EnumCaseEncoder` instead of synthesized: synthesis
/// declares a coding-key enum per action with its own conformances, most of
/// what a large store cost the compiler. The JSON is the synthesized shape
/// (`{"add": {"amount": 1}}`, `{"reset": {}}`, `_0` for a module's action,
/// `nil` optionals left out), so logged actions stay readable both ways.
struct ActionCodingTranslation {
    let context: TranslationContext

    /// Local names of the coding members; action values are bound around them.
    private static let decoder = CodableMembers.decoder
    private static let encoder = CodableMembers.encoder
    private static let coding = "coding"

    /// The extension, or nothing for a store without actions (its enum
    /// declares both members itself).
    var declarations: [Declaration] {
        let actions = context.definition.actions
        let modules = context.definition.modules
        guard !(actions.isEmpty && modules.isEmpty) else { return [] }
        return [
            Declaration(
                comment: .documentation(
                    "Codable in the JSON shape Swift would synthesize: `{\"name\": {\"label\": value}}`."),
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: context.actionType, conformances: [], requirements: [],
                        members: [decoding(actions, modules), encoding(actions, modules)])))
        ]
    }

    private func decoding(_ actions: [Action], _ modules: [Module]) -> Declaration {
        let coding = Expression.identifier(Self.coding)
        var cases = actions.map { action in
            let values: [Expression.Argument] = action.params.map { param in
                let method = param.type.isOptional ? "decodeIfPresent" : "decode"
                return .init(param.name, .try(.call(.member(coding, method), .string(param.name))))
            }
            let value: Expression =
                values.isEmpty
                ? .member(nil, action.name) : .call(.member(nil, action.name), values)
            return (name: action.name, value: value)
        }
        cases += modules.map { module in
            switch module.kind {
            case .always, .optional, .oneOf:
                // `try coding.decode("_0", as: AppAction.sheet)`: `.sheet(try coding.decode("_0"))` would
                // never run for a child without actions, a compiler warning.
                (
                    name: module.name,
                    value: .try(
                        .call(
                            .member(coding, "decode"),
                            [
                                .init(nil, .string("_0")), .init("as", .member(.type(context.actionType), module.name)),
                            ]))
                )
            case .list, .stack:
                // `ElementAction` and `StackAction` always have values.
                (
                    name: module.name,
                    value: .call(.member(nil, module.name), .try(.call(.member(coding, "decode"), .string("_0"))))
                )
            }
        }
        let unknown = Statement.throw(
            .call(.member(coding, "unknownCase"), [.init("of", .metatype(context.actionType))]))
        let start = Statement.binding(
            isMutable: false, name: Self.coding,
            value: .try(.call(.type(.named("EnumCaseDecoder")), .identifier(Self.decoder))))
        return CodableMembers.decodingInitializer(
            access: context.access, body: [start] + matching(cases, unknown: unknown))
    }

    /// One `switch` over the case name; for a large enum, pieces of
    /// `BodyChunking.size` cases in local functions that return `nil` for the
    /// names they do not hold. (One string switch over a thousand names
    /// costs the compiler's SIL passes far more than the same cases in
    /// pieces: Benchmarks/Results/GeneratorBenchmark.md.)
    private func matching(_ cases: [(name: String, value: Expression)], unknown: Statement) -> [Statement] {
        let caseName = Expression.member(.identifier(Self.coding), "caseName")
        guard cases.count > BodyChunking.size else {
            let matched = cases.map { SwitchCase(.literal(.string($0.name)), [.assignment(.selfReference, $0.value)]) }
            return [.switch(caseName, matched + [SwitchCase(.default, [unknown])])]
        }
        let starts = Array(stride(from: 0, to: cases.count, by: BodyChunking.size))
        let names = NamingPolicy.localNames(
            for: starts.indices.map { "decodeCases\($0)" }, avoiding: [Self.decoder, Self.coding, "action"])
        var statements: [Statement] = []
        for (start, name) in zip(starts, names) {
            let piece = cases[start..<min(start + BodyChunking.size, cases.count)].map {
                SwitchCase(.literal(.string($0.name)), [.return($0.value)])
            }
            statements.append(
                .localFunction(
                    FunctionDeclaration(
                        access: .internal, name: .function(name), isThrowing: true,
                        result: .optional(context.actionType),
                        body: [.switch(caseName, piece + [SwitchCase(.default, [.return(.literal(.nil))])])])))
            statements.append(
                .ifLet(
                    name: "action", value: .try(.call(.identifier(name), [])),
                    body: [.assignment(.selfReference, .identifier("action")), .return(nil)]))
        }
        return statements + [unknown]
    }

    private func encoding(_ actions: [Action], _ modules: [Module]) -> Declaration {
        let coding = Expression.identifier(Self.coding)
        func start(_ name: String) -> Expression {
            .call(
                .type(.named("EnumCaseEncoder")),
                [
                    .init(nil, .identifier(Self.encoder)), .init("caseName", .string(name)),
                ])
        }
        var cases = actions.map { action in
            let locals = NamingPolicy.localNames(
                for: action.params.map(\.name), avoiding: [Self.encoder, Self.coding])
            guard !action.params.isEmpty else {
                return SwitchCase(
                    .enumCase(name: action.name, bindings: []),
                    [
                        .expression(
                            .call(
                                .member(.type(.named("EnumCaseEncoder")), "encodeEmptyCase"),
                                [
                                    .init(nil, .string(action.name)), .init("to", .identifier(Self.encoder)),
                                ]))
                    ])
            }
            var body: [Statement] = [.binding(isMutable: true, name: Self.coding, value: start(action.name))]
            for (param, local) in zip(action.params, locals) {
                let method = param.type.isOptional ? "encodeIfPresent" : "encode"
                body.append(.expression(.try(.call(.member(coding, method), .identifier(local), .string(param.name)))))
            }
            return SwitchCase(.enumCase(name: action.name, bindings: locals), body)
        }
        cases += modules.map { module in
            SwitchCase(
                .enumCase(name: module.name, bindings: ["action"]),
                [
                    .binding(isMutable: true, name: Self.coding, value: start(module.name)),
                    .expression(.try(.call(.member(coding, "encode"), .identifier("action"), .string("_0")))),
                ])
        }
        return CodableMembers.encodingFunction(
            access: context.access,
            body: CaseMatching.statements(
                over: .selfReference, cases, inFunctionsNamed: "encodeCases",
                captured: [CodableMembers.encoder, Self.coding],
                isThrowing: true))
    }
}
