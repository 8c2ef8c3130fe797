import Foundation
import Testing

/// A store two schemas of a target embed has its reducer checked by the
/// first of them by path only, so a missing reducer is one error.
@Suite struct ReducerCheckOnceTests {
    static func parent(_ name: String) -> String {
        """
        store: \(name)
        actions:
          open:
        modules:
          counter: {store: Counter, optional: true}
        """
    }

    @Test func onlyTheFirstSchemaEmbeddingAStoreChecksItsReducer() async throws {
        let folder = try SchemaFolder()
        try folder.write("App/Counter.store.yaml", Schemas.counter)
        try folder.write("App/Library.store.yaml", Self.parent("Library"))
        try folder.write("App/Shelf.store.yaml", Self.parent("Shelf"))
        var checks: [String: Bool] = [:]
        for name in ["Library", "Shelf"] {
            let others = ["Counter", "Library", "Shelf"].filter { $0 != name }
            let result = try await StoreGenCLI.run(
                ["generate", "App/\(name).store.yaml", "--output", "out", "--files", "one"]
                    + others.flatMap { ["--target-schema", "App/\($0).store.yaml"] },
                in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            let code = try String(
                contentsOf: folder.url.appendingPathComponent("out/\(name).generated.swift"), encoding: .utf8)
            checks[name] = code.contains("requireCounter(CounterState.self)")
        }
        #expect(checks == ["Library": true, "Shelf": false])
    }
}
