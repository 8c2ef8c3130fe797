extension BadSchemas {
    static let modules: [BadSchema] = [
        BadSchema("broken module is reported once, not again where it is selected", """
            store: Shop
            actions:
              tick:
            modules:
              reports: {import: ReportsFeature}
            subscriptions:
              summary: {select: reports}
              audit: {actions: [reports]}
            """,
            .error(5, 12, "module 'reports' needs a 'store' key naming the embedded store")),
        BadSchema("module without store", """
            store: Shop
            actions:
              tick:
            modules:
              reports: {import: ReportsFeature}
            """,
            .error(5, 12, "module 'reports' needs a 'store' key naming the embedded store")),
        BadSchema("misspelt module key", """
            store: Shop
            actions:
              tick:
            modules:
              reports: {store: Reports, imports: ReportsFeature}
            """,
            .error(5, 29, "unknown key 'imports' in module 'reports'; did you mean 'import'?")),
        BadSchema("module named like a state field", """
            store: Shop
            state:
              reports: {type: Int, default: 0}
            actions:
              tick:
            modules:
              reports: {store: Reports}
            """,
            .error(7, 3, "module 'reports' has the same name as a state field")),
        BadSchema("module named like an action", """
            store: Shop
            actions:
              reports:
            modules:
              reports: {store: Reports}
            """,
            .error(5, 3, "module 'reports' has the same name as an action")),
        BadSchema("module named like a store member", """
            store: Shop
            actions:
              tick:
            modules:
              dispatch: {store: Reports}
            """,
            .error(5, 3, "module 'dispatch' would clash with the store's own member 'dispatch'")),
        BadSchema("module embedding its own store", """
            store: Shop
            actions:
              tick:
            modules:
              inner: {store: Shop}
            """,
            .error(5, 18, "module 'inner' embeds the store 'Shop' in itself")),
        BadSchema("module store that is not an identifier", """
            store: Shop
            actions:
              tick:
            modules:
              reports: {store: Reports-Store}
            """,
            .error(5, 20, "store name 'Reports-Store' is not a Swift identifier (use letters, digits and '_', not starting with a digit)")),
        BadSchema("type named like a module's state", """
            store: Shop
            types:
              ReportsState:
                enum: [a]
            state:
              x: ReportsState?
            actions:
              tick:
            modules:
              reports: {store: Reports}
            """,
            .error(3, 3, "type 'ReportsState' collides with the state type of module 'reports'")),
    ]
}
