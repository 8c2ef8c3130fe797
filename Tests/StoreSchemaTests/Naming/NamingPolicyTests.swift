import Foundation
import StoreGenTestSupport
import Testing

@testable import StoreSchema

@Suite struct NamingPolicyTests {
    @Test func generatedTypesArePrefixedWithTheStoreName() {
        let naming = NamingPolicy(storeName: "Todos")
        #expect(
            naming.storeTypes.map(\.name) == [
                "TodosState", "TodosAction", "TodosReducer", "TodosStore", "TodosDerivations",
            ])
        #expect(naming.propsType(forSubscription: "display") == "TodosDisplayProps")
        #expect(naming.eventType(forSubscription: "log") == "TodosLogEvent")
        #expect(
            naming.subscriptionTypes(forSubscription: "log", receivesActions: true).map(\.name) == ["TodosLogEvent"])
        #expect(
            naming.subscriptionTypes(forSubscription: "display", receivesActions: false).map(\.name)
                == ["TodosDisplayProps", "TodosDisplayModel"])
        #expect(NamingPolicy.stateType(ofStore: "Reports") == "ReportsState")
        #expect(NamingPolicy.actionType(ofStore: "Reports") == "ReportsAction")
    }

    @Test func capitalizingTouchesOnlyTheFirstLetter() {
        #expect(NamingPolicy.capitalized("display") == "Display")
        #expect(NamingPolicy.capitalized("éclair") == "Éclair")
        #expect(NamingPolicy.capitalized("_x") == "_x")
        #expect(NamingPolicy.capitalized("") == "")
    }

    @Test func generatedFileIsNamedAfterTheSchemaFile() {
        #expect(
            NamingPolicy.generatedFileName(ofSchemaAt: "Sources/App/Counter.store.yaml", part: .state)
                == "Counter.State.generated.swift")
        #expect(
            NamingPolicy.generatedFileName(ofSchemaAt: "Counter.store.yml", part: .subscriptions(2))
                == "Counter.Subscriptions2.generated.swift")
        #expect(
            NamingPolicy.generatedFileNames(ofSchemaAt: "Counter.store.yaml") == [
                "Counter.State.generated.swift", "Counter.Actions.generated.swift",
                "Counter.Subscriptions1.generated.swift", "Counter.Subscriptions2.generated.swift",
                "Counter.Subscriptions3.generated.swift", "Counter.Subscriptions4.generated.swift",
            ])
        #expect(
            NamingPolicy.generatedFileNames(ofSchemaAt: "Sources/App/Counter.store.yaml", layout: .oneFile)
                == ["Counter.generated.swift"])
        #expect(
            NamingPolicy.generatedFileNames(ofSchemaAt: "Counter.store.yaml", layout: .largeParts) == [
                "Counter.Subscriptions1.generated.swift", "Counter.Actions.generated.swift",
                "Counter.Types.generated.swift", "Counter.State.generated.swift", "Counter.StateCoding.generated.swift",
                "Counter.Subscriptions2.generated.swift",
                "Counter.Subscriptions3.generated.swift", "Counter.Subscriptions4.generated.swift",
            ])
        #expect(NamingPolicy.baseName(ofSchemaAt: "Counter.yaml") == "Counter")
        #expect(NamingPolicy.fileName(ofPath: "a/b\\Counter.store.yaml") == "Counter.store.yaml")
    }

    /// The build plugin compiles the same limits (GeneratedFileLayoutRule.swift);
    /// PluginEndToEndTests crosses the limit in a real build.
    @Test func aSchemaOfAtMost32KBGeneratesOneFileAndOneOfMoreThan256KBTheLargeParts() {
        #expect(NamingPolicy.FileLayout.forSchema(ofSize: 0) == .oneFile)
        #expect(NamingPolicy.FileLayout.forSchema(ofSize: 32 * 1024) == .oneFile)
        #expect(NamingPolicy.FileLayout.forSchema(ofSize: 32 * 1024 + 1) == .parts)
        #expect(NamingPolicy.FileLayout.forSchema(ofSize: 256 * 1024) == .parts)
        #expect(NamingPolicy.FileLayout.forSchema(ofSize: 256 * 1024 + 1) == .largeParts)
    }

    /// The build plugin declares the files `storegen generate` writes, in
    /// the large layout's order, from the rule StoreSchema reads: every
    /// plugin compiles StoreSchema's GeneratedFileLayoutRule.swift through a
    /// symbolic link, not a copy whose list could drift from the generator's.
    @Test func everyPluginCompilesStoreSchemasLayoutRuleNotACopy() throws {
        let files = FileManager.default
        let rule = RepositoryFile.url("Sources/StoreSchema/Naming/GeneratedFileLayoutRule.swift")
        let plugins = try files.contentsOfDirectory(atPath: RepositoryFile.url("Plugins").path)
            .filter { $0 != "Shared" }.sorted()
        #expect(plugins == ["StoreGenPlugin", "StoreGenStubs", "StoreGenValidate"])
        for plugin in plugins {
            let copy = RepositoryFile.url("Plugins/\(plugin)/GeneratedFileLayoutRule.swift")
            #expect(
                try files.attributesOfItem(atPath: copy.path)[.type] as? FileAttributeType == .typeSymbolicLink,
                "\(plugin) must link to the rule, not copy it")
            #expect(copy.resolvingSymlinksInPath() == rule.resolvingSymlinksInPath(), "\(plugin)")
        }
    }

    @Test func localNamesRenameOnlyUnusableOnesAndStayDistinct() {
        #expect(
            NamingPolicy.localNames(for: ["count", "self", "selfValue", "_"]) == [
                "count", "selfValue_", "selfValue", "_Value",
            ])
        #expect(NamingPolicy.localNames(for: ["handler"], avoiding: ["handler"]) == ["handlerValue"])
    }

    @Test func sharedLinkNamesJoinModuleCaseAndFieldAndStayDistinct() {
        let names = NamingPolicy.sharedLinkNames(
            for: [
                (module: "detail", caseName: nil, field: "product"),
                (module: "path", caseName: "product", field: "product"),
                // `a` + `bC` and `aB` + `c` spell the same name; so does a taken one.
                (module: "a", caseName: nil, field: "bC"),
                (module: "aB", caseName: nil, field: "c"),
                (module: "taken", caseName: nil, field: "name"),
            ],
            avoiding: ["takenNameLink"])
        #expect(names == ["detailProductLink", "pathProductProductLink", "aBCLink", "aBCLink_", "takenNameLink_"])
    }

    @Test func keywordsAreEscapedWhereSwiftNeedsIt() {
        #expect(SwiftKeywords.escaped("default") == "`default`")
        #expect(SwiftKeywords.escaped("count") == "count")
        #expect(SwiftKeywords.escapedTypeName("Self") == "Self")
        #expect(SwiftKeywords.callLabel("default") == "default")
        #expect(SwiftKeywords.callLabel("inout") == "`inout`")
    }

    @Test func subscriptionsAreGroupedByPartInRunsOfAFixedSize() {
        let names = (0..<200).map { "view\($0)" }
        let groups = NamingPolicy(storeName: "Shop").subscriptionGroups(names)
        // Every subscription once, in its own part, in schema order.
        #expect(groups.flatMap(\.subscriptions).sorted() == names.sorted())
        for group in groups {
            #expect(group.subscriptions.allSatisfy { NamingPolicy.subscriptionPart(of: $0) == group.part })
            #expect(group.subscriptions == names.filter { group.subscriptions.contains($0) })
            #expect((1...NamingPolicy.subscriptionGroupSize).contains(group.subscriptions.count))
        }
        // Numbered from 1 within each part; names never repeat.
        #expect(Set(groups.map(\.protocolName)).count == groups.count)
        let firstOfPart2 = groups.first { $0.part == 2 }
        #expect(firstOfPart2?.protocolName == "_ShopSubscriptions2_1")
        #expect(NamingPolicy(storeName: "Shop").subscriptionGroups([]).isEmpty)
    }

    @Test func runtimeSubscriptionEntriesAreTakenStoreMembers() {
        for entry in NamingPolicy.SubscriptionEntry.all {
            #expect(TakenNames.storeMembers.contains(entry))
        }
    }
}
