import Foundation

/// A fresh directory per test, so tests run in parallel without sharing files.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Writes `text` at `relative`, creating folders on the way; returns the path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
