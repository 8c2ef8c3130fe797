/// The naming and target-wide cases: every schema name that would break
/// generated or app code, and every clash between the schemas of a package.
enum TargetCases {
    static let all: [TargetCase] = [
        TargetCase(
            "data held once: a shared field of the child, linked, to a value of its type",
            [
                ("App/App.store.yaml", """
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
                """),
                ("App/Detail.store.yaml", """
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
                """),
            ],
            "App/App.store.yaml:12:50: error: module 'sheet' shares 'itm', which is not a state field of store 'Detail'; did you mean 'item'?",
            "App/App.store.yaml:12:68: error: module 'sheet' shares 'note', but store 'Detail' holds that field itself; add 'shared: true' to it in Detail.store.yaml if its parent is to hold it",
            "App/App.store.yaml:12:3: error: module 'sheet' embeds store 'Detail', whose state field 'item' is shared: say which value of 'App' it is, with share: {item: <field>} or {item: <array field>[id]}, or it would be a copy that goes stale",
            "App/App.store.yaml:12:3: error: module 'sheet' embeds store 'Detail', whose state field 'tag' is shared: say which value of 'App' it is, with share: {tag: <field>} or {tag: <array field>[id]}, or it would be a copy that goes stale",
            "App/App.store.yaml:13:56: error: module 'other' shares 'item' (of type Item in store 'Detail') as 'items', whose elements are found by 'key', which is not a field of 'Item'",
            "App/App.store.yaml:13:75: error: module 'other' shares 'tag' (of type Tag in store 'Detail') as 'titles', which is of type [String]; a shared field is the parent's field of the same type",
            "App/App.store.yaml:14:56: error: module 'third' shares 'item' (of type Item in store 'Detail') as 'titles', which is of type [String]; to share its elements it must be a [Item]",
            "App/App.store.yaml:15:18: error: module 'path' embeds store 'Detail', whose state field 'item' is shared: say which value of 'App' it is, with share: {detail.item: <field>} or {detail.item: <array field>[id]}, or it would be a copy that goes stale",
            "App/App.store.yaml:15:18: error: module 'path' embeds store 'Detail', whose state field 'tag' is shared: say which value of 'App' it is, with share: {detail.tag: <field>} or {detail.tag: <array field>[id]}, or it would be a copy that goes stale"),
        TargetCase(
            "data held once: the shared element's type is a struct of the target",
            [
                ("App/App.store.yaml", """
                store: App
                external:
                  Item: {}
                state:
                  items: {type: "[Item]", default: []}
                actions:
                  go:
                modules:
                  sheet: {store: Detail, optional: true, share: {item: "items[id]"}}
                """),
                ("App/Detail.store.yaml", """
                store: Detail
                external:
                  Item: {}
                state:
                  item: {type: Item, shared: true}
                actions:
                  save:
                """),
            ],
            "App/App.store.yaml:9:56: error: module 'sheet' shares 'item' (of type Item in store 'Detail') as 'items', whose elements are found by 'id'; Item must be a struct declared under types: in a schema of this target"),
        TargetCase(
            "child features ask of their stores: outputs that are actions, an id for a list, Codable for a stack",
            [
                ("App/App.store.yaml", """
                store: App
                actions:
                  go:
                modules:
                  sheet: {store: Form, optional: true, outputs: [sav, cancel]}
                  rows: {store: Form, list: true}
                  path: {stack: {form: Form, row: Row}, outputs: [row.remove, form.cancel]}
                """),
                ("App/Form.store.yaml", """
                store: Form
                state:
                  title: {type: String, default: ""}
                actions:
                  save:
                  cancel:
                """),
                ("App/Row.store.yaml", """
                store: Row
                codable: true
                state:
                  id: {type: Int, default: 0}
                actions:
                  remove:
                """),
            ],
            "App/App.store.yaml:5:50: error: output 'sav' of module 'sheet' is not an action of store 'Form'; did you mean 'save'?",
            "App/App.store.yaml:6:3: error: module 'rows' is a list of store 'Form', whose state needs a hashable 'id' field to key its rows by, or 'key:' naming another (such as key: url)",
            "App/App.store.yaml:7:18: error: module 'path' stacks store 'Form', whose state must be Codable (pushing a screen is a Codable action): add 'codable: true' to Form.store.yaml"),
        TargetCase(
            "a Codable store's saved one-of child holds Codable stores: its enum is Codable",
            [
                ("App/Detail.store.yaml", """
                store: Detail
                codable: true
                actions:
                  go:
                modules:
                  destination: {oneOf: {alert: Alert, edit: Edit}, persist: true}
                """),
                ("App/Alert.store.yaml", """
                store: Alert
                actions:
                  confirm:
                """),
                ("App/Edit.store.yaml", """
                store: Edit
                codable: true
                actions:
                  save:
                """),
            ],
            "App/Detail.store.yaml:6:25: error: module 'destination' is saved with store 'Detail' ('persist: true'), so the state of store 'Alert' must be Codable: add 'codable: true' to Alert.store.yaml"),
        TargetCase(
            "a persisted store's one-of child, not saved by default, may hold stores that are not Codable",
            [
                ("App/Detail.store.yaml", """
                store: Detail
                persist: true
                actions:
                  go:
                modules:
                  destination: {oneOf: {alert: Alert}}
                """),
                ("App/Alert.store.yaml", """
                store: Alert
                actions:
                  confirm:
                """),
            ]),
        TargetCase(
            "a module saved in so many words holds a store whose state is Codable",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                persist: true
                actions:
                  go:
                modules:
                  rows: {store: Row, list: true, persist: true}
                  header: {store: Header}
                """),
                ("App/Row.store.yaml", """
                store: Row
                state:
                  id: {type: Int, default: 0}
                actions:
                  rename:
                """),
                ("App/Header.store.yaml", """
                store: Header
                actions:
                  tap:
                """),
            ],
            "App/Shop.store.yaml:6:3: error: module 'rows' is saved with store 'Shop' ('persist: true'), so the state of store 'Row' must be Codable: add 'codable: true' to Row.store.yaml"),
        TargetCase(
            "an external type may name an embedded store's state",
            [
                ("App/App.store.yaml", """
                store: App
                external:
                  FormState: {}
                state:
                  lastDraft: {type: "FormState?"}
                actions:
                  go:
                modules:
                  sheet: {store: Form, optional: true}
                """),
                ("App/Form.store.yaml", """
                store: Form
                state:
                  title: {type: String, default: ""}
                actions:
                  save:
                """),
            ]),
        TargetCase(
            "type named Task",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Task: {fields: {x: Int}}
                state:
                  value: {type: "Task?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Task' is reserved, because it would hide Swift's 'Task' from all code in the module"),
        TargetCase(
            "type named Result",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Result: {fields: {x: Int}}
                state:
                  value: {type: "Result?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Result' is reserved, because it would hide Swift's 'Result' from all code in the module"),
        TargetCase(
            "type named Command",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Command: {fields: {x: Int}}
                state:
                  value: {type: "Command?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Command' is reserved, because StoreRuntime declares 'Command' and generated and app code use it"),
        TargetCase(
            "type named Subscription",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Subscription: {fields: {x: Int}}
                state:
                  value: {type: "Subscription?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Subscription' is reserved, because StoreRuntime declares 'Subscription' and generated and app code use it"),
        TargetCase(
            "type named FieldSet",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  FieldSet: {fields: {x: Int}}
                state:
                  value: {type: "FieldSet?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'FieldSet' is reserved, because StoreRuntime declares 'FieldSet' and generated and app code use it"),
        TargetCase(
            "type named TestStore",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  TestStore: {fields: {x: Int}}
                state:
                  value: {type: "TestStore?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'TestStore' is reserved, because StoreTesting declares 'TestStore' and an app's tests use it"),
        TargetCase(
            "type named CodingKey",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  CodingKey: {fields: {x: Int}}
                state:
                  value: {type: "CodingKey?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'CodingKey' is reserved, because Swift or generated code already uses it"),
        TargetCase(
            "type named Decoder",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Decoder: {fields: {x: Int}}
                state:
                  value: {type: "Decoder?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Decoder' is reserved, because Swift or generated code already uses it"),
        TargetCase(
            "type named _StoreGenBox",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  _StoreGenBox: {fields: {x: Int}}
                state:
                  value: {type: "_StoreGenBox?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name '_StoreGenBox' is reserved, because Swift or generated code already uses it"),
        TargetCase(
            "type named StatePersistenceDefaults",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  StatePersistenceDefaults: {fields: {x: Int}}
                state:
                  value: {type: "StatePersistenceDefaults?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'StatePersistenceDefaults' is reserved, because StoreRuntime declares 'StatePersistenceDefaults' and generated and app code use it"),
        TargetCase(
            "type named CodingKeys",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  CodingKeys: {fields: {x: Int}}
                state:
                  value: {type: "CodingKeys?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'CodingKeys' is reserved, because Swift or generated code already uses it"),
        TargetCase(
            "enum named Result",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Result: {enum: [ok, failed]}
                state:
                  value: {type: Result, default: ok}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type name 'Result' is reserved, because it would hide Swift's 'Result' from all code in the module"),
        TargetCase(
            "external type named CodingKeys",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                external:
                  CodingKeys: {}
                state:
                  value: {type: "CodingKeys?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: external type name 'CodingKeys' is reserved, because Swift or generated code already uses it"),
        TargetCase(
            "external type named Task",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                external:
                  Task: {}
                state:
                  value: {type: "Task?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: external type name 'Task' is reserved, because it would hide Swift's 'Task' from all code in the module"),
        TargetCase(
            "state field named FieldSet",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  FieldSet: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'FieldSet' has the name of a type generated code uses inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "state field named _slowPath",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  _slowPath: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field '_slowPath' has the name of a function generated code calls inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "state field named fieldNames",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  fieldNames: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'fieldNames' would clash with the member 'ShopState.fieldNames' that generated code declares"),
        TargetCase(
            "state field named stateVersion",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  stateVersion: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'stateVersion' would clash with the member 'ShopState.stateVersion' that generated code declares"),
        TargetCase(
            "state field named changedFields",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  changedFields: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'changedFields' would clash with the member 'ShopState.changedFields' that generated code declares"),
        TargetCase(
            "state field named persistence",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  persistence: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'persistence' would clash with the member 'ShopState.persistence' that generated code declares"),
        TargetCase(
            "state field named reduce",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  reduce: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'reduce' would clash with the member 'ShopState.reduce' that generated code declares"),
        TargetCase(
            "state field named Int",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  Int: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'Int' has the name of a type generated code uses inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "state field named StatePersistence",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  StatePersistence: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'StatePersistence' has the name of a type generated code uses inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "state field named ShopAction",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  ShopAction: {type: Int, default: 0}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: state field 'ShopAction' has the name of a type generated code uses inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "state field named like a schema type",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Item: {fields: {x: Int}}
                state:
                  Item: {type: "Item?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:5:3: error: state field 'Item' has the name of a type generated code uses inside 'ShopState', where the state field would hide it"),
        TargetCase(
            "action named Self",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  Self: {amount: Int}
                """),
            ],
            "App/Shop.store.yaml:5:3: error: action name 'Self' cannot be used, because the reducer calls each handler by its name and 'Self' there means the state type"),
        TargetCase(
            "action named FieldSet",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  FieldSet: {amount: Int}
                """),
            ],
            "App/Shop.store.yaml:5:3: error: action 'FieldSet' has the name of a type generated code uses inside 'ShopState', where the action would hide it"),
        TargetCase(
            "action named reduce",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  reduce: {amount: Int}
                """),
            ],
            "App/Shop.store.yaml:5:3: error: action 'reduce' would clash with the member 'ShopState.reduce' that generated code declares"),
        TargetCase(
            "action named fieldNames",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  fieldNames: {amount: Int}
                """),
            ],
            "App/Shop.store.yaml:5:3: error: action 'fieldNames' would clash with the member 'ShopState.fieldNames' that generated code declares"),
        TargetCase(
            "action named String",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  String: {amount: Int}
                """),
            ],
            "App/Shop.store.yaml:5:3: error: action 'String' has the name of a type generated code uses inside 'ShopState', where the action would hide it"),
        TargetCase(
            "action named like a schema type",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  Item: {fields: {x: Int}}
                state:
                  item: {type: "Item?"}
                actions:
                  Item: {}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: action 'Item' has the name of a type generated code uses inside 'ShopState', where the action would hide it"),
        TargetCase(
            "module named fieldNames",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                modules:
                  fieldNames: {store: Reports}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: module 'fieldNames' would clash with the member 'ShopState.fieldNames' that generated code declares"),
        TargetCase(
            "module named FieldSet",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                modules:
                  FieldSet: {store: Reports}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: module 'FieldSet' has the name of a type generated code uses inside 'ShopState', where the module would hide it"),
        TargetCase(
            "module named replay",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                modules:
                  replay: {store: Reports}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: module 'replay' would clash with the store's own member 'replay'"),
        TargetCase(
            "subscription named observe",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                subscriptions:
                  observe: {select: [count]}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'observe' would clash with the store's own member 'observe'"),
        TargetCase(
            "subscription named commandErrorHandler",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                subscriptions:
                  commandErrorHandler: {select: [count]}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'commandErrorHandler' would clash with the store's own member 'commandErrorHandler'"),
        TargetCase(
            "subscription named runningCommandCount",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                subscriptions:
                  runningCommandCount: {select: [count]}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'runningCommandCount' would clash with the store's own member 'runningCommandCount'"),
        TargetCase(
            "subscription named FieldSet",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                subscriptions:
                  FieldSet: {select: [count]}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'FieldSet' has the name of a type generated code uses in the store's extension, where the subscription would hide it"),
        TargetCase(
            "subscription named ShopAction",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                state:
                  count: {type: Int, default: 0}
                actions:
                  tick:
                subscriptions:
                  ShopAction: {select: [count]}
                """),
            ],
            "App/Shop.store.yaml:7:3: error: subscription 'ShopAction' has the name of a type generated code uses in the store's extension, where the subscription would hide it"),
        TargetCase(
            "type named like the generated state",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  ShopState: {fields: {x: Int}}
                state:
                  value: {type: "ShopState?"}
                actions:
                  tick:
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type 'ShopState' collides with the generated state type"),
        TargetCase(
            "type named like a props type",
            [
                ("App/Shop.store.yaml", """
                store: Shop
                types:
                  ShopViewProps: {fields: {x: Int}}
                state:
                  value: {type: "ShopViewProps?"}
                actions:
                  tick:
                subscriptions:
                  view: {select: [value]}
                """),
            ],
            "App/Shop.store.yaml:3:3: error: type 'ShopViewProps' collides with the props type of subscription 'view'"),
        TargetCase(
            "store defined by two schemas of a target",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("App/B.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled into one target need different names, or their generated types would be declared twice",
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
        TargetCase(
            "store defined by three schemas of a target",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("App/B.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("App/C.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled into one target need different names, or their generated types would be declared twice",
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here",
            "App/C.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled into one target need different names, or their generated types would be declared twice",
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
        TargetCase(
            "type declared by two schemas of a target",
            [
                ("App/A.store.yaml", """
                store: Todos
                types:
                  Item: {fields: {x: Int}}
                state:
                  n: {type: "Item?"}
                actions:
                  go:
                """),
                ("App/B.store.yaml", """
                store: Lists
                types:
                  Item: {fields: {y: Int}}
                state:
                  n: {type: "Item?"}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:3:3: error: 'Item' is also a schema type of A.store.yaml, and the schemas of one target are compiled into one module: for the same type, keep A.store.yaml's and remove this one (a schema names the types of the others of its target); for another, rename one, such as 'ListsItem'",
            "App/A.store.yaml:3:3: note: 'Item' is first declared here"),
        TargetCase(
            "type named like another schema's subscription protocol",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                subscriptions:
                  display: {select: [n]}
                """),
                ("App/B.store.yaml", """
                store: Lists
                types:
                  _TodosSubscriptions2_1: {fields: {y: Int}}
                state:
                  n: {type: "_TodosSubscriptions2_1?"}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:3:3: error: '_TodosSubscriptions2_1' would be declared twice in this target: here as a schema type, and in A.store.yaml as a generated protocol holding subscription members; the schemas of one target are compiled into one module",
            "App/A.store.yaml:7:3: note: '_TodosSubscriptions2_1' is first declared here"),
        TargetCase(
            "type named like another schema's generated state",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("App/B.store.yaml", """
                store: Lists
                types:
                  TodosState: {fields: {y: Int}}
                state:
                  n: {type: "TodosState?"}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:3:3: error: 'TodosState' would be declared twice in this target: here as a schema type, and in A.store.yaml as the generated state type; the schemas of one target are compiled into one module",
            "App/A.store.yaml:1:8: note: 'TodosState' is first declared here"),
        TargetCase(
            "type named like another schema's props type",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                subscriptions:
                  list: {select: [n]}
                """),
                ("App/B.store.yaml", """
                store: Lists
                types:
                  TodosListProps: {fields: {y: Int}}
                state:
                  n: {type: "TodosListProps?"}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:3:3: error: 'TodosListProps' would be declared twice in this target: here as a schema type, and in A.store.yaml as the props type of subscription 'list'; the schemas of one target are compiled into one module",
            "App/A.store.yaml:7:3: note: 'TodosListProps' is first declared here"),
        TargetCase(
            "type named like another schema's event type",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                subscriptions:
                  audit: {actions: [go]}
                """),
                ("App/B.store.yaml", """
                store: Lists
                types:
                  TodosAuditEvent: {fields: {y: Int}}
                state:
                  n: {type: "TodosAuditEvent?"}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:3:3: error: 'TodosAuditEvent' would be declared twice in this target: here as a schema type, and in A.store.yaml as the event type of subscription 'audit'; the schemas of one target are compiled into one module",
            "App/A.store.yaml:7:3: note: 'TodosAuditEvent' is first declared here"),
        TargetCase(
            "two stores whose names make the same props type",
            [
                ("App/A.store.yaml", """
                store: Todo
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                subscriptions:
                  sList: {select: [n]}
                """),
                ("App/B.store.yaml", """
                store: TodoS
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                subscriptions:
                  list: {select: [n]}
                """),
            ],
            "App/B.store.yaml:7:3: error: 'TodoSListProps' would be declared twice in this target: here as the props type of subscription 'list', and in A.store.yaml as the props type of subscription 'sList'; the schemas of one target are compiled into one module",
            "App/A.store.yaml:7:3: note: 'TodoSListProps' is first declared here"),
        TargetCase(
            "same store in two targets is allowed",
            [
                ("A/Todos.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("B/Todos.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "same type in two targets is allowed",
            [
                ("A/Todos.store.yaml", """
                store: Todos
                types:
                  Item: {fields: {x: Int}}
                state:
                  n: {type: "Item?"}
                actions:
                  go:
                """),
                ("B/Lists.store.yaml", """
                store: Lists
                types:
                  Item: {fields: {x: Int}}
                state:
                  n: {type: "Item?"}
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "module embeds an internal store of another target",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Feature, import: Kit}
                """),
                ("Kit/Feature.store.yaml", """
                store: Feature
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:7:3: error: module 'feature' embeds store 'Feature' from target 'Kit', where it is internal; add 'access: package' to Feature.store.yaml so this target can use its types",
            "Kit/Feature.store.yaml:1:8: note: store 'Feature' is defined here"),
        TargetCase(
            "public store embeds a package store of another target",
            [
                ("App/App.store.yaml", """
                store: App
                access: public
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Feature, import: Kit}
                """),
                ("Kit/Feature.store.yaml", """
                store: Feature
                access: package
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:8:3: error: module 'feature' embeds store 'Feature' from target 'Kit', where it is package; add 'access: public' to Feature.store.yaml so this target can use its types",
            "Kit/Feature.store.yaml:1:8: note: store 'Feature' is defined here"),
        TargetCase(
            "internal store embeds a package store of another target",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Feature, import: Kit}
                """),
                ("Kit/Feature.store.yaml", """
                store: Feature
                access: package
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "public store embeds a public store of another target",
            [
                ("App/App.store.yaml", """
                store: App
                access: public
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Feature, import: Kit}
                """),
                ("Kit/Feature.store.yaml", """
                store: Feature
                access: public
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "module embeds a store its target does not define",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Featur, import: Kit}
                """),
                ("Kit/Feature.store.yaml", """
                store: Feature
                access: public
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:7:3: error: module 'feature' embeds store 'Featur', but no schema of target 'Kit' defines it; did you mean 'Feature'?"),
        TargetCase(
            "module embeds a store of the same target",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  feature: {store: Feature}
                """),
                ("App/Feature.store.yaml", """
                store: Feature
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "module embeds a store no schema of its target defines, without import",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  child: {store: Nowhere}
                """),
            ],
            "App/App.store.yaml:7:3: error: module 'child' embeds store 'Nowhere', but no schema of this target defines it; add 'import:' naming the target whose schema defines it, or add that schema to this target"),
        TargetCase(
            "module embeds a misspelt store of its own target",
            [
                ("App/App.store.yaml", """
                store: App
                actions:
                  go:
                modules:
                  child: {store: Chid}
                """),
                ("App/Child.store.yaml", """
                store: Child
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:5:3: error: module 'child' embeds store 'Chid', but no schema of this target defines it; did you mean 'Child'?"),
        TargetCase(
            "two stores embed each other",
            [
                ("App/A.store.yaml", """
                store: A
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  b: {store: B}
                """),
                ("App/B.store.yaml", """
                store: B
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  a: {store: A}
                """),
            ],
            "App/A.store.yaml:7:3: error: module 'b' embeds store 'B', which embeds 'A' again (A → B → A); a store's state cannot contain itself, so remove one of these modules",
            "App/B.store.yaml:7:3: error: module 'a' embeds store 'A', which embeds 'B' again (B → A → B); a store's state cannot contain itself, so remove one of these modules"),
        TargetCase(
            "three stores embed each other in a ring, a fourth embeds the ring",
            [
                ("App/A.store.yaml", """
                store: A
                actions:
                  go:
                modules:
                  b: {store: B}
                """),
                ("App/B.store.yaml", """
                store: B
                actions:
                  go:
                modules:
                  c: {store: C}
                """),
                ("App/C.store.yaml", """
                store: C
                actions:
                  go:
                modules:
                  a: {store: A}
                """),
                ("App/D.store.yaml", """
                store: D
                actions:
                  go:
                modules:
                  a: {store: A}
                """),
            ],
            "App/A.store.yaml:5:3: error: module 'b' embeds store 'B', which embeds 'A' again (A → B → C → A); a store's state cannot contain itself, so remove one of these modules",
            "App/B.store.yaml:5:3: error: module 'c' embeds store 'C', which embeds 'B' again (B → C → A → B); a store's state cannot contain itself, so remove one of these modules",
            "App/C.store.yaml:5:3: error: module 'a' embeds store 'A', which embeds 'C' again (C → A → B → C); a store's state cannot contain itself, so remove one of these modules"),
        TargetCase(
            "embedded store has a state field without a default",
            [
                ("App/App.store.yaml", """
                store: App
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  child: {store: Child}
                """),
                ("App/Child.store.yaml", """
                store: Child
                state:
                  x: Int
                  maybe: Int?
                  counted: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:7:3: error: module 'child' embeds store 'Child', whose state field 'x' has no default, so this store cannot create it; give it a default (or an optional type) in Child.store.yaml",
            "App/Child.store.yaml:3:3: note: 'x' is declared here"),
        TargetCase(
            "embedded store of another target has state fields without defaults",
            [
                ("App/App.store.yaml", """
                store: App
                actions:
                  go:
                modules:
                  child: {store: Child, import: Kit}
                """),
                ("Kit/Child.store.yaml", """
                store: Child
                access: package
                state:
                  x: Int
                  y: String
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:5:3: error: module 'child' embeds store 'Child', whose state fields 'x', 'y' have no default, so this store cannot create it; give each a default (or an optional type) in Child.store.yaml",
            "Kit/Child.store.yaml:4:3: note: 'x' is declared here"),
        TargetCase(
            "public store embeds an internal store of the same target",
            [
                ("App/App.store.yaml", """
                store: App
                access: public
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                modules:
                  child: {store: Child}
                """),
                ("App/Child.store.yaml", """
                store: Child
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:8:3: error: module 'child' embeds store 'Child', which is internal, in this public store, whose declarations would use its types; add 'access: public' to Child.store.yaml, or make this store internal",
            "App/Child.store.yaml:1:8: note: store 'Child' is defined here"),
        TargetCase(
            "package store embeds an internal store of the same target",
            [
                ("App/App.store.yaml", """
                store: App
                access: package
                actions:
                  go:
                modules:
                  child: {store: Child}
                """),
                ("App/Child.store.yaml", """
                store: Child
                actions:
                  go:
                """),
            ],
            "App/App.store.yaml:6:3: error: module 'child' embeds store 'Child', which is internal, in this package store, whose declarations would use its types; add 'access: package' to Child.store.yaml, or make this store internal",
            "App/Child.store.yaml:1:8: note: store 'Child' is defined here"),
        TargetCase(
            "internal store embeds a public store of the same target, which embeds a package one",
            [
                ("App/App.store.yaml", """
                store: App
                actions:
                  go:
                modules:
                  child: {store: Child}
                """),
                ("App/Child.store.yaml", """
                store: Child
                access: public
                state:
                  maybe: Int?
                actions:
                  go:
                modules:
                  leaf: {store: Leaf}
                """),
                ("App/Leaf.store.yaml", """
                store: Leaf
                access: public
                actions:
                  go:
                """),
            ]),
        TargetCase(
            "duplicate store and an invalid schema: only the valid ones are compared",
            [
                ("App/A.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
                ("App/B.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                bogus: 1
                """),
                ("App/C.store.yaml", """
                store: Todos
                state:
                  n: {type: Int, default: 0}
                actions:
                  go:
                """),
            ],
            "App/B.store.yaml:6:1: error: unknown key 'bogus' in the schema; expected one of: store, doc, access, version, persist, codable, key, migrations, imports, external, dependencies, types, state, actions, modules, derived, subscriptions, alerts",
            "App/C.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled into one target need different names, or their generated types would be declared twice",
            "App/A.store.yaml:1:8: note: store 'Todos' is first defined here"),
    ]
}
