extension BadSchemas {
    static let modules: [BadSchema] = [
        BadSchema(
            "module with both store and stack",
            """
            store: Shop
            actions:
              tick:
            modules:
              path: {store: Detail, stack: {detail: Detail}}
            """,
            .error(5, 25, "module 'path' has both 'store' and 'stack'; give one")),
        BadSchema(
            "optional on a one-of module and list on a stack",
            """
            store: Shop
            actions:
              tick:
            modules:
              destination: {oneOf: {edit: Form}, optional: true}
              path: {stack: {detail: Detail}, list: true}
            """,
            .error(
                5, 38,
                "'optional' applies to a module with 'store'; a 'oneOf' module is absent or one of its cases already"),
            .error(6, 35, "'list' applies to a module with 'store'; a 'stack' module holds a list of screens already")),
        BadSchema(
            "module both optional and a list",
            """
            store: Shop
            actions:
              tick:
            modules:
              rows: {store: Row, optional: true, list: true}
            """,
            .error(5, 38, "module 'rows' is either 'optional' or a 'list', not both")),
        BadSchema(
            "optional that is not a boolean",
            """
            store: Shop
            actions:
              tick:
            modules:
              sheet: {store: Form, optional: sometimes}
            """,
            .error(5, 34, "'optional' must be true or false, found 'sometimes'")),
        BadSchema(
            "one-of module without cases, stack case naming no store",
            """
            store: Shop
            actions:
              tick:
            modules:
              destination: {oneOf: {}}
              path: {stack: {detail: }}
            """,
            .error(5, 24, "'oneOf' of module 'destination' needs at least one case, such as {detail: Detail}"),
            .error(6, 26, "case 'detail' needs a value")),
        BadSchema(
            "outputs of a one-of module without a case, or naming an unknown case",
            """
            store: Shop
            actions:
              tick:
            modules:
              destination: {oneOf: {edit: Form, alert: Confirm}, outputs: [save, edt.save, alert.yes]}
            """,
            .error(5, 64, "output 'save' of module 'destination' must name a case and an action, such as edit.save"),
            .error(5, 70, "output 'edt.save' of module 'destination' names no case 'edt'; did you mean 'edit'?")),
        BadSchema(
            "output listed twice, output that is not a name",
            """
            store: Shop
            actions:
              tick:
            modules:
              sheet: {store: Form, optional: true, outputs: [save, save, 3]}
            """,
            .error(5, 56, "'outputs' lists 'save' more than once"),
            .error(5, 62, "each entry of 'outputs' must be an action name of the child store, found a number")),
        BadSchema(
            "type named like a one-of module's generated enum",
            """
            store: Shop
            types:
              ShopDestination: {enum: [a, b]}
            state:
              last: {type: "ShopDestination?"}
            actions:
              tick:
            modules:
              destination: {oneOf: {edit: Form}}
            """,
            .error(3, 3, "type 'ShopDestination' collides with the generated enum of module 'destination'")),
        BadSchema(
            "codable that is not a boolean, and codable beside persist",
            """
            store: Shop
            persist: true
            codable: true
            actions:
              tick:
            """,
            .warning(3, 1, "'codable: true' says nothing more in a store that persists: its state is Codable already")),
        BadSchema(
            "broken module is reported once, not again where it is selected",
            """
            store: Shop
            actions:
              tick:
            modules:
              reports: {import: ReportsFeature}
            subscriptions:
              summary: {select: reports}
              audit: {actions: [reports]}
            """,
            .error(5, 12, "module 'reports' needs a 'store' key naming the embedded store (or 'oneOf' or 'stack')")),
        BadSchema(
            "module without store",
            """
            store: Shop
            actions:
              tick:
            modules:
              reports: {import: ReportsFeature}
            """,
            .error(5, 12, "module 'reports' needs a 'store' key naming the embedded store (or 'oneOf' or 'stack')")),
        BadSchema(
            "misspelt module key",
            """
            store: Shop
            actions:
              tick:
            modules:
              reports: {store: Reports, imports: ReportsFeature}
            """,
            .error(5, 29, "unknown key 'imports' in module 'reports'; did you mean 'import'?")),
        BadSchema(
            "module named like a state field",
            """
            store: Shop
            state:
              reports: {type: Int, default: 0}
            actions:
              tick:
            modules:
              reports: {store: Reports}
            """,
            .error(7, 3, "module 'reports' has the same name as a state field")),
        BadSchema(
            "module named like an action",
            """
            store: Shop
            actions:
              reports:
            modules:
              reports: {store: Reports}
            """,
            .error(5, 3, "module 'reports' has the same name as an action")),
        BadSchema(
            "module named like a store member",
            """
            store: Shop
            actions:
              tick:
            modules:
              dispatch: {store: Reports}
            """,
            .error(5, 3, "module 'dispatch' would clash with the store's own member 'dispatch'")),
        BadSchema(
            "cases of a stack and a one-of module named like store members",
            """
            store: Shop
            actions:
              tick:
            modules:
              path: {stack: {detail: Detail, state: Summary}}
              destination:
                oneOf: {scope: Form}
            """,
            .error(5, 34, "case 'state' of module 'path' would clash with the store's own member 'state'"),
            .error(7, 13, "case 'scope' of module 'destination' would clash with the store's own member 'scope'")),
        BadSchema(
            "module embedding its own store",
            """
            store: Shop
            actions:
              tick:
            modules:
              inner: {store: Shop}
            """,
            .error(5, 18, "module 'inner' embeds the store 'Shop' in itself")),
        BadSchema(
            "module store that is not an identifier",
            """
            store: Shop
            actions:
              tick:
            modules:
              reports: {store: Reports-Store}
            """,
            .error(
                5, 20,
                """
                store name 'Reports-Store' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "type named like a module's state",
            """
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
