import Foundation
import Testing

@Suite struct ValidateCommandTests {
    static let valid = """
        store: Counter
        state:
          count: {type: Int, default: 0}
        actions:
          add: {amount: Int}
        """
    static let invalid = """
        store: Counter
        stat:
          count: Int
        actions:
          add: {amount: Intt}
        """
    static let warnsOnly = """
        store: Counter
        types:
          Mode:
            enum: [a, b]
        actions:
          tick:
        """

    @Test func validSchemaExitsZeroAndPrintsNoDiagnostics() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", Self.valid)
        let outcome = try await folder.runner.run(["Counter.store.yaml"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "checked 1 schema: 0 errors, 0 warnings\n")
    }

    @Test func textFormatPrintsCompilerStyleLines() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", Self.invalid)
        let outcome = try await folder.runner.run(["Counter.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Counter.store.yaml:2:1: error: unknown key 'stat' in the schema; did you mean 'state'?
                Counter.store.yaml:5:17: error: unknown type 'Intt'; did you mean 'Int'?

                """)
        #expect(outcome.stderr == "checked 1 schema: 2 errors, 0 warnings\n")
    }

    @Test func githubFormatPrintsWorkflowCommands() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", Self.invalid)
        let outcome = try await folder.runner.run(["--format", "github", "Counter.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                ::error file=Counter.store.yaml,line=2,col=1::unknown key 'stat' in the schema; did you mean 'state'?
                ::error file=Counter.store.yaml,line=5,col=17::unknown type 'Intt'; did you mean 'Int'?

                """)
        #expect(outcome.stderr == "")
    }

    /// GitHub attaches annotations by paths relative to the repository; the
    /// validate plugin passes absolute ones.
    @Test func githubFormatMakesAbsolutePathsRelativeToTheWorkspace() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/App/Counter.store.yaml", Self.invalid)
        let absolute = folder.url.appendingPathComponent("Sources/App/Counter.store.yaml").path
        let outcome = try await StoreGenCLI.run(
            ["validate", "--format", "github", absolute], in: folder.url)
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.hasPrefix("::error file=Sources/App/Counter.store.yaml,line=2,col=1::unknown key 'stat'"),
            "\(outcome.stdout)")
    }

    @Test func githubFormatEscapesPercentSigns() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", "store: Counter\n\"50%\": 1\nactions:\n  tick:\n")
        let outcome = try await folder.runner.run(["--format", "github", "Counter.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.hasPrefix("::error file=Counter.store.yaml,line=2,col=1::unknown key '50%25' in the schema"))
    }

    @Test func jsonFormatIsOneDocument() async throws {
        let folder = try SchemaFolder()
        try folder.write("Bad.store.yaml", Self.invalid)
        try folder.write("Good.store.yaml", Self.valid)
        let outcome = try await folder.runner.run(["--format", "json", "."])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["valid"] as? Bool == false)
        #expect(document["errorCount"] as? Int == 2)
        #expect(document["warningCount"] as? Int == 0)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["./Bad.store.yaml", "./Good.store.yaml"])
        #expect(files.map { $0["valid"] as? Bool } == [false, true])
        let first = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["severity"] as? String == "error")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 1)
        #expect(first["file"] as? String == "./Bad.store.yaml")
        #expect(first["message"] as? String == "unknown key 'stat' in the schema; did you mean 'state'?")
        #expect((files[1]["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func foldersAreSearchedRecursivelyInSortedOrder() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/B/Second.store.yml", Self.warnsOnly)
        try folder.write("Sources/A/First.store.yaml", Self.warnsOnly)
        try folder.write("Sources/A/notes.yaml", "not: a schema")
        try folder.write("Sources/.build/Copied.store.yaml", Self.invalid)
        let outcome = try await folder.runner.run(["Sources"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout == """
                Sources/A/First.store.yaml:3:3: warning: type 'Mode' is never used by the state or any action
                Sources/B/Second.store.yml:3:3: warning: type 'Mode' is never used by the state or any action

                """)
        #expect(outcome.stderr == "checked 2 schemas: 0 errors, 2 warnings\n")
    }

    @Test func warningsAsErrorsFailsTheRun() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", Self.warnsOnly)
        let outcome = try await folder.runner.run(["--warnings-as-errors", "Counter.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == "Counter.store.yaml:3:3: error: type 'Mode' is never used by the state or any action\n")
    }

    @Test func folderWithoutSchemasIsAUsageProblem() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/readme.txt", "nothing")
        let outcome = try await folder.runner.run(["Sources"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "storegen validate: error: no *.store.yaml or *.store.yml files found in Sources\n")
    }

    @Test func missingPathIsAUsageProblem() async throws {
        let folder = try SchemaFolder()
        let outcome = try await folder.runner.run(["Missing.store.yaml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "storegen validate: error: no such file or folder: Missing.store.yaml\n")
    }

    @Test func unknownFormatIsAUsageProblem() async throws {
        let folder = try SchemaFolder()
        try folder.write("Counter.store.yaml", Self.valid)
        let outcome = try await folder.runner.run(["--format", "xml", "Counter.store.yaml"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(
            outcome.stderr.hasPrefix(
                """
                Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', \
                'github' or 'json'.\n
                """))
    }

    @Test func hostileFilesEndWithADiagnosticNotABacktrace() async throws {
        let folder = try SchemaFolder()
        var bomb = ["store: Shop", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            bomb.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        try folder.write("Bomb.store.yaml", bomb.joined(separator: "\n"))
        try folder.write(
            "Deep.store.yaml",
            "store: Shop\ndoc: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        try folder.write("Binary.store.yaml", "store: \u{0}\u{1}\u{2}")
        let outcome = try await folder.runner.run(["."])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains(": error: ") && $0.count < 400 })
        #expect(!outcome.stderr.contains("Fatal error"))
        #expect(!outcome.stderr.contains("Backtrace"))
    }
}
