import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs a child process to completion from async tests.
///
/// Why not `Process.waitUntilExit()` / `readDataToEndOfFile()` in the test:
/// both block the calling thread, and a test's thread belongs to Swift's
/// cooperative pool (one thread per core). A test waiting seconds for
/// `swiftc`, or minutes for `swift build`, takes a pool thread from every
/// other test for that long; on a two-core CI machine commands sleeping for
/// 5 ms then never get a thread and their tests time out. Here all blocking
/// (waiting for the exit, draining both pipes, feeding stdin) happens on
/// dedicated threads and the test only suspends.
public enum ChildProcess {
    /// The child ran longer than its timeout; it was stopped.
    public struct TimedOut: Error, CustomStringConvertible {
        public var command: String
        public var timeout: Duration

        public var description: String { "\(command) did not finish within \(timeout) and was stopped" }
    }

    /// Runs `executable` and returns its status and both output streams.
    ///
    /// - Parameters:
    ///   - environment: variables set on top of this process's environment.
    ///   - input: written to the child's stdin, which is then closed; without
    ///     it stdin is `/dev/null`, so a child that reads it cannot hang.
    ///   - timeout: after this the child is terminated (killed if it ignores
    ///     that) and `TimedOut` is thrown, so a hung child fails the test
    ///     instead of hanging CI.
    public static func run(
        _ executable: URL,
        _ arguments: [String] = [],
        in directory: URL? = nil,
        environment: [String: String] = [:],
        input: Data? = nil,
        timeout: Duration = .seconds(600)
    ) async throws -> ProcessOutput {
        try await onDedicatedThread {
            try runBlocking(executable, arguments, directory, environment, input, timeout)
        }
    }

    /// `/usr/bin/env`: run it with a command name as the first argument to
    /// find that command on `PATH`, as a user typing it would.
    public static let env = URL(fileURLWithPath: "/usr/bin/env")

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], _ directory: URL?,
        _ environment: [String: String], _ input: Data?, _ timeout: Duration
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = input == nil ? nil : Pipe()
        process.standardInput = stdin ?? FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        try process.run()
        // Both pipes are drained while the child runs, so a chatty child
        // never blocks on a full pipe.
        let out = PipeDrain(stdout.fileHandleForReading)
        let err = PipeDrain(stderr.fileHandleForReading)
        if let input, let stdin {
            // A child that exits without reading stdin must fail its test,
            // not kill the test process with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            let writer = stdin.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }.start()
        }

        if exited.wait(timeout: .now() + seconds(timeout)) == .timedOut {
            process.terminate()
            if exited.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
            // Not waiting for the pipes: a grandchild may still hold them open.
            throw TimedOut(command: ([executable.path] + arguments).joined(separator: " "), timeout: timeout)
        }
        return ProcessOutput(
            status: process.terminationStatus,
            exited: process.terminationReason == .exit,
            stdout: String(decoding: out.data(), as: UTF8.self),
            stderr: String(decoding: err.data(), as: UTF8.self))
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Reads one pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once by the reader thread before `finished` is signalled.
    private var bytes = Data()

    init(_ handle: FileHandle) {
        Thread { [self] in
            bytes = handle.readDataToEndOfFile()
            finished.signal()
        }.start()
    }

    func data() -> Data {
        finished.wait()
        finished.signal()
        return bytes
    }
}
