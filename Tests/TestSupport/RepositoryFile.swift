import Foundation

/// A file of this repository read by a test, e.g. a doc whose excerpt the
/// test keeps true. Found from this source file's path, so it works from any
/// build folder.
public enum RepositoryFile {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // TestSupport
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }
}
