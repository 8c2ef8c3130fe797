extension BadSchemas {
    private static func withSubscription(_ subscription: String) -> String {
        """
        store: Shop
        state:
          count: {type: Int, default: 0}
        actions:
          add: {amount: Int}
        subscriptions:
          \(subscription)
        """
    }

    static let subscriptions: [BadSchema] = [
        BadSchema(
            "selecting a misspelt field", withSubscription("display: {select: [cont]}"),
            .error(
                7, 22,
                """
                subscription 'display' selects 'cont', which is not a state field, module or derived value; \
                did you mean 'count'?
                """)),
        BadSchema(
            "listing an unknown action", withSubscription("audit: {actions: [remove]}"),
            .error(7, 21, "subscription 'audit' lists 'remove', which is not an action or module")),
        BadSchema(
            "select and actions together", withSubscription("both: {select: count, actions: add}"),
            .error(7, 25, "subscription 'both' cannot have both 'select' and 'actions'")),
        BadSchema(
            "neither select nor actions", withSubscription("none: {on: main}"),
            .error(7, 9, "subscription 'none' needs 'select' (state fields) or 'actions' (action names)")),
        BadSchema(
            "empty subscription", withSubscription("none:"),
            .error(7, 8, "subscription 'none' needs 'select' (state fields) or 'actions' (action names)")),
        BadSchema(
            "unknown delivery", withSubscription("display: {select: count, on: ui}"),
            .error(7, 32, "'on' must be 'main' or 'background', found 'ui'")),
        BadSchema(
            "subscription named like a store member", withSubscription("values: {select: count}"),
            .error(7, 3, "subscription 'values' would clash with the store's own member 'values'")),
        BadSchema(
            "subscription named like the runtime entry it calls",
            withSubscription("deliverProps: {select: count}"),
            .error(7, 3, "subscription 'deliverProps' would clash with the store's own member 'deliverProps'")),
        BadSchema(
            "field selected twice", withSubscription("display: {select: [count, count]}"),
            .error(7, 29, "'select' lists 'count' more than once")),
        BadSchema(
            "select entry that is a mapping", withSubscription("display: {select: [{count: 1}]}"),
            .error(7, 22, "each entry of 'select' must be a state field name, found a mapping")),
        BadSchema(
            "misspelt subscription key", withSubscription("display: {selet: count}"),
            .error(7, 12, "subscription 'display' needs 'select' (state fields) or 'actions' (action names)"),
            .error(7, 13, "unknown key 'selet' in subscription 'display'; did you mean 'select'?")),
        BadSchema(
            "two subscriptions generating the same props type",
            """
            store: Shop
            state:
              count: {type: Int, default: 0}
            actions:
              add: {amount: Int}
            subscriptions:
              display: {select: count}
              Display: {select: count}
            """,
            .error(
                8, 3,
                """
                'ShopDisplayProps' would be both the props type of subscription 'display' and the props \
                type of subscription 'Display'
                """)),
        BadSchema(
            "a schema type named like a subscription's model",
            """
            store: Shop
            types:
              ShopDisplayModel: {enum: [a]}
            state:
              mode: {type: ShopDisplayModel, default: a}
            actions:
              reset:
            subscriptions:
              display: {select: mode}
            """,
            .error(3, 3, "type 'ShopDisplayModel' collides with the model type of subscription 'display'")),
        BadSchema(
            "a main-actor subscription selecting a field named like a method of its model",
            """
            store: Shop
            state:
              send: {type: Int, default: 0}
            actions:
              reset:
            subscriptions:
              display: {select: send}
              log: {select: send, on: background}
            """,
            .error(
                7, 21,
                """
                subscription 'display' selects 'send', which its generated model cannot have as a property: \
                the model's 'send' is a method
                """)),
        BadSchema(
            "subscription named like a module",
            """
            store: Shop
            actions:
              add: {amount: Int}
            modules:
              reports: {store: Reports}
            subscriptions:
              reports: {select: reports}
            """,
            .error(7, 3, "subscription 'reports' has the same name as a module; both become members of the store")),
    ]
}
