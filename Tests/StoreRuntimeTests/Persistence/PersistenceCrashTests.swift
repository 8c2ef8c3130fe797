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
            let killed = try await onDedicatedThread { try Self.startAndKillWhileSaving(helper, file: sandbox.file, first: first) }
            try #require(killed.firstLine == "saved \(first)", "helper did not report its first save: \(killed.firstLine.debugDescription)")
            #expect(killed.killedBySignal)

            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(contentsOf: sandbox.file))
            #expect(envelope.version == 1)
            #expect(envelope.state.isComplete, "iteration \(iteration): state \(envelope.state.counter) is not one that was saved")
            #expect(envelope.state.counter >= first, "iteration \(iteration): the reported save is missing")
        }

        // The next launch loads it and clears what the killed saves left behind.
        let loaded = sandbox.persistence(CrashTestState.self).load()
        #expect(loaded?.isComplete == true)
        #expect(sandbox.errors.isEmpty)
        #expect(try sandbox.fileNames() == ["state.json"])
    }

    /// Starts the helper, waits for its first completed save, then kills it
    /// at a random moment of the saves that follow. Blocking (reading the
    /// pipe, sleeping, waiting for the exit): run it on a dedicated thread.
    private static func startAndKillWhileSaving(_ helper: URL, file: URL, first: Int) throws -> (firstLine: String?, killedBySignal: Bool) {
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
