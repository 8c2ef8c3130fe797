/// Names with characters Unicode calls letters or marks but Swift's lexer
/// refuses where they stand: each error names the code point and says why.
extension BadSchemas {
    private static let verticalTilde =
        "it contains U+2E2F VERTICAL TILDE (a modifier letter), which Swift does not accept in names"
    private static let startingTilde =
        "it starts with U+2E2F VERTICAL TILDE (a modifier letter), which Swift does not accept in names"
    private static let startingMark =
        """
        it starts with U+0345 COMBINING GREEK YPOGEGRAMMENI (a combining mark), which Swift accepts \
        only after the first character
        """

    static let unicodeNames: [BadSchema] = [
        BadSchema(
            "type name ending in a modifier letter Swift refuses",
            """
            store: Shop
            types:
              xⸯ: {fields: {a: Int}}
            actions:
              tick:
            """,
            .error(3, 3, "type name 'xⸯ' is not a Swift identifier: \(verticalTilde)"),
            .warning(3, 3, "type 'xⸯ' is never used by the state or any action")),
        BadSchema(
            "type expression naming a type Swift cannot spell",
            """
            store: Shop
            state:
              a: {type: "[xⸯ]?"}
            actions:
              tick:
            """,
            .error(3, 15, "type name 'xⸯ' is not a Swift identifier: \(verticalTilde)")),
        BadSchema(
            "field name ending in a modifier letter Swift refuses",
            """
            store: Shop
            state:
              xⸯ: {type: Int, default: 0}
            actions:
              tick:
            """,
            .error(3, 3, "state field name 'xⸯ' is not a Swift identifier: \(verticalTilde)")),
        BadSchema(
            "action and subscription names ending in a modifier letter Swift refuses",
            """
            store: Shop
            state:
              a: {type: Int, default: 0}
            actions:
              xⸯ:
              tick:
            subscriptions:
              yⸯ: {select: [a]}
              zⸯ: {actions: [tick]}
            """,
            .error(5, 3, "action name 'xⸯ' is not a Swift identifier: \(verticalTilde)"),
            .error(8, 3, "subscription name 'yⸯ' is not a Swift identifier: \(verticalTilde)"),
            .error(9, 3, "subscription name 'zⸯ' is not a Swift identifier: \(verticalTilde)")),
        BadSchema(
            "module name starting with a modifier letter Swift refuses",
            """
            store: Shop
            actions:
              tick:
            modules:
              ⸯx: {store: Reports}
            """,
            .error(5, 3, "module name 'ⸯx' is not a Swift identifier: \(startingTilde)")),
        BadSchema(
            "field, case, label, parameter and action names starting with a combining mark",
            """
            store: Shop
            types:
              Mode:
                enum:
                  ͅc:
                  b: {ͅl: Int}
            state:
              ͅx: {type: Int, default: 0}
              mode: Mode?
            actions:
              ͅy:
              add: {ͅz: Int}
            """,
            .error(5, 7, "enum case name 'ͅc' is not a Swift identifier: \(startingMark)"),
            .error(6, 11, "payload value name 'ͅl' is not a Swift identifier: \(startingMark)"),
            .error(8, 3, "state field name 'ͅx' is not a Swift identifier: \(startingMark)"),
            .error(11, 3, "action name 'ͅy' is not a Swift identifier: \(startingMark)"),
            .error(12, 9, "parameter name 'ͅz' is not a Swift identifier: \(startingMark)")),
        BadSchema(
            "field name starting with a variation selector, which Swift reads as an operator after a dot",
            """
            store: Shop
            state:
              "\\uFE0Fx": {type: Int, default: 0}
              "x\\uFE0F": {type: Int, default: 0}
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name '\u{FE0F}x' is not a Swift identifier: it starts with U+FE0F VARIATION \
                SELECTOR-16 (a combining mark), which Swift accepts only after the first character
                """)),
        BadSchema(
            "store name with a right-to-left mark, an invisible formatting character",
            """
            store: "Shop\\u200F"
            actions:
              tick:
            """,
            .error(
                1, 8,
                """
                store name 'Shop\u{200F}' is not a Swift identifier: it contains U+200F RIGHT-TO-LEFT MARK \
                (an invisible formatting character), which Swift does not accept in names
                """)),
        BadSchema(
            "field name with a symbol and one with a no-break space",
            """
            store: Shop
            state:
              price©: {type: Int, default: 0}
              "a\\u00A0b": {type: Int, default: 0}
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                state field name 'price©' is not a Swift identifier: it contains U+00A9 COPYRIGHT SIGN (a \
                symbol), which Swift does not accept in names
                """),
            .error(
                4, 3,
                """
                state field name 'a\u{00A0}b' is not a Swift identifier: it contains U+00A0 NO-BREAK SPACE \
                (a space), which Swift does not accept in names
                """)),
    ]
}
