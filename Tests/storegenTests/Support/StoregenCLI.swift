import Foundation

/// Runs the `storegen` executable that `swift build` put next to this test
/// bundle, exactly as a user or the build plugin runs it.
enum StoregenCLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // storegen's output is small; reading stderr on another thread still
        // keeps a full pipe from blocking it while stdout is read.
        let errorData = ErrorData()
        let reader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// `STOREGEN_EXECUTABLE` if set, else the products folder of this build,
    /// found from the test bundle (Linux runs it as an executable, macOS
    /// loads an `.xctest` bundle) — so any `--scratch-path` works.
    static func executable() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["STOREGEN_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("storegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TestSetupError("storegen executable not found next to the test bundle (looked in \(folders.map(\.path))); build it or set STOREGEN_EXECUTABLE")
    }
}

/// The stderr bytes, handed from the reader thread to the test.
private final class ErrorData: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ data: Data) {
        self.data = data
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

struct TestSetupError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
