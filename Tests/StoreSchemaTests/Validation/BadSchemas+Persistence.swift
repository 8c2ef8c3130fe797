extension BadSchemas {
    static let persistence: [BadSchema] = [
        BadSchema("unpersisted field without a default", """
            store: Shop
            persist: true
            state:
              draft: {type: String, persist: false}
            actions:
              tick:
            """,
            .error(4, 25, "state field 'draft' is not persisted, so it needs a default or an optional type to start from when state is loaded")),
        BadSchema("persist on a struct field", """
            store: Shop
            types:
              Item:
                fields: {name: {type: String, persist: false}}
            state:
              item: Item?
            actions:
              tick:
            """,
            .error(4, 35, "unknown key 'persist' in field 'name' of 'Item'; expected one of: type, default, doc")),
    ]
}
