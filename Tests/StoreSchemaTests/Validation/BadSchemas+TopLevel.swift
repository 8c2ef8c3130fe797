extension BadSchemas {
    static let topLevel: [BadSchema] = [
        BadSchema(
            "missing store",
            """
            state:
              count: Int
            actions:
              tick:
            """,
            .error(1, 1, "the schema needs a 'store' key naming the store")),
        BadSchema(
            "misspelt top-level key",
            """
            store: Shop
            stat:
              count: Int
            actions:
              tick:
            """,
            .error(2, 1, "unknown key 'stat' in the schema; did you mean 'state'?")),
        BadSchema(
            "unknown top-level key",
            """
            store: Shop
            reducers: []
            actions:
              tick:
            """,
            .error(
                2, 1,
                "unknown key 'reducers' in the schema; expected one of: store, doc, access, version, persist, "
                    + "codable, key, migrations, imports, external, dependencies, types, state, actions, modules, "
                    + "derived, subscriptions, alerts"
            )),
        BadSchema(
            "store is a number",
            """
            store: 42
            actions:
              tick:
            """,
            .error(1, 8, "'store' must be a name, found a number")),
        BadSchema(
            "store without a value",
            """
            store:
            actions:
              tick:
            """,
            .error(1, 7, "'store' needs a value")),
        BadSchema(
            "store name with a space",
            """
            store: My Shop
            actions:
              tick:
            """,
            .error(
                1, 8,
                """
                store name 'My Shop' is not a Swift identifier: it contains U+0020 SPACE (a space), which \
                Swift does not accept in names
                """)),
        BadSchema(
            "unknown access level",
            """
            store: Shop
            access: private
            actions:
              tick:
            """,
            .error(2, 9, "'access' must be public, package or internal, found 'private'")),
        BadSchema(
            "version zero",
            """
            store: Shop
            version: 0
            actions:
              tick:
            """,
            .error(2, 10, "'version' must be a positive integer, found '0'")),
        BadSchema(
            "version as text",
            """
            store: Shop
            version: one
            actions:
              tick:
            """,
            .error(2, 10, "'version' must be a positive integer, found 'one'")),
        BadSchema(
            "persist as yes",
            """
            store: Shop
            persist: yes
            actions:
              tick:
            """,
            .error(2, 10, "'persist' must be true or false, found 'yes'")),
        BadSchema(
            "imports not a list",
            """
            store: Shop
            imports: Foundation
            actions:
              tick:
            """,
            .error(2, 10, "'imports' must be a list of module names, found a string")),
        BadSchema(
            "import that is not a module name",
            """
            store: Shop
            imports: [Foundation, My-Kit]
            actions:
              tick:
            """,
            .error(
                2, 23,
                """
                import module name 'My-Kit' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "doc as a list",
            """
            store: Shop
            doc: [a, b]
            actions:
              tick:
            """,
            .error(2, 6, "'doc' must be text, found a list")),
        BadSchema(
            "state as a list",
            """
            store: Shop
            state: [count]
            actions:
              tick:
            """,
            .error(2, 8, "'state' must be a mapping, found a list")),
    ]
}
