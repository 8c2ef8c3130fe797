extension BadSchemas {
    static let stateFields: [BadSchema] = [
        BadSchema(
            "field with a bad type is reported once, not again where it is selected",
            """
            store: Shop
            state:
              count: {type: 3}
            actions:
              tick:
            subscriptions:
              display: {select: count}
            """,
            .error(3, 17, "the type of state field 'count' must be a type such as 'Int', found a number")),
        BadSchema(
            "field name starting with a digit",
            """
            store: Shop
            state:
              2fast: Int
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name '2fast' is not a Swift identifier: it starts with U+0032 DIGIT TWO (a \
                digit), which Swift accepts only after the first character
                """)),
        BadSchema(
            "field name with a dash",
            """
            store: Shop
            state:
              my-field: Int
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name 'my-field' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "field name with a space",
            """
            store: Shop
            state:
              "my field": Int
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name 'my field' is not a Swift identifier: it contains U+0020 SPACE (a space), \
                which Swift does not accept in names
                """)),
        BadSchema(
            "empty field name",
            """
            store: Shop
            state:
              "": Int
            actions:
              tick:
            """,
            .error(3, 3, "state field name cannot be empty or blank")),
        BadSchema(
            "whitespace field name",
            """
            store: Shop
            state:
              "  ": Int
            actions:
              tick:
            """,
            .error(3, 3, "state field name cannot be empty or blank")),
        BadSchema(
            "field named self",
            """
            store: Shop
            state:
              self: Int
            actions:
              tick:
            """,
            .error(
                3, 3,
                "state field name 'self' cannot be used, because Swift rejects it as a member name even in backticks")),
        BadSchema(
            "field named CodingKeys",
            """
            store: Shop
            state:
              CodingKeys: Int
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name 'CodingKeys' cannot be used, because Swift's synthesized Codable \
                conformance declares it
                """)),
        BadSchema(
            "field without a type",
            """
            store: Shop
            state:
              count:
            actions:
              tick:
            """,
            .error(3, 9, "state field 'count' needs a type")),
        BadSchema(
            "field type is a number",
            """
            store: Shop
            state:
              count: 3
            actions:
              tick:
            """,
            .error(3, 10, "the type of state field 'count' must be a type such as 'Int', found a number")),
        BadSchema(
            "long form without type",
            """
            store: Shop
            state:
              count: {default: 3}
            actions:
              tick:
            """,
            .error(3, 10, "state field 'count' needs a 'type' key")),
        BadSchema(
            "misspelt field key",
            """
            store: Shop
            state:
              count: {type: Int, defualt: 3}
            actions:
              tick:
            """,
            .error(3, 22, "unknown key 'defualt' in state field 'count'; did you mean 'default'?")),
        BadSchema(
            "persist that is not a boolean",
            """
            store: Shop
            persist: true
            state:
              count: {type: Int, default: 0, persist: maybe}
            actions:
              tick:
            """,
            .error(4, 43, "'persist' must be true or false, found 'maybe'")),
    ]
}
