import Foundation
import StoreGenTestSupport
import Testing

/// The transcripts in the docs are what the examples print: each is run, the
/// built executable the way `swift run` runs it, in a fresh folder with the
/// examples' state files pointed into it.
@Suite struct OutputExcerptTests {
    static let excerpts = ((try? DocExcerpt.all()) ?? []).filter {
        switch $0.marker {
        case .output?, .session?: true
        default: false
        }
    }

    @Test(arguments: excerpts)
    func theExamplePrintsWhatTheDocShows(_ excerpt: DocExcerpt) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = excerpt.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch excerpt.marker {
        case .output(let command, let status)?:
            let output = try await Self.run(command, in: folder.url)
            #expect(output.status == status, "\(excerpt): \(command.joined(separator: " ")) exited \(output.status):\n\(output.combined)")
            #expect(Transcript(lines).matches(output.stdout), "\(excerpt) no longer shows what it prints:\n\(output.stdout)")
        case .session(let setup)?:
            for command in setup {
                let output = try await Self.run(command, in: folder.url)
                try #require(output.status == 0, "\(excerpt): setup \(command.joined(separator: " ")) failed:\n\(output.combined)")
            }
            for step in try Session.steps(lines) {
                let output = try await Self.run(step.command, in: folder.url)
                #expect(output.status == step.status, "\(excerpt): \(step.command.joined(separator: " ")) exited \(output.status)")
                #expect(step.transcript.matches(output.combined), """
                    \(excerpt): \(step.command.joined(separator: " ")) no longer prints what the doc shows:
                    \(output.combined)
                    """)
            }
        default:
            Issue.record("\(excerpt) is not a transcript")
        }
    }

    /// `command` is `NAME ARGUMENTS...`, as after `swift run`; state files go
    /// into `folder`.
    private static func run(_ command: [String], in folder: URL) async throws -> ProcessOutput {
        let executable = try BuiltExecutable.url(named: command[0])
        return try await ChildProcess.run(
            executable, Array(command.dropFirst()), in: RepositoryFile.url("Tests/DocsTests/Inputs"),
            environment: [
                "TIMETRACKER_STORE": folder.appendingPathComponent("TimeTracker.json").path,
                "COMMAND_COUNTER_STORE": folder.appendingPathComponent("CommandCounter.json").path,
            ],
            timeout: .seconds(300))
    }
}

/// The commands of a terminal session shown in a doc, each with what it printed.
struct Session {
    struct Step {
        var command: [String]
        var transcript: Transcript
        var status: Int32
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func steps(_ lines: [String]) throws -> [Step] {
        var steps: [Step] = []
        var command: [String]?
        var shown: [String] = []
        var status: Int32 = 0
        func finish() {
            if let command { steps.append(Step(command: command, transcript: Transcript(shown), status: status)) }
        }
        for line in lines {
            if let typed = line.removingPrefix("$ swift run ") {
                finish()
                command = ShellWords.split(typed)
                shown = []
                status = 0
            } else {
                guard command != nil else { throw Malformed(description: "output before the first `$ swift run`: \(line)") }
                let (text, exitStatus) = ExitStatusNote.split(line)
                shown.append(text)
                if let exitStatus { status = exitStatus }
            }
        }
        finish()
        return steps
    }

}

/// `(exit status N)` at the end of a line: the status a command shown
/// exits with.
enum ExitStatusNote {
    /// `Error: …      (exit status 1)` -> (`Error: …`, 1).
    static func split(_ line: String) -> (String, Int32?) {
        guard line.hasSuffix(")"), let open = line.range(of: "(exit status ", options: .backwards),
              let status = Int32(line[open.upperBound...].dropLast()) else { return (line, nil) }
        var text = String(line[..<open.lowerBound])
        while text.hasSuffix(" ") { text.removeLast() }
        return (text, status)
    }
}

/// A folder of its own for one test, removed afterwards.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
