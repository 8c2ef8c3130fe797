import Foundation
import Testing

@Suite struct GraphCommandTests {
    /// Struct and enum types, a generic, a string default with characters
    /// both diagram languages treat specially, a background subscription and
    /// an action subscription.
    static let shop = #"""
        store: Shop
        types:
          Item:
            fields:
              name: String
              tags: {type: "Set<String>", default: []}
          Status:
            enum:
              idle: {}
              failed: {message: String}
        state:
          items: {type: "[Item]", default: []}
          status: {type: Status, default: idle}
          title: {type: String, default: 'A "quoted" <shop>'}
        actions:
          addItem: {name: String}
          reset:
        subscriptions:
          list: {select: [items, title]}
          health: {select: [status], on: background}
          log: {actions: [addItem]}

        """#

    @Test func mermaidShowsStateTypesActionsAndWhatEachSubscriptionWatches() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Self.shop, to: "Shop.store.yaml")

        let result = try await StoreGenCLI.run(["graph", schema, "--format", "mermaid"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == ##"""
                flowchart LR
                    subgraph state["ShopState"]
                        f0["items: [Item] = []"]
                        f1["status: Status = .idle"]
                        f2["title: String = #quot;A \#quot;quoted\#quot; #lt;shop#gt;#quot;"]
                    end
                    subgraph types["Types"]
                        t0["struct Item<br/>name: String<br/>tags: Set#lt;String#gt; = []"]
                        t1["enum Status<br/>case idle<br/>case failed(message: String)"]
                    end
                    subgraph actions["ShopAction"]
                        a0["addItem(name: String)"]
                        a1["reset"]
                    end
                    subgraph subscriptions["Subscriptions"]
                        s0(["list"])
                        s1(["health<br/>on background"])
                        s2(["log"])
                    end
                    f0 -.-> t0
                    f1 -.-> t1
                    f0 --> s0
                    f2 --> s0
                    f1 --> s1
                    a0 --> s2

                """##)
    }

    /// Data held once: a module names what its children share, and the
    /// field it shares points at it (a thick arrow); a shared field says so.
    @Test func aModuleNamesTheValuesItsChildrenShare() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let parent = try directory.write(
            """
            store: Shop
            types:
              Item: {fields: {id: Int}}
            state:
              items: {type: "[Item]", default: []}
            actions:
              tick:
            modules:
              path: {stack: {detail: Detail}, share: {detail.item: "items[id]"}, import: DetailKit}
            """, to: "Shop.store.yaml")
        let child = try directory.write(
            """
            store: Detail
            external:
              Item: {}
            state:
              item: {type: Item, shared: true}
            actions:
              tick:
            """, to: "Detail.store.yaml")

        let shop = try await StoreGenCLI.run(["graph", parent, "--format", "mermaid"])
        let detail = try await StoreGenCLI.run(["graph", child, "--format", "dot"])

        #expect(shop.status == 0 && detail.status == 0, "\(shop.stderr)\(detail.stderr)")
        #expect(
            shop.stdout.contains(#"f1["path<br/>module stack of detail: Detail<br/>shares detail.item as items[id]"]"#))
        #expect(shop.stdout.contains("    f0 ==> f1\n"))
        #expect(detail.stdout.contains("item: Item, shared"))
    }

    /// A derived value is a state member that names its inputs; a
    /// subscription that selects it points at it like at a field.
    @Test func derivedValuesAreStateMembersThatNameTheirInputs() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(
            """
            store: Shop
            types:
              Item: {fields: {name: String}}
            state:
              items: {type: "[Item]", default: []}
              query: {type: String, default: ""}
            actions:
              search: {query: String}
            derived:
              matches: {type: "[Item]", from: [items, query]}
            subscriptions:
              results: {select: [matches, query]}

            """, to: "Shop.store.yaml")

        let result = try await StoreGenCLI.run(["graph", schema, "--format", "mermaid"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                flowchart LR
                    subgraph state["ShopState"]
                        f0["items: [Item] = []"]
                        f1["query: String = #quot;#quot;"]
                        f2["matches: [Item]<br/>derived from items, query"]
                    end
                    subgraph types["Types"]
                        t0["struct Item<br/>name: String"]
                    end
                    subgraph actions["ShopAction"]
                        a0["search(query: String)"]
                    end
                    subgraph subscriptions["Subscriptions"]
                        s0(["results"])
                    end
                    f0 -.-> t0
                    f2 -.-> t0
                    f2 --> s0
                    f1 --> s0

                """)
    }

    @Test func dotIsTheSamePictureForGraphviz() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Self.shop, to: "Shop.store.yaml")

        let result = try await StoreGenCLI.run(["graph", schema, "--format", "dot"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == #"""
                digraph "Shop" {
                    rankdir=LR;
                    node [shape=box, fontname="Helvetica"];
                    subgraph cluster_state {
                        label="ShopState";
                        f0 [label="items: [Item] = []", shape=box];
                        f1 [label="status: Status = .idle", shape=box];
                        f2 [label="title: String = \"A \\\"quoted\\\" <shop>\"", shape=box];
                    }
                    subgraph cluster_types {
                        label="Types";
                        t0 [label="struct Item\lname: String\ltags: Set<String> = []\l", shape=box];
                        t1 [label="enum Status\lcase idle\lcase failed(message: String)\l", shape=box];
                    }
                    subgraph cluster_actions {
                        label="ShopAction";
                        a0 [label="addItem(name: String)", shape=box];
                        a1 [label="reset", shape=box];
                    }
                    subgraph cluster_subscriptions {
                        label="Subscriptions";
                        s0 [label="list", shape=ellipse];
                        s1 [label="health\lon background\l", shape=ellipse];
                        s2 [label="log", shape=ellipse];
                    }
                    f0 -> t0 [style=dashed];
                    f1 -> t1 [style=dashed];
                    f0 -> s0;
                    f2 -> s0;
                    f1 -> s1;
                    a0 -> s2;
                }

                """#)
    }

    @Test func anInvalidSchemaGivesItsErrorsAndNoGraph() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.misspeltType, to: "Broken.store.yaml")

        let result = try await StoreGenCLI.run(["graph", schema])

        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(schema):3:9: error: "), "\(result.stderr)")
    }

    @Test func anUnknownFormatIsAUsageError() async throws {
        let result = try await StoreGenCLI.run(["graph", "Shop.store.yaml", "--format", "svg"])

        #expect(result.status != 0)
        #expect(result.stderr.contains("svg"))
        #expect(result.stdout.isEmpty)
    }
}
