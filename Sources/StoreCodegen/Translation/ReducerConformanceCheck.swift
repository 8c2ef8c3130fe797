import StoreSchema

/// A store embeds only children whose state conforms to their reducer
/// protocol (`CounterState: CounterReducer`, in a file of the app's own):
/// the check says so at the schema line that embeds the child, in the
/// compiler's own error, when none does.
///
///     private enum _StoreGenReducerCheck {
///         static func requireCounter<State: CounterReducer>(_: State.Type) {}
///
///         @available(*, unavailable, message: "CounterState has no reducer: write …")
///         static func requireCounter<State>(_: State.Type) {}
///
///     #sourceLocation(file: "Parent.store.yaml", line: 5)
///         static var embedsCounter: Void { requireCounter(CounterState.self) }
///     #sourceLocation()
///     }
///
/// The unconstrained `require…` is chosen only when the state does not
/// conform, and is unavailable. Without it, the parent's generated code
/// failed first, naming `ReducibleState`; now the runtime calls that code
/// makes have overloads for a state without a reducer (SPI, never run), so
/// the check is the build's one error, and it is in the schema.
/// A store nobody embeds gets no check: it builds as before, and making a
/// store of it names the protocol already (`CounterStore()` is declared where
/// `State: CounterReducer`). A conformance missing handlers is the compiler's
/// own error, listing them.
struct ReducerConformanceCheck {
    let context: TranslationContext

    /// Each store the schema embeds, once, where it is first named; not
    /// those an earlier schema of the target embeds and checks, so one
    /// missing reducer is one error.
    private var children: [(store: String, location: SourceLocation)] {
        var seen: Set<String> = []
        var children: [(store: String, location: SourceLocation)] = []
        for module in context.definition.modules {
            let named =
                module.cases.isEmpty
                ? module.stores.map { ($0, module.location) }
                : module.cases.filter(\.isFeature).map { ($0.store, $0.location) }
            // Another schema of the target that embeds it too, and comes first, checks it.
            for (store, location) in named
            where !context.definition.reducersCheckedElsewhere.contains(store) && seen.insert(store).inserted {
                children.append((store, location))
            }
        }
        return children
    }

    var declarations: [Declaration] {
        let children = children
        guard !children.isEmpty else { return [] }
        let members = children.flatMap { checks(of: $0.store, at: $0.location) }
        return [
            Declaration(
                comment: .documentation(
                    "Stops the build where the schema embeds a store whose state no file conforms to its reducer."),
                .enumeration(
                    EnumDeclaration(
                        access: .private, name: NamingPolicy.reducerCheck, conformances: [], members: members)))
        ]
    }

    /// `requireCounter` (constrained, and unavailable) and `embedsCounter`,
    /// which calls it on the line that names the store.
    private func checks(of store: String, at location: SourceLocation) -> [Declaration] {
        let state = NamingPolicy.stateType(ofStore: store)
        let reducer = NamingPolicy(storeName: store).reducerType
        let message = """
            \(state) has no reducer: write 'extension \(state): \(reducer)' with a handler for each action in \
            a file of your own ('storegen stubs' writes one)
            """
        let function = "require\(store)"
        let parameter = FunctionDeclaration.Parameter(label: "_", type: .metatype(.named("State")))
        func require(_ constraints: [TypeName]) -> FunctionDeclaration {
            FunctionDeclaration(
                access: .internal, modifiers: [.static], name: .function(function),
                genericParameters: [GenericParameter("State", constraints: constraints)], parameters: [parameter],
                body: [])
        }
        // On one line, the directive's: the error is reported at the line naming the store.
        let check = VariableDeclaration(
            access: .internal, isStatic: true, name: "embeds\(store)", type: .void,
            storage: .computedValue(.call(.identifier(function), [.init(nil, .metatype(.named(state)))])))
        return [
            Declaration(.function(require([.named(reducer)]))),
            Declaration(attributes: [.unavailable(message: message)], .function(require([]))),
            Declaration(location: context.line(location), .variable(check)),
        ]
    }
}
