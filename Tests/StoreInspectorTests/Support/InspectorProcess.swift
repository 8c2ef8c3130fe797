import Foundation
import StoreGenTestSupport

/// The built `storegen-inspector` serving a recording, as a user starts it;
/// `url` is the address it printed.
final class InspectorProcess: @unchecked Sendable {
    let process = Process()
    let url: String

    init(recording: URL, follow: Bool = false) async throws {
        process.executableURL = try BuiltExecutable.url(named: "storegen-inspector")
        process.arguments = [recording.path] + (follow ? ["--follow"] : [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        // The first line is `storegen inspect: serving FILE at URL`.
        let line = try await onDedicatedThread { () -> String in
            var bytes = Data()
            while let byte = try reader.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let range = line.range(of: "http://127.0.0.1:") else {
            process.terminate()
            throw WebDriver.Failure(description: "storegen-inspector printed no address: \(line)")
        }
        url = String(line[range.lowerBound...])
    }

    /// Stops the server (not waited for: a test's thread belongs to the
    /// cooperative pool).
    func stop() {
        process.terminate()
    }
}
