import ArgumentParser
import Foundation

/// `storegen inspect RECORDING [--follow] [--port N] [--diff SEQ]`: runs the inspector,
/// `storegen-inspector`, from the same build folder. The inspector is an
/// executable of its own because it needs an HTTP server, and `storegen`
/// is what every app's build plugin builds: apps that never inspect build
/// nothing of it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Shows an inspector recording in a browser (runs storegen-inspector).",
        discussion: """
            Build the inspector once beside storegen: swift build --product storegen-inspector \
            (a plain swift build of StoreGen builds it too).
            """)

    /// The inspector's executable name, next to `storegen`'s.
    static let inspectorName = "storegen-inspector"

    @Argument(help: "The recording (written by the runtime's inspectorRecording middleware).")
    var recording: String

    @Flag(help: "Keep reading as the app appends.")
    var follow = false

    @Option(help: "The port on 127.0.0.1 (default: any free one).")
    var port: UInt16?

    @Option(
        name: .customLong("diff"),
        help: ArgumentHelp(
            "Prints what the action numbered SEQ changed, as paths with their values before and after, and exits.",
            valueName: "SEQ"))
    var diffSeq: Int?

    func run() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let inspector = (Bundle.main.executableURL?.deletingLastPathComponent() ?? folder).appendingPathComponent(
            Self.inspectorName)
        guard FileManager.default.isExecutableFile(atPath: inspector.path) else {
            throw CommandFailure(
                """
                the inspector is not built: run `swift build --product \(Self.inspectorName)` \
                (or `swift run \(Self.inspectorName) \(recording)`); looked for \(inspector.path)
                """)
        }
        var arguments = [inspector.path, recording]
        if follow { arguments.append("--follow") }
        if let port { arguments += ["--port", String(port)] }
        if let diffSeq { arguments += ["--diff", String(diffSeq)] }
        // Replaces this process, so Ctrl-C and the exit status are the inspector's.
        let argv = arguments.map { strdup($0) } + [nil]
        execv(inspector.path, argv)
        throw CommandFailure("cannot run \(inspector.path): \(String(cString: strerror(errno)))")
    }
}
