import Foundation

/// A folder of its own per test, removed at the end.
final class ScratchFolder: @unchecked Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("StoreInspectorTests-\(UUID().uuidString)")

    init() {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `lines`, each followed by a newline unless `truncateLast`.
    func write(_ name: String, lines: [Data], truncateLast: Bool = false) throws -> URL {
        var data = Data()
        for (index, line) in lines.enumerated() {
            data.append(line)
            if !(truncateLast && index == lines.count - 1) { data.append(UInt8(ascii: "\n")) }
        }
        let file = file(name)
        try data.write(to: file)
        return file
    }
}
