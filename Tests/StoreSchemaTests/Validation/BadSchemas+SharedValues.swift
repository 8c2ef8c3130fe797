extension BadSchemas {
    /// Data held once: `share:` of a module and `shared:` of a state field.
    static let sharedValues: [BadSchema] = [
        BadSchema(
            "share without fields, and a shared flag that is not a boolean",
            """
            store: Shop
            state:
              items: {type: "[Int]", default: []}
              note: {type: String, default: "", shared: maybe}
            actions:
              tick:
            modules:
              sheet: {store: Detail, optional: true, share: {}}
            """,
            .error(4, 45, "'shared' must be true or false, found 'maybe'"),
            .error(8, 49, "'share' of module 'sheet' needs at least one field, such as {item: items[id]}")),
        BadSchema(
            "shared fields of a one-of module without a case, or naming an unknown case",
            """
            store: Shop
            state:
              items: {type: "[Item]", default: []}
            types:
              Item: {fields: {id: Int}}
            actions:
              tick:
            modules:
              destination: {oneOf: {edit: Detail}, share: {item: "items[id]", edt.item: "items[id]"}}
            """,
            .error(
                9, 48,
                """
                shared field 'item' of module 'destination' must name a case and a field of its store, such \
                as edit.item
                """),
            .error(9, 67, "shared field 'edt.item' of module 'destination' names no case 'edt'; did you mean 'edit'?")),
        BadSchema(
            "shared value that is not a field or an element of one",
            """
            store: Shop
            state:
              items: {type: "[Item]", default: []}
            types:
              Item: {fields: {id: Int}}
            actions:
              tick:
            modules:
              sheet: {store: Detail, optional: true, share: {item: "items[id", other: "[id]", third: [items]}}
            """,
            .error(
                9, 56,
                """
                the value shared as 'item' must be a field of this store or of one of its modules (settings, \
                list.items), or an array field and the key its elements are found by (items[id], list.items[id]), \
                found 'items[id'
                """),
            .error(
                9, 75,
                """
                the value shared as 'other' must be a field of this store or of one of its modules (settings, \
                list.items), or an array field and the key its elements are found by (items[id], list.items[id]), \
                found '[id]'
                """),
            .error(9, 90, "the value shared as 'third' must be a name, found a list")),
        BadSchema(
            "shared value naming no state field, a module or a derived value",
            """
            store: Shop
            state:
              items: {type: "[Item]", default: []}
            types:
              Item: {fields: {id: Int}}
            actions:
              tick:
            modules:
              sheet: {store: Detail, optional: true, share: {item: "itms[id]", count: sheet, total: total}}
            derived:
              total: {type: Int, from: items}
            """,
            .error(
                9, 56,
                """
                module 'sheet' shares 'item' as 'itms', which is not a state field of this store; did you \
                mean 'items'?
                """),
            .error(
                9, 75,
                "module 'sheet' shares 'count' as 'sheet', which is not a state field of this store, but a module"),
            .error(
                9, 89,
                """
                module 'sheet' shares 'total' as 'total', which is not a state field of this store, but a \
                derived value (read-only)
                """)),
        BadSchema(
            "element of a field that is not an array, element shared with an always-present child",
            """
            store: Shop
            state:
              item: {type: Item, default: {id: 0}}
              items: {type: "[Item]", default: []}
            types:
              Item: {fields: {id: Int}}
            actions:
              tick:
            modules:
              sheet: {store: Detail, optional: true, share: {item: "item[id]"}}
              banner: {store: Detail, share: {item: "items[id]"}}
            """,
            .error(
                10, 56,
                """
                module 'sheet' shares 'item' as an element of 'item', which is of type Item, not an array; \
                write 'item' to share the field itself
                """),
            .error(
                11, 41,
                """
                module 'banner' is always present, so it cannot be closed when its element of 'items' is \
                removed; make it 'optional: true' (or a oneOf: or stack: case), or share a field
                """)),
        BadSchema(
            "an array and one of its elements shared with one child, and a field shared twice",
            """
            store: Shop
            state:
              items: {type: "[Item]", default: []}
              name: {type: String, default: ""}
            types:
              Item: {fields: {id: Int}}
            actions:
              tick:
            modules:
              path:
                stack: {detail: Detail, other: Detail}
                share: {detail.items: items, detail.item: "items[id]", other.item: "items[id]"}
              sheet: {store: Detail, optional: true, share: {title: name, heading: name}}
            """,
            .error(
                12, 34,
                """
                module 'path' shares 'items' as 'detail.items' and 'items[id]' as 'detail.item': a write to \
                one would be undone by the other; share only the element, and let the parent change 'items' \
                (an output it hears)
                """),
            .error(
                13, 63,
                """
                module 'sheet' shares 'name' as 'title' and 'name' as 'heading': a write to one would be \
                undone by the other; share it once
                """)),
        BadSchema(
            "shared on a struct field",
            """
            store: Shop
            types:
              Item: {fields: {id: {type: Int, shared: true}}}
            state:
              item: {type: "Item?"}
            actions:
              tick:
            """,
            .error(3, 35, "unknown key 'shared' in field 'id' of 'Item'; expected one of: type, default, doc")),
        BadSchema(
            "a value shared from a module's field, checked alone: the module's schema says its type",
            """
            store: Shop
            actions:
              tick:
            modules:
              list: {store: List}
              path:
                stack: {detail: Detail}
                share: {detail.items: list.items}
            """,
            .error(
                8, 27,
                "module 'path' shares 'detail.items' as 'list.items', a field of store 'List', whose schema is "
                    + "not given: check and generate this schema with the target's others (the build plugin and "
                    + "'storegen validate <folder>' do; 'storegen generate' takes --target-schema <path>)")),
        BadSchema(
            "a value shared from a module that can go away, the sharing module itself, another target's",
            """
            store: Shop
            actions:
              tick:
            modules:
              sheet: {store: List, optional: true}
              kit: {store: Kit, import: KitModule}
              detail: {store: Detail, optional: true, share: {items: sheet.items, tags: detail.tags, x: kit.x}}
            """,
            .error(
                7, 58,
                "module 'detail' shares 'items' as 'sheet.items', but module 'sheet' is not always present "
                    + "(it is optional: true): a value another child shows is held by this store or by a module "
                    + "with store: alone, which cannot go away while the child shows it"),
            .error(
                7, 77,
                "module 'detail' shares 'tags' as 'detail.tags', a field of the same module; a child's field is "
                    + "shared with another module"),
            .error(
                7, 93,
                "module 'detail' shares 'x' as 'kit.x', but module 'kit' embeds store 'Kit' of target "
                    + "'KitModule'; a value is shared from a module of a store of this target, whose schema says "
                    + "the field's type")),
        BadSchema(
            "a value shared from a module that does not exist, from a field, or two levels deep",
            """
            store: Shop
            state:
              items: {type: "[Int]", default: []}
            actions:
              tick:
            modules:
              list: {store: List}
              detail: {store: Detail, optional: true, share: {a: lst.items, b: items.count, c: list.a.b}}
            """,
            .error(
                8, 54,
                "module 'detail' shares 'a' as 'lst.items', but 'lst' is not a module of this store (a value "
                    + "is shared from a field of this store, such as items, or of one of its modules, such as "
                    + "list.items); did you mean 'list'?"),
            .error(
                8, 68,
                "module 'detail' shares 'b' as 'items.count', but 'items' is a state field of this store (a "
                    + "value is shared from a field of this store, such as items, or of one of its modules, such "
                    + "as list.items)"),
            .error(
                8, 84,
                "the value shared as 'c' must be a field of this store or of one of its modules (settings, "
                    + "list.items), or an array field and the key its elements are found by (items[id], "
                    + "list.items[id]), found 'list.a.b': a module's field is named module.field, one level deep")),
    ]
}
