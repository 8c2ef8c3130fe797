import Foundation
import StoreGenTestSupport
import Testing

@testable import StoreInspector

/// A recording is a regular file: a device, a FIFO or a directory is
/// refused with a clear error, before anything is opened or served.
@Suite struct NotAFileTests {
    /// `/dev/zero` (never ends), a FIFO (opening it blocks), a directory
    /// (reads as nothing), each with the kind the error names.
    static func notFiles(in scratch: ScratchFolder) -> [(path: String, kind: String)] {
        let fifo = scratch.file("recording.fifo")
        mkfifo(fifo.path, 0o600)
        return [("/dev/zero", "a character device"), (fifo.path, "a FIFO"), (scratch.url.path, "a directory")]
    }

    @Test func theRecordingRefusesWhatIsNotARegularFile() throws {
        let scratch = ScratchFolder()
        for (path, kind) in Self.notFiles(in: scratch) {
            let error = #expect(throws: InspectorError.self) { try Recording(url: URL(fileURLWithPath: path)) }
            #expect(
                error?.description == """
                    \(path): error: cannot read the recording: not a regular file (\(kind)); a recording is a \
                    file the recorder wrote
                    """)
        }
        let missing = #expect(throws: InspectorError.self) { try Recording(url: scratch.file("missing.jsonl")) }
        #expect(missing?.description.hasSuffix("cannot read the recording: No such file or directory") == true)
    }

    /// The command exits non-zero, says why, and prints no address.
    @Test func theCommandExitsWithTheErrorBeforePrintingAnAddress() async throws {
        let scratch = ScratchFolder()
        let inspector = try BuiltExecutable.url(named: "storegen-inspector")
        for (path, kind) in Self.notFiles(in: scratch) {
            // The timeout bounds a hang (what happened before); it is not a requirement.
            let run = try await ChildProcess.run(inspector, [path])
            #expect(run.status != 0)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("not a regular file (\(kind))"))
        }
    }
}
