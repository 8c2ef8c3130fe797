import Foundation
import StoreGenTestSupport
import Testing

/// Builds `Fixtures/App` — a package that depends on this one by path, uses
/// the build plugin on two schemas and implements both reducers — the way a
/// user would, with `swift build`, and checks what the user relies on: it
/// builds and runs, a no-op build does no generation, touching one schema
/// regenerates only that one, the command plugins scaffold and validate, and
/// a typo in a schema fails the build with an error located in the YAML file.
///
/// One test, one build folder reused across the steps: a fresh build of the
/// fixture compiles Yams, ArgumentParser and StoreGen, which takes minutes on
/// a small machine.
@Suite(.serialized)
struct PluginEndToEndTests {
    @Test(.timeLimit(.minutes(20)))
    func buildsRunsAndRegeneratesOnlyWhatChanged() async throws {
        let fixture = try FixturePackage.copy()
        defer { fixture.remove() }

        // 1. A fresh build generates both schemas and the app runs.
        let first = try await fixture.build()
        #expect(first.status == 0, "swift build failed:\n\(first.combined)")
        try #require(first.status == 0)
        #expect(FixturePackage.generatorRuns(in: first.combined) == ["Counter", "TodoList"])

        let run = try await ChildProcess.run(fixture.executable)
        #expect(run.status == 0, "the app failed:\n\(run.combined)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("counter display:") } == [
                "counter display: 0", "counter display: 1", "counter display: 42", "counter display: 43",
            ])
        #expect(lines.filter { $0.hasPrefix("counter audit:") } == ["counter audit: add(amount: 41)"])
        #expect(
            lines.filter { $0.hasPrefix("todos open:") } == [
                "todos open: 0 of 0", "todos open: 1 of 1", "todos open: 2 of 2", "todos open: 1 of 2",
                "todos open: 1 of 1",
            ])
        #expect(
            lines.filter { $0.hasPrefix("todos change:") } == [
                "todos change: add(title: \"write schema\")",
                "todos change: add(title: \"run swift build\")",
                "todos change: clearDone",
            ])
        #expect(lines.suffix(2) == ["counter: 43", "todos: [\"run swift build\"], filter: done"])

        // 2. Building again generates nothing and compiles nothing.
        let counterOutput = try fixture.generatedFiles("Counter")
        let todoOutput = try fixture.generatedFiles("TodoList")
        // A schema of at most 32 KB is one file (see 3b for a larger one).
        #expect(counterOutput.map(\.lastPathComponent) == ["Counter.generated.swift"])
        let counterMTime = try counterOutput.map(FixturePackage.modificationDate)
        let todoMTime = try todoOutput.map(FixturePackage.modificationDate)
        let second = try await fixture.build()
        #expect(second.status == 0, "second swift build failed:\n\(second.combined)")
        #expect(!second.combined.contains("Compiling App"), "a no-op build recompiled the app:\n\(second.combined)")
        #expect(try counterOutput.map(FixturePackage.modificationDate) == counterMTime)
        #expect(try todoOutput.map(FixturePackage.modificationDate) == todoMTime)
        // SwiftPM (6.x on Linux) links the plugin's tool in two build
        // descriptions and relinks it once on the build after a fresh one;
        // the generator then reruns because its executable is an input (and,
        // writing identical bytes, leaves the files alone, as checked above).
        // Apart from that, the second build must not run it.
        if !second.combined.contains("Linking storegen-tool") {
            #expect(FixturePackage.generatorRuns(in: second.combined) == [])
        }
        let settled = try await fixture.build()
        #expect(settled.status == 0, "no-op swift build failed:\n\(settled.combined)")
        #expect(
            FixturePackage.generatorRuns(in: settled.combined) == [],
            "a no-op build ran the generator:\n\(settled.combined)")
        #expect(!settled.combined.contains("Compiling App"))

        // 3. Touching one of the two schemas reruns the generator for each
        //    schema of the target (a schema names the types the others
        //    declare, so each reads them all); same content: no generated
        //    file is rewritten, so nothing recompiles.
        try fixture.touch("Counter.store.yaml")
        let touched = try await fixture.build()
        #expect(touched.status == 0, "swift build after touching a schema failed:\n\(touched.combined)")
        #expect(Set(FixturePackage.generatorRuns(in: touched.combined)) == ["Counter", "TodoList"])
        #expect(try counterOutput.map(FixturePackage.modificationDate) == counterMTime)
        #expect(try todoOutput.map(FixturePackage.modificationDate) == todoMTime)
        #expect(!touched.combined.contains("Compiling App"))

        // 3b. Past 32 KB the plan is six files (eight past 256 KB), and back under it one: the
        //     plugin decides from the schema's size when SwiftPM plans the
        //     build (its first build, and when the target's files or the
        //     manifest change: here a file added, then removed), and the
        //     generator removes the other layout's files.
        let counterText = try fixture.read("Counter.store.yaml")
        try fixture.write(
            counterText + "# " + String(repeating: "padding ", count: 4_200) + "\n", to: "Counter.store.yaml")
        try fixture.write("// Makes SwiftPM plan the build again.\n", to: "Replan.swift")
        let grown = try await fixture.build()
        #expect(grown.status == 0, "swift build of a schema past 32 KB failed:\n\(grown.combined)")
        let grownFiles = try fixture.generatedFiles("Counter").map(\.lastPathComponent)
        #expect(
            grownFiles == [
                "Counter.Actions.generated.swift", "Counter.State.generated.swift",
                "Counter.Subscriptions1.generated.swift", "Counter.Subscriptions2.generated.swift",
                "Counter.Subscriptions3.generated.swift", "Counter.Subscriptions4.generated.swift",
            ], "\(grownFiles)")
        // Past 256 KB, eight: the types and the state's coding apart.
        try fixture.write(
            counterText + "# " + String(repeating: "padding ", count: 33_000) + "\n", to: "Counter.store.yaml")
        try fixture.write("// Makes SwiftPM plan the build again.\n", to: "Replan2.swift")
        let huge = try await fixture.build()
        #expect(huge.status == 0, "swift build of a schema past 256 KB failed:\n\(huge.combined)")
        let hugeFiles = try fixture.generatedFiles("Counter").map(\.lastPathComponent)
        #expect(
            hugeFiles == [
                "Counter.Actions.generated.swift", "Counter.State.generated.swift",
                "Counter.StateCoding.generated.swift",
                "Counter.Subscriptions1.generated.swift", "Counter.Subscriptions2.generated.swift",
                "Counter.Subscriptions3.generated.swift", "Counter.Subscriptions4.generated.swift",
                "Counter.Types.generated.swift",
            ], "\(hugeFiles)")
        try fixture.write(counterText, to: "Counter.store.yaml")
        try fixture.delete("Replan.swift")
        try fixture.delete("Replan2.swift")
        let shrunk = try await fixture.build()
        #expect(shrunk.status == 0, "swift build of a schema back under 32 KB failed:\n\(shrunk.combined)")
        #expect(try fixture.generatedFiles("Counter").map(\.lastPathComponent) == ["Counter.generated.swift"])

        // 4. The stubs command plugin scaffolds a missing reducer file and
        //    keeps the one the app wrote; the validate plugin passes.
        let counterReducer = try fixture.read("CounterReducer.swift")
        let todoReducer = try fixture.read("TodoListReducer.swift")
        try fixture.delete("CounterReducer.swift")
        let stubs = try await fixture.package([
            "--allow-writing-to-package-directory", "generate-reducer-stubs", "--target", "App",
        ])
        #expect(stubs.status == 0, "generate-reducer-stubs failed:\n\(stubs.combined)")
        #expect(stubs.combined.contains("/Sources/App/TodoListReducer.swift: it already exists"), "\(stubs.combined)")
        #expect(try fixture.read("TodoListReducer.swift") == todoReducer)
        #expect(
            stubs.combined.contains("Created ") && stubs.combined.contains("/Sources/App/CounterReducer.swift"),
            "\(stubs.combined)")
        let scaffold = try fixture.read("CounterReducer.swift")
        #expect(scaffold.contains("extension CounterState: CounterReducer {"))
        #expect(scaffold.contains("mutating func add(amount: Int)"))
        try fixture.write(counterReducer, to: "CounterReducer.swift")

        let valid = try await fixture.package(["validate-store-schemas"])
        #expect(valid.status == 0, "validate-store-schemas failed:\n\(valid.combined)")
        #expect(valid.combined.contains("checked 3 schemas: 0 errors, 0 warnings"), "\(valid.combined)")
        // The schema of a target without the build plugin gets no code: say so, and how to fix it.
        #expect(
            valid.combined.contains(
                """
                target 'Unplugged' has *.store.yaml files but StoreGenPlugin generated no code for it; if \
                Package.swift does not apply the plugin, add `plugins: [.plugin(name: \"StoreGenPlugin\", \
                package: \"StoreGen\")]` to that target
                """),
            "\(valid.combined)")
        #expect(!valid.combined.contains("target 'App' has"))
        let json = try await fixture.package(["validate-store-schemas", "--format", "json"])
        #expect(json.status == 0)
        #expect(
            (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil,
            "not one JSON document:\n\(json.stdout)")

        // 4b. With --against, the validate plugin also compares each schema
        //     with the one at a git revision: a retyped persisted field fails.
        let counterSchema = try fixture.read("Counter.store.yaml")
        try await fixture.git(["init", "-q"])
        try await fixture.git(["config", "user.name", "StoreGen Tests"])
        try await fixture.git(["config", "user.email", "tests@example.invalid"])
        try fixture.write(
            counterSchema.replacingOccurrences(of: "store: Counter\n", with: "store: Counter\npersist: true\n"),
            to: "Counter.store.yaml")
        try await fixture.commitAll("persisted counter")
        let unchanged = try await fixture.package(["validate-store-schemas", "--against", "HEAD"])
        #expect(unchanged.status == 0, "validate-store-schemas --against HEAD failed:\n\(unchanged.combined)")
        #expect(
            unchanged.combined.contains(
                """
                Sources/App/Counter.store.yaml against HEAD:Sources/App/Counter.store.yaml: compatible, 0 \
                errors, 0 warnings
                """),
            "\(unchanged.combined)")
        try fixture.write(
            counterSchema.replacingOccurrences(of: "store: Counter\n", with: "store: Counter\npersist: true\n")
                .replacingOccurrences(
                    of: "count: {type: Int, default: 0}", with: "count: {type: String, default: \"\"}"),
            to: "Counter.store.yaml")
        let retyped = try await fixture.package(["validate-store-schemas", "--against", "HEAD"])
        #expect(
            retyped.status != 0,
            "validate-store-schemas --against HEAD accepted a retyped persisted field:\n\(retyped.combined)")
        #expect(
            retyped.combined.contains(
                "Counter.store.yaml:4:17: error: persisted state field 'count' changed type from Int to String"),
            "\(retyped.combined)")
        try fixture.write(counterSchema, to: "Counter.store.yaml")

        // 5. A misspelt type fails the build with an error on the YAML line,
        //    and fails the validate plugin the same way.
        let schema = try fixture.read("TodoList.store.yaml")
        let misspelt = schema.replacingOccurrences(of: "      title: String\n", with: "      title: Strin\n")
        try #require(misspelt != schema)
        try fixture.write(misspelt, to: "TodoList.store.yaml")
        let broken = try await fixture.build()
        #expect(broken.status != 0, "swift build accepted a schema with an unknown type:\n\(broken.combined)")
        // `title: Strin` is line 7, and the type starts in column 14.
        #expect(
            broken.combined.contains("TodoList.store.yaml:7:14: error: "), "no located error in:\n\(broken.combined)")
        #expect(broken.combined.contains("Strin"))
        // (Only TodoList changed, but `swift package` above may have relinked
        // the generator, which reruns every schema: so "at least TodoList".)
        #expect(FixturePackage.generatorRuns(in: broken.combined).contains("TodoList"))

        let invalid = try await fixture.package(["validate-store-schemas"])
        #expect(invalid.status != 0, "validate-store-schemas accepted an unknown type:\n\(invalid.combined)")
        #expect(
            invalid.combined.contains("TodoList.store.yaml:7:14: error: "), "no located error in:\n\(invalid.combined)")
    }
}
