extension TargetCases {
    /// What an embedding store asks of the stores it holds: shared fields linked to
    /// values of their type, the outputs, ids and Codable conformance that child
    /// features need, and what a saved child must be able to save.
    static let childRequirements: [TargetCase] = [
        TargetCase(
            "data held once: a shared field of the child, linked, to a value of its type",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    types:
                      Item: {fields: {id: Int, title: String}}
                      Tag: {enum: [a, b]}
                    state:
                      items: {type: "[Item]", default: []}
                      titles: {type: "[String]", default: []}
                      tag: {type: Tag, default: a}
                    actions:
                      go:
                    modules:
                      sheet: {store: Detail, optional: true, share: {itm: "items[id]", note: tag}}
                      other: {store: Detail, optional: true, share: {item: "items[key]", tag: titles}}
                      third: {store: Detail, optional: true, share: {item: "titles[id]", tag: tag}}
                      path: {stack: {detail: Detail}}
                    """
                ),
                (
                    "App/Detail.store.yaml",
                    """
                    store: Detail
                    codable: true
                    external:
                      Item: {}
                      Tag: {}
                    state:
                      item: {type: Item, shared: true}
                      tag: {type: Tag, shared: true}
                      note: {type: String, default: ""}
                    actions:
                      save:
                    """
                ),
            ],
            """
            App/App.store.yaml:12:50: error: module 'sheet' shares 'itm', which is not a state field of \
            store 'Detail'; did you mean 'item'?
            """,
            """
            App/App.store.yaml:12:68: error: module 'sheet' shares 'note', but store 'Detail' holds \
            that field itself; add 'shared: true' to it in Detail.store.yaml if its parent is to hold it
            """,
            """
            App/App.store.yaml:12:3: error: module 'sheet' embeds store 'Detail', whose state field \
            'item' is shared: say which value of 'App' it is, with share: {item: <field>} or {item: \
            <array field>[id]}, or it would be a copy that goes stale
            """,
            """
            App/App.store.yaml:12:3: error: module 'sheet' embeds store 'Detail', whose state field \
            'tag' is shared: say which value of 'App' it is, with share: {tag: <field>} or {tag: <array \
            field>[id]}, or it would be a copy that goes stale
            """,
            """
            App/App.store.yaml:13:56: error: module 'other' shares 'item' (of type Item in store \
            'Detail') as 'items', whose elements are found by 'key', which is not a field of 'Item'
            """,
            """
            App/App.store.yaml:13:75: error: module 'other' shares 'tag' (of type Tag in store \
            'Detail') as 'titles', which is of type [String]; a shared field is the parent's field of \
            the same type
            """,
            """
            App/App.store.yaml:14:56: error: module 'third' shares 'item' (of type Item in store \
            'Detail') as 'titles', which is of type [String]; to share its elements it must be a [Item]
            """,
            """
            App/App.store.yaml:15:18: error: module 'path' embeds store 'Detail', whose state field \
            'item' is shared: say which value of 'App' it is, with share: {detail.item: <field>} or \
            {detail.item: <array field>[id]}, or it would be a copy that goes stale
            """,
            """
            App/App.store.yaml:15:18: error: module 'path' embeds store 'Detail', whose state field \
            'tag' is shared: say which value of 'App' it is, with share: {detail.tag: <field>} or \
            {detail.tag: <array field>[id]}, or it would be a copy that goes stale
            """),
        TargetCase(
            "data held once: the shared element's type is a struct of the target",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    external:
                      Item: {}
                    state:
                      items: {type: "[Item]", default: []}
                    actions:
                      go:
                    modules:
                      sheet: {store: Detail, optional: true, share: {item: "items[id]"}}
                    """
                ),
                (
                    "App/Detail.store.yaml",
                    """
                    store: Detail
                    external:
                      Item: {}
                    state:
                      item: {type: Item, shared: true}
                    actions:
                      save:
                    """
                ),
            ],
            """
            App/App.store.yaml:9:56: error: module 'sheet' shares 'item' (of type Item in store \
            'Detail') as 'items', whose elements are found by 'id'; Item must be a struct declared \
            under types: in a schema of this target
            """),
        TargetCase(
            "child features ask of their stores: outputs that are actions, an id for a list, Codable for a stack",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    actions:
                      go:
                    modules:
                      sheet: {store: Form, optional: true, outputs: [sav, cancel]}
                      rows: {store: Form, list: true}
                      path: {stack: {form: Form, row: Row}, outputs: [row.remove, form.cancel]}
                    """
                ),
                (
                    "App/Form.store.yaml",
                    """
                    store: Form
                    state:
                      title: {type: String, default: ""}
                    actions:
                      save:
                      cancel:
                    """
                ),
                (
                    "App/Row.store.yaml",
                    """
                    store: Row
                    codable: true
                    state:
                      id: {type: Int, default: 0}
                    actions:
                      remove:
                    """
                ),
            ],
            """
            App/App.store.yaml:5:50: error: output 'sav' of module 'sheet' is not an action of store \
            'Form'; did you mean 'save'?
            """,
            """
            App/App.store.yaml:6:3: error: module 'rows' is a list of store 'Form', whose state needs a \
            hashable 'id' field to key its rows by, or 'key:' naming another (such as key: url)
            """,
            """
            App/App.store.yaml:7:18: error: module 'path' stacks store 'Form', whose state must be \
            Codable (pushing a screen is a Codable action): add 'codable: true' to Form.store.yaml
            """),
        TargetCase(
            "a Codable store's saved one-of child holds Codable stores: its enum is Codable",
            [
                (
                    "App/Detail.store.yaml",
                    """
                    store: Detail
                    codable: true
                    actions:
                      go:
                    modules:
                      destination: {oneOf: {alert: Alert, edit: Edit}, persist: true}
                    """
                ),
                (
                    "App/Alert.store.yaml",
                    """
                    store: Alert
                    actions:
                      confirm:
                    """
                ),
                (
                    "App/Edit.store.yaml",
                    """
                    store: Edit
                    codable: true
                    actions:
                      save:
                    """
                ),
            ],
            """
            App/Detail.store.yaml:6:25: error: module 'destination' is saved with store 'Detail' \
            ('persist: true'), so the state of store 'Alert' must be Codable: add 'codable: true' to \
            Alert.store.yaml
            """),
        TargetCase(
            "a persisted store's one-of child, not saved by default, may hold stores that are not Codable",
            [
                (
                    "App/Detail.store.yaml",
                    """
                    store: Detail
                    persist: true
                    actions:
                      go:
                    modules:
                      destination: {oneOf: {alert: Alert}}
                    """
                ),
                (
                    "App/Alert.store.yaml",
                    """
                    store: Alert
                    actions:
                      confirm:
                    """
                ),
            ]),
        TargetCase(
            "a module saved in so many words holds a store whose state is Codable",
            [
                (
                    "App/Shop.store.yaml",
                    """
                    store: Shop
                    persist: true
                    actions:
                      go:
                    modules:
                      rows: {store: Row, list: true, persist: true}
                      header: {store: Header}
                    """
                ),
                (
                    "App/Row.store.yaml",
                    """
                    store: Row
                    state:
                      id: {type: Int, default: 0}
                    actions:
                      rename:
                    """
                ),
                (
                    "App/Header.store.yaml",
                    """
                    store: Header
                    actions:
                      tap:
                    """
                ),
            ],
            """
            App/Shop.store.yaml:6:3: error: module 'rows' is saved with store 'Shop' ('persist: true'), \
            so the state of store 'Row' must be Codable: add 'codable: true' to Row.store.yaml
            """),
        TargetCase(
            "an external type may name an embedded store's state",
            [
                (
                    "App/App.store.yaml",
                    """
                    store: App
                    external:
                      FormState: {}
                    state:
                      lastDraft: {type: "FormState?"}
                    actions:
                      go:
                    modules:
                      sheet: {store: Form, optional: true}
                    """
                ),
                (
                    "App/Form.store.yaml",
                    """
                    store: Form
                    state:
                      title: {type: String, default: ""}
                    actions:
                      save:
                    """
                ),
            ]),
    ]
}
