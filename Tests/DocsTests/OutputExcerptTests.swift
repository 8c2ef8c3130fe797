import Foundation
import StoreGenTestSupport
import Testing

/// The transcripts in the docs are what the examples print: each is run, the
/// built executable the way `swift run` runs it, in a fresh folder with the
/// examples' state files pointed into it.
@Suite struct OutputExcerptTests {
    static let excerpts = DocExcerpt.marked(.output, .session)

    /// One example at a time, like `SwiftExcerptTests`' compiler runs: the
    /// rest of the suite shares the two cores.
    @Test(.serialized, arguments: excerpts)
    func theExamplePrintsWhatTheDocShows(_ excerpt: DocExcerpt) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = excerpt.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch excerpt.marker {
        case .output(let command, let status)?:
            let output = try await Self.run(command, in: folder.url)
            #expect(
                output.status == status,
                "\(excerpt): \(command.joined(separator: " ")) exited \(output.status):\n\(output.combined)")
            #expect(
                Transcript(lines).matches(output.stdout), "\(excerpt) no longer shows what it prints:\n\(output.stdout)"
            )
        case .session(let setup)?:
            for command in setup {
                let output = try await Self.run(command, in: folder.url)
                try #require(
                    output.status == 0,
                    "\(excerpt): setup \(command.joined(separator: " ")) failed:\n\(output.combined)")
            }
            for step in try Session.steps(lines) {
                let output = try await Self.run(step.command, in: folder.url)
                #expect(
                    output.status == step.status,
                    "\(excerpt): \(step.command.joined(separator: " ")) exited \(output.status)")
                #expect(
                    step.transcript.matches(output.combined),
                    """
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
                "TIMETRACKER_STORE": folder.appendingPathComponent("TimeTracker.sqlite").path,
                "COMMAND_COUNTER_STORE": folder.appendingPathComponent("CommandCounter.json").path,
            ],
            timeout: .seconds(300))
    }
}
