import StoreSchema
import Testing

/// Valid schemas become exactly the model code generation relies on.
@Suite struct GoodSchemaTests {
    private func load(_ name: String) throws -> StoreDefinition {
        let url = Fixtures.url("valid", name)
        let result = SchemaLoader.load(fileAt: url.path)
        #expect(result.diagnostics == [])
        return try #require(result.definition)
    }

    private func location(_ name: String, _ line: Int, _ column: Int) -> StoreSchema.SourceLocation {
        StoreSchema.SourceLocation(file: Fixtures.url("valid", name).path, line: line, column: column)
    }

    @Test func usesNameTheDependenciesEveryStoreHasAndTheAppsOwnInOrder() throws {
        let guests = try load("Guests.store.yaml")
        #expect(
            guests.dependencies == [
                Dependency(
                    name: "permissions", typeName: "Permissions", doc: "What the user allowed.",
                    location: location("Guests.store.yaml", 5, 3)),
                Dependency(name: "calendar", typeName: "AppCalendar", location: location("Guests.store.yaml", 6, 3)),
            ])
        let uses = guests.actions.map { $0.uses.map(\.name) }
        #expect(uses == [["permissions", "now", "uuid"], ["now"], []])
        #expect(guests.actions[0].uses.map(\.typeName) == ["Permissions", "Date", "UUIDSource"])
        #expect(guests.actions[0].uses.map(\.isBuiltIn) == [false, true, true])
        #expect(guests.usesDependencies)
        #expect(try !load("Counter.store.yaml").usesDependencies)
    }

    @Test func counterMatchesTheGeneratedCodeContract() throws {
        let counter = try load("Counter.store.yaml")
        #expect(counter.name == "Counter")
        #expect(counter.access == .public)
        #expect(counter.version == 1)
        #expect(counter.persist == false)
        #expect(
            counter.state == [
                Field(
                    name: "count", type: .named("Int"), defaultValue: .integer("0"),
                    location: location("Counter.store.yaml", 5, 3), typeLocation: location("Counter.store.yaml", 5, 17))
            ])
        #expect(counter.actions.map(\.name) == ["increment", "add"])
        #expect(counter.actions[0].params == [])
        #expect(counter.actions[1].params.map(\.name) == ["amount"])
        #expect(counter.actions[1].params.map(\.type) == [.named("Int")])
        #expect(
            counter.subscriptions.map(\.kind) == [
                .state(fields: ["count"], delivery: .main),
                .actions(names: ["add"], delivery: .main),
            ])
    }

    @Test func timeTrackerKeepsTypesInSchemaOrder() throws {
        let tracker = try load("TimeTracker.store.yaml")
        #expect(tracker.doc == "Tracks time spent on projects.")
        #expect(tracker.persist)
        #expect(tracker.imports == ["Foundation"])
        #expect(tracker.externalTypes.map(\.name) == ["Color"])
        #expect(tracker.externalTypes.first?.isHashable == true)
        #expect(tracker.externalTypes.first?.doc == "The app's own color type.")
        #expect(tracker.types.map(\.name) == ["Project", "Activity", "Filter", "Sync"])
        guard case .structure(let project) = tracker.types[0].kind else {
            Issue.record("Project is not a struct")
            return
        }
        #expect(project.map(\.name) == ["id", "name", "color", "activities"])
        #expect(
            project.map(\.type) == [
                .named("UUID"), .named("String"), .optional(.named("Color")), .array(.named("Activity")),
            ])
        #expect(project[3].defaultValue == .array([]))
        #expect(
            tracker.types[2].kind
                == .enumeration(cases: [
                    EnumCase(name: "all", location: location("TimeTracker.store.yaml", 25, 12)),
                    EnumCase(name: "running", location: location("TimeTracker.store.yaml", 25, 17)),
                    EnumCase(name: "finished", location: location("TimeTracker.store.yaml", 25, 26)),
                ]))
        guard case .enumeration(let sync) = tracker.types[3].kind else {
            Issue.record("Sync is not an enum")
            return
        }
        #expect(sync.map(\.name) == ["idle", "failed"])
        #expect(sync[0].payload == [])
        #expect(sync[1].payload.map(\.name) == ["message"])
    }

    @Test func timeTrackerStateActionsModulesAndSubscriptions() throws {
        let tracker = try load("TimeTracker.store.yaml")
        #expect(tracker.state.map(\.name) == ["projects", "selectedProject", "filter", "sync", "draftName"])
        #expect(tracker.state[0].doc == "All projects, newest first.")
        #expect(tracker.state[1].type == .optional(.named("UUID")))
        #expect(tracker.state[1].defaultValue == nil)
        #expect(tracker.state[2].defaultValue == .enumCase("all", payload: []))
        #expect(tracker.state[3].defaultValue == .enumCase("idle", payload: []))
        #expect(tracker.state[4].persist == false)
        #expect(tracker.state[4].defaultValue == .string(""))
        #expect(tracker.state.prefix(4).allSatisfy { $0.persist })
        #expect(tracker.actions.map(\.name) == ["addProject", "startActivity", "stopActivity", "setFilter", "reset"])
        #expect(tracker.actions[1].doc == "Starts timing a new activity.")
        #expect(tracker.actions[1].params.map(\.name) == ["project", "name", "at"])
        #expect(tracker.actions[1].params.map(\.type) == [.named("UUID"), .named("String"), .named("Date")])
        #expect(tracker.actions[4].params == [])
        #expect(
            tracker.modules == [
                Module(
                    name: "reports", store: "Reports", importModule: "ReportsFeature",
                    location: location("TimeTracker.store.yaml", 48, 3))
            ])
        #expect(tracker.subscriptions.map(\.name) == ["projectList", "runningCount", "audit"])
        #expect(
            tracker.subscriptions.map(\.kind) == [
                .state(fields: ["projects", "filter"], delivery: .main),
                .state(fields: ["projects"], delivery: .background),
                .actions(names: ["addProject", "stopActivity", "reports"], delivery: .main),
            ])
    }

    @Test func everyDefaultBecomesItsValue() throws {
        let everything = try load("Everything.store.yaml")
        #expect(everything.access == .package)
        #expect(everything.version == 3)
        #expect(everything.migrations == [1, 2])
        let defaults = Dictionary(uniqueKeysWithValues: everything.state.map { ($0.name, $0.defaultValue) })
        #expect(defaults["flag"] == .bool(true))
        #expect(defaults["small"] == .integer("-128"))
        #expect(defaults["byte"] == .integer("255"))
        #expect(defaults["hex"] == .integer("65535"))
        #expect(defaults["octal"] == .integer("15"))
        #expect(defaults["large"] == .integer("18446744073709551615"))
        #expect(defaults["ratio"] == .float(2.5))
        #expect(defaults["whole"] == .float(3))
        #expect(defaults["scale"] == .float(-1500))
        #expect(defaults["money"] == .float(19.99))
        #expect(defaults["title"] == .string("Hello, world"))
        #expect(defaults["home"] == .string("https://example.com/a?b=c"))
        #expect(defaults["id"] == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(defaults["created"] == .some(nil))
        #expect(defaults["nothing"] == .null)
        #expect(defaults["origin"] == .structure([FieldValue(name: "y", value: .integer("7"))]))
        #expect(
            defaults["sync"] == .enumCase("failed", payload: [FieldValue(name: "message", value: .string("offline"))]))
        #expect(defaults["retry"] == .enumCase("retrying", payload: []))
        #expect(defaults["tags"] == .array([.string("a"), .string("b")]))
        #expect(defaults["grid"] == .array([.array([.integer("1"), .null]), .array([])]))
        #expect(
            defaults["scores"]
                == .dictionary([
                    DictionaryEntry(key: .string("alice"), value: .array([.integer("1"), .integer("2")])),
                    DictionaryEntry(key: .string("bob"), value: .array([])),
                ]))
    }

    @Test func typeExpressionsResolveToReferences() throws {
        let everything = try load("Everything.store.yaml")
        let types = Dictionary(uniqueKeysWithValues: everything.state.map { ($0.name, $0.type) })
        #expect(types["tags"] == .set(.named("String")))
        #expect(types["grid"] == .array(.array(.optional(.named("Int")))))
        #expect(types["scores"] == .dictionary(key: .named("String"), value: .array(.named("Int"))))
        #expect(types["byPoint"] == .dictionary(key: .named("Point"), value: .named("Shape")))
        #expect(types["shapes"] == .optional(.dictionary(key: .named("String"), value: .named("Shape"))))
        #expect(types["shapes"]?.swiftSpelling == "[String: Shape]?")
    }

    @Test func longFormActionsMayHaveParamsNamedDocAndParams() throws {
        let everything = try load("Everything.store.yaml")
        let load = try #require(everything.actions.first { $0.name == "load" })
        #expect(load.doc == nil)
        #expect(load.params.map(\.name) == ["doc", "params"])
        #expect(load.params.map(\.type) == [.named("String"), .array(.named("String"))])
        let move = try #require(everything.actions.first { $0.name == "move" })
        #expect(move.params[1].doc == "Whether to animate.")
        #expect(move.params[1].defaultValue == .bool(false))
    }

    @Test func hashabilityFollowsFields() throws {
        let everything = try load("Everything.store.yaml")
        #expect(everything.hashableTypeNames == ["Point", "Tree", "Sync"])
        #expect(everything.isHashable(.named("Tint")))
        #expect(!everything.isHashable(.named("Shape")))
        #expect(!everything.isHashable(.array(.named("Shape"))))
        #expect(everything.isHashable(.dictionary(key: .named("Point"), value: .optional(.named("Tint")))))
    }

    @Test func optionalOrCollectionBreaksARecursion() throws {
        let yaml = """
            store: Shop
            types:
              Node:
                fields: {value: Int, next: Node?, children: "[Node]", byName: "[String: Node]"}
              Owner:
                fields: {pet: Pet?}
              Pet:
                fields: {owner: Owner}
            state:
              root: Node?
              owner: Owner?
            actions:
              tick:
            """
        let result = SchemaLoader.load(text: yaml, file: "Shop.store.yaml")
        #expect(result.diagnostics == [])
        #expect(result.definition?.types.map(\.name) == ["Node", "Owner", "Pet"])
    }

    @Test func typesAreFoundWhereverTheyAreDeclared() throws {
        let yaml = """
            store: Shop
            state:
              mode: {type: Mode, default: dark}
            actions:
              tick:
            types:
              Mode:
                enum: [light, dark]
            """
        let result = SchemaLoader.load(text: yaml, file: "Shop.store.yaml")
        #expect(result.diagnostics == [])
        #expect(result.definition?.state.first?.defaultValue == .enumCase("dark", payload: []))
    }

    /// Data is saved with its parent and navigation is not, unless the
    /// module says otherwise; a `codable: true` store, which a persisted
    /// parent saves, takes `persist:` on its fields and modules without a
    /// warning.
    @Test func modulesAreSavedWhenTheyAreDataUnlessTheySayOtherwise() throws {
        let yaml = """
            store: Shop
            codable: true
            state:
              draft: {type: String, default: "", persist: false}
            actions:
              tick:
            modules:
              header: {store: Header}
              rows: {store: Row, list: true}
              sheet: {store: Form, optional: true}
              destination: {oneOf: {form: Form}}
              path: {stack: {form: Form}}
              hiddenRows: {store: Row, list: true, persist: false}
              pinned: {store: Form, optional: true, persist: true}
            """
        let result = SchemaLoader.load(text: yaml, file: "Shop.store.yaml")
        #expect(result.diagnostics == [])
        let modules = try #require(result.definition?.modules)
        #expect(
            modules.map { "\($0.name) \($0.persist)" } == [
                "header true", "rows true", "sheet false", "destination false", "path false", "hiddenRows false",
                "pinned true",
            ])
        #expect(modules.map { $0.persistLocation?.line } == [nil, nil, nil, nil, nil, 13, 14])
    }
}
