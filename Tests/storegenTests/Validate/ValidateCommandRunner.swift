import Foundation
import StoreGenTestSupport

/// Runs `storegen validate` in a folder of schemas, the way CI does.
struct ValidateCommandRunner {
    var directory: URL

    func run(_ arguments: [String]) async throws -> ProcessOutput {
        try await StoreGenCLI.run(["validate"] + arguments, in: directory)
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

    /// Writes each file (relative path -> text).
    func write(_ files: [String: String]) throws {
        for (relativePath, text) in files { try write(relativePath, text) }
    }

    var runner: ValidateCommandRunner { ValidateCommandRunner(directory: url) }
}
