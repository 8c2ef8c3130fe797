extension BadSchemas {
    static let persistence: [BadSchema] = [
        BadSchema(
            "persist to an unknown storage",
            """
            store: Shop
            persist: {to: postgres}
            actions:
              tick:
            """,
            .error(2, 15, "'to' in 'persist' must be json or sqlite, found 'postgres'")),
        BadSchema(
            "persist as a mapping without to, and a misspelt key",
            """
            store: Shop
            persist: {too: sqlite}
            actions:
              tick:
            """,
            .error(2, 10, "'persist' as a mapping needs 'to', where the state is kept: json or sqlite"),
            .error(2, 11, "unknown key 'too' in 'persist'; did you mean 'to'?")),
        BadSchema(
            "unpersisted field without a default",
            """
            store: Shop
            persist: true
            state:
              draft: {type: String, persist: false}
            actions:
              tick:
            """,
            .error(
                4, 25,
                """
                state field 'draft' is not persisted, so it needs a default or an optional type to start \
                from when state is loaded
                """)),
        BadSchema(
            "persist on a struct field",
            """
            store: Shop
            types:
              Item:
                fields: {name: {type: String, persist: false}}
            state:
              item: Item?
            actions:
              tick:
            """,
            .error(4, 35, "unknown key 'persist' in field 'name' of 'Item'; expected one of: type, default, doc")),
        BadSchema(
            "migrations without persist",
            """
            store: Shop
            version: 2
            migrations: [1]
            actions:
              tick:
            """,
            .error(
                3, 1, "'migrations' needs 'persist: true': a store that is not persisted has no saved state to migrate")
        ),
        BadSchema(
            "migrations not a list",
            """
            store: Shop
            version: 2
            persist: true
            migrations: 1
            actions:
              tick:
            """,
            .error(4, 13, "'migrations' must be a list of the older versions the app migrates from, found a number")),
        BadSchema(
            "migration from the current version, listed twice, not a number",
            """
            store: Shop
            version: 2
            persist: true
            migrations: [2, 1, 1, x]
            actions:
              tick:
            """,
            .error(
                4, 14,
                """
                a migration from version 2 needs a newer 'version' than 2: migrations convert state saved \
                at older versions
                """),
            .error(4, 20, "the migration from version 1 is listed more than once"),
            .error(4, 23, "each entry of 'migrations' must be a positive integer, found 'x'")),
        BadSchema(
            "module persist that is not true or false",
            """
            store: Shop
            persist: true
            actions:
              tick:
            modules:
              path: {stack: {detail: Detail}, persist: yes}
              rows: {store: Row, list: true, persist: 1}
              sheet: {store: Form, optional: true, persist: {to: sqlite}}
            """,
            .error(6, 44, "'persist' of module 'path' must be true or false, found 'yes'"),
            .error(7, 43, "'persist' of module 'rows' must be true or false, found '1'"),
            .error(
                8, 49,
                """
                'persist' of module 'sheet' must be true or false: a module's state is saved with its \
                store's, where the store's 'persist' says
                """)),
        BadSchema(
            "module persist in a store whose state is not saved",
            """
            store: Shop
            actions:
              tick:
            modules:
              path: {stack: {detail: Detail}, persist: false}
              rows: {store: Row, list: true, persist: true}
            """,
            .warning(
                5, 35,
                """
                'persist' on module 'path' has no effect, because the store's state is not saved: set \
                'persist: true' on the store to save it, or 'codable: true' for a parent that persists to \
                save it
                """),
            .warning(
                6, 34,
                """
                'persist' on module 'rows' has no effect, because the store's state is not saved: set \
                'persist: true' on the store to save it, or 'codable: true' for a parent that persists to \
                save it
                """)),
    ]
}
