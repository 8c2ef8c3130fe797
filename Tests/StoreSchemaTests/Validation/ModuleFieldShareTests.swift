import StoreSchema
import Testing

/// A value shared from a module's field (`share: {items: "list.items[id]"}`):
/// the holding module's schema, one of the target's others, says the field
/// and its type (`TargetTypes.stateFields`, as `storegen` and the build
/// plugin load a target), and the sharing child's field must be of it.
@Suite struct ModuleFieldShareTests {
    static let list = """
        store: List
        types:
          Item: {fields: {id: Int, title: String}}
        state:
          items: {type: "[Item]", default: []}
          name: {type: String, default: ""}
          owner: {type: String, default: "", shared: true}
        actions:
          tick:
        """

    static func parent(_ share: String) -> String {
        """
        store: Shop
        state:
          owner: {type: String, default: ""}
        actions:
          tick:
        modules:
          list: {store: List, share: {owner: owner}}
          detail: {store: Detail, optional: true, share: \(share)}
        """
    }

    static let detail = """
        store: Detail
        state:
          item: {type: Item, shared: true}
          name: {type: Int, shared: true}
        actions:
          tick:
        """

    /// The list's schema, as the other schemas of its target see it.
    static var targetTypes: TargetTypes {
        let list = SchemaLoader.load(text: Self.list, file: "List.store.yaml").definition
        return TargetTypes(
            declared: list?.types.map { ExternalType(name: $0.name, location: $0.location) } ?? [],
            stateFields: list.map { [$0.name: $0.state] } ?? [:])
    }

    static func load(_ share: String) -> SchemaLoadResult {
        SchemaLoader.load(text: parent(share), file: "Shop.store.yaml", targetTypes: targetTypes)
    }

    @Test func theLinkLearnsTheTypeOfTheModulesField() throws {
        let result = Self.load(#"{item: "list.items[id]", name: list.name}"#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let shares = try #require(result.definition?.modules.last?.shares)
        #expect(shares.map(\.module) == ["list", "list"])
        #expect(shares.map(\.sourceType) == [.array(.named("Item")), .named("String")])
        #expect(shares.map(\.sourceDescription) == ["list.items[id]", "list.name"])
    }

    @Test func aFieldTheModulesStoreDoesNotHoldOrSharesItself() {
        let result = Self.load(#"{item: "list.itms[id]", name: list.owner}"#)
        #expect(
            result.diagnostics.map(\.description) == [
                "Shop.store.yaml:8:57: error: module 'detail' shares 'item' as 'list.itms[id]', but 'itms' is "
                    + "not a state field of store 'List'; did you mean 'items'?",
                "Shop.store.yaml:8:80: error: module 'detail' shares 'name' as 'list.owner', but store 'List' "
                    + "shares 'owner' with this store (shared: true): share the value of this store it is "
                    + "linked to",
            ])
    }

    @Test func anElementOfAFieldThatIsNoArray() {
        let result = Self.load(#"{item: "list.name[id]"}"#)
        #expect(
            result.diagnostics.map(\.description) == [
                "Shop.store.yaml:8:57: error: module 'detail' shares 'item' as an element of 'list.name', which "
                    + "is of type String, not an array; write 'list.name' to share the field itself"
            ])
    }

    /// The target check compares the child's field with the module's.
    @Test func aChildFieldOfAnotherTypeThanTheModules() throws {
        let shop = try #require(Self.load(#"{item: "list.items[id]", name: list.name}"#).definition)
        let list = try #require(SchemaLoader.load(text: Self.list, file: "List.store.yaml").definition)
        let detailTypes = TargetTypes(declared: [ExternalType(name: "Item", location: list.types[0].location)])
        let detail = try #require(
            SchemaLoader.load(text: Self.detail, file: "Detail.store.yaml", targetTypes: detailTypes).definition)
        let diagnostics = TargetValidator.diagnostics(
            for: [shop, list, detail].map { TargetSchema(target: "App", definition: $0) })
        #expect(
            diagnostics.map(\.description) == [
                "Shop.store.yaml:8:81: error: module 'detail' shares 'name' (of type Int in store 'Detail') as "
                    + "'list.name', which is of type String; a shared field is the parent's field of the same type"
            ])
    }
}
