import Foundation
import Testing

/// `storegen validate` reaches one verdict for one set of schema files,
/// however they are named: found by searching their folders, or listed one
/// by one (a CI step passing the schemas it changed, or `git ls-files`).
/// Each case is a package's schemas across targets; both spellings must
/// print the same diagnostics and exit with the same status.
@Suite struct ValidateSpellingTests {
    /// Schemas by path, the folders `validate` searches for them, and the
    /// exit status (and, where given, the diagnostics) both spellings must reach.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var folders = ["Sources"]
        var status: Int32
        var stdout: String?

        var testDescription: String { name }
    }

    static let app = """
        store: App
        actions:
          go:
        modules:
          settings: {store: Settings, import: Feature}
        """
    static let publicApp = "store: App\naccess: public\n" + app.dropFirst("store: App\n".count)
    static let settings = "store: Settings\nactions:\n  go:\n"
    static let todos = "store: Todos\nactions:\n  go:\n"

    /// A store declaring a type `Item`.
    static func itemStore(_ name: String) -> String {
        "store: \(name)\ntypes:\n  Item: {fields: {x: Int}}\nstate:\n  item: Item?\nactions:\n  go:\n"
    }

    static let cases: [Case] = [
        // The case a CI step passing the schemas it changed got wrong.
        Case(
            name: "an internal store embedded from another target",
            files: [
                "Sources/App/App.store.yaml": app,
                "Sources/Feature/Settings.store.yaml": settings,
            ], status: 1,
            stdout: """
                Sources/App/App.store.yaml:5:3: error: module 'settings' embeds store 'Settings' from target \
                'Feature', where it is internal; add 'access: package' to Settings.store.yaml so this target \
                can use its types
                Sources/Feature/Settings.store.yaml:1:8: note: store 'Settings' is defined here

                """),
        Case(
            name: "a package store embedded from another target",
            files: [
                "Sources/App/App.store.yaml": app,
                "Sources/Feature/Settings.store.yaml": "access: package\n" + settings,
            ], status: 0),
        Case(
            name: "a public store embedded by a public one",
            files: [
                "Sources/App/App.store.yaml": publicApp,
                "Sources/Feature/Settings.store.yaml": "access: public\n" + settings,
            ], status: 0),
        Case(
            name: "a package store embedded by a public one",
            files: [
                "Sources/App/App.store.yaml": publicApp,
                "Sources/Feature/Settings.store.yaml": "access: package\n" + settings,
            ], status: 1),
        Case(
            name: "a store of another folder embedded without import:",
            files: [
                "Sources/App/App.store.yaml": app.replacingOccurrences(of: ", import: Feature", with: ""),
                "Sources/Feature/Settings.store.yaml": "access: package\n" + settings,
            ], status: 1),
        Case(
            name: "an embedded store that cannot start on its own",
            files: [
                "Sources/App/App.store.yaml": app,
                "Sources/Feature/Settings.store.yaml": "access: package\n" + settings + "state:\n  x: Int\n",
            ], status: 1),
        Case(
            name: "one store name in two targets",
            files: [
                "Sources/A/Todos.store.yaml": todos, "Sources/B/Todos.store.yaml": todos,
            ], status: 0),
        Case(
            name: "one store name twice in one target",
            files: [
                "Sources/App/A.store.yaml": todos, "Sources/App/B.store.yaml": todos,
            ], status: 1),
        Case(
            name: "one type name in two targets",
            files: [
                "Sources/A/A.store.yaml": itemStore("A"), "Sources/B/B.store.yaml": itemStore("B"),
            ], status: 0),
        Case(
            name: "one type name twice in one target",
            files: [
                "Sources/App/A.store.yaml": itemStore("A"), "Sources/App/B.store.yaml": itemStore("B"),
            ], status: 1),
        Case(
            name: "two folders of one name under different roots",
            files: [
                "Sources/Kit/Todos.store.yaml": todos, "Vendor/Kit/Todos.store.yaml": todos,
            ], folders: ["Sources", "Vendor"], status: 0),
    ]

    @Test(arguments: cases)
    func filesNamedOneByOneGetTheVerdictOfTheirFolders(_ example: Case) async throws {
        let folder = try SchemaFolder()
        try folder.write(example.files)

        let searched = try await folder.runner.run(example.folders)
        let listed = try await folder.runner.run(example.files.keys.sorted())

        #expect(searched.status == example.status, "\(searched.stdout)")
        if let stdout = example.stdout { #expect(searched.stdout == stdout) }
        #expect(listed == searched)
    }

    /// A folder is one target however its path is spelled.
    @Test func oneFolderSpelledTwoWaysIsOneTarget() async throws {
        let folder = try SchemaFolder()
        try folder.write(["Sources/App/A.store.yaml": Self.todos, "Sources/App/B.store.yaml": Self.todos])

        let outcome = try await folder.runner.run(["./Sources/App/A.store.yaml", "Sources/App/B.store.yaml"])

        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.hasPrefix(
                "Sources/App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml"))
    }
}
