extension BadSchemas {
    static let dependencies: [BadSchema] = [
        BadSchema(
            "an action using a misspelt dependency",
            """
            store: Guests
            actions:
              add:
                params: {name: String}
                uses: [uuuid]
            """,
            .error(5, 12, "action 'add' uses 'uuuid', which is not a dependency; did you mean 'uuid'?")),
        BadSchema(
            "an action using a dependency nobody declared",
            """
            store: Guests
            actions:
              check:
                uses: permissions
            """,
            .error(
                4, 11,
                """
                action 'check' uses 'permissions', which is not a dependency; declare it under \
                'dependencies:' or use one of 'uuid', 'now'
                """)),
        BadSchema(
            "a dependency named like one of the action's parameters",
            """
            store: Guests
            actions:
              add:
                params: {now: Date}
                uses: [now]
            """,
            .error(
                5, 12, "action 'add' uses 'now', which is also the name of one of its parameters; rename the parameter")
        ),
        BadSchema(
            "a dependency used twice",
            """
            store: Guests
            actions:
              add:
                uses: [uuid, uuid]
            """,
            .error(4, 18, "'uses' lists 'uuid' more than once")),
        BadSchema(
            "uses that is a mapping",
            """
            store: Guests
            actions:
              add:
                uses: {uuid: UUIDSource}
            """,
            .error(4, 11, "each entry of 'uses' must be a dependency name, found a mapping")),
        BadSchema(
            "an app dependency named like one every store has",
            """
            store: Guests
            dependencies:
              now: Calendar
            actions:
              tick:
            """,
            .error(3, 3, "dependency 'now' is one every store has; give the app's own another name")),
        BadSchema(
            "an app dependency whose type is not a name",
            """
            store: Guests
            dependencies:
              permissions: "[Permission]"
            actions:
              tick:
            """,
            .error(
                3, 16,
                """
                dependency type name '[Permission]' is not a Swift identifier: it starts with U+005B LEFT \
                SQUARE BRACKET (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "an app dependency in the long form without a type",
            """
            store: Guests
            dependencies:
              permissions: {doc: What the user allowed.}
            actions:
              tick:
            """,
            .error(3, 16, "dependency 'permissions' needs a 'type': the app's type conforming to StoreDependency")),
    ]
}
