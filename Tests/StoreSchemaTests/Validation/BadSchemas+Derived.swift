extension BadSchemas {
    static let derived: [BadSchema] = [
        BadSchema(
            "derived value reading an unknown member",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [itemz]}
            """,
            .error(
                7, 29,
                """
                derived value 'count' reads 'itemz', which is not a state field, module or derived value; \
                did you mean 'items'?
                """)),
        BadSchema(
            "derived value reading itself",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items, count]}
            """,
            .error(7, 3, "derived value 'count' reads itself")),
        BadSchema(
            "derived values reading each other",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              total: {type: Int, from: [items, average]}
              average: {type: Double, from: [total]}
              label: {type: String, from: [average]}
            """,
            .error(
                7, 3,
                "derived values 'total', 'average' read each other in a cycle, so none of them can be computed first")),
        BadSchema(
            "derived value named like a state field",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              items: {type: Int, from: [items]}
            """,
            .error(7, 3, "derived value 'items' has the same name as a state field")),
        BadSchema(
            "derived value named like an action",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              tick: {type: Int, from: [items]}
            """,
            .error(
                7, 3,
                """
                derived value 'tick' has the same name as an action, so its reducer method would clash with \
                the property
                """)),
        BadSchema(
            "derived value named like a module",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            modules:
              cart: {store: Cart}
            derived:
              cart: {type: Int, from: [items]}
            """,
            .error(9, 3, "derived value 'cart' has the same name as a module")),
        BadSchema(
            "derived value named like a generated state member",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              fieldNames: {type: Int, from: [items]}
              updateDerivedValues: {type: Int, from: [items]}
            """,
            .error(
                7, 3,
                """
                derived value 'fieldNames' would clash with the member 'ShopState.fieldNames' that \
                generated code declares
                """),
            .error(
                8, 3,
                """
                derived value 'updateDerivedValues' would clash with the member \
                'ShopState.updateDerivedValues' that generated code declares
                """)),
        BadSchema(
            "derived value named like a type or not an identifier",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              FieldSet: {type: Int, from: [items]}
              2fast: {type: Int, from: [items]}
            """,
            .error(
                7, 3,
                """
                derived value 'FieldSet' has the name of a type generated code uses inside 'ShopState', \
                where the derived value would hide it
                """),
            .error(
                8, 3,
                """
                derived value name '2fast' is not a Swift identifier: it starts with U+0032 DIGIT TWO (a \
                digit), which Swift accepts only after the first character
                """)),
        BadSchema(
            "persist on a derived value",
            """
            store: Shop
            persist: true
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items], persist: true}
            """,
            .error(
                8, 37,
                """
                derived value 'count' is never persisted: it is recomputed from its inputs when state is \
                loaded; remove 'persist'
                """)),
        BadSchema(
            "default on a derived value",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items], default: 0}
            """,
            .error(7, 37, "derived value 'count' has no default: it is computed from its inputs; remove 'default'")),
        BadSchema(
            "derived value without from",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int}
            """,
            .error(7, 10, "derived value 'count' needs 'from': the state fields it is computed from")),
        BadSchema(
            "derived value reading nothing",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: []}
            """,
            .error(
                7, 28,
                """
                derived value 'count' reads nothing: 'from' must list the \
                state fields it is computed from
                """)),
        BadSchema(
            "derived value reading an input twice",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items, items]}
            """,
            .error(7, 36, "'from' lists 'items' more than once")),
        BadSchema(
            "derived value input that is not a name",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [{items: 1}]}
            """,
            .error(7, 29, "each entry of 'from' must be a state field name, found a mapping")),
        BadSchema(
            "derived value without a type",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {from: [items]}
            """,
            .error(7, 10, "derived value 'count' needs a 'type' key")),
        BadSchema(
            "empty derived value",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count:
            """,
            .error(7, 9, "derived value 'count' needs 'type' and 'from' (the state fields it is computed from)")),
        BadSchema(
            "derived value written as a bare type",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: Int
            """,
            .error(7, 10, "derived value 'count' must be a mapping, found a string")),
        BadSchema(
            "derived value of an unknown type",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Integer, from: [items]}
            """,
            .error(7, 17, "unknown type 'Integer'; declare it under 'types' or 'external'")),
        BadSchema(
            "derived value whose type is a mapping",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: {name: Int}, from: [items]}
            """,
            .error(7, 17, "the type of derived value 'count' must be a type such as 'Int', found a mapping")),
        BadSchema(
            "derived value type read as a YAML list",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              names:
                type: [String]
                from: [items]
            """,
            .error(8, 11, "the type of derived value 'names' must be a type such as 'Int', found a list")),
        BadSchema(
            "unknown key in a derived value",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items], selects: [items]}
            """,
            .error(7, 37, "unknown key 'selects' in derived value 'count'; expected one of: type, from, doc")),
        BadSchema(
            "derived value of a set of an unhashable type",
            """
            store: Shop
            external:
              Color: {}
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              palette: {type: "Set<Color>", from: [items]}
            """,
            .error(
                9, 24,
                """
                Set element type 'Color' is not Hashable; declare the external type 'Color' with 'hashable: \
                true' if it is
                """)),
        BadSchema(
            "subscription selecting a misspelt derived value",
            """
            store: Shop
            state:
              items: {type: "[String]", default: []}
            actions:
              tick:
            derived:
              count: {type: Int, from: [items]}
            subscriptions:
              badge: {select: [count, cuont]}
            """,
            .error(
                9, 27,
                """
                subscription 'badge' selects 'cuont', which is not a state field, module or derived value; \
                did you mean 'count'?
                """)),
    ]
}
