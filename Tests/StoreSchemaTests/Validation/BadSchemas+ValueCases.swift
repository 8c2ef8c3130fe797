extension BadSchemas {
    /// Cases of `oneOf:` and `stack:` that hold a value (`{type: Note}`)
    /// instead of naming a store.
    static let valueCases: [BadSchema] = [
        BadSchema(
            "value cases: a type named as a store, an unknown type, no type, an unknown key",
            """
            store: Shop
            types:
              Note: {fields: {text: String}}
            actions:
              tick:
            modules:
              destination:
                oneOf: {edit: Form, note: Note, past: {type: Nope}, empty: {}, bad: {type: Note, doc: hi}}
            """,
            .error(
                8, 25,
                "case 'note' of module 'destination' names the type 'Note', not a store; "
                    + "a case that holds a value is written {type: Note}"),
            .error(8, 50, "unknown type 'Nope'; did you mean 'Note'?"),
            .error(
                8, 64,
                "case 'empty' of module 'destination' needs a store, or the type of the value it holds, "
                    + "such as {type: Meeting}"),
            .error(8, 86, "unknown key 'doc' in case 'bad' of module 'destination'; expected one of: type, alerts")),
        BadSchema(
            "value case named by outputs and share",
            """
            store: Shop
            types:
              Note: {fields: {text: String}}
            actions:
              tick:
            modules:
              path:
                stack: {note: {type: Note}, list: {type: "[String]"}}
                outputs: [note.save]
                share: {note.text: text}
            """,
            .error(
                9, 15,
                "output 'note.save' of module 'path' names case 'note', "
                    + "which holds a value and has no actions"),
            .error(
                10, 13,
                "shared field 'note.text' of module 'path' names case 'note', which holds a value, "
                    + "not a store with shared fields")),
    ]
}
