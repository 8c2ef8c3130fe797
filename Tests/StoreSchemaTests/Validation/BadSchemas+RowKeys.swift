extension BadSchemas {
    /// `key: url`: the Hashable state field a parent's list keys the rows by.
    static let rowKeys: [BadSchema] = [
        BadSchema(
            "key naming no state field",
            """
            store: Memo
            key: ur
            state:
              url: URL
            actions:
              play:
            """,
            .error(2, 6, "'key' names 'ur', which is not a state field; did you mean 'url'?")),
        BadSchema(
            "key naming a field that is not Hashable",
            """
            store: Memo
            key: take
            external:
              Take: {}
            state:
              take: Take
            actions:
              play:
            """,
            .error(
                2, 6,
                "'key' names state field 'take' of type 'Take', which is not Hashable; "
                    + "rows are keyed by a Hashable field")),
        BadSchema(
            "key beside a member named id",
            """
            store: Memo
            key: url
            state:
              url: URL
              id: Int
            actions:
              play:
            """,
            .error(
                5, 3,
                "'id' is the rows' id read from 'key: url'; rename this member, or drop 'key' and key the rows by 'id'")
        ),
    ]
}
