import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The state `PersistenceCrashHelper` writes (same shape, declared here so the
/// test decodes it independently of the helper's code).
private struct CrashTestState: Codable, Sendable {
    var counter: Int
    var entries: [String]

    var isComplete: Bool {
        entries.count == 2_000 && entries.indices.allSatisfy { entries[$0] == "entry \(counter)/\($0)" }
    }
}

@Suite struct PersistenceCrashTests {
    /// A process killed with SIGKILL in the middle of saving never leaves a file
    /// that fails to decode or mixes two states.
    @Test func killedWhileSavingTheFileAlwaysHoldsACompleteSavedState() async throws {
        let helper = try BuiltExecutable.url(named: "PersistenceCrashHelper")
        let sandbox = try PersistenceSandbox()

        for iteration in 0..<200 {
            let first = iteration * 1_000_000
            let killed = try await onDedicatedThread {
                try Self.startAndKillWhileSaving(helper, file: sandbox.file, first: first)
            }
            try #require(
                killed.firstLine == "saved \(first)",
                "helper did not report its first save: \(killed.firstLine.debugDescription)")
            #expect(killed.killedBySignal)

            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(contentsOf: sandbox.file))
            #expect(envelope.version == 1)
            #expect(
                envelope.state.isComplete,
                "iteration \(iteration): state \(envelope.state.counter) is not one that was saved")
            #expect(envelope.state.counter >= first, "iteration \(iteration): the reported save is missing")
        }

        // The next launch loads it and clears what the killed saves left behind.
        let loaded = sandbox.persistence(CrashTestState.self).load()
        #expect(loaded?.isComplete == true)
        #expect(sandbox.errors.isEmpty)
        #expect(try sandbox.fileNames() == ["state.json"])
    }

    /// Another process (an app's widget, say) loading the file in a loop
    /// while the helper saves in a loop removes no temporary file of a save
    /// still running: every save succeeds, and every load gets a complete state.
    @Test func loadingInALoopNeverBreaksASaveInAnotherProcess() async throws {
        let helper = try BuiltExecutable.url(named: "PersistenceCrashHelper")
        let sandbox = try PersistenceSandbox()
        let reader = sandbox.persistence(CrashTestState.self)

        let run = try await onDedicatedThread {
            () throws -> (status: Int32, errors: String, loads: Int, incomplete: Int) in
            let process = Process()
            process.executableURL = helper
            process.arguments = [sandbox.file.path, "0", "300"]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            var loads = 0
            var incomplete = 0
            while process.isRunning {
                if let state = reader.load(), !state.isComplete { incomplete += 1 }
                loads += 1
            }
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, message, loads, incomplete)
        }

        #expect(run.status == 0, "a save failed: \(run.errors)")
        #expect(run.loads > 0)
        #expect(run.incomplete == 0)
        #expect(sandbox.errors.isEmpty)
        #expect(reader.load()?.counter == 299)
    }

    /// Starts the helper, waits for its first completed save, then kills it
    /// at a random moment of the saves that follow. Blocking (reading the
    /// pipe, sleeping, waiting for the exit): run it on a dedicated thread.
    private static func startAndKillWhileSaving(_ helper: URL, file: URL, first: Int) throws -> (
        firstLine: String?, killedBySignal: Bool
    ) {
        let process = Process()
        process.executableURL = helper
        process.arguments = [file.path, String(first)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = readLine(from: output.fileHandleForReading)
        if line == "saved \(first)" {
            var generator = SystemRandomNumberGenerator()
            usleep(UInt32.random(in: 0..<8_000, using: &generator))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return (line, process.terminationReason == .uncaughtSignal)
    }

    private struct Envelope: Decodable {
        var version: Int
        var state: CrashTestState
    }

    private static func readLine(from handle: FileHandle) -> String? {
        var bytes = Data()
        while true {
            let chunk = handle.readData(ofLength: 1)
            if chunk.isEmpty { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if chunk == Data("\n".utf8) { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(chunk)
        }
    }
}
