import ArgumentParser
import Foundation
import StoreInspector

/// `storegen-inspector RECORDING [--follow] [--port N] [--diff SEQ]`, what `storegen
/// inspect` runs: an executable of its own, so that the HTTP server it
/// needs is built only by those who inspect, never by an app's build plugin.
@main
struct InspectorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storegen inspect",
        abstract: "Shows an inspector recording in a browser: timeline, changes per action, state at any point.",
        discussion: """
            Serves a page on 127.0.0.1 and prints its address, which carries a token made for \
            this run: only that address is answered. Stop with Ctrl-C.
            """)

    @Argument(help: "The recording (written by the runtime's inspectorRecording middleware).")
    var recording: String

    @Flag(help: "Keep reading as the app appends; the page shows new actions and says when the recording stops.")
    var follow = false

    @Option(help: "The port on 127.0.0.1 (default: any free one).")
    var port: UInt16 = 0

    @Option(
        name: .customLong("diff"),
        help: ArgumentHelp(
            "Prints what the action numbered SEQ changed, as paths with their values before and after, and exits.",
            valueName: "SEQ"))
    var diffSeq: Int?

    func run() async throws {
        do {
            if let diffSeq {
                FileHandle.standardOutput.write(Data(try DiffReport.text(recording: recording, seq: diffSeq).utf8))
                return
            }
            try await InspectorServer.run(recording: recording, follow: follow, port: port) { url in
                // Written straight to the descriptor: a test or script reading
                // the address gets it at once, not when a buffer fills.
                FileHandle.standardOutput.write(Data("storegen inspect: serving \(recording) at \(url)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
