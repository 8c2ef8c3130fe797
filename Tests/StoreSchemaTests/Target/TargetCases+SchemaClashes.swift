extension TargetCases {
    /// Clashes between the schemas of one target: a store or type defined twice,
    /// or named like another schema's generated types; the same names in two
    /// targets are allowed.
    static let schemaClashes: [TargetCase] = [
        TargetCase(
            "store defined by two schemas of a target",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled \
            into one target need different names, or their generated types would be declared twice
            """,
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
        TargetCase(
            "store defined by three schemas of a target",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "App/C.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled \
            into one target need different names, or their generated types would be declared twice
            """,
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here",
            """
            App/C.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled \
            into one target need different names, or their generated types would be declared twice
            """,
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
        TargetCase(
            "type declared by two schemas of a target",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    types:
                      Item: {fields: {x: Int}}
                    state:
                      n: {type: "Item?"}
                    actions:
                      go:
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Lists
                    types:
                      Item: {fields: {y: Int}}
                    state:
                      n: {type: "Item?"}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:3:3: error: 'Item' is also a schema type of A.store.yaml, and the schemas \
            of one target are compiled into one module: for the same type, keep A.store.yaml's and remove \
            this one (a schema names the types of the others of its target); for another, rename one, such \
            as 'ListsItem'
            """,
            "App/A.store.yaml:3:3: note: 'Item' is first declared here"),
        TargetCase(
            "type named like another schema's subscription protocol",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    subscriptions:
                      display: {select: [n]}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Lists
                    types:
                      _TodosSubscriptions2_1: {fields: {y: Int}}
                    state:
                      n: {type: "_TodosSubscriptions2_1?"}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:3:3: error: '_TodosSubscriptions2_1' would be declared twice in this \
            target: here as a schema type, and in A.store.yaml as a generated protocol holding \
            subscription members; the schemas of one target are compiled into one module
            """,
            "App/A.store.yaml:7:3: note: '_TodosSubscriptions2_1' is first declared here"),
        TargetCase(
            "type named like another schema's generated state",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Lists
                    types:
                      TodosState: {fields: {y: Int}}
                    state:
                      n: {type: "TodosState?"}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:3:3: error: 'TodosState' would be declared twice in this target: here as a \
            schema type, and in A.store.yaml as the generated state type; the schemas of one target are \
            compiled into one module
            """,
            "App/A.store.yaml:1:8: note: 'TodosState' is first declared here"),
        TargetCase(
            "type named like another schema's props type",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    subscriptions:
                      list: {select: [n]}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Lists
                    types:
                      TodosListProps: {fields: {y: Int}}
                    state:
                      n: {type: "TodosListProps?"}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:3:3: error: 'TodosListProps' would be declared twice in this target: here \
            as a schema type, and in A.store.yaml as the props type of subscription 'list'; the schemas \
            of one target are compiled into one module
            """,
            "App/A.store.yaml:7:3: note: 'TodosListProps' is first declared here"),
        TargetCase(
            "type named like another schema's event type",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    subscriptions:
                      audit: {actions: [go]}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Lists
                    types:
                      TodosAuditEvent: {fields: {y: Int}}
                    state:
                      n: {type: "TodosAuditEvent?"}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:3:3: error: 'TodosAuditEvent' would be declared twice in this target: here \
            as a schema type, and in A.store.yaml as the event type of subscription 'audit'; the \
            schemas of one target are compiled into one module
            """,
            "App/A.store.yaml:7:3: note: 'TodosAuditEvent' is first declared here"),
        TargetCase(
            "two stores whose names make the same props type",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todo
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    subscriptions:
                      sList: {select: [n]}
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: TodoS
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    subscriptions:
                      list: {select: [n]}
                    """
                ),
            ],
            """
            App/B.store.yaml:7:3: error: 'TodoSListProps' would be declared twice in this target: here \
            as the props type of subscription 'list', and in A.store.yaml as the props type of \
            subscription 'sList'; the schemas of one target are compiled into one module
            """,
            "App/A.store.yaml:7:3: note: 'TodoSListProps' is first declared here"),
        TargetCase(
            "same store in two targets is allowed",
            [
                (
                    "A/Todos.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "B/Todos.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ]),
        TargetCase(
            "same type in two targets is allowed",
            [
                (
                    "A/Todos.store.yaml",
                    """
                    store: Todos
                    types:
                      Item: {fields: {x: Int}}
                    state:
                      n: {type: "Item?"}
                    actions:
                      go:
                    """
                ),
                (
                    "B/Lists.store.yaml",
                    """
                    store: Lists
                    types:
                      Item: {fields: {x: Int}}
                    state:
                      n: {type: "Item?"}
                    actions:
                      go:
                    """
                ),
            ]),
        TargetCase(
            "duplicate store and an invalid schema: only the valid ones are compared",
            [
                (
                    "App/A.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
                (
                    "App/B.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    bogus: 1
                    """
                ),
                (
                    "App/C.store.yaml",
                    """
                    store: Todos
                    state:
                      n: {type: Int, default: 0}
                    actions:
                      go:
                    """
                ),
            ],
            """
            App/B.store.yaml:6:1: error: unknown key 'bogus' in the schema; expected one of: store, \
            doc, access, version, persist, codable, key, migrations, imports, external, dependencies, \
            types, state, actions, modules, derived, subscriptions, alerts
            """,
            """
            App/C.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled \
            into one target need different names, or their generated types would be declared twice
            """,
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
    ]
}
