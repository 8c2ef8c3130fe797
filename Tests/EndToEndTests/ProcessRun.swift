import Foundation

/// What a finished child process printed and returned.
struct ProcessOutput: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Both streams, as a person watching the terminal would see them
    /// (`swift build` prints diagnostics on either).
    var combined: String { stdout + stderr }
}

enum ProcessRunError: Error, CustomStringConvertible {
    case timedOut(command: String, seconds: Int)

    var description: String {
        switch self {
        case .timedOut(let command, let seconds): "\(command) did not finish within \(seconds) s and was stopped"
        }
    }
}

/// Runs a command to completion, collecting both output streams on their
/// own threads (so a chatty child cannot block on a full pipe) and stopping
/// it after `timeout` so a hung build fails the test instead of hanging CI.
enum ProcessRun {
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Int = 900) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice

        let collected = Collected()
        let readers = DispatchGroup()
        for (pipe, isError) in [(stdout, false), (stderr, true)] {
            readers.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                readers.leave()
            }
        }

        try process.run()
        let finished = DispatchSemaphore(value: 0)
        let waiter = Thread {
            process.waitUntilExit()
            finished.signal()
        }
        waiter.start()
        if finished.wait(timeout: .now() + .seconds(timeout)) == .timedOut {
            process.terminate()
            finished.wait()
            readers.wait()
            throw ProcessRunError.timedOut(command: ([executable] + arguments).joined(separator: " "), seconds: timeout)
        }
        readers.wait()
        return ProcessOutput(status: process.terminationStatus, stdout: collected.text(isError: false), stderr: collected.text(isError: true))
    }

    /// `swift` from PATH, as a user would run it.
    static func swift(_ arguments: [String], in directory: URL? = nil, timeout: Int = 900) throws -> ProcessOutput {
        try run("/usr/bin/env", ["swift"] + arguments, in: directory, timeout: timeout)
    }
}

/// The two streams' bytes, filled in from the reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(_ data: Data, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isError { err = data } else { out = data }
    }

    func text(isError: Bool) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: isError ? err : out, as: UTF8.self)
    }
}
