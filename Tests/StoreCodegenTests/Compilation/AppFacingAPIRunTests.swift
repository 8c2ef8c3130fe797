import StoreCodegen
import StoreSchema
import Testing

/// What the example apps had to work around before the generator offered it,
/// compiled into programs with StoreRuntime and run: field names in logs,
/// subscribers the store holds weakly, fields named for untyped subscriptions.
@Suite(.serialized) struct AppFacingAPIRunTests {
    let generator = CodeGenerator()

    /// The names follow `changedFields`' indices: schema fields first,
    /// modules last; `==`, which asks the same comparisons, sees a change in
    /// a field and in a module alike.
    @Test func fieldNamesIncludeModulesInChangeTrackingOrder() async throws {
        var files: [String: String] = [:]
        for schema in [ReferenceSchemaFile.timeTracker, .reports] {
            let definition = try schema.load()
            files.merge(generator.generateStore(definition).sources) { _, new in new }
            files["\(schema)Reducer.swift"] = generator.generateReducerScaffold(definition)
            files["\(schema)External.swift"] = ReferenceSchemaFile.externalDeclarations[schema]
        }
        files["main.swift"] = """
            print(TimeTrackerState.fieldNames.joined(separator: ","))
            var state = TimeTrackerState()
            let old = state
            state.filter = .running
            state.reports.period = .month
            let changed = TimeTrackerState.changedFields(from: old, to: state)
            print(changed.indices.map { TimeTrackerState.fieldNames[$0] }.joined(separator: ","))
            var moduleOnly = old
            moduleOnly.reports.period = .month
            var fieldOnly = old
            fieldOnly.filter = .running
            print(old == old, state == state, old == state, old == moduleOnly, old == fieldOnly, moduleOnly \
            == moduleOnly)
            """
        let output = try await SwiftCompiler().run(files)
        #expect(
            output == """
                projects,selectedProject,filter,draftName,sync,reports
                filter,reports
                true true false false false true

                """)
    }

    @Test func loggingNamesChangedFieldsAndOwnedSubscriptionsEndWithTheirOwner() async throws {
        let main = """
            import StoreRuntime
            @MainActor final class Screen {
                let name: String
                init(name: String) { self.name = name }
                func show(_ props: CounterDisplayProps) { print(name, "shows", props.count) }
            }
            let store = CounterStore(middleware: [.logging { print("[log]", $0) }])
            var screen: Screen? = Screen(name: "screen")
            let token = store.subscribe(screen!, display: { owner, props in owner.show(props) })
            store.dispatch(.increment)
            weak let released = screen
            screen = nil
            print("released:", released == nil)
            store.dispatch(.add(amount: 2))
            _ = token
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(ReferenceDefinitions.counter).sources(with: [
                "CounterReducer.swift": ReferenceReducers.counter,
                "main.swift": main,
            ]))
        // Dispatched on the main thread, so the main-actor handler runs at once;
        // holding the token does not keep the released screen subscribed.
        #expect(
            output == """
                screen shows 0
                [log] increment changed count
                screen shows 1
                released: true
                [log] add(amount: 2) changed count

                """)
    }

    /// A public store is usually a library of its own, subscribed to from
    /// the app's module: each form delivers there.
    @Test func aPublicStoreIsSubscribedToFromAnotherModule() async throws {
        let compiler = try SwiftCompiler()
        let feature = try await compiler.buildLibrary(
            generator.generateStore(ReferenceDefinitions.counter).sources(with: [
                "CounterReducer.swift": ReferenceReducers.counter
            ]), moduleName: "LibraryCounter")
        defer { compiler.remove(feature) }
        let main = """
            import LibraryCounter
            import StoreRuntime
            final class Screen: Sendable {}
            let store = CounterStore()
            let screen = Screen()
            let tokens = [
                store.subscribe(display: { props in print("display", props.count) }),
                store.subscribe(screen, display: { _, props in print("owner", props.count) }),
                store.subscribe(audit: { event in print("audit", event) }),
            ]
            store.dispatch(.add(amount: 2))
            for await props in store.display {
                print("stream", props.count, CounterDisplayProps(count: 2) == props)
                break
            }
            _ = tokens
            """
        let output = try await compiler.run(["main.swift": main], linking: [feature])
        // Dispatched on the main thread: the main-actor handlers run at once.
        #expect(
            output == """
                display 0
                owner 0
                display 2
                owner 2
                audit add(amount: 2)
                stream 2 true

                """)
    }

    @Test func backgroundOwnedSubscriptionsEndWithTheirOwner() async throws {
        let schema = """
            store: Indexing
            state:
              count: {type: Int, default: 0}
            actions:
              increment:
            subscriptions:
              progress: {select: [count], on: background}
            """
        let loaded = SchemaLoader.load(text: schema, file: "Indexing.store.yaml")
        let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
        let reducer = """
            extension IndexingState: IndexingReducer {
                mutating func increment() { count += 1 }
            }
            """
        // `awaitSignal(gone)` returns once the indexer is deallocated: were
        // the store holding it strongly, it would never be signalled, and the
        // program ends with a failure after a minute instead of hanging.
        let main = """
            import Foundation
            import StoreRuntime
            final class Indexer: @unchecked Sendable {
                let gone: DispatchSemaphore
                init(gone: DispatchSemaphore) { self.gone = gone }
                deinit { gone.signal() }
            }
            func awaitSignal(_ semaphore: DispatchSemaphore, _ event: String) {
                if semaphore.wait(timeout: .now() + 60) == .timedOut {
                    print("never signalled:", event)
                    exit(1)
                }
            }
            let delivered = DispatchSemaphore(value: 0)
            let gone = DispatchSemaphore(value: 0)
            let store = IndexingStore()
            var indexer: Indexer? = Indexer(gone: gone)
            let token = store.subscribe(indexer!, progress: { _, props in
                print("indexed", props.count, "on main:", Thread.isMainThread)
                delivered.signal()
            })
            awaitSignal(delivered, "first delivery")
            store.dispatch(.increment)
            awaitSignal(delivered, "delivery after increment")
            indexer = nil
            awaitSignal(gone, "indexer released")
            print("released")
            store.dispatch(.increment)
            _ = token
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(definition).sources(with: [
                "IndexingReducer.swift": reducer,
                "main.swift": main,
            ]))
        // Off the main thread, to the owner only while it lives; holding the
        // token neither keeps the owner alive nor the subscription going.
        #expect(
            output == """
                indexed 0 on main: false
                indexed 1 on main: false
                released

                """)
    }

    /// `CounterState.Field.count` stands for the field in every untyped
    /// subscription API; the store only re-runs a selector when a named
    /// field changed.
    @Test func namedFieldsSelectWhatUntypedSubscriptionsFollow() async throws {
        let main = """
            import StoreRuntime
            let store = TimeTrackerStore()
            print(TimeTrackerState.Field.filter.index, \
            TimeTrackerState.fieldNames[TimeTrackerState.Field.draftName.index])
            // The selector also reads `draftName`, but the subscription names only
            // `filter`: a change of `draftName` alone does not re-run it.
            let token = store.subscribeSynchronously(
                fields: [TimeTrackerState.Field.filter], select: { "\\($0.filter)/\\($0.draftName)" }) { print($0) }
            store.dispatch(.setFilter(filter: .running))
            store.dispatch(.addProject(name: "draft"))
            store.dispatch(.setFilter(filter: .all))
            _ = token
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(ReferenceDefinitions.timeTracker).sources(with: [
                "TimeTrackerReducer.swift": ReferenceReducers.timeTracker,
                "main.swift": main,
            ]))
        #expect(
            output == """
                2 draftName
                all/
                running/
                all/draft

                """)
    }

    /// A field of another store's state is a different type: passing it
    /// does not compile.
    @Test func anotherStoresFieldDoesNotCompile() async throws {
        let counter = generator.generateStore(ReferenceDefinitions.counter).sources
        let main = """
            import StoreRuntime
            func follow(_ store: CounterStore) -> SubscriptionToken {
                store.subscribeSynchronously(fields: [OtherState.Field.count], select: \\.count) { _ in }
            }
            """
        let stores = counter.merging(
            counter.map { name, text in
                (
                    name.replacingOccurrences(of: "Counter", with: "Other"),
                    text.replacingOccurrences(of: "Counter", with: "Other")
                )
            }
        ) { first, _ in first }
        let compiler = try SwiftCompiler()
        // The same call with the store's own field compiles.
        try await compiler.typecheck(
            stores.merging([
                "main.swift": main.replacingOccurrences(of: "OtherState.Field", with: "CounterState.Field")
            ]) { _, app in app })
        let output = try await compiler.diagnostics(stores.merging(["main.swift": main]) { _, app in app })
        #expect(output.contains("main.swift:3:"), "\(output)")
        #expect(output.contains("OtherState"), "\(output)")
    }

    /// The untyped APIs take the state's named fields only: a bare index,
    /// which silently misses changes when it does not match the selector,
    /// does not compile; the field's name, short or qualified, does.
    @Test func aBareFieldIndexDoesNotCompile() async throws {
        let counter = generator.generateStore(ReferenceDefinitions.counter)
        let main = """
            import StoreRuntime
            func follow(_ store: CounterStore) -> [SubscriptionToken] {
                [store.subscribeSynchronously(fields: [0], select: \\.count) { _ in },
                 store.subscribe(fields: [0], select: \\.count, on: .background) { _ in }]
            }
            func stream(_ store: CounterStore) -> AsyncStream<Int> {
                store.values(fields: [0], select: \\.count)
            }
            """
        let compiler = try SwiftCompiler()
        try await compiler.typecheck(
            counter.sources(with: [
                "main.swift": main.replacingOccurrences(
                    of: "fields: [0], select: \\.count)", with: "fields: [.count], select: \\.count)"
                )
                .replacingOccurrences(of: "fields: [0]", with: "fields: [CounterState.Field.count]")
            ]))
        let output = try await compiler.diagnostics(counter.sources(with: ["main.swift": main]))
        for line in [3, 4, 7] {
            #expect(output.contains("main.swift:\(line):"), "\(output)")
        }
    }
}
