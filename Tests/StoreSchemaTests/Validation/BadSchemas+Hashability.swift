extension BadSchemas {
    static let hashability: [BadSchema] = [
        BadSchema(
            "set of a non-hashable external type",
            """
            store: Shop
            external:
              Color: {}
            state:
              palette: Set<Color>
            actions:
              tick:
            """,
            .error(
                5, 16,
                """
                Set element type 'Color' is not Hashable; declare the external type 'Color' with 'hashable: \
                true' if it is
                """)),
        BadSchema(
            "dictionary keyed by a struct holding a non-hashable external",
            """
            store: Shop
            external:
              Color: {}
            types:
              Swatch:
                fields: {color: Color, name: String}
            state:
              prices: "[Swatch: Double]"
            actions:
              tick:
            """,
            .error(8, 13, "dictionary key type 'Swatch' is not Hashable, because some of its fields are not")),
        BadSchema(
            "set of arrays of a non-hashable external",
            """
            store: Shop
            external:
              Color: {}
            state:
              palettes: "Set<[Color]>"
            actions:
              tick:
            """,
            .error(
                5, 18,
                """
                Set element type '[Color]' is not Hashable; declare the external type 'Color' with \
                'hashable: true' if it is
                """)),
    ]
}
