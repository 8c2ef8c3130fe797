import StoreSchema
import Testing

/// `check-compat` on a persisted store that holds children: the state of a
/// child the schema saves (`persist:`) whose store is Codable is saved in the
/// parent's file, so a change to it is judged as the parent's own (at the
/// child's line, with the parent's version deciding); a child that is not
/// saved is not judged.
@Suite struct SavedChildrenCompatibilityTests {
    static let shop = """
        store: Shop
        version: 1
        persist: true
        state:
          name: {type: String, default: ""}
        modules:
          sheet: {store: Form, optional: true, persist: true}
          rows: {store: Row, list: true}
          path: {stack: {detail: Detail, settings: Settings}, persist: true}
          counter: {store: Counter}
        """

    static let form = """
        store: Form
        codable: true
        state:
          title: {type: String, default: ""}
          count: {type: Int, default: 0}
        actions:
          save:
        """

    static let row = """
        store: Row
        codable: true
        state:
          id: {type: Int, default: 0}
          label: {type: String, default: ""}
        actions:
          rename: {label: String}
        """

    static let detail = """
        store: Detail
        codable: true
        state:
          note: {type: String, default: ""}
        actions:
          edit:
        modules:
          destination: {oneOf: {edit: Editor}, persist: true}
        """

    static let editor = """
        store: Editor
        codable: true
        state:
          draft: {type: String, default: ""}
        actions:
          save:
        """

    static let settings = """
        store: Settings
        codable: true
        state:
          minutes: {type: Int, default: 5}
          sound: {type: Bool, default: true}
        actions:
          set: {minutes: Int}
        """

    /// Not Codable: its state is not saved with the shop's.
    static let counter = """
        store: Counter
        state:
          count: {type: Int, default: 0}
        actions:
          increment:
        """

    static let stores = [
        "Shop": shop, "Form": form, "Row": row, "Detail": detail, "Editor": editor, "Settings": settings,
        "Counter": counter,
    ]

    /// The diagnostics for the stores as `stores` has them with `both`
    /// (store, text, replacement) in the older schemas, and with `both` then
    /// `edits` in the newer; `given` leaves the newer schemas of the other
    /// stores out.
    static func check(
        _ edits: [(String, String, String)], both: [(String, String, String)] = [], newStores given: Set<String>? = nil
    ) throws -> [String] {
        func edited(_ stores: [String: String], _ edits: [(String, String, String)]) throws -> [String: String] {
            var stores = stores
            for (store, text, replacement) in edits {
                let source = try #require(stores[store])
                try #require(source.contains(text), "\(store) has no \(text)")
                stores[store] = source.replacingOccurrences(of: text, with: replacement)
            }
            return stores
        }
        let older = try edited(stores, both)
        let newer = try edited(older, edits)
        let old = try older.mapValues { try load($0, file: "Old/\(name(of: $0)).store.yaml") }
        let new = try newer.mapValues { try load($0, file: "\(name(of: $0)).store.yaml") }
        let children = SavedChildStores(
            old: old.filter { $0.key != "Shop" }.map(\.value),
            new: new.filter { $0.key != "Shop" && (given?.contains($0.key) ?? true) }.map(\.value))
        return CompatibilityCheck.diagnostics(
            old: try #require(old["Shop"]), new: try #require(new["Shop"]), children: children
        )
        .map(\.description)
    }

    @Test func unchangedChildrenSayNothing() throws {
        #expect(try Self.check([]) == [])
    }

    @Test func aFieldRemovedFromASavedSheetIsABreakAtTheChildsLine() throws {
        #expect(
            try Self.check([("Form", "  count: {type: Int, default: 0}\n", "")]) == [
                """
                Form.store.yaml:3:1: error: saved by store 'Shop' in module 'sheet': persisted state field \
                'count' (Old/Form.store.yaml:5:3) was removed: its saved values would be lost; raise \
                'version' of store 'Shop' and migrate from version 1
                """
            ])
    }

    @Test func aFieldRetypedInASavedRowIsABreak() throws {
        let diagnostics = try Self.check([
            ("Row", "label: {type: String, default: \"\"}", "label: {type: Int, default: 0}")
        ])
        #expect(
            diagnostics == [
                """
                Row.store.yaml:5:17: error: saved by store 'Shop' in module 'rows': persisted state field \
                'label' changed type from String to Int: saved values do not load as Int; raise 'version' \
                of store 'Shop' and migrate from version 1
                """
            ], "\(diagnostics)")
    }

    @Test func aFieldOfAScreensOwnChildIsJudgedThroughTheScreen() throws {
        #expect(
            try Self.check([
                ("Editor", "  draft: {type: String, default: \"\"}", "  text: {type: String, default: \"\"}")
            ]) == [
                """
                Editor.store.yaml:4:3: error: saved by store 'Shop' in case 'detail' of module 'path', then \
                case 'edit' of module 'destination': persisted state field 'draft' \
                (Old/Editor.store.yaml:4:3) was removed or renamed to 'text': its saved values would be \
                lost; raise 'version' of store 'Shop' and migrate from version 1
                """
            ])
    }

    @Test func aChildThatIsNotSavedIsNotJudged() throws {
        #expect(
            try Self.check([("Counter", "count: {type: Int, default: 0}", "count: {type: String, default: \"\"}")])
                == [])
        #expect(try Self.check([("Shop", "counter: {store: Counter}", "counter: {store: Counter, list: true}")]) == [])
    }

    @Test func aScreenKindRemovedFromTheStackIsABreak() throws {
        #expect(
            try Self.check([("Shop", ", settings: Settings}", "}")]) == [
                """
                Shop.store.yaml:9:3: error: case 'settings' of module 'path' (Old/Shop.store.yaml:9:34) was \
                removed: a saved screen of that case no longer loads; raise 'version' and migrate from \
                version 1
                """
            ])
    }

    @Test func aSheetMadeAListIsABreak() throws {
        #expect(
            try Self.check([
                ("Shop", "{store: Form, optional: true, persist: true}", "{store: Form, list: true, persist: true}"),
                ("Form", "  title:", "  id: {type: Int, default: 0}\n  title:"),
            ]) == [
                """
                Shop.store.yaml:7:3: error: module 'sheet' was optional and is a list now: its saved state \
                no longer loads; raise 'version' and migrate from version 1
                """
            ])
    }

    @Test func aSavedChildThatIsNoLongerCodableIsABreak() throws {
        #expect(
            try Self.check([("Row", "codable: true\n", "")]) == [
                """
                Row.store.yaml:1:8: error: module 'rows' holds store 'Row', whose state is not Codable any \
                more: the state saved of it would be ignored; raise 'version' and migrate from version 1
                """
            ])
    }

    @Test func aChildWhoseSchemaIsNotGivenIsANote() throws {
        #expect(
            try Self.check([], newStores: ["Row", "Detail", "Editor", "Settings", "Counter"]) == [
                """
                Shop.store.yaml:7:3: note: module 'sheet' holds store 'Form', whose schema was not given, \
                so the state it may save was not checked
                """
            ])
    }

    @Test func aModuleThatIsNotSavedIsNotJudged() throws {
        let unsaved = [
            ("Shop", "optional: true, persist: true}", "optional: true}"), ("Detail", ", persist: true}", "}"),
        ]
        #expect(try Self.check([("Form", "  count: {type: Int, default: 0}\n", "")], both: unsaved) == [])
        #expect(try Self.check([("Editor", "draft:", "text:")], both: unsaved) == [])
        #expect(
            try Self.check([("Shop", "{store: Form, optional: true}", "{store: Form, list: true}")], both: unsaved)
                == [])
    }

    @Test func aModuleSavedFromNowOnNeedsNothing() throws {
        let unsaved = [("Shop", "optional: true, persist: true}", "optional: true}")]
        #expect(try Self.check([("Shop", "optional: true}", "optional: true, persist: true}")], both: unsaved) == [])
    }

    @Test func aModuleNoLongerSavedIsABreak() throws {
        #expect(
            try Self.check([
                ("Shop", "Settings}, persist: true}", "Settings}}"),
                ("Shop", "optional: true, persist: true}", "optional: true, persist: false}"),
            ]) == [
                """
                Shop.store.yaml:7:40: error: module 'sheet' is not saved any more ('persist: false'): the \
                state saved of it would be ignored; raise 'version' and migrate from version 1
                """,
                """
                Shop.store.yaml:9:3: error: module 'path' is not saved any more (it is saved only with \
                'persist: true'): the state saved of it would be ignored; raise 'version' and migrate from \
                version 1
                """,
            ])
    }

    @Test func theParentsMigrationHandlesAChildsBreak() throws {
        let diagnostics = try Self.check([
            ("Shop", "version: 1\n", "version: 2\nmigrations: [1]\n"),
            ("Settings", "  minutes: {type: Int, default: 5}\n", ""),
        ])
        #expect(
            diagnostics == [
                """
                Settings.store.yaml:3:1: warning: saved by store 'Shop' in case 'settings' of module \
                'path': persisted state field 'minutes' (Old/Settings.store.yaml:4:3) was removed: its \
                saved values would be lost (the migration from version 1 handles it)
                """
            ])
    }

    private static func name(of text: String) -> String {
        String(text.split(separator: "\n")[0].dropFirst("store: ".count))
    }

    private static func load(_ text: String, file: String) throws -> StoreDefinition {
        let result = SchemaLoader.load(text: text, file: file)
        #expect(!result.hasErrors, "\(file): \(result.diagnostics)")
        return try #require(result.definition)
    }
}
