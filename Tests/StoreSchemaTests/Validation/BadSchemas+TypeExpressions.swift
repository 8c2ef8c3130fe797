extension BadSchemas {
    static let typeExpressions: [BadSchema] = [
        BadSchema(
            "misspelt builtin type",
            """
            store: Shop
            state:
              name: Strng
            actions:
              tick:
            """,
            .error(3, 9, "unknown type 'Strng'; did you mean 'String'?")),
        BadSchema(
            "unknown type",
            """
            store: Shop
            state:
              widget: Widget
            actions:
              tick:
            """,
            .error(3, 11, "unknown type 'Widget'; declare it under 'types' or 'external'")),
        BadSchema(
            "unknown type nested in a dictionary",
            """
            store: Shop
            types:
              Project:
                fields: {name: String}
            state:
              byOwner: "[String: [Projct]]"
            actions:
              tick:
            """,
            .warning(3, 3, "type 'Project' is never used by the state or any action"),
            .error(6, 23, "unknown type 'Projct'; did you mean 'Project'?")),
        BadSchema(
            "array without closing bracket",
            """
            store: Shop
            state:
              tags: "[String"
            actions:
              tick:
            """,
            .error(3, 17, "expected ']' to close '[', found the end of '[String'")),
        BadSchema(
            "two types in one expression",
            """
            store: Shop
            state:
              name: Int String
            actions:
              tick:
            """,
            .error(3, 13, "unexpected 'S' after the type in 'Int String'")),
        BadSchema(
            "unsupported generic",
            """
            store: Shop
            state:
              tags: Array<String>
            actions:
              tick:
            """,
            .error(3, 9, "generic type 'Array<…>' is not supported; write [T], [K: V], Set<T>, Result<T, E> or T?")),
        BadSchema(
            "double optional",
            """
            store: Shop
            state:
              count: Int??
            actions:
              tick:
            """,
            .error(3, 14, "double optionals such as 'Int??' are not supported")),
        BadSchema(
            "empty type",
            """
            store: Shop
            state:
              count: ""
            actions:
              tick:
            """,
            .error(3, 11, "type cannot be empty")),
        BadSchema(
            "character that is not part of a type",
            """
            store: Shop
            state:
              count: Int-8
            actions:
              tick:
            """,
            .error(3, 13, "unexpected '-' after the type in 'Int-8'")),
        BadSchema(
            "set without closing angle bracket",
            """
            store: Shop
            state:
              tags: Set<String
            actions:
              tick:
            """,
            .error(3, 19, "expected '>' to close 'Set<', found the end of 'Set<String'")),
        BadSchema(
            "dictionary without key type",
            """
            store: Shop
            state:
              scores: "[: Int]"
            actions:
              tick:
            """,
            .error(3, 13, "expected a type, found ':'")),
        BadSchema(
            "type name starting with a digit",
            """
            store: Shop
            state:
              count: 3D
            actions:
              tick:
            """,
            .error(
                3, 10,
                """
                type name '3D' is not a Swift identifier: it starts with U+0033 DIGIT THREE (a digit), \
                which Swift accepts only after the first character
                """)),
        BadSchema(
            "type expression past the length limit",
            """
            store: Shop
            state:
              name: \(String(repeating: "A", count: 1001))
            actions:
              tick:
            """,
            .error(3, 9, "type is longer than 1000 characters")),
        BadSchema(
            "type expression nested past the limit",
            """
            store: Shop
            state:
              grid: \(String(repeating: "[", count: 33))Int\(String(repeating: "]", count: 33))
            actions:
              tick:
            """,
            .error(
                3, 9,
                """
                the type of state field 'grid' was read as a YAML list; quote array, dictionary and set \
                types, as in \"[Int]\"
                """)),
        BadSchema(
            "quoted type expression nested past the limit",
            """
            store: Shop
            state:
              grid: "\(String(repeating: "[", count: 33))Int\(String(repeating: "]", count: 33))"
            actions:
              tick:
            """,
            .error(3, 42, "type is nested more than 32 levels deep")),
    ]
}
