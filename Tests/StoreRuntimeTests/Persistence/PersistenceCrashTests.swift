import Foundation
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
    @Test func killedWhileSavingTheFileAlwaysHoldsACompleteSavedState() throws {
        let helper = try #require(Self.helperExecutable(), "PersistenceCrashHelper was not built next to the tests")
        let sandbox = try PersistenceSandbox()
        var generator = SystemRandomNumberGenerator()

        for iteration in 0..<200 {
            let first = iteration * 1_000_000
            let process = Process()
            process.executableURL = helper
            process.arguments = [sandbox.file.path, String(first)]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()

            let line = Self.readLine(from: output.fileHandleForReading)
            try #require(line == "saved \(first)", "helper did not report its first save: \(line.debugDescription)")
            usleep(UInt32.random(in: 0..<8_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)

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

    /// The helper is built into the same products folder as the test bundle.
    private static func helperExecutable() -> URL? {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders
            .map { $0.appendingPathComponent("PersistenceCrashHelper") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
