extension BadSchemas {
    /// `Result<Success, Failure>`: an action parameter's, with a failure type
    /// the schema or the app declares.
    static let results: [BadSchema] = [
        BadSchema(
            "Result without its types",
            """
            store: Shop
            actions:
              loaded: {items: Result}
            """,
            .error(
                3, 19, "'Result' needs its two types: Result<Success, Failure>, such as Result<Meeting, LoadError>")),
        BadSchema(
            "Result with one type",
            """
            store: Shop
            actions:
              loaded: {items: "Result<[String]>"}
            """,
            .error(3, 35, "expected ',' between its success and failure types, found '>'")),
        BadSchema(
            "Result failing with Error",
            """
            store: Shop
            actions:
              loaded: {items: "Result<[String], Error>"}
            """,
            .error(
                3, 37,
                "a Result's failure type cannot be 'Error': actions are Equatable, and 'any Error' is not; "
                    + "declare an error type under 'types' (such as an enum of the failures; it is generated as an "
                    + "Error) or name yours under 'external'")),
        BadSchema(
            "Result failing with a built-in",
            """
            store: Shop
            actions:
              loaded: {items: "Result<[String], String>"}
            """,
            .error(
                3, 37,
                "'String' is not an Error, so it cannot be a Result's failure type; "
                    + "declare an error type under 'types' (such as an enum of the failures; it is generated as an "
                    + "Error) or name yours under 'external'")),
        BadSchema(
            "Result failing with an optional",
            """
            store: Shop
            types:
              LoadError: {enum: [offline]}
            actions:
              loaded: {items: "Result<Int, LoadError?>"}
            """,
            .error(
                5, 32,
                "a Result's failure type must be an error type, not 'LoadError?'; "
                    + "declare an error type under 'types' (such as an enum of the failures; it is generated as an "
                    + "Error) or name yours under 'external'")),
        BadSchema(
            "Result failing with an unknown type",
            """
            store: Shop
            actions:
              loaded: {items: "Result<Int, LoadEror>"}
            """,
            .error(3, 32, "unknown type 'LoadEror'; declare it under 'types' or 'external'")),
        BadSchema(
            "Result in state",
            """
            store: Shop
            types:
              LoadError: {enum: [offline]}
            state:
              last: "Result<Int, LoadError>?"
            actions:
              loaded: {items: "Result<Int, LoadError>"}
            """,
            .error(
                5, 10,
                "state field 'last' cannot hold a Result: a Result is an action parameter's type "
                    + "(an effect's answer); to keep an outcome, declare an enum under 'types' with a case for each")),
        BadSchema(
            "Result in a list parameter",
            """
            store: Shop
            types:
              LoadError: {enum: [offline]}
            actions:
              loaded: {items: "[Result<Int, LoadError>]"}
            """,
            .error(
                5, 20,
                "parameter 'items' of action 'loaded' holds a Result inside '[Result<Int, LoadError>]'; "
                    + "a parameter can be a Result (or its optional) but not hold one in a collection")),
        BadSchema(
            "Result with a default",
            """
            store: Shop
            types:
              LoadError: {enum: [offline]}
            actions:
              loaded:
                params:
                  items: {type: "Result<Int, LoadError>", default: 1}
            """,
            .error(
                7, 56, "a Result has no default: it is an effect's answer, which the action that carries it brings")),
    ]
}
