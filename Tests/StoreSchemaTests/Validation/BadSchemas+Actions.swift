extension BadSchemas {
    static let actions: [BadSchema] = [
        BadSchema(
            "action name that is not an identifier",
            """
            store: Shop
            actions:
              add-item: {name: String}
            """,
            .error(
                3, 3,
                """
                action name 'add-item' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "action written as a type",
            """
            store: Shop
            actions:
              add: Int
            """,
            .error(
                3, 8,
                "action 'add' must be empty, a mapping of parameters or {params, doc, effects, uses}, found a string")),
        BadSchema(
            "long form with a stray parameter",
            """
            store: Shop
            actions:
              add:
                doc: Adds an amount.
                amount: Int
            """,
            .error(
                5, 5,
                "unknown key 'amount' in the long form of action 'add'; expected one of: params, doc, effects, uses")),
        BadSchema(
            "misspelt params key in the long form",
            """
            store: Shop
            actions:
              add:
                doc: Adds an amount.
                parms: {amount: Int}
            """,
            .error(5, 5, "unknown key 'parms' in the long form of action 'add'; did you mean 'params'?")),
        BadSchema(
            "parameter of an unknown type",
            """
            store: Shop
            actions:
              add: {amount: Intt}
            """,
            .error(3, 17, "unknown type 'Intt'; did you mean 'Int'?")),
        BadSchema(
            "parameter name that is not an identifier",
            """
            store: Shop
            actions:
              add: {1amount: Int}
            """,
            .error(
                3, 9,
                """
                parameter name '1amount' is not a Swift identifier: it starts with U+0031 DIGIT ONE (a \
                digit), which Swift accepts only after the first character
                """)),
        BadSchema(
            "params that are a list",
            """
            store: Shop
            actions:
              add:
                params: [amount]
            """,
            .error(4, 13, "'params' must be a mapping, found a list")),
        BadSchema(
            "action named like a state field",
            """
            store: Shop
            state:
              count: {type: Int, default: 0}
            actions:
              count:
            """,
            .error(
                5, 3,
                "action 'count' has the same name as a state field, so its reducer method would clash with the property"
            )),
        BadSchema(
            "actions differing only in their first letter",
            """
            store: Shop
            actions:
              add: {amount: Int}
              Add: {amounts: "[Int]"}
            """,
            .error(
                4, 3,
                """
                action 'Add' differs from action 'add' only in its first letter, which Swift's synthesized \
                Codable conformance cannot tell apart
                """)),
        BadSchema(
            "effects that is not a boolean",
            """
            store: Shop
            actions:
              search:
                params: {query: String}
                effects: yes
            """,
            .error(5, 14, "'effects' must be true or false, found 'yes'")),
        BadSchema(
            "shorthand parameter named effects",
            """
            store: Shop
            actions:
              search: {query: String, effects: Int}
            """,
            .error(
                3, 36,
                """
                'effects' must be true or false, found 'Int'; a parameter named 'effects' needs the long \
                form: {params: {effects: …}}
                """)),
        BadSchema(
            "misspelt effects key in the long form",
            """
            store: Shop
            actions:
              search:
                params: {query: String}
                effect: true
            """,
            .error(5, 5, "unknown key 'effect' in the long form of action 'search'; did you mean 'effects'?")),
        BadSchema(
            "action named like the effects entry point",
            """
            store: Shop
            actions:
              reduceWithEffects: {query: String}
            """,
            .error(
                3, 3,
                """
                action 'reduceWithEffects' would clash with the member 'ShopState.reduceWithEffects' that \
                generated code declares
                """)),
        BadSchema(
            "type named like the runtime's effect",
            """
            store: Shop
            types:
              Effect: {enum: [flash, fade]}
            state:
              effect: {type: Effect, default: fade}
            actions:
              flash:
            """,
            .error(
                3, 3,
                """
                type name 'Effect' is reserved, because StoreRuntime declares 'Effect' and generated and \
                app code use it
                """)),
        BadSchema(
            "type named like the runtime's inspector recording",
            """
            store: Shop
            types:
              InspectorRecording: {fields: {path: String}}
            state:
              recording: {type: "InspectorRecording?"}
            actions:
              record:
            """,
            .error(
                3, 3,
                """
                type name 'InspectorRecording' is reserved, because StoreRuntime declares \
                'InspectorRecording' and generated and app code use it
                """)),
        BadSchema(
            "external type named like StoreTesting's clock",
            """
            store: Shop
            external:
              ManualClock: {}
            state:
              clock: ManualClock?
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                external type name 'ManualClock' is reserved, because StoreTesting declares 'ManualClock' \
                and an app's tests use it
                """)),
        // `<Store>Action.Case` (`receive(case:)`): a case beside a nested
        // type of its name is a redeclaration, and inside the action enum the
        // nested `Case` hides a schema or external type of that name.
        BadSchema(
            "action named like the nested Case of the action enum",
            """
            store: Shop
            actions:
              Case:
            """,
            .error(
                3, 3,
                """
                action 'Case' would clash with the type 'ShopAction.Case' that generated code declares (the \
                payload-free case names `receive(case:)` matches)
                """)),
        BadSchema(
            "module named like the nested Case of the action enum",
            """
            store: Shop
            actions:
              tick:
            modules:
              Case: {store: Row}
            """,
            .error(
                5, 3,
                """
                module 'Case' would clash with the type 'ShopAction.Case' that generated code declares (the \
                payload-free case names `receive(case:)` matches)
                """)),
        BadSchema(
            "schema type Case in an action's payload",
            """
            store: Shop
            types:
              Case:
                fields:
                  title: String
            state:
              open: "[Case]"
            actions:
              file: {note: String, cases: "[Case]?"}
            """,
            .error(
                9, 33,
                """
                value 'cases' of action 'file' has the type 'Case', which generated code cannot spell \
                inside 'ShopAction': its nested type 'ShopAction.Case' (the payload-free case names \
                `receive(case:)` matches) would hide it; rename the type
                """)),
        BadSchema(
            "external type Case in an action's payload",
            """
            store: Shop
            external:
              Case: {}
            actions:
              open: {case: Case}
            """,
            .error(
                5, 16,
                """
                value 'case' of action 'open' has the type 'Case', which generated code cannot spell inside \
                'ShopAction': its nested type 'ShopAction.Case' (the payload-free case names \
                `receive(case:)` matches) would hide it; rename the type
                """)),
        BadSchema(
            "actions as a list",
            """
            store: Shop
            actions: [add, remove]
            """,
            .error(2, 10, "'actions' must be a mapping, found a list")),
    ]
}
