import Foundation
import Testing

/// Runs the built `storegen` binary the way CI does, capturing its output.
struct ValidateCommandRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `storegen` sits next to the test bundle in the build products folder.
    static let binary: URL? = {
        var folders: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("storegen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    var directory: URL

    func run(_ arguments: [String]) throws -> Outcome {
        let binary = try #require(Self.binary, "storegen was not found next to the test bundle")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["validate"] + arguments
        process.currentDirectoryURL = directory
        let outURL = directory.appendingPathComponent(".stdout")
        let errURL = directory.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return Outcome(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A temporary folder of schema files, removed when the test ends.
final class SchemaFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ relativePath: String, _ text: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    var runner: ValidateCommandRunner { ValidateCommandRunner(directory: url) }
}
