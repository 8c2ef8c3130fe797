extension TargetCases {
    /// Modules and subscriptions named like a member or a type that generated
    /// code declares or refers to.
    static let moduleAndSubscriptionNames: [TargetCase] = [
        TargetCase(
            "module named fieldNames",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    modules:
                      fieldNames: {store: Reports}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: module 'fieldNames' would clash with the member \
            'ShopState.fieldNames' that generated code declares
            """),
        TargetCase(
            "module named FieldSet",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    modules:
                      FieldSet: {store: Reports}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: module 'FieldSet' has the name of a type generated code \
            uses inside 'ShopState', where the module would hide it
            """),
        TargetCase(
            "module named replay",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    modules:
                      replay: {store: Reports}
                    """
                )
            ],
            "App/Shop.store.yaml:7:3: error: module 'replay' would clash with the store's own member 'replay'"),
        TargetCase(
            "subscription named observe",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    subscriptions:
                      observe: {select: [count]}
                    """
                )
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'observe' would clash with the store's own member 'observe'"),
        TargetCase(
            "subscription named commandErrorHandler",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    subscriptions:
                      commandErrorHandler: {select: [count]}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: subscription 'commandErrorHandler' would clash with the \
            store's own member 'commandErrorHandler'
            """),
        TargetCase(
            "subscription named runningCommandCount",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    subscriptions:
                      runningCommandCount: {select: [count]}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: subscription 'runningCommandCount' would clash with the \
            store's own member 'runningCommandCount'
            """),
        TargetCase(
            "subscription named FieldSet",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    subscriptions:
                      FieldSet: {select: [count]}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: subscription 'FieldSet' has the name of a type generated \
            code uses in the store's extension, where the subscription would hide it
            """),
        TargetCase(
            "subscription named ShopAction",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      tick:
                    subscriptions:
                      ShopAction: {select: [count]}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: subscription 'ShopAction' has the name of a type generated \
            code uses in the store's extension, where the subscription would hide it
            """),
    ]
}
