/// The schema changes `CompatibilityCheck` is held to, against
/// `CompatibilityCase.base` unless a case gives its own older schema.
extension CompatibilityCase {
    static let all: [CompatibilityCase] = state + structs + enums + versions + store

    static let state: [CompatibilityCase] = [
        CompatibilityCase("unchanged", edits: [], .silent),
        CompatibilityCase(
            "state field added with a default",
            edits: [("  draft:", "  extra: {type: Int, default: 0}\n  draft:")], .silent),
        CompatibilityCase(
            "state field added as an optional",
            edits: [("  draft:", "  extra: Int?\n  draft:")], .silent),
        CompatibilityCase(
            "state field added without a default",
            edits: [("  draft:", "  extra: Int\n  draft:")], .incompatible,
            .error(
                22, 3,
                """
                persisted state field 'extra' was added without a default or optional type: files saved \
                before have no value for it; raise 'version' and migrate from version 1
                """)),
        CompatibilityCase(
            "state field removed",
            edits: [("  label: {type: String, default: \"\"}\n", "")], .incompatible,
            .error(
                16, 1, "persisted state field 'label' (Old.store.yaml:21:3) was removed: its saved values would be lost"
            )),
        CompatibilityCase(
            "state field renamed",
            edits: [("  label:", "  title:")], .incompatible,
            .error(21, 3, "persisted state field 'label' (Old.store.yaml:21:3) was removed or renamed to 'title'")),
        CompatibilityCase(
            "state field retyped",
            edits: [("  count: Int", "  count: String")], .incompatible,
            .error(
                20, 10,
                "persisted state field 'count' changed type from Int to String: saved values do not load as String")),
        CompatibilityCase(
            "state field no longer persisted",
            edits: [
                ("  label: {type: String, default: \"\"}", "  label: {type: String, default: \"\", persist: false}")
            ], .incompatible,
            .error(21, 3, "persisted state field 'label' is 'persist: false' now: its saved values would be ignored")),
        CompatibilityCase(
            "unpersisted state field removed",
            edits: [("  draft: {type: String, default: \"\", persist: false}\n", "")], .silent),
        CompatibilityCase(
            "unpersisted state field persisted now (it has a default)",
            edits: [
                ("  draft: {type: String, default: \"\", persist: false}", "  draft: {type: String, default: \"\"}")
            ], .silent),
        CompatibilityCase(
            "default added to a required state field",
            edits: [("  count: Int", "  count: {type: Int, default: 0}")], .compatible,
            .warning(
                20, 3,
                """
                persisted state field 'count' has a default now: a saved file without it loads the default \
                (compatible)
                """)),
        CompatibilityCase(
            "default removed from a state field",
            edits: [("  label: {type: String, default: \"\"}", "  label: String")], .incompatible,
            .error(
                21, 3,
                """
                persisted state field 'label' lost its default: a saved file without it (one from before \
                the field existed) no longer loads
                """)),
        CompatibilityCase(
            "state field made optional",
            edits: [("  count: Int", "  count: Int?")], .compatible,
            .warning(20, 10, "persisted state field 'count' is optional now: saved values still load (compatible)")),
        CompatibilityCase(
            "optional state field made non-optional with a default (a saved nil loads as it)",
            old: base.replacingOccurrences(of: "  count: Int", with: "  count: Int?"),
            edits: [("  count: Int?", "  count: {type: Int, default: 0}")], .compatible,
            .warning(
                20, 17,
                "persisted state field 'count' is no longer optional: a saved nil loads as its default (compatible)")),
        CompatibilityCase(
            "optional state field made non-optional without a default",
            old: base.replacingOccurrences(of: "  count: Int", with: "  count: Int?"),
            edits: [("  count: Int?", "  count: Int")], .incompatible,
            .error(
                20, 10,
                """
                persisted state field 'count' is no longer optional: a saved nil (or a value left out) does \
                not load
                """)),
        CompatibilityCase(
            "dictionary state field's value type changes inside",
            old: base.replacingOccurrences(of: "  count: Int", with: "  count: \"[String: Size]\""),
            edits: [("enum: [small, large]", "enum: [small]")], .incompatible,
            .error(10, 3, "case 'large' of enum 'Size' (Old.store.yaml:11:19) was removed")),
        CompatibilityCase(
            "array state field becomes a set",
            edits: [("\"[Item]\"", "\"Set<Item>\"")], .compatible,
            .warning(
                17, 18,
                "persisted state field 'items' changed from [Item] to Set<Item>, which are saved as the same JSON list")
        ),
    ]

    static let structs: [CompatibilityCase] = [
        CompatibilityCase(
            "struct field made non-optional",
            edits: [("      note: String?", "      note: String")], .incompatible,
            .error(
                9, 13,
                """
                field 'note' of 'Item' is no longer optional: a saved nil (or \
                a value left out) does not load
                """)),
        CompatibilityCase(
            "struct field removed",
            edits: [("      price: Int\n", "")], .incompatible,
            .error(5, 3, "field 'price' of 'Item' (Old.store.yaml:8:7) was removed: its saved values would be lost")),
        CompatibilityCase(
            "struct field added as an optional",
            edits: [("      note: String?", "      note: String?\n      sku: String?")], .silent),
        CompatibilityCase(
            "struct field added with a default (defaults are not read from files)",
            edits: [("      note: String?", "      note: String?\n      sku: {type: String, default: \"\"}")],
            .incompatible,
            .error(
                10, 7,
                """
                field 'sku' of 'Item' was added and is not optional: saved values have no 'sku', and \
                defaults are not read from files
                """)),
        CompatibilityCase(
            "struct field retyped",
            edits: [("      price: Int", "      price: Double")], .incompatible,
            .error(8, 14, "field 'price' of 'Item' changed type from Int to Double")),
        CompatibilityCase(
            "struct renamed with the same fields (files hold no type names)",
            edits: [("  Item:", "  Product:"), ("\"[Item]\"", "\"[Product]\"")], .silent),
        CompatibilityCase(
            "struct becomes an enum",
            edits: [
                (
                    "  Item:\n    fields:\n      name: String\n      price: Int\n      note: String?\n",
                    "  Item:\n    enum: [name, price]\n"
                )
            ], .incompatible,
            .error(14, 18, "'Item' was a struct and is an enum now: saved values do not load")),
    ]

    static let enums: [CompatibilityCase] = [
        CompatibilityCase(
            "enum case removed",
            edits: [("enum: [small, large]", "enum: [small]")], .incompatible,
            .error(
                10, 3,
                """
                case 'large' of enum 'Size' (Old.store.yaml:11:19) was \
                removed: a saved 'large' does not load
                """)),
        CompatibilityCase(
            "enum case added",
            edits: [("enum: [small, large]", "enum: [small, medium, large]")], .silent),
        CompatibilityCase(
            "enum case renamed",
            edits: [("enum: [small, large]", "enum: [small, big]")], .incompatible,
            .error(11, 19, "case 'large' of enum 'Size' (Old.store.yaml:11:19) was removed or renamed to 'big'")),
        CompatibilityCase(
            "plain enum gains a case with values",
            edits: [("enum: [small, large]", "enum: {small: {}, large: {}, custom: {inches: Int}}")], .incompatible,
            .error(10, 3, "enum 'Size' changes how every case is saved, because a case has values now")),
        CompatibilityCase(
            "enum case value retyped",
            edits: [("closed: {reason: String}", "closed: {reason: Int}")], .incompatible,
            .error(15, 24, "value 'reason' of case 'closed' of enum 'Status' changed type from String to Int")),
        CompatibilityCase(
            "enum case values added, one required and one optional",
            edits: [("closed: {reason: String}", "closed: {reason: String, at: Int, by: String?}")], .incompatible,
            .error(15, 32, "value 'at' of case 'closed' of enum 'Status' was added and is not optional")),
    ]

    static let versions: [CompatibilityCase] = [
        CompatibilityCase(
            "breaking change with version raised and the migration listed",
            edits: [("version: 1", "version: 2\nmigrations: [1]"), ("      price: Int\n", "")], .compatible,
            .warning(
                6, 3,
                """
                field 'price' of 'Item' (Old.store.yaml:8:7) was removed: its saved values would be lost \
                (the migration from version 1 handles it)
                """)),
        CompatibilityCase(
            "version raised without a migration",
            edits: [("version: 1", "version: 2")], .incompatible,
            .error(
                2, 1,
                """
                'version' went up from 1 to 2 but 'migrations' does not list 1: files saved at version 1 \
                would be moved aside unread
                """)),
        CompatibilityCase(
            "breaking change with a migration from another version",
            edits: [("version: 1", "version: 3\nmigrations: [2]"), ("  count: Int", "  count: String")], .incompatible,
            .error(3, 1, "'version' went up from 1 to 3 but 'migrations' does not list 1"),
            .error(
                21, 10,
                """
                changed type from Int to String: saved values do not load as String; list 1 in 'migrations' \
                and migrate it
                """)),
        CompatibilityCase(
            "version lowered",
            old: base.replacingOccurrences(of: "version: 1", with: "version: 2\nmigrations: [1]"),
            edits: [("version: 2\nmigrations: [1]", "version: 1")], .incompatible,
            .error(
                2, 1,
                """
                'version' went down from 2 to 1: files saved at version 2 would be moved aside as newer \
                than the app
                """)),
    ]

    static let store: [CompatibilityCase] = [
        CompatibilityCase(
            "older schema not persisted",
            old: base.replacingOccurrences(of: "persist: true\n", with: ""),
            edits: [("store: Shop\n", "store: Shop\npersist: true\n")], .compatible,
            .note(
                2, 1, "the older schema does not persist its state, so there are no saved files to stay compatible with"
            )),
        CompatibilityCase(
            "persistence turned off",
            edits: [("persist: true", "persist: false")], .compatible,
            .warning(3, 1, "the store no longer persists its state")),
        CompatibilityCase(
            "store renamed",
            edits: [("store: Shop", "store: Shop2")], .compatible,
            .warning(1, 8, "the default state file changes from Shop.json to Shop2.json")),
        CompatibilityCase(
            "embedded module removed",
            old: base + "modules:\n  reports: {store: Reports}\n",
            edits: [("modules:\n  reports: {store: Reports}\n", "")], .compatible,
            .warning(
                16, 1,
                """
                module 'reports' (Old.store.yaml:26:3) was removed: if store 'Reports' persists, its saved \
                state would be lost (compatible)
                """)),
    ]
}
