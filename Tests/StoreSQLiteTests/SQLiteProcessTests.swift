import Foundation
import SQLiteFeatures
import StoreGenTestSupport
import StoreRuntime
import StoreSQLite
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The database against other processes: one killed while it saves, one
/// reading while another saves.
@Suite struct SQLiteProcessTests {
    /// A writer killed with SIGKILL at random moments of its saves leaves a
    /// database that opens and holds one complete save, never an older one
    /// than it reported or than the last launch loaded.
    @Test func killedWhileSavingTheDatabaseAlwaysHoldsACompleteSave() async throws {
        let helper = try BuiltExecutable.url(named: "SQLitePersistenceHelper")
        let sandbox = try SQLiteSandbox()
        var loaded = -1
        for iteration in 0..<200 {
            let first = loaded + 1
            let killed = try await onDedicatedThread {
                try Self.startAndKillWhileSaving(helper, database: sandbox.database, first: first)
            }
            try #require(killed.firstLine == "saved \(first)", "iteration \(iteration): \(killed.errors)")
            #expect(killed.killedBySignal)

            let state = try #require(try reload(sandbox.database), "iteration \(iteration): nothing loaded")
            #expect(state.isConsistent, "iteration \(iteration): counter \(state.counter) is not one complete save")
            #expect(state.counter >= first, "iteration \(iteration): the reported save \(first) is missing")
            #expect(state.counter >= loaded, "iteration \(iteration): went back to \(state.counter)")
            loaded = state.counter
        }
        #expect(sandbox.errors.isEmpty)
        #expect(try sandbox.fileNames().allSatisfy { $0.hasPrefix("Journal.sqlite") })
    }

    /// A second process loading the database in a loop while the app saves:
    /// no save fails, and no load fails or sees a half-written state.
    @Test func aReaderInAnotherProcessNeverSeesAHalfWrittenSave() async throws {
        let helper = try BuiltExecutable.url(named: "SQLitePersistenceHelper")
        let sandbox = try SQLiteSandbox()
        typealias Run = (writer: Int32, writerErrors: String, reader: Int32, readerOutput: String)
        let run = try await onDedicatedThread { () throws -> Run in
            let writer = Process()
            writer.executableURL = helper
            writer.arguments = ["write", sandbox.database.path, "0", "400"]
            let writerErrors = Pipe()
            writer.standardOutput = FileHandle.nullDevice
            writer.standardError = writerErrors
            try writer.run()
            let reader = Process()
            reader.executableURL = helper
            reader.arguments = ["read", sandbox.database.path, "3"]
            let readerOutput = Pipe()
            reader.standardOutput = readerOutput
            reader.standardError = readerOutput
            try reader.run()
            let output = String(decoding: readerOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            reader.waitUntilExit()
            let errors = String(decoding: writerErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            writer.waitUntilExit()
            return (writer.terminationStatus, errors, reader.terminationStatus, output)
        }
        #expect(run.writer == 0, "a save failed: \(run.writerErrors)")
        #expect(run.reader == 0, "\(run.readerOutput)")
        let states = run.readerOutput.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: .newlines)) }
        #expect((states ?? 0) > 0, "no load found a saved state: \(run.readerOutput)")
        #expect(try reload(sandbox.database)?.counter == 399)
    }

    /// Starts the helper, waits for its first save, then kills it at a
    /// random moment of the saves that follow. Blocking: run it on a dedicated thread.
    private static func startAndKillWhileSaving(
        _ helper: URL, database: URL, first: Int
    ) throws -> (firstLine: String?, killedBySignal: Bool, errors: String) {
        let process = Process()
        process.executableURL = helper
        process.arguments = ["write", database.path, String(first)]
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let line = readLine(from: output.fileHandleForReading)
        if line == "saved \(first)" {
            var generator = SystemRandomNumberGenerator()
            usleep(UInt32.random(in: 0..<20_000, using: &generator))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (line, process.terminationReason == .uncaughtSignal, message)
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
