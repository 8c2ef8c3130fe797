import Foundation
import Testing

/// Compares generated text with a checked-in golden file, showing a line
/// diff on mismatch. `STOREGEN_UPDATE_GOLDEN=1 swift test` rewrites the
/// golden files in the source tree instead.
enum GoldenFile {
    /// The source folder, for rewriting (the bundle's copy is read-only).
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["STOREGEN_UPDATE_GOLDEN"] == "1"
    }

    static func expect(_ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if isUpdating {
            try FileManager.default.createDirectory(at: sourceDirectory, withIntermediateDirectories: true)
            try actual.write(to: sourceDirectory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden") else {
            Issue.record("No golden file Golden/\(name); run with STOREGEN_UPDATE_GOLDEN=1 to create it.", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if expected != actual {
            let message = "Generated code differs from Golden/\(name) (- golden, + generated); "
                + "run with STOREGEN_UPDATE_GOLDEN=1 to accept:\n\(LineDiff.render(from: expected, to: actual))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
