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

    /// `name` is a path inside `Golden/`, such as `Schemas/Counter.swift.golden`.
    static func expect(
        _ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let target = sourceDirectory.appendingPathComponent(name)
        if isUpdating {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: target, atomically: true, encoding: .utf8)
            return
        }
        let folder = (["Golden"] + name.split(separator: "/").dropLast().map(String.init)).joined(separator: "/")
        let file = String(name.split(separator: "/").last ?? "")
        guard let url = Bundle.module.url(forResource: file, withExtension: nil, subdirectory: folder) else {
            Issue.record(
                "No golden file Golden/\(name); run with STOREGEN_UPDATE_GOLDEN=1 to create it.",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if expected != actual {
            let message =
                "Generated code differs from Golden/\(name) (- golden, + generated); "
                + "run with STOREGEN_UPDATE_GOLDEN=1 to accept:\n\(LineDiff.render(from: expected, to: actual))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
