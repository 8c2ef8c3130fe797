import Foundation

/// A file of this repository read by a test, e.g. a doc whose excerpt the
/// test keeps true. Found from this source file's path, so it works from any
/// build folder.
public enum RepositoryFile {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The Markdown files of a folder, as paths relative to the root, sorted.
    public static func markdownFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
            .filter { $0.hasSuffix(".md") }
            .sorted()
            .map { "\(folder)/\($0)" }
    }
}
