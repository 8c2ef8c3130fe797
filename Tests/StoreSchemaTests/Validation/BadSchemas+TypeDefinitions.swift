extension BadSchemas {
    static let typeDefinitions: [BadSchema] = [
        BadSchema(
            "type that is neither struct nor enum",
            """
            store: Shop
            types:
              Item:
                doc: An item.
            state:
              item: Item?
            actions:
              tick:
            """,
            .error(4, 5, "type 'Item' needs 'fields' (a struct) or 'enum' (an enum)")),
        BadSchema(
            "type that is both struct and enum",
            """
            store: Shop
            types:
              Item:
                fields: {name: String}
                enum: [a, b]
            state:
              item: Item?
            actions:
              tick:
            """,
            .error(5, 5, "type 'Item' cannot have both 'fields' and 'enum'")),
        BadSchema(
            "misspelt type key",
            """
            store: Shop
            types:
              Item:
                field: {name: String}
            state:
              item: Item?
            actions:
              tick:
            """,
            .error(4, 5, "unknown key 'field' in type 'Item'; did you mean 'fields'?"),
            .error(4, 5, "type 'Item' needs 'fields' (a struct) or 'enum' (an enum)")),
        BadSchema(
            "reserved type name State",
            """
            store: Shop
            types:
              State:
                fields: {name: String}
            state:
              item: State?
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                type name 'State' is reserved, because generated code declares a 'State' of its own (a nested \
                type or a generic parameter), which this one would be taken for; give it another name
                """)),
        BadSchema(
            "type named like a builtin",
            """
            store: Shop
            types:
              String:
                enum: [a]
            state:
              item: String
            actions:
              tick:
            """,
            .error(
                3, 3,
                "type name 'String' is reserved, because generated code spells Swift's 'String', which this one would "
                    + "hide; give it another name")),
        BadSchema(
            "type name that is not an identifier",
            """
            store: Shop
            types:
              my-type:
                enum: [a]
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                type name 'my-type' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """),
            .warning(3, 3, "type 'my-type' is never used by the state or any action")),
        BadSchema(
            "enum without cases",
            """
            store: Shop
            types:
              Mode:
                enum: []
            state:
              mode: Mode?
            actions:
              tick:
            """,
            .error(4, 11, "enum 'Mode' needs at least one case")),
        BadSchema(
            "enum case listed twice",
            """
            store: Shop
            types:
              Mode:
                enum: [light, dark, light]
            state:
              mode: Mode?
            actions:
              tick:
            """,
            .error(4, 25, "enum case 'light' appears more than once in 'Mode'")),
        BadSchema(
            "enum cases differing only in their first letter",
            """
            store: Shop
            types:
              Sync:
                enum:
                  failed: {message: String}
                  Failed: {code: Int}
            state:
              sync: Sync?
            actions:
              tick:
            """,
            .error(
                6, 7,
                """
                enum case 'Failed' differs from case 'failed' only in its first letter, which Swift's \
                synthesized Codable conformance cannot tell apart
                """)),
        BadSchema(
            "enum case that is not an identifier",
            """
            store: Shop
            types:
              Mode:
                enum: [light, dark-mode]
            state:
              mode: Mode?
            actions:
              tick:
            """,
            .error(
                4, 19,
                """
                enum case name 'dark-mode' is not a Swift identifier: it contains U+002D HYPHEN-MINUS \
                (punctuation), which Swift does not accept in names
                """)),
        BadSchema(
            "enum list with a payload mapping",
            """
            store: Shop
            types:
              Sync:
                enum: [idle, {failed: {message: String}}]
            state:
              sync: Sync?
            actions:
              tick:
            """,
            .error(
                4, 18, "an enum case in a list must be a name, found a mapping; write cases with payloads as a mapping")
        ),
        BadSchema(
            "enum payload that is not a mapping",
            """
            store: Shop
            types:
              Sync:
                enum:
                  idle:
                  failed: String
            state:
              sync: Sync?
            actions:
              tick:
            """,
            .error(6, 15, "the payload of case 'failed' must be a mapping, found a string")),
        BadSchema(
            "struct containing itself",
            """
            store: Shop
            types:
              Node:
                fields:
                  value: Int
                  next: Node
            state:
              root: Node?
            actions:
              tick:
            """,
            .error(
                6, 7,
                """
                type 'Node' contains itself through Node.next with no optional or collection in between, so \
                it would have infinite size
                """)),
        BadSchema(
            "two structs containing each other",
            """
            store: Shop
            types:
              Owner:
                fields: {pet: Pet}
              Pet:
                fields: {owner: Owner}
            state:
              owner: Owner?
            actions:
              tick:
            """,
            .error(
                4, 14,
                """
                type 'Owner' contains itself through Owner.pet -> Pet.owner with no optional or collection \
                in between, so it would have infinite size
                """)),
        BadSchema(
            "type named like the generated state",
            """
            store: Shop
            types:
              ShopState:
                enum: [a]
            state:
              item: ShopState?
            actions:
              tick:
            """,
            .error(3, 3, "type 'ShopState' collides with the generated state type")),
        BadSchema(
            "type named like a subscription's props",
            """
            store: Shop
            types:
              ShopDisplayProps:
                enum: [a]
            state:
              item: ShopDisplayProps?
            actions:
              tick:
            subscriptions:
              display: {select: [item]}
            """,
            .error(3, 3, "type 'ShopDisplayProps' collides with the props type of subscription 'display'")),
        BadSchema(
            "struct field named like a type its Codable spells",
            """
            store: Shop
            types:
              Mode:
                fields:
                  String: {type: "Set<Int>"}
                  level: String
            state:
              mode: Mode?
            actions:
              tick:
            """,
            .error(
                5, 7,
                """
                field 'String' of type 'Mode' has the name of a type generated code uses inside 'Mode', \
                where the field would hide it
                """)),
        BadSchema(
            "struct field named like Hashable's hashValue",
            """
            store: Shop
            types:
              Tag:
                fields:
                  hashValue: {type: "String", default: ""}
                  level: Int
            state:
              tag: Tag?
            actions:
              tick:
            """,
            .error(
                5, 7,
                """
                field 'hashValue' of type 'Tag' would clash with 'Hashable.hashValue', which generated \
                types conform to when every field is hashable
                """)),
        BadSchema(
            "type named like the protocol holding a subscription's members",
            """
            store: Shop
            types:
              _ShopSubscriptions2_1:
                enum: [a]
            state:
              item: _ShopSubscriptions2_1?
            actions:
              tick:
            subscriptions:
              display: {select: [item]}
            """,
            .error(3, 3, "type '_ShopSubscriptions2_1' collides with a generated protocol holding subscription members")
        ),
        BadSchema(
            "type declared twice",
            """
            store: Shop
            external:
              Color: {}
            types:
              Color:
                enum: [red]
            state:
              color: Color?
            actions:
              tick:
            """,
            .error(3, 3, "external type 'Color' is also declared under 'types'")),
        BadSchema(
            "reserved external name",
            """
            store: Shop
            external:
              Value: {}
            state:
              value: Value?
            actions:
              tick:
            """,
            .error(
                3, 3,
                """
                external type name 'Value' is reserved, because generated code declares a 'Value' of its own (a \
                nested type or a generic parameter), which this one would be taken for; give it another name
                """)),
        BadSchema(
            "misspelt external option",
            """
            store: Shop
            external:
              Color: {hashible: true}
            state:
              color: Color?
            actions:
              tick:
            """,
            .error(3, 11, "unknown key 'hashible' in external type 'Color'; did you mean 'hashable'?")),
        BadSchema(
            "external written as a scalar",
            """
            store: Shop
            external:
              Color: yes
            state:
              color: Color?
            actions:
              tick:
            """,
            .error(3, 10, "external type 'Color' must be {} or a mapping with 'doc' and 'hashable', found a string")),
    ]
}
