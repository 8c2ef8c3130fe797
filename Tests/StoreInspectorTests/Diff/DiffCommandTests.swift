import Foundation
import StoreGenTestSupport
import Testing

/// `storegen inspect --diff SEQ` (`storegen-inspector --diff SEQ`): the
/// page's diff for a terminal.
@Suite struct DiffCommandTests {
    static func run(_ arguments: [String]) async throws -> ProcessOutput {
        let inspector = try BuiltExecutable.url(named: "storegen-inspector")
        return try await ChildProcess.run(inspector, arguments)
    }

    @Test func printsThePathsAnActionChanged() async throws {
        let scratch = ScratchFolder()
        let url = scratch.file("todos.inspect.jsonl")
        try TodosRecording.write(to: url)
        let toggled = try await Self.run([url.path, "--diff", "2"])
        #expect(toggled.status == 0, "\(toggled.stderr)")
        #expect(
            toggled.stdout == """
                #2 toggleTodo {"id":"00000000-0000-0000-0000-000000000002"}
                  openCount: 3 → 2
                  todos[1].completed: false → true
                  visibleTodos[1].completed: false → true

                """)
        let removed = try await Self.run([url.path, "--diff", "3"])
        #expect(
            removed.stdout == """
                #3 removeTodo {"id":"00000000-0000-0000-0000-000000000001"}
                  openCount: 2 → 1
                  todos[0]: {"completed":false,"id":"00000000-0000-0000-0000-000000000001","title":"Buy milk"} \
                → (none)
                  visibleTodos[0]: {"completed":false,"id":"00000000-0000-0000-0000-000000000001","title":"Buy \
                milk"} → (none)

                """)
    }

    @Test func anActionThatIsNotThereIsAnError() async throws {
        let scratch = ScratchFolder()
        let url = scratch.file("todos.inspect.jsonl")
        try TodosRecording.write(to: url)
        let result = try await Self.run([url.path, "--diff", "9"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(url.path): error: no readable action numbered 9 in the recording\n")
    }
}

extension DiffCommandTests {
    /// Docs/Inspector.md's example: each `$ storegen inspect FILE --diff SEQ`
    /// followed by what it prints for the Todos recording.
    @Test func theDocsExampleIsWhatItPrints() async throws {
        let doc = try RepositoryFile.text("Docs/Inspector.md")
        let marker = "<!-- checked by StoreInspectorTests DiffCommandTests.theDocsExampleIsWhatItPrints -->\n```sh\n"
        let start = try #require(doc.range(of: marker)).upperBound
        let end = try #require(doc[start...].range(of: "```")).lowerBound
        let scratch = ScratchFolder()
        let url = scratch.file("todos.inspect.jsonl")
        try TodosRecording.write(to: url)
        var printed = ""
        for line in doc[start..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            let command = "$ storegen inspect todos.inspect.jsonl --diff "
            if let seq = line.split(separator: " ").last, line.hasPrefix(command) {
                printed += line + "\n"
                printed += try await Self.run([url.path, "--diff", String(seq)]).stdout
            }
        }
        #expect(printed == String(doc[start..<end]))
    }
}
