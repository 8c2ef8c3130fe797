extension TargetCases {
    /// Schema type names that would clash with a type the generated or runtime
    /// code declares or uses.
    static let typeNames: [TargetCase] = [
        TargetCase(
            "type named Task",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Task: {fields: {x: Int}}
                    state:
                      value: {type: "Task?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Task' is reserved, because it would hide Swift's \
            'Task' from all code in the module
            """),
        TargetCase(
            "type named Result",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Result: {fields: {x: Int}}
                    state:
                      value: {type: "Result?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Result' is reserved, because it would hide \
            Swift's 'Result' from all code in the module
            """),
        TargetCase(
            "type named Command",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Command: {fields: {x: Int}}
                    state:
                      value: {type: "Command?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Command' is reserved, because StoreRuntime \
            declares 'Command' and generated and app code use it
            """),
        TargetCase(
            "type named Subscription",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Subscription: {fields: {x: Int}}
                    state:
                      value: {type: "Subscription?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Subscription' is reserved, because StoreRuntime \
            declares 'Subscription' and generated and app code use it
            """),
        TargetCase(
            "type named FieldSet",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      FieldSet: {fields: {x: Int}}
                    state:
                      value: {type: "FieldSet?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'FieldSet' is reserved, because StoreRuntime \
            declares 'FieldSet' and generated and app code use it
            """),
        TargetCase(
            "type named TestStore",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      TestStore: {fields: {x: Int}}
                    state:
                      value: {type: "TestStore?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'TestStore' is reserved, because StoreTesting \
            declares 'TestStore' and an app's tests use it
            """),
        TargetCase(
            "type named CodingKey",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      CodingKey: {fields: {x: Int}}
                    state:
                      value: {type: "CodingKey?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'CodingKey' is reserved, because generated code spells \
            Swift's 'CodingKey', which this one would hide; give it another name
            """),
        TargetCase(
            "type named Decoder",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Decoder: {fields: {x: Int}}
                    state:
                      value: {type: "Decoder?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Decoder' is reserved, because generated code spells \
            Swift's 'Decoder', which this one would hide; give it another name
            """),
        TargetCase(
            "type named _StoreGenBox",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      _StoreGenBox: {fields: {x: Int}}
                    state:
                      value: {type: "_StoreGenBox?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name '_StoreGenBox' is reserved, because generated code declares \
            a '_StoreGenBox' of its own (a nested type or a generic parameter), which this one would be taken for; \
            give it another name
            """),
        TargetCase(
            "type named StatePersistenceDefaults",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      StatePersistenceDefaults: {fields: {x: Int}}
                    state:
                      value: {type: "StatePersistenceDefaults?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'StatePersistenceDefaults' is reserved, because \
            StoreRuntime declares 'StatePersistenceDefaults' and generated and app code use it
            """),
        TargetCase(
            "type named CodingKeys",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      CodingKeys: {fields: {x: Int}}
                    state:
                      value: {type: "CodingKeys?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'CodingKeys' is reserved, because generated code declares \
            a 'CodingKeys' of its own (a nested type or a generic parameter), which this one would be taken for; \
            give it another name
            """),
        TargetCase(
            "enum named Result",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      Result: {enum: [ok, failed]}
                    state:
                      value: {type: Result, default: ok}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: type name 'Result' is reserved, because it would hide \
            Swift's 'Result' from all code in the module
            """),
        TargetCase(
            "external type named CodingKeys",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    external:
                      CodingKeys: {}
                    state:
                      value: {type: "CodingKeys?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: external type name 'CodingKeys' is reserved, because generated \
            code declares a 'CodingKeys' of its own (a nested type or a generic parameter), which this one \
            would be taken for; give it another name
            """),
        TargetCase(
            "external type named Task",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    external:
                      Task: {}
                    state:
                      value: {type: "Task?"}
                    actions:
                      tick:
                    """
                )
            ],
            """
            App/Shop.store.yaml:3:3: error: external type name 'Task' is reserved, because it would \
            hide Swift's 'Task' from all code in the module
            """),
        TargetCase(
            "type named like the generated state",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      ShopState: {fields: {x: Int}}
                    state:
                      value: {type: "ShopState?"}
                    actions:
                      tick:
                    """
                )
            ],
            "App/Shop.store.yaml:3:3: error: type 'ShopState' collides with the generated state type"),
        TargetCase(
            "type named like a props type",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    types:
                      ShopViewProps: {fields: {x: Int}}
                    state:
                      value: {type: "ShopViewProps?"}
                    actions:
                      tick:
                    subscriptions:
                      view: {select: [value]}
                    """
                )
            ],
            "App/Shop.store.yaml:3:3: error: type 'ShopViewProps' collides with the props type of subscription 'view'"),
    ]
}
