extension TargetCases {
    /// State fields and actions named like a member or a type that generated
    /// code declares or refers to.
    static let fieldAndActionNames: [TargetCase] = [
        TargetCase(
            "state field named FieldSet",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      FieldSet: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'FieldSet' has the name of a type generated \
            code uses inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "state field named _slowPath",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      _slowPath: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field '_slowPath' has the name of a function \
            generated code calls inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "state field named fieldNames",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      fieldNames: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'fieldNames' would clash with the member \
            'ShopState.fieldNames' that generated code declares
            """),
        TargetCase(
            "state field named stateVersion",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      stateVersion: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'stateVersion' would clash with the member \
            'ShopState.stateVersion' that generated code declares
            """),
        TargetCase(
            "state field named changedFields",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      changedFields: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'changedFields' would clash with the member \
            'ShopState.changedFields' that generated code declares
            """),
        TargetCase(
            "state field named persistence",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      persistence: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'persistence' would clash with the member \
            'ShopState.persistence' that generated code declares
            """),
        TargetCase(
            "state field named reduce",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      reduce: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'reduce' would clash with the member \
            'ShopState.reduce' that generated code declares
            """),
        TargetCase(
            "state field named Int",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      Int: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'Int' has the name of a type generated code \
            uses inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "state field named StatePersistence",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      StatePersistence: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'StatePersistence' has the name of a type \
            generated code uses inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "state field named ShopAction",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      ShopAction: {type: Int, default: 0}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: state field 'ShopAction' has the name of a type generated \
            code uses inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "state field named like a schema type",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Item: {fields: {x: Int}}
                    state:
                      Item: {type: "Item?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: state field 'Item' has the name of a type generated code \
            uses inside 'ShopState', where the state field would hide it
            """),
        TargetCase(
            "action named Self",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      Self: {amount: Int}
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: action name 'Self' cannot be used, because the reducer \
            calls each handler by its name and 'Self' there means the state type
            """),
        TargetCase(
            "action named FieldSet",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      FieldSet: {amount: Int}
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: action 'FieldSet' has the name of a type generated code \
            uses inside 'ShopState', where the action would hide it
            """),
        TargetCase(
            "action named reduce",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      reduce: {amount: Int}
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: action 'reduce' would clash with the member \
            'ShopState.reduce' that generated code declares
            """),
        TargetCase(
            "action named fieldNames",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      fieldNames: {amount: Int}
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: action 'fieldNames' would clash with the member \
            'ShopState.fieldNames' that generated code declares
            """),
        TargetCase(
            "action named String",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    state:
                      count: {type: Int, default: 0}
                    actions:
                      String: {amount: Int}
                    """
                )
            ],
            """
            App/Shop.store.yaml:5:3: error: action 'String' has the name of a type generated code uses \
            inside 'ShopState', where the action would hide it
            """),
        TargetCase(
            "action named like a schema type",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Item: {fields: {x: Int}}
                    state:
                      item: {type: "Item?"}
                    actions:
                      Item: {}
                    """
                )
            ],
            """
            App/Shop.store.yaml:7:3: error: action 'Item' has the name of a type generated code uses \
            inside 'ShopState', where the action would hide it
            """),
    ]
}
