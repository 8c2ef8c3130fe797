extension BadSchemas {
    static let yamlShape: [BadSchema] = [
        BadSchema(
            "unclosed flow mapping",
            """
            store: Shop
            state: {count: Int
            actions:
              tick:
            """,
            .error(
                2, 8,
                """
                this '{' starts a mapping that is not closed: YAML found no ',' or '}' before line 3, \
                column 8; add the missing '}' (or ',')
                """)),
        BadSchema(
            "unclosed flow mapping before a quoted optional type",
            """
            store: Shop
            state:
              a: {type: Int, default: 0
              b: {type: "Int?"}
            actions:
              tick:
            """,
            .error(
                3, 6,
                """
                this '{' starts a mapping that is not closed: YAML found no ',' or '}' before line 4, \
                column 4; add the missing '}' (or ',')
                """)),
        BadSchema(
            "unclosed flow sequence",
            """
            store: Shop
            state:
              a: {type: "[Int]", default: [1, 2}
            actions:
              tick:
            """,
            .error(
                3, 31,
                """
                this '[' starts a list that is not closed: YAML found no ',' or ']' before line 3, column \
                36; add the missing ']' (or ',')
                """)),
        BadSchema(
            "byte-order mark before the first key: columns count from the key",
            "\u{FEFF}{store: 42, actons: {tick: }}\n",
            .error(1, 9, "'store' must be a name, found a number"),
            .error(1, 13, "unknown key 'actons' in the schema; did you mean 'actions'?")),
        BadSchema(
            "tab indentation", "store: Shop\nstate:\n\tcount: Int\n",
            .error(3, 1, "a tab cannot indent YAML; use spaces")),
        BadSchema(
            "duplicate key",
            """
            store: Shop
            state:
              count: Int
              count: String
            actions:
              tick:
            """,
            .error(4, 3, "the key 'count' appears more than once in this mapping"),
            .init(.note, 3, 3, "'count' is first used here")),
        BadSchema(
            "unquoted optional array type in flow style",
            """
            store: Shop
            state:
              tags: {type: [String]?, default: []}
            actions:
              tick:
            """,
            .error(
                3, 16,
                """
                the type '[String]?' must be quoted inside { }, as in \"[String]?\", because YAML reads its \
                brackets and '?' as YAML syntax
                """)),
        BadSchema(
            "unquoted optional dictionary type in flow style",
            """
            store: Shop
            state:
              scores: {type: [String: Int]?}
            actions:
              tick:
            """,
            .error(
                3, 18,
                """
                the type '[String: Int]?' must be quoted inside { }, as in \"[String: Int]?\", because YAML \
                reads its brackets and '?' as YAML syntax
                """)),
        BadSchema(
            "unquoted array type read as a list",
            """
            store: Shop
            state:
              tags: {type: [String], default: []}
            actions:
              tick:
            """,
            .error(
                3, 16,
                """
                the type of state field 'tags' was read as a YAML list; quote array, dictionary and set \
                types, as in \"[Int]\"
                """)),
        BadSchema(
            "comma in unquoted flow text",
            """
            store: Shop
            state:
              count: {type: Int, doc: Counts taps, newest last}
            actions:
              tick:
            """,
            .error(
                3, 40,
                """
                unknown key 'newest last' in state field 'count'; if this is text after a comma, quote the \
                whole text, because commas separate entries inside { }
                """)),
        BadSchema(
            "empty file", "# nothing here\n",
            .error(1, 1, "the schema is empty; it needs at least a 'store' key")),
        BadSchema(
            "root is a list", "- store: Shop\n",
            .error(1, 1, "a schema must be a mapping with at least a 'store' key, found a list")),
        BadSchema(
            "root is a scalar", "Shop\n",
            .error(1, 1, "a schema must be a mapping with at least a 'store' key, found a string")),
        BadSchema(
            "two documents", "store: Shop\n---\nstore: Other\n",
            .error(
                2, 1,
                """
                invalid YAML: but found another document (expected a single document in the stream at line \
                1, column 1)
                """)),
        BadSchema(
            "alias used as a key",
            """
            store: Shop
            name: &n count
            *n : 3
            """,
            .error(3, 1, "YAML aliases cannot be used in mapping keys")),
        BadSchema(
            "merge key",
            """
            store: Shop
            base: &base {type: Int, default: 0}
            state:
              count:
                <<: *base
            actions:
              tick:
            """,
            .error(
                2, 1,
                "unknown key 'base' in the schema; expected one of: store, doc, access, version, persist, codable, "
                    + "key, migrations, imports, external, dependencies, types, state, actions, modules, derived, "
                    + "subscriptions, alerts"
            ),
            .error(5, 5, "YAML merge keys ('<<') are not supported; write the keys out"),
            .error(5, 5, "state field 'count' needs a 'type' key")),
        BadSchema(
            "undefined alias",
            """
            store: Shop
            doc: *missing
            """,
            .error(2, 6, "invalid YAML: found undefined alias")),
        BadSchema(
            "key that is a list",
            """
            store: Shop
            [a, b]: 1
            actions:
              tick:
            """,
            .error(2, 1, "keys must be names, found a list")),
        BadSchema(
            "nesting past the depth limit",
            "store: Shop\ndoc: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            .error(2, 69, "lists and mappings are nested more than 64 levels deep, which is the limit")),
    ]
}
