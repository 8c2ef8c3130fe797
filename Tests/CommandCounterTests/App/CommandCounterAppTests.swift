import ExampleSupport
import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import CommandCounter

/// The app as launched twice: the count survives, errors and loading do not.
/// (The time limit turns a hang in a wait for an effect or a task to end —
/// loops that count, not time — into a failure.)
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CommandCounterAppTests {
    let server = FakeCounterServer(count: 7, delay: .zero)

    @Test func theCountIsThereAtTheNextLaunch() async throws {
        let directory = try TemporaryDirectory()
        let storeURL = directory.file("counter.json")
        let first = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: storeURL), server: server, console: RecordingConsole())
        try await first.play([.inc, .inc, .inc, .dec])
        #expect(first.store.state.count == 2)

        let second = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: storeURL), server: server, console: RecordingConsole())
        #expect(second.store.state == CommandCounterState(count: 2))
    }

    @Test func anErrorIsNotSavedButTheCountIs() async throws {
        let directory = try TemporaryDirectory()
        let storeURL = directory.file("counter.json")
        let first = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: storeURL), server: server, console: RecordingConsole())
        try await first.play([.fetch, .reset, .dec])
        #expect(first.store.state == CommandCounterState(count: 0, lastError: "the count cannot go below zero"))
        try await first.play([.fetch])
        let saved = try String(contentsOf: storeURL, encoding: .utf8)
        #expect(saved == #"{"state":{"count":7},"version":1}"#)

        let second = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: storeURL), server: server, console: RecordingConsole())
        #expect(second.store.state == CommandCounterState(count: 7, loading: false, lastError: nil))
    }

    @Test func laterArrivesAfterTheCommandsThatFollowIt() async throws {
        let directory = try TemporaryDirectory()
        let console = RecordingConsole()
        let clock = ManualClock()
        let app = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: directory.file("counter.json")), server: server,
            console: console, laterDelay: .seconds(1), clock: clock)
        let playing = Task { try await app.play([.later, .reset]) }
        // Time moves only once `reset` has been applied and `later` sleeps:
        // the order does not depend on how fast the machine is.
        while !console.lines.contains("  after  reset (count 0 -> 0)"), !Task.isCancelled { await Task.yield() }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        try await playing.value
        #expect(app.store.state.count == 1)
        let lines = console.lines
        let resetAt = try #require(lines.firstIndex(of: "  after  reset (count 0 -> 0)"))
        let laterAt = try #require(lines.firstIndex(of: "  after  increment (count 0 -> 1)"))
        #expect(resetAt < laterAt)
    }

    @Test func aSessionReadsAsTheTranscript() async throws {
        let directory = try TemporaryDirectory()
        let storeURL = directory.file("counter.json")
        let console = RecordingConsole()
        let app = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: storeURL), server: server, console: console)
        try await app.play([.inc, .history, .show])
        #expect(
            console.lines == [
                "[view] count 0",
                "> inc",
                "  before increment (count 0)",
                "  after  increment (count 0 -> 1)",
                "[view] count 1",
                "> history",
                "1 action(s) since launch:",
                "  1. increment",
                "> show",
                "count 1 (state file: \(storeURL.path))",
            ])
    }

    @Test func theLimitHoldsAcrossCommands() async throws {
        let directory = try TemporaryDirectory()
        let app = try CommandCounterApp(
            persistence: CommandCounterState.persistence(at: directory.file("counter.json")), server: server,
            console: RecordingConsole())
        try await app.play(Array(repeating: .inc, count: 12))
        #expect(app.store.state.count == 10)
    }
}
