extension BadSchemas {
    /// Legal schemas that still deserve a warning; they load, with these diagnostics.
    static let warnings: [BadSchema] = [
        BadSchema(
            "type never used",
            """
            store: Shop
            types:
              Mode:
                enum: [light, dark]
            actions:
              tick:
            """,
            .warning(3, 3, "type 'Mode' is never used by the state or any action")),
        BadSchema(
            "external type never used",
            """
            store: Shop
            external:
              Color: {hashable: true}
            actions:
              tick:
            """,
            .warning(3, 3, "external type 'Color' is never used by the state or any action")),
        BadSchema(
            "subscription selecting nothing",
            """
            store: Shop
            actions:
              tick:
            subscriptions:
              display: {select: []}
            """,
            .warning(5, 21, "subscription 'display' selects no fields, so its props never change")),
        BadSchema(
            "subscription listing no actions",
            """
            store: Shop
            actions:
              tick:
            subscriptions:
              audit: {actions: []}
            """,
            .warning(5, 20, "subscription 'audit' lists no actions, so it never delivers anything")),
        BadSchema(
            "store without actions",
            """
            store: Shop
            state:
              count: Int
            """,
            .warning(
                1, 8,
                """
                the store has no actions, so its state can never change; a screen that only shows a value \
                can be a case of its parent's 'oneOf' or 'stack' that holds it, such as {type: Meeting}
                """)),
        BadSchema(
            "module imported twice",
            """
            store: Shop
            imports: [Foundation, Foundation]
            actions:
              tick:
            """,
            .warning(2, 23, "module 'Foundation' is imported more than once")),
        BadSchema(
            "persist false in a store that does not persist",
            """
            store: Shop
            state:
              draft: {type: String, default: "", persist: false}
            actions:
              tick:
            """,
            .warning(
                3, 38,
                "'persist: false' on state field 'draft' has no effect, because the store does not set 'persist: true'")
        ),
    ]
}
